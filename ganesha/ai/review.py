"""Game review: how many points each turn of a finished game won or lost, valued by the
expert's own search.

A game replays exactly from its config and actions, so every turn's starting position can be
set up again. For each reviewed turn the reviewer takes the plans the planner finds from that
position (the same candidates the hard search starts from) plus the plan actually played (up to
its first bag draw or Ginger hand-over), and grows one search tree from the position
(:mod:`.tree`: the expert's three rounds ahead, each opponent's reply and our next turns chosen
in the tree). Each sample starts with one named candidate and reads the **final-score margin**
against the best opponent off the estimated scores where the look ahead ends. The candidates
take turns and meet the same bag samples (common random numbers), so their *differences* are
measured far more precisely than either value; a weaker continuation (the fast rollout policy
alone) could not tell the expert's play from hard's.

The best plan is chosen on one half of the samples and the loss measured on the other, so a
player as good as the reviewer loses nothing on average (choosing and measuring on the same
samples would favour whichever plan was lucky). A turn is called worse than the best only when
the points lost exceed twice the standard error of that difference; while the label or the best
of the plans still in contention is uncertain, the samples double for those plans only, up to a
cap. With fixed sample counts the review is a pure function of the game and the seed: the same
labels every time.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ganesha.ai import heuristics as h
from ganesha.ai.planner import plan_turn
from ganesha.ai.search import DEFAULT_DEPTH, EXPERT_ROUNDS
from ganesha.ai.tree import Tree
from ganesha.engine import Action, GameConfig, GameState, Trade, new_game

#: (label, points lost below which it applies), best first; anything worse is a blunder. The
#: rules help states the same numbers. Set to this game's scale: a whole game is usually won by
#: 5 to 25 points, a random player's turn loses about 3 on average (2.9 in the calibration,
#: docs/ai.md), and an offering put off to a later turn is often still there to be made (so
#: passing a +9 one costs a few points, not nine).
THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("good", 1.5), ("inaccuracy", 3.0), ("mistake", 6.0))
LABELS: tuple[str, ...] = ("best", "good", "inaccuracy", "mistake", "blunder")
#: Samples per plan at first, and the most a turn may take while its label, or which of the
#: plans in contention is best, is uncertain.
FIRST_SAMPLES = 128
MOST_SAMPLES = 2048
#: Candidate plans besides the one played.
CANDIDATES = 6
#: Rounds the search looks ahead from the reviewed turn before it estimates the scores: the
#: expert's own horizon, so the review sees as far as the strongest level does.
REVIEW_ROUNDS = EXPERT_ROUNDS
_BAG_MASK = (1 << 63) - 1


@dataclass(frozen=True, slots=True)
class Turn:
    """One seat's turn in a game: where it started and what that seat played."""

    number: int  # 0-based over the whole game
    seat: int
    round: int
    start: int  # index into the game's action list of the turn's first action
    actions: tuple[Action, ...]  # the seat's own actions in the turn, in order


@dataclass(frozen=True, slots=True)
class TurnReview:
    """The verdict on one turn: the value of what was played and of the best plan found (mean
    final margin against the best opponent, with standard errors), the points lost (paired
    difference, with its standard error) and the label."""

    turn: Turn
    played_value: float
    played_se: float
    best: tuple[Action, ...]
    best_value: float
    best_se: float
    loss: float
    loss_se: float
    label: str
    samples: int



@dataclass(frozen=True, slots=True)
class Review:
    """A whole game's review: every reviewed turn, in order."""

    config: GameConfig
    seats: tuple[int, ...]
    turns: tuple[TurnReview, ...]

    def accuracy(self, seat: int) -> float:
        """Share of the seat's reviewed turns labelled best or good, in per cent."""
        mine = [t for t in self.turns if t.turn.seat == seat]
        if not mine:
            return math.nan
        return 100.0 * sum(t.label in ("best", "good") for t in mine) / len(mine)

    def points_lost(self, seat: int) -> tuple[float, float, int]:
        """The seat's mean points lost per reviewed turn, its standard error and the number of
        turns: the measure the player's rating is read from (``ganesha.data.play_ratings``),
        the same one the levels were calibrated with. ``(nan, inf, 0)`` for a seat with no
        reviewed turn."""
        losses = [t.loss for t in self.turns if t.turn.seat == seat]
        if not losses:
            return math.nan, math.inf, 0
        return statistics.fmean(losses), _se(losses), len(losses)



