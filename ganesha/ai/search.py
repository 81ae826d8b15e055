"""The ``hard`` level: Monte Carlo search over whole-turn candidates with determinised draws.

At the first decision of its turn the player asks the one-turn planner for its best few plans
(the tree's first level: whole turns rather than single clicks, so the budget is spent once per
turn, not once per click), then runs simulations until the time budget or the iteration cap:

1. pick a candidate by UCB1 with a progressive-bias term from the planner's score;
2. copy the position and **re-seed its chance** from the player's own generator, so every
   simulation sees a fresh sample of the unseen bag (it never follows the real game's draws);
3. play the candidate's actions, finish the turn and the next few turns (``horizon`` turns, or
   to the end of the game when that is nearer) with the fast rule-of-thumb policy;
4. score the result: a finished game is a win or loss, otherwise a logistic curve of the
   estimated lead (:func:`heuristics.reward`).

The most-visited candidate wins; its remaining actions are then played without searching again
until something unforeseen happens (a bag draw, an opponent's Ginger answer). A decision with one
legal action returns at once. With ``think_ms=None`` only ``max_iterations`` bounds the search,
which makes the choices a pure function of the seed and the positions (tests, replays).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Protocol

from ..engine import Action, GameState
from . import heuristics as h
from .levels import Hint
from .planner import PlanFollower, plan_turn

DEFAULT_THINK_MS = 1000
#: Hard cap on simulations per decision (also the deterministic budget when think_ms is None).
DEFAULT_MAX_ITERATIONS = 20_000


class StopFlag(Protocol):
    def is_set(self) -> bool: ...


@dataclass
class SearchResult:
    """What one search found: candidates best first, and how much work it took."""

    plans: list[tuple[Action, ...]]
    visits: list[int]
    means: list[float]
    iterations: int
    seconds: float
    stopped_early: bool = False
    order: list[int] = field(default_factory=list)

    @property
    def rate(self) -> float:
        """Simulations per second of search."""
        return self.iterations / self.seconds if self.seconds > 0 else 0.0


class SearchPlayer:
    """Monte Carlo search player (see the module docstring)."""

    name = "hard"

    def __init__(self, seed: int = 0, think_ms: int | None = DEFAULT_THINK_MS,
                 max_iterations: int | None = DEFAULT_MAX_ITERATIONS, candidates: int = 8,
                 horizon: int | None = None, exploration: float = 0.35,
                 prior_weight: float = 0.5, noise: float = 0.6) -> None:
        if think_ms is None and max_iterations is None:
            raise ValueError("give the search a time budget, an iteration cap, or both")
        self.rng = random.Random(seed)
        self.think_ms = think_ms
        self.max_iterations = max_iterations
        self.candidates = candidates
        self.horizon = horizon
        self.exploration = exploration
        self.prior_weight = prior_weight
        self.noise = noise
        self.follower = PlanFollower()
        self.last: SearchResult | None = None

    def choose(self, state: GameState, stop: StopFlag | None = None) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        planned = self.follower.next_planned(state)
        if planned is not None:
            return planned
        result = self.search(state, stop)
        return self.follower.adopt(state, result.plans[result.order[0]])

    def explain(self, state: GameState, top: int = 3, stop: StopFlag | None = None) -> list[Hint]:
        """The best few first actions with their estimated win chance (for a hint button)."""
        if state.is_over:
            return []
        result = self.search(state, stop)
        hints: list[Hint] = []
        seen: set[Action] = set()
        for i in result.order:
            plan = result.plans[i]
            if plan[0] not in seen:
                seen.add(plan[0])
                hints.append(Hint(plan[0], plan, result.means[i], result.visits[i]))
            if len(hints) == top:
                break
        return hints

    # --- the search ---------------------------------------------------------------------------
    def search(self, state: GameState, stop: StopFlag | None = None) -> SearchResult:
        started = time.perf_counter()
        deadline = None if self.think_ms is None else started + self.think_ms / 1000.0
        cap = self.max_iterations if self.max_iterations is not None else 1 << 62
        rng = self.rng
        me = state.current_player
        root = state.clone()
        root.reseed_chance(rng.getrandbits(63))
        planned = plan_turn(root, rng)[: self.candidates]
        plans = [p.actions for p in planned]
        k = len(plans)
        visits = [0] * k
        totals = [0.0] * k
        if k <= 1:
            return SearchResult(plans, [0] * k, [0.0] * k, 0, time.perf_counter() - started,
                                order=list(range(k)))
        # Progressive bias: the planner's lead estimates, squashed to [0, 1].
        best_value = planned[0].value
        priors = [1.0 / (1.0 + math.exp(-(p.value - best_value) / 2.0)) for p in planned]
        horizon = self.horizon if self.horizon is not None else 2 * state.config.players
        iterations = 0
        stopped_early = False
        while iterations < cap:
            if stop is not None and stop.is_set():
                break
            if deadline is not None:
                now = time.perf_counter()
                if now >= deadline:
                    break
                # Stop once no other candidate could catch the leader's visits in time left.
                if iterations >= 4 * k:
                    rate = iterations / max(now - started, 1e-6)
                    remaining = rate * (deadline - now)
                    ranked = sorted(visits, reverse=True)
                    if ranked[0] - ranked[1] > remaining:
                        stopped_early = True
                        break
            i = self._select(visits, totals, priors, iterations)
            sim = root.clone()
            sim.reseed_chance(rng.getrandbits(63))
            totals[i] += self._simulate(sim, plans[i], me, horizon)
            visits[i] += 1
            iterations += 1
        means = [totals[i] / visits[i] if visits[i] else 0.0 for i in range(k)]
        order = sorted(range(k), key=lambda i: (-visits[i], -means[i], i))
        result = SearchResult(plans, visits, means, iterations, time.perf_counter() - started,
                              stopped_early, order)
        self.last = result
        return result

    def _select(self, visits: list[int], totals: list[float], priors: list[float],
                iterations: int) -> int:
        for i, n in enumerate(visits):
            if n == 0:
                return i
        log_total = math.log(iterations)
        c = self.exploration
        w = self.prior_weight
        best, best_score = 0, -1e9
        for i, n in enumerate(visits):
            score = totals[i] / n + c * math.sqrt(log_total / n) + w * priors[i] / (n + 1)
            if score > best_score:
                best, best_score = i, score
        return best

    def _simulate(self, sim: GameState, plan: tuple[Action, ...], me: int, horizon: int) -> float:
        for action in plan:
            if action not in sim.legal_actions():
                break
            sim.apply(action)
        rng = self.rng
        noise = self.noise
        turns = 0
        while not sim.is_over:
            action = h.fast_action(sim, rng, noise)
            sim.apply(action)
            if h.ends_turn(action):
                turns += 1
                if turns >= horizon:
                    break
        return h.reward(sim, me)
