"""One definition of each word the whole game shares: seat kinds, animation speeds, languages,
pawns and the seed range.

Before this module the same lists lived in six places under different spellings (the settings
said "instant", the table "max", the command line "0"); every module now imports them from here,
so adding a speed or an AI level changes one line. Plain data only: the engine, the AI, the
settings, the saves and the UI may all import it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from ganesha.ai.registry import LEVELS, OFFERED_LEVELS, RATED_PATTERN, is_level
from ganesha.engine.config import SEED_MAX

#: Who may sit in a seat: a person at this screen, or an AI level (every level the AI package
#: knows, the baseline included, so a save or the arena may name any of them).
HUMAN: Final = "human"
SEAT_KINDS: Final[tuple[str, ...]] = (HUMAN, *LEVELS)
#: The seat kinds a player chooses from on the New game screen.
OFFERED_SEAT_KINDS: Final[tuple[str, ...]] = (HUMAN, *OFFERED_LEVELS)
#: Every seat kind as a pattern, the rated level's dial included (``rated:1600``): what the
#: saves, the last setup and the settings accept for a seat.
SEAT_KIND_PATTERN: Final = ("^(" + "|".join(re.escape(k) for k in SEAT_KINDS) + "|"
                            + RATED_PATTERN + ")$")


def is_seat_kind(kind: str) -> bool:
    """Whether ``kind`` may sit in a seat: a person, any level, or a rated level's setting."""
    return kind == HUMAN or is_level(kind)


#: The interface languages (gettext catalogues under assets/locale).
LANGUAGES: Final = ("en", "ru")

#: The text sizes a player can choose, in per cent of the type scale (a sofa, a handheld).
TEXT_SIZES: Final = (100, 125, 150)

#: The pawn animals, one per seat by default.
PAWNS: Final = ("elephant", "cow", "monkey", "tiger")

__all__ = [
    "HUMAN", "LANGUAGES", "OFFERED_SEAT_KINDS", "PAWNS", "SEAT_KINDS", "SEAT_KIND_PATTERN",
    "SEED_MAX", "SPEEDS", "TEXT_SIZES", "Speed", "is_seat_kind", "speed_named",
]


@dataclass(frozen=True, slots=True)
class Speed:
    """An animation speed: ``key`` is stored in the settings, ``label`` is shown at the table and
    accepted on the command line, ``factor`` multiplies the animation rate (0 means instant)."""

    key: str
    label: str
    factor: float

    @property
    def instant(self) -> bool:
        return self.factor == 0


SPEEDS: Final = (
    Speed("slow", "½×", 0.5),
    Speed("normal", "1×", 1.0),
    Speed("fast", "2×", 2.0),
    Speed("faster", "4×", 4.0),
    Speed("instant", "max", 0.0),
)
NORMAL_SPEED: Final = SPEEDS[1]


def speed_named(text: str) -> Speed:
    """The speed a setting, a command-line word or a label names: ``"fast"``, ``"2"``,
    ``"2×"``, ``"0.5"``, ``"max"``…; ValueError names the choices otherwise."""
    word = text.strip().lower()
    number = word.rstrip("×x")
    for speed in SPEEDS:
        if word in (speed.key, speed.label.lower()):
            return speed
        try:
            if speed.factor and float(number) == speed.factor:
                return speed
        except ValueError:
            pass
    raise ValueError(f"unknown speed {text!r}; choose from "
                     + ", ".join(s.key for s in SPEEDS))
