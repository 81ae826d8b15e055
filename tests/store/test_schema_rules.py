"""The rules between fields that each file's schema holds, one refusal per rule, on a real file
the game wrote (so that only the one rule is broken): a rated seat listed twice, a review that
lists a turn twice or a turn of a seat it did not review, a streak longer than the wins, more
games listed than played, and a file of the game's own that still reads."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from ganesha.engine import SaveError
from ganesha.store import play_history, records, reviews
from tests.helpers import kept_files


@pytest.fixture(autouse=True, scope="module")
def real_files_made() -> None:
    """The real files (a whole game and its review among them) are made once per worker, in
    the fixture's setup, so no test's own clock counts them."""
    kept_files.real_files()


def _real(case: str) -> dict[str, Any]:
    return json.loads(kept_files.real_bytes(case))


def test_the_real_files_read() -> None:
    """The undamaged files read, so every refusal below is its one rule's."""
    assert play_history.from_data(_real("play ratings"))
    assert records.from_data(_real("records")).games
    state = kept_files.the_game().state
    assert reviews.from_data(_real("review"), state).turns


def test_a_rated_seat_listed_twice_is_refused() -> None:
    data = _real("play ratings")
    data["games"] = data["games"] * 2
    with pytest.raises(ValueError, match="rated seat is listed twice"):
        play_history.from_data(data)


def _turn_twice(data: dict[str, Any]) -> None:
    data["turns"].insert(1, data["turns"][0])


def _other_seat(data: dict[str, Any]) -> None:
    data["turns"][0]["turn"] += 1  # the next turn is the other seat's


@pytest.mark.parametrize(("damage", "reason"), [(_turn_twice, "each once"),
                                                (_other_seat, "turn this game does not have")])
def test_a_review_of_turns_not_its_own_is_refused(damage: Callable[[dict[str, Any]], None],
                                                  reason: str) -> None:
    data = _real("review")
    damage(data)
    with pytest.raises(ValueError, match=reason):
        reviews.from_data(data, kept_files.the_game().state)


def test_a_streak_longer_than_the_wins_is_refused() -> None:
    data = _real("records")
    data["streak"] = sum(line["won"] for line in data["tallies"]) + 1
    with pytest.raises(SaveError, match="more than was played"):
        records.from_data(data)


def test_more_games_listed_than_played_are_refused() -> None:
    data = _real("records")
    for line in data["tallies"]:
        line.update(played=0, won=0, best=0, total=0)
    data["streak"] = 0
    with pytest.raises(SaveError, match="more games than were played"):
        records.from_data(data)
