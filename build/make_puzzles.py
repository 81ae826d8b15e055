"""Make the "find the best turn" puzzles (gzip-compressed JSON in ``assets/puzzles/``) from
games between the strong levels.

    python build/make_puzzles.py --games 40 --seed 1 --jobs 1 --minutes 60
    python build/make_puzzles.py --games 900 --seed 1 --players 2,2,3,4 --resume  # go on
    python build/make_puzzles.py --check --sample 3      # derive a sample of the set again
    python build/make_puzzles.py --check-game s1-g42     # play a game of the recipe again
    python build/make_puzzles.py --check-game all --jobs 2   # reproduce the whole set

Each game's table is drawn from the seed (2, 3 or 4 players, from ``--players``; day or night,
spices on or off, each seat hard or expert on a simulation cap, so every choice is a pure
function of the seed; ``build/puzzle_games.py``). Every
turn of the finished game is screened by :func:`ganesha.ai.puzzles.screen` (the review's
valuation and the keep rule: one plan ahead of every other candidate by 3 points at 3 standard
errors) and a kept position is searched again by the expert at a fixed larger simulation count
and another seed (:func:`ganesha.ai.puzzles.check`); only the positions it agrees on are
written. The file is rewritten after every game (atomically), so a run stopped early still
leaves every puzzle found so far; ``--minutes`` starts no new game after that long. The file
records each run (its seed, games, table sizes, caps and figures, and the command that replays
it), so ``--check-game all`` plays every game again and must find the same puzzles.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import msgspec
from puzzle_games import (
    ALL_SIZES,
    PLAY_SIMULATIONS,
    Figures,
    RunSpec,
    plan_data,
    play_games,
    puzzle_entry,
    run_record,
)

from ganesha.ai.puzzle_judge import judge
from ganesha.ai.puzzles import alternatives
from ganesha.data import puzzles as shipped

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "puzzles" / shipped.FILE
def write(out: Path, runs: Sequence[dict[str, Any]], puzzles: Sequence[dict[str, Any]]) -> None:
    """The set so far, atomically (a stopped run leaves the last whole file)."""
    data = {"format": shipped.FORMAT, "version": shipped.VERSION, "recipe": {"runs": list(runs)}}
    out.parent.mkdir(parents=True, exist_ok=True)
    temporary = out.with_suffix(".tmp")
    # one puzzle a line, each compact: the set ships inside the app's size budget
    rows = ",\n".join(json.dumps(p, separators=(",", ":"))
                      for p in sorted(puzzles, key=lambda p: str(p["id"])))
    head = json.dumps(data, separators=(",", ":"))[:-1]
    text = f'{head},"puzzles":[\n{rows}]}}\n'.encode()
    # gzip without a time stamp: the same set is the same bytes
    temporary.write_bytes(gzip.compress(text, mtime=0) if out.suffix == ".gz" else text)
    os.replace(temporary, out)


def report(figures: Figures, seconds: float) -> str:
    rate = figures.agreed / figures.kept if figures.kept else float("nan")
    near = ", ".join(f"{sum(lead >= edge for lead in figures.leads)} at {edge:g}"
                     for edge in (1.0, 1.5, 2.0, 2.5, 3.0))
    return (f"the best plan's lead over the runner-up, positions at or above: {near}\n"
            f"games played {figures.games}; positions screened {figures.screened}; kept by the "
            f"margin {figures.kept}; agreed by the check {figures.agreed}; agreement rate "
            f"{rate:.2f}; seconds {seconds:.0f} (playing {figures.play_seconds:.0f}, screening "
            f"{figures.screen_seconds:.0f}; {figures.play_seconds / max(1, figures.games):.1f} s "
            f"a game, {figures.screen_seconds / max(1, figures.screened):.2f} s a position)")


def resumed(out: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The recipe's runs and the puzzles of the set at ``out``, to go on from (``--resume``)."""
    made = shipped.made_by(out)
    runs = [msgspec.to_builtins(run) for run in made.runs]
    return runs, json.loads(shipped.read(out))["puzzles"]


def make(args: argparse.Namespace) -> int:
    runs: list[dict[str, Any]] = []
    puzzles: list[dict[str, Any]] = []
    if args.resume:
        runs, puzzles = resumed(args.out)
    spec = RunSpec(args.seed, sum(run["games"] for run in runs), args.players,
                   tuple(args.play_simulations.items()))
    figures = Figures()
    started = time.perf_counter()

    def done(game: Figures) -> None:
        figures.add(game)
        write(args.out, [*runs, run_record(spec, figures)], puzzles + figures.puzzles)
        print(f"game {spec.first + figures.games}: {game.screened} screened, {game.kept} kept, "
              f"{game.agreed} agreed, {game.repeats} repeats, {game.play_seconds:.0f} s + "
              f"{game.screen_seconds:.0f} s", flush=True)

    deadline = started + args.minutes * 60 if args.minutes else None
    play_games(spec, range(spec.first, args.games), args.jobs, deadline, done)
    print(report(figures, time.perf_counter() - started))
    return 0


