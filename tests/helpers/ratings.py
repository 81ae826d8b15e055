"""The committed calibration's figures, for tests that stand in a review losing what a level
loses: a test reads the level's loss and rating from the file instead of copying numbers that
the next calibration changes."""

from __future__ import annotations

from ganesha.data import play_ratings


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
