"""The hand-set position builder used by the scenario tests (and later by AI and UI tests)."""

from __future__ import annotations

import pytest

from ganesha.engine import COLOURS, Phase, Take
from ganesha.engine.positions import build_position, snapshot
from tests.helpers.rules import assert_conserved


def test_the_bag_holds_everything_not_placed() -> None:
    state = build_position(3, altar={9: "red", 10: "red"}, slots={1: ("red", "blue")},
                           treasury={2: {"blue": 3}}, mandala={"yellow": 4})
    assert state.inventory()["bag"] == {"red": 7, "green": 10, "purple": 10, "blue": 6,
                                        "yellow": 6}
    assert_conserved(state)


def test_fields_are_set_and_the_turn_started() -> None:
    state = build_position(4, altar={0: "green"}, spices={0: "point"}, scores={3: 9, 1: 2},
                           round=5, first_player=2, current=3, side="night")
    assert state.phase == Phase.TAKE
    assert state.legal_actions() == [Take(0)]
    assert state.round == 5
    assert state.drum == 2
    assert state.current == 3
    assert state.turn_in_round == 1
    assert state.opening_player == 1  # the drum passed once, after round 3
    assert state.scores == (0, 2, 0, 9)
    assert state.score_log == [(3, 9, 5), (1, 2, 5)]
    assert state.spice_tokens() == {0: "point"}
    assert state.config.spices
    assert state.config.side == "night"
    assert state.history == []


def test_empty_altar_starts_at_phase_3() -> None:
    assert build_position().phase == Phase.SACRIFICE


def test_same_description_same_state() -> None:
    a = build_position(2, altar={9: "red"}, seed=3)
    b = build_position(2, altar={9: "red"}, seed=3)
    assert snapshot(a) == snapshot(b)
    assert snapshot(a) == snapshot(a.snapshot())


@pytest.mark.parametrize("kwargs", [
    dict(treasury={0: {"red": 5}, 1: {"red": 4}}),      # 9 red with 8 in the game
    dict(altar={0: "red"}),                               # a corner: unused with 2 players
    dict(altar={9: "pink"}),
    dict(spices={9: "saffron"}),
    dict(spices={9: "point", 10: "point"}),               # one token per effect
    dict(spices={16: "point"}),
    dict(slots={2: ("red", None)}),                       # no seat 2 with 2 players
    dict(mandala={"red": 9}),
    dict(treasury={0: {"red": -1}}),
    dict(round=13),
    dict(current=2),
    dict(bag={"red": 1}),                                 # the bag holds 8 of each here
])
def test_impossible_descriptions_raise_value_error(kwargs) -> None:
    with pytest.raises(ValueError):
        build_position(2, **kwargs)


def test_stated_bag_must_match() -> None:
    state = build_position(2, treasury={1: {c: 8 for c in COLOURS}}, bag={})
    assert state.bag_count == 0
