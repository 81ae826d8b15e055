"""The ``hard`` and ``expert`` levels: Monte Carlo search over whole-turn plans with re-sampled
bag draws (information-set style: never the real draws), the planner as a prior.

At the first decision of its turn the player builds an information-set Monte Carlo tree of
whole turns (:mod:`.tree`): its own plans at the root, every opponent's reply below them, its
own next turn below those and so on as far as the visits grow it, each node's moves the
planner's plans for that seat (duplicates removed, equal scores in random order, the planner's
score as a progressive bias, progressive widening so a longer budget reaches further down the
list, a few bag outcomes per plan so the tree grows past altar resets: why more time makes it
stronger).
Every iteration re-seeds the bag of its own copy of the position (never the real draws), walks
the tree with each seat maximising its own reward, and finishes two rounds from the root
(``rounds``; expert: three) with the fast rollout policy (:mod:`.rollout`).

**Time management**: the search stops once the leader cannot be caught in the time left, and
at half of the budget when the call is clear (the leader's mean ahead by ``clear_margin`` and
twice the runner-up's visits); close calls use the whole budget. **The final stage** has no
chance left and is solved exactly (:mod:`.final`) in milliseconds instead of searched.

The most-visited plan wins (ties: better mean, then random). At two seats its remaining actions
are then played without searching again until something unforeseen happens; from three seats up
(:data:`REPLAN_PLAYERS`) every later decision of the turn with a choice is searched again with
its own budget, the actions taken so far fixed (see the constant for why). With
``think_ms=None`` only ``max_iterations`` bounds the search, which makes the choices a pure
function of the seed and the positions (tests, replays, the arena's fixed-budget matches).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Protocol

from ganesha.ai.final import WIN, best_final, final_win_value, solve_final
from ganesha.ai.levels import Hint
from ganesha.ai.planner import PlanFollower
from ganesha.ai.rollout import RolloutWeights
from ganesha.ai.tree import DEFAULT_SHAPE, Node, Tree, TreeShape, carry_over
from ganesha.engine import Action, GameState, Phase

DEFAULT_THINK_MS = 1000
EXPERT_THINK_MS = 3000
#: Rounds from the root before the estimate: hard's two, and expert's three, because a longer
#: budget pays for the longer (less biased, noisier) look ahead that makes its extra
#: simulations worth more than re-sampling hard's two-round estimates (measured in
#: docs/measurements/2026-11-26-expert-three-rounds-ahead.md).
DEFAULT_ROUNDS = 2
EXPERT_ROUNDS = 3
#: Hard cap on simulations per decision (also the deterministic budget when think_ms is None).
DEFAULT_MAX_ITERATIONS = 50_000
#: Turns in the tree: more than a search of a few seconds reaches, so the visits (a node is
#: built only after ``expand_after`` simulations reached it, and only a few bag outcomes are
#: kept per plan) decide how deep it grows, and a longer budget grows it deeper.
DEFAULT_DEPTH = 8
#: From this many players up, the search runs again at every decision of a turn with a choice
#: (each has a decision's budget), the actions already taken fixed, instead of playing out the
#: plan chosen at the turn's first decision. With two or three opponents' replies below every
#: plan, one decision's budget settles a whole turn poorly: searching once a turn, hard thought
#: a quarter as long as the baseline in a 4-player game, and searching again won 60% to 31%
#: against its old self at three seats at 250 ms
#: (docs/measurements/2026-11-27-searching-every-decision.md). Two seats keep one search a
#: turn: the ladder and the ratings were measured that way.
REPLAN_PLAYERS = 3
#: From this many players up, the next seat's node below a plan's bag outcome is built after
#: :data:`CROWDED_EXPAND_AFTER` simulations reached it instead of the shape's 16. Below every
#: plan at three seats lie two opponents' replies before our own next turn, and with 16 a
#: second's tree reached that turn on its main line from 1 position in 12 (2 seats: 9 in 12);
#: with 8, 7 in 12 (``python -m ganesha.bench reach``), and it won 65% to 33% against the
#: 16-simulation search at three seats at 250 ms
#: (docs/measurements/2026-11-28-faster-growth-at-three-seats.md). Two seats keep 16 (the
#: ladder and the ratings were measured with it).
CROWDED_PLAYERS = 3
CROWDED_EXPAND_AFTER = 8
#: Table sizes at which a later decision of a turn starts from what the previous decision's
#: search learnt (:func:`.tree.carry_over`) instead of a fresh tree. Each decision of a turn
#: searches again from three seats up (:data:`REPLAN_PLAYERS`), and a fresh tree threw away a
#: second of statistics about the very plans still open: at three seats, keeping them won 29 of
#: 48 against 15 for fresh trees on the same deals, with the partner ``ismcts`` in the third
#: seat, while thinking less (250 ms a decision;
#: docs/measurements/2026-11-29-where-hard-loses-its-edge-at-three-seats.md). Four seats were
#: not screened and keep fresh trees.
REUSE_PLAYERS = frozenset({3})


class StopFlag(Protocol):
    def is_set(self) -> bool: ...


def budget(started: float, think_ms: int | None, max_iterations: int | None,
           stop: StopFlag | None) -> Iterator[int]:
    """The iterations a single-action search (``baseline``, ``ismcts``) may run from
    ``started``: until its cap, its time or the stop flag, whichever comes first; one loop, so
    the sparring partners are held to the same budget."""
    deadline = None if think_ms is None else started + think_ms / 1000.0
    cap = max_iterations if max_iterations is not None else 1 << 62
    for n in range(cap):
        if stop is not None and stop.is_set():
            return
        if deadline is not None and time.perf_counter() >= deadline:
            return
        yield n


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
    priors: list[float] = field(default_factory=list)

    @property
    def rate(self) -> float:
        """Simulations per second of search."""
        return self.iterations / self.seconds if self.seconds > 0 else 0.0


class SearchPlayer:
    """Monte Carlo search player (see the module docstring)."""

    name = "hard"

    def __init__(self, seed: int = 0, think_ms: int | None = DEFAULT_THINK_MS,
                 max_iterations: int | None = DEFAULT_MAX_ITERATIONS,
                 initial_width: int = DEFAULT_SHAPE.initial_width,
                 widening: float = DEFAULT_SHAPE.widening, horizon: int | None = None,
                 rounds: int = DEFAULT_ROUNDS,
                 exploration: float = DEFAULT_SHAPE.exploration,
                 prior_weight: float = DEFAULT_SHAPE.prior_weight,
                 weights: RolloutWeights = DEFAULT_SHAPE.weights, clear_margin: float = 0.08,
                 depth: int | None = None, expand_after: int | None = None,
                 outcomes: int = DEFAULT_SHAPE.outcomes, name: str = "hard",
                 replan_players: int | None = REPLAN_PLAYERS,
                 reply_width: int = DEFAULT_SHAPE.reply_width,
                 reward: str = DEFAULT_SHAPE.reward, reuse: bool | None = None) -> None:
        if think_ms is None and max_iterations is None:
            raise ValueError("give the search a time budget, an iteration cap, or both")
        self.name = name
        self.rng = random.Random(seed)
        self.think_ms = think_ms
        self.max_iterations = max_iterations
        self.horizon = horizon
        self.rounds = rounds
        self.depth = depth
        self.clear_margin = clear_margin
        self.expand_after = expand_after
        self.shape = TreeShape(expand_after=DEFAULT_SHAPE.expand_after if expand_after is None
                               else expand_after,
                               initial_width=initial_width,
                               widening=widening, exploration=exploration,
                               prior_weight=prior_weight, weights=weights,
                               outcomes=outcomes, reply_width=reply_width, reward=reward)
        self.nodes = 0
        self.follower = PlanFollower()
        self.replan_players = replan_players
        self.last: SearchResult | None = None
        #: Whether a later decision of a turn starts from what the previous one's search learnt
        #: (:func:`.tree.carry_over`) instead of a fresh tree: None for the tables of
        #: :data:`REUSE_PLAYERS`.
        self.reuse = reuse
        #: The last search's root. What the next search may carry over (with ``reuse``: the
        #: turn, the actions it expects to find played, and that root) is the follower's
        #: ``kept``, which the table's worker keeps per seat between requests.
        self._root: Node | None = None
        #: Simulations the last search started with, carried over from the previous decision.
        self.carried = 0

    def choose(self, state: GameState, stop: StopFlag | None = None) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if state.phase == Phase.FINAL:
            started = time.perf_counter()
            action = best_final(state)
            self.last = SearchResult([(action,)], [0], [0.0], 0, time.perf_counter() - started,
                                     order=[0])
            return action
        planned = self.follower.next_planned(state)
        if planned is not None and not self._replans(state):
            return planned
        result = self.search(state, stop)
        action = self.follower.adopt(state, result.plans[result.order[0]])
        self.follower.kept = None
        if self.reuses(state.config.players) and self._root is not None \
                and not state.preview(action).chance:
            self.follower.kept = (state.turn_marker, [*state.player_actions(), action],
                                  self._root)
        return action

    def explain(self, state: GameState, top: int = 3, stop: StopFlag | None = None) -> list[Hint]:
        """Up to ``top`` distinct first actions, best first, with their estimated win chance
        and one line of why (for the hint button). Every first action the planner found is a
        candidate: searched plans carry their simulated win rate, the others the planner's."""
        if state.is_over:
            return []
        if state.phase == Phase.FINAL:
            return self._explain_final(state, top)
        result = self.search(state, stop)
        hints: list[Hint] = []
        seen: set[Action] = set()
        ranked = list(result.order) + [i for i in range(len(result.plans))
                                       if i not in result.order]
        for i in ranked:
            plan = result.plans[i]
            if plan[0] in seen:
                continue
            seen.add(plan[0])
            searched = result.visits[i] > 0
            value = result.means[i] if searched else result.priors[i]
            hints.append(Hint(plan[0], plan, value, result.visits[i],
                              _why(state, plan, value, result.visits[i])))
            if len(hints) == top:
                break
        return hints

    def _explain_final(self, state: GameState, top: int) -> list[Hint]:
        """Final stage: every placement solved exactly (1.0 = a win with best play by all)."""
        me = state.current_player
        hints = []
        for action in state.legal_actions():
            worth = state.next_slot_value(getattr(action, "gem", "")) or 0
            child = state.clone()
            child.apply(action)
            if child.is_over:
                margin = float(child.scores[me]) - max(
                    x for i, x in enumerate(child.scores) if i != me)
                value = 1.0 if child.winner == me else 0.0
            else:
                solved = solve_final(child)
                if solved is None:
                    hints.append(Hint(action, (action,), 0.5, 0,
                                      f"scores {worth}; too many endings to solve exactly"))
                    continue
                value = final_win_value(solved[1], me)
                margin = solved[1][me] - WIN * value
            outcome = "wins" if value else "loses"
            hints.append(Hint(action, (action,), value, 0, f"scores {worth}; with best play by "
                              f"everyone {outcome} by {abs(margin):.0f}"))
        hints.sort(key=lambda hint: -hint.value)
        return hints[:top]

    def _replans(self, state: GameState) -> bool:
        """Whether this table searches again at every decision of a turn instead of playing
        the rest of the plan chosen at its first (see :data:`REPLAN_PLAYERS`)."""
        return self.replan_players is not None and state.config.players >= self.replan_players

    def shape_for(self, players: int) -> TreeShape:
        """The tree's shape at a table of ``players``: the one given, except that without an
        explicit ``expand_after`` a crowded table grows its tree faster (see
        :data:`CROWDED_EXPAND_AFTER`)."""
        if self.expand_after is None and players >= CROWDED_PLAYERS:
            return replace(self.shape, expand_after=CROWDED_EXPAND_AFTER)
        return self.shape

    # --- the search ---------------------------------------------------------------------------
    def search(self, state: GameState, stop: StopFlag | None = None) -> SearchResult:
        started = time.perf_counter()
        budget = None if self.think_ms is None else self.think_ms / 1000.0
        deadline = None if budget is None else started + budget
        cap = self.max_iterations if self.max_iterations is not None else 1 << 62
        root = state.resample(self.rng.getrandbits(63))
        players = state.config.players
        tree = Tree(root, self.rng, horizon=self.horizon or self.rounds * players,
                    depth=self.depth or DEFAULT_DEPTH, shape=self.shape_for(players))
        node = self._root = tree.root
        self.carried = 0
        if len(node.plans) <= 1:
            return self._finish(node, 0, started, False)
        self.carried = self._carry(state, node)
        iterations = 0
        stopped_early = False
        while iterations < cap:
            if stop is not None and stop.is_set():
                break
            if deadline is not None and budget is not None:
                width = tree.root_width()
                if iterations >= 4 * width:
                    now = time.perf_counter()
                    if now >= deadline:
                        break
                    if self._settled(node.visits, node.totals, width, iterations,
                                     now - started, budget):
                        stopped_early = True
                        break
            tree.iterate()
            iterations += 1
        self.nodes = tree.nodes
        return self._finish(node, iterations, started, stopped_early)

    def reuses(self, players: int) -> bool:
        """Whether a later decision of a turn starts from the previous search at a table of
        ``players`` (see :attr:`reuse`)."""
        return players in REUSE_PLAYERS if self.reuse is None else self.reuse

    def _carry(self, state: GameState, root: Node) -> int:
        """Seed ``root`` with the previous decision's search when this is the same turn, one
        action on, as that search expected (:attr:`reuse`); the visits carried over."""
        kept, self.follower.kept = self.follower.kept, None
        if kept is None:
            return 0
        turn, actions, old = kept
        if state.turn_marker != turn or state.player_actions() != actions:
            return 0
        return carry_over(old, actions[-1], root)

    def _finish(self, node: Node, iterations: int, started: float,
                stopped_early: bool) -> SearchResult:
        plans, visits, totals, priors = node.plans, node.visits, node.totals, node.priors
        k = len(plans)
        means = [totals[i] / visits[i] if visits[i] else 0.0 for i in range(k)]
        jitter = [self.rng.random() for _ in range(k)]
        order = sorted(range(k), key=lambda i: (-visits[i], -means[i], -priors[i], jitter[i]))
        result = SearchResult(plans, visits, means, iterations, time.perf_counter() - started,
                              stopped_early, order, priors)
        self.last = result
        return result

    def _settled(self, visits: list[int], totals: list[float], width: int, iterations: int,
                 elapsed: float, budget: float) -> bool:
        """Whether more time cannot (or need not) change the choice."""
        ranked = sorted(range(width), key=lambda i: -visits[i])
        lead, second = ranked[0], ranked[1]
        remaining = iterations / max(elapsed, 1e-6) * (budget - elapsed)
        if visits[lead] - visits[second] > remaining:
            return True  # the runner-up cannot catch up in the time left
        if elapsed < budget / 2 or not visits[second]:
            return False
        gap = totals[lead] / visits[lead] - totals[second] / visits[second]
        return gap > self.clear_margin and visits[lead] > 2 * visits[second]


def _why(state: GameState, plan: tuple[Action, ...], value: float, visits: int) -> str:
    """One line: what the plan does, and how it fared."""
    work = state.clone()
    steps = []
    for action in plan[:3]:
        if action not in work.legal_actions():
            break
        line = work.describe(action)
        name = work.config.seat_names[work.current_player] + " "
        steps.append(line[len(name):] if line.startswith(name) else line)
        work.apply(action)
    more = f" (+{len(plan) - 3} more)" if len(plan) > 3 else ""
    how = (f"estimated win chance {value:.0%} over {visits} simulated futures" if visits
           else f"planner's estimate {value:.0%}, not simulated")
    return f"{', '.join(steps)}{more}: {how}"
