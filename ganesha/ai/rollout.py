"""Rollouts: how a simulation plays the turns after a candidate plan.

A few microseconds a decision, no cloning, some noise so simulations differ; also the easy
level's instincts (with more noise). It reads the engine's index-tuple accessors
(``altar_colours()``, ``treasury_counts()`` …) rather than ``SeatView`` objects and colour-name
dicts: the rollout is most of a simulation's cost, so this is where simulations per second are
won. Its numbers are :class:`RolloutWeights`, tuned by
self-play (``python -m ganesha.bench tune``, see docs/ai.md).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ganesha.ai import heuristics as h
from ganesha.engine import (
    Action,
    AnySacrifice,
    FinalPlace,
    GainPoint,
    GameState,
    Phase,
    Place,
    Sacrifice,
    SkipSpice,
    Take,
)
from ganesha.engine.boards import COLOUR_INDEX, COLOURS


@dataclass(frozen=True, slots=True)
class RolloutWeights:
    """The rollout policy's numbers: the hand-set defaults, which the self-play tuner
    (``python -m ganesha.bench tune``) has not yet beaten significantly (see docs/ai.md)."""

    #: Bonus for taking a colour that matches a Destiny slot (a double take next turn).
    slot_match: float = 1.5
    #: Bonus for taking from a hex with a spice token.
    spice: float = 0.5
    #: Uniform noise added to every take score (times 2), so simulations differ.
    noise: float = 0.6
    #: Chance of putting a gem into an empty Destiny slot rather than the Treasury.
    fill_slot: float = 0.85
    #: A sacrifice must gain more than this many points early … late in the game.
    sacrifice_early: float = 6.0
    sacrifice_late: float = 1.0
    #: Chance of using a spice token that needs a choice (Gain Point and Clove always).
    use_spice: float = 0.6


DEFAULT_WEIGHTS = RolloutWeights()


def rollout(sim: GameState, rng: random.Random, horizon: int,
            weights: RolloutWeights = DEFAULT_WEIGHTS) -> None:
    """Play ``horizon`` turns (or to the end) with the fast policy, in place."""
    turns = 0
    values = h.slot_values(sim)
    over = Phase.OVER
    turn_ends = h.TURN_ENDS
    while sim.phase != over:
        action = policy(sim, rng, values, weights)
        sim.apply(action)
        if type(action) in turn_ends:
            turns += 1
            if turns >= horizon:
                break


def policy(state: GameState, rng: random.Random, values: tuple[tuple[int, ...], ...],
           w: RolloutWeights) -> Action:
    """One quick sensible action (see the module docstring)."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase == Phase.TAKE or phase == Phase.SECOND:
        return _take(state, legal, rng, values, w)
    if phase == Phase.PLACE:
        return _place(state, legal, rng, w)
    if phase == Phase.SACRIFICE:
        return _sacrifice(state, legal, rng, values, w)
    if phase == Phase.FINAL:
        return _final(state, legal, rng, values)
    if phase == Phase.SPICE:
        return _spice(legal, rng, w)
    return rng.choice(legal)  # ANSWER, RESLOT


def _take(state: GameState, legal: list[Action], rng: random.Random,
          values: tuple[tuple[int, ...], ...], w: RolloutWeights) -> Action:
    """The gem worth most to this seat (its next mandala slot, a Destiny match, a spice)."""
    me = state.current_player
    altar = state.altar_colours()
    mandala = state.mandala_counts()
    treasury = state.treasury_counts(me)
    slots = state.slot_colours(me) if state.phase == Phase.TAKE else (-2, -2)
    spice = state.spice_effects()
    # What a gem of each colour is worth to this seat, hex-independent: computed once.
    worth = []
    for c in range(5):
        row = values[c]
        i = mandala[c] + treasury[c]
        worth.append((row[i] if i < len(row) else 0)
                     + (w.slot_match if c == slots[0] or c == slots[1] else 0.0))
    noise = 2.0 * w.noise
    spice_bonus = w.spice
    random_ = rng.random
    best, best_score = legal[0], -1e9
    for action in legal:
        score = random_() * noise
        if type(action) is Take:
            hex_ = action.hex
            score += worth[altar[hex_]]
            if spice[hex_] is not None:
                score += spice_bonus
        if score > best_score:
            best, best_score = action, score
    return best


def _final(state: GameState, legal: list[Action], rng: random.Random,
           values: tuple[tuple[int, ...], ...]) -> Action:
    """The Treasury gem whose next mandala slot scores most."""
    mandala = state.mandala_counts()
    best, best_score = legal[0], -1.0
    for action in legal:
        if isinstance(action, FinalPlace):
            c = COLOUR_INDEX[action.gem]
            row = values[c]
            score = (row[mandala[c]] if mandala[c] < len(row) else 0) + rng.random() * 0.1
            if score > best_score:
                best, best_score = action, score
    return best


def _spice(legal: list[Action], rng: random.Random, w: RolloutWeights) -> Action:
    """A sure gain at once; another useful effect sometimes; else skip."""
    for action in legal:
        if isinstance(action, (GainPoint, AnySacrifice)):
            return action
    useful = [a for a in legal if not isinstance(a, SkipSpice) and not h.is_chance(a)]
    if useful and rng.random() < w.use_spice:
        return rng.choice(useful)
    return legal[-1]  # SkipSpice is always listed last


def _place(state: GameState, legal: list[Action], rng: random.Random,
           w: RolloutWeights) -> Action:
    gem = state.held_colours()[0]
    me = state.current_player
    slots = state.slot_colours(me)
    name = COLOURS[gem]
    options = [a for a in legal if type(a) is Place and a.gem == name]
    if gem != slots[0] and gem != slots[1] and rng.random() < w.fill_slot:
        for target, current in (("slot1", slots[0]), ("slot2", slots[1])):
            if current < 0:
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


def _sacrifice(state: GameState, legal: list[Action], rng: random.Random,
               values: tuple[tuple[int, ...], ...], w: RolloutWeights) -> Action:
    me = state.current_player
    treasury = state.treasury_counts(me)
    mandala = state.mandala_counts()
    late = h.progress(state)
    threshold = (w.sacrifice_early + (w.sacrifice_late - w.sacrifice_early) * late
                 + 2.0 * w.noise * rng.random())
    best, best_score = legal[-1], threshold
    for action in legal:
        if isinstance(action, Sacrifice):
            c = COLOUR_INDEX[action.colour]
            paid = action.gem
            count = treasury[c] - (paid == action.colour)
            start = mandala[c]
            gain = float(sum(values[c][start:start + count]))
            if paid is not None:
                gain -= 1.0 + 0.5 * (paid != "yellow")
            if gain > best_score:
                best, best_score = action, gain
    return best
