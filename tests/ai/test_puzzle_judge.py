"""The puzzle judge: on a shipped puzzle its stored answer is solved at once and a plan the
screening refuted is not (the answer returned as the better plan); on a constructed one a plainly
worse turn is not solved, and a turn better than the given answer is solved by the review's own
noise rule, not by being listed."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from ganesha.ai.puzzle_judge import judge
from ganesha.ai.puzzles import WIDE, Plan, alternatives, check, distinct
from ganesha.ai.review import candidates
from ganesha.data import puzzles
from ganesha.engine import GameState
from tests.helpers.puzzles import first_turn, position


@pytest.fixture(scope="module")
def puzzle() -> puzzles.Puzzle:
    """The first shipped puzzle (the set is never empty: the data tests check it loads)."""
    return puzzles.load()[0]


def test_the_stored_answer_is_solved(puzzle: puzzles.Puzzle) -> None:
    for answer in puzzle.plans:
        verdict = judge(puzzle, answer)
        assert verdict.solved
        assert verdict.better is None
        assert verdict.loss == 0.0


def test_a_refuted_plan_is_not_solved_and_the_answer_is_shown(puzzle: puzzles.Puzzle) -> None:
    refuted = alternatives(puzzle.position(), puzzle.plans, puzzle.seed)[0]
    verdict = judge(puzzle, refuted)
    assert not verdict.solved
    assert verdict.better == puzzle.plans[0]
    assert verdict.loss > 2 * verdict.loss_se
    assert verdict.loss > 1.5  # the screening found every other plan 3 points behind


@dataclass(frozen=True)
class Given:
    """A puzzle at ``state`` whose answer is ``answer`` (right or wrong, on purpose)."""

    state: GameState
    answer: Plan
    seed: int = 3

    @property
    def plans(self) -> tuple[Plan, ...]:
        return (self.answer,)

    def position(self) -> GameState:
        return self.state.clone()


@pytest.fixture(scope="module")
def opening() -> tuple[GameState, Plan, Plan]:
    """A game's first position, the expert's choice there and the first legal choices (a turn
    the expert's search weighs and finds 3 to 4 points worse)."""
    state = position(0)
    weak = first_turn(state)
    strong = check(state, [weak], distinct(state, candidates(state, weak, 3, WIDE)), 3,
                   simulations=300).top
    return state, strong, weak


def test_a_plainly_worse_turn_is_not_solved(opening: tuple[GameState, Plan, Plan]) -> None:
    state, strong, weak = opening
    verdict = judge(Given(state, strong), weak)
    assert not verdict.solved
    assert verdict.better == strong
    assert verdict.loss > 2 * verdict.loss_se


def test_a_turn_at_least_as_good_as_the_answer_is_solved(
        opening: tuple[GameState, Plan, Plan]) -> None:
    """Not listed, but the valuation puts it no worse than the given answer."""
    state, strong, weak = opening
    verdict = judge(Given(state, weak), strong)
    assert verdict.solved
    assert verdict.better is None
    assert verdict.loss < 0  # the expert's choice gains on the given answer
    assert verdict.samples > 0  # judged by the valuation, not by the list
