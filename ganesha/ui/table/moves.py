"""The table's pieces and spots mapped onto the engine's legal actions, and back.

Pure functions of the game state: which pieces may be picked up now, which spots accept a piece,
and what "this piece onto that spot" amounts to — one action, a choice between several, or a
sentence saying why not. Everything is looked up in ``state.legal_actions()``, and a refusal is
the engine's own reason (``state.why_illegal``) worded by :mod:`ganesha.ui.table.words.refusals`,
so the table never knows a rule the engine does not say. The controller asks these on behalf
of the seat to act; the highlights, the keyboard ring and the dialogs read the same answers.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ganesha.engine import (
    Action,
    FinalPlace,
    GameState,
    Phase,
    Place,
    Refusal,
    Sacrifice,
    Swap,
    Take,
)
from ganesha.engine.actions import TARGETS, TREASURY
from ganesha.ui.kit.text import tr
from ganesha.ui.table.intents import (
    AltarGem,
    Piece,
    Spot,
    TakenGem,
    ToGanesha,
    ToMandala,
    ToSlot,
    ToTreasury,
    TreasuryGem,
)
from ganesha.ui.table.words.refusals import refusal_words

#: The engine's names of the places a taken gem can go: Treasury, Destiny slot 1, slot 2.
TARGET_NAMES = TARGETS


@dataclass
class Resolution:
    """What a drop amounts to: one action, a choice between several, or a refusal (``error``).
    ``plan`` is a placement chosen while taking: (colour, engine target) once phase 2 begins."""

    action: Action | None = None
    choices: list[Action] = field(default_factory=list)
    error: str = ""
    plan: tuple[str, str] | None = None


def target_name(spot: ToTreasury | ToSlot) -> str:
    return "treasury" if isinstance(spot, ToTreasury) else TARGET_NAMES[spot.index + 1]


def spot_of(target: str) -> Spot:
    return ToTreasury() if target == "treasury" else ToSlot(TARGET_NAMES.index(target) - 1)


def pickable(state: GameState) -> set[Piece]:
    """Pieces a legal action starts from now (taken gems without their row index)."""
    result: set[Piece] = set()
    for a in state.legal_actions():
        if isinstance(a, (Take, Swap)):
            result.add(AltarGem(a.hex))
        elif isinstance(a, Place):
            result.add(TakenGem(a.gem))
        elif isinstance(a, (Sacrifice, FinalPlace)) and a.gem is not None:
            result.add(TreasuryGem(a.gem))
    return result


def may_pick(state: GameState, piece: Piece) -> bool:
    """``piece`` may be lifted now. Any altar gem may be lifted while taking (a refused one
    glides back and the prompt says why); a taken gem regardless of its row index."""
    if isinstance(piece, AltarGem) and state.phase in (Phase.TAKE, Phase.SECOND):
        return piece.hex in state.altar_gems()
    if isinstance(piece, TakenGem):
        piece = TakenGem(piece.colour)
    return piece in pickable(state)


def targets_for(state: GameState, piece: Piece) -> set[Spot]:
    """Spots that would accept ``piece`` now (they glow while it is held)."""
    legal = state.legal_actions()
    phase = state.phase
    result: set[Spot] = set()
    match piece:
        case AltarGem(hex=h) if phase in (Phase.TAKE, Phase.SECOND):
            if Take(h) in legal:
                result |= {ToTreasury(), ToSlot(0), ToSlot(1)}
        case TakenGem(colour=colour) if phase == Phase.PLACE:
            result |= {spot_of(a.target) for a in legal
                       if isinstance(a, Place) and a.gem == colour}
        case TreasuryGem(colour=colour) if phase == Phase.SACRIFICE:
            if any(isinstance(a, Sacrifice) and a.gem == colour for a in legal):
                result.add(ToGanesha())
        case TreasuryGem(colour=colour) if phase == Phase.FINAL:
            if FinalPlace(colour) in legal:
                result |= {ToGanesha(), ToMandala()}
    return result


#: Reasons that mean "not this kind of move now": the answer is what the player may do now.
_NOT_NOW = frozenset({Refusal.GAME_OVER, Refusal.WRONG_PHASE})


def resolve(state: GameState, piece: Piece, spot: Spot, prompt: str) -> Resolution:
    """Turn "this piece onto that spot" into an action, a choice, or a refusal (``prompt`` —
    what the player may do now — is the answer when the piece has nothing to do now). A refusal
    is the engine's reason (``why_illegal``) in words; the table adds only where to drop."""
    match piece:
        case AltarGem(hex=h):
            return _altar_gem(state, h, spot, prompt)
        case TakenGem(colour=colour):
            target = target_name(spot) if isinstance(spot, (ToTreasury, ToSlot)) else None
            place = Place(colour, target or TREASURY)
            reason = state.why_illegal(place)
            if reason in _NOT_NOW:
                return Resolution(error=prompt)
            if target is None:
                return Resolution(error=tr("Put the gem into your Treasury or a Destiny slot"))
            if reason is not None:
                return Resolution(error=refusal_words(state, place, reason, prompt))
            return Resolution(action=place)
        case TreasuryGem(colour=gem):
            return _treasury_gem(state, gem, spot, prompt)
    return Resolution(error=prompt)


