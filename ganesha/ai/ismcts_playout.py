"""The textbook search's own playout, evaluation and rewards (:mod:`.ismcts`).

Why a family of its own: the ``ismcts`` sparring partner measures hard from outside, so it
shares neither hard's fast policy (:mod:`.rollout`, its tuned weights) nor its reading of a
position (:mod:`.heuristics`, the pooled race for the mandala, the logistic lead). Everything
here is the obvious first thing a player of the game would write:

* the playout takes the gem whose next slot for this seat scores most, fills an empty Destiny
  slot, sacrifices when the points placed beat the gem given up by a margin, takes a free spice
  and plays a uniformly random action now and then (:data:`EPSILON`);
* the evaluation is each seat's score now plus, for every gem it owns, the slot it would fill if
  its gems of that colour went onto the mandala now, at a share that grows to the whole value by
  the final stage (where every owned gem is placed);
* two rewards for a seat, both its OWN (no seat's reward is another's loss): ``win``, a softmax
  of the estimated final scores (an estimate of its chance to win), and ``rank``, the share of
  the other seats it finishes ahead of.
"""

from __future__ import annotations

import math
import random
from typing import Final

from ganesha.ai.heuristics import TURN_ENDS
from ganesha.engine import (
    Action,
    AnySacrifice,
    EndTurn,
    FinalPlace,
    GainPoint,
    GameState,
    Phase,
    Place,
    Sacrifice,
    SkipSpice,
    Take,
)
from ganesha.engine.boards import COLOUR_INDEX, COLOURS, mandala_values

#: Chance that a playout step is a uniformly random legal action (keeps playouts varied).
EPSILON: Final = 0.1
#: Share of its would-be slot value a gem not yet on the mandala counts, first round → last.
SHARE_FIRST: Final = 0.6
SHARE_LAST: Final = 0.9
#: A sacrifice is played in a playout when it places this many points more than the gem given up.
SACRIFICE_MARGIN: Final = 2.0
#: Temperature (points) of the ``win`` reward's softmax over the estimated final scores.
WIN_TEMPERATURE: Final = 4.0
#: The reward kinds a player may use (see the module docstring).
REWARDS: Final = ("win", "rank")

def values_of(state: GameState) -> tuple[tuple[int, ...], ...]:
    """The mandala's slot values per colour index, in filling order (the board's own data)."""
    return mandala_values(state.config.players, state.config.side)


def share(state: GameState) -> float:
    """How much of a gem's would-be slot value it counts for before it is on the mandala."""
    if state.phase == Phase.FINAL:
        return 1.0
    span = max(1, state.rounds - 1)
    return SHARE_FIRST + (SHARE_LAST - SHARE_FIRST) * min(1.0, (state.round - 1) / span)


def evaluate(state: GameState) -> list[float]:
    """Each seat's estimated final score (see the module docstring); the scores when over."""
    scores = state.scores
    if state.is_over:
        return [float(s) for s in scores]
    values = values_of(state)
    filled = state.mandala_counts()
    part = share(state)
    held = state.held_colours()
    result = []
    for seat in range(len(scores)):
        owned = list(state.treasury_counts(seat))
        for c in state.slot_colours(seat):
            if c >= 0:
                owned[c] += 1
        if seat == state.turn_player:
            for c in held:
                owned[c] += 1
        total = float(scores[seat])
        for c in range(5):
            if owned[c]:
                total += part * sum(values[c][filled[c]:filled[c] + owned[c]])
        result.append(total)
    return result


def win_rewards(estimates: list[float]) -> list[float]:
    """Each seat's chance to win as a softmax of the estimated final scores."""
    top = max(estimates)
    weights = [math.exp((v - top) / WIN_TEMPERATURE) for v in estimates]
    whole = sum(weights)
    return [w / whole for w in weights]


def rank_rewards(estimates: list[float]) -> list[float]:
    """Each seat's share of the other seats it is ahead of (a tie counts half)."""
    n = len(estimates)
    return [sum(1.0 if v > other else 0.5 if v == other else 0.0
                for j, other in enumerate(estimates) if j != i) / (n - 1)
            for i, v in enumerate(estimates)]


