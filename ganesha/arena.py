"""Whole games between AI seats: a strength table and a soak test in one command.

    python -m ganesha.arena --players 2 --games 200 --seats random,random --seed 1

Seats rotate from game to game so every entry of ``--seats`` sits in every position equally.
``--mix`` spreads the games over every configuration (player count × side × spices × both rule
variants); with one ``--seats`` entry that level fills every seat. Every game's gem count is
checked after every action; any exception is counted as an error with the seed that caused it.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import statistics
import sys
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from .ai import LEVELS, make_player
from .engine import GameConfig, new_game
from .engine.boards import GEMS_PER_COLOUR


@dataclass
class EntryStats:
    """Results for one entry of ``--seats`` (one level at one list position)."""

    label: str
    games: int = 0
    wins: int = 0
    score_total: int = 0
    decision_seconds: list[float] = field(default_factory=list)

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
        }


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a win rate (honest at small samples, unlike ±2σ)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def configurations(players: list[int], sides: list[str], spices: list[bool],
                   variants: list[bool]) -> list[dict[str, Any]]:
    return [
        {"players": p, "side": side, "spices": sp, "drum_bonus": drum, "fourth_seat_bonus": fourth}
        for p, side, sp, drum, fourth in itertools.product(players, sides, spices, variants,
                                                           variants)
    ]


def play_game(config: GameConfig, levels: list[str], seed: int) -> tuple[Any, list[list[float]]]:
    """One game; returns the final state and each seat's decision times."""
    players = [make_player(level, seed * 31 + seat) for seat, level in enumerate(levels)]
    state = new_game(config)
    times: list[list[float]] = [[] for _ in levels]
    total = GEMS_PER_COLOUR[config.players] * 5
    while not state.is_over:
        seat = state.current_player
        start = time.perf_counter()
        action = players[seat].choose(state.clone())
        times[seat].append(time.perf_counter() - start)
        state.apply(action)
        gems = sum(sum(area.values()) for area in state.inventory().values())
        if gems != total:
            raise AssertionError(f"gem count {gems} != {total} after {action!r}")
    return state, times


def run(args: argparse.Namespace) -> dict[str, Any]:
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    for level in seats:
        if level not in LEVELS:
            raise SystemExit(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    if args.mix:
        configs = configurations([2, 3, 4], ["day", "night"], [True, False], [True, False])
    else:
        configs = [{"players": args.players, "side": args.side, "spices": args.spices,
                    "drum_bonus": args.drum_bonus, "fourth_seat_bonus": args.fourth_seat}]
    entries = [EntryStats(f"{i + 1}:{level}") for i, level in enumerate(seats)]
    errors: list[dict[str, Any]] = []
    decisions = 0
    started = time.perf_counter()
    for game in range(args.games):
        options = configs[game % len(configs)]
        n = options["players"]
        if len(seats) == 1:
            order = [0] * n
        elif len(seats) == n:
            order = [(i + game) % n for i in range(n)]  # entry order[i] sits at seat i
        else:
            raise SystemExit(f"--seats names {len(seats)} levels for a {n}-player game")
        seed = args.seed * 1_000_003 + game
        config = GameConfig(seed=seed, **options)
        try:
            state, times = play_game(config, [seats[e] for e in order], seed)
        except Exception as exc:  # the soak's whole point: count, report, go on
            errors.append({"game": game, "seed": seed, "config": options,
                           "error": repr(exc), "traceback": traceback.format_exc()})
            continue
        for seat, entry_index in enumerate(order):
            entry = entries[entry_index]
            entry.games += 1
            entry.wins += state.winner == seat
            entry.score_total += state.scores[seat]
            entry.decision_seconds.extend(times[seat])
            decisions += len(times[seat])
    elapsed = time.perf_counter() - started
    return {
        "games": args.games, "errors": len(errors), "decisions": decisions,
        "seconds": elapsed, "configurations": len(configs),
        "seats": [e.row() for e in entries], "error_details": errors[:20],
    }


def print_report(report: dict[str, Any]) -> None:
    print(f"games {report['games']}  configurations {report['configurations']}  "
          f"decisions {report['decisions']}  errors {report['errors']}  "
          f"time {report['seconds']:.1f}s")
    print(f"{'seat':<14}{'games':>6}{'wins':>6}{'win%':>7}{'95% CI':>15}{'mean':>7}"
          f"{'med ms':>8}{'p95 ms':>8}{'max ms':>8}")
    for row in report["seats"]:
        low, high = row["win_ci95"]
        print(f"{row['seat']:<14}{row['games']:>6}{row['wins']:>6}{100 * row['win_rate']:>6.1f}%"
              f"{f'{100 * low:.0f}-{100 * high:.0f}%':>15}{row['mean_score']:>7.1f}"
              f"{row['decision_ms_median']:>8.2f}{row['decision_ms_p95']:>8.2f}"
              f"{row['decision_ms_max']:>8.2f}")
    for err in report["error_details"]:
        print(f"ERROR game {err['game']} seed {err['seed']} {err['config']}: {err['error']}",
              file=sys.stderr)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m ganesha.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", default="random,random",
                        help="comma-separated levels, one per seat (or one for every seat)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--side", choices=("day", "night"), default="day")
    parser.add_argument("--spices", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--drum-bonus", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--fourth-seat", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--mix", action="store_true",
                        help="cycle through every configuration (players, side, spices, variants)")
    parser.add_argument("--json", metavar="FILE", help="also write the report as JSON")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    report = run(args)
    print_report(report)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(report, handle, indent=2)
    return 1 if report["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
