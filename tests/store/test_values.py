"""What the store hands the screens is a frozen value (settings, a setup, a saved game, a tally,
a kept game, what finishing kept): a screen cannot change the player's files by changing what
it was given, and values without a per-instance dict stay small."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from ganesha.engine import GameConfig, new_game
from ganesha.store import saves
from ganesha.store.finish import Finished
from ganesha.store.last_setup import Seat, Setup
from ganesha.store.records import GameRecord, Tally
from ganesha.store.settings import Settings

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
