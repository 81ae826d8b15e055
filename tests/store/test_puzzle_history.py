"""The player's puzzle rating: each attempt moves both ratings and is kept newest first in one
atomic write; a damaged file is kept aside with a notice and the ratings start afresh."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from ganesha.data.puzzles import Puzzle, decode
from ganesha.store import files, puzzle_history
from tests.helpers.puzzles import row, text

WHEN = dt.datetime(2026, 11, 28, 21, 30)


def two_puzzles() -> list[Puzzle]:
    return decode(text(row("p-1", upto=2, rating=1500), row("p-2", upto=4, rating=1700)))


def test_an_attempt_moves_both_ratings_and_is_kept(home: Path) -> None:
    first, _ = two_puzzles()
    history, notice = puzzle_history.record(first, solved=True, now=WHEN)
    assert notice is None
    assert history.player.rating > 1500
    assert history.rating_of(first).rating < 1500
    kept, _ = puzzle_history.load_noticed()
    assert kept == history
    assert kept.attempts[0] == puzzle_history.Attempt("p-1", True, "2026-11-28 21:30",
                                                      history.player.rating)


def test_attempts_are_newest_first_and_rated_from_the_kept_ratings(home: Path) -> None:
    first, second = two_puzzles()
    after_one, _ = puzzle_history.record(first, solved=True, now=WHEN)
    after_two, _ = puzzle_history.record(second, solved=False,
                                         now=WHEN + dt.timedelta(minutes=5))
    assert [a.puzzle for a in after_two.attempts] == ["p-2", "p-1"]
    assert after_two.player.rating < after_one.player.rating
    assert after_two.rating_of(second).rating > 1700
    assert after_two.rating_of(first) == after_one.rating_of(first)


def test_a_puzzle_solved_lately_is_recent(home: Path) -> None:
    first, second = two_puzzles()
    puzzle_history.record(first, solved=True, now=WHEN)
    history, _ = puzzle_history.record(second, solved=False, now=WHEN)
    assert history.recent(WHEN + dt.timedelta(days=1)) == {"p-1"}
    assert history.recent(WHEN + dt.timedelta(days=puzzle_history.RECENT_DAYS + 1)) == set()


def test_recent_is_the_last_30_days_to_the_minute(home: Path) -> None:
    """Next offers no puzzle solved in the last 30 days (as the puzzles screen and the guide
    say): one solved 30 days ago to the minute is still recent, a minute earlier it is not."""
    first, _ = two_puzzles()
    history, _ = puzzle_history.record(first, solved=True, now=WHEN)
    thirty_days = dt.timedelta(days=30)
    assert history.recent(WHEN + thirty_days) == {"p-1"}
    assert history.recent(WHEN + thirty_days + dt.timedelta(minutes=1)) == set()


def test_one_write_per_attempt(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    changes: list[tuple[str, str]] = []
    monkeypatch.setattr(files, "change_hook", lambda kind, path: changes.append((kind, path.name)))
    puzzle_history.record(two_puzzles()[0], solved=True, now=WHEN)
    assert changes == [("write", puzzle_history.FILE)]


GOOD = {"rating": 1500.0, "deviation": 300.0, "volatility": 0.06}


@pytest.mark.parametrize("damage", [
    "{", "[]",
    json.dumps({"format": "ganesha-puzzle-ratings", "version": 1, "player": GOOD,
                "puzzles": {}, "attempts": [{"puzzle": "p-1", "solved": True,
                                             "date": "2026-01-01 10:00", "rating": 1500.0}]}),
    json.dumps({"format": "ganesha-puzzle-ratings", "version": 1,
                "player": {**GOOD, "deviation": -1.0}, "puzzles": {}, "attempts": []}),
    json.dumps({"format": "ganesha-puzzle-ratings", "version": 1, "player": GOOD,
                "puzzles": {"p-1": GOOD}, "attempts": [
                    {"puzzle": "p-1", "solved": True, "date": "2026-01-01 10:00",
                     "rating": 1500.0},
                    {"puzzle": "p-1", "solved": True, "date": "2026-02-01 10:00",
                     "rating": 1500.0}]}),  # not newest first
])
def test_a_damaged_file_is_kept_aside_with_a_notice(home: Path, damage: str) -> None:
    first, _ = two_puzzles()
    puzzle_history.record(first, solved=True, now=WHEN)
    path = puzzle_history.path()
    path.write_text(damage, encoding="utf-8")
    history, notice = puzzle_history.load_noticed()
    assert history == puzzle_history.PuzzleHistory()
    assert notice is not None
    assert ".bad-" in notice  # it names where the file went
    assert not path.exists()
    assert len(list(path.parent.glob(path.name + ".bad-*"))) == 1
    after, _ = puzzle_history.record(first, solved=True, now=WHEN)  # and it starts afresh
    assert len(after.attempts) == 1


def test_no_file_is_a_fresh_start_without_a_notice(home: Path) -> None:
    assert puzzle_history.load_noticed() == (puzzle_history.PuzzleHistory(), None)
    assert not puzzle_history.path().exists()
