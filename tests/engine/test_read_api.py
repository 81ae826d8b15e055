"""The engine's read API: slot values, the next slot, the used hexes, the pending spice decision
and the preview of an action, checked on positions built from docs/rules.md and, for the
preview, against the real ``apply`` over random games.

Day values, 2 players: red 5 4 3 3 2 2 1 1, yellow 3 3 2 2 2 1 1 1; night 3 players: red
6 3 2 4 3 1 2 2 1 1. Hex 9 is the centre (neighbours 4 5 8 10 13 14).
"""

from __future__ import annotations

import pytest

from ganesha.engine import (
    AnswerTrade,
    EndTurn,
    GainPoint,
    Gamble,
    GameConfig,
    IllegalAction,
    PendingSpice,
    Place,
    Preview,
    Reslot,
    Sacrifice,
    Scored,
    SkipSpice,
    Swap,
    Take,
    Trade,
    new_game,
)
from ganesha.engine.boards import COLOURS, MANDALA_VALUES, USED_HEXES
from ganesha.engine.positions import build_position, snapshot
from tests.helpers.random_play import random_steps
from tests.helpers.rules import play

# --- slot values and the next slot ---------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("side", ["day", "night"])
def test_slot_values_are_the_board_sides_table(players, side) -> None:
    state = new_game(GameConfig(players=players, side=side))
    values = state.slot_values()
    assert tuple(values) == COLOURS
    assert tuple(values.values()) == MANDALA_VALUES[(players, side)]


def test_slot_values_on_rules_examples() -> None:
    assert build_position(2).slot_values()["red"] == (5, 4, 3, 3, 2, 2, 1, 1)
    assert build_position(3, side="night").slot_values()["red"] == (6, 3, 2, 4, 3, 1, 2, 2, 1, 1)


def test_next_slot_follows_the_filled_slots() -> None:
    state = build_position(2, mandala={"red": 3, "yellow": 8})
    assert state.next_slot("red") == 3
    assert state.next_slot_value("red") == 3  # the fourth red slot: 5 4 3 [3]
    assert state.next_slot("green") == 0
    assert state.next_slot_value("green") == 5
    assert state.next_slot("yellow") is None  # all 8 yellow slots are filled
    assert state.next_slot_value("yellow") is None


@pytest.mark.parametrize("colour", ["pink", "", 3, None])
def test_next_slot_refuses_an_unknown_colour(colour) -> None:
    state = build_position(2)
    with pytest.raises(ValueError):
        state.next_slot(colour)
    with pytest.raises(ValueError):
        state.next_slot_value(colour)


# --- used hexes -----------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_used_hexes_are_the_player_counts_hexes_and_read_only(players) -> None:
    state = new_game(GameConfig(players=players))
    assert state.used_hexes == USED_HEXES[players]
    assert len(state.used_hexes) == {2: 13, 3: 16, 4: 19}[players]
    with pytest.raises(AttributeError):
        state.used_hexes = (1, 2)  # type: ignore[misc]
    assert state.clone().used_hexes == USED_HEXES[players]


# --- the pending spice --------------------------------------------------------------------------

def test_no_pending_spice_outside_a_spice_decision() -> None:
    state = build_position(altar={9: "red", 12: "blue"}, spices={12: "point"})
    assert state.pending_spice() is None
    play(state, Take(9))  # no token on hex 9
    assert state.pending_spice() is None


def test_pending_spice_after_taking_from_a_token() -> None:
    state = build_position(altar={9: "red", 12: "blue"}, spices={9: "swap"})
    play(state, Take(9))
    pending = state.pending_spice()
    assert pending == PendingSpice("swap", 9, 0, (Swap(12), SkipSpice()))
    assert pending.options == tuple(state.legal_actions())
    play(state, Swap(12))
    assert state.pending_spice() is None


def test_pending_spice_on_the_second_gem_names_its_own_hex() -> None:
    state = build_position(altar={9: "red", 10: "green"}, spices={10: "point"},
                           slots={0: ("red", None)})
    play(state, Take(9), Take(10))
    assert state.pending_spice() == PendingSpice("point", 10, 0, (GainPoint(), SkipSpice()))


