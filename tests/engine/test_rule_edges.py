"""Rules at the edge of their numbers: a tie at a single point still goes to who reached it
first (only a total everyone had from the start goes by round 1's order)."""

from __future__ import annotations

from ganesha.engine import EndTurn
from ganesha.engine.positions import build_position


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
