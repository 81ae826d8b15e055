"""Make the "find the best turn" puzzles (gzip-compressed JSON in ``assets/puzzles/``) from
games between the strong levels.

    python build/make_puzzles.py --games 40 --seed 1 --jobs 1 --minutes 60
    python build/make_puzzles.py --check --sample 3      # derive a sample of the set again

Each game's table is drawn from the seed (2, 3 or 4 players, day or night, spices on or off, each
seat hard or expert on a simulation cap, so every choice is a pure function of the seed). Every
turn of the finished game is screened by :func:`ganesha.ai.puzzles.screen` (the review's
valuation and the keep rule: one plan ahead of every other candidate by 3 points at 3 standard
errors) and a kept position is searched again by the expert at a fixed larger simulation count
and another seed (:func:`ganesha.ai.puzzles.check`); only the positions it agrees on are
written. The file is rewritten after every game (atomically), so a run stopped early still
leaves every puzzle found so far; ``--minutes`` starts no new game after that long.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import sys
import time
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ganesha.ai.players import make_player
from ganesha.ai.puzzle_judge import judge
from ganesha.ai.puzzles import (
    Plan,
    accepted,
    alternatives,
    check,
    planner_first,
    screen,
    starting_rating,
    tags,
)
from ganesha.ai.review import judged_part, split_turns
from ganesha.data import puzzles as shipped
from ganesha.engine import Action, GameConfig, GameState, new_game
from ganesha.engine.actions import action_to_data

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "puzzles" / shipped.FILE
#: Simulations a decision for each level in the recipe's games: a cap, not a clock, so a game
#: is a pure function of its seed (about a third of each level's real budget on this machine).
PLAY_SIMULATIONS = {"hard": 1_000, "expert": 2_000}


@dataclass(frozen=True, slots=True)
class Table:
    """One game of the recipe: its config and each seat's level."""

    index: int
    config: GameConfig
    levels: tuple[str, ...]


def table(seed: int, index: int) -> Table:
    """The ``index``-th game of a run seeded ``seed``: players, side, spices and seats drawn
    from the seed, so a run spreads over every kind of table."""
    rng = random.Random(seed * 100_003 + index)
    players = rng.choice((2, 3, 4))
    config = GameConfig(players=players, side=rng.choice(("day", "night")),
                        spices=rng.random() < 0.5, seed=rng.randrange(1 << 30))
    return Table(index, config, tuple(rng.choice(("hard", "expert")) for _ in range(players)))


def play(game: Table, seed: int) -> list[Action]:
    """The game's actions, every seat choosing on its simulation cap."""
    players = [make_player(level, seed=seed * 10 + seat, max_iterations=PLAY_SIMULATIONS[level])
               for seat, level in enumerate(game.levels)]
    state = new_game(game.config)
    actions: list[Action] = []
    while not state.is_over:
        action = players[state.current_player].choose(state)
        state.apply(action)
        actions.append(action)
    return actions


