"""docs/rules.md, "The end of the game": slots into Treasuries, the final stage order (fewest
points first, ties to the tied player acting last, empty Treasuries skipped) and the winner
tie-break.

Every test starts at the last turn of the last round with an empty altar, so that turn is just
phase 3 and ``EndTurn`` (or a sacrifice) ends the round and starts the final stage.
Day values: 2 players red 5 4 3 3 2 2 1 1, blue 5 3 4 2 3 2 1 1; 3 players red 5 4 3 ...,
blue 5 4 3 ..., green 5 4 4 ....
"""

from __future__ import annotations

from typing import Any

from ganesha.engine import EndTurn, FinalPlace, Gamble, Phase, Place, Sacrifice, Take
from ganesha.engine.positions import build_position
from tests.helpers.rules import assert_refused, play


def _last_turn_of_game(players: int, first_player: int = 0, drum_bonus: bool = False,
                       current: int | None = None, **kwargs: Any):
    last_round = 12 if players == 2 else 9
    current = (first_player - 1) % players if current is None else current
    return build_position(players, round=last_round, first_player=first_player,
                          current=current, drum_bonus=drum_bonus, **kwargs)


def _finish(state) -> list[int]:
    """Play the final stage, always placing the first legal colour; returns who placed."""
    seats = []
    while not state.is_over:
        assert state.phase == Phase.FINAL
        seats.append(state.current)
        play(state, state.legal_actions()[0])
    return seats


def test_destiny_slots_empty_into_treasuries() -> None:
    state = _last_turn_of_game(2, slots={0: ("red", "blue"), 1: ("green", None)},
                               treasury={0: {"red": 1}})
    play(state, EndTurn())
    assert state.phase == Phase.FINAL
    assert state.seat(0).slots == (None, None)
    assert state.seat(1).slots == (None, None)
    assert state.seat(0).treasury == {"red": 2, "blue": 1}
    assert state.seat(1).treasury == {"green": 1}


def test_final_choices_are_one_treasury_gem_without_sacrifice() -> None:
    state = _last_turn_of_game(2, treasury={0: {"red": 2, "yellow": 1}, 1: {"blue": 1}},
                               scores={1: 3})
    play(state, EndTurn())
    assert state.current == 0
    assert set(state.legal_actions()) == {FinalPlace("red"), FinalPlace("yellow")}
    for action in (FinalPlace("blue"), Sacrifice("yellow", "red"), Sacrifice(None, "yellow"),
                   EndTurn(), Take(9)):
        assert_refused(state, action)
    play(state, FinalPlace("red"))
    assert state.scores == (5, 3)
    assert state.seat(0).treasury == {"red": 1, "yellow": 1}  # exactly one gem placed
    assert state.mandala_filled()["red"] == 1
    assert state.current == 1


def test_final_placement_scores_the_next_slot() -> None:
    state = _last_turn_of_game(2, treasury={0: {"red": 1}}, mandala={"red": 6})
    play(state, EndTurn(), FinalPlace("red"))
    assert state.scores == (1, 0)
    assert state.mandala_filled()["red"] == 7


def test_fewest_points_starts_then_clockwise_skipping_empty_treasuries() -> None:
    state = _last_turn_of_game(3, first_player=0,
                               treasury={0: {"red": 2}, 1: {"blue": 1}},
                               scores={0: 5, 1: 3, 2: 9})
    play(state, EndTurn())
    assert _finish(state) == [1, 0, 0]
    assert state.scores == (5 + 5 + 4, 3 + 5, 9)
    assert state.winner == 0


def test_the_starter_is_skipped_when_their_treasury_is_empty() -> None:
    state = _last_turn_of_game(3, treasury={1: {"red": 1}, 2: {"blue": 1}},
                               scores={0: 1, 1: 5, 2: 6})
    play(state, EndTurn())
    assert state.current == 1
    assert _finish(state) == [1, 2]


def test_it_ends_when_every_treasury_is_empty() -> None:
    state = _last_turn_of_game(2, scores={0: 4, 1: 2})
    play(state, EndTurn())
    assert state.is_over
    assert state.legal_actions() == []
    assert state.winner == 0
    assert_refused(state, EndTurn())
    assert_refused(state, FinalPlace("red"))


def test_uneven_treasuries_go_round_until_all_are_empty() -> None:
    state = _last_turn_of_game(2, treasury={0: {"green": 1}, 1: {"red": 3}}, scores={1: 1})
    play(state, EndTurn())
    assert _finish(state) == [0, 1, 1, 1]


# --- ties for fewest points ----------------------------------------------------------------------

def test_tie_for_fewest_goes_to_the_tied_player_acting_last() -> None:
    # Final round order with first player 1: seats 1, 2, 0. Seats 0 and 1 tie: seat 0 is later.
    state = _last_turn_of_game(3, first_player=1,
                               treasury={0: {"red": 1}, 1: {"red": 1}, 2: {"red": 1}},
                               scores={0: 2, 1: 2, 2: 5})
    play(state, EndTurn())
    assert _finish(state) == [0, 1, 2]


