"""The quick levels: ``random`` (a yardstick), ``easy`` (rules of thumb with slips) and
``medium`` (the one-turn planner).

Both work on a re-seeded private copy of the state, so a Red or Black Pepper draw they imagine
never follows the real bag, and both keep their own ``random.Random``: the same seed and the same
positions give the same choices.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ganesha.ai import heuristics as h
from ganesha.ai.planner import Plan, PlanFollower, plan_turn
from ganesha.ai.rollout import RolloutWeights, policy
from ganesha.engine import Action, GameState


@dataclass(frozen=True, slots=True)
class Hint:
    """One candidate for the UI's hint button: the action, the rest of the turn it belongs to,
    its value (the planner's estimated lead in points, or the search's win chance), the
    simulations behind it, and one English line of why (the UI may show or translate it)."""

    action: Action
    plan: tuple[Action, ...]
    value: float
    visits: int = 0
    why: str = ""


class RandomPlayer:
    """Uniform over the legal actions: the yardstick at the foot of the ladder, not offered."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return self.rng.choice(state.legal_actions())


class EasyPlayer:
    """Plays by instinct: the fast policy's greedy rules with plenty of noise, and now and then
    (``slip``) a plain random choice — sensible, beatable, human-like."""

    name = "easy"

    def __init__(self, seed: int = 0, noise: float = 1.5, slip: float = 0.08) -> None:
        self.rng = random.Random(seed)
        self.weights = RolloutWeights(noise=noise)
        self.slip = slip

    def choose(self, state: GameState) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.rng.random() < self.slip:
            return self.rng.choice(legal)
        return policy(state, self.rng, h.slot_values(state), self.weights)


class MediumPlayer:
    """Plans its whole turn at its first decision (see :mod:`planner`) and follows the plan."""

    name = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.follower = PlanFollower()

    def choose(self, state: GameState) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        planned = self.follower.next_planned(state)
        if planned is not None:
            return planned
        plans = self._plans(state)
        return self.follower.adopt(state, plans[0].actions)

    def explain(self, state: GameState, top: int = 3) -> list[Hint]:
        """The best few plans for the player to move, with their estimated lead in points."""
        if state.is_over:
            return []
        result: list[Hint] = []
        seen: set[Action] = set()
        for plan in self._plans(state):
            if plan.actions[0] not in seen:
                seen.add(plan.actions[0])
                why = f"leaves an estimated lead of {plan.value:+.1f} points after the turn"
                result.append(Hint(plan.actions[0], plan.actions, plan.value, 0, why))
            if len(result) == top:
                break
        return result

    def _plans(self, state: GameState) -> list[Plan]:
        work = state.resample(self.rng.getrandbits(63))
        return plan_turn(work, self.rng)
