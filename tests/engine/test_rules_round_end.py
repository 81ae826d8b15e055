"""docs/rules.md, "The end of a round": the drum, its bonus point, the reset after rounds
3/6/9 (never after the last), the drum passing, and the fourth-seat variant.

Each test starts at the last turn of a round with an empty altar (so that turn is phase 3 only)
and ends it with EndTurn.
"""

from __future__ import annotations

from typing import Any

import pytest

from ganesha.engine import (
    EndTurn,
    GameConfig,
    GameState,
    Phase,
    Place,
    SkipSpice,
    StopTaking,
    Take,
    new_game,
)
from ganesha.engine.actions import Action, Drawn, SpicesPlaced
from ganesha.engine.boards import ADJACENT, SPICES, USED_HEXES
from ganesha.engine.positions import build_position
from tests.helpers.rules import assert_conserved, play

LAST_HEX = {2: 17, 3: 18, 4: 18}  # what _finish_turn takes when the altar has it


def _last_turn(players: int = 2, round: int = 1, first_player: int = 0,
               **kwargs: Any):
    last = (first_player - 1) % players
    return build_position(players, round=round, first_player=first_player, current=last,
                          **kwargs)


def _finish_turn(state: GameState) -> None:
    """Play the current turn quietly: take the highest hex (no spice, no second gem), put the gem
    in the Treasury, end the turn without sacrificing."""
    while state.phase != Phase.SACRIFICE:
        legal = state.legal_actions()
        action: Action
        if state.phase == Phase.TAKE:
            action = max((a for a in legal if isinstance(a, Take)), key=lambda a: a.hex)
        elif state.phase == Phase.PLACE:
            action = Place(state.held_gems()[0], "treasury")
        else:
            action = SkipSpice() if SkipSpice() in legal else StopTaking()
        play(state, action)
    play(state, EndTurn())


# --- the drum ------------------------------------------------------------------------------------

def test_drum_bonus_goes_to_the_first_player() -> None:
    state = _last_turn(2, round=1, first_player=0)
    _finish_turn(state)
    assert state.scores == (1, 0)
    assert state.round == 2
    assert state.drum == 2
    assert state.current == state.first_player == 0


def test_drum_bonus_for_a_first_player_not_in_seat_0() -> None:
    state = _last_turn(3, round=2, first_player=1, scores={1: 7})
    _finish_turn(state)
    assert state.scores == (0, 8, 0)
    assert state.round == 3
    assert state.drum == 3
    assert state.current == 1


def test_no_drum_bonus_with_the_variant_off() -> None:
    state = _last_turn(3, round=2, first_player=1, drum_bonus=False)
    _finish_turn(state)
    assert state.scores == (0, 0, 0)
    assert state.round == 3


def test_no_drum_bonus_mid_round() -> None:
    state = build_position(3, first_player=0, current=0)
    play(state, EndTurn(), EndTurn())
    assert state.scores == (0, 0, 0)
    assert state.round == 1
    assert state.current == 2


