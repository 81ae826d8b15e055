"""Reading a position: what each seat's gems are worth, and a fast rule-of-thumb policy.

Everything here reads the engine's public API only (``seat(i)``, ``mandala_filled()``,
``altar_gems()``, ``held_gems()``, ``turn_player`` …) plus the fixed board data in
``engine.boards``. Two things live here because every level shares them:

* :func:`estimate` — each seat's expected final score: points already scored plus what the gems
  it owns (Treasury, Destiny slots, held) should still score on the shared mandala. A gem of a
  colour is valued at the average of the slots that the gems in play of that colour will fill
  next (the mandala is a race: everyone's gems of a colour compete for the same slots), minus a
  sacrifice per colour group. Slot gems also earn a little for the double takes they enable.
* :func:`fast_action` — the rollout policy of the search player: a few microseconds a decision,
  no cloning, with some noise so simulations differ.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..engine import (
    Action,
    AnySacrifice,
    EndTurn,
    FinalPlace,
    GainPoint,
    Gamble,
    GameState,
    Phase,
    Place,
    Redraw,
    Sacrifice,
    SeatView,
    SkipSpice,
    Take,
)
from ..engine.boards import COLOUR_INDEX, COLOURS, mandala_values

#: Share of a gem's slot value counted before it is on the mandala, early → late in the game.
GEM_SHARE_EARLY = 0.55
GEM_SHARE_LATE = 0.9
#: What one sacrifice costs a colour group (the gem returned to the bag).
SACRIFICE_COST = 1.2
#: Worth of a filled Destiny slot (double takes), and of two slots of one colour (take anywhere).
SLOT_BONUS = 0.6
PAIR_BONUS = 0.4

_VALUES: dict[tuple[int, str], tuple[tuple[int, ...], ...]] = {}


def slot_values(state: GameState) -> tuple[tuple[int, ...], ...]:
    """The mandala slot values of this game, per colour in ``COLOURS`` order (cached)."""
    key = (state.config.players, state.config.side)
    values = _VALUES.get(key)
    if values is None:
        values = _VALUES[key] = mandala_values(*key)
    return values


def progress(state: GameState) -> float:
    """0.0 at the first round … 1.0 in the last round and the final stage."""
    if state.rounds <= 1:
        return 1.0
    return min(1.0, (state.round - 1) / (state.rounds - 1))


def owned_gems(state: GameState, views: Sequence[SeatView] | None = None) -> list[list[int]]:
    """Per seat, per colour: the gems the seat owns (Treasury + Destiny slots + held)."""
    if views is None:
        views = [state.seat(i) for i in range(state.config.players)]
    owned = []
    for view in views:
        treasury = view.treasury
        row = [treasury.get(c, 0) for c in COLOURS]
        for gem in view.slots:
            if gem is not None:
                row[COLOUR_INDEX[gem]] += 1
        owned.append(row)
    if not state.is_over:
        turn = state.turn_player
        for gem in state.held_gems():
            owned[turn][COLOUR_INDEX[gem]] += 1
    return owned


def estimate(state: GameState) -> list[float]:
    """Each seat's expected final score (see the module docstring)."""
    scores = state.scores
    if state.is_over:
        return [float(x) for x in scores]
    values = slot_values(state)
    filled = state.mandala_filled()
    views = [state.seat(i) for i in range(state.config.players)]
    owned = owned_gems(state, views)
    late = progress(state)
    final = state.final_stage
    share = 1.0 if final else GEM_SHARE_EARLY + (GEM_SHARE_LATE - GEM_SHARE_EARLY) * late
    group_cost = 0.0 if final else SACRIFICE_COST * (1.0 - 0.5 * late)
    slot_bonus = 0.0 if final else SLOT_BONUS * (1.0 - late)
    pair_bonus = 0.0 if final else PAIR_BONUS * (1.0 - late)
    gem_worth = []
    for c, colour in enumerate(COLOURS):
        demand = owned[0][c]
        for row in owned[1:]:
            demand += row[c]
        start = filled[colour]
        upcoming = values[c][start:start + demand]
        gem_worth.append(share * sum(upcoming) / len(upcoming) if upcoming else 0.0)
    result = []
    for view, row in zip(views, owned, strict=True):
        total = float(view.score)
        for c in range(5):
            k = row[c]
            if k:
                total += k * gem_worth[c] - group_cost
        first, second = view.slots
        if first is not None:
            total += slot_bonus
            if first == second:
                total += pair_bonus
        if second is not None:
            total += slot_bonus
        result.append(total)
    return result


