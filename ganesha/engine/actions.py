"""Every decision a player makes, as a small frozen value.

Actions compare and hash by value and their ``repr`` is valid code, like python-chess moves. The
legal-action generator hands out pre-built (interned) instances from the tables at the bottom of
this module, because building thousands of dataclass objects per second was the engine's main
cost; an action built by hand (``Take(hex=4)``) is equal to the interned one and works the same.

Colours are named by string (``"red"``), hexes by their 0-based index (the UI shows 1-based), and
places on the Destiny tile by ``"treasury"``, ``"slot1"`` or ``"slot2"``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Final

from ganesha.engine.boards import COLOURS, HEX_COUNT
from ganesha.engine.errors import SaveError

TREASURY: Final = "treasury"
SLOT_NAMES: Final = ("slot1", "slot2")
TARGETS: Final = (TREASURY, *SLOT_NAMES)


@dataclass(frozen=True, slots=True)
class Take:
    """Phase 1: take the gem on ``hex`` (first or second gem of the turn)."""

    hex: int


@dataclass(frozen=True, slots=True)
class StopTaking:
    """Phase 1: keep just the first gem although a second one could be taken."""


@dataclass(frozen=True, slots=True)
class SkipSpice:
    """Decline the spice token just uncovered (or, after phase 2, the Coriander moves)."""


@dataclass(frozen=True, slots=True)
class RemoveLast:
    """Cardamom: the last placed ``colour`` gem leaves the mandala for the bag."""

    colour: str


@dataclass(frozen=True, slots=True)
class Swap:
    """Caraway: the gem just taken goes onto ``hex``, and that hex's gem is taken instead."""

    hex: int


@dataclass(frozen=True, slots=True)
class Trade:
    """Ginger: give the gem just taken to ``seat``, who then answers with ``AnswerTrade``."""

    seat: int


@dataclass(frozen=True, slots=True)
class AnswerTrade:
    """Ginger, decided by the opponent: the Treasury gem handed back (a different colour)."""

    gem: str


@dataclass(frozen=True, slots=True)
class GainPoint:
    """Cinnamon: one point."""


@dataclass(frozen=True, slots=True)
class AnySacrifice:
    """Clove: this turn's sacrifice may be any colour and unlock any colour."""


@dataclass(frozen=True, slots=True)
class Gamble:
    """Red Pepper: pay a point, draw a gem; kept only if it matches the gem from this hex."""


@dataclass(frozen=True, slots=True)
class Redraw:
    """Black Pepper: return a Treasury ``gem`` to the bag, then draw one into the Treasury."""

    gem: str


@dataclass(frozen=True, slots=True)
class Place:
    """Phase 2: put one held ``gem`` into ``target`` ("treasury", "slot1" or "slot2")."""

    gem: str
    target: str


@dataclass(frozen=True, slots=True)
class Reslot:
    """Coriander, after phase 2: for each (slot, gem) pair, the slot's gem goes to the Treasury
    and a Treasury ``gem`` of that colour takes its place (gems moved out may come back)."""

    moves: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """Phase 3: return ``gem`` (None = no sacrifice) to the bag and place every Treasury gem of
    ``colour`` on the mandala."""

    gem: str | None
    colour: str


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Phase 3 skipped: the turn ends without placing on the mandala."""


@dataclass(frozen=True, slots=True)
class FinalPlace:
    """Final stage: place one Treasury ``gem`` on the mandala without a sacrifice."""

    gem: str


Action = (
    Take | StopTaking | SkipSpice | RemoveLast | Swap | Trade | AnswerTrade | GainPoint
    | AnySacrifice | Gamble | Redraw | Place | Reslot | Sacrifice | EndTurn | FinalPlace
)
ACTION_TYPES: Final = {
    cls.__name__: cls
    for cls in (Take, StopTaking, SkipSpice, RemoveLast, Swap, Trade, AnswerTrade, GainPoint,
                AnySacrifice, Gamble, Redraw, Place, Reslot, Sacrifice, EndTurn, FinalPlace)
}


# --- chance results, recorded in the history between actions --------------------------------
@dataclass(frozen=True, slots=True)
class Drawn:
    """Gems drawn from the bag (``why``: "altar", "gamble" or "redraw"), in draw order."""

    why: str
    gems: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SpicesPlaced:
    """Spice tokens laid on the altar at setup or reset: (hex, effect id) pairs."""

    tokens: tuple[tuple[int, str], ...]


ChanceResult = Drawn | SpicesPlaced


# --- interned instances handed out by the legal-action generator ----------------------------
STOP_TAKING: Final = StopTaking()
SKIP_SPICE: Final = SkipSpice()
GAIN_POINT: Final = GainPoint()
ANY_SACRIFICE: Final = AnySacrifice()
GAMBLE: Final = Gamble()
END_TURN: Final = EndTurn()
TAKES: Final = tuple(Take(h) for h in range(HEX_COUNT))
SWAPS: Final = tuple(Swap(h) for h in range(HEX_COUNT))
TRADES: Final = tuple(Trade(s) for s in range(4))
REMOVE_LASTS: Final = tuple(RemoveLast(c) for c in COLOURS)
ANSWERS: Final = tuple(AnswerTrade(c) for c in COLOURS)
REDRAWS: Final = tuple(Redraw(c) for c in COLOURS)
FINAL_PLACES: Final = tuple(FinalPlace(c) for c in COLOURS)
PLACES: Final = tuple(tuple(Place(c, t) for t in TARGETS) for c in COLOURS)  # [colour][target]
SACRIFICES: Final = tuple(
    tuple(Sacrifice(None if g == len(COLOURS) else COLOURS[g], c) for c in COLOURS)
    for g in range(len(COLOURS) + 1)
)  # [gem index, or 5 for no sacrifice][colour]


#: The actions without fields, by type name (what a save's {"type": ...} alone rebuilds).
_NO_FIELDS: Final[dict[str, Action]] = {
    type(a).__name__: a
    for a in (STOP_TAKING, SKIP_SPICE, GAIN_POINT, ANY_SACRIFICE, GAMBLE, END_TURN)
}


def well_formed(action: object, players: int) -> bool:
    """Whether ``action`` is an action of this game at all: an action type whose hexes, seats,
    colours, places and Coriander moves exist (in a game of ``players``). Legality is a
    different question (``GameState.legal_actions``); this one lets a refusal say "no such
    thing" for a hand-built ``Take(hex=40)`` instead of a misleading rule."""
    if isinstance(action, (Take, Swap)):
        return _is_index(action.hex, HEX_COUNT)
    if isinstance(action, Trade):
        return _is_index(action.seat, players)
    if isinstance(action, RemoveLast):
        return action.colour in COLOURS
    if isinstance(action, (AnswerTrade, Redraw, FinalPlace)):
        return action.gem in COLOURS
    if isinstance(action, Place):
        return action.gem in COLOURS and action.target in TARGETS
    if isinstance(action, Sacrifice):
        return (action.gem is None or action.gem in COLOURS) and action.colour in COLOURS
    if isinstance(action, Reslot):
        return _reslot_well_formed(action.moves)
    return isinstance(action, (StopTaking, SkipSpice, GainPoint, AnySacrifice, Gamble, EndTurn))