def split_turns(config: GameConfig, actions: Sequence[Action]) -> list[Turn]:
    """The game's turns: each seat's run of decisions from the start of its turn to the action
    that ends it (an opponent's answer to Ginger inside the turn is not that seat's)."""
    state = new_game(config)
    turns: list[Turn] = []
    seat: int | None = None
    start: int  # where the turn in hand began, and its round: set by its first action
    round_: int
    mine: list[Action] = []
    for index, action in enumerate(actions):
        actor = state.current_player
        if seat is None:
            seat, start, mine, round_ = actor, index, [], state.round
        if actor == seat:
            mine.append(action)
        state.apply(action)
        if actor == seat and h.ends_turn(action):
            turns.append(Turn(len(turns), seat, round_, start, tuple(mine)))
            seat = None
    return turns


def _position(config: GameConfig, actions: Sequence[Action], upto: int) -> GameState:
    state = new_game(config)
    for action in actions[:upto]:
        state.apply(action)
    return state


def candidates(state: GameState, played: tuple[Action, ...], seed: int,
               count: int = CANDIDATES) -> list[tuple[Action, ...]]:
    """The plans to compare: the planner's best ``count`` from this position and the one
    played, without duplicates (the played plan first)."""
    copy = state.resample(seed)
    plans = [p.actions for p in plan_turn(copy, random.Random(seed))]
    if not plans:
        plans = [(a,) for a in state.legal_actions()]
    unique: list[tuple[Action, ...]] = [played]
    for plan in plans:
        if plan not in unique and not _same_start(plan, played):
            unique.append(plan)
        if len(unique) > count:
            break
    return unique


def _same_start(plan: tuple[Action, ...], played: tuple[Action, ...]) -> bool:
    """A planned turn that is the played one (the played list may run on past the plan's
    foreseeable end: a bag draw or Ginger's answer stops a plan)."""
    return played[:len(plan)] == plan


def label_for(loss: float, loss_se: float) -> str:
    """The label of a turn that lost ``loss`` points (± ``loss_se``): best within twice the
    standard error (or no loss at all), else by the thresholds, each an upper bound."""
    if loss <= 2 * loss_se or loss <= 0:
        return "best"
    for name, below in THRESHOLDS:
        if loss < below:
            return name
    return "blunder"


def label_uncertain(loss: float, loss_se: float) -> bool:
    """Whether more samples could still change the label (the review's and the puzzle
    judge's rule for when to sample on): the loss lies within two standard errors of a
    threshold, or (a loss at all) within one of the noise edge, twice the standard error, below
    which it is best. Exactly that far away it is settled, as "under 1.5" puts 1.5 itself in
    the next label."""
    edges = [2 * loss_se] + [below for _, below in THRESHOLDS]
    return any(abs(loss - edge) < 2 * loss_se for edge in edges[1:]) or \
        (loss > 0 and abs(loss - edges[0]) < loss_se)


class Valuation:
    """The review's valuation of some plans from one position, sample by sample: one search
    tree (the expert's horizon) whose every sample starts with a named plan, all plans meeting
    the same bag samples. ``samples[i]`` holds plan ``i``'s final margins for ``seat``. Shared
    by the review and the puzzles' screening (``ganesha.ai.puzzles``), so both value a plan
    the same way."""

    def __init__(self, start: GameState, plans: Sequence[tuple[Action, ...]], seat: int,
                 seed: int) -> None:
        rng = random.Random(seed)
        root = start.resample(rng.getrandbits(63))  # the search never sees the real bag
        self.tree = Tree(root, rng, horizon=REVIEW_ROUNDS * start.config.players,
                         depth=DEFAULT_DEPTH, root_plans=plans)
        self.plans = list(plans)
        self.seat, self.seed = seat, seed
        self.samples: list[list[float]] = [[] for _ in plans]

    def extend(self, active: Sequence[int], n: int) -> None:
        """Sample the ``active`` plans (which have as many samples each) up to ``n`` each."""
        for k in range(len(self.samples[active[0]]), n):
            bag = bag_seed(self.seed, k)
            for i in active:
                end = self.tree.iterate(root_plan=i, bag=bag)
                self.samples[i].append(h.margin(h.estimate(end), self.seat))


