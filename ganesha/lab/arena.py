"""Whole games between AI seats: a strength table and a soak test in one command.

    python -m ganesha.arena --players 2 --games 200 --seats random,random --seed 1
    python -m ganesha.arena --players 2 --games 200 --seats hard,medium --think-ms 250 --jobs 2
    python -m ganesha.arena --players 2 --games 200 --seats hard#4000,baseline#4000 --paired
    python -m ganesha.arena --soak --jobs 2             # 10 000 checked games, every table and
    mix

A seat is a level name with an optional budget: ``hard@250`` thinks 250 ms a decision, ``hard#4000``
runs exactly 4 000 simulations a decision with no clock (deterministic and independent of the
machine's load: how strength is compared on a busy machine). A tree search level's spec may end in
modifiers, each after a colon: ``:once`` (``hard@250:once``) searches once a turn at any table, as
every table did before the search ran again at each decision from three seats up; ``:growN``
(``hard@250:grow16``) builds a node after N simulations at any table, as every table did before
crowded tables grew their trees faster. Both measure a change against the level's old self. The
screens' variants of the tree search are modifiers too: ``:roundsN`` (N rounds played out before the
estimate), ``:replyN`` (an opponent's reply node starts with N plans competing), ``:full`` (no early
stop on a clear call), ``:reuse`` or ``:fresh`` (a later decision of a turn starts from the previous
search, as at three seats, or from a fresh tree) and ``:lead`` or ``:win`` (its reward: the lead
over the best other seat, the default, or the estimated chance to win). The textbook partner takes
its reward as a modifier: ``ismcts@250:rank`` (the share of the other seats it finishes ahead of) or
``:win`` (its estimated chance to win, the default). ``rated:1600`` seats the at-my-level opponent
at a rating (:class:`ganesha.ai.players.RatedPlayer`), always without a clock: its rating fixes its
simulations, so its matches reproduce exactly.

Seats rotate from game to game so every entry of ``--seats`` sits in every position equally.
``--mix`` spreads the games over every configuration (player count × side × spices × both rule
variants); with one ``--seats`` entry that level fills every seat. Every game's gem count is
checked after every action; any exception is counted as an error with the seed that caused it.
``--think-ms`` sets the search level's budget per decision (default 1000), ``--jobs`` plays games
in parallel processes (each game is still played by one process, so decision times stay honest
only while there are at least as many free cores as jobs). For search seats the report adds the
simulation rate, overall and at the opening position.

``--ladder`` plays each level against the one below it and writes the ratings file the New game
screen shows (:mod:`ganesha.lab.ladder`).

``--soak`` is the reliability run (:mod:`ganesha.lab.soak`): every configuration and AI level mix,
the engine's invariants checked after every action.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import sys
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ganesha.ai import SEARCH_LEVELS
from ganesha.ai.parent_watch import BoundSpawnContext, leave_with_parent
from ganesha.data.arguments import BadValue, ToolParser, count, players, positive, seed
from ganesha.data.ratings import wilson as wilson_interval
from ganesha.engine import GameConfig, invariants, new_game
from ganesha.lab import soak
from ganesha.lab.seats import check_seat, seat_list, seat_player
from ganesha.lab.soak import SOAK_HARD_ITERATIONS, configurations

#: One arena game: number, configuration, seat specs in seat order, deal seed, default budget.
Task = tuple[int, dict[str, Any], list[str], int, int | None]


@dataclass
class EntryStats:
    """Results for one entry of ``--seats`` (one level at one list position)."""

    label: str
    games: int = 0
    wins: int = 0
    score_total: int = 0
    decision_seconds: list[float] = field(default_factory=list)
    search_iterations: int = 0
    search_seconds: float = 0.0
    opening_iterations: int = 0
    opening_seconds: float = 0.0
    #: How many seats' games are pooled in this entry (a level in several seats).
    seats: int = 1

    def row(self) -> dict[str, Any]:
        times = sorted(self.decision_seconds) or [0.0]
        low, high = wilson_interval(self.wins, self.games)
        return {
            "seat": self.label,
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.wins / self.games if self.games else 0.0,
            "win_ci95": [low, high],
            "mean_score": self.score_total / self.games if self.games else 0.0,
            "decisions": len(self.decision_seconds),
            "decision_ms_median": 1000 * statistics.median(times),
            "decision_ms_p95": 1000 * times[min(len(times) - 1, int(0.95 * len(times)))],
            "decision_ms_max": 1000 * times[-1],
            # One seat's thinking over a whole game (a level's seats pooled: per seat).
            "think_s_per_game": (sum(self.decision_seconds) / (self.games * self.seats)
                                 if self.games else 0.0),
            "search_iterations_per_s": (self.search_iterations / self.search_seconds
                                        if self.search_seconds else None),
            "opening_iterations_per_s": (self.opening_iterations / self.opening_seconds
                                         if self.opening_seconds else None),
        }


def play_game(config: GameConfig, levels: list[str], seed: int,
              think_ms: int | None = None) -> tuple[Any, list[list[float]], list[list[float]]]:
    """One game; returns the final state, each seat's decision times and each seat's search
    statistics (iterations, seconds, and the same two at the opening position)."""
    players = [seat_player(level, seed * 31 + seat, think_ms)
               for seat, level in enumerate(levels)]
    state = new_game(config)
    times: list[list[float]] = [[] for _ in levels]
    searches: list[list[float]] = [[0, 0.0, 0, 0.0] for _ in levels]
    opening = True
    while not state.is_over:
        seat = state.current_player
        player = players[seat]
        if hasattr(player, "last"):
            player.last = None
        start = time.perf_counter()
        action = player.choose(state.clone())
        times[seat].append(time.perf_counter() - start)
        result = getattr(player, "last", None)
        if result is not None:
            searches[seat][0] += result.iterations
            searches[seat][1] += result.seconds
            if opening:
                searches[seat][2] += result.iterations
                searches[seat][3] += result.seconds
        opening = False
        state.apply(action)
        invariants.check_gems(state, f"after {action!r}")
    return state, times, searches


def _play_task(task: Task) -> dict[str, Any]:
    """One arena game, in this process or a pool worker (top level so it can be pickled)."""
    game, options, levels, seed, think_ms = task
    config = GameConfig(seed=seed, **options)
    try:
        state, times, searches = play_game(config, levels, seed, think_ms)
    except Exception as exc:  # the soak's whole point: count, report, go on
        return {"game": game, "error": {"game": game, "seed": seed, "config": options,
                                        "error": repr(exc), "traceback": traceback.format_exc()}}
    return {"game": game, "winner": state.winner, "scores": list(state.scores),
            "times": times, "searches": searches}


def schedule(args: argparse.Namespace, seats: list[str],
             configs: list[dict[str, Any]]) -> tuple[list[Task], list[list[int]]]:
    """Every game to play (number, configuration, seat specs in seat order, deal seed, budget)
    and which ``--seats`` entry sits where. Entries rotate one seat per game; with ``--paired``
    each deal is dealt once per rotation, so every deal is played from every seat and the luck
    of the deal cancels out of the comparison."""
    if args.paired and len(configs) > 1:
        raise SystemExit("--paired plays one configuration; leave out --mix")
    tasks: list[Task] = []
    orders = []
    for game in range(args.games):
        options = configs[game % len(configs)]
        n = options["players"]
        if len(seats) == 1:
            order = [0] * n
        elif len(seats) == n:
            order = [(i + game) % n for i in range(n)]  # entry order[i] sits at seat i
        else:
            raise SystemExit(f"--seats names {len(seats)} levels for a {n}-player game")
        orders.append(order)
        deal = game // n if args.paired else game
        seed = args.seed * 1_000_003 + deal
        tasks.append((game, options, [seats[e] for e in order], seed, args.think_ms))
    return tasks, orders


def run(args: argparse.Namespace) -> dict[str, Any]:
    if args.games is None:
        args.games = 100
    seats = seat_specs(args)
    if args.mix:
        configs = configurations([2, 3, 4], ["day", "night"], [True, False], [True, False])
    else:
        configs = [{"players": args.players, "side": args.side, "spices": args.spices,
                    "drum_bonus": args.drum_bonus, "fourth_seat_bonus": args.fourth_seat}]
    entries = [EntryStats(f"{i + 1}:{level}") for i, level in enumerate(seats)]
    tasks, orders = schedule(args, seats, configs)
    errors: list[dict[str, Any]] = []
    decisions = 0
    started = time.perf_counter()
    jobs = max(1, args.jobs)
    with _played(tasks, jobs) as results:
        for done, result in enumerate(results, 1):
            if "error" in result:
                errors.append(result["error"])
                continue
            decisions += _count_game(entries, orders[result["game"]], result)
            if args.progress and done % args.progress == 0:
                print(f"... {done}/{args.games} games, {time.perf_counter() - started:.0f}s",
                      file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - started
    errors.sort(key=lambda e: e["game"])
    by_level = _by_level(entries, seats, args.games - len(errors))
    return {
        "games": args.games, "errors": len(errors), "decisions": decisions,
        "seconds": elapsed, "configurations": len(configs), "jobs": jobs,
        "think_ms": args.think_ms,
        "seats": [e.row() for e in entries], "error_details": errors[:20],
        "levels": [e.row() for e in by_level.values()] if len(by_level) < len(entries) else [],
    }


def rungs(text: str) -> str:
    """``--pairs`` checked as it is parsed (:func:`ganesha.lab.ladder.pairs`)."""
    from ganesha.lab.ladder import pairs

    pairs(text)
    return text


def seat_specs(args: argparse.Namespace) -> list[str]:
    """The seats of ``--seats`` (``--iterations`` applied to the search levels), each checked:
    a bad or unknown one ends the run with a message."""
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    if args.iterations is not None:
        seats = [f"{spec}#{args.iterations}" if spec in SEARCH_LEVELS else spec
                 for spec in seats]
    for spec in seats:
        try:
            check_seat(spec)
        except BadValue as exc:
            raise SystemExit(str(exc)) from None
    return seats


@contextlib.contextmanager
def _played(tasks: list[tuple], jobs: int) -> Iterator[Iterator[dict[str, Any]]]:
    """The games' results as they finish: in this process (one job) or in a pool of ``jobs``
    processes, closed when done."""
    if jobs == 1:
        yield map(_play_task, tasks)
        return
    pool = BoundSpawnContext().Pool(jobs, initializer=leave_with_parent)
    try:
        yield pool.imap_unordered(_play_task, tasks)
    finally:
        pool.close()
        pool.join()


def _count_game(entries: list[EntryStats], order: list[int], result: dict[str, Any]) -> int:
    """Add one finished game to the entries that sat in it (``order[seat]`` is the entry at
    ``seat``); returns the decisions it took."""
    decisions = 0
    for seat, entry_index in enumerate(order):
        entry = entries[entry_index]
        entry.games += 1
        entry.wins += result["winner"] == seat
        entry.score_total += result["scores"][seat]
        entry.decision_seconds.extend(result["times"][seat])
        iterations, seconds, opening_iterations, opening_seconds = result["searches"][seat]
        entry.search_iterations += iterations
        entry.search_seconds += seconds
        entry.opening_iterations += opening_iterations
        entry.opening_seconds += opening_seconds
        decisions += len(result["times"][seat])
    return decisions


def _by_level(entries: list[EntryStats], seats: list[str], games: int) -> dict[str, EntryStats]:
    """The entries merged by level, over the ``games`` played without error."""
    by_level: dict[str, EntryStats] = {}
    for entry, level in zip(entries, seats, strict=True):
        merged = by_level.setdefault(level, EntryStats(f"all {level}"))
        merged.wins += entry.wins
        merged.score_total += entry.score_total
        merged.decision_seconds.extend(entry.decision_seconds)
        merged.search_iterations += entry.search_iterations
        merged.search_seconds += entry.search_seconds
        merged.opening_iterations += entry.opening_iterations
        merged.opening_seconds += entry.opening_seconds
    for level, merged in by_level.items():
        # A level's share of the games won (several seats of one level win at most once a game).
        merged.games = games
        merged.seats = seats.count(level)
        merged.score_total = round(merged.score_total / seats.count(level))
    return by_level


def print_report(report: dict[str, Any]) -> None:
    print(f"games {report['games']}  configurations {report['configurations']}  "
          f"decisions {report['decisions']}  errors {report['errors']}  "
          f"time {report['seconds']:.1f}s  jobs {report['jobs']}  "
          f"think-ms {report['think_ms'] if report['think_ms'] is not None else 'default'}")
    print(f"{'seat':<14}{'games':>6}{'wins':>6}{'win%':>7}{'95% CI':>15}{'mean':>7}"
          f"{'med ms':>8}{'p95 ms':>8}{'max ms':>8}{'s/game':>8}")
    for row in report["seats"] + report["levels"]:
        low, high = row["win_ci95"]
        print(f"{row['seat']:<14}{row['games']:>6}{row['wins']:>6}{100 * row['win_rate']:>6.1f}%"
              f"{f'{100 * low:.0f}-{100 * high:.0f}%':>15}{row['mean_score']:>7.1f}"
              f"{row['decision_ms_median']:>8.2f}{row['decision_ms_p95']:>8.2f}"
              f"{row['decision_ms_max']:>8.2f}{row['think_s_per_game']:>8.1f}")
    for row in report["seats"]:
        if row["search_iterations_per_s"] is not None:
            opening = row["opening_iterations_per_s"]
            opening_text = f"{opening:.0f}/s" if opening is not None else "n/a"
            print(f"{row['seat']}: search {row['search_iterations_per_s']:.0f} iterations/s "
                  f"overall, {opening_text} at the opening position")
    for err in report["error_details"]:
        print(f"ERROR game {err['game']} seed {err['seed']} {err['config']}: {err['error']}",
              file=sys.stderr)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = ToolParser(prog="python -m ganesha.arena", description=__doc__,
                        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=players, default=2)
    parser.add_argument("--games", type=positive, default=None,
                        help="games to play (default 100, or 10 000 with --soak)")
    parser.add_argument("--seats", type=seat_list, default="random,random",
                        help="comma-separated levels, one per seat (or one for every seat)")
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--side", choices=("day", "night"), default="day")
    parser.add_argument("--spices", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--drum-bonus", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--fourth-seat", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--mix", action="store_true",
                        help="cycle through every configuration (players, side, spices, variants)")
    parser.add_argument("--think-ms", type=positive, default=None,
                        help="time budget per decision of bare search seats (default: the "
                             "level's own, 1000 for hard, 3000 for expert)")
    parser.add_argument("--paired", action="store_true",
                        help="play each deal once per rotation of the seats (every deal from "
                             "every seat); use a multiple of the player count for --games")
    parser.add_argument("--iterations", type=positive, default=None, metavar="N",
                        help="bare search seats run exactly N simulations a decision, no clock")
    parser.add_argument("--jobs", type=positive, default=1, help="games played in parallel")
    parser.add_argument("--progress", type=count, default=0, metavar="N",
                        help="print a progress line every N games")
    parser.add_argument("--json", metavar="FILE", help="also write the report as JSON")
    parser.add_argument("--ladder", action="store_true",
                        help="each level against the one below it; writes assets/ratings.json "
                             "(see ganesha.lab.ladder)")
    parser.add_argument("--pairs", type=rungs, default="", metavar="A:B,...",
                        help="with --ladder: only these rungs (e.g. expert:hard)")
    parser.add_argument("--soak", action="store_true",
                        help="reliability run: every configuration and level mix, invariants "
                             "checked after every action (--seats, --players etc. are ignored)")
    parser.add_argument("--hard-iterations", type=positive, default=SOAK_HARD_ITERATIONS,
                        help="with --soak: simulations per decision of the hard level")
    parser.add_argument("--start", type=count, default=0, metavar="N",
                        help="with --soak: number of the first game (replays one failing game)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.ladder:
        from ganesha.lab.ladder import run_ladder

        return run_ladder(args, run)
    if args.soak:
        report = soak.run_soak(args)
        soak.print_soak_report(report)
    else:
        report = run(args)
        print_report(report)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(report, handle, indent=2)
    return 1 if report["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
