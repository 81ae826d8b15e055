"""Saves: a round trip reproduces the game; anything broken is a clear SaveError."""

from __future__ import annotations

import json

import pytest

from ganesha.engine import GameConfig, GameState, SaveError, replay
from ganesha.engine.actions import Reslot, action_from_data, action_to_data
from ganesha.engine.boards import HEX_COUNT
from tests.helpers.random_play import play_random

CONFIG = GameConfig(players=3, side="night", seed=21)


@pytest.fixture(scope="module")
def mid_game() -> GameState:
    full = play_random(CONFIG, 5)
    return replay(CONFIG, full.player_actions()[:60])


def test_round_trip_mid_game(mid_game: GameState) -> None:
    loaded = GameState.from_json(mid_game.to_json())
    assert loaded.digest() == mid_game.digest()
    assert loaded.history == mid_game.history
    assert GameState.from_json(mid_game.to_json().encode()).digest() == mid_game.digest()


def test_round_trip_finished_game() -> None:
    done = play_random(GameConfig(players=4, seed=3), 1)
    loaded = GameState.from_json(done.to_json())
    assert loaded.is_over
    assert loaded.winner == done.winner
    assert loaded.scores == done.scores


def _mutated(state: GameState, change) -> str:
    data = json.loads(state.to_json())
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(("text", "message"), [
    ("", "not valid JSON"),
    ("{", "not valid JSON"),
    ("[]", "not a Ganesha save"),
    ('{"format": "other"}', "not a Ganesha save"),
    ("[" * 100_000, "not valid JSON"),
    ("x" * 3_000_000, "too large"),
])
def test_garbage_is_refused(text: str, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        GameState.from_json(text)


def test_non_utf8_bytes_are_refused() -> None:
    with pytest.raises(SaveError, match="UTF-8"):
        GameState.from_json(b"\xff\xfe\x00garbage")


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(version=99), "version"),
    (lambda d: d.update(extra=1), "unknown fields"),
    (lambda d: d["config"].update(players=5), "bad game settings"),
    (lambda d: d["config"].update(seed=10**30), "bad game settings"),
    (lambda d: d["config"].update(colour="red"), "unknown game settings"),
    (lambda d: d.update(config="night"), "not an object"),
    (lambda d: d.update(actions={}), "move list"),
    (lambda d: d["actions"].append({"type": "Explode"}), "unknown action"),
    (lambda d: d["actions"].append({"type": "Take", "hex": 99}), "out of range"),
    (lambda d: d["actions"].append({"type": "Take", "hex": "4"}), "out of range"),
    (lambda d: d["actions"].append({"type": "Take"}), "needs exactly"),
    (lambda d: d["actions"].append({"type": "Place", "gem": "pink", "target": "treasury"}),
     "colour"),
    (lambda d: d["actions"].insert(0, {"type": "EndTurn"}), "not legal"),
    (lambda d: d.update(digest="0" * 16), "do not lead"),
])
def test_damaged_saves_are_refused(mid_game: GameState, change, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        GameState.from_json(_mutated(mid_game, change))


def test_truncated_saves_are_refused(mid_game: GameState) -> None:
    text = mid_game.to_json()
    for cut in range(0, len(text), max(1, len(text) // 50)):
        with pytest.raises(SaveError):
            GameState.from_json(text[:cut])


def test_a_saved_reslot_moves_one_or_two_gems() -> None:
    """Coriander moves at most two gems (there are two slots): a save naming three moves, or
    none, is refused when read, not handed on as an action."""
    one = [["slot1", "red"]]
    assert action_from_data({"type": "Reslot", "moves": one}) == Reslot((("slot1", "red"),))
    for moves in ([], [["slot1", "red"], ["slot2", "blue"], ["slot1", "green"]]):
        with pytest.raises(SaveError):
            action_from_data({"type": "Reslot", "moves": moves})


@pytest.mark.parametrize("move", [
    ["slot1", "red", "blue"],      # three parts: which gem?
    ["slot3", "red"],              # no such slot
    {"slot": "slot1", "gem": "red"},  # not a pair
    ["slot1"],                     # no gem
])
def test_a_saved_reslot_move_is_a_slot_and_a_gem(move: object) -> None:
    """Each move of a saved Coriander reslot names one of the two slots and one gem: anything
    else is refused when the save is read (SaveError), never replayed as some other move."""
    with pytest.raises(SaveError):
        action_from_data({"type": "Reslot", "moves": [move]})


@pytest.mark.parametrize(("data", "ok"), [
    ({"type": "Take", "hex": HEX_COUNT - 1}, True), ({"type": "Take", "hex": HEX_COUNT}, False),
    ({"type": "Swap", "hex": HEX_COUNT}, False), ({"type": "Take", "hex": -1}, False),
    ({"type": "Trade", "seat": 3}, True), ({"type": "Trade", "seat": 4}, False)])
def test_an_action_s_number_is_read_only_inside_its_range(data: dict, ok: bool) -> None:
    """The last hex and the fourth seat are read; one past them is refused, never kept."""
    if ok:
        assert action_to_data(action_from_data(data)) == data
    else:
        with pytest.raises(SaveError, match="out of range"):
            action_from_data(data)
