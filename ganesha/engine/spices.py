"""The eight spice effects: when each may be used, the choices it offers, and what it does.

A token fires when a gem is taken from its hex; the effect is optional (``SkipSpice``). An effect
that could do nothing (Cardamom on an empty mandala, Ginger with no opponent able to answer, Red
Pepper with no points or an empty bag, Black Pepper with an empty Treasury, Caraway with no other
gem) is not offered at all and play goes straight on. Coriander is armed when its gem is taken
and offered after phase 2, when it can actually be carried out.
"""

from __future__ import annotations

from ganesha.engine.actions import (
    ANSWERS,
    ANY_SACRIFICE,
    GAIN_POINT,
    GAMBLE,
    REDRAWS,
    REMOVE_LASTS,
    SLOT_NAMES,
    SWAPS,
    TRADES,
    Action,
    AnswerTrade,
    AnySacrifice,
    Drawn,
    GainPoint,
    Gamble,
    Redraw,
    RemoveLast,
    Reslot,
    Swap,
    Trade,
)
from ganesha.engine.boards import COLOUR_INDEX, COLOURS
from ganesha.engine.core import Phase, Record, add_points, draw_gem
from ganesha.engine.errors import Refusal


def usable(s: Record, effect: str, taken: int) -> bool:
    """Whether the token's effect can do anything right after taking a ``taken`` gem."""
    if effect == "remove_last":
        return any(s.mandala)
    if effect == "swap":
        altar = s.altar
        return any(altar[h] >= 0 for h in s.used_hexes)
    if effect == "trade":
        return bool(_trade_partners(s, taken))
    if effect == "gamble":
        return s.score[s.current] >= 1 and any(s.bag)
    if effect == "redraw":
        return any(s.treasury[s.current])
    return True  # point, any_sacrifice


def _trade_partners(s: Record, taken: int) -> list[int]:
    return [seat for seat in range(s.players)
            if seat != s.current
            and any(n and c != taken for c, n in enumerate(s.treasury[seat]))]


def options(s: Record, effect: str | None) -> list[Action]:
    """The ways to use the pending token (the caller adds ``SkipSpice``)."""
    if effect == "remove_last":
        return [REMOVE_LASTS[c] for c in range(5) if s.mandala[c]]
    if effect == "swap":
        altar = s.altar
        return [SWAPS[h] for h in s.used_hexes if altar[h] >= 0]
    if effect == "trade":
        return [TRADES[seat] for seat in _trade_partners(s, s.pending_gem)]
    if effect == "point":
        return [GAIN_POINT]
    if effect == "any_sacrifice":
        return [ANY_SACRIFICE]
    if effect == "gamble":
        return [GAMBLE]
    if effect == "redraw":
        treasury = s.treasury[s.current]
        return [REDRAWS[c] for c in range(5) if treasury[c]]
    return []


def apply_effect(s: Record, action: Action) -> None:
    seat = s.current
    if isinstance(action, RemoveLast):
        c = COLOUR_INDEX[action.colour]
        s.mandala[c] -= 1
        s.bag[c] += 1
    elif isinstance(action, Swap):
        # The taken gem goes onto the other hex and that hex's gem is taken instead; the other
        # hex's token does not fire, and adjacency for a second gem stays with the first hex.
        h = action.hex
        s.altar[h], s.held[-1] = s.held[-1], s.altar[h]
    elif isinstance(action, Trade):
        given = s.held.pop()
        s.treasury[action.seat][given] += 1
        s.trade_partner = action.seat
        s.trade_gem = given
        s.phase = Phase.ANSWER
    elif isinstance(action, GainPoint):
        add_points(s, seat, 1, "spices")
    elif isinstance(action, AnySacrifice):
        s.clove = True
    elif isinstance(action, Gamble):
        add_points(s, seat, -1, "spices")
        drawn = draw_gem(s)
        if drawn == s.pending_gem:
            s.treasury[seat][drawn] += 1
        else:
            s.bag[drawn] += 1
        s.history.append(Drawn("gamble", (COLOURS[drawn],)))
    elif isinstance(action, Redraw):
        c = COLOUR_INDEX[action.gem]
        s.treasury[seat][c] -= 1
        s.bag[c] += 1
        drawn = draw_gem(s)
        s.treasury[seat][drawn] += 1
        s.history.append(Drawn("redraw", (COLOURS[drawn],)))


def answer_options(s: Record) -> list[Action]:
    treasury = s.treasury[s.trade_partner]
    return [ANSWERS[c] for c in range(5) if treasury[c] and c != s.trade_gem]


def apply_answer(s: Record, action: AnswerTrade) -> None:
    c = COLOUR_INDEX[action.gem]
    s.treasury[s.trade_partner][c] -= 1
    s.held.append(c)
    s.trade_partner = -1


