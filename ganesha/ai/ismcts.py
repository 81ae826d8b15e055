"""A second sparring partner of another family: textbook open-loop ISMCTS (``ismcts``).

Why: ``baseline`` shares hard's fast policy and reward, so a gain of hard over it may be a gain
of one family over its own weaker self. This player follows Cowling, Powley & Whitehouse
(2012), "Information Set Monte Carlo Tree Search", as its single-observer variant, with an
open-loop tree (nodes are action sequences, not positions) and nothing of hard's:

* every iteration plays on its own sample of the unseen bag (:meth:`GameState.resample` with a
  seed from the player's generator; the real future is never read);
* it descends by UCB1 with availability counts: only the children legal in this sample compete,
  and a child's exploration term counts the iterations in which it was available;
* each node's statistics are the reward of the seat that chose its action, so every seat
  maximises its own reward (a reward vector is backed up, no seat's reward is the root's loss);
* one node is added per iteration, then :func:`.ismcts_playout.playout` plays a few turns and
  :func:`.ismcts_playout.rewards` scores every seat by its own evaluation;
* the subtree of the action played is kept for the same turn's next decision (when nothing was
  drawn from the bag since), so a turn's later decisions start from what the first one learned.

Not offered to players; no planner, no prior, no final-stage solver.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from ganesha.ai.heuristics import TURN_ENDS
from ganesha.ai.ismcts_playout import REWARDS, playout, rewards
from ganesha.ai.levels import Hint
from ganesha.ai.search import StopFlag, budget
from ganesha.engine import Action, Gamble, GameState, Redraw

DEFAULT_THINK_MS = 1000
#: Rounds a playout plays before the evaluation (each seat's turns), and the UCB1 exploration
#: constant: from a fixed-simulation screen at three seats (one round: 2 wins of 24 among two
#: baselines, mean margin -6.4 points; two rounds: 5, -1.8; three: 5, +0.2; to the end: 1, -9.0;
#: docs/measurements/2026-11-28-a-textbook-search-as-sparring-partner.md).
PLAYOUT_ROUNDS = 3
EXPLORATION = 1.0
#: Actions after which the same tree may not go on: a turn ended (the next may begin with an
#: altar reset) or something was drawn from the bag (the tree's samples no longer fit).
_BREAKS_REUSE = frozenset({*TURN_ENDS, Gamble, Redraw})


class Node:
    """One action sequence from the root: who chose its last action, and that seat's reward."""

    __slots__ = ("available", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # the seat whose choice led here (-1: the root)
        self.children: dict[Action, Node] = {}
        self.total = 0.0
        self.visits = 0
        self.available = 0

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def select(node: Node, legal: list[Action], exploration: float) -> Action:
    """UCB1 over the children legal in this sample, exploration by availability counts; every
    child has been visited (expansion comes first)."""
    log = math.log
    sqrt = math.sqrt
    best, best_score = legal[0], -math.inf
    for action in legal:
        child = node.children[action]
        score = (child.total / child.visits
                 + exploration * sqrt(log(child.available) / child.visits))
        if score > best_score:
            best, best_score = action, score
    return best


def backup(path: list[Node], reward: list[float]) -> None:
    """Each node on the path counts the visit and the reward of the seat that chose it."""
    for node in path:
        node.visits += 1
        if node.seat >= 0:
            node.total += reward[node.seat]


@dataclass(slots=True)
class SearchStats:
    """The arena reads ``iterations`` and ``seconds``; ``reused`` is how many visits the root
    carried over from the turn's previous decision, ``kept`` how many the subtree of the action
    chosen holds for the next one (0: none kept)."""

    iterations: int
    seconds: float
    reused: int
    kept: int = 0


class IsmctsPlayer:
    """Single-action open-loop SO-ISMCTS (see the module docstring)."""

    name = "ismcts"

    def __init__(self, seed: int = 0, think_ms: int | None = DEFAULT_THINK_MS,
                 max_iterations: int | None = 20_000, exploration: float = EXPLORATION,
                 turns: int | None = None, reward: str = "win", reuse: bool = True) -> None:
        if think_ms is None and max_iterations is None:
            raise ValueError("give the search a time budget, an iteration cap, or both")
        if reward not in REWARDS:
            raise ValueError(f"unknown reward {reward!r}; choose from {', '.join(REWARDS)}")
        self.rng = random.Random(seed)
        self.think_ms = think_ms
        self.max_iterations = max_iterations
        self.exploration = exploration
        self.turns = turns
        self.reward = reward
        self.reuse = reuse
        self.last: SearchStats | None = None
        # The subtree below the last action chosen, and the game's actions up to and with it.
        self._kept: Node | None = None
        self._kept_after: list[Action] = []

    def choose(self, state: GameState, stop: StopFlag | None = None) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        root = self.search(state, stop)
        action = self._ranked(state, root)[0][0]
        self._keep(state, root, action)
        if self.last is not None and self._kept is not None:
            self.last.kept = self._kept.visits
        return action

    def explain(self, state: GameState, top: int = 3, stop: StopFlag | None = None) -> list[Hint]:
        """The most visited first actions with their mean reward (the seat's own estimate)."""
        if state.is_over:
            return []
        root = self.search(state, stop)
        what = "win chance" if self.reward == "win" else "share of the other seats beaten"
        return [Hint(action, (action,), mean, visits,
                     f"estimated {what} {mean:.0%} over {visits} simulated futures")
                for action, visits, mean in self._ranked(state, root)[:top]]

    def search(self, state: GameState, stop: StopFlag | None = None) -> Node:
        """The tree grown from ``state`` within the budget (on the kept subtree when valid)."""
        started = time.perf_counter()
        root = self._reused(state) or Node(-1)
        reused = root.visits
        turns = self.turns if self.turns is not None else PLAYOUT_ROUNDS * state.config.players
        iterations = 0
        for _ in budget(started, self.think_ms, self.max_iterations, stop):
            self._iterate(root, state.resample(self.rng.getrandbits(63)), turns)
            iterations += 1
        self.last = SearchStats(iterations, time.perf_counter() - started, reused)
        return root

    def _iterate(self, root: Node, sim: GameState, turns: int) -> None:
        """One iteration on one sample: select, expand one node, play out, back up."""
        path = [root]
        node = root
        while not sim.is_over:
            legal = sim.legal_actions()
            children = node.children
            untried = []
            for action in legal:
                child = children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.available += 1
            if untried:
                action = self.rng.choice(untried)
                child = children[action] = Node(sim.current_player)
                child.available = 1
                sim.apply(action)
                path.append(child)
                break
            action = select(node, legal, self.exploration)
            node = children[action]
            sim.apply(action)
            path.append(node)
        playout(sim, self.rng, turns)
        backup(path, rewards(sim, self.reward))

    @staticmethod
    def _ranked(state: GameState, root: Node) -> list[tuple[Action, int, float]]:
        """Every legal action with its visits and mean reward, most visited first (then the
        better mean, then the engine's order)."""
        ranked = []
        for action in state.legal_actions():
            child = root.children.get(action)
            ranked.append((action, child.visits if child else 0, child.mean() if child else 0.0))
        ranked.sort(key=lambda item: (-item[1], -item[2]))
        return ranked

    def _keep(self, state: GameState, root: Node, action: Action) -> None:
        """Remember the chosen action's subtree for the turn's next decision."""
        child = root.children.get(action)
        if not self.reuse or child is None or type(action) in _BREAKS_REUSE:
            self._kept = None
            return
        self._kept = child
        self._kept_after = [*state.player_actions(), action]

    def _reused(self, state: GameState) -> Node | None:
        """The kept subtree, walked down through the actions played since it was kept, when the
        game went on from exactly there and nothing ended the turn or was drawn on the way."""
        kept, self._kept = self._kept, None
        if kept is None:
            return None
        played = state.player_actions()
        known = len(self._kept_after)
        if played[:known] != self._kept_after:
            return None
        for action in played[known:]:
            kept = kept.children.get(action)
            if kept is None or type(action) in _BREAKS_REUSE:
                return None
        return kept
