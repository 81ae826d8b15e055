"""Judging a puzzle's answer: is the whole turn the player played the best one?

A turn is **solved** when it is one of the puzzle's accepted plans (as a choice: the same gem
into either Destiny slot is one answer), or when the review's valuation cannot tell it from the
best: the review's own label for it would be "best" (:func:`ganesha.ai.review.label_for`: the
points lost within twice their standard error). Otherwise it is not, and the judge says how many
points it lost and which plan was better.

The best plan is fixed by the puzzle before the samples are drawn, so the loss is the plain
paired difference (no held-out choice as in the review, which must also find the best); the
samples double while the review would call the label uncertain, up to :data:`JUDGE_MOST`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ganesha.ai.puzzles import Plan, end_key
from ganesha.ai.review import (
    Valuation,
    judged_part,
    label_for,
    label_uncertain,
    paired_difference,
)
from ganesha.engine import GameState

#: Samples per plan at first, and the most a judgement may take (on this 2-core machine a
#: judgement at the cap stays within a few seconds).
JUDGE_FIRST = 128
JUDGE_MOST = 1024


class PuzzleLike(Protocol):
    """What the judge needs of a puzzle (:class:`ganesha.data.puzzles.Puzzle` is one)."""

    @property
    def plans(self) -> tuple[Plan, ...]: ...

    @property
    def seed(self) -> int: ...

    def position(self) -> GameState: ...


@dataclass(frozen=True, slots=True)
class Judgement:
    """The verdict on one answer: solved or not, the points lost (± se) against the puzzle's
    best plan, the better plan when not solved, and the samples a plan took."""

    solved: bool
    loss: float
    loss_se: float
    better: Plan | None
    samples: int


def is_accepted(state: GameState, plans: Sequence[Plan], played: Plan) -> bool:
    """Whether ``played`` (judged up to its first draw) is one of ``plans`` as a choice."""
    key = end_key(state, judged_part(played))
    return any(end_key(state, plan) == key for plan in plans)


def judge(puzzle: PuzzleLike, played: Plan, first: int = JUDGE_FIRST,
          most: int = JUDGE_MOST) -> Judgement:
    """Judge the whole turn ``played`` from the puzzle's position (module docstring)."""
    state = puzzle.position()
    best = puzzle.plans[0]
    if is_accepted(state, puzzle.plans, played):
        return Judgement(True, 0.0, 0.0, None, 0)
    valuation = Valuation(state, [best, judged_part(played)], state.current_player,
                          puzzle.seed)
    n = first
    while True:
        valuation.extend([0, 1], n)
        loss, loss_se = paired_difference(*valuation.samples)
        if n >= most or not label_uncertain(loss, loss_se):
            break
        n = min(most, n * 2)
    solved = label_for(loss, loss_se) == "best"
    return Judgement(solved, loss, loss_se, None if solved else best, n)
