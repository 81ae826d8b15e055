"""The records file's rules (store/records.py) at their edges: which levels and player counts a
line may name, what a count may be, the one version read, the last games kept when reading, and
whose score a game adds when several people played."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ganesha.engine import GameState, SaveError
from ganesha.store import records, saves
from ganesha.store.records import PEOPLE, Tally
from tests.helpers.games import finished

pytestmark = pytest.mark.usefixtures("home")


def _file(tallies: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    return {"format": records.FORMAT, "version": 1, "tallies": tallies or [], "games": [],
            **extra}


def _line(level: Any = "hard", players: Any = 2, **counts: Any) -> dict[str, Any]:
    return {"level": level, "players": players, "played": 1, "won": 0, "best": 0, "total": 0,
            **counts}


def test_an_empty_tally_averages_nothing() -> None:
    assert Tally().average == 0.0
    assert (Tally().played, Tally().won, Tally().best, Tally().total) == (0, 0, 0, 0)
    assert Tally(played=4, total=10).average == 2.5


@pytest.mark.parametrize(("level", "players"), [
    ("hard", 2), ("hard", 3), ("hard", 4), ("easy", 2), (PEOPLE, 3),
])
def test_a_line_of_a_known_level_and_two_to_four_players_is_read(level: str,
                                                                  players: int) -> None:
    read = records.from_data(_file([_line(level, players, played=0, won=0)]))
    assert read.tallies == {(level, players): Tally(0, 0, 0, 0)}
    assert read.streak == 0


@pytest.mark.parametrize("line", [
    _line(players=1), _line(players=5), _line(players="2"), _line(level="god"),
    _line(played=-1), _line(won=True), _line(best=1.5), _line(total=None),
])
def test_a_line_off_the_table_is_refused(line: dict[str, Any]) -> None:
    with pytest.raises(SaveError):
        records.from_data(_file([line]))


@pytest.mark.parametrize("version", [0, 2, "1", True, None])
def test_only_version_one_is_read(version: Any) -> None:
    with pytest.raises(SaveError):
        records.from_data({**_file(), "version": version})


@pytest.mark.parametrize("shape", [{"tallies": {}}, {"tallies": [1]}, {"games": None},
                                   {"streak": -1}])
def test_a_file_of_another_shape_is_refused(shape: dict[str, Any]) -> None:
    with pytest.raises(SaveError):
        records.from_data({**_file(), **shape})


def test_more_games_than_the_records_keep_are_refused() -> None:
    kept = [saves.SavedGame(finished(n), ("human", "easy")) for n in range(records.KEEP_GAMES + 1)]
    rows = [{"id": records.game_id(game), "date": "2026-01-01 10:00",
             "game": json.loads(saves.to_text(game))} for game in kept]
    won = [_line("easy", played=3, won=3, best=40, total=90)]  # a streak needs its wins
    with pytest.raises(SaveError, match=r"at \$\.games$"):
        records.from_data(_file(won, games=rows, streak=3))
    read = records.from_data(_file(won, games=rows[:3], streak=3))
    assert [g.id for g in read.games] == [row["id"] for row in rows[:3]]
    assert read.streak == 3


def test_a_game_of_two_people_adds_the_better_score_and_counts_under_people() -> None:
    state = finished(2)
    recs = records.empty()
    assert records.add_game(recs, saves.SavedGame(state, ("human", "human")))
    tally = recs.tallies[(PEOPLE, 2)]
    assert (tally.played, tally.won) == (1, 1)  # one of the people won
    assert tally.best == tally.total == max(state.scores)
    assert recs.streak == 1


@pytest.mark.parametrize("row", [
    {"id": "x", "date": "2026-01-01 10:00", "game": []},
    {"id": "x", "game": {}}, {"date": "2026-01-01 10:00", "game": {}},
    {"id": 7, "date": "2026-01-01 10:00", "game": {}},
])
def test_a_kept_game_without_its_id_date_or_game_is_refused(row: dict[str, Any]) -> None:
    with pytest.raises(SaveError):
        records.from_data(_file(games=[row]))


def test_a_games_id_is_sixteen_hex_digits_as_earlier_files_hold() -> None:
    ident = records.game_id(saves.SavedGame(finished(1), ("human", "easy")))
    assert len(ident) == 16
    assert int(ident, 16) >= 0


def test_reading_the_records_creates_no_folder(home: Path) -> None:
    assert not records.has_records()
    assert records.load() == (records.empty(), None)
    assert not (home / "data").exists()


def test_the_records_file_keeps_names_as_typed(home: Path) -> None:
    state = finished(1)
    named = saves.SavedGame(GameState.from_json(state.to_json().replace(
        '"names":null', '"names":["Ваня","Zoë"]')), ("human", "easy"))
    assert named.state.config.names == ("Ваня", "Zoë")
    records.record_game(named)
    text = (home / "data" / records.FILE).read_text(encoding="utf-8")
    assert "Ваня" in text
    assert "Zoë" in text