def review_turn(config: GameConfig, actions: Sequence[Action], turn: Turn, seed: int,
                first: int = FIRST_SAMPLES, most: int = MOST_SAMPLES) -> TurnReview:
    """Value ``turn`` against the best plan found from its starting position (module
    docstring): every candidate valued by the same search, sample by sample; the samples
    double for the plans still in contention while the best or the label is uncertain."""
    start = _position(config, actions, turn.start)
    plans = candidates(start, judged_part(turn.actions), seed)
    valuation = Valuation(start, plans, turn.seat, seed)
    samples = valuation.samples
    active = list(range(len(plans)))
    n = first
    while True:
        valuation.extend(active, n)
        means = {i: statistics.fmean(samples[i]) for i in active}
        best = max(active, key=lambda i: (means[i], -i))
        loss = held_out_loss([samples[i] for i in active])
        loss_se = _se(_differences(samples[best], samples[0]))
        contenders = [i for i in active if i == 0 or i == best or _close(samples, best, i)]
        if n >= most or not (label_uncertain(loss, loss_se) or len(contenders) > 1 + (best != 0)):
            break
        active = contenders
        n = min(most, n * 2)
    return TurnReview(turn, means[0], _se(samples[0]), plans[best], means[best],
                      _se(samples[best]), loss, loss_se, label_for(loss, loss_se), n)


def bag_seed(seed: int, sample: int) -> int:
    """The bag sample that every candidate's ``sample``-th simulation meets (common random
    numbers): one of its own for each sample of a turn, and none shared between the turns of
    a review (each turn's seed is the review's plus the turn's number, and a turn takes fewer
    than a million samples)."""
    return (seed * 1_000_003 + sample) & _BAG_MASK


def _differences(a: Sequence[float], b: Sequence[float]) -> list[float]:
    return [x - y for x, y in zip(a, b, strict=True)]


def _close(samples: Sequence[Sequence[float]], best: int, other: int) -> bool:
    """Whether plan ``other`` is still within reach of the best: behind it by less than twice
    the standard error of their difference. Only such plans get more samples, so the budget
    goes to telling the best plans apart (where a strong player's choices differ) rather than
    to confirming that a poor plan is poor."""
    diffs = _differences(samples[best], samples[other])
    return statistics.fmean(diffs) < 2 * _se(diffs)


def judged_part(actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """The part of a played turn the review judges: up to and including its first bag draw or
    Ginger hand-over. What follows answers a position nobody could foresee when the turn began
    (the search plays that on as it would), just as the planner's own plans stop there."""
    for index, action in enumerate(actions):
        if h.is_chance(action) or isinstance(action, Trade):
            return actions[:index + 1]
    return actions


def held_out_loss(samples: Sequence[Sequence[float]]) -> float:
    """Points lost by the played plan (``samples[0]``) against the best one, with the best
    chosen on one half of the samples and measured on the other (and the other way round,
    averaged). Choosing and measuring on the same samples favours whichever plan was lucky, so
    even a perfect player would seem to lose a little every turn; held out, a played plan that
    is as good as the best loses nothing on average, and the levels' losses can be told apart."""
    halves = []
    for chosen, measured in ((0, 1), (1, 0)):
        pick = [statistics.fmean(v[chosen::2]) for v in samples]
        best = max(range(len(samples)), key=lambda i: (pick[i], -i))
        halves.append(statistics.fmean(samples[best][measured::2])
                      - statistics.fmean(samples[0][measured::2]))
    return statistics.fmean(halves)


def paired_difference(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """The mean of ``a - b`` sample by sample and its standard error (common random numbers:
    the samples of two plans met the same bags, so their difference is measured pairwise)."""
    diffs = _differences(a, b)
    return statistics.fmean(diffs), _se(diffs)


def _se(values: Sequence[float]) -> float:
    return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf


def review_game(config: GameConfig, actions: Sequence[Action], seats: Iterable[int],
                seed: int = 1, first: int = FIRST_SAMPLES, most: int = MOST_SAMPLES,
                progress: Callable[[int, int], bool] | None = None) -> Review:
    """Review every turn of ``seats`` in a finished (or unfinished) game. ``progress(done,
    total)`` is called after each turn; returning False cancels (the review so far is
    returned)."""
    wanted = set(seats)
    turns = [t for t in split_turns(config, actions) if t.seat in wanted]
    done: list[TurnReview] = []
    for turn in turns:
        done.append(review_turn(config, actions, turn, seed + turn.number, first, most))
        if progress is not None and progress(len(done), len(turns)) is False:
            break
    return Review(config, tuple(sorted(wanted)), tuple(done))
