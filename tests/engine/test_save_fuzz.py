"""Fuzzing ``GameState.from_json``: whatever the input, the only error is SaveError."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ganesha.engine import GameConfig, GameState, SaveError, replay
from tests.helpers.random_play import play_random

pytestmark = pytest.mark.slow  # fuzzing the save format: CI runs it

_CONFIG = GameConfig(players=4, seed=77, side="night")
_STATE = replay(_CONFIG, play_random(_CONFIG, 4).player_actions()[:80])
_TEXT = _STATE.to_json()
_DATA = json.loads(_TEXT)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**80), 2**80) | st.floats(allow_nan=True)
    | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5)
    | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=20,
)


def _load_ok_or_save_error(text: str | bytes) -> None:
    try:
        state = GameState.from_json(text)
    except SaveError as exc:
        refusal = str(exc)
    else:
        assert isinstance(state, GameState)
        return
    assert refusal  # a refusal always says why


@given(st.binary(max_size=2000))
def test_random_bytes(blob: bytes) -> None:
    _load_ok_or_save_error(blob)


@given(st.integers(0, len(_TEXT) - 1), st.binary(min_size=1, max_size=8))
def test_mutated_bytes(position: int, junk: bytes) -> None:
    raw = _TEXT.encode()
    _load_ok_or_save_error(raw[:position] + junk + raw[position + len(junk):])


@given(st.sampled_from(["format", "version", "config", "actions", "digest"]), json_values)
def test_top_level_field_replaced(field: str, value: object) -> None:
    data = dict(_DATA)
    data[field] = value
    _load_ok_or_save_error(json.dumps(data))


@given(st.sampled_from(sorted(_DATA["config"])), json_values)
def test_config_field_replaced(field: str, value: object) -> None:
    data = json.loads(_TEXT)
    data["config"][field] = value
    _load_ok_or_save_error(json.dumps(data))


@given(st.integers(0, len(_DATA["actions"]) - 1), st.text(max_size=10), json_values)
def test_action_field_replaced(index: int, field: str, value: object) -> None:
    data = json.loads(_TEXT)
    action = data["actions"][index]
    key = field if field else next(iter(action))
    action[key] = value
    _load_ok_or_save_error(json.dumps(data))


@given(st.lists(st.integers(0, len(_DATA["actions"]) - 1), min_size=1, max_size=4))
def test_actions_dropped_or_reordered(indexes: list[int]) -> None:
    data = json.loads(_TEXT)
    actions = data["actions"]
    for i in indexes:
        actions.insert(0, actions.pop(i))
    data["digest"] = None
    _load_ok_or_save_error(json.dumps(data))
