"""The undo rule (engine/undo.py): a seat takes back its own decisions within its turn, never a
bag draw, never the end of a turn, never another seat's move; an illegal action changes nothing."""

from __future__ import annotations

import pytest

from ganesha.data import puzzles
from ganesha.engine import EndTurn, GameConfig, IllegalAction, Phase, Place, Take, new_game
from ganesha.engine.positions import build_position
from ganesha.engine.undo import UndoHistory


def _plain_take(state) -> Take:
    spices = state.spice_tokens()
    return Take(next(h for h in sorted(state.altar_gems()) if h not in spices))


def test_a_turn_is_taken_back_step_by_step_until_it_ends() -> None:
    state = new_game(GameConfig(players=2, seed=3, spices=False))
    undo = UndoHistory()
    start = state.to_json()
    undo.apply(state, _plain_take(state), undoable=True)
    after_take = state.to_json()
    if state.phase == Phase.SECOND:
        undo.apply(state, next(a for a in state.legal_actions() if not isinstance(a, Take)),
                   undoable=True)
    place = next(a for a in state.legal_actions() if isinstance(a, Place))
    undo.apply(state, place, undoable=True)
    assert undo.steps(state) >= 2
    while undo.steps(state) > 1:
        undo.undo(state)
    assert state.to_json() == after_take
    assert undo.undo(state)
    assert state.to_json() == start
    assert not undo.undo(state)


def test_the_end_of_a_turn_and_other_seats_are_never_undone() -> None:
    state = new_game(GameConfig(players=2, seed=3, spices=False))
    undo = UndoHistory()
    undo.apply(state, _plain_take(state), undoable=True)
    while EndTurn() not in state.legal_actions():
        undo.apply(state, state.legal_actions()[0], undoable=True)
    undo.apply(state, EndTurn(), undoable=True)
    assert undo.steps(state) == 0
    undo.apply(state, _plain_take(state), undoable=False)  # an AI seat: no snapshot
    assert undo.steps(state) == 0


def test_an_illegal_action_changes_nothing() -> None:
    state = new_game(GameConfig(players=2, seed=3, spices=False))
    undo = UndoHistory()
    undo.apply(state, _plain_take(state), undoable=True)
    before, steps = state.to_json(), undo.steps(state)
    with pytest.raises(IllegalAction):
        undo.apply(state, EndTurn(), undoable=True)
    assert state.to_json() == before
    assert undo.steps(state) == steps


def test_the_seat_that_ends_the_last_round_and_starts_the_final_stage_cannot_undo_it() -> None:
    """The last round's last turn ends, and its player (fewest points) places first in the
    final stage: the seat to act is the same, but the end of its turn is never undone."""
    state = build_position(2, round=12, current=1, drum_bonus=False, scores={0: 5},
                           treasury={0: {"red": 1}, 1: {"blue": 1}})
    undo = UndoHistory()
    undo.apply(state, EndTurn(), undoable=True)
    assert (state.phase, state.current_player) == (Phase.FINAL, 1)
    assert undo.steps(state) == 0
    assert not undo.undo(state)
    assert state.phase == Phase.FINAL


def test_the_last_turn_that_opens_the_final_stage_is_an_ended_turn() -> None:
    """A real game's last regular turn (a shipped puzzle's position: round 12, its seat also
    the first to place in the final stage) ends with a sacrifice: the round and the turn's seat
    stay the same, only the stage changes, and the turn is still over — its decisions can no
    longer be taken back one by one from inside the final stage."""
    puzzle = next(p for p in puzzles.shipped() if p.id == "s1-g692-t23")
    state = puzzle.position()
    undo = UndoHistory()
    *steps, last = puzzle.plans[0]
    for action in steps:
        assert not undo.apply(state, action, undoable=True)
    before = (state.round, state.turn_player)
    assert undo.apply(state, last, undoable=True)  # the turn closed cleanly
    assert state.final_stage
    assert (state.round, state.turn_player) == before  # only the stage tells it apart
    assert undo.steps(state) == 0
