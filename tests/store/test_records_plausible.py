"""Records are checked for what can be: counts within bounds, no more wins than games, only
finished games with a person, dates as the game writes them; anything else is kept aside like a
damaged file."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ganesha.store import dirs as userdirs
from ganesha.store import records, saves
from tests.helpers.games import finished


def _sound() -> dict[str, Any]:
    kept = records.empty()
    records.add_game(kept, saves.SavedGame(finished(5), ("human", "medium")))
    return records.to_data(kept)


def _tally(**values: int) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["tallies"][0].update(values)
    return change


def _unfinished(data: dict[str, Any]) -> None:
    game = data["games"][0]["game"]
    game["game"]["actions"] = game["game"]["actions"][:10]
    del game["game"]["digest"]
    data["games"][0]["id"] = records.game_id(saves.from_data(game))


def _ai_only(data: dict[str, Any]) -> None:
    data["games"][0]["game"]["seats"] = ["easy", "medium"]


def _date(text: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["games"][0]["date"] = text
    return change


IMPOSSIBLE: dict[str, Callable[[dict[str, Any]], None]] = {
    "2^62 played": _tally(played=2**62, won=0),
    "0 played, 5 wins": _tally(played=0, won=5, best=0, total=0),
    "more wins than games": _tally(won=2),
    "average over the best": _tally(total=10_000),
    "a best without a game": _tally(played=0, won=0, total=0),
    "a streak longer than the wins": lambda data: data.update(streak=7),
    "an unfinished game": _unfinished,
    "a game of AI seats only": _ai_only,
    "an emoji date": _date("2026-01-01 \U0001f600\U0001f600"),
    "a date of the wrong shape": _date("01/02/2026"),
    "no such day": _date("2026-02-31 10:00"),
    "an id of another game": lambda data: data["games"][0].update(id="0" * 16),
}


@pytest.mark.parametrize("case", sorted(IMPOSSIBLE))
def test_impossible_records_are_kept_aside(home: Path, case: str) -> None:
    data = _sound()
    IMPOSSIBLE[case](data)
    path = userdirs.data_dir() / records.FILE
    path.write_text(json.dumps(data), encoding="utf-8")
    kept, notice = records.load()
    assert notice is not None
    assert kept.games == []
    assert kept.tallies == {}
    assert list(path.parent.glob(records.FILE + ".bad-*"))


def test_sound_records_still_load(home: Path) -> None:
    path = userdirs.data_dir() / records.FILE
    path.write_text(json.dumps(_sound()), encoding="utf-8")
    kept, notice = records.load()
    assert notice is None
    assert kept.tallies[("medium", 2)].played == 1
    assert len(kept.games) == 1
