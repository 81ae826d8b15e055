"""The puzzles' keep rule on constructed samples, and what a plan's tags read off the engine."""

from __future__ import annotations

import random

import pytest

from ganesha.ai.planner import plan_turn
from ganesha.ai.puzzles import (
    MARGIN,
    WIDE,
    Z,
    check,
    distinct,
    end_key,
    starting_rating,
    tags,
    verdict,
)
from ganesha.ai.review import candidates
from ganesha.data import puzzles
from ganesha.engine import Action, GameConfig, GameState, Sacrifice, SkipSpice, new_game
from tests.helpers.puzzles import first_turn, position


def paired(lead: float, spread: float, n: int = 400, seed: int = 3) -> list[list[float]]:
    """Two plans' samples whose paired differences have mean ``lead`` and a standard error of
    exactly ``spread`` (differences of ±d around the lead, so the numbers are known)."""
    rng = random.Random(seed)
    base = [rng.gauss(0.0, 5.0) for _ in range(n)]
    d = spread * (n ** 0.5) * ((n - 1) / n) ** 0.5  # stdev of ±d over n samples is d·√(n/(n−1))
    other = [b - lead + (d if k % 2 else -d) for k, b in enumerate(base)]
    return [base, other]


def test_a_lead_of_three_points_at_three_standard_errors_is_kept() -> None:
    found = verdict(paired(MARGIN + 1e-9, MARGIN / Z))
    assert found.status == "kept"
    assert found.best == 0
    assert found.margin == pytest.approx(MARGIN)
    assert found.margin_se == pytest.approx(MARGIN / Z)


def test_just_under_three_points_is_not_kept() -> None:
    assert verdict(paired(MARGIN - 0.01, 0.2)).status != "kept"


def test_three_points_just_under_three_standard_errors_is_not_kept() -> None:
    found = verdict(paired(MARGIN + 0.01, (MARGIN + 0.01) / Z + 0.01))
    assert found.status == "open"  # neither kept nor surely refused: worth more samples
    assert found.open == (0, 1)


def test_a_lead_surely_under_the_margin_is_refused() -> None:
    assert verdict(paired(1.0, 0.2)).status == "refused"


def test_every_other_plan_must_be_beaten() -> None:
    samples = paired(5.0, 0.2)
    samples.append([x - 1.0 for x in samples[0]])  # a third plan only a point behind
    found = verdict(samples)
    assert found.status == "refused"
    assert found.margin == pytest.approx(1.0)


def test_the_best_plan_may_be_any_of_them() -> None:
    samples = paired(4.0, 0.2)[::-1]
    assert verdict(samples).best == 1


def test_a_lone_plan_is_no_puzzle() -> None:
    assert verdict([[1.0, 2.0, 3.0]]).status == "refused"


def test_tags_are_read_off_the_plan_and_the_engine() -> None:
    state, plan = _a_planned_sacrifice()
    found = tags(state, plan)
    assert "sacrifice" in found
    assert ("yellow" in found) == any(
        (getattr(a, "gem", None) == "yellow" and getattr(a, "target", "slot") != "treasury")
        or colour == "yellow" for a in plan for colour, _, _ in _slots(state, plan, a))
    take_only = plan[:1]
    assert "sacrifice" not in tags(state, take_only)
    assert "final" not in found


def _slots(state: GameState, plan: tuple[Action, ...], action: Action) -> tuple[
        tuple[str, int, int], ...]:
    """The mandala slots ``action`` fills when ``plan`` is played from ``state``."""
    work = state.clone()
    for step in plan:
        if step == action:
            return work.preview(step).slots
        work.apply(step)
    return ()


def _a_planned_sacrifice() -> tuple[GameState, tuple[Action, ...]]:
    """The first position of a game (the planner's first plans played) where one of the
    planner's plans sacrifices, with that plan."""
    state = new_game(GameConfig(players=2, seed=4, spices=False))
    while True:
        plans = [p.actions for p in plan_turn(state.resample(1), random.Random(1))]
        found = [p for p in plans if any(isinstance(a, Sacrifice) for a in p)]
        if found:
            return state, found[0]
        for action in plans[0]:
            state.apply(action)


def test_the_starting_rating_rises_with_what_makes_a_puzzle_hard() -> None:
    easy = starting_rating(9.0, planner_found=True, player_found=True)
    assert easy == 1200
    assert starting_rating(3.0, True, True) == 1400  # a narrow lead
    assert starting_rating(6.0, True, True) == 1300  # halfway from 9 points to 3
    assert starting_rating(9.0, False, True) == 1450  # the planner missed it
    assert starting_rating(9.0, True, False) == 1500  # the strong level missed it
    assert starting_rating(3.0, False, False) == 1950
    assert starting_rating(20.0, True, True) == 1200  # a wide lead is no easier than 9 points


def test_the_check_agrees_with_its_own_choice_and_refutes_one_it_passed_over() -> None:
    state = position(12)
    weak = first_turn(state)  # the first legal choices: a plan the search weighs and passes over
    screened = distinct(state, candidates(state, weak, 3, WIDE))
    refuted = check(state, [weak], screened, 3, simulations=300)
    assert (refuted.how, refuted.agreed) == ("free", False)
    assert check(state, [refuted.top], screened, 3, simulations=300).agreed


def test_an_answer_the_search_never_planned_is_checked_among_the_candidates() -> None:
    state = position(0)
    odd = first_turn(state)
    screened = distinct(state, candidates(state, odd, 3, WIDE))
    given = check(state, [odd], screened, 3, simulations=300)
    assert given.how == "given"
    assert given.top in screened
    assert given.agreed == (end_key(state, given.top) == end_key(state, odd))


def test_a_spice_is_tagged_when_the_plan_acts_on_it_not_when_it_skips() -> None:
    state = new_game(GameConfig(players=2, seed=9, spices=True))
    while (pending := state.pending_spice()) is None or not any(
            isinstance(a, SkipSpice) for a in pending.options):
        state.apply(state.legal_actions()[0])
    acts = next(a for a in pending.options if not isinstance(a, SkipSpice))
    assert pending.effect in tags(state, (acts,))
    assert pending.effect not in tags(state, (SkipSpice(),))


def test_the_shipped_tags_are_the_engine_s_answers_for_each_answer() -> None:
    """The set's tags are read off the engine again, not taken on trust (among them a gem
    pushed out of a Destiny slot, yellow, and the final stage)."""
    shipped = puzzles.load()
    for puzzle in shipped:
        assert tags(puzzle.position(), puzzle.plans[0]) == puzzle.tags
    assert {"destiny_push", "final"} <= {tag for p in shipped for tag in p.tags}