def check_set(args: argparse.Namespace) -> int:
    """Derive a sample of the shipped set again and judge each answer and a refuted plan."""
    puzzles = shipped.load(args.out)
    made = shipped.made_by(args.out)
    print(f"{len(puzzles)} puzzles, made by {'; '.join(run.command for run in made.runs)}: "
          f"{made.games} games, {made.screened} positions screened, {made.kept} kept, "
          f"{made.agreed} agreed")
    sample = random.Random(args.seed).sample(puzzles, min(args.sample, len(puzzles)))
    failures = 0
    for puzzle in sample:
        state = puzzle.position()
        entry, _ = puzzle_entry(puzzle.id, puzzle.position(), puzzle.played, puzzle.level,
                                puzzle.seed)
        same = entry is not None and entry["plans"] == [plan_data(p) for p in puzzle.plans] \
            and entry["margin"] == puzzle.margin
        verdict = judge(puzzle, puzzle.plans[0])
        started = time.perf_counter()
        refuted = judge(puzzle, alternatives(state, puzzle.plans, puzzle.seed)[0])
        seconds = time.perf_counter() - started
        print(f"{puzzle.id}: derived again {'the same' if same else 'DIFFERENTLY'}; its answer "
              f"judged {'solved' if verdict.solved else 'NOT solved'}; the planner's best "
              f"other plan judged {'solved' if refuted.solved else 'not solved'} (loses "
              f"{refuted.loss:.2f} ± {refuted.loss_se:.2f}) in {seconds:.2f} s")
        failures += not (same and verdict.solved and not refuted.solved)
    print(f"{len(sample) - failures} of {len(sample)} derived again and solved")
    return 1 if failures else 0


def sizes_arg(text: str) -> tuple[int, ...]:
    """``--players``: table sizes, each 2, 3 or 4."""
    try:
        sizes = tuple(int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of table sizes: {text!r}") from None
    if not sizes or any(size not in ALL_SIZES for size in sizes):
        raise argparse.ArgumentTypeError(f"table sizes are 2, 3 or 4: {text!r}")
    return sizes


def simulations_arg(text: str) -> dict[str, int]:
    """``--play-simulations``: ``level=count`` for hard and expert."""
    caps = dict(PLAY_SIMULATIONS)
    for part in text.split(","):
        level, _, count = part.partition("=")
        if level not in caps or not count.isdigit() or int(count) < 1:
            raise argparse.ArgumentTypeError(f"expected hard=N,expert=N: {text!r}")
        caps[level] = int(count)
    return caps


def games_named(names: Sequence[str], runs: Sequence[shipped.Run]) -> dict[int, list[int]]:
    """The games ``--check-game`` names (``s1-g42``, or ``all``), by the index of the run that
    played them; ValueError for a game no run played."""
    chosen: dict[int, list[int]] = {}
    for name in names:
        if name == "all":
            for number, run in enumerate(runs):
                chosen.setdefault(number, []).extend(range(run.first, run.first + run.games))
            continue
        seed, _, index = name.removeprefix("s").partition("-g")
        found = [number for number, run in enumerate(runs) if f"{run.seed}" == seed
                 and index.isdigit() and run.first <= int(index) < run.first + run.games]
        if not found:
            raise ValueError(f"{name}: no run of the recipe played this game")
        chosen.setdefault(found[0], []).append(int(index))
    return chosen


def check_games(args: argparse.Namespace) -> int:
    """Play the games ``--check-game`` names again as the recipe's runs say (``all``: every
    game, which reproduces the whole set) and compare the puzzles each gives with the set's
    puzzles from that game, row for row."""
    runs = shipped.made_by(args.out).runs
    rows = json.loads(shipped.read(args.out))["puzzles"]
    try:
        chosen = games_named(args.check_game, runs)
    except ValueError as exc:
        print(exc)
        return 1
    failures = 0
    for number, indices in sorted(chosen.items()):
        run = runs[number]
        spec = RunSpec(run.seed, run.first, tuple(run.players), tuple(run.simulations.items()))
        order = iter(sorted(set(indices)))

        def compare(game: Figures, spec: RunSpec = spec, order: Iterator[int] = order) -> None:
            nonlocal failures
            name = f"s{spec.seed}-g{next(order)}"
            mine = [r for r in rows if str(r["id"]).startswith(f"{name}-t")]
            same = sorted(game.puzzles, key=lambda r: str(r["id"])) == mine
            print(f"{name}: played again, {len(game.puzzles)} puzzles "
                  f"({', '.join(str(r['id']) for r in game.puzzles) or 'none'}): "
                  f"{'the same as the set' if same else 'NOT the same as the set'}", flush=True)
            failures += not same

        play_games(spec, sorted(set(indices)), args.jobs, None, compare)
    return 1 if failures else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=0.0,
                        help="start no new game after this long (0: no limit)")
    parser.add_argument("--check", action="store_true",
                        help="derive a sample of the set at --out again; change nothing")
    parser.add_argument("--sample", type=int, default=3)
    parser.add_argument("--players", type=sizes_arg, default=ALL_SIZES,
                        help="table sizes to draw from, e.g. 2,2,3,4 (default 2,3,4)")
    parser.add_argument("--play-simulations", type=simulations_arg, default=PLAY_SIMULATIONS,
                        help="each level's simulation cap in play, e.g. hard=300,expert=600")
    parser.add_argument("--resume", action="store_true",
                        help="go on from the games the set at --out already counts (same seed)")
    parser.add_argument("--check-game", action="append", default=[], metavar="s1-g42",
                        help="play this game of the recipe again (or 'all': every game, which "
                             "reproduces the set) and compare its puzzles with the set's; change "
                             "nothing (may be given more than once)")
    args = parser.parse_args(argv)
    if args.check_game:
        return check_games(args)
    if args.check:
        return check_set(args)
    return make(args)


if __name__ == "__main__":
    raise SystemExit(main())
