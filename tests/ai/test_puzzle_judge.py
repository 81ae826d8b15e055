"""The puzzle judge on a shipped puzzle: its stored answer is solved at once, a plan the
screening refuted is not (the answer returned as the better plan), and a turn better than the
given answer is solved by the review's own noise rule, not by being listed."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from ganesha.ai.puzzle_judge import judge
from ganesha.ai.puzzles import Plan, alternatives
from ganesha.data import puzzles
from ganesha.engine import GameState


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
    """A puzzle whose answer is ``answer`` at ``base``'s position (a wrong answer, on purpose)."""

    base: puzzles.Puzzle
    answer: Plan

    @property
    def plans(self) -> tuple[Plan, ...]:
        return (self.answer,)

    @property
    def seed(self) -> int:
        return self.base.seed

    def position(self) -> GameState:
        return self.base.position()


def test_a_turn_at_least_as_good_as_the_answer_is_solved(puzzle: puzzles.Puzzle) -> None:
    """Not listed, but the valuation puts it no worse than the given answer."""
    weak = alternatives(puzzle.position(), puzzle.plans, puzzle.seed)[0]
    verdict = judge(Given(puzzle, weak), puzzle.plans[0])
    assert verdict.solved
    assert verdict.loss < 0  # the real answer gains on the weak one
    assert verdict.samples > 0  # judged by the valuation, not by the list
