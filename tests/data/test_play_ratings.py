"""A player's rating read off the levels' calibration: the committed file is a true curve (loss
falling as the rating rises, every offered level on it, the ladder's ratings), the reading is
monotone, exact at the levels, held at the ends and refuses a game too short; a damaged file
gives no rating and no failure."""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
from pathlib import Path
from typing import Any

import pytest

from ganesha.ai import OFFERED_LEVELS
from ganesha.ai.review import Review, Turn, TurnReview
from ganesha.data import play_ratings, ratings, resources
from ganesha.data.play_ratings import PlayRating, rate, rate_loss
from ganesha.engine import GameConfig
from tests.helpers.ratings import level_loss, level_point, level_rating


def committed() -> dict[str, Any]:
    return json.loads(resources.asset_path(play_ratings.FILE).read_text(encoding="utf-8"))


def test_the_committed_file_is_a_falling_curve_over_every_level() -> None:
    data = committed()
    by_level = {item["level"]: item for item in data["levels"]}
    order = json.loads(resources.asset_path(ratings.FILE).read_text(encoding="utf-8"))["order"]
    for level in (*OFFERED_LEVELS, "random"):
        assert level in by_level, f"{level} is not calibrated"
    losses = [by_level[level]["loss_per_turn"] for level in order if level in by_level]
    assert all(a > b for a, b in itertools.pairwise(losses)), losses
    ladder = ratings.ratings()
    for level, item in by_level.items():
        assert item["rating"] == round(ladder[level].rating), level
    assert play_ratings.calibration() is not None
    for key in ("about", "command", "date", "commit", "min_turns"):
        assert key in data


def test_each_level_s_own_loss_reads_as_its_rating() -> None:
    calib = play_ratings.calibration()
    assert calib is not None
    for point in calib.points:
        rated = rate_loss(point.loss, point.se, 40)
        assert rated is not None
        assert abs(rated.rating - point.rating) <= 5, point.level
        assert rated.capped is None
        assert rated.low <= rated.rating <= rated.high


def test_less_lost_never_reads_as_weaker() -> None:
    previous = -math.inf
    for k in range(0, 401):
        rated = rate_loss(4.0 - k * 0.01, 0.1, 20)
        assert rated is not None
        assert rated.rating >= previous
        assert rated.low <= rated.rating <= rated.high
        previous = rated.rating
    calib = play_ratings.calibration()
    assert calib is not None
    medium, hard = (next(p for p in calib.points if p.level == name) for name in ("medium", "hard"))
    half = int(round((medium.rating + hard.rating) / 2, -1))  # half-way in loss: in rating
    assert rate_loss((medium.loss + hard.loss) / 2, 0.0, 20) == PlayRating(half, half, half, 20,
                                                                          None)


def test_a_game_too_short_is_not_rated() -> None:
    assert rate_loss(1.0, 0.1, 7) is None
    assert rate_loss(1.0, 0.1, 8) is not None
    assert rate_loss(math.nan, math.inf, 0) is None
    assert play_ratings.min_turns() == 8


def test_past_either_end_the_rating_is_held_and_says_so() -> None:
    top = rate_loss(0.05, 0.03, 30)
    assert top is not None
    assert top.capped == "above"
    assert top.rating == top.high == 2470
    bottom = rate_loss(6.0, 0.5, 30)
    assert bottom is not None
    assert bottom.capped == "below"
    assert bottom.rating == bottom.low == 80


