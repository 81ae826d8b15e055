"""The committed calibration's figures, for tests that stand in a review losing what a level
loses: a test reads the level's loss and rating from the file instead of copying numbers that
the next calibration changes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ganesha.ai.review import Review, TurnReview, split_turns
from ganesha.data import play_ratings
from ganesha.engine import GameState


def level_point(level: str) -> play_ratings.Point:
    calib = play_ratings.calibration()
    assert calib is not None, "the committed calibration must load"
    return next(point for point in calib.points if point.level == level)


def level_loss(level: str) -> float:
    """The level's mean points lost per turn in the committed calibration."""
    return level_point(level).loss


def level_rating(level: str) -> int:
    """The level's rating as a player's rating is shown (to the nearest ten)."""
    return int(round(level_point(level).rating, -1))


def half_way(weaker: str, stronger: str) -> float:
    """The loss half-way between two levels' (it reads as half-way between their ratings)."""
    return (level_loss(weaker) + level_loss(stronger)) / 2


def review_losing(state: GameState, seats: Sequence[int], loss: float,
                  turns: Callable[[int], int] = lambda seat: 12) -> Review:
    """A stand-in review of ``seats`` in ``state``'s game: each seat's first ``turns(seat)``
    turns lose ``loss`` ± 0.2 in turn (a mean of about ``loss``, with some spread)."""
    split = split_turns(state.config, state.player_actions())
    verdicts = []
    for seat in seats:
        mine = [t for t in split if t.seat == seat][:turns(seat)]
        verdicts += [TurnReview(t, 0.0, 0.1, (), 0.0, 0.1, loss + (0.2 if k % 2 else -0.2), 0.2,
                                "good", 8) for k, t in enumerate(mine)]
    return Review(state.config, tuple(seats),
                  tuple(sorted(verdicts, key=lambda v: v.turn.number)))