def reslot_options(s: Record) -> list[Action]:
    """Coriander moves, one per distinct resulting pair of slot gems (no-ops left out).

    Order (it decides which index a random player picks, so it is part of every replay): one-slot
    moves first, slot 1 before slot 2, then two-slot moves; colours in ``COLOURS`` order, the
    first slot's colour varying slowest; of moves with the same outcome only the first is kept.
    """
    slots = s.slots[s.current]
    treasury = s.treasury[s.current]
    occupied = [i for i in (0, 1) if slots[i] >= 0]
    here = (min(slots), max(slots))
    seen: dict[tuple[int, int], Reslot] = {}
    for i in occupied:  # one slot: its gem back to the Treasury, a Treasury gem (or itself) in
        pool = list(treasury)
        pool[slots[i]] += 1
        other = slots[1 - i]
        for c in range(5):
            # The two slots are interchangeable in the rules, so (red, blue) and (blue, red)
            # are one outcome; a move that ends where it started is no move at all.
            key = (c, other) if c < other else (other, c)
            if pool[c] and key != here and key not in seen:
                seen[key] = Reslot(((SLOT_NAMES[i], COLOURS[c]),))
    if len(occupied) == 2:
        pool = list(treasury)
        pool[slots[0]] += 1
        pool[slots[1]] += 1
        for c0 in range(5):
            if not pool[c0]:
                continue
            for c1 in range(5):
                if pool[c1] - (c0 == c1) < 1:
                    continue
                key = (c0, c1) if c0 < c1 else (c1, c0)
                if key != here and key not in seen:
                    seen[key] = Reslot(((SLOT_NAMES[0], COLOURS[c0]), (SLOT_NAMES[1], COLOURS[c1])))
    return list(seen.values())


def apply_reslot(s: Record, action: Reslot) -> None:
    slots = s.slots[s.current]
    treasury = s.treasury[s.current]
    indexes = [SLOT_NAMES.index(name) for name, _ in action.moves]
    for i in indexes:
        treasury[slots[i]] += 1
        slots[i] = -1
    for i, (_, gem) in zip(indexes, action.moves, strict=True):
        c = COLOUR_INDEX[gem]
        treasury[c] -= 1
        slots[i] = c


# --- refusals (``rules.refusal`` asks these for a well-formed action in its phase) -------------
#: The token each spice action uses.
_EFFECT_OF: dict[type, str] = {
    RemoveLast: "remove_last", Swap: "swap", Trade: "trade", GainPoint: "point",
    AnySacrifice: "any_sacrifice", Gamble: "gamble", Redraw: "redraw",
}


def effect_refusal(s: Record, action: Action) -> Refusal | None:
    """Why a spice action is not one of :func:`options` (None: it is)."""
    if _EFFECT_OF.get(type(action)) != s.spice_effect:
        return Refusal.NOT_THIS_SPICE
    if isinstance(action, RemoveLast) and not s.mandala[COLOUR_INDEX[action.colour]]:
        return Refusal.MANDALA_COLOUR_EMPTY
    if isinstance(action, Swap) and s.altar[action.hex] < 0:
        return Refusal.HEX_EMPTY
    if isinstance(action, Trade):
        if action.seat == s.current:
            return Refusal.NOT_AN_OPPONENT
        if action.seat not in _trade_partners(s, s.pending_gem):
            return Refusal.OPPONENT_CANNOT_ANSWER
    if isinstance(action, Redraw) and not s.treasury[s.current][COLOUR_INDEX[action.gem]]:
        return Refusal.GEM_NOT_IN_TREASURY
    return None


def answer_refusal(s: Record, action: AnswerTrade) -> Refusal | None:
    """Why Ginger's answer is not one of :func:`answer_options` (None: it is)."""
    c = COLOUR_INDEX[action.gem]
    if c == s.trade_gem:
        return Refusal.SAME_COLOUR_BACK
    if not s.treasury[s.trade_partner][c]:
        return Refusal.GEM_NOT_IN_TREASURY
    return None


def reslot_refusal(s: Record, action: Reslot) -> Refusal | None:
    """Why a Coriander move is not one of :func:`reslot_options` (None: it is): a slot with no
    gem, a gem neither in the Treasury nor coming out of a slot, a move that ends where it
    started, or the same result as a listed move written another way (the other slot order)."""
    slots = s.slots[s.current]
    indexes = [SLOT_NAMES.index(name) for name, _ in action.moves]
    if any(slots[i] < 0 for i in indexes):
        return Refusal.SLOT_EMPTY
    pool = list(s.treasury[s.current])
    after = list(slots)
    for i, (_, gem) in zip(indexes, action.moves, strict=True):
        pool[slots[i]] += 1
        after[i] = COLOUR_INDEX[gem]
    for _, gem in action.moves:
        pool[COLOUR_INDEX[gem]] -= 1
    if min(pool) < 0:
        return Refusal.GEM_NOT_IN_TREASURY
    if action in reslot_options(s):
        return None
    return Refusal.CHANGES_NOTHING if sorted(after) == sorted(slots) else Refusal.SAME_AS_LISTED
