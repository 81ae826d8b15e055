"""Reading a position: what each seat's gems are worth, and a fast rule-of-thumb policy.

Everything here reads the engine's public API only (``seat(i)``, ``mandala_filled()``,
``altar_gems()``, ``held_gems()``, ``turn_player`` …) plus the fixed board data in
``engine.boards``. Two things live here because every level shares them:

* :func:`estimate` — each seat's expected final score: points already scored plus what the gems
  it owns (Treasury, Destiny slots, held) should still score on the shared mandala. A gem of a
  colour is valued at the average of the slots that the gems in play of that colour will fill
  next (the mandala is a race: everyone's gems of a colour compete for the same slots), minus a
  sacrifice per colour group. Slot gems also earn a little for the double takes they enable.
The fast rule-of-thumb policy (rollouts, and the easy level's instincts) is in :mod:`.rollout`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ganesha.engine import Action, EndTurn, FinalPlace, Gamble, GameState, Phase, Redraw, Sacrifice
from ganesha.engine.boards import COLOURS

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
    """The mandala slot values of this game, per colour in ``COLOURS`` order (cached per board,
    from the engine's :meth:`GameState.slot_values`)."""
    key = (state.config.players, state.config.side)
    values = _VALUES.get(key)
    if values is None:
        by_colour = state.slot_values()
        values = _VALUES[key] = tuple(by_colour[c] for c in COLOURS)
    return values


def progress(state: GameState) -> float:
    """0.0 at the first round … 1.0 in the last round and the final stage."""
    if state.rounds <= 1:
        return 1.0
    return min(1.0, (state.round - 1) / (state.rounds - 1))


def estimate(state: GameState) -> list[float]:
    """Each seat's expected final score (see the module docstring).

    The hottest function of a search (every simulation ends here), so it is written flat: each
    seat's owned gems (Treasury + Destiny slots + held) are counted in place, without per-seat
    helper calls or generators. Keep the arithmetic in this order: the search's choices (and
    tests/ai/test_same_choices.py) depend on the exact floats."""
    scores = state.scores
    phase = state.phase
    if phase == Phase.OVER:
        return [float(x) for x in scores]
    values = slot_values(state)
    filled = state.mandala_counts()
    n = len(scores)
    slots = [state.slot_colours(seat) for seat in range(n)]
    owned = [list(state.treasury_counts(seat)) for seat in range(n)]
    for seat in range(n):
        first, second = slots[seat]
        row = owned[seat]
        if first >= 0:
            row[first] += 1
        if second >= 0:
            row[second] += 1
    turn = owned[state.turn_player]
    for c in state.held_colours():
        turn[c] += 1
    late = progress(state)
    if phase == Phase.FINAL:
        share = 1.0
        group_cost = slot_bonus = pair_bonus = 0.0
    else:
        share = GEM_SHARE_EARLY + (GEM_SHARE_LATE - GEM_SHARE_EARLY) * late
        group_cost = SACRIFICE_COST * (1.0 - 0.5 * late)
        slot_bonus = SLOT_BONUS * (1.0 - late)
        pair_bonus = PAIR_BONUS * (1.0 - late)
    gem_worth = []
    for c in range(5):
        demand = 0
        for row in owned:
            demand += row[c]
        start = filled[c]
        upcoming = values[c][start:start + demand]
        gem_worth.append(share * sum(upcoming) / len(upcoming) if upcoming else 0.0)
    result = []
    for seat in range(n):
        total = float(scores[seat])
        for k, worth in zip(owned[seat], gem_worth, strict=True):
            if k:
                total += k * worth - group_cost
        first, second = slots[seat]
        if first >= 0:
            total += slot_bonus
            if first == second:
                total += pair_bonus
        if second >= 0:
            total += slot_bonus
        result.append(total)
    return result


def margin(estimates: Sequence[float], seat: int) -> float:
    """How far ``seat`` leads the best of the others (negative: behind)."""
    best_other = max(v for i, v in enumerate(estimates) if i != seat)
    return estimates[seat] - best_other


def rewards(state: GameState, scale: float = 6.0) -> list[float]:
    """:func:`reward` for every seat, from one estimate (a search backs up all of them)."""
    if state.is_over:
        return [reward(state, seat, scale) for seat in range(state.config.players)]
    estimates = estimate(state)
    # The best of the others is the runner-up for the leader and the leader for everyone else
    # (the same float :func:`margin` finds, without a generator per seat).
    ranked = sorted(estimates, reverse=True)
    top, runner_up = ranked[0], ranked[1]
    exp = math.exp
    return [1.0 / (1.0 + exp(-(v - (runner_up if v == top else top)) / scale))
            for v in estimates]


def win_chances(state: GameState, scale: float = 6.0) -> list[float]:
    """Every seat's estimated chance to win: a softmax of the estimated final scores at
    ``scale`` points (a finished game: :func:`reward`). At two seats it is :func:`rewards`
    exactly (a softmax of two is the logistic curve of their difference); from three up a
    trailing seat's reward counts its distance to every seat ahead, not only the leader's."""
    if state.is_over:
        return [reward(state, seat, scale) for seat in range(state.config.players)]
    estimates = estimate(state)
    top = max(estimates)
    exp = math.exp
    weights = [exp((v - top) / scale) for v in estimates]
    whole = sum(weights)
    return [w / whole for w in weights]


#: How a search scores a simulation for every seat: the logistic curve of its estimated lead
#: over the best other seat (``lead``, hard's and expert's), or its estimated chance to win
#: (``win``).
SEAT_REWARDS = {"lead": rewards, "win": win_chances}


def reward(state: GameState, seat: int, scale: float = 6.0) -> float:
    """A win-probability-like number in [0, 1] for ``seat``: 1/0 for a finished game (with a
    small margin term so bigger wins rank higher), else a logistic curve of the estimated lead."""
    if state.is_over:
        lead = margin([float(x) for x in state.scores], seat)
        win = 1.0 if state.winner == seat else 0.0
        return 0.9 * win + 0.1 / (1.0 + math.exp(-lead / scale))
    lead = margin(estimate(state), seat)
    return 1.0 / (1.0 + math.exp(-lead / scale))


#: The actions that finish a seat's turn (or its final-stage placement).
TURN_ENDS = frozenset({Sacrifice, EndTurn, FinalPlace})


def ends_turn(action: Action) -> bool:
    """Whether this action finishes the acting seat's turn (or its final-stage placement)."""
    return type(action) in TURN_ENDS


def is_chance(action: Action) -> bool:
    """Actions whose outcome comes out of the bag: a plan cannot look past them."""
    return isinstance(action, (Gamble, Redraw))

