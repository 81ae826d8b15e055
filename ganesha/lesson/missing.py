"""What the lesson still waits for at this moment, said from the position (pure: no pygame).

Why not a fixed sentence per step: a step spans several decisions (the first gem, the second,
the offering's colour), so a refusal written for its first decision turns false once that part
is done ("take the glowing gem first" after it was taken). Each sentence here is chosen from the
move the lesson spotlights now, the refused move and the engine's answers about the position,
and names the gem colour or spice it is about.
"""

from __future__ import annotations

from ganesha.engine import (
    Action,
    AnswerTrade,
    EndTurn,
    FinalPlace,
    GameState,
    Phase,
    Place,
    RemoveLast,
    Sacrifice,
    SkipSpice,
    StopTaking,
    Take,
)
from ganesha.lesson.position import token_at, two_gem_take
from ganesha.lesson.words import (
    ANSWER,
    ANSWER_ACTS,
    ANSWER_PICK,
    CARDAMOM_WHY,
    CHOOSE_COLOUR,
    END_TURN,
    END_TURN_KEEP,
    FINAL_PLACE,
    KEEP_ONE,
    OFFER_FOR,
    OFFER_OWN,
    OPPONENT_SPICE,
    PLACE_SLOT,
    PLACE_TREASURY,
    PLACE_YELLOW,
    SKIP_SPICE,
    SPICE_ACTS,
    SPICE_SKIPPED,
    TAKE_FIRST,
    TAKE_GLOWING,
    TAKE_SECOND,
    TAKE_SPICE,
    USE_SPICE,
    Said,
)


def still_missing(state: GameState, taught: Action, tried: Action) -> Said:
    """The one sentence naming what is still missing now: the spotlighted move ``taught``, told
    from where the turn stands (``tried`` is the refused move: an offering of the right gem
    with another colour is told to pick the colour, not to offer the gem again)."""
    if isinstance(taught, Take):
        return _take(state, taught)
    if isinstance(taught, Place):
        return Said(PLACE_TREASURY if taught.target == "treasury" else PLACE_SLOT,
                    colour=taught.gem)
    if isinstance(taught, Sacrifice):
        return _offering(taught, tried)
    if isinstance(taught, FinalPlace):
        return Said(FINAL_PLACE, colour=taught.gem)
    if isinstance(taught, AnswerTrade):
        return Said(ANSWER, colour=taught.gem)
    if isinstance(taught, StopTaking):
        return Said(KEEP_ONE)
    if isinstance(taught, EndTurn):
        offers = any(isinstance(a, Sacrifice) for a in state.legal_actions())
        return Said(END_TURN_KEEP if offers else END_TURN)
    effect = _pending_effect(state)
    return Said(SKIP_SPICE if isinstance(taught, SkipSpice) else USE_SPICE, spice=effect)


def _take(state: GameState, taught: Take) -> Said:
    colour = state.altar_gems()[taught.hex]
    if state.phase == Phase.SECOND:
        return Said(TAKE_SECOND, colour=colour)
    token = token_at(state, taught.hex)
    if token is not None:
        return Said(TAKE_SPICE, colour=colour, spice=token)
    if taught == two_gem_take(state):
        return Said(TAKE_FIRST, colour=colour)
    return Said(TAKE_GLOWING, colour=colour)


def _offering(taught: Sacrifice, tried: Action) -> Said:
    if taught.gem is None:
        return Said(PLACE_YELLOW)
    if isinstance(tried, Sacrifice) and tried.gem == taught.gem and tried.colour != taught.colour:
        return Said(CHOOSE_COLOUR, colour=taught.colour)
    if taught.gem == taught.colour:
        return Said(OFFER_OWN, colour=taught.gem)
    return Said(OFFER_FOR, colour=taught.gem)


def _pending_effect(state: GameState) -> str | None:
    pending = state.pending_spice()
    return pending.effect if pending is not None else None


def spice_words(state: GameState, seat: int, taught: Action | None) -> tuple[Said, ...]:
    """What the spice waiting for a decision does (the opponent's too), and why ``seat``'s
    glowing choice (``taught``) is the one to make when that is not plain (empty: no spice
    waits): the card explains every spice the moment it acts, whichever step is at hand."""
    pending = state.pending_spice()
    if pending is None:
        return ()
    if pending.seat != seat:
        return (Said(OPPONENT_SPICE, spice=pending.effect),)
    if state.phase == Phase.ANSWER:
        return (Said(ANSWER_ACTS, spice=pending.effect),)
    acts = Said(SPICE_ACTS, spice=pending.effect)
    if isinstance(taught, SkipSpice):
        return acts, Said(SPICE_SKIPPED)
    if isinstance(taught, RemoveLast) and _owns(state, seat, taught.colour):
        return acts, Said(CARDAMOM_WHY, colour=taught.colour)
    return (acts,)


def _owns(state: GameState, seat: int, colour: str) -> bool:
    """``seat`` holds a gem of ``colour`` it may still place (Treasury or Destiny slot)."""
    mine = state.seat(seat)
    return mine.treasury.get(colour, 0) > 0 or colour in mine.slots


def answering(state: GameState) -> Said | None:
    """The second sentence of a Ginger answer's card (None: no answer is due)."""
    return Said(ANSWER_PICK) if state.phase == Phase.ANSWER else None


__all__ = ["answering", "spice_words", "still_missing"]
