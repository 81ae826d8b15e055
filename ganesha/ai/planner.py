"""The one-turn planner: every way to finish the current turn, each scored by the position it
leaves (the medium level's whole mind, and the hard level's candidate generator).

A turn is a short tree of decisions (take, spice, second take, place, Coriander, sacrifice). The
planner walks it on clones of the state, depth first. Two cuts keep it small: gems are placed in
the order they are held (placing A then B reaches the same positions as B then A), and a plan
stops at a step the player cannot foresee — a bag draw (Red/Black Pepper) or handing a gem over
with Ginger (the opponent answers) — where the position is scored as it stands (the draw averaged
over a few samples). A leaf's value is the estimated lead (:func:`heuristics.estimate`) minus a
share of the best gem the next player could grab.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ganesha.ai import heuristics as h
from ganesha.engine import Action, GameState, Phase, Place, Trade

#: How much of the next player's best single grab counts against a plan.
THREAT_WEIGHT = 0.35
#: Samples averaged when a plan ends with a bag draw.
CHANCE_SAMPLES = 3


@dataclass(frozen=True, slots=True)
class Plan:
    """The rest of a turn: the actions in order, and the planner's score for where they lead."""

    actions: tuple[Action, ...]
    value: float


def threat(state: GameState, me: int) -> float:
    """What the player about to move (if not ``me``) can grab: its best gem's next slot value,
    with a bonus for a colour matching one of its Destiny slots (a double take)."""
    if state.is_over or state.phase != Phase.TAKE:
        return 0.0
    seat = state.current_player
    if seat == me:
        return 0.0
    # Index accessors, not SeatView and colour-name dicts: the planner scores every leaf.
    values = h.slot_values(state)
    filled = state.mandala_counts()
    treasury = state.treasury_counts(seat)
    first, second = state.slot_colours(seat)
    best = 0.0
    for c in {c for c in state.altar_colours() if c >= 0}:
        row = values[c]
        i = filled[c] + treasury[c]
        score = (row[i] if i < len(row) else 0) + (1.5 if c in (first, second) else 0.0)
        best = max(best, score)
    return best


def leaf_value(state: GameState, me: int) -> float:
    return h.margin(h.estimate(state), me) - THREAT_WEIGHT * threat(state, me)


def _answer_worst_for(state: GameState, me: int) -> None:
    """Ginger: the opponent hands back the gem that leaves ``me`` worst off (a cautious guess)."""
    legal = state.legal_actions()
    best_action, best_value = legal[0], None
    for action in legal:
        child = state.clone()
        child.apply(action)
        value = h.margin(h.estimate(child), me)
        if best_value is None or value < best_value:
            best_action, best_value = action, value
    state.apply(best_action)


#: Beam width per kind of decision: past it, only the children scoring best as they stand are
#: explored further. Placements and sacrifices are always explored in full.
BEAM = {Phase.TAKE: 10, Phase.SPICE: 4, Phase.SECOND: 6, Phase.RESLOT: 5}
#: How many ways of taking gems go on to have their placements and sacrifices planned.
KEEP_TAKES = 6
_TAKING = (Phase.TAKE, Phase.SPICE, Phase.SECOND)


