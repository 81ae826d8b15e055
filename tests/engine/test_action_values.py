"""Actions are small frozen values: they compare and hash by value (the AI's tables, the
legal-action sets and the table's offers key on them), cannot be changed after they are made
(an interned ``Take(4)`` is shared by every caller), and carry no per-instance dict (the
generator hands out thousands of them)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from ganesha.engine import ACTION_TYPES, Drawn, GameConfig, Reslot, SpicesPlaced, Take
from ganesha.engine.actions import well_formed
from ganesha.engine.positions import build_position
from tests.helpers.random_play import ALL_ACTIONS

VALUE_TYPES = sorted([*ACTION_TYPES.values(), Drawn, SpicesPlaced], key=lambda cls: cls.__name__)


def _example(cls: type) -> Any:
    """An instance of ``cls``: an interned one where the generator has it, else a hand-built."""
    for action in ALL_ACTIONS:
        if type(action) is cls:
            return action
    if cls is Drawn:
        return Drawn("redraw", ("red",))
    return SpicesPlaced(((4, "swap"),))


@pytest.mark.parametrize("cls", VALUE_TYPES, ids=lambda cls: cls.__name__)
def test_actions_are_hashable_frozen_values(cls: type) -> None:
    value = _example(cls)
    copy = cls(**{field.name: getattr(value, field.name) for field in dataclasses.fields(cls)})
    assert copy == value
    assert hash(copy) == hash(value)
    assert len({value, copy}) == 1
    for field in dataclasses.fields(cls):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, field.name, getattr(value, field.name))


@pytest.mark.parametrize("cls", VALUE_TYPES, ids=lambda cls: cls.__name__)
def test_actions_carry_no_instance_dict(cls: type) -> None:
    assert not hasattr(_example(cls), "__dict__")
    assert "__slots__" in vars(cls)


@pytest.mark.parametrize("moves", [
    (("slot1", "red"), ("slot2", "blue"), ("slot1", "green")),
    (("slot1", "red"), ("slot1", "blue")),
    (),
    (("slot3", "red"),),
    (("slot1", "pink"),),
    (("slot1", "red", "blue"),),
    [("slot1", "red")],
])
def test_coriander_moves_name_one_or_two_distinct_slots(moves: Any) -> None:
    assert not well_formed(Reslot(moves), players=2)


def test_coriander_moves_of_one_and_two_slots_are_well_formed() -> None:
    assert well_formed(Reslot((("slot2", "red"),)), players=2)
    assert well_formed(Reslot((("slot1", "red"), ("slot2", "red"))), players=2)


def test_what_the_engine_answers_are_frozen_values_too() -> None:
    """The config, a seat's view, a preview and a pending spice are shared with the screens,
    which must not be able to change the game through them."""
    state = build_position(altar={9: "red"}, spices={9: "point"})
    config, seat, preview = state.config, state.seat(0), state.preview(Take(9))
    state.apply(Take(9))
    pending = state.pending_spice()
    assert pending is not None
    assert hash(config) == hash(GameConfig(spices=True, first_player=0))
    for value in (config, seat, preview, pending):
        assert not hasattr(value, "__dict__")
        field = dataclasses.fields(value)[0].name
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, field, getattr(value, field))
