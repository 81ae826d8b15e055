"""The command lines of the ``python -m ganesha.*`` tools: every value checked as it is parsed.

A tool's options are read by :class:`ToolParser` with the ``type=`` functions below, so a value
no run can use (``--games 0``, ``--seats 7``, ``--seconds nan``) is refused before any work
starts, with one line on stderr — ``python -m ganesha.review: error: argument --seats: …`` — and
exit code 2, never a traceback from deep inside the run and never a run that does nothing and
says it succeeded.
"""

from __future__ import annotations

import argparse
import math
from typing import NoReturn

from ganesha.engine.config import PLAYER_COUNTS, SEED_MAX

#: A command-line value the tools refuse; its words follow "argument --name:".
BadValue = argparse.ArgumentTypeError


class ToolParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose refusal is one line (``prog: error: why``) and exit code 2:
    the usage is one ``--help`` away, and a script reading stderr gets the reason alone."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {' '.join(message.split())}\n")


def _whole(text: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise BadValue(f"{text!r} is not a whole number") from None


def positive(text: str) -> int:
    """A count that must be at least 1 (games, runs, processes, simulations …)."""
    value = _whole(text)
    if value < 1:
        raise BadValue(f"must be 1 or more, not {value}")
    return value


def count(text: str) -> int:
    """A count that may be 0 (0 means "none", or "the level's own" where the help says so)."""
    value = _whole(text)
    if value < 0:
        raise BadValue(f"must be 0 or more, not {value}")
    return value


def seed(text: str) -> int:
    """A game's seed: a whole number from 0 to the engine's :data:`SEED_MAX`."""
    value = _whole(text)
    if not 0 <= value <= SEED_MAX:
        raise BadValue(f"must be from 0 to {SEED_MAX}, not {value}")
    return value


def _number(text: str) -> float:
    try:
        value = float(text.strip())
    except ValueError:
        raise BadValue(f"{text!r} is not a number") from None
    if not math.isfinite(value):
        raise BadValue(f"must be a finite number, not {text.strip()}")
    return value


def positive_number(text: str) -> float:
    """A number more than 0 (seconds, a relative step), finite: ``nan`` and ``inf``, which a
    plain ``float`` takes, are refused."""
    value = _number(text)
    if value <= 0:
        raise BadValue(f"must be more than 0, not {text.strip()}")
    return value


def number_or_zero(text: str) -> float:
    """A finite number that may be 0 (a warm-up that can be skipped)."""
    value = _number(text)
    if value < 0:
        raise BadValue(f"must be 0 or more, not {text.strip()}")
    return value


def players(text: str) -> int:
    """A player count a game can have (:data:`PLAYER_COUNTS`)."""
    value = _whole(text)
    if value not in PLAYER_COUNTS:
        raise BadValue(f"must be one of {', '.join(map(str, PLAYER_COUNTS))}, not {value}")
    return value


def player_counts(text: str) -> tuple[int, ...]:
    """Comma-separated player counts, at least one (``2,3,4``)."""
    counts = tuple(players(part) for part in text.split(",") if part.strip())
    if not counts:
        raise BadValue("name at least one player count")
    return counts


def seat_numbers(text: str) -> tuple[int, ...]:
    """Comma-separated seat numbers, each a seat some game has (0 up to the largest table's
    last), at least one and none twice; whether *this* game has them is checked once it is read
    (:func:`check_seats`)."""
    numbers = tuple(_whole(part) for part in text.split(",") if part.strip())
    if not numbers:
        raise BadValue("name at least one seat (0 is the first)")
    last = max(PLAYER_COUNTS) - 1
    for number in numbers:
        if not 0 <= number <= last:
            raise BadValue(f"seats are numbered 0 to {last}, not {number}")
    if len(set(numbers)) != len(numbers):
        raise BadValue("a seat is named twice")
    return numbers


def check_seats(parser: argparse.ArgumentParser, seats: tuple[int, ...], seat_count: int) -> None:
    """Refuse (one line, exit 2) seats a game of ``seat_count`` players does not have."""
    missing = [seat for seat in seats if seat >= seat_count]
    if missing:
        parser.error(f"argument --seats: this game has seats 0 to {seat_count - 1}, "
                     f"not {', '.join(map(str, missing))}")


__all__ = ["BadValue", "ToolParser", "check_seats", "count", "number_or_zero", "player_counts",
           "players", "positive", "positive_number", "seat_numbers", "seed"]