def rewards(state: GameState, kind: str) -> list[float]:
    """Every seat's own reward in [0, 1]: a finished game pays the winner 1 (``rank``: the
    others by the seats they beat, the winner counted above them), an unfinished one ``kind``
    of :func:`evaluate`."""
    if state.is_over:
        winner = state.winner
        if kind == "win":
            return [1.0 if seat == winner else 0.0 for seat in range(len(state.scores))]
        final = [float(s) + (0.5 if seat == winner else 0.0)
                 for seat, s in enumerate(state.scores)]
        return rank_rewards(final)
    estimates = evaluate(state)
    return win_rewards(estimates) if kind == "win" else rank_rewards(estimates)


def playout(sim: GameState, rng: random.Random, turns: int) -> None:
    """Play ``turns`` turns (or to the end) with :func:`greedy`, in place."""
    ended = 0
    values = values_of(sim)
    while not sim.is_over:
        action = greedy(sim, rng, values)
        sim.apply(action)
        if type(action) in TURN_ENDS:
            ended += 1
            if ended >= turns:
                return


def greedy(state: GameState, rng: random.Random, values: tuple[tuple[int, ...], ...]) -> Action:
    """One cheap, mostly greedy action (see the module docstring)."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if rng.random() < EPSILON:
        return rng.choice(legal)
    phase = state.phase
    if phase == Phase.TAKE or phase == Phase.SECOND:
        return _take(state, legal, rng, values)
    if phase == Phase.PLACE:
        return _place(state, legal)
    if phase == Phase.SACRIFICE:
        return _sacrifice(state, legal, values)
    if phase == Phase.FINAL:
        return _final(state, legal, values)
    if phase == Phase.SPICE:
        return _spice(legal)
    return rng.choice(legal)


def _next_slot(values: tuple[tuple[int, ...], ...], c: int, index: int) -> int:
    row = values[c]
    return row[index] if index < len(row) else 0


def _take(state: GameState, legal: list[Action], rng: random.Random,
          values: tuple[tuple[int, ...], ...]) -> Action:
    """The gem whose next slot for this seat (after its own gems of that colour) scores most."""
    me = state.current_player
    altar = state.altar_colours()
    filled = state.mandala_counts()
    mine = state.treasury_counts(me)
    best, best_score = legal[0], -1.0
    for action in legal:
        if type(action) is Take:
            c = altar[action.hex]
            score = _next_slot(values, c, filled[c] + mine[c]) + 0.5 * rng.random()
            if score > best_score:
                best, best_score = action, score
    return best


def _place(state: GameState, legal: list[Action]) -> Action:
    """The first held gem into an empty Destiny slot, else into the Treasury."""
    gem = COLOURS[state.held_colours()[0]]
    slots = state.slot_colours(state.current_player)
    options = [a for a in legal if type(a) is Place and a.gem == gem]
    for target, current in (("slot1", slots[0]), ("slot2", slots[1])):
        if current < 0:
            for action in options:
                if action.target == target:
                    return action
    return next((a for a in options if a.target == "treasury"), options[0])


def _sacrifice(state: GameState, legal: list[Action],
               values: tuple[tuple[int, ...], ...]) -> Action:
    """The sacrifice placing most points over the gem given up, if it clears the margin."""
    mine = state.treasury_counts(state.current_player)
    filled = state.mandala_counts()
    best: Action = next((a for a in legal if type(a) is EndTurn), legal[-1])
    best_gain = SACRIFICE_MARGIN
    for action in legal:
        if type(action) is Sacrifice:
            c = COLOUR_INDEX[action.colour]
            count = mine[c] - (action.gem == action.colour)
            gain = float(sum(values[c][filled[c]:filled[c] + count]))
            if action.gem is not None:
                paid = COLOUR_INDEX[action.gem]
                gain -= _next_slot(values, paid, filled[paid])
            if gain > best_gain:
                best, best_gain = action, gain
    return best


def _final(state: GameState, legal: list[Action], values: tuple[tuple[int, ...], ...]) -> Action:
    """The Treasury gem whose next slot scores most."""
    filled = state.mandala_counts()
    best, best_score = legal[0], -1
    for action in legal:
        if type(action) is FinalPlace:
            c = COLOUR_INDEX[action.gem]
            score = _next_slot(values, c, filled[c])
            if score > best_score:
                best, best_score = action, score
    return best


def _spice(legal: list[Action]) -> Action:
    """A free point or a free sacrifice; any other spice is skipped."""
    for action in legal:
        if type(action) in (GainPoint, AnySacrifice):
            return action
    return next((a for a in legal if type(a) is SkipSpice), legal[-1])
