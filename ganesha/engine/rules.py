"""The decisions: which actions are legal now and what each one does (the automatic steps after
it, such as the next turn or the end of a round, are in ``flow``). ``legal_actions`` is the single
source of legality: ``GameState.apply`` accepts exactly what it lists, and the UI and AI ask it.

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
    STOP_TAKING,
    TAKES,
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
)
from ganesha.engine.boards import ADJACENT, COLOUR_INDEX, YELLOW
from ganesha.engine.core import Phase, Record


# --- legality ---------------------------------------------------------------------------------
def legal_actions(s: Record) -> list[Action]:
    phase = s.phase
    if phase == Phase.TAKE:
        altar = s.altar
        return [TAKES[h] for h in s.used_hexes if altar[h] >= 0]
    if phase == Phase.PLACE:
        return _place_actions(s)
    if phase == Phase.SACRIFICE:
        return _sacrifice_actions(s)
    if phase == Phase.SECOND:
        result: list[Action] = [TAKES[h] for h in second_hexes(s)]
        result.append(STOP_TAKING)
        return result
    if phase == Phase.SPICE:
        result = spices.options(s, s.spice_effect)
        result.append(SKIP_SPICE)
        return result
    if phase == Phase.ANSWER:
        return spices.answer_options(s)
    if phase == Phase.RESLOT:
        result = spices.reslot_options(s)
        result.append(SKIP_SPICE)
        return result
    if phase == Phase.FINAL:
        treasury = s.treasury[s.current]
        return [FINAL_PLACES[c] for c in range(5) if treasury[c]]
    return []


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


def explain_illegal(s: Record, action: object) -> str:
    """A sentence for the player (or programmer) saying why the action was refused."""
    if s.phase == Phase.OVER:
        return f"{action!r}: the game is over"
    expected = {
        Phase.TAKE: "take a gem from the altar",
        Phase.SECOND: "take a second gem from an allowed hex, or stop",
        Phase.SPICE: "use the spice token or skip it",
        Phase.ANSWER: "the Ginger opponent must hand back a gem of another colour",
        Phase.PLACE: "place each taken gem in the Treasury or a Destiny slot",
        Phase.RESLOT: "make the Coriander moves or skip them",
        Phase.SACRIFICE: "sacrifice to place gems on the mandala, or end the turn",
        Phase.FINAL: "place one Treasury gem on the mandala",
    }[s.phase]
    if isinstance(action, Take) and s.phase in (Phase.TAKE, Phase.SECOND):
        if not 0 <= action.hex < len(s.altar) or s.altar[action.hex] < 0:
            return f"{action!r}: there is no gem on that hex"
        return f"{action!r}: the second gem must come from a hex next to the first one"
    if isinstance(action, Place) and s.phase == Phase.PLACE:
        return f"{action!r}: each gem needs its own slot, and only held gems can be placed"
    if isinstance(action, Sacrifice) and s.phase == Phase.SACRIFICE:
        return (f"{action!r}: that sacrifice places no gem (a colour unlocks itself, yellow "
                "unlocks any colour, no sacrifice unlocks yellow)")
    return f"{action!r} is not allowed now: {expected}"
