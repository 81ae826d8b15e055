"""The puzzles' recipe's games: each table drawn from a seed, played on simulation caps and
screened turn by turn (``build/make_puzzles.py`` writes the set, runs and checks it).

A game is a pure function of its seed, its index and the run's table sizes and caps, so any game
of the recipe can be played again and give the same puzzles (``make_puzzles.py --check-game``).
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from ganesha.ai.players import make_player
from ganesha.ai.puzzles import Plan, accepted, check, planner_first, screen, starting_rating, tags
from ganesha.ai.review import judged_part, split_turns
from ganesha.engine import Action, GameConfig, GameState, new_game
from ganesha.engine.actions import action_to_data

#: Simulations a decision for each level in the recipe's games: a cap, not a clock, so a game
#: is a pure function of its seed (about a third of each level's real budget on this machine).
PLAY_SIMULATIONS = {"hard": 1_000, "expert": 2_000}


@dataclass(frozen=True, slots=True)
class Table:
    """One game of the recipe: its config and each seat's level."""

    index: int
    config: GameConfig
    levels: tuple[str, ...]


#: The table sizes a game is drawn from, each equally likely; a size named twice is drawn twice
#: as often (two-player games give a puzzle for a fifth of the time a larger table does).
ALL_SIZES: tuple[int, ...] = (2, 3, 4)


def table(seed: int, index: int, sizes: Sequence[int] = ALL_SIZES) -> Table:
    """The ``index``-th game of a run seeded ``seed``: players (from ``sizes``), side, spices and
    seats drawn from the seed, so a run spreads over every kind of table."""
    rng = random.Random(seed * 100_003 + index)
    players = rng.choice(tuple(sizes))
    config = GameConfig(players=players, side=rng.choice(("day", "night")),
                        spices=rng.random() < 0.5, seed=rng.randrange(1 << 30))
    return Table(index, config, tuple(rng.choice(("hard", "expert")) for _ in range(players)))


def play(game: Table, seed: int,
         simulations: Mapping[str, int] = PLAY_SIMULATIONS) -> list[Action]:
    """The game's actions, every seat choosing on its level's simulation cap, searching from a
    fresh tree at every decision as the shipped set's games were played, so that a recipe game
    replays exactly."""
    players = [make_player(level, seed=seed * 10 + seat, max_iterations=simulations[level],
                           reuse=False)
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
    repeats: int = 0  # final-stage puzzles left out: their game had given one already
    play_seconds: float = 0.0
    screen_seconds: float = 0.0
    puzzles: list[dict[str, Any]] = field(default_factory=list)
    leads: list[float] = field(default_factory=list)  # each screened position's best lead

    def keep(self, puzzle: dict[str, Any]) -> None:
        """Add a game's puzzle, unless it is a final-stage one and the game gave one already:
        the final stage's turns are alike (the last gems' best slots), and a set of them would
        crowd out the rest."""
        if "final" in puzzle["tags"] and any("final" in p["tags"] for p in self.puzzles):
            self.repeats += 1
        else:
            self.puzzles.append(puzzle)

    def add(self, other: Figures) -> None:
        for name in ("games", "screened", "forced", "kept", "agreed", "repeats"):
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


def run_game(seed: int, index: int, sizes: Sequence[int] = ALL_SIZES,
             simulations: Mapping[str, int] = PLAY_SIMULATIONS) -> Figures:
    """Play one game of the run and screen each of its turns."""
    game = table(seed, index, sizes)
    figures = Figures(games=1)
    started = time.perf_counter()
    actions = play(game, seed * 1_000 + index, simulations)
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
            figures.keep(entry)
    figures.screen_seconds = time.perf_counter() - started - figures.play_seconds
    return figures


@dataclass(frozen=True, slots=True)
class RunSpec:
    """What a run plays: the seed, its first game and the tables and caps it draws."""

    seed: int
    first: int
    players: tuple[int, ...] = ALL_SIZES
    simulations: tuple[tuple[str, int], ...] = tuple(PLAY_SIMULATIONS.items())

    def command(self, games: int) -> str:
        """The command that replays this run of ``games`` games (after the runs before it)."""
        words = ["python build/make_puzzles.py", f"--seed {self.seed}",
                 f"--games {self.first + games}"]
        if self.players != ALL_SIZES:
            words.append("--players " + ",".join(map(str, self.players)))
        if dict(self.simulations) != PLAY_SIMULATIONS:
            words.append("--play-simulations " + ",".join(f"{k}={v}" for k, v in
                                                          self.simulations))
        return " ".join(words + (["--resume"] if self.first else []))


def run_record(spec: RunSpec, figures: Figures) -> dict[str, Any]:
    """A run as the file's recipe holds it."""
    return {"command": spec.command(figures.games), "seed": spec.seed, "first": spec.first,
            "games": figures.games, "players": list(spec.players),
            "simulations": dict(spec.simulations), "screened": figures.screened,
            "kept": figures.kept, "agreed": figures.agreed, "repeats": figures.repeats,
            "seconds": round(figures.play_seconds + figures.screen_seconds, 1)}


#: How many games (a multiple of the jobs) may be played ahead of the one the run writes next.
AHEAD = 4


def play_games(spec: RunSpec, games: Iterable[int], jobs: int, deadline: float | None,
               done: Callable[[Figures], None]) -> None:
    """Play and screen ``games`` of ``spec`` on ``jobs`` processes, handing each game's figures
    to ``done`` in game order; no game starts after ``deadline``. A process that finishes
    before an earlier game takes the next game at once (games differ tenfold in length), up to
    a few games ahead of the one ``done`` waits for."""
    sims = dict(spec.simulations)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        queue: list[Future[Figures]] = []  # in game order, running or finished
        upcoming = iter(games)
        more = True
        while more or queue:
            running = sum(not future.done() for future in queue)
            while more and running < jobs and len(queue) < AHEAD * jobs and (
                    deadline is None or time.perf_counter() < deadline):
                index = next(upcoming, None)
                if index is None:
                    more = False
                    break
                queue.append(pool.submit(run_game, spec.seed, index, spec.players, sims))
                running += 1
            if not queue:
                break
            if queue[0].done():
                done(queue.pop(0).result())
            else:
                wait([future for future in queue if not future.done()],
                     return_when=FIRST_COMPLETED)
