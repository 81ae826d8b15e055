"""Entry point of the ``ganesha`` command (and ``python -m ganesha``): the title screen, or a table.

    ganesha                                  # the title screen: Continue, New game, Settings …
    ganesha --players 3                      # straight to the table: you against two AI seats
    ganesha --seats human,human,random       # hot-seat with an AI
    ganesha --demo --seed 3 --speed max      # an AI-only game, exits when it is over
    ganesha --demo --screenshots shots/      # a PNG at the start of every turn and of the results

Every start runs the same app (:mod:`ganesha.ui.shell.loop`): game options only skip the title, so a
command-line table uses the saved settings, pauses on Esc, autosaves (a demo does not) and ends on
the title like any other. ``--spices`` / ``--no-spices`` and ``--speed`` override a setting for
that one game and are never saved: the next game (a rematch too) follows the settings again.
Exit code 0 when the window is closed or the demo ends, 2 for bad arguments, 1 on any error.
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
import random
import sys
from pathlib import Path

from ganesha.ai import LEVELS, OFFERED_LEVELS
from ganesha.data import arguments
from ganesha.data.match import Match
from ganesha.data.vocabulary import HUMAN, SEED_MAX, SPEEDS, Speed, is_seat_kind, speed_named
from ganesha.engine import ConfigError, GameConfig

#: ``--seats ai`` (and every seat of a demo) plays at this level: the strongest one offered.
AI_WORDS = ("ai", "cpu", "computer")


def best_level() -> str:
    """The strongest AI level offered to players (the list runs from weakest to strongest)."""
    return OFFERED_LEVELS[-1]


def parse_seats(text: str | None, players: int | None, demo: bool) -> tuple[str, ...]:
    """Seat kinds from ``--seats``: "human", "ai" (the best level) or a level name; anything
    else is a ValueError naming it."""
    if text:
        seats = [s.strip().lower() for s in text.split(",") if s.strip()]
    else:
        seats = [HUMAN] + ["ai"] * ((players or 3) - 1)
    result = []
    for seat in seats:
        if seat == HUMAN and demo:
            seat = "ai"
        if seat in AI_WORDS:
            seat = best_level()
        if not is_seat_kind(seat):  # a typo starts no game the player did not ask for
            raise ValueError(f"--seats: {seat!r} is not a seat kind (human, ai, "
                             f"{', '.join(LEVELS)}, rated:NNNN)")
        result.append(seat)
    return tuple(result)


def speed_argument(text: str) -> Speed:
    try:
        return speed_named(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


# Options that describe a game: any of them starts that game at once, skipping the title.
GAME_OPTIONS = ("players", "seats", "side", "seed", "speed", "screenshots", "timeout")


def wants_menus(args: argparse.Namespace) -> bool:
    """A plain ``ganesha`` (window size and AI budget aside) opens the title screen."""
    return not args.demo and args.spices is None and all(getattr(args, name) is None
                                                         for name in GAME_OPTIONS)


def build_parser() -> argparse.ArgumentParser:
    parser = arguments.ToolParser(
        prog="ganesha", description="Ganesha, the gem-drafting game. Without game options it "
        "opens the title screen; any of them starts that table at once, with your saved "
        "settings (--spices, --no-spices and --speed change them for that game only, "
        "unsaved): Esc pauses, the game is saved after every move and Continue on the title "
        "resumes it (a --demo is not saved).")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=None,
                        help="number of players (default 3, or the length of --seats)")
    parser.add_argument("--seats", help="comma-separated seat kinds: human, ai (the strongest "
                                        f"level), or an AI level ({', '.join(LEVELS)}, or "
                                        "rated:NNNN at a rating)")
    parser.add_argument("--side", choices=("day", "night"), default=None,
                        help="mandala side (default day)")
    spices = parser.add_mutually_exclusive_group()
    spices.add_argument("--spices", dest="spices", action="store_true",
                        help="play this game with spice tokens (default: your settings' "
                             "\"Spice tokens in new games\"; this game only, not saved)")
    spices.add_argument("--no-spices", dest="spices", action="store_false",
                        help="play this game without spice tokens (this game only, not saved)")
    parser.set_defaults(spices=None)  # neither: the saved setting decides
    parser.add_argument("--seed", type=arguments.seed, default=None,
                        help=f"seed of the game, 0 to {SEED_MAX} (random if left out)")
    parser.add_argument("--demo", action="store_true",
                        help="every seat an AI; exit after the game; not saved, so Continue "
                             "keeps your own game")
    parser.add_argument("--speed", type=speed_argument, default=None, metavar="SPEED",
                        help="animation speed of this table: "
                             f"{', '.join(s.label.rstrip('×').replace('½', '0.5') for s in SPEEDS)}"
                             " (default: your settings' speed; this game only, not saved)")
    parser.add_argument("--screenshots", type=Path, metavar="DIR",
                        help="save a PNG at the start of every turn and of the results")
    parser.add_argument("--size", default=None,
                        help="window size, e.g. 1280x800 (default: where you left it, or the "
                             "largest 16:10 window that fits your screen)")
    parser.add_argument("--think-ms", type=arguments.positive, default=None,
                        help="AI thinking budget per decision (default: the level's own; "
                             "50 ms at --speed max)")
    parser.add_argument("--timeout", type=arguments.positive_number, default=None,
                        help="give up (exit 1) after this many seconds")
    return parser


def build_match(args: argparse.Namespace, parser: argparse.ArgumentParser) -> Match:
    """The match the game options describe (a random seed when none is given). Without
    ``--spices`` or ``--no-spices`` it has spice tokens until :func:`spices_as_set` gives it the
    saved setting's choice."""
    try:
        seats = parse_seats(args.seats, args.players, args.demo)
    except ValueError as exc:
        parser.error(str(exc))
    if args.players is not None and len(seats) != args.players:
        parser.error(f"--seats names {len(seats)} seats but --players is {args.players}")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 31)
    try:
        config = GameConfig(players=len(seats), side=args.side or "day",
                            spices=args.spices is not False, seed=seed)
        return Match(config, seats)
    except (ConfigError, ValueError) as exc:
        parser.error(str(exc))


