"""The records file: a finished game is counted once, totals and streak follow the person's
results, only the last games are kept whole, and a damaged file is kept aside, never lost."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from ganesha.engine import GameConfig, new_game
from ganesha.store import dirs as userdirs
from ganesha.store import records, saves
from tests.helpers.games import finished


def test_a_finished_game_lands_once_with_its_totals(home: Path) -> None:
    state = finished(3)
    saved = saves.SavedGame(state, ("human", "hard"))
    assert records.record_game(saved) is None
    assert records.record_game(saved) is None  # the same game again: not counted twice
    data, notice = records.load()
    assert notice is None
    assert len(data.games) == 1
    tally = data.tallies[("hard", 2)]
    assert tally.played == 1
    assert tally.best == state.scores[0] == tally.total
    assert tally.won == (state.winner == 0)
    assert data.streak == (1 if state.winner == 0 else 0)
    game = data.games[0]
    assert game.scores == tuple(state.scores)
    assert game.seats == ("human", "hard")
    assert game.saved().state.to_json() == state.to_json()  # replayable, move for move


def test_unfinished_and_all_ai_games_do_not_count() -> None:
    recs = records.empty()
    assert not records.add_game(recs, saves.SavedGame(new_game(GameConfig(seed=1)),
                                                      ("human", "easy")))
    assert not records.add_game(recs, saves.SavedGame(finished(4), ("easy", "medium")))
    assert recs.games == []
    assert recs.tallies == {}


def test_streak_totals_and_the_kept_games() -> None:
    recs = records.empty()
    results = []
    for seed in range(records.KEEP_GAMES + 3):
        state = finished(seed)
        when = dt.datetime(2026, 1, 1) + dt.timedelta(minutes=seed)
        assert records.add_game(recs, saves.SavedGame(state, ("human", "easy")), when)
        results.append(state)
    assert len(recs.games) == records.KEEP_GAMES
    assert recs.games[0].date == "2026-01-01 00:22"  # newest first
    tally = recs.tallies[("easy", 2)]
    assert tally.played == len(results)  # the totals keep counting past the kept games
    assert tally.won == sum(s.winner == 0 for s in results)
    assert tally.best == max(s.scores[0] for s in results)
    assert tally.average == pytest.approx(sum(s.scores[0] for s in results) / len(results))
    streak = 0
    for s in results:
        streak = streak + 1 if s.winner == 0 else 0
    assert recs.streak == streak
    # a round trip through the file's data keeps everything
    again = records.from_data(json.loads(json.dumps(records.to_data(recs))))
    assert again.tallies == recs.tallies
    assert again.streak == recs.streak
    assert [g.id for g in again.games] == [g.id for g in recs.games]


def test_the_strongest_ai_names_the_line() -> None:
    assert records.level_of(("human", "easy", "hard")) == "hard"
    assert records.level_of(("human", "human")) == records.PEOPLE


@pytest.mark.parametrize("content", [b"{not json", b'{"format": "ganesha-records", "version": 1,'
                                     b' "tallies": [{"level": "hard", "players": 9}], "games": []}',
                                     b'{"format": "ganesha-records", "version": 1, "tallies": [],'
                                     b' "games": [{"id": "x", "date": "d", "game": {}}]}',
                                     b"\xff\xfe", b'{"format": "ganesha-game"}'])
def test_a_damaged_file_is_kept_aside_and_records_start_again(home: Path, content) -> None:
    path = userdirs.data_dir() / records.FILE
    path.write_bytes(content)
    data, notice = records.load()
    assert data.games == []
    assert data.tallies == {}
    assert notice
    assert "kept as" in notice
    kept = [p for p in path.parent.iterdir() if p.name.startswith(records.FILE + ".bad-")]
    assert len(kept) == 1
    assert kept[0].read_bytes() == content  # the player's data is not lost
    assert not path.exists()
    # and the next finished game starts a fresh, readable file
    records.record_game(saves.SavedGame(finished(5), ("human", "medium")))
    data, notice = records.load()
    assert notice is None
    assert data.tallies[("medium", 2)].played == 1


def test_a_game_against_an_at_my_level_seat_is_kept_with_its_setting(home: Path) -> None:
    """The records count every rated seat under "rated" (one line, whatever the dial said) and
    keep the game with the seat's own setting, so it replays as it was played."""
    state = finished(3)
    saved = saves.SavedGame(state, ("human", "rated:1650"))
    assert records.record_game(saved) is None
    data, notice = records.load()
    assert notice is None
    assert data.tallies[("rated", 2)].played == 1
    assert data.games[0].seats == ("human", "rated:1650")
    assert records.level_of(("human", "easy", "rated:900")) == "rated"
