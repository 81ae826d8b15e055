"""Files exactly as this version of the game writes them are read back, and the edges of what
the files may hold are where the formats say: checked with files written here by hand, never
with the reader's own constants, so a reader that drifts from the files already on players'
disks fails here (a writer and a reader changed together would still agree with each other)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ganesha.store import play_history, records

pytestmark = pytest.mark.usefixtures("home")

#: One entry of the play-ratings file (``play-ratings.json``, version 1) as the game writes it.
RATED = {"game": "0123456789abcdef", "seat": 0, "name": "Asha", "date": "2026-11-20 18:05",
         "rating": 1480, "low": 1320, "high": 1650, "turns": 14, "capped": None}


def _write(home: Path, name: str, data: dict[str, Any]) -> Path:
    path = home / "data" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_play_ratings_file_of_version_one_is_read(home: Path) -> None:
    _write(home, "play-ratings.json",
           {"format": "ganesha-play-ratings", "version": 1, "games": [RATED]})
    (game,) = play_history.load()
    assert (game.game, game.seat, game.name, game.date) == ("0123456789abcdef", 0, "Asha",
                                                            "2026-11-20 18:05")
    assert (game.rating.rating, game.rating.low, game.rating.high, game.rating.turns,
            game.rating.capped) == (1480, 1320, 1650, 14, None)


def test_a_play_ratings_file_of_another_version_is_kept_aside(home: Path) -> None:
    path = _write(home, "play-ratings.json",
                  {"format": "ganesha-play-ratings", "version": 2, "games": [RATED]})
    assert play_history.load() == []
    assert not path.exists()
    assert len(list(path.parent.glob("play-ratings.json.bad-*"))) == 1


@pytest.mark.parametrize(("rating", "low", "high"), [
    (10_001, 9_000, 10_500),   # past the highest rating the game writes (10 000)
    (-5_001, -5_500, 0),       # below the lowest (-5 000)
    ("1480", 1320, 1650),      # a number written as text
])
def test_a_rating_the_game_never_writes_is_kept_aside(home: Path, rating: object, low: int,
                                                      high: int) -> None:
    path = _write(home, "play-ratings.json", {
        "format": "ganesha-play-ratings", "version": 1,
        "games": [{**RATED, "rating": rating, "low": low, "high": high}]})
    assert play_history.load() == []
    assert not path.exists()


def _records(played: int) -> dict[str, Any]:
    line = {"level": "hard", "players": 2, "played": played, "won": 0, "best": 0, "total": 0}
    return {"format": "ganesha-records", "version": 1, "tallies": [line], "games": []}


def test_a_count_of_99_999_games_is_read(home: Path) -> None:
    """The records count up to 99 999 games a line (five digits on the Records screen)."""
    _write(home, "records.json", _records(99_999))
    kept, notice = records.load()
    assert notice is None
    assert kept.tallies[("hard", 2)].played == 99_999


def test_a_count_past_99_999_games_is_refused(home: Path) -> None:
    path = _write(home, "records.json", _records(100_000))
    kept, notice = records.load()
    assert notice is not None
    assert kept.tallies == {}
    assert not path.exists()


@pytest.mark.parametrize(("best", "read"), [(999, True), (1_000, False)])
def test_a_best_score_of_three_digits_is_read_and_four_are_refused(home: Path, best: int,
                                                                   read: bool) -> None:
    """A line's best score is up to 999 (three digits in the Records screen's column, more
    than any game scores): a best of 1 000 was not written by the game."""
    data = _records(1)
    data["tallies"][0].update(won=1, best=best, total=best)
    path = _write(home, "records.json", data)
    kept, notice = records.load()
    assert (notice is None) == read
    assert path.exists() == read
    if read:
        assert kept.tallies[("hard", 2)].best == 999
    else:
        assert kept.tallies == {}


def test_a_line_with_no_game_played_has_no_best_score(home: Path) -> None:
    """A best score comes from a game played: a line of none with a best was not written by
    the game (the records are kept aside, and the player told)."""
    data = _records(0)
    data["tallies"][0].update(best=12)
    path = _write(home, "records.json", data)
    kept, notice = records.load()
    assert notice is not None
    assert kept.tallies == {}
    assert not path.exists()


@pytest.mark.parametrize(("rating", "read"), [(-5_000, True), (-5_001, False),
                                              (10_000, True), (10_001, False)])
def test_ratings_are_read_from_minus_5_000_to_10_000(home: Path, rating: int,
                                                     read: bool) -> None:
    """The range the game writes a rating in, its ends included: one point past either end,
    interval and all, was not written by the game."""
    _write(home, "play-ratings.json", {
        "format": "ganesha-play-ratings", "version": 1,
        "games": [{**RATED, "rating": rating, "low": rating, "high": rating}]})
    kept = play_history.load()
    assert [game.rating.rating for game in kept] == ([rating] if read else [])
