"""Finding "find the best turn" puzzles: positions where one whole-turn plan is clearly best.

A position is screened with the game review's own valuation (:class:`ganesha.ai.review.Valuation`:
the review's candidates, one search tree with the expert's horizon, every candidate meeting the
same bag samples). It is **kept** when one plan beats every other candidate by at least
:data:`MARGIN` points *and* by at least :data:`Z` standard errors of the paired difference
(:func:`verdict`); while some candidate is neither clearly within the margin nor clearly beaten,
the samples double for the plans still open, as the review does for its labels. A kept position
is then searched again by an independent mind (:func:`check`: the expert's own search at a
fixed, larger simulation count and another seed), and stays only when that search's most visited
plan is an accepted one: a puzzle whose answer two different methods agree on.

Why a margin and a ratio both: three points is a clear loss on this game's scale (the review
calls a turn losing 3 or more a mistake), and three standard errors make it unlikely that the
best plan only looked best by the luck of its samples. The best plan is chosen on the same
samples it is measured on, which favours it a little; the independent check is the guard
against that.

Everything is a pure function of the position and the seeds (the searches run on simulation
caps, never a clock), so ``build/make_puzzles.py --check`` can derive a shipped puzzle again.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from ganesha.ai import heuristics as h
from ganesha.ai.planner import plan_turn
from ganesha.ai.review import Valuation, candidates, paired_difference
from ganesha.ai.search import DEFAULT_DEPTH, EXPERT_ROUNDS, SearchPlayer
from ganesha.ai.tree import Tree, position_key
from ganesha.engine import (
    Action,
    AnySacrifice,
    FinalPlace,
    GameState,
    Place,
    Sacrifice,
    SkipSpice,
    Trade,
)
from ganesha.engine.actions import TREASURY

#: The least lead, in points of final margin, of the best plan over every other candidate.
MARGIN = 3.0
#: The least lead in standard errors of the paired difference.
Z = 3.0
#: Samples per plan at first, and the most a screened position may take (the review's own
#: first count; a lower cap than the review's, since most positions are refused at once).
SCREEN_FIRST = 128
SCREEN_MOST = 512
#: Candidates screened: the review's candidates widened to the planner's best :data:`WIDE`,
#: one per distinct choice, at most this many. The review's six are often variants of one
#: idea (the same takes with another sacrifice); a puzzle's answer must beat the real
#: alternatives, which the expert's search finds further down the planner's list.
SCREEN_CANDIDATES = 40
WIDE = 40
#: The independent check: the expert's search with this many simulations, seeded apart.
CHECK_SIMULATIONS = 8_000
CHECK_SEED = 7_919

Plan = tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the samples say: ``status`` is "kept", "refused" or "open" (more samples could
    still decide); ``best`` the best plan's index; ``margin`` its smallest lead over another
    plan, ``margin_se`` that lead's standard error; ``open`` the plans worth more samples."""

    status: str
    best: int
    margin: float
    margin_se: float
    open: tuple[int, ...]


def verdict(samples: Sequence[Sequence[float]], active: Sequence[int] | None = None) -> Verdict:
    """The keep rule over each plan's samples (the best chosen among ``active``, all by
    default). Each other plan is compared pairwise on the samples both have: kept when every
    lead is at least :data:`MARGIN` and :data:`Z` standard errors; refused as soon as one lead
    is surely under the margin (its mean plus two standard errors below it) or there is no
    other plan; otherwise open."""
    pool = list(range(len(samples))) if active is None else list(active)
    means = {i: statistics.fmean(samples[i]) for i in pool}
    best = max(pool, key=lambda i: (means[i], -i))
    leads = []
    for i in range(len(samples)):
        if i != best:
            m = min(len(samples[best]), len(samples[i]))
            leads.append((i, *paired_difference(samples[best][:m], samples[i][:m])))
    if not leads:
        return Verdict("refused", best, 0.0, 0.0, ())
    _, margin, margin_se = min(leads, key=lambda lead: lead[1])
    beaten = [i for i, lead, se in leads if lead >= MARGIN and lead >= Z * se]
    if len(beaten) == len(leads):
        return Verdict("kept", best, margin, margin_se, ())
    if any(lead + 2 * se < MARGIN for _, lead, se in leads):
        return Verdict("refused", best, margin, margin_se, ())
    still = tuple(i for i, _, _ in leads if i not in beaten and i in pool)
    return Verdict("open", best, margin, margin_se, (best, *still))


