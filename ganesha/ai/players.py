"""Building a player by level name: :func:`make_player` and the :class:`Player` protocol, and
the one player that is built from a number rather than a name: the ``rated`` level.

Imports every player, the search included; :mod:`ganesha.ai` loads it only when a player is
asked for, so importing the level names (:mod:`.registry`) stays quick.

**The rated level** (``rated:1600``; New game's "at my level"): one strength dial, a rating on
the ladder's scale, turned into the settings of the planner and the search by a monotone table.
It lives here, beside the builder, because it is made of the other players: medium's planner
and hard's search, each with a knob turned.

The ladder has a hole: medium (the one-turn planner) stands at about 1230 and hard (the tree
search at 1 s) at about 2270, and nothing in between. A rated player fills it, and the range
below medium, with one continuous setting rather than the nearest level:

* **above medium** it is hard's own search (:class:`~ganesha.ai.search.SearchPlayer`) held
  to a fixed number of simulations a decision, rising geometrically with the rating
  (:data:`SEARCH_KNOTS`), from a handful to thousands (hard). A handful already plays far
  better than the planner (the pilot put 8 simulations near 1600: the exact final stage and
  the replies it sees), so between the noise-free planner and there a decision goes to the
  search with a chance (``search_share``) rising from 0 to 1, and to the planner otherwise (one
  plan of the turn is shared, so a turn is never half of one and half of the other's). The count,
  not a clock, sets the strength, so the same rating plays alike on a fast and a slow machine
  and an arena run reproduces exactly; a clock of hard's 1 s
  (:data:`~ganesha.ai.search.DEFAULT_THINK_MS`) only caps a decision on a slow one.
* **below medium** it is medium's planner choosing among its whole-turn plans by a softmax of
  their scores (``temperature``, in points: 0 is medium itself) and now and then (``slip``) a
  plain random action, both rising as the rating falls (:data:`NOISE_KNOTS`).

Between knots the table interpolates (the simulations geometrically, the noise linearly), so a
higher rating never plays with fewer simulations or more noise. How strong each setting really
is, is measured, not assumed: ``assets/rated_calibration.json`` (:mod:`ganesha.lab.rated`).
Choices are a pure function of the seed and the positions when the clock is off (``clock=False``,
as the arena runs it).
"""

from __future__ import annotations

import bisect
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ganesha.ai.baseline import BaselinePlayer
from ganesha.ai.ismcts import IsmctsPlayer
from ganesha.ai.levels import EasyPlayer, Hint, MediumPlayer, RandomPlayer
from ganesha.ai.planner import Plan, PlanFollower, plan_turn
from ganesha.ai.registry import LEVELS, RATED_DEFAULT, SEARCH_LEVELS, rating_of
from ganesha.ai.search import (
    DEFAULT_THINK_MS,
    EXPERT_ROUNDS,
    EXPERT_THINK_MS,
    SearchPlayer,
    SearchResult,
    StopFlag,
)
from ganesha.engine import Action, GameState


class Player(Protocol):
    name: str

    def choose(self, state: GameState) -> Action: ...


#: Where the planner, noise-free, gives way to the search: medium's rating on the ladder
#: (1230) as the pilot measured the noise-free planner against easy and medium (about 1300).
PLANNER_TOP = 1300
#: The search's simulations a decision at each rating (interpolated geometrically between):
#: from a handful to hard's typical count at 1 s on a quiet machine (where the rated search is
#: hard itself), and past it towards the expert. Set from the calibration (docs/ai.md): 8
#: simulations measured about 1550 and 73 measured 1822 against hard at its full strength,
#: about 123 points each time the count grows e-fold, so 2000 takes 310.
SEARCH_KNOTS: tuple[tuple[int, int], ...] = (
    (PLANNER_TOP, 8), (1600, 8), (2000, 310), (2271, 6000), (2500, 15_000))
#: Where every decision goes to the search: below, a share of them goes to the planner.
SEARCH_FULL = 1600
#: The planner's noise below medium: (rating, temperature in points, chance of a random
#: action), interpolated linearly; medium itself has none.
NOISE_KNOTS: tuple[tuple[int, float, float], ...] = (
    (600, 5.0, 0.40), (800, 3.5, 0.20), (1000, 2.4, 0.125), (1200, 0.83, 0.038),
    (PLANNER_TOP, 0.0, 0.0))
