"""The last New game choices (seats, names, pawns, side, variants, first player), kept beside
the settings so the New game screen opens as the player left it.

Spice tokens are not among them: they are a setting ("Spice tokens in new games",
:mod:`ganesha.store.settings`), and one choice kept in two files would let the older one win. A
file from before this rule may still hold a ``spices`` key; it is read and ignored.

A separate small file rather than more settings fields: it changes with every game started from
the menus, and a damaged one must cost only these choices, never the settings. Loading never
fails: a missing file gives None (the screen's own defaults); a damaged or foreign one gives None
plus a one-line notice, and the bad file is kept aside (renamed), as for the settings.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ganesha.data.i18n import translate
from ganesha.data.match import Match
from ganesha.data.names import check_name, excerpt
from ganesha.data.vocabulary import PAWNS, SEAT_KINDS
from ganesha.store import dirs as userdirs
from ganesha.store.files import (
    UnreadableFile,
    keep_aside,
    read_json,
    reason_of,
    write_atomic,
)

FORMAT = "ganesha-setup"
FILE_NAME = "last-setup.json"
SIDES = ("day", "night")


@dataclass(frozen=True, slots=True)
class Seat:
    kind: str  # "human" or an AI level
    name: str
    pawn: str


@dataclass(frozen=True, slots=True)
class Setup:
    """What the New game screen shows; the seed is not kept (every game deals anew)."""

    seats: tuple[Seat, ...]
    side: str = "day"
    drum_bonus: bool = True
    fourth_seat: bool = True
    first: int | None = None  # None: a random first player

    def validated(self) -> Setup:
        """Raise ValueError naming the first thing out of place."""
        if not 2 <= len(self.seats) <= 4:
            raise ValueError("a setup has 2 to 4 seats")
        for seat in self.seats:
            if seat.kind not in SEAT_KINDS:
                raise ValueError(f"unknown seat kind {excerpt(seat.kind)}")
            if seat.pawn not in PAWNS:
                raise ValueError(f"unknown pawn {excerpt(seat.pawn)}")
            problem = check_name(seat.name)
            if problem is not None:
                raise ValueError(problem)
        if len({seat.pawn for seat in self.seats}) != len(self.seats):
            raise ValueError("two seats have the same pawn")
        if self.side not in SIDES:
            raise ValueError(f"unknown side {excerpt(self.side)}")
        for flag in (self.drum_bonus, self.fourth_seat):
            if not isinstance(flag, bool):
                raise ValueError("the rule switches must be true or false")
        if self.first is not None and (type(self.first) is not int
                                       or not 0 <= self.first < len(self.seats)):
            raise ValueError(f"first player {excerpt(self.first)} is not a seat")
        return self


def from_match(match: Match) -> Setup:
    """The choices a started match was made of (the seed and the spices, a setting, left out)."""
    config = match.config
    seats = tuple(Seat(kind, name, pawn) for kind, name, pawn
                  in zip(match.seats, config.seat_names, match.seat_pawns, strict=True))
    return Setup(seats, config.side, config.drum_bonus, config.fourth_seat_bonus,
                 config.first_player).validated()


def to_text(setup: Setup) -> str:
    data = {"seats": [{"kind": s.kind, "name": s.name, "pawn": s.pawn} for s in setup.seats],
            "side": setup.side, "drum_bonus": setup.drum_bonus,
            "fourth_seat": setup.fourth_seat, "first": setup.first}
    return json.dumps({"format": FORMAT, "version": 1, "setup": data}, ensure_ascii=False,
                      indent=2) + "\n"


def from_data(data: dict[str, Any]) -> Setup:
    """The setup in a parsed file; ValueError (or TypeError) for anything off. An older file's
    ``spices`` is ignored: the settings hold that choice."""
    values = data.get("setup")
    if not isinstance(values, dict) or not isinstance(values.get("seats"), list):
        raise ValueError("no setup object")
    seats = tuple(Seat(str(s["kind"]), str(s["name"]), str(s["pawn"])) if isinstance(s, dict)
                  else Seat("", "", "") for s in values["seats"])
    return Setup(seats, values.get("side", "day"), values.get("drum_bonus", True),
                 values.get("fourth_seat", True), values.get("first")).validated()


def setup_path(create: bool = True) -> Path:
    return userdirs.config_dir(create=create) / FILE_NAME


def load_setup(path: Path | None = None) -> tuple[Setup | None, str | None]:
    """(the last setup or None, a notice for the player if the file was bad and kept aside)."""
    path = path or setup_path(create=False)
    try:
        data = read_json(path, FORMAT)
        return (from_data(data), None) if data is not None else (None, None)
    except (UnreadableFile, ValueError, TypeError, KeyError) as exc:
        aside = keep_aside(path)
        if aside is None:
            return None, translate("The last game's choices could not be read ({reason}).",
                                   reason=reason_of(exc))
        return None, translate("The last game's choices could not be read ({reason}). "
                               "They were kept as {name}.", reason=reason_of(exc), name=aside.name)


def store_setup(setup: Setup, path: Path | None = None) -> bool:
    """Write the setup atomically; False (nothing said: the game starts anyway) if it cannot."""
    try:
        write_atomic(path or setup_path(), to_text(setup))
    except OSError:
        return False
    return True


__all__ = ["Seat", "Setup", "from_match", "load_setup", "store_setup"]
