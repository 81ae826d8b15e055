"""The search tree of the ``hard`` and ``expert`` levels: whole turns as moves, several turns deep.

A :class:`Node` is one seat's turn (or the rest of it) in an *information set*: the position as
every seat sees it, without the order of the bag. Its moves are the planner's whole-turn plans
for that seat, duplicates removed (:func:`distinct_plans`), the planner's score as a prior. The
game has no hidden hands, so the only thing a determinization changes is what comes out of the
bag: altar resets (after rounds 3, 6, 9) and Red/Black Pepper draws. After a plan, the edge keeps
one child node per outcome of those draws (:func:`outcome_key`: cheap, since everything else
follows from the parent's position and the plan), so the next seat's reply is planned for the
position it really faces.

One iteration of :meth:`Tree.iterate` (information-set MCTS with a fresh sample per iteration):

1. draw a **fresh sample of the bag** (a chance seed from the player's generator) for the
   simulation's own copy of the position, so the bag is a fresh sample every time and never
   the real one (the copy is made lazily: a plan whose last action draws nothing always leads
   to the same position, cached per node and plan, so most of the descent reads cached
   positions and the game is copied only where the simulation must change it);
2. descend: in each node pick a plan by UCB1 on *that seat's* own reward plus a
   progressive-bias term from the planner's score, among the planner's best few plans
   (**progressive widening**: at the root 3 + √visits plans compete, so a longer budget reaches
   further down the list; at a reply 2 + ½√visits, planned from the best 3 ways of taking
   gems, so the budget goes to the replies that matter and to our next turn), and play it;
3. a child node is built (the planner runs on the simulated position) only once its outcome has
   been reached ``expand_after`` times, so planning stays a small share of the work and the
   tree grows deeper the longer the search runs (``depth`` is only a cap). Below a plan that
   draws, only the first ``outcomes`` bag outcomes are kept (sparse sampling): a simulation
   drawing a new one once they are all there goes on from one of them, chosen uniformly, with
   a fresh sample of the bag. Without that an altar reset, which refills the altar differently
   in nearly every sample, would leave every outcome below it too rarely reached to grow a
   node: the tree would stop at every reset (rounds 3, 6 and 9) however long it searched;
4. play the fast rollout policy up to ``horizon`` turns from the root and score every seat on
   the path with :func:`heuristics.reward`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ganesha.ai import heuristics as h
from ganesha.ai.planner import KEEP_TAKES, Plan, plan_turn
from ganesha.ai.rollout import DEFAULT_WEIGHTS, RolloutWeights, rollout
from ganesha.engine import Action, GameState, IllegalAction, Phase, Trade


def position_key(state: GameState) -> tuple[object, ...]:
    """Everything visible that the rest of the game depends on, with each seat's two Destiny
    slots in sorted order (the rules treat them alike): equal keys are the same position. (The
    bag's contents are what the other areas leave of the game's fixed gem count: no part of it.)"""
    n = state.config.players
    return (state.phase, state.round, state.current_player, state.altar_colours(),
            state.spice_effects(), state.scores, state.mandala_counts(), state.held_colours(),
            tuple(tuple(sorted(state.slot_colours(seat))) for seat in range(n)),
            tuple(state.treasury_counts(seat) for seat in range(n)))


def outcome_key(state: GameState, seat: int) -> tuple[object, ...]:
    """What the bag decided while ``seat`` played a plan from a known position: the altar and
    spice tokens (a reset refills and reshuffles them) and that seat's Treasury (pepper draws).
    Equal keys after the same plan from the same node are the same information set."""
    return state.altar_colours(), state.spice_effects(), state.treasury_counts(seat)


def distinct_plans(state: GameState, plans: list[Plan], rng: random.Random) -> list[Plan]:
    """The planner's plans best first, equal scores in random order, one per end position.

    Two plans that leave the same position (:func:`position_key`: e.g. the same gem into
    either empty Destiny slot) are the same choice; a plan ending in a bag draw or a Ginger
    hand-over has no single end position and is kept as it is."""
    result = []
    seen: set[object] = set()
    for plan in _ranked(plans, rng):
        key = _end_key(state, plan.actions)
        if key not in seen:
            seen.add(key)
            result.append(plan)
    return result


def _ranked(plans: list[Plan], rng: random.Random) -> list[Plan]:
    """Best first, equal scores in random order (so no hex or slot is favoured)."""
    shuffled = plans[:]
    rng.shuffle(shuffled)
    shuffled.sort(key=lambda p: -round(p.value, 9))
    return shuffled


def _end_key(state: GameState, actions: tuple[Action, ...]) -> object:
    last = actions[-1]
    if h.is_chance(last) or isinstance(last, Trade):
        return actions
    end = state.clone()
    for action in actions:
        end.apply(action)
    return position_key(end)


#: A plan's position before its last action, that action (nothing when an earlier one was
#: illegal), the turns finished on the way, and whether every earlier action was legal.
Start = tuple[GameState, tuple[Action, ...], int, bool]


#: Where a plan leads when its last action draws nothing: the position, the turns finished,
#: whether every action was legal, and the bag outcome key (see :meth:`Node.end`).
End = tuple[GameState | None, int, bool, tuple[object, ...]]


class Node:
    """One seat's turn in an information set: its plans and their statistics (rewards from
    that seat's point of view), and per plan the child nodes by bag outcome.

    Plans are deduplicated lazily (:meth:`width`): replaying a plan to find its end position
    costs as much as a simulation, and a node rarely widens to more than a dozen of its plans."""

    __slots__ = ("_given", "_pending", "_seen", "_state", "best", "children", "ends", "n", "plans",
                 "priors", "seat", "starts", "totals", "visits")

    def __init__(self, state: GameState, rng: random.Random, keep_takes: int = KEEP_TAKES,
                 plans: Sequence[tuple[Action, ...]] | None = None) -> None:
        if plans is None:
            ranked = _ranked(plan_turn(state, rng, keep_takes), rng)
        else:  # given moves (the review's candidates), kept exactly as given
            ranked = [Plan(actions, 0.0) for actions in plans]
        self.seat = state.current_player
        self._state: GameState | None = state.clone()
        self._pending = ranked[::-1]  # popped from the end: best first
        self._seen: set[object] = set()
        self._given = plans is not None
        self.best = ranked[0].value if ranked else 0.0
        self.plans: list[tuple[Action, ...]] = []
        self.priors: list[float] = []
        self.visits: list[int] = []
        self.totals: list[float] = []
        #: Per plan: outcome key -> what followed that outcome of the bag.
        self.children: list[dict[object, Outcome]] = []
        #: Per plan, once played: the position before its last action (see :meth:`start`).
        self.starts: list[Start | None] = []
        #: Per plan, once played: where the whole plan leads (see :meth:`end`).
        self.ends: list[End | None] = []
        self.n = 0

    def grow(self, count: int) -> None:
        """Make sure ``count`` distinct plans (or all there are) are ready."""
        while len(self.plans) < count and self._pending and self._state is not None:
            plan = self._pending.pop()
            if not self._given:
                key = _end_key(self._state, plan.actions)
                if key in self._seen:
                    continue
                self._seen.add(key)
            self.plans.append(plan.actions)
            # Progressive bias: the planner's lead estimate against its best, squashed to [0, 1].
            self.priors.append(1.0 / (1.0 + math.exp(-(plan.value - self.best) / 2.0)))
            self.visits.append(0)
            self.totals.append(0.0)
            self.children.append({})
            self.starts.append(None)
            self.ends.append(None)
        if not self._pending:
            self._state = None  # nothing left to replay

    def width(self, initial: int, widening: float) -> int:
        """How many of the best plans compete after ``n`` visits (progressive widening)."""
        wanted = initial + int(widening * math.sqrt(self.n))
        if wanted > len(self.plans):
            self.grow(wanted)
        return min(len(self.plans), wanted)

    def start(self, i: int, state: GameState) -> Start:
        """Plan ``i`` played up to its last action from ``state`` (any position that reaches
        this node), built once. Every position reaching a node is the same visible position
        (the root's, or its parent's after the same plan and the same bag outcome, and the bag's
        contents follow from what is visible), and nothing before a plan's last action draws
        from the bag, so a simulation can resume from a copy of it with its own generator
        (:meth:`GameState.continue_chance_of`) instead of replaying those actions: the same
        positions and draws, at a fraction of the cost."""
        start = self.starts[i]
        if start is None:
            start = self.starts[i] = _before_last(state, self.plans[i])
        return start

    def end(self, i: int, state: GameState) -> End:
        """Where plan ``i`` leads from ``state`` (any position reaching this node), built once
        when its last action draws nothing from the bag (then, as for :meth:`start`, every
        simulation reaches the same position and can go on from it without playing the plan);
        ``(None, 0, True, ())`` when the last action draws (it must be played on the
        simulation's own copy, with its own sample of the bag)."""
        end = self.ends[i]
        if end is None:
            before, rest, turns, ok = self.start(i, state)
            if rest and rest[0] in before.legal_actions() and before.preview(rest[0]).chance:
                end = (None, 0, True, ())
            else:
                after = before.clone()
                played, ok_rest = _play(after, rest)
                after.legal_actions()  # inherited by every copy made of it
                end = (after, turns + played, ok and ok_rest, outcome_key(after, self.seat))
                self.starts[i] = None  # never needed again: keep one position per plan
            self.ends[i] = end
        return end

    def select(self, width: int, exploration: float, prior_weight: float) -> int:
        """UCB1 plus progressive bias over the first ``width`` plans; unvisited ones first."""
        visits = self.visits
        try:
            return visits.index(0, 0, width)
        except ValueError:
            pass
        log_total = math.log(max(self.n, 1))
        sqrt = math.sqrt
        best, best_score = 0, -1e9
        # range(width) is the shortest: only the plans within the width compete.
        for i, n, total, prior in zip(range(width), visits, self.totals, self.priors,
                                      strict=False):
            score = (total / n + exploration * sqrt(log_total / n)
                     + prior_weight * prior / (n + 1))
            if score > best_score:
                best, best_score = i, score
        return best


class Outcome:
    """One outcome of the bag below a plan: how often simulations reached it, the next seat's
    node once built, and (when the tree keeps only a few outcomes) the position it left."""

    __slots__ = ("node", "position", "reached")

    def __init__(self, position: GameState | None) -> None:
        self.reached = 0
        self.node: Node | None = None
        self.position = position


@dataclass(frozen=True, slots=True)
class TreeShape:
    """How the tree grows and chooses (see the module docstring): one value that the search
    player keeps and hands to every tree it builds, so the two never list the knobs twice."""

    expand_after: int = 16
    initial_width: int = 3
    widening: float = 1.0
    reply_width: int = 2
    reply_widening: float = 0.5
    reply_takes: int = 3
    exploration: float = 0.35
    prior_weight: float = 0.5
    weights: RolloutWeights = DEFAULT_WEIGHTS
    #: Distinct bag outcomes kept below a plan that draws (0: every one, see :meth:`Tree.iterate`).
    outcomes: int = 6
    #: How a simulation scores every seat (a key of :data:`.heuristics.SEAT_REWARDS`).
    reward: str = "lead"


DEFAULT_SHAPE = TreeShape()


class Tree:
    """A search from one root position (see the module docstring)."""

    def __init__(self, root: GameState, rng: random.Random, *, horizon: int, depth: int,
                 shape: TreeShape = DEFAULT_SHAPE,
                 root_plans: Sequence[tuple[Action, ...]] | None = None) -> None:
        self.rng = rng
        self.state = root
        self.root = Node(root, rng, plans=root_plans)
        self.root.grow(1 << 30)  # every root plan: the result and explain() rank them all
        self.horizon = horizon
        self.depth = depth
        self.shape = shape
        self.nodes = 1

    def root_width(self) -> int:
        return self.root.width(self.shape.initial_width, self.shape.widening)

    def iterate(self, root_plan: int | None = None, bag: int | None = None) -> GameState:
        """One simulation: descend, maybe grow one node, roll out, back up (module docstring).
        Returns the position the simulation was scored at (read only).

        The descent mostly moves between cached positions (:meth:`Node.end`, read only): the
        simulation copies a position only when it must change it — a plan whose last action
        draws, a node to build (the planner reads the bag's sample too), the rollout — so the
        positions, draws and rewards are those of playing every plan on one copy.

        The review values each of its candidates by the same search: ``root_plan`` makes the
        simulation start with that root plan instead of the one UCB picks, and ``bag`` gives
        its sample of the bag, so that every candidate meets the same samples (common random
        numbers: the differences between candidates are measured more precisely)."""
        rng, shape = self.rng, self.shape
        node = self.root
        if root_plan is None:
            i = node.select(node.width(shape.initial_width, shape.widening), shape.exploration,
                            shape.prior_weight)
        else:
            node.grow(root_plan + 1)
            i = root_plan
        seed = rng.getrandbits(63) if bag is None else bag  # this simulation's bag sample
        here = self.state  # the position reached: cached (read only) unless it is ``sim``
        sim: GameState | None = None  # this simulation's own copy, once one was needed
        path = [(node, i)]
        turns = 0
        while True:
            after, played, ok, key = node.end(i, here)
            if after is not None:
                here = after
                turns += played
            else:
                before, rest, played, ok = node.start(i, here)
                here = sim = _own(before, sim, seed)
                more, ok_rest = _play(sim, rest)
                turns += played + more
                ok = ok and ok_rest
                key = outcome_key(sim, node.seat)
            if not ok or len(path) >= self.depth or here.phase == Phase.OVER \
                    or here.phase == Phase.FINAL:
                break
            outcome, here, sim = self._outcome(node.children[i], key, here, sim)
            outcome.reached += 1
            child = outcome.node
            if child is None:
                if outcome.reached < shape.expand_after:
                    break
                if here is not sim:
                    here = sim = _own(here, sim, seed)
                child = outcome.node = Node(here, rng, shape.reply_takes)
                self.nodes += 1
            width = child.width(shape.reply_width, shape.reply_widening)
            if not width:
                break
            node = child
            i = node.select(width, shape.exploration, shape.prior_weight)
            path.append((node, i))
        return self._finish(path, here, sim, seed, turns)

    def _outcome(self, children: dict[object, Outcome], key: object, here: GameState,
                 sim: GameState | None) -> tuple[Outcome, GameState, GameState | None]:
        """The edge's outcome for this simulation's sample ``key``, made if new, and the
        position (and own copy) the descent goes on from."""
        outcome = children.get(key)
        if outcome is not None:
            return outcome, here, sim
        shape = self.shape
        if shape.outcomes and len(children) >= shape.outcomes:
            # Sparse sampling: this edge already has its share of bag outcomes (an altar reset
            # makes every sample new, so none would ever grow a node): go on from one of them,
            # chosen uniformly, with a fresh sample of the bag.
            outcome = self.rng.choice(list(children.values()))
            assert outcome.position is not None
            sim = _own(outcome.position, None, self.rng.getrandbits(63))
            return outcome, sim, sim
        # A cached position is read only: keep it as it is; copy only our own.
        kept = (here if here is not sim else here.clone()) if shape.outcomes else None
        outcome = children[key] = Outcome(kept)
        return outcome, here, sim

    def _finish(self, path: list[tuple[Node, int]], here: GameState, sim: GameState | None,
                seed: int, turns: int) -> GameState:
        """Roll out from where the descent stopped (on the simulation's own copy), then back
        the rewards up the path."""
        if self.horizon > turns and here.phase != Phase.OVER:
            if here is not sim:
                here = _own(here, sim, seed)
            rollout(here, self.rng, self.horizon - turns, self.shape.weights)
        rewards = h.SEAT_REWARDS[self.shape.reward](here)
        for node, i in path:
            node.visits[i] += 1
            node.totals[i] += rewards[node.seat]
            node.n += 1
        return here


def carry_over(old: Node, taken: Action, new: Node) -> int:
    """Seed a new root ``new`` (the same seat's turn after it played ``taken``) with what the
    search of the turn's previous decision learnt: each of its plans that the old root held as
    ``taken`` followed by it keeps that plan's visits, rewards, cached positions and subtrees
    (the same actions from the same visible position lead to the same positions and outcomes).
    Only for an action that drew nothing from the bag, whose position every sample shares.
    Returns the visits carried over."""
    index = {plan: i for i, plan in enumerate(old.plans)}
    new.grow(1 << 30)
    carried = 0
    for j, plan in enumerate(new.plans):
        i = index.get((taken, *plan))
        if i is None or not old.visits[i]:
            continue
        new.visits[j] = old.visits[i]
        new.totals[j] = old.totals[i]
        new.children[j] = old.children[i]
        new.starts[j] = old.starts[i]
        new.ends[j] = old.ends[i]
        carried += old.visits[i]
    new.n += carried
    return carried


def _own(position: GameState, sim: GameState | None, seed: int) -> GameState:
    """A copy of ``position`` that draws what this simulation draws next: from ``sim``'s
    generator, or (nothing drawn yet) freshly seeded with ``seed``."""
    if sim is None:
        return position.resample(seed)
    copy = position.clone()
    copy.continue_chance_of(sim)
    return copy


def _play(sim: GameState, plan: tuple[Action, ...]) -> tuple[int, bool]:
    """Play ``plan`` on ``sim``: how many turns it finished, and whether all of it was legal
    (the engine checks legality and changes nothing when an action is not)."""
    turns = 0
    turn_ends = h.TURN_ENDS
    for action in plan:
        try:
            sim.apply(action)
        except IllegalAction:
            return turns, False
        if type(action) in turn_ends:
            turns += 1
    return turns, True


def _before_last(root: GameState, plan: tuple[Action, ...]) -> Start:
    """A copy of ``root`` with all but the plan's last action played (see :meth:`Node.start`)."""
    state = root.clone()
    turns, ok = _play(state, plan[:-1])
    state.legal_actions()  # computed once here, and inherited by every copy that resumes
    return state, plan[-1:] if ok else (), turns, ok
