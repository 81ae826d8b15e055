"""A game's config at the edges of what it accepts (engine/config.py): the longest name, the
largest seed, the last seat as first player, and the defaults of the English rulebook."""

from __future__ import annotations

from typing import Any

import pytest

from ganesha.engine import ConfigError, GameConfig
from ganesha.engine.config import SEED_MAX


def test_a_name_of_forty_characters_is_a_name() -> None:
    names = ("A" * 40, "B")
    assert GameConfig(names=names).seat_names == names


@pytest.mark.parametrize("kwargs", [
    {"names": ("A" * 41, "B")}, {"names": ("", "B")}, {"names": ("A",)},
    {"seed": SEED_MAX + 1}, {"seed": -1}, {"first_player": 2}, {"first_player": -1},
    {"players": 1}, {"players": 5},
])
def test_a_config_past_an_edge_is_refused(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        GameConfig(**kwargs)


@pytest.mark.parametrize("kwargs", [
    {"seed": SEED_MAX}, {"seed": 0}, {"first_player": 1}, {"first_player": 0},
    {"players": 4, "first_player": 3}, {"players": 2},
])
def test_a_config_at_an_edge_is_accepted(kwargs: dict[str, Any]) -> None:
    config = GameConfig(**kwargs)
    assert all(getattr(config, key) == value for key, value in kwargs.items())


def test_the_english_rulebook_is_the_default() -> None:
    config = GameConfig()
    assert (config.players, config.side, config.spices, config.drum_bonus,
            config.fourth_seat_bonus, config.seed, config.first_player, config.names) == (
        2, "day", True, True, True, 0, None, None)
    assert GameConfig.from_dict(config.to_dict()) == config