@dataclass(frozen=True, slots=True)
class Screened:
    """A screened position: the candidates, the verdict, and the samples each plan took."""

    plans: tuple[Plan, ...]
    verdict: Verdict
    samples: int

    @property
    def best(self) -> Plan:
        return self.plans[self.verdict.best]


def screen(state: GameState, played: Plan, seed: int, first: int = SCREEN_FIRST,
           most: int = SCREEN_MOST) -> Screened | None:
    """Value the review's candidates from ``state`` (the plan played there among them) and
    apply the keep rule, doubling the samples of the plans still open up to ``most``. None when
    the position offers fewer than two plans (nothing to find)."""
    plans = distinct(state, candidates(state, played, seed, WIDE))[:SCREEN_CANDIDATES]
    if len(plans) < 2:
        return None
    valuation = Valuation(state, plans, state.current_player, seed)
    active = list(range(len(plans)))
    n = first
    while True:
        valuation.extend(active, n)
        found = verdict(valuation.samples, active)
        if found.status != "open" or n >= most:
            return Screened(tuple(plans), found, n)
        active = sorted(found.open)
        n = min(most, n * 2)


def end_key(state: GameState, plan: Plan) -> object:
    """What makes two plans the same choice: the position they leave (the same gem into either
    Destiny slot is one choice), or the plan itself when it ends in a bag draw or a Ginger
    hand-over (no single position follows)."""
    if h.is_chance(plan[-1]) or isinstance(plan[-1], Trade):
        return plan
    end = state.clone()
    for action in plan:
        end.apply(action)
    return position_key(end)


def distinct(state: GameState, plans: Sequence[Plan]) -> list[Plan]:
    """``plans`` in order, the first of each choice (:func:`end_key`) only."""
    seen: set[object] = set()
    result = []
    for plan in plans:
        key = end_key(state, plan)
        if key not in seen:
            seen.add(key)
            result.append(plan)
    return result


def alternatives(state: GameState, answers: Sequence[Plan], seed: int) -> list[Plan]:
    """The screened candidates that are not an answer (the plans the answer was found to beat
    when ``answers[0]`` was the one played), best by the planner first: what a player who
    misses the puzzle is likely to play, and what the judge's tests refute."""
    keys = {end_key(state, p) for p in answers}
    plans = distinct(state, candidates(state, answers[0], seed, WIDE))[:SCREEN_CANDIDATES]
    return [p for p in plans if end_key(state, p) not in keys]


def accepted(state: GameState, screened: Screened) -> tuple[Plan, ...]:
    """The best plan and every candidate that is the same choice (:func:`end_key`)."""
    key = end_key(state, screened.best)
    return (screened.best, *(p for p in screened.plans
                             if p != screened.best and end_key(state, p) == key))


@dataclass(frozen=True, slots=True)
class Check:
    """The independent check's answer: whether it agrees, its most visited plan, and how it
    was asked: "free" (the expert's own search, its own plans) or "given" (the same search
    over the screened candidates, when its own plans did not include the answer)."""

    agreed: bool
    top: Plan
    how: str