def _altar_gem(state: GameState, h: int, spot: Spot, prompt: str) -> Resolution:
    """An altar gem dropped: Caraway's swap (wherever it lands), or a gem taken."""
    if state.why_illegal(Swap(h)) is None:
        return Resolution(action=Swap(h))
    take = Take(h)
    reason = state.why_illegal(take)
    if reason in _NOT_NOW:
        return Resolution(error=prompt)
    if not isinstance(spot, (ToTreasury, ToSlot)):
        return Resolution(error=tr("Drop the gem on your Treasury or a Destiny slot"))
    if reason is not None:
        return Resolution(error=refusal_words(state, take, reason, prompt))
    return Resolution(action=take, plan=(state.altar_gems()[h], target_name(spot)))


def _treasury_gem(state: GameState, gem: str, spot: Spot, prompt: str) -> Resolution:
    """A Treasury gem dropped: placed in the final stage, else offered to Ganesha. Asked about
    as a sacrifice of its own colour (which every gem unlocks) when no sacrifice of it is legal:
    the engine's reason then says why the gem places nothing."""
    final = FinalPlace(gem)
    reason = state.why_illegal(final)
    if reason not in _NOT_NOW:  # the final stage
        if not isinstance(spot, (ToGanesha, ToMandala)):
            return Resolution(error=tr("Place the gem on the mandala"))
        if reason is not None:
            return Resolution(error=refusal_words(state, final, reason, prompt))
        return Resolution(action=final)
    own = Sacrifice(gem, gem)
    reason = state.why_illegal(own)
    if reason in _NOT_NOW:
        return Resolution(error=prompt)
    if not isinstance(spot, ToGanesha):
        return Resolution(error=tr("Offer the gem to Ganesha in the middle of the mandala"))
    options: list[Action] = [a for a in state.legal_actions()
                             if isinstance(a, Sacrifice) and a.gem == gem]
    if not options:
        return Resolution(error=refusal_words(state, own, reason or Refusal.NOT_OFFERED, prompt))
    if len(options) == 1:
        return Resolution(action=options[0])
    return Resolution(choices=options)


def piece_colour(state: GameState, piece: Piece) -> str:
    """The colour of the gem ``piece`` names (an emptied hex reads as red, never raises)."""
    if isinstance(piece, AltarGem):
        return state.altar_gems().get(piece.hex, "red")
    return piece.colour


__all__ = ["TARGET_NAMES", "Resolution", "may_pick", "pickable", "piece_colour", "resolve",
           "spot_of", "target_name", "targets_for"]
