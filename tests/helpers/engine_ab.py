"""Engine speed now against an older commit, in one process (a benchmark, not a test)::

    python -m tests.helpers.engine_ab --base 8bb5697 [--rounds 30]

``git archive`` extracts ``ganesha/engine`` of ``--base`` into a temporary folder and imports it
as a second package (the engine uses relative imports only). Both engines then play the same
seeded random games, alternating batch by batch and swapping who goes first, so both see the same
machine load; the figure is games per CPU-second (``time.process_time``) and the ratio. On a
shared, loaded machine this ratio is far steadier than two separate wall-clock runs.
"""

from __future__ import annotations

import argparse
import importlib
import random
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from types import ModuleType

from ganesha import engine as current

ROOT = Path(__file__).resolve().parents[2]
BATCH = 20  # games per engine per round


def load_base(rev: str, folder: Path) -> ModuleType:
    archive = folder / "base.tar"
    with archive.open("wb") as out:
        subprocess.run(["git", "-C", str(ROOT), "archive", rev, "ganesha/engine"], stdout=out,
                       check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(folder, filter="data")
    (folder / "ganesha" / "engine").rename(folder / "engine_base")
    sys.path.insert(0, str(folder))
    return importlib.import_module("engine_base")


def play(engine: ModuleType, players: int, seed: int) -> float:
    """CPU seconds for one batch of random games."""
    rng = random.Random(seed)
    start = time.process_time()
    for i in range(BATCH):
        state = engine.new_game(engine.GameConfig(players=players, spices=True,
                                                  seed=seed * BATCH + i))
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
    return time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.helpers.engine_ab")
    parser.add_argument("--base", required=True, help="the older commit to compare with")
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        base = load_base(args.base, Path(folder))
        print(f"random games per CPU-second, spices on, {args.rounds * BATCH} games each, "
              f"base {args.base} vs this tree, interleaved")
        for players in (2, 3, 4):
            spent = {"base": 0.0, "now": 0.0}
            for r in range(args.rounds):
                order = [("base", base), ("now", current)]
                for name, engine in order if r % 2 == 0 else order[::-1]:
                    spent[name] += play(engine, players, r)
            games = args.rounds * BATCH
            then, now = games / spent["base"], games / spent["now"]
            print(f"  {players} players: base {then:7.0f}  now {now:7.0f}  ({now / then - 1:+.1%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
