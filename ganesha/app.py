"""Entry point of the ``ganesha`` command (and ``python -m ganesha``): the title screen, or a table.

    ganesha                                  # the title screen: Continue, New game, Settings …
    ganesha --players 3                      # straight to the table: you against two AI seats
    ganesha --seats human,human,random       # hot-seat with an AI
    ganesha --demo --seed 3 --speed max      # an AI-only game, exits when it is over
    ganesha --demo --screenshots shots/      # a PNG at the start of every turn and of the results

Exit code 0 when the window is closed or the demo ends, 2 for bad arguments, 1 on any error.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .ai import LEVELS
from .engine import ConfigError, GameConfig

PREFERRED_LEVELS = ("hard", "medium", "easy", "random")
SPEED_CHOICES = ("0.5", "1", "2", "4", "max")


def best_level() -> str:
    """The strongest AI level that exists (the AI issue adds easy/medium/hard over time)."""
    for level in PREFERRED_LEVELS:
        if level in LEVELS:
            return level
    return next(iter(LEVELS))


def parse_seats(text: str | None, players: int | None, demo: bool) -> list[str]:
    """Seat kinds from ``--seats``: "human", "ai" (the best level) or a level name."""
    if text:
        seats = [s.strip().lower() for s in text.split(",") if s.strip()]
    else:
        n = players or 3
        seats = ["human"] + ["ai"] * (n - 1)
    result = []
    for seat in seats:
        if seat == "human" and demo:
            seat = "ai"
        if seat in ("ai", "cpu", "computer"):
            seat = best_level()
        if seat != "human" and seat not in LEVELS:
            fallback = best_level()
            print(f"ganesha: AI level {seat!r} is not available yet; using {fallback!r} "
                  f"(available: {', '.join(LEVELS)})", file=sys.stderr)
            seat = fallback
        result.append(seat)
    return result


# Options that describe a game: any of them starts that game at once, skipping the menus.
GAME_OPTIONS = ("players", "seats", "side", "seed", "speed", "screenshots", "timeout")


def wants_menus(args: argparse.Namespace) -> bool:
    """A plain ``ganesha`` (window size and AI budget aside) opens the title screen."""
    return not (args.demo or args.no_spices) and all(getattr(args, name) is None
                                                     for name in GAME_OPTIONS)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ganesha", description="Ganesha, the gem-drafting game. Without game options it "
                                    "opens the title screen; any of them starts that table.")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=None,
                        help="number of players (default 3, or the length of --seats)")
    parser.add_argument("--seats", help="comma-separated seat kinds: human, ai, or an AI level "
                                        f"({', '.join(LEVELS)})")
    parser.add_argument("--side", choices=("day", "night"), default=None,
                        help="mandala side (default day)")
    parser.add_argument("--no-spices", action="store_true", help="play without spice tokens")
    parser.add_argument("--seed", type=int, default=None, help="seed of the game (random if left out)")
    parser.add_argument("--demo", action="store_true", help="every seat an AI; exit after the game")
    parser.add_argument("--speed", choices=SPEED_CHOICES, default=None,
                        help="animation speed (default 1)")
    parser.add_argument("--screenshots", type=Path, metavar="DIR",
                        help="save a PNG at the start of every turn and of the results")
    parser.add_argument("--size", default="1280x800", help="window size, e.g. 1280x800")
    parser.add_argument("--think-ms", type=int, default=None,
                        help="AI thinking budget per decision (default: the level's own; "
                             "50 ms at --speed max)")
    parser.add_argument("--timeout", type=float, default=None,
                        help="give up (exit 1) after this many seconds")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
        if width < 320 or height < 200:
            raise ValueError
    except ValueError:
        parser.error(f"--size must look like 1280x800, not {args.size!r}")
    seats = parse_seats(args.seats, args.players, args.demo)
    if args.players is not None and len(seats) != args.players:
        parser.error(f"--seats names {len(seats)} seats but --players is {args.players}")
    seed = args.seed
    if seed is None:
        import random
        seed = random.SystemRandom().randrange(1 << 31)
    try:
        config = GameConfig(players=len(seats), side=args.side or "day", spices=not args.no_spices,
                            seed=seed)
    except ConfigError as exc:
        parser.error(str(exc))
    think_ms = args.think_ms
    speed = args.speed or "1"
    if think_ms is None and speed == "max":
        think_ms = 50  # "as fast as possible" also means not waiting for a long search
    try:
        from .ui.run import RunOptions, run
        options = RunOptions(config=config, seats=seats, speed=speed, demo=args.demo,
                             screenshots=args.screenshots, size=(width, height),
                             max_seconds=args.timeout, ai_seed=seed, think_ms=think_ms)
        if wants_menus(args):
            from .settings import load_settings

            options.settings, notice = load_settings()
            options.menus = True
            options.notices = [notice] if notice else []
        return run(options)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        from . import crash
        return crash.handle(exc)