def plan_turn(state: GameState, rng: random.Random, keep_takes: int = KEEP_TAKES) -> list[Plan]:
    """Plans for the rest of the current player's turn, best first.

    ``state`` must be the AI's own (re-seeded) copy; it is not modified. Planning runs in two
    stages so its cost stays bounded (a few tens of milliseconds at worst): first the ways of
    taking gems (beam-cut per decision), scored as they stand; then, for the best
    ``keep_takes`` of them, every placement and sacrifice (the search tree asks for fewer at an
    opponent's reply, where it only ever tries the best few plans).
    """
    me = state.current_player
    plans: list[Plan] = []
    taken: list[tuple[float, tuple[Action, ...], GameState]] = []

    def step(node: GameState, prefix: tuple[Action, ...], taking: bool) -> None:
        legal = node.legal_actions()
        if node.phase == Phase.PLACE:
            first = node.held_gems()[0]
            legal = [a for a in legal if isinstance(a, Place) and a.gem == first]
        children: list[tuple[Action, GameState]] = []
        for action in legal:
            sequence = (*prefix, action)
            if h.is_chance(action):
                plans.append(Plan(sequence, _chance_value(node, action, rng, me)))
                continue
            child = node.clone()
            child.apply(action)
            if isinstance(action, Trade):
                _answer_worst_for(child, me)
                plans.append(Plan(sequence, leaf_value(child, me)))
            elif h.ends_turn(action) or child.is_over or child.current_player != me:
                plans.append(Plan(sequence, leaf_value(child, me)))
            else:
                children.append((action, child))
        children, scores = _beam(node, children, me)
        for (action, child), score in zip(children, scores, strict=True):
            sequence = (*prefix, action)
            if taking and child.phase not in _TAKING:
                value = leaf_value(child, me) if score is None else score
                taken.append((value, sequence, child))
            else:
                step(child, sequence, taking)

    if state.phase == Phase.ANSWER or state.phase == Phase.FINAL:
        # One decision, not a turn of ours: score each answer / placement directly.
        plans.extend(_scored_one_by_one(state, me))
    elif state.phase in _TAKING:
        step(state, (), True)
        taken.sort(key=lambda item: -item[0])
        for _, sequence, node in taken[:keep_takes]:
            step(node, sequence, False)
    else:
        step(state, (), False)
    plans.sort(key=lambda p: -p.value)
    return plans


def _chance_value(node: GameState, action: Action, rng: random.Random, me: int) -> float:
    """The mean value for ``me`` of an action that draws, over a few samples of the bag."""
    total = 0.0
    for _ in range(CHANCE_SAMPLES):
        child = node.resample(rng.getrandbits(63))
        child.apply(action)
        total += leaf_value(child, me)
    return total / CHANCE_SAMPLES


def _beam(node: GameState, children: list[tuple[Action, GameState]], me: int
          ) -> tuple[list[tuple[Action, GameState]], list[float | None]]:
    """The children kept at ``node``'s decision (its phase's beam width, best first) and, when
    cut, their scores: a take that ends there is ranked by the same value."""
    width = BEAM.get(node.phase)
    if width is None or len(children) <= width:
        return children, [None] * len(children)
    scored = sorted(((leaf_value(c, me), i) for i, (_, c) in enumerate(children)), reverse=True)
    return ([children[i] for _, i in scored[:width]],
            [value for value, _ in scored[:width]])


def _scored_one_by_one(state: GameState, me: int) -> list[Plan]:
    """Each legal action as a one-action plan, by the value for ``me`` of where it leads."""
    plans = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        plans.append(Plan((action,), leaf_value(child, me)))
    return plans


class PlanFollower:
    """Remembers the plan chosen at the start of a turn and plays it out while the game follows
    it; any surprise (a draw, an opponent's Ginger answer, a different position) forgets it."""

    def __init__(self) -> None:
        self._expected: list[Action] | None = None
        self._rest: list[Action] = []
        #: What the search of the turn's last decision left for the next one (the tree search's
        #: reuse, see :meth:`.search.SearchPlayer.reuses`): kept here because the table's
        #: worker builds a new player for every request and hands it the seat's follower.
        self.kept: Any = None

    def next_planned(self, state: GameState) -> Action | None:
        if not self._rest or self._expected is None:
            return None
        if state.player_actions() != self._expected:
            self.forget()
            return None
        action = self._rest.pop(0)
        if action not in state.legal_actions():
            self.forget()
            return None
        self._expected.append(action)
        return action

    def adopt(self, state: GameState, actions: tuple[Action, ...]) -> Action:
        """Start following ``actions`` (a plan for ``state``); returns its first action."""
        self._expected = state.player_actions()
        self._expected.append(actions[0])
        self._rest = list(actions[1:])
        return actions[0]

    def forget(self) -> None:
        self._expected = None
        self._rest = []
