"""The public API other parts rely on: names, types, errors, describe, config checks."""

from __future__ import annotations

import pytest

from ganesha.engine import (
    ConfigError,
    Drawn,
    GameConfig,
    GameState,
    IllegalAction,
    SaveError,
    SpicesPlaced,
    Take,
    new_game,
    replay,
)
from tests.helpers.random_play import play_random


def test_public_names_and_types() -> None:
    cfg = GameConfig(players=3, side="night", spices=True, drum_bonus=True,
                     fourth_seat_bonus=True, seed=7)
    state = new_game(cfg)
    assert state.current_player in range(3)
    actions = state.legal_actions()
    assert actions
    assert all(hash(a) == hash(a) for a in actions)
    assert isinstance(state.scores, tuple)
    assert state.scores == (0, 0, 0)
    assert state.round == 1
    assert not state.is_over
    assert state.winner is None
    assert set(state.inventory()) == {"bag", "altar", "held", "slots", "treasury", "mandala"}
    assert issubclass(IllegalAction, ValueError)
    assert issubclass(SaveError, ValueError)
    assert isinstance(state.clone(), GameState)
    assert isinstance(replay(cfg, []), GameState)


def test_actions_are_values_with_code_repr() -> None:
    assert Take(4) == Take(hex=4)
    assert hash(Take(4)) == hash(Take(hex=4))
    assert repr(Take(4)) == "Take(hex=4)"
    assert eval(repr(Take(4))) == Take(4)


def test_history_records_chance_results_in_order() -> None:
    state = new_game(GameConfig(players=2, spices=True, seed=3))
    assert isinstance(state.history[0], SpicesPlaced)
    assert isinstance(state.history[1], Drawn)
    assert state.history[1].why == "altar"
    assert len(state.history[1].gems) == 13


def test_first_player_from_config_or_seed() -> None:
    assert new_game(GameConfig(players=4, seed=1, first_player=2)).current_player == 2
    seeds = {new_game(GameConfig(players=4, seed=s)).current_player for s in range(40)}
    assert seeds == {0, 1, 2, 3}


@pytest.mark.parametrize("kwargs", [
    {"players": 5}, {"players": 1}, {"players": True}, {"side": "dusk"}, {"spices": "yes"},
    {"seed": -1}, {"seed": 2**70}, {"first_player": 2}, {"names": ("A",)},
    {"names": ("", "B")},
])
def test_bad_config_is_refused(kwargs: dict) -> None:
    with pytest.raises(ConfigError):
        GameConfig(**kwargs)


def test_describe_reads_like_the_log() -> None:
    state = new_game(GameConfig(players=2, seed=4, names=("Asha", "Ravi")))
    take = state.legal_actions()[0]
    assert isinstance(take, Take)
    gem = state.altar_gems()[take.hex]
    who = state.config.seat_names[state.current_player]
    assert state.describe(take) == f"{who} takes {gem} from hex {take.hex + 1}"


def test_every_action_of_a_game_can_be_described() -> None:
    config = GameConfig(players=4, seed=8, side="night")
    actions = play_random(config, 2).player_actions()
    state = new_game(config)
    for action in actions:
        line = state.describe(action)
        assert line
        assert "Action(" not in line
        state.apply(action)
    for event in state.history:
        assert state.describe(event)


def test_illegal_action_message_says_why() -> None:
    state = new_game(GameConfig(players=2, seed=4))
    empty = next(h for h in range(19) if h not in state.altar_gems())
    with pytest.raises(IllegalAction, match="no gem on that hex"):
        state.apply(Take(empty))