def _review(losses: list[float]) -> Review:
    config = GameConfig(players=2, seed=3)
    turns = tuple(TurnReview(Turn(2 * i, 0, 1 + i // 3, 0, ()), 0.0, 0.1, (), 0.0, 0.1, loss,
                             0.1, "good", 64) for i, loss in enumerate(losses))
    return Review(config, (0,), turns)


def test_a_review_is_rated_from_its_seat_s_mean_loss() -> None:
    review = _review([level_loss("medium")] * 10)
    rated = rate(review, 0)
    assert rated is not None
    assert rated.rating == level_rating("medium")
    assert rated.turns == 10
    assert rate(_review([1.0] * 5), 0) is None  # too short
    assert rate(review, 1) is None  # a seat not reviewed


@pytest.mark.parametrize("text", [
    "", "{", "[]", '{"levels": []}', "null",
    '{"min_turns": 8, "levels": [{"level": "easy", "rating": 1000, "loss_per_turn": 1.0, '
    '"se": 0.1, "turns": 4}, {"level": "hard", "rating": 2000, "loss_per_turn": 1.5, '
    '"se": 0.1, "turns": 4}]}',  # a stronger level losing more: not a curve
    '{"min_turns": 8, "levels": [{"level": "easy", "rating": NaN, "loss_per_turn": 1.0, '
    '"se": 0.1, "turns": 4}, {"level": "hard", "rating": 2000, "loss_per_turn": 0.5, '
    '"se": 0.1, "turns": 4}]}',
    "x" * (play_ratings.MOST_BYTES + 10),
])
def test_a_damaged_file_gives_no_rating_and_no_failure(
        text: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / play_ratings.FILE).write_text(text, encoding="utf-8")
    monkeypatch.setattr(resources, "assets_dir", lambda: tmp_path)
    play_ratings.calibration.cache_clear()
    try:
        assert play_ratings.calibration() is None
        assert rate_loss(1.0, 0.1, 30) is None
        assert play_ratings.neighbours(1500) == (None, None)
    finally:
        play_ratings.calibration.cache_clear()


def test_a_missing_file_gives_no_rating(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "assets_dir", lambda: tmp_path)
    play_ratings.calibration.cache_clear()
    try:
        assert rate_loss(1.0, 0.1, 30) is None
    finally:
        play_ratings.calibration.cache_clear()


def test_the_levels_either_side_of_a_rating() -> None:
    assert play_ratings.neighbours(1800) == ("medium", "hard")
    assert play_ratings.neighbours(1230) == ("medium", "medium")
    assert play_ratings.neighbours(500) == (None, "easy")  # random is no opponent
    assert play_ratings.neighbours(2470) == ("expert", "expert")
    assert play_ratings.neighbours(2600) == ("expert", None)
    # Within half a rounding step (5) of a level is that level; a hair further is between.
    medium = level_point("medium").rating
    assert play_ratings.neighbours(medium + 5) == ("medium", "medium")
    assert play_ratings.neighbours(medium - 5) == ("medium", "medium")
    assert play_ratings.neighbours(medium + 5.5) == ("medium", "hard")
    assert play_ratings.neighbours(medium - 5.5) == ("easy", "medium")


def test_a_file_of_the_largest_size_still_reads_and_one_byte_more_does_not(
        tmp_path: Path) -> None:
    committed = resources.asset_path(play_ratings.FILE).read_text(encoding="utf-8").rstrip()
    at_most = tmp_path / "at_most.json"
    at_most.write_text(committed + " " * (play_ratings.MOST_BYTES - len(committed.encode())),
                       encoding="utf-8")
    assert at_most.stat().st_size == play_ratings.MOST_BYTES
    assert play_ratings.load(at_most) is not None
    over = tmp_path / "over.json"
    over.write_text(at_most.read_text(encoding="utf-8") + " ", encoding="utf-8")
    assert play_ratings.load(over) is None


def _two_levels(turns: int) -> dict[str, object]:
    return {"min_turns": 8, "levels": [
        {"level": "easy", "rating": 1000, "loss_per_turn": 1.0, "se": 0.1, "turns": turns},
        {"level": "hard", "rating": 2000, "loss_per_turn": 0.5, "se": 0.1, "turns": 4}]}


def test_a_level_needs_at_least_one_measured_turn() -> None:
    assert len(play_ratings.parse(_two_levels(1)).points) == 2
    with pytest.raises(ValueError, match="turns"):
        play_ratings.parse(_two_levels(0))


def test_two_levels_losing_the_same_are_no_curve() -> None:
    data = _two_levels(4)
    data["levels"][1]["loss_per_turn"] = 1.0  # type: ignore[index]
    with pytest.raises(ValueError):
        play_ratings.parse(data)


@pytest.mark.parametrize(("damage", "why"), [
    (lambda data: data["levels"].insert(0, "easy"), "a level written as a bare name"),
    (lambda data: data["levels"][0].update(level=5), "a level named by a number"),
    (lambda data: data["levels"][0].pop("level"), "a level without a name"),
])
def test_a_level_without_a_name_gives_no_calibration(damage: Any, why: str,
                                                     tmp_path: Path) -> None:
    """A scale whose levels cannot be told apart cannot say which level a rating is near:
    the file is read as no calibration (no rating shown), never a failure."""
    data = _two_levels(4)
    damage(data)
    path = tmp_path / play_ratings.FILE
    path.write_text(json.dumps(data), encoding="utf-8")
    assert play_ratings.load(path) is None, why


def test_a_level_measured_without_spread_is_read() -> None:
    """The calibration keeps standard errors to three decimals, so a level measured very
    steadily is written with an se of 0.0: that is a measurement, not damage."""
    data = _two_levels(4)
    data["levels"][1]["se"] = 0.0  # type: ignore[index]
    calib = play_ratings.parse(data)
    assert [point.se for point in calib.points] == [0.1, 0.0]
    rated = rate_loss(0.75, 0.0, 10, calib)
    assert rated is not None
    assert (rated.rating, rated.low, rated.high) == (1500, 1500, 1500)


@pytest.mark.parametrize("kind", ["rating", "calibration", "level"])
def test_a_rating_and_its_scale_are_frozen_values(kind: str) -> None:
    """A rating is shown by the results, the review and Records and kept game by game, read
    off one cached scale: no screen can change what another shows or reads, and none of them
    carries a per-instance dict."""
    calib = play_ratings.calibration()
    assert calib is not None
    value = {"rating": rate_loss(level_loss("medium"), 0.05, 12), "calibration": calib,
             "level": calib.points[0]}[kind]
    assert value is not None
    assert not hasattr(value, "__dict__")
    assert hash(value) == hash(dataclasses.replace(value))
    field = dataclasses.fields(value)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(value, field, getattr(value, field))


def test_a_level_that_loses_nothing_is_read() -> None:
    """The strongest level may lose nothing per turn by the review's count (its loss kept to
    three decimals is 0.0): the top of the scale, not damage."""
    data = _two_levels(4)
    data["levels"][1]["loss_per_turn"] = 0.0  # type: ignore[index]
    calib = play_ratings.parse(data)
    assert [point.loss for point in calib.points] == [1.0, 0.0]
    rated = rate_loss(0.0, 0.0, 10, calib)
    assert rated is not None
    assert (rated.rating, rated.capped) == (2000, None)


@pytest.mark.parametrize(("fewest", "read"), [(1, True), (0, False), (True, False)])
def test_the_fewest_turns_is_a_whole_number_from_one(fewest: object, read: bool) -> None:
    """A scale may rate a game from a single reviewed turn; none, or a flag, is no number of
    turns."""
    data = {**_two_levels(4), "min_turns": fewest}
    if read:
        calib = play_ratings.parse(data)
        assert calib.min_turns == 1
        assert rate_loss(0.75, 0.1, 1, calib) is not None
    else:
        with pytest.raises(ValueError, match="min_turns"):
            play_ratings.parse(data)
