"""Rules at the edge of their numbers: a tie at a single point still goes to who reached it
first (only a total everyone had from the start goes by round 1's order); Coriander cannot call
up a second gem of a slot's colour; a save of up to two million characters is read."""

from __future__ import annotations

import pytest

from ganesha.engine import EndTurn, GameConfig, GameState, Phase, Place, Reslot, SaveError, Take
from ganesha.engine.errors import Refusal
from ganesha.engine.positions import build_position
from tests.helpers.random_play import play_random

LARGEST_SAVE = 2_000_000  # characters; anything longer is not a Ganesha game


def test_a_tie_at_one_point_goes_to_who_reached_it_first() -> None:
    # Round 12 of a 2-player game, first player 1: seat 0 opened round 1 and would win a tie
    # decided by turn order; seat 1 reached 1 point first (the preset order), so seat 1 wins.
    state = build_position(2, round=12, first_player=1, current=0, drum_bonus=False,
                           scores={1: 1, 0: 1})
    assert state.opening_player == 0
    state.apply(EndTurn())
    assert state.is_over
    assert state.scores == (1, 1)
    assert state.winner == 1


def test_coriander_cannot_call_up_a_second_gem_of_a_slots_colour() -> None:
    state = build_position(altar={9: "yellow"}, spices={9: "reslot"},
                           slots={0: ("red", "blue")})
    state.apply(Take(9))
    state.apply(Place("yellow", "treasury"))
    assert state.phase == Phase.RESLOT
    both_red = Reslot((("slot1", "red"), ("slot2", "red")))
    assert state.why_illegal(both_red) == Refusal.GEM_NOT_IN_TREASURY
    assert state.why_illegal(Reslot((("slot1", "blue"), ("slot2", "red")))) == (
        Refusal.CHANGES_NOTHING)


def test_a_save_of_up_to_two_million_characters_is_read() -> None:
    text = play_random(GameConfig(seed=3), 3).to_json()
    padded = text + " " * (LARGEST_SAVE - len(text))  # JSON allows the trailing spaces
    assert GameState.from_json(padded).to_json() == text
    with pytest.raises(SaveError):
        GameState.from_json(padded + " ")


def test_a_save_keeps_the_players_names_readable() -> None:
    """Names are written as typed (Cyrillic, accents), not as escapes, so the file reads as the
    game showed it; and it loads back the same."""
    state = play_random(GameConfig(seed=5, names=("Ваня", "Zoë")), 1)
    text = state.to_json()
    assert "Ваня" in text
    assert "Zoë" in text
    assert GameState.from_json(text).config.names == ("Ваня", "Zoë")