#: The lowest and highest rating the table knows; a dial outside it plays at the end.
LOWEST = NOISE_KNOTS[0][0]
HIGHEST = SEARCH_KNOTS[-1][0]


@dataclass(frozen=True, slots=True)
class Knobs:
    """What a rating sets: ``iterations`` > 0 means the search with that many simulations a
    decision, for a ``search_share`` of the decisions (the planner's best plan for the rest);
    0 means the planner alone with its ``temperature`` (points) and ``slip`` chance."""

    rating: int
    iterations: int
    temperature: float
    slip: float
    search_share: float = 0.0


def knobs(rating: float) -> Knobs:
    """The settings of the player at ``rating`` (held within :data:`LOWEST`–:data:`HIGHEST`)."""
    r = min(max(float(rating), LOWEST), HIGHEST)
    if r > PLANNER_TOP:
        at = [k[0] for k in SEARCH_KNOTS]
        i = min(bisect.bisect_left(at, r), len(at) - 1)
        (r0, n0), (r1, n1) = SEARCH_KNOTS[i - 1], SEARCH_KNOTS[i]
        share = (r - r0) / (r1 - r0)
        iterations = round(math.exp(math.log(n0) + share * (math.log(n1) - math.log(n0))))
        searched = min(1.0, (r - PLANNER_TOP) / (SEARCH_FULL - PLANNER_TOP))
        return Knobs(round(r), max(1, iterations), 0.0, 0.0, searched)
    at = [k[0] for k in NOISE_KNOTS]
    i = max(1, min(bisect.bisect_left(at, r), len(at) - 1))
    (r0, t0, s0), (r1, t1, s1) = NOISE_KNOTS[i - 1], NOISE_KNOTS[i]
    share = (r - r0) / (r1 - r0)
    return Knobs(round(r), 0, t0 + share * (t1 - t0), s0 + share * (s1 - s0))


def softmax_pick(plans: list[Plan], temperature: float, rng: random.Random) -> Plan:
    """A plan drawn with weight exp((score − best) / temperature): the best when the
    temperature is 0, a plan a point worse e times less often than a plan a point better."""
    if temperature <= 0 or len(plans) == 1:
        return plans[0]
    best = max(p.value for p in plans)
    weights = [math.exp((p.value - best) / temperature) for p in plans]
    return rng.choices(plans, weights)[0]


class RatedPlayer:
    """A player at ``rating`` (see the module docstring). ``clock`` caps a searched decision at
    hard's 1 s (the table's safety: off in the arena, so a match reproduces exactly)."""

    def __init__(self, seed: int = 0, rating: int = RATED_DEFAULT, clock: bool = True,
                 think_ms: int | None = None) -> None:
        self.knobs = knobs(rating)
        self.name = f"rated:{self.knobs.rating}"
        self.rng = random.Random(seed)
        self.search: SearchPlayer | None = None
        if self.knobs.iterations:
            cap = (think_ms or DEFAULT_THINK_MS) if clock else None
            # A fresh tree at every decision: its ratings were calibrated so.
            self.search = SearchPlayer(seed, think_ms=cap,
                                       max_iterations=self.knobs.iterations,
                                       reuse=False, name=self.name)
        self.planner = MediumPlayer(seed)
        self.last: SearchResult | None = None
        self.follower = PlanFollower()

    @property
    def follower(self) -> PlanFollower:
        """The plan of the turn, one for both minds (the worker keeps it per seat between
        requests), so whichever plays a decision follows the plan the turn began with."""
        return self.planner.follower

    @follower.setter
    def follower(self, value: PlanFollower) -> None:
        self.planner.follower = value
        if self.search is not None:
            self.search.follower = value

    def choose(self, state: GameState, stop: StopFlag | None = None) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.search is not None and self.rng.random() < self.knobs.search_share:
            action = self.search.choose(state, stop)
            self.last = self.search.last
            return action
        if self.rng.random() < self.knobs.slip:
            self.follower.forget()
            return self.rng.choice(legal)
        planned = self.follower.next_planned(state)
        if planned is not None:
            return planned
        plans = plan_turn(state.resample(self.rng.getrandbits(63)), self.rng)
        chosen = softmax_pick(plans, self.knobs.temperature, self.rng)
        return self.follower.adopt(state, chosen.actions)

    def explain(self, state: GameState, top: int = 3, stop: StopFlag | None = None) -> list[Hint]:
        """The hints of the mind behind this rating: the search's, or the planner's."""
        if self.search is not None:
            return self.search.explain(state, top, stop)
        return self.planner.explain(state, top)


