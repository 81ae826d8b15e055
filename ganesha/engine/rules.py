"""The decisions: which actions are legal now and what each one does (the automatic steps after
it, such as the next turn or the end of a round, are in ``flow``). ``legal_actions`` is the single
source of legality: ``GameState.apply`` accepts exactly what it lists, and the UI and AI ask it.
For an action it does not list, :func:`refusal` says why (a :class:`~ganesha.engine.errors.Refusal`
the UI words for the player instead of re-deriving the rule).

The state moves through phases (``Phase``); every phase is one kind of decision. Steps with no
decision (skipping an empty altar, the end of a round, the altar reset) happen inside ``apply``
so that ``legal_actions`` is never empty until the game is over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ganesha.engine import flow, spices
from ganesha.engine.actions import (
    END_TURN,
    FINAL_PLACES,
    PLACES,
    SACRIFICES,
    SKIP_SPICE,
    SLOT_NAMES,
    STOP_TAKING,
    TAKES,
    TREASURY,
    Action,
    AnswerTrade,
    AnySacrifice,
    EndTurn,
    FinalPlace,
    GainPoint,
    Gamble,
    Place,
    Redraw,
    RemoveLast,
    Reslot,
    Sacrifice,
    SkipSpice,
    StopTaking,
    Swap,
    Take,
    Trade,
    well_formed,
)
from ganesha.engine.boards import ADJACENT, COLOUR_INDEX, COLOURS, YELLOW
from ganesha.engine.core import Phase, Record
from ganesha.engine.errors import Refusal


# --- legality ---------------------------------------------------------------------------------
def legal_actions(s: Record) -> list[Action]:
    generate = _GENERATORS.get(s.phase)
    return generate(s) if generate is not None else []  # Phase.OVER: nothing


def _take_actions(s: Record) -> list[Action]:
    altar = s.altar
    return [TAKES[h] for h in s.used_hexes if altar[h] >= 0]


def _second_actions(s: Record) -> list[Action]:
    result: list[Action] = [TAKES[h] for h in second_hexes(s)]
    result.append(STOP_TAKING)
    return result


def _spice_actions(s: Record) -> list[Action]:
    result = spices.options(s, s.spice_effect)
    result.append(SKIP_SPICE)
    return result


def _reslot_actions(s: Record) -> list[Action]:
    result = spices.reslot_options(s)
    result.append(SKIP_SPICE)
    return result


def _final_actions(s: Record) -> list[Action]:
    treasury = s.treasury[s.current]
    return [FINAL_PLACES[c] for c in range(5) if treasury[c]]


def second_hexes(s: Record) -> list[int]:
    """Hexes the second gem may come from: adjacent to the first gem's original hex, or anywhere
    when both Destiny slots hold the same colour (decided when the first gem was taken)."""
    altar = s.altar
    if s.second_anywhere:
        return [h for h in s.used_hexes if altar[h] >= 0]
    return [h for h in ADJACENT[s.first_hex] if altar[h] >= 0]


def _place_actions(s: Record) -> list[Action]:
    result: list[Action] = []
    free1 = not s.used_slots & 1
    free2 = not s.used_slots & 2
    seen = 0
    for c in s.held:
        if seen & (1 << c):
            continue
        seen |= 1 << c
        row = PLACES[c]
        result.append(row[0])
        if free1:
            result.append(row[1])
        if free2:
            result.append(row[2])
    return result


def _sacrifice_actions(s: Record) -> list[Action]:
    treasury = s.treasury[s.current]
    result: list[Action] = []
    clove = s.clove
    for g in range(5):
        have = treasury[g]
        if not have:
            continue
        row = SACRIFICES[g]
        if clove or g == YELLOW:
            for c in range(5):
                if treasury[c] - (c == g) > 0:
                    result.append(row[c])
        elif have > 1:
            result.append(row[g])
    if treasury[YELLOW]:
        result.append(SACRIFICES[5][YELLOW])
    result.append(END_TURN)
    return result


#: Each phase's decisions; one dict lookup per call (the AI asks this thousands of times a second).
_GENERATORS: dict[Phase, Callable[[Record], list[Action]]] = {
    Phase.TAKE: _take_actions, Phase.SECOND: _second_actions, Phase.SPICE: _spice_actions,
    Phase.ANSWER: spices.answer_options, Phase.PLACE: _place_actions,
    Phase.RESLOT: _reslot_actions, Phase.SACRIFICE: _sacrifice_actions,
    Phase.FINAL: _final_actions,
}


def unlocks(s: Record, action: Sacrifice) -> tuple[str, ...]:
    """The colours a sacrifice may place this turn: the sacrificed gem's own colour; any colour
    for a yellow gem or under Clove; yellow only when nothing is sacrificed."""
    if action.gem is None:
        return (COLOURS[YELLOW],)
    if s.clove or action.gem == COLOURS[YELLOW]:
        return COLOURS
    return (action.gem,)


# --- applying ---------------------------------------------------------------------------------
def apply(s: Record, action: Action) -> None:
    """Apply a legal action (the caller has checked legality) and run the automatic steps."""
    s.history.append(action)
    _HANDLERS[type(action)](s, action)


def _take(s: Record, action: Take) -> None:
    h = action.hex
    colour = s.altar[h]
    s.altar[h] = -1
    s.held.append(colour)
    s.took += 1
    if s.took == 1:
        s.first_hex = h
        slots = s.slots[s.current]
        s.may_take_second = colour == slots[0] or colour == slots[1]
        s.second_anywhere = slots[0] >= 0 and slots[0] == slots[1]
    effect = s.spice_at[h]
    if effect is None:
        _continue_taking(s)
    elif effect == "reslot":
        s.coriander_hex = h  # resolved after phase 2
        _continue_taking(s)
    elif spices.usable(s, effect, colour):
        s.spice_effect = effect
        s.spice_hex = h
        s.pending_gem = colour
        s.phase = Phase.SPICE
    else:
        _continue_taking(s)


def _continue_taking(s: Record) -> None:
    """After a gem (and its spice) is dealt with: offer a second gem or go on to phase 2."""
    s.spice_effect = None
    s.spice_hex = -1
    if s.took == 1 and s.may_take_second and second_hexes(s):
        s.phase = Phase.SECOND
    else:
        s.phase = Phase.PLACE


def _stop_taking(s: Record, action: StopTaking) -> None:
    s.phase = Phase.PLACE


def _skip_spice(s: Record, action: SkipSpice) -> None:
    if s.phase == Phase.RESLOT:
        s.coriander_hex = -1
        s.phase = Phase.SACRIFICE
    else:
        _continue_taking(s)


def _use_spice(s: Record, action: Action) -> None:
    spices.apply_effect(s, action)
    if s.phase == Phase.SPICE:  # Ginger leaves the phase to the opponent's answer
        _continue_taking(s)


def _answer_trade(s: Record, action: AnswerTrade) -> None:
    spices.apply_answer(s, action)
    _continue_taking(s)


def _place(s: Record, action: Place) -> None:
    c = COLOUR_INDEX[action.gem]
    s.held.remove(c)
    seat = s.current
    if action.target == "treasury":
        s.treasury[seat][c] += 1
    else:
        i = 0 if action.target == "slot1" else 1
        slots = s.slots[seat]
        old = slots[i]
        if old >= 0:
            s.treasury[seat][old] += 1
        slots[i] = c
        s.used_slots |= 1 << i
    if not s.held:
        _after_placing(s)


def _after_placing(s: Record) -> None:
    slots = s.slots[s.current]
    if s.coriander_hex >= 0 and (slots[0] >= 0 or slots[1] >= 0):
        s.phase = Phase.RESLOT
    else:
        s.coriander_hex = -1
        s.phase = Phase.SACRIFICE


def _reslot(s: Record, action: Reslot) -> None:
    spices.apply_reslot(s, action)
    s.coriander_hex = -1
    s.phase = Phase.SACRIFICE


def _sacrifice(s: Record, action: Sacrifice) -> None:
    seat = s.current
    treasury = s.treasury[seat]
    if action.gem is not None:
        g = COLOUR_INDEX[action.gem]
        treasury[g] -= 1
        s.bag[g] += 1
    c = COLOUR_INDEX[action.colour]
    count = treasury[c]
    treasury[c] = 0
    flow.place_on_mandala(s, seat, c, count, "mandala")
    flow.end_turn(s)


def _end_turn(s: Record, action: EndTurn) -> None:
    flow.end_turn(s)


def _final_place(s: Record, action: FinalPlace) -> None:
    seat = s.current
    c = COLOUR_INDEX[action.gem]
    s.treasury[seat][c] -= 1
    flow.place_on_mandala(s, seat, c, 1, "final")
    flow.next_final_player(s, (seat + 1) % s.players)


_HANDLERS: dict[type, Callable[[Record, Any], None]] = {
    Take: _take, StopTaking: _stop_taking, SkipSpice: _skip_spice, Place: _place,
    Reslot: _reslot, Sacrifice: _sacrifice, EndTurn: _end_turn, FinalPlace: _final_place,
    AnswerTrade: _answer_trade, RemoveLast: _use_spice, Swap: _use_spice,
    Trade: _use_spice, GainPoint: _use_spice, AnySacrifice: _use_spice,
    Gamble: _use_spice, Redraw: _use_spice,
}


# --- refusals: why an action is not legal ------------------------------------------------------
#: The phases in which each kind of action is a decision at all.
_PHASES_OF: dict[type, tuple[Phase, ...]] = {
    Take: (Phase.TAKE, Phase.SECOND), StopTaking: (Phase.SECOND,),
    SkipSpice: (Phase.SPICE, Phase.RESLOT), Place: (Phase.PLACE,), Reslot: (Phase.RESLOT,),
    Sacrifice: (Phase.SACRIFICE,), EndTurn: (Phase.SACRIFICE,), FinalPlace: (Phase.FINAL,),
    AnswerTrade: (Phase.ANSWER,), RemoveLast: (Phase.SPICE,), Swap: (Phase.SPICE,),
    Trade: (Phase.SPICE,), GainPoint: (Phase.SPICE,), AnySacrifice: (Phase.SPICE,),
    Gamble: (Phase.SPICE,), Redraw: (Phase.SPICE,),
}


def refusal(s: Record, action: object) -> Refusal | None:
    """What the rules find wrong with ``action`` now, or None when they find nothing.

    This explains; it does not decide. Legality is membership in :func:`legal_actions`, and
    ``GameState.why_illegal`` answers None exactly for those; it asks this only for an action
    that is not listed. Being a second reading of the rules, it is held to the generator by the
    property tests: over random positions it returns None exactly for the listed actions.
    The checks go as a player would ask: is the game on, is this the kind of decision the game
    waits for, does the action name things that exist, and then the rule of its phase.
    """
    if s.phase == Phase.OVER:
        return Refusal.GAME_OVER
    phases = _PHASES_OF.get(type(action))
    if phases is None:
        return Refusal.MALFORMED
    if s.phase not in phases:
        return Refusal.WRONG_PHASE
    if not well_formed(action, s.players):
        return Refusal.MALFORMED
    check = _REFUSERS.get(type(action))
    return check(s, action) if check is not None else None  # StopTaking, SkipSpice, EndTurn


def _take_refusal(s: Record, action: Take) -> Refusal | None:
    if s.altar[action.hex] < 0:
        return Refusal.HEX_EMPTY
    if s.phase == Phase.SECOND and action.hex not in second_hexes(s):
        return Refusal.NOT_ADJACENT
    return None


def _place_refusal(s: Record, action: Place) -> Refusal | None:
    if COLOUR_INDEX[action.gem] not in s.held:
        return Refusal.GEM_NOT_HELD
    if action.target != TREASURY and s.used_slots & (1 << SLOT_NAMES.index(action.target)):
        return Refusal.SLOT_USED
    return None


def _sacrifice_refusal(s: Record, action: Sacrifice) -> Refusal | None:
    treasury = s.treasury[s.current]
    gem = None if action.gem is None else COLOUR_INDEX[action.gem]
    colour = COLOUR_INDEX[action.colour]
    if gem is not None and not treasury[gem]:
        return Refusal.GEM_NOT_IN_TREASURY
    unlocked = unlocks(s, action)
    if action.colour not in unlocked:
        return Refusal.COLOUR_LOCKED
    if treasury[colour] - (colour == gem) <= 0:
        return Refusal.PAIR_NEEDED if unlocked == (action.gem,) else Refusal.NOTHING_TO_PLACE
    return None


def _final_place_refusal(s: Record, action: FinalPlace) -> Refusal | None:
    if not s.treasury[s.current][COLOUR_INDEX[action.gem]]:
        return Refusal.GEM_NOT_IN_TREASURY
    return None


_REFUSERS: dict[type, Callable[[Record, Any], Refusal | None]] = {
    Take: _take_refusal, Place: _place_refusal, Sacrifice: _sacrifice_refusal,
    FinalPlace: _final_place_refusal, Reslot: spices.reslot_refusal,
    AnswerTrade: spices.answer_refusal, RemoveLast: spices.effect_refusal,
    Swap: spices.effect_refusal, Trade: spices.effect_refusal, GainPoint: spices.effect_refusal,
    AnySacrifice: spices.effect_refusal, Gamble: spices.effect_refusal,
    Redraw: spices.effect_refusal,
}


def explain(s: Record, action: object, reason: Refusal) -> str:
    """The message of the :class:`IllegalAction` raised for ``action``: the action, the reason's
    English words and, when the game waits for another kind of decision, which one."""
    if reason is Refusal.WRONG_PHASE:
        return f"{action!r} is not allowed now: {_EXPECTED[s.phase]}"
    return f"{action!r}: {reason.value}"


_EXPECTED: dict[Phase, str] = {
    Phase.TAKE: "take a gem from the altar",
    Phase.SECOND: "take a second gem from an allowed hex, or stop",
    Phase.SPICE: "use the spice token or skip it",
    Phase.ANSWER: "the Ginger opponent must hand back a gem of another colour",
    Phase.PLACE: "place each taken gem in the Treasury or a Destiny slot",
    Phase.RESLOT: "make the Coriander moves or skip them",
    Phase.SACRIFICE: "sacrifice to place gems on the mandala, or end the turn",
    Phase.FINAL: "place one Treasury gem on the mandala",
    Phase.OVER: "nothing: the game is over",
}
