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

import msgspec

from ganesha.data.i18n import translate
from ganesha.data.match import Match
from ganesha.store import dirs as userdirs
from ganesha.store.files import load_kept, write_atomic
from ganesha.store.schemas.choices import SetupFile, SetupValues

FORMAT = "ganesha-setup"
FILE_NAME = "last-setup.json"


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
        """This setup if it fits the file's schema; ValueError naming what is out of place."""
        msgspec.convert(_values(self), SetupValues, strict=True)
        return self


def _values(setup: Setup) -> dict[str, Any]:
    """The setup as its file holds it (the ``setup`` object)."""
    return {"seats": [{"kind": s.kind, "name": s.name, "pawn": s.pawn} for s in setup.seats],
            "side": setup.side, "drum_bonus": setup.drum_bonus,
            "fourth_seat": setup.fourth_seat, "first": setup.first}


def from_match(match: Match) -> Setup:
    """The choices a started match was made of (the seed and the spices, a setting, left out)."""
    config = match.config
    seats = tuple(Seat(kind, name, pawn) for kind, name, pawn
                  in zip(match.seats, config.seat_names, match.seat_pawns, strict=True))
    return Setup(seats, config.side, config.drum_bonus, config.fourth_seat_bonus,
                 config.first_player).validated()


def to_text(setup: Setup) -> str:
    return json.dumps({"format": FORMAT, "version": 1, "setup": _values(setup)},
                      ensure_ascii=False, indent=2) + "\n"


def _setup(values: SetupValues) -> Setup:
    """The setup a decoded file holds."""
    return Setup(tuple(Seat(s.kind, s.name, s.pawn) for s in values.seats), values.side,
                 values.drum_bonus, values.fourth_seat, values.first)


def from_data(data: dict[str, Any]) -> Setup:
    """The setup in a parsed file, through the file's schema; ValueError for anything off."""
    return _setup(msgspec.convert({"format": FORMAT, **data}, SetupFile, strict=True).setup)


def setup_path(create: bool = True) -> Path:
    return userdirs.config_dir(create=create) / FILE_NAME


def _words(reason: str, kept: str | None) -> str:
    if kept is None:
        return translate("The last game's choices could not be read ({reason}).", reason=reason)
    return translate("The last game's choices could not be read ({reason}). "
                     "They were kept as {name}.", reason=reason, name=kept)


def load_setup(path: Path | None = None) -> tuple[Setup | None, str | None]:
    """(the last setup or None, a notice for the player if the file was bad and kept aside)."""
    return load_kept(path or setup_path(create=False), SetupFile,
                     lambda file: _setup(file.setup), _words)


def store_setup(setup: Setup, path: Path | None = None) -> bool:
    """Write the setup atomically; False (nothing said: the game starts anyway) if it cannot."""
    try:
        # the write makes the folder, behind the refusal a copy that may not write meets
        write_atomic(path or setup_path(create=False), to_text(setup))
    except OSError:
        return False
    return True


__all__ = ["Seat", "Setup", "from_match", "load_setup", "store_setup"]