def margin(estimates: Sequence[float], seat: int) -> float:
    """How far ``seat`` leads the best of the others (negative: behind)."""
    best_other = max(v for i, v in enumerate(estimates) if i != seat)
    return estimates[seat] - best_other


def reward(state: GameState, seat: int, scale: float = 6.0) -> float:
    """A win-probability-like number in [0, 1] for ``seat``: 1/0 for a finished game (with a
    small margin term so bigger wins rank higher), else a logistic curve of the estimated lead."""
    if state.is_over:
        lead = margin([float(x) for x in state.scores], seat)
        win = 1.0 if state.winner == seat else 0.0
        return 0.9 * win + 0.1 / (1.0 + math.exp(-lead / scale))
    lead = margin(estimate(state), seat)
    return 1.0 / (1.0 + math.exp(-lead / scale))


# --- the fast policy (rollouts, and the easy level's instincts) -------------------------------
def _next_value(values: tuple[tuple[int, ...], ...], filled: dict[str, int], colour: str,
                extra: int = 0) -> int:
    row = values[COLOURS.index(colour)]
    i = filled[colour] + extra
    return row[i] if i < len(row) else 0


def sacrifice_gain(state: GameState, action: Sacrifice, treasury: dict[str, int],
                   filled: dict[str, int]) -> float:
    """Points the sacrifice scores now, minus a price for the gem given up."""
    values = slot_values(state)[COLOURS.index(action.colour)]
    count = treasury.get(action.colour, 0) - (action.gem == action.colour)
    start = filled[action.colour]
    points = sum(values[start:start + count])
    cost = 0.0 if action.gem is None else 1.0 + 0.5 * (action.gem != "yellow")
    return points - cost


def fast_action(state: GameState, rng: random.Random, noise: float = 1.0) -> Action:
    """A quick sensible action: greedy rules over the legal actions, blurred by ``noise``."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    me = state.current_player
    if phase == Phase.TAKE or phase == Phase.SECOND:
        values = slot_values(state)
        filled = state.mandala_filled()
        altar = state.altar_gems()
        view = state.seat(me)
        tokens = state.spice_tokens()
        best, best_score = legal[0], -1e9
        for action in legal:
            if isinstance(action, Take):
                colour = altar[action.hex]
                score = _next_value(values, filled, colour, view.treasury.get(colour, 0))
                if phase == Phase.TAKE and colour in view.slots:
                    score += 1.5
                if action.hex in tokens:
                    score += 0.5
            else:  # StopTaking
                score = 0.0
            score += noise * rng.random() * 2.0
            if score > best_score:
                best, best_score = action, score
        return best
    if phase == Phase.PLACE:
        held = state.held_gems()
        slots = state.seat(me).slots
        gem = held[0]
        options = [a for a in legal if isinstance(a, Place) and a.gem == gem]
        if gem not in slots and rng.random() < 0.85:
            for target, current in (("slot1", slots[0]), ("slot2", slots[1])):
                if current is None:
                    for a in options:
                        if a.target == target:
                            return a
            if rng.random() < 0.3:
                slot_options = [a for a in options if a.target != "treasury"]
                if slot_options:
                    return rng.choice(slot_options)
        for a in options:
            if a.target == "treasury":
                return a
        return options[0]
    if phase == Phase.SACRIFICE:
        treasury = state.seat(me).treasury
        filled = state.mandala_filled()
        late = progress(state)
        threshold = 6.0 - 5.0 * late + noise * rng.random() * 2.0
        best, best_score = legal[-1], threshold
        for action in legal:
            if isinstance(action, Sacrifice):
                gain = sacrifice_gain(state, action, treasury, filled)
                if gain > best_score:
                    best, best_score = action, gain
        return best
    if phase == Phase.FINAL:
        values = slot_values(state)
        filled = state.mandala_filled()
        return max(legal, key=lambda a: _next_value(values, filled, a.gem) + rng.random() * 0.1)
    if phase == Phase.SPICE:
        for action in legal:
            if isinstance(action, (GainPoint, AnySacrifice)):
                return action
        useful = [a for a in legal if not isinstance(a, (SkipSpice, Gamble))]
        if useful and rng.random() < 0.6:
            return rng.choice(useful)
        return legal[-1]  # SkipSpice is always listed last
    return rng.choice(legal)  # ANSWER, RESLOT


def ends_turn(action: Action) -> bool:
    """Whether this action finishes the acting seat's turn (or its final-stage placement)."""
    return isinstance(action, (Sacrifice, EndTurn, FinalPlace))


def is_chance(action: Action) -> bool:
    """Actions whose outcome comes out of the bag: a plan cannot look past them."""
    return isinstance(action, (Gamble, Redraw))