def check(state: GameState, plans: Sequence[Plan], screened: Sequence[Plan], seed: int,
          simulations: int = CHECK_SIMULATIONS) -> Check:
    """The independent check of the accepted ``plans``: the expert's search (its horizon,
    ``simulations`` simulations, seeded apart from the screening) from ``state`` must make one
    of them its most visited plan. A search that weighed the answer among its own plans and
    preferred another refutes it. One whose planner never offered the answer cannot rank it,
    so the same search is run over the ``screened`` candidates instead, and must then put the
    answer first: the same plans, valued by another method (visits under the search's own
    selection and reward, rather than equal samples of the final margin) and another seed."""
    player = SearchPlayer(seed + CHECK_SEED, think_ms=None, max_iterations=simulations,
                          rounds=EXPERT_ROUNDS, name="expert")
    result = player.search(state)
    top = result.plans[result.order[0]]
    keys = {end_key(state, p) for p in plans}
    if end_key(state, top) in keys or any(end_key(state, p) in keys for p in result.plans):
        return Check(end_key(state, top) in keys, top, "free")
    rng = random.Random(seed + CHECK_SEED)
    players = state.config.players
    tree = Tree(state.resample(rng.getrandbits(63)), rng, horizon=EXPERT_ROUNDS * players,
                depth=DEFAULT_DEPTH, shape=player.shape_for(players), root_plans=screened)
    for _ in range(simulations):
        tree.iterate()
    visits = tree.root.visits
    top = tree.root.plans[max(range(len(visits)), key=lambda i: (visits[i], -i))]
    return Check(end_key(state, top) in keys, top, "given")


def planner_first(state: GameState, seed: int) -> Plan | None:
    """The planner's first plan from ``state`` (medium's whole mind; the candidates' order)."""
    plans = plan_turn(state.resample(seed), random.Random(seed))
    return plans[0].actions if plans else None


def tags(state: GameState, plan: Plan) -> tuple[str, ...]:
    """What the plan does, read off the engine as the plan is played on a copy: "sacrifice",
    "yellow" (a yellow gem into a Destiny slot or onto the mandala), "destiny_push" (a gem
    pushed out of a Destiny slot), each spice whose decision the plan takes (its effect key;
    a skipped token is not acted on) and "final" (the final stage)."""
    found: list[str] = ["final"] if state.final_stage else []
    work = state.clone()
    for action in plan:
        pending = work.pending_spice()
        if pending is not None and not isinstance(action, SkipSpice):
            found.append(pending.effect)
        if isinstance(action, (Sacrifice, AnySacrifice)):
            found.append("sacrifice")
        if not h.is_chance(action):
            preview = work.preview(action)
            if preview.pushed:
                found.append("destiny_push")
            yellow_on_the_board = (isinstance(action, FinalPlace) and action.gem == "yellow") or (
                isinstance(action, Place) and action.gem == "yellow"
                and action.target != TREASURY)
            if any(colour == "yellow" for colour, _, _ in preview.slots) or yellow_on_the_board:
                found.append("yellow")
        work.apply(action)
    return tuple(sorted(set(found)))


#: The starting rating's scale: the rating of a puzzle nobody missed, and what each sign of
#: difficulty adds.
RATING_BASE = 1200
MEDIUM_MISSED = 250
STRONG_MISSED = 300
NARROW = 200


def starting_rating(margin: float, planner_found: bool, player_found: bool) -> int:
    """A puzzle's rating before anyone has tried it, on the levels' scale (medium about 1230,
    hard about 2270, ``assets/ratings.json``): 1200, plus 250 when the planner (medium's mind)
    does not rank the answer first, plus 300 when the strong level that reached the position
    in play (hard or expert) did not play it, plus up to 200 as the lead narrows from 9 points
    to the 3 the screening requires (a narrow lead is harder to see). Rounded to 10. A guess the
    Glicko-2 updates correct as players try the puzzle."""
    narrow = min(1.0, max(0.0, (9.0 - margin) / 6.0))
    rating = (RATING_BASE + MEDIUM_MISSED * (not planner_found)
              + STRONG_MISSED * (not player_found) + NARROW * narrow)
    return round(rating / 10.0) * 10
