"""The shape of the player's choices: ``settings.json`` and ``last-setup.json``.

Unknown keys are ignored (a newer version's); a missing one takes its default, since each was
added after the first release and an older file lacks it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

import msgspec

from ganesha.data.i18n import translate
from ganesha.data.look import Look
from ganesha.data.names import MAX_NAME_CHARS
from ganesha.data.vocabulary import LANGUAGES, PAWNS, SEAT_KIND_PATTERN, SPEEDS, TEXT_SIZES
from ganesha.engine.boards import SIDES
from ganesha.store.schemas.kinds import Schema, one_of, require, require_names, require_unique

Volume = Annotated[float, msgspec.Meta(ge=0.0, le=1.0)]
Size = Annotated[int, msgspec.Meta(ge=1, le=100_000)]
Place = Annotated[int, msgspec.Meta(ge=-100_000, le=100_000)]


@dataclass(frozen=True, slots=True)
class Settings:
    """The preferences, and the schema of their object in ``settings.json``: msgspec decodes
    the file straight into this class (its ``Annotated`` bounds checked as it does)."""

    spices: bool = True          # spice tokens on by default in a new game
    language: Annotated[str, one_of(LANGUAGES)] = "en"
    colour_blind: bool = False   # letters on gems and slots on top of the shapes
    animation_speed: Annotated[str, one_of(speed.key for speed in SPEEDS)] = "normal"
    sound: bool = True           # all sound (effects and music); the M key mutes and unmutes
    volume: Volume = 0.7         # the effects' volume
    fullscreen: bool = False
    text_size: Annotated[int, msgspec.Meta(ge=min(TEXT_SIZES), le=max(TEXT_SIZES))] = 100
    window_size: tuple[Size, Size] | None = None  # the windowed size at the last exit
    window_position: tuple[Place, Place] | None = None  # and where the window was
    music_volume: Volume = 0.5   # a file from before the music had none: this
    reduced_motion: bool = False  # no looping animation, no fades between screens

    def validated(self) -> Settings:
        """This value if it fits its schema; ValueError naming the field otherwise (a value
        made in code, not read from the file, is checked against the same declaration)."""
        again = msgspec.json.decode(msgspec.json.encode(self), type=Settings, strict=True)
        require(again == self, translate("the settings are not what their file can hold"))
        return self

    def __post_init__(self) -> None:
        require(self.text_size in TEXT_SIZES,
                translate("text size must be one of {sizes}",
                          sizes=", ".join(map(str, TEXT_SIZES))))

    def look(self) -> Look:
        """The look these settings ask for: the language, text size, reduced motion and
        colour-blind letters every screen is worn in (:func:`ganesha.data.look.wearing`)."""
        return Look(language=self.language, text_size=self.text_size,
                    reduced_motion=self.reduced_motion, colour_blind=self.colour_blind)


class SettingsFile(Schema, frozen=True):
    """``settings.json``."""

    format: Literal["ganesha-settings"]
    settings: Settings
    version: int = 1


class SeatChoice(Schema, frozen=True):
    kind: Annotated[str, msgspec.Meta(pattern=SEAT_KIND_PATTERN)]
    name: Annotated[str, msgspec.Meta(max_length=MAX_NAME_CHARS)]
    pawn: Annotated[str, one_of(PAWNS)]


class SetupValues(Schema, frozen=True):
    """What the New game screen shows (:class:`ganesha.store.last_setup.Setup`)."""

    seats: Annotated[list[SeatChoice], msgspec.Meta(min_length=2, max_length=4)]
    side: Annotated[str, one_of(SIDES)] = "day"
    spices: bool = True  # an older file's choice, read and ignored: spice tokens are a setting
    drum_bonus: bool = True
    fourth_seat: bool = True
    first: Annotated[int, msgspec.Meta(ge=0, le=3)] | None = None

    def __post_init__(self) -> None:
        require_names(seat.name for seat in self.seats)
        require_unique([seat.pawn for seat in self.seats], translate("a pawn"))
        require(self.first is None or self.first < len(self.seats),
                translate("the first player is not a seat"))


class SetupFile(Schema, frozen=True):
    """``last-setup.json``."""

    format: Literal["ganesha-setup"]
    setup: SetupValues
    version: int = 1