def _hard(seed: int, think_ms: int | None = DEFAULT_THINK_MS, **options: Any) -> SearchPlayer:
    return SearchPlayer(seed, think_ms=think_ms, **options)


def _expert(seed: int, think_ms: int | None = EXPERT_THINK_MS, **options: Any) -> SearchPlayer:
    options.setdefault("rounds", EXPERT_ROUNDS)
    return SearchPlayer(seed, think_ms=think_ms, name="expert", **options)


def _baseline(seed: int, think_ms: int | None = DEFAULT_THINK_MS,
              **options: Any) -> BaselinePlayer:
    return BaselinePlayer(seed, think_ms=think_ms, **options)


def _ismcts(seed: int, think_ms: int | None = DEFAULT_THINK_MS,
            **options: Any) -> IsmctsPlayer:
    return IsmctsPlayer(seed, think_ms=think_ms, **options)


#: The builder of each level's player, one for every name of :data:`.registry.LEVELS`.
FACTORIES: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": _hard,
    "expert": _expert,
    "rated": RatedPlayer,
    "baseline": _baseline,
    "ismcts": _ismcts,
}
assert tuple(FACTORIES) == LEVELS, "every level name needs its builder, in the registry's order"


#: Each search level's own thinking budget (ms) when no ``think_ms`` is given: what the
#: worker's watchdog waits for before it counts a process as stuck.
OWN_THINK_MS: dict[str, int] = {"hard": DEFAULT_THINK_MS, "expert": EXPERT_THINK_MS,
                                "baseline": DEFAULT_THINK_MS, "ismcts": DEFAULT_THINK_MS}


def think_budget_ms(level: str, think_ms: int | None = None) -> int:
    """How long a ``level`` player may think: ``think_ms`` when given, else the level's own
    budget (the quick levels answer within milliseconds; the default search budget covers
    them)."""
    return think_ms if think_ms is not None else OWN_THINK_MS.get(level, DEFAULT_THINK_MS)


def make_player(level: str, seed: int = 0, think_ms: int | None = None,
                **options: Any) -> Player:
    """A fresh player of ``level`` whose choices depend only on ``seed`` and the positions.

    ``think_ms`` overrides the search level's time budget (the quick levels ignore it);
    ``options`` go to the search player (``max_iterations=…``; ``max_iterations`` with no
    ``think_ms`` means no clock at all: the choices are then deterministic). ``rated:1600`` is
    the rated level at 1600 (:class:`RatedPlayer`): its simulations come from its rating,
    ``think_ms`` only caps them, and ``clock=False`` drops the cap (the arena's reproducible
    matches).
    """
    rating = rating_of(level)
    if rating is not None:
        return RatedPlayer(seed, rating, clock=options.get("clock", True), think_ms=think_ms)
    try:
        factory = FACTORIES[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(LEVELS)}") from None
    if level in SEARCH_LEVELS:
        if think_ms is not None or options.get("max_iterations") is not None:
            options["think_ms"] = think_ms
        return factory(seed, **options)
    return factory(seed)


__all__ = ["FACTORIES", "HIGHEST", "LOWEST", "NOISE_KNOTS", "OWN_THINK_MS", "PLANNER_TOP",
           "SEARCH_FULL", "SEARCH_KNOTS", "Knobs", "Player", "RatedPlayer", "knobs",
           "make_player", "softmax_pick", "think_budget_ms"]