def spices_as_set(match: Match | None, override: bool | None, saved: bool) -> Match | None:
    """The command line's game with the saved "Spice tokens in new games" setting (``saved``),
    unless ``--spices`` or ``--no-spices`` chose for this game (``override``). Applied once the
    settings are read, which comes after the arguments are checked (a bad one exits first)."""
    if match is None or override is not None:
        return match
    return dataclasses.replace(match, config=dataclasses.replace(match.config, spices=saved))


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    size: tuple[int, int] | None = None
    if args.size is not None:
        try:
            width, height = (int(v) for v in args.size.lower().split("x"))
            if width < 320 or height < 200:
                raise ValueError
        except ValueError:
            parser.error(f"--size must look like 1280x800, not {args.size!r}")
        size = (width, height)
    match = None if wants_menus(args) else build_match(args, parser)
    think_ms = args.think_ms
    if think_ms is None and args.speed is not None and args.speed.instant:
        think_ms = 50  # "as fast as possible" also means not waiting for a long search
    from ganesha.store.home import claim
    from ganesha.store.logs import setup_logging

    if claim():  # the one-copy lock first: a second copy's log would be the first copy's file
        setup_logging()  # the player's log file; never raises (none when it cannot be written)
    logging.getLogger(__name__).info("started: ganesha %s", " ".join(argv or sys.argv[1:]))
    try:
        from ganesha.store.settings import load_settings
        from ganesha.ui.shell.loop import RunOptions, run

        settings, notice = load_settings()
        match = spices_as_set(match, args.spices, settings.spices)
        options = RunOptions(match=match, speed=args.speed, demo=args.demo,
                             screenshots=args.screenshots, size=size,
                             max_seconds=args.timeout, think_ms=think_ms, settings=settings,
                             notices=[notice] if notice else [])
        return run(options)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        from ganesha.store import crash
        return crash.handle(exc)