@dataclass
class Figures:
    """A run's counts and seconds."""

    games: int = 0
    screened: int = 0
    forced: int = 0
    kept: int = 0
    agreed: int = 0
    play_seconds: float = 0.0
    screen_seconds: float = 0.0
    puzzles: list[dict[str, Any]] = field(default_factory=list)
    leads: list[float] = field(default_factory=list)  # each screened position's best lead

    def add(self, other: Figures) -> None:
        for name in ("games", "screened", "forced", "kept", "agreed"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.play_seconds += other.play_seconds
        self.screen_seconds += other.screen_seconds
        self.puzzles.extend(other.puzzles)
        self.leads.extend(other.leads)


def plan_data(plan: Plan) -> list[dict[str, Any]]:
    return [action_to_data(a) for a in plan]


def puzzle_entry(ident: str, state: GameState, played: Plan, level: str, seed: int,
                 leads: list[float] | None = None) -> tuple[dict[str, Any] | None, bool | None]:
    """Screen one position: (the puzzle, or None; None when not kept, else whether the check
    agreed). The best plan's lead over the runner-up goes to ``leads``."""
    screened = screen(state, played, seed)
    if screened is not None and leads is not None:
        leads.append(screened.verdict.margin)
    if screened is None or screened.verdict.status != "kept":
        return None, None
    plans = accepted(state, screened)
    checked = check(state, plans, screened.plans, seed)
    print(f"{ident}: kept (lead {screened.verdict.margin:.2f} ± "
          f"{screened.verdict.margin_se:.2f}); the {checked.how} check "
          f"{'agrees' if checked.agreed else 'chose another plan'}", file=sys.stderr)
    if not checked.agreed:
        return None, False
    first = planner_first(state, seed)
    found = (["medium"] if first is not None and first in plans else []) + (
        [level] if any(played[:len(p)] == p for p in plans) else [])
    return {
        "id": ident, "game": json.loads(state.to_json()), "seat": state.current_player,
        "plans": [plan_data(p) for p in plans], "played": plan_data(played), "level": level,
        "margin": round(screened.verdict.margin, 3),
        "margin_se": round(screened.verdict.margin_se, 3), "samples": screened.samples,
        "tags": list(tags(state, screened.best)), "found_by": found, "seed": seed,
        "rating": starting_rating(screened.verdict.margin, "medium" in found, level in found),
    }, True


def run_game(seed: int, index: int) -> Figures:
    """Play one game of the run and screen each of its turns."""
    game = table(seed, index)
    figures = Figures(games=1)
    started = time.perf_counter()
    actions = play(game, seed * 1_000 + index)
    figures.play_seconds = time.perf_counter() - started
    state = new_game(game.config)
    done = 0
    for turn in split_turns(game.config, actions):
        for action in actions[done:turn.start]:
            state.apply(action)
        done = turn.start
        ident = f"s{seed}-g{index}-t{turn.number}"
        # a copy of the real game (a clone is a sample of it, and a sample has no save)
        real = GameState.from_json(state.to_json())
        entry, agreed = puzzle_entry(ident, real, judged_part(turn.actions),
                                     game.levels[turn.seat], (seed * 1_000 + index) * 1_000
                                     + turn.number, figures.leads)
        figures.screened += 1
        figures.kept += agreed is not None
        figures.agreed += bool(agreed)
        if entry is not None:
            figures.puzzles.append(entry)
    figures.screen_seconds = time.perf_counter() - started - figures.play_seconds
    return figures


def write(out: Path, figures: Figures, seed: int, command: str) -> None:
    """The set so far, atomically (a stopped run leaves the last whole file)."""
    data = {"format": shipped.FORMAT, "version": shipped.VERSION,
            "recipe": {"command": command, "seed": seed, "games": figures.games,
                       "screened": figures.screened, "kept": figures.kept,
                       "agreed": figures.agreed,
                       "seconds": round(figures.play_seconds + figures.screen_seconds, 1)}}
    out.parent.mkdir(parents=True, exist_ok=True)
    temporary = out.with_suffix(".tmp")
    # one puzzle a line, each compact: the set ships inside the app's size budget
    rows = ",\n".join(json.dumps(p, separators=(",", ":"))
                      for p in sorted(figures.puzzles, key=lambda p: str(p["id"])))
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


def resumed(out: Path) -> tuple[Figures, str]:
    """The figures, puzzles and command of the set at ``out``, to go on from (``--resume``)."""
    made = shipped.made_by(out)
    data = json.loads(shipped.read(out))
    return Figures(games=made.games, screened=made.screened, kept=made.kept,
                   agreed=made.agreed, play_seconds=made.seconds,
                   puzzles=data["puzzles"]), made.command


def make(args: argparse.Namespace, command: str) -> int:
    figures = Figures()
    if args.resume:
        figures, before = resumed(args.out)
        command = f"{before}; {command}"
    started = time.perf_counter()
    deadline = started + args.minutes * 60 if args.minutes else None
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        pending: list[Future[Figures]] = []
        index = figures.games
        while index < args.games or pending:
            while (index < args.games and len(pending) < args.jobs
                   and (deadline is None or time.perf_counter() < deadline)):
                pending.append(pool.submit(run_game, args.seed, index))
                index += 1
            if not pending:
                break
            done = pending.pop(0).result()
            figures.add(done)
            write(args.out, figures, args.seed, command)
            print(f"game {figures.games}: {done.screened} screened, {done.kept} kept, "
                  f"{done.agreed} agreed, {done.play_seconds:.0f} s + "
                  f"{done.screen_seconds:.0f} s", flush=True)
    print(report(figures, time.perf_counter() - started))
    return 0


def check_set(args: argparse.Namespace) -> int:
    """Derive a sample of the shipped set again and judge each answer and a refuted plan."""
    puzzles = shipped.load(args.out)
    made = shipped.made_by(args.out)
    print(f"{len(puzzles)} puzzles, made by {made.command!r}: {made.games} games, "
          f"{made.screened} positions screened, {made.kept} kept, {made.agreed} agreed")
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
    parser.add_argument("--resume", action="store_true",
                        help="go on from the games the set at --out already counts (same seed)")
    args = parser.parse_args(argv)
    if args.check:
        return check_set(args)
    command = "python build/make_puzzles.py " + " ".join(
        sys.argv[1:] if argv is None else list(argv))
    return make(args, command)


if __name__ == "__main__":
    raise SystemExit(main())
