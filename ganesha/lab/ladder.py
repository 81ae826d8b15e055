"""The ladder: each AI level against the one below it, and the ratings file written from it.

    python -m ganesha.arena --ladder --games 200 --jobs 2            # every neighbouring pair
    python -m ganesha.arena --ladder --pairs expert:hard --games 200  # one pair, the rest kept

Each pair plays 2-player games with every deal played from both seats (``--paired``) at the
levels' own budgets; the result replaces that pair's entry in ``assets/ratings.json`` (date,
commit and the command that reproduces it kept with it), and the ratings are fitted again from
every entry (:mod:`ganesha.data.ratings`). The file is committed: the New game screen reads it.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ganesha.ai.parent_watch import bound_child
from ganesha.data.arguments import BadValue
from ganesha.data.ratings import Match, fit, parse
from ganesha.lab.guarded import UNREADABLE_EXIT, refuse_unreadable
from ganesha.store.files import read_document

#: The ladder, weakest first: the levels a player is offered, and random at the foot.
ORDER: tuple[str, ...] = ("random", "easy", "medium", "hard", "expert")
FILE = Path(__file__).resolve().parents[2] / "assets" / "ratings.json"


def commit() -> str:
    """The checkout's short commit, written beside a measurement ("unknown" outside one)."""
    try:
        return subprocess.run(["git", "-C", str(FILE.parent), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=True,
                              preexec_fn=bound_child()).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def pairs(spec: str) -> list[tuple[str, str]]:
    """``expert:hard,hard:medium`` → [(expert, hard), (hard, medium)]; empty: every rung."""
    if not spec:
        return [(ORDER[i + 1], ORDER[i]) for i in range(len(ORDER) - 1)]
    chosen = []
    for item in spec.split(","):
        stronger, _, weaker = item.partition(":")
        if (stronger, weaker) not in zip(ORDER[1:], ORDER, strict=False):
            raise BadValue(f"{item!r} is not a rung of the ladder {' < '.join(ORDER)}")
        chosen.append((stronger, weaker))
    return chosen


#: The arena's match runner (:func:`ganesha.lab.arena.run`), handed in so the ladder does not
#: import the arena that dispatches to it.
Runner = Callable[[argparse.Namespace], dict[str, Any]]


def play_rung(stronger: str, weaker: str, args: argparse.Namespace, run: Runner) -> Match:
    """One rung, played through the arena's runner."""
    games = args.games or 200
    rung = argparse.Namespace(**{**vars(args), "players": 2, "seats": f"{stronger},{weaker}",
                                 "paired": True, "games": games, "mix": False})
    report = run(rung)
    top = report["seats"][0]
    command = (f"python -m ganesha.arena --players 2 --games {games} --paired "
               f"--seats {stronger},{weaker} --seed {args.seed} --jobs {args.jobs}")
    return Match(stronger, weaker, int(top["wins"]), int(top["games"]),
                 datetime.date.today().isoformat(), commit(), command)


def write(matches: list[Match], path: Path | None = None) -> dict[str, Any]:
    """Write the file (``path``, or the committed one) with the matches and the ratings fitted
    from them, and return its data."""
    path = FILE if path is None else path
    ratings = fit(ORDER, matches)
    data = {
        "about": "AI level ratings from the ladder (python -m ganesha.arena --ladder); easy is "
                 "fixed at 1000; intervals are 95%, carried up the ladder from each match's "
                 "Wilson interval",
        "order": list(ORDER),
        "matches": [{"stronger": m.stronger, "weaker": m.weaker, "wins": m.wins,
                     "games": m.games, "date": m.date, "commit": m.commit,
                     "command": m.command} for m in matches],
        # for reading only (the game fits them again from the matches); null: unbounded
        "ratings": {level: {"rating": round(r.rating), "low": _whole(r.low),
                            "high": _whole(r.high)} for level, r in ratings.items()},
    }
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return data


def _whole(value: float) -> int | None:
    return round(value) if math.isfinite(value) else None


def run_ladder(args: argparse.Namespace, run: Runner) -> int:
    old: list[Match] = []
    if FILE.exists():  # through the guarded reader: one line and exit code 2 if refused
        loaded = refuse_unreadable(FILE, lambda path: parse(read_document(path)))
        if loaded is None:
            return UNREADABLE_EXIT
        _, old = loaded
    kept = {(m.stronger, m.weaker): m for m in old}
    for stronger, weaker in pairs(args.pairs):
        match = play_rung(stronger, weaker, args, run)
        print(f"{stronger} vs {weaker}: {match.wins}/{match.games}", flush=True)
        kept[(stronger, weaker)] = match
    data = write([kept[(ORDER[i + 1], ORDER[i])] for i in range(len(ORDER) - 1)
                  if (ORDER[i + 1], ORDER[i]) in kept])
    for level, r in data["ratings"].items():
        print(f"{level:>8}: {r['rating']:>5} ({r['low']}–{r['high']})")
    return 0
