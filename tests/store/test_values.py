"""What the store hands the screens is a frozen value (settings, a setup, a saved game, a tally,
a kept game, what finishing kept): a screen cannot change the player's files by changing what
it was given, and values without a per-instance dict stay small."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import msgspec
import pytest

from ganesha.data.play_ratings import PlayRating
from ganesha.engine import GameConfig, new_game
from ganesha.store import saves
from ganesha.store.finish import Finished
from ganesha.store.last_setup import Seat, Setup
from ganesha.store.play_history import RatedGame
from ganesha.store.records import GameRecord, Tally
from ganesha.store.schemas.choices import SettingsFile, SetupFile
from ganesha.store.schemas.games import SaveFile
from ganesha.store.schemas.reviews import ReviewFile
from ganesha.store.schemas.tallies import RatingsFile, RecordsFile
from ganesha.store.settings import Settings
from tests.helpers import kept_files

GAME = new_game(GameConfig(seed=2))


def _values() -> list[Any]:
    saved = saves.SavedGame(GAME, ("human", "easy"))
    game = json.loads(saves.to_text(saved))
    return [
        Settings(), Seat("human", "Ann", "cow"), Setup((Seat("human", "Ann", "cow"),)),
        saved, Tally(1, 1, 9, 9), Finished(False, True, True),
        GameRecord("id", "2026-01-01 10:00", ("Asha", "Ravi"), ("human", "easy"), (0, 0), None,
                   game),
    ]


@pytest.mark.parametrize("value", _values(), ids=lambda value: type(value).__name__)
def test_the_store_hands_out_frozen_values(value: Any) -> None:
    assert not hasattr(value, "__dict__")
    field = dataclasses.fields(value)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(value, field, getattr(value, field))


def test_a_rated_game_is_a_frozen_value() -> None:
    rated = RatedGame("0123456789abcdef", 0, "Asha", "2026-11-20 18:05",
                      PlayRating(1480, 1320, 1650, 14, None))
    assert not hasattr(rated, "__dict__")
    assert hash(rated) == hash(dataclasses.replace(rated))
    with pytest.raises(dataclasses.FrozenInstanceError):
        rated.name = "Ravi"  # type: ignore[misc]


@pytest.fixture(scope="module")
def real_files_made() -> None:
    """The real files are made once per worker, in the fixture's setup (no test's clock)."""
    kept_files.real_files()


@pytest.mark.usefixtures("real_files_made")
@pytest.mark.parametrize(("case", "schema"), [
    ("play ratings", RatingsFile), ("records", RecordsFile), ("last setup", SetupFile),
    ("settings", SettingsFile), ("continue", SaveFile), ("review", ReviewFile)])
def test_a_file_read_through_its_schema_is_a_frozen_value(case: str, schema: type) -> None:
    """A reader hands a decoded file on to be turned into what the screens show: it is a
    value, so nothing on the way can change what the file said."""
    decoded: Any = msgspec.json.decode(kept_files.real_bytes(case), type=schema)
    rows = [value for field in msgspec.structs.fields(decoded)
            for value in _items(getattr(decoded, field.name))
            if isinstance(value, msgspec.Struct)]
    for value in (decoded, *rows):  # the file and each of its rows (a records line, a turn)
        first = msgspec.structs.fields(value)[0].name
        with pytest.raises(AttributeError):
            setattr(value, first, getattr(value, first))


def _items(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list) else [value]