def _is_index(value: object, upper: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < upper


def _reslot_well_formed(moves: object) -> bool:
    """One or two (slot name, colour) pairs, each slot named at most once."""
    if not isinstance(moves, tuple) or not 1 <= len(moves) <= 2:
        return False
    if not all(isinstance(m, tuple) and len(m) == 2 and m[0] in SLOT_NAMES
               and m[1] in COLOURS for m in moves):
        return False
    return len({m[0] for m in moves}) == len(moves)


# --- text form for saves ---------------------------------------------------------------------
def action_to_data(action: Action) -> dict[str, Any]:
    """A JSON-ready dict: ``{"type": "Take", "hex": 4}``."""
    data: dict[str, Any] = {"type": type(action).__name__}
    for f in fields(action):
        value = getattr(action, f.name)
        data[f.name] = [list(m) for m in value] if f.name == "moves" else value
    return data


def _check_optional_colour(value: Any) -> str | None:
    return None if value is None else _check_colour(value)


def _check_colour(value: Any) -> str:
    if not isinstance(value, str) or value not in COLOURS:
        raise SaveError(f"unknown gem colour {value!r}")
    return value


def _check_int(value: Any, upper: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < upper:
        raise SaveError(f"number out of range: {value!r}")
    return value


def action_from_data(data: Any) -> Action:
    """Inverse of :func:`action_to_data`; anything malformed raises :class:`SaveError`."""
    if not isinstance(data, dict):
        raise SaveError(f"an action must be an object, not {type(data).__name__}")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise SaveError(f"unknown action type {kind!r}")
    names = {f.name for f in fields(cls)}
    if set(data) - {"type"} != names:
        raise SaveError(f"action {kind} needs exactly the fields {sorted(names)}")
    if cls in (Take, Swap):
        return cls(_check_int(data["hex"], HEX_COUNT))
    if cls is Trade:
        return Trade(_check_int(data["seat"], 4))
    if cls is RemoveLast:
        return RemoveLast(_check_colour(data["colour"]))
    if cls in (AnswerTrade, Redraw, FinalPlace):
        return cls(_check_colour(data["gem"]))
    if cls is Place:
        target = data["target"]
        if target not in TARGETS:
            raise SaveError(f"unknown place target {target!r}")
        return Place(_check_colour(data["gem"]), target)
    if cls is Sacrifice:
        return Sacrifice(_check_optional_colour(data["gem"]), _check_colour(data["colour"]))
    if cls is Reslot:
        moves = data["moves"]
        if not isinstance(moves, list) or not 1 <= len(moves) <= 2:
            raise SaveError("Reslot moves must be a list of one or two [slot, gem] pairs")
        checked = []
        for move in moves:
            if not isinstance(move, list) or len(move) != 2 or move[0] not in SLOT_NAMES:
                raise SaveError(f"bad Reslot move {move!r}")
            checked.append((move[0], _check_colour(move[1])))
        return Reslot(tuple(checked))
    return _NO_FIELDS[cls.__name__]