def test_tie_for_fewest_between_seats_1_and_2() -> None:
    state = _last_turn_of_game(3, first_player=1,
                               treasury={0: {"red": 1}, 1: {"red": 1}, 2: {"red": 1}},
                               scores={1: 2, 2: 2, 0: 5})
    play(state, EndTurn())
    assert _finish(state) == [2, 0, 1]


def test_three_way_tie_for_fewest() -> None:
    state = _last_turn_of_game(3, first_player=2,
                               treasury={0: {"red": 1}, 1: {"red": 1}, 2: {"red": 1}})
    play(state, EndTurn())  # order 2, 0, 1: seat 1 acts last
    assert _finish(state) == [1, 2, 0]


def test_drum_point_is_scored_before_the_final_order_is_decided() -> None:
    # Seat 0 holds the drum: 3 + 1 ties seat 1's 4; seat 1 acts last in the round, so starts.
    state = _last_turn_of_game(2, first_player=0, drum_bonus=True,
                               treasury={0: {"red": 1}, 1: {"blue": 1}}, scores={0: 3, 1: 4})
    play(state, EndTurn())
    assert state.scores == (4, 4)
    assert state.current == 1


def test_without_the_drum_point_the_lower_score_starts() -> None:
    state = _last_turn_of_game(2, first_player=0, drum_bonus=False,
                               treasury={0: {"red": 1}, 1: {"blue": 1}}, scores={0: 3, 1: 4})
    play(state, EndTurn())
    assert state.current == 0


# --- the winner ----------------------------------------------------------------------------------

def test_most_points_wins() -> None:
    state = _last_turn_of_game(3, treasury={2: {"green": 2}}, scores={0: 12, 1: 11, 2: 4})
    play(state, EndTurn())
    _finish(state)
    assert state.scores == (12, 11, 4 + 5 + 4)
    assert state.winner == 2


def test_tie_goes_to_who_reached_the_total_first_in_the_final_stage() -> None:
    # Seat 0 (9) places red for 5 → 14 first; seat 1 (10) places blue for 4 → 14 after.
    state = _last_turn_of_game(2, treasury={0: {"red": 1}, 1: {"blue": 1}},
                               mandala={"blue": 2}, scores={0: 9, 1: 10})
    play(state, EndTurn())
    assert _finish(state) == [0, 1]
    assert state.scores == (14, 14)
    assert state.winner == 0


def test_tie_goes_to_who_reached_the_total_first_during_play() -> None:
    # Round 12, first player 1: seat 1 sacrifices red and places 2 → 9 + 5 + 4 = 18. Seat 0
    # reaches 18 only in the final stage (13 + 5), so seat 1 wins although it moves later there.
    state = _last_turn_of_game(2, first_player=1, current=1,
                               treasury={1: {"red": 3}, 0: {"blue": 1}}, scores={0: 13, 1: 9})
    play(state, Sacrifice("red", "red"))
    assert state.scores == (13, 18)
    play(state, EndTurn())  # seat 0's turn ends the round and the game's rounds
    assert _finish(state) == [0]
    assert state.scores == (18, 18)
    assert state.winner == 1


def test_tie_made_by_the_drum_point() -> None:
    # Seat 1 had 6 all along (preset), seat 0 gets to 6 with the last drum point.
    state = _last_turn_of_game(2, first_player=0, drum_bonus=True, scores={1: 6, 0: 5})
    play(state, EndTurn())
    assert state.is_over
    assert state.scores == (6, 6)
    assert state.winner == 1



def test_tie_counts_the_first_time_the_total_was_reached() -> None:
    # Seat 0 had 14 before seat 1 (preset order), then paid a point for Red Pepper (13) and won
    # it back with its last yellow (14). It first reached 14 earlier, so it wins the tie.
    state = _last_turn_of_game(2, first_player=0, current=0, altar={9: "yellow"},
                               spices={9: "gamble"}, mandala={"yellow": 7},
                               scores={0: 14, 1: 14})
    play(state, Take(9), Gamble())
    assert state.scores == (13, 14)
    play(state, Place("yellow", "treasury"), Sacrifice(None, "yellow"))
    assert state.scores == (14, 14)
    play(state, EndTurn())
    assert state.is_over
    assert state.winner == 0


def test_nobody_scored_the_first_player_of_round_1_wins() -> None:
    # docs/rules.md, decision 7: tied at a total everyone had from the start → earliest in
    # round 1's order.
    # Every gem is already on the mandala, so nothing can be taken or scored all game.
    state = build_position(3, first_player=2, drum_bonus=False,
                           mandala={c: 10 for c in ("red", "green", "purple", "blue", "yellow")})
    while not state.is_over:
        play(state, EndTurn())
    assert state.scores == (0, 0, 0)
    assert state.winner == 2
