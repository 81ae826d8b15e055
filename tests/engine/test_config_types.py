"""GameConfig accepts only exact types: a save whose ``players`` is ``3.0``
passed the old check (``3.0 in (2, 3, 4)`` is true) and broke the game later with a TypeError.
Each case here was accepted before the fix."""

from __future__ import annotations

import enum
import json

import pytest

from ganesha.engine import ConfigError, GameConfig, GameState, SaveError, new_game


class Seats(enum.IntEnum):
    ONE = 1
    THREE = 3


class Word(str):
    """A str subclass: prints like a name, but is not one."""


@pytest.mark.parametrize("kwargs", [
    {"players": 3.0},
    {"players": Seats.THREE},
    {"seed": Seats.THREE},
    {"first_player": Seats.ONE},
    {"side": Word("day")},
    {"names": (Word("Asha"), "Ravi")},
    {"names": ["Asha", "Ravi"]},
])
def test_near_miss_types_are_refused(kwargs) -> None:
    with pytest.raises(ConfigError):
        GameConfig(**kwargs)


@pytest.mark.parametrize(("field", "value"), [
    ("players", 3.0), ("players", 2.0), ("players", True), ("seed", 7.0), ("seed", False),
    ("first_player", 0.0), ("first_player", True), ("spices", 1), ("drum_bonus", 0),
    ("fourth_seat_bonus", "yes"), ("names", ["Asha", 2]), ("names", "Asha"),
])
def test_from_dict_refuses_wrong_types_with_a_save_error(field, value) -> None:
    data = GameConfig(players=2, seed=1).to_dict() | {field: value}
    with pytest.raises(SaveError):
        GameConfig.from_dict(data)


def test_a_save_with_float_players_is_refused_when_loaded() -> None:
    text = new_game(GameConfig(players=3, seed=4)).to_json()
    data = json.loads(text)
    data["config"]["players"] = 3.0
    with pytest.raises(SaveError, match="players"):
        GameState.from_json(json.dumps(data))


def test_exact_types_still_load() -> None:
    config = GameConfig(players=3, side="night", spices=False, seed=5, first_player=2,
                        names=("Asha", "Ravi", "Meera"))
    assert GameConfig.from_dict(json.loads(json.dumps(config.to_dict()))) == config
