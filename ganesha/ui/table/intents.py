"""What a player means at the table, as small frozen values: the pieces they can hold, the spots
they can drop them on, and the intents the input turns mouse and keyboard events into.

Before this module the same things were tuples and strings (``("held", colour, i)``,
``("act", action)``, ``"undo"``) spelled slightly differently in four modules. Now the input
object (:mod:`ganesha.ui.table.drag`) returns one of the intents below, and the table reads them
with one ``match`` — mouse, keyboard (and a gamepad later) alike. Plain data, no pygame.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TypeAlias

from ganesha.engine import Action

Point: TypeAlias = tuple[float, float]


# --- pieces: what the player can pick up ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class AltarGem:
    """The gem on altar hex ``hex``."""

    hex: int


@dataclass(frozen=True, slots=True)
class TakenGem:
    """A gem taken this turn, not yet placed; ``index`` is its place in the "Taken" row."""

    colour: str
    index: int = 0


@dataclass(frozen=True, slots=True)
class TreasuryGem:
    """One gem of ``colour`` from the active player's Treasury."""

    colour: str


Piece: TypeAlias = AltarGem | TakenGem | TreasuryGem


# --- spots: where a piece can be dropped -------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ToTreasury:
    """The active player's Treasury."""


@dataclass(frozen=True, slots=True)
class ToSlot:
    """Destiny slot ``index`` (0 or 1) of the active player."""

    index: int


@dataclass(frozen=True, slots=True)
class ToGanesha:
    """The medallion in the middle of the mandala (sacrifices)."""


@dataclass(frozen=True, slots=True)
class ToMandala:
    """Anywhere on the mandala (final-stage placements)."""


@dataclass(frozen=True, slots=True)
class Nowhere:
    """Somewhere that takes nothing."""


Spot: TypeAlias = ToTreasury | ToSlot | ToGanesha | ToMandala | Nowhere


# --- commands that are not engine actions -----------------------------------------------------
@dataclass(frozen=True, slots=True)
class UndoCommand:
    """Take back the last decision (the Undo button, Ctrl+Z)."""


@dataclass(frozen=True, slots=True)
class ShowResults:
    """Back to the results screen after a look at the finished table."""


@dataclass(frozen=True, slots=True)
class HandOver:
    """Hot seat: the player named on the hand-over dialog has the screen (``moment`` is the
    history length it was shown at, so the same hand-over is acknowledged once)."""

    moment: int


@dataclass(frozen=True, slots=True)
class Dismiss:
    """Close a choice without choosing (the sacrifice colour's Cancel)."""


@dataclass(frozen=True, slots=True)
class HintCommand:
    """Ask the strongest AI for a suggestion (the Hint button, the H key)."""


@dataclass(frozen=True, slots=True)
class SkipStepCommand:
    """Leave the lesson's current step and play freely until the next one (Skip step)."""


UNDO = UndoCommand()
HINT = HintCommand()
SHOW_RESULTS = ShowResults()
SKIP_STEP = SkipStepCommand()

#: What a bar button stands for.
Command: TypeAlias = Action | UndoCommand | ShowResults | HintCommand | SkipStepCommand
#: What a dialog option stands for.
Answer: TypeAlias = Action | HandOver | Dismiss


# --- intents: what the input object returns ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class PickUp:
    """The piece was picked up without a drag (click, Enter): it is now selected — or, for a
    Caraway swap, chosen at once."""

    piece: Piece


@dataclass(frozen=True, slots=True)
class PutDown:
    """The held or selected piece goes back (Backspace, Esc, a click on nothing)."""


@dataclass(frozen=True, slots=True)
class Drop:
    """``piece`` was put on ``spot``; ``pos`` is where the pointer let go (None: by keyboard or
    by a second click), so a refused gem can glide home from there."""

    piece: Piece
    spot: Spot
    pos: Point | None = None


@dataclass(frozen=True, slots=True)
class Press:
    """A bar button: an engine action, Undo or Results."""

    command: Command


@dataclass(frozen=True, slots=True)
class Choose:
    """A dialog option."""

    option: Answer


@dataclass(frozen=True, slots=True)
class ChangeSpeed:
    """One step faster (+1) or slower (-1); ``wrap`` goes round from the fastest to the slowest
    (the speed button)."""

    step: int
    wrap: bool = False


@dataclass(frozen=True, slots=True)
class Unavailable:
    """A click on a bar button that cannot be used now: nothing happens, and the table says
    why. ``purpose`` is what the button is (the bar's role), whatever its words."""

    purpose: Hashable


Intent: TypeAlias = PickUp | PutDown | Drop | Press | Choose | ChangeSpeed | Unavailable

__all__ = [
    "HINT",
    "SHOW_RESULTS",
    "SKIP_STEP",
    "UNDO",
    "AltarGem",
    "Answer",
    "ChangeSpeed",
    "Choose",
    "Command",
    "Dismiss",
    "Drop",
    "HandOver",
    "HintCommand",
    "Intent",
    "Nowhere",
    "PickUp",
    "Piece",
    "Point",
    "Press",
    "PutDown",
    "ShowResults",
    "SkipStepCommand",
    "Spot",
    "TakenGem",
    "ToGanesha",
    "ToMandala",
    "ToSlot",
    "ToTreasury",
    "TreasuryGem",
    "Unavailable",
    "UndoCommand",
]