def test_drum_numbers_through_a_game() -> None:
    state = build_position(2)
    rounds = []
    while not state.is_over:
        if state.phase == Phase.FINAL:
            play(state, state.legal_actions()[0])
            continue
        if state.turn_in_round == 0:
            rounds.append((state.round, state.drum, state.first_player))
        _finish_turn(state)
    assert rounds == [(r, (r - 1) % 3 + 1, (r - 1) // 3 % 2) for r in range(1, 13)]


def test_drum_bonus_also_after_the_last_round() -> None:
    state = _last_turn(3, round=9, first_player=2, treasury={0: {"red": 1}})
    _finish_turn(state)
    assert state.scores == (0, 0, 1)
    assert state.phase == Phase.FINAL


def test_drum_bonus_over_a_whole_game() -> None:
    # 12 rounds, 4 first players (3 rounds each): seats 1, 0, 1, 0.
    state = build_position(2, first_player=1)
    while not state.is_over:
        if state.phase == Phase.FINAL:
            play(state, state.legal_actions()[0])
        else:
            _finish_turn(state)
    assert [state.points_by_source[seat]["drum"] for seat in (0, 1)] == [6, 6]


# --- reset after rounds 3, 6, 9 ------------------------------------------------------------------

@pytest.mark.parametrize(("round_", "players"), [(3, 2), (6, 2), (9, 2), (3, 3), (6, 3), (3, 4),
                                              (6, 4)])
def test_drum_passes_and_the_altar_resets(round_, players) -> None:
    state = _last_turn(players, round=round_, first_player=players - 1,
                       altar={9: "red", 10: "red", LAST_HEX[players]: "green"},
                       spices={9: "point", 1: "gamble"},
                       treasury={0: {"blue": 1}})
    history = len(state.history)
    _finish_turn(state)
    assert state.round == round_ + 1
    assert state.first_player == 0  # clockwise from the last seat
    assert state.current == 0
    assert state.drum == 1
    assert state.scores[players - 1] == 1  # the old first player turned the drum
    used = USED_HEXES[players]
    assert sorted(state.altar_gems()) == list(used)  # refilled in full
    drawn = [e for e in state.history[history:] if isinstance(e, Drawn)]
    assert len(drawn) == 1
    assert drawn[0].gems == tuple(state.altar_gems()[h] for h in used)
    tokens = state.spice_tokens()
    assert len(tokens) == players
    assert all(not ADJACENT[h] & set(tokens) for h in tokens)
    assert set(tokens) <= set(used)
    assert state.phase == Phase.TAKE
    assert_conserved(state)


def test_altar_gems_go_back_to_the_bag_before_refilling() -> None:
    # 2 players: everything except 2 red (on the altar) and 3 blue (in the bag) is in a Treasury.
    # After the reset the altar holds exactly those 5 gems, left to right from hex 1.
    state = _last_turn(2, round=3, altar={9: "red", 10: "red", 17: "green"},
                       treasury={1: {"red": 6, "green": 7, "purple": 8, "blue": 5, "yellow": 8}},
                       bag={"blue": 3})
    _finish_turn(state)
    gems = state.altar_gems()
    assert list(gems) == [1, 3, 4, 5, 6]
    assert sorted(gems.values()) == ["blue", "blue", "blue", "red", "red"]
    assert state.bag_count == 0


def test_bag_running_dry_leaves_the_rest_of_the_altar_empty() -> None:
    state = _last_turn(3, round=6, first_player=0,
                       treasury={0: {"red": 10, "green": 10, "purple": 10, "blue": 10,
                                     "yellow": 6}},
                       bag={"yellow": 4})
    _finish_turn(state)
    assert state.altar_gems() == {1: "yellow", 2: "yellow", 3: "yellow", 4: "yellow"}
    assert state.bag_count == 0
    assert state.phase == Phase.TAKE


def test_empty_bag_at_reset_means_the_next_turns_skip_phases_1_and_2() -> None:
    state = _last_turn(2, round=3, treasury={0: {"red": 8, "green": 8, "purple": 8, "blue": 8,
                                                 "yellow": 8}})
    _finish_turn(state)
    assert state.altar_gems() == {}
    assert state.phase == Phase.SACRIFICE
    assert state.current == 1


@pytest.mark.parametrize("round_", [1, 2, 4, 5, 7, 8, 10, 11])
def test_no_reset_between(round_) -> None:
    state = _last_turn(2, round=round_, first_player=1, altar={9: "red", 17: "green"},
                       spices={9: "point"})
    _finish_turn(state)
    assert state.altar_gems() == {9: "red"}
    assert state.spice_tokens() == {9: "point"}
    assert state.first_player == 1
    assert not any(isinstance(e, (Drawn, SpicesPlaced)) for e in state.history)


@pytest.mark.parametrize("players", [3, 4])
def test_no_reset_after_the_last_round(players) -> None:
    state = _last_turn(players, round=9, first_player=1,
                       altar={9: "red", LAST_HEX[players]: "green"}, spices={9: "point"},
                       treasury={0: {"blue": 1}})
    _finish_turn(state)
    assert state.phase == Phase.FINAL
    assert state.altar_gems() == {9: "red"}
    assert state.spice_tokens() == {9: "point"}
    assert state.first_player == 1
    assert state.round == 9


def test_two_player_game_resets_after_round_9_and_ends_after_12() -> None:
    state = _last_turn(2, round=9, first_player=0, altar={9: "red", 17: "green"})
    _finish_turn(state)
    assert state.round == 10
    assert state.first_player == 1
    assert len(state.altar_gems()) == 13
    state = _last_turn(2, round=12, first_player=1, altar={9: "red", 17: "green"},
                       treasury={0: {"blue": 1}})
    _finish_turn(state)
    assert state.phase == Phase.FINAL
    assert state.altar_gems() == {9: "red"}


def test_reset_lays_tokens_from_all_eight() -> None:
    # Used (empty-hex) and unused tokens are all gathered and shuffled again.
    effects: set[str] = set()
    for seed in range(40):
        state = _last_turn(2, round=3, spices={9: "point", 17: "gamble"}, seed=seed)
        _finish_turn(state)
        tokens = state.spice_tokens()
        assert len(tokens) == 2
        assert all(h in state.altar_gems() for h in tokens)  # gems on top again
        effects |= set(tokens.values())
    assert effects == set(SPICES)


def test_reset_without_spices_lays_no_tokens() -> None:
    state = _last_turn(2, round=3, altar={9: "red"})
    assert not state.config.spices
    _finish_turn(state)
    assert state.spice_tokens() == {}
    assert len(state.altar_gems()) == 13


# --- the fourth seat -----------------------------------------------------------------------------

def test_fourth_seat_never_holds_the_drum() -> None:
    state = new_game(GameConfig(players=4, first_player=2, seed=8))
    assert state.scores[1] == 2
    first_players = set()
    while not state.is_over:
        first_players.add(state.first_player)
        state.apply(state.legal_actions()[-1])
    assert first_players == {2, 3, 0}

