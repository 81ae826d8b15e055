"""The sparring partner: a plain single-action information-set MCTS (``baseline`` in the arena).

It is deliberately textbook so strength claims never rest on our own levels only: one tree node
per action (not per whole-turn plan), single-observer ISMCTS — every iteration re-samples the
unseen bag (:meth:`GameState.resample` with the player's own generator, never the real
draws) and descends only through children legal in that sample, choosing by UCB1 with
availability counts — then a rollout of ``horizon`` turns with the fast policy
(:mod:`.rollout`) and the logistic lead reward of :func:`heuristics.reward`, backed up per
seat. It is not offered to players; it has no planner, no prior and no final-stage solver.
"""

from __future__ import annotations

import math
import random
import time

from ganesha.ai import heuristics as h
from ganesha.ai.levels import Hint
from ganesha.ai.rollout import RolloutWeights, rollout
from ganesha.ai.search import StopFlag, budget
from ganesha.engine import Action, GameState

DEFAULT_THINK_MS = 1000


class _Node:
    __slots__ = ("available", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # who chose the action leading here (whose reward ``total`` counts)
        self.children: dict[Action, _Node] = {}
        self.total = 0.0
        self.visits = 0
        self.available = 0


class BaselinePlayer:
    """Single-action SO-ISMCTS (see the module docstring)."""

    name = "baseline"

    def __init__(self, seed: int = 0, think_ms: int | None = DEFAULT_THINK_MS,
                 max_iterations: int | None = 20_000, exploration: float = 0.7,
                 horizon: int | None = None, noise: float = 0.6) -> None:
        if think_ms is None and max_iterations is None:
            raise ValueError("give the search a time budget, an iteration cap, or both")
        self.rng = random.Random(seed)
        self.think_ms = think_ms
        self.max_iterations = max_iterations
        self.exploration = exploration
        self.horizon = horizon
        self.weights = RolloutWeights(noise=noise)
        self.last: object | None = None

    def choose(self, state: GameState, stop: StopFlag | None = None) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self._ranked(state, stop)[0][0]

    def explain(self, state: GameState, top: int = 3, stop: StopFlag | None = None) -> list[Hint]:
        """The most-visited first actions with their mean reward (win-chance-like)."""
        if state.is_over:
            return []
        hints = []
        for action, visits, mean in self._ranked(state, stop)[:top]:
            why = (f"estimated win chance {mean:.0%} over {visits} simulated futures" if visits
                   else "not simulated")
            hints.append(Hint(action, (action,), mean, visits, why))
        return hints

    def _ranked(self, state: GameState, stop: StopFlag | None) -> list[tuple[Action, int, float]]:
        """Every legal action with its visits and mean reward, most visited first."""
        started = time.perf_counter()
        root = _Node(-1)
        horizon = self.horizon if self.horizon is not None else 2 * state.config.players
        iterations = 0
        for _ in budget(started, self.think_ms, self.max_iterations, stop):
            sim = state.resample(self.rng.getrandbits(63))
            self._iterate(root, sim, horizon)
            iterations += 1
        ranked = []
        for action in state.legal_actions():
            child = root.children.get(action)
            visits = child.visits if child is not None else 0
            mean = child.total / visits if child is not None and visits else 0.0
            ranked.append((action, visits, mean, self.rng.random()))
        ranked.sort(key=lambda item: (-item[1], -item[2], item[3]))
        self.last = _Stats(iterations, time.perf_counter() - started)
        return [(action, visits, mean) for action, visits, mean, _ in ranked]

    def _iterate(self, root: _Node, sim: GameState, horizon: int) -> None:
        path = [root]
        node = root
        rng = self.rng
        # Selection and expansion in the sampled world.
        while not sim.is_over:
            legal = sim.legal_actions()
            seat = sim.current_player
            untried = [a for a in legal if a not in node.children]
            for a in legal:
                child = node.children.get(a)
                if child is not None:
                    child.available += 1
            if untried:
                action = rng.choice(untried)
                child = node.children[action] = _Node(seat)
                child.available = 1
                sim.apply(action)
                path.append(child)
                break
            c = self.exploration
            best, best_score = legal[0], -1e9
            for a in legal:
                child = node.children[a]
                score = (child.total / child.visits
                         + c * math.sqrt(math.log(child.available) / child.visits))
                if score > best_score:
                    best, best_score = a, score
            node = node.children[best]
            sim.apply(best)
            path.append(node)
        # Rollout with the fast policy.
        rollout(sim, rng, horizon, self.weights)
        rewards = [h.reward(sim, seat) for seat in range(sim.config.players)]
        for node in path:
            node.visits += 1
            if node.seat >= 0:
                node.total += rewards[node.seat]


class _Stats:
    """The arena reads ``iterations`` and ``seconds`` of a player's last search."""

    __slots__ = ("iterations", "seconds")

    def __init__(self, iterations: int, seconds: float) -> None:
        self.iterations = iterations
        self.seconds = seconds