def test_pending_spice_ginger_answer_is_decided_by_the_opponent() -> None:
    state = build_position(3, altar={9: "red"}, spices={9: "trade"}, current=1, first_player=1,
                           treasury={0: {"blue": 1, "green": 2}, 2: {"red": 2}})
    play(state, Take(9))
    assert state.pending_spice() == PendingSpice("trade", 9, 1, (Trade(0), SkipSpice()))
    play(state, Trade(0))
    pending = state.pending_spice()
    assert pending is not None
    assert (pending.effect, pending.hex, pending.seat) == ("trade", 9, 0)
    assert set(pending.options) == {AnswerTrade("blue"), AnswerTrade("green")}
    assert SkipSpice() not in pending.options  # the answer cannot be refused
    play(state, AnswerTrade("green"))
    assert state.pending_spice() is None


def test_pending_spice_coriander_after_phase_2() -> None:
    state = build_position(altar={9: "red"}, spices={9: "reslot"}, treasury={0: {"blue": 1}})
    play(state, Take(9))
    assert state.pending_spice() is None  # armed, but nothing to decide before phase 2
    play(state, Place("red", "slot1"))
    assert state.pending_spice() == PendingSpice(
        "reslot", 9, 0, (Reslot((("slot1", "blue"),)), SkipSpice()))
    play(state, SkipSpice())
    assert state.pending_spice() is None


# --- preview ------------------------------------------------------------------------------------

def test_preview_of_a_sacrifice_names_points_slots_and_unlocks() -> None:
    # Red 5 4 3 3 …, one red slot filled: sacrificing a red places the other two reds on 4 and 3.
    state = build_position(treasury={0: {"red": 3, "yellow": 1}}, mandala={"red": 1})
    # The altar is empty, so the turn starts in phase 3.
    assert Sacrifice("red", "red") in state.legal_actions()
    before = snapshot(state)
    preview = state.preview(Sacrifice("red", "red"))
    assert preview == Preview(points=(7, 0), slots=(("red", 1, 4), ("red", 2, 3)),
                              unlocks=("red",), chance=False,
                              sources=(Scored(0, "gem", "red", 2, 7),))
    assert snapshot(state) == before
    assert state.preview(Sacrifice("yellow", "red")).unlocks == COLOURS
    assert state.preview(Sacrifice("yellow", "red")).points == (10, 0)  # 4 + 3 + 3: all three reds
    assert state.preview(Sacrifice(None, "yellow")).unlocks == ("yellow",)
    assert state.preview(Sacrifice(None, "yellow")).slots == (("yellow", 0, 3),)
    assert state.preview(EndTurn()).slots == ()


def test_preview_of_an_illegal_action_raises_and_changes_nothing() -> None:
    state = build_position(altar={9: "red"}, treasury={0: {"red": 2}})
    before, digest = snapshot(state), state.digest()
    for action in (Take(12), Sacrifice("red", "red"), Place("red", "slot1"), SkipSpice()):
        with pytest.raises(IllegalAction):
            state.preview(action)
    assert snapshot(state) == before
    assert state.digest() == digest


def test_preview_of_red_pepper_does_not_consume_or_reveal_the_draw() -> None:
    state = build_position(altar={9: "red"}, spices={9: "gamble"}, scores={0: 3})
    play(state, Take(9))
    twin = state.snapshot()  # the real game's exact copy: it draws what the game will
    chance = state.chance.state
    preview = state.preview(Gamble())
    assert preview.points == (-1, 0)
    assert preview.chance is True
    assert state.chance.state == chance  # the real generator did not move
    play(state, Gamble())
    play(twin, Gamble())
    assert state.history[-1] == twin.history[-1]  # the real draw is the one it would have been


def test_preview_points_include_the_drum_point_at_the_round_end() -> None:
    # Seat 1 is last in round 1 (seat 0 started); ending its turn turns the drum: seat 0 +1.
    state = build_position(current=1)
    assert state.preview(EndTurn()).points == (1, 0)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("choice_seed", [1, 2])
def test_preview_matches_what_apply_does_over_random_games(players, choice_seed) -> None:
    """Every action of random games (every kind, spices on, both sides): the preview's points
    and slots are the real change, and previewing changes nothing."""
    config = GameConfig(players=players, side="night" if choice_seed % 2 else "day",
                        seed=40 + choice_seed)
    for state, action in random_steps(config, choice_seed):
        if action is None:
            break
        before = snapshot(state)
        preview = state.preview(action)
        assert snapshot(state) == before
        scores, filled = state.scores, state.mandala_filled()
        after = state.clone()
        after.apply(action)
        assert preview.points == tuple(b - a for a, b in zip(scores, after.scores, strict=True))
        new = after.mandala_filled()
        values = state.slot_values()
        expected = tuple((c, i, values[c][i]) for c in COLOURS for i in range(filled[c], new[c]))
        assert preview.slots == expected

