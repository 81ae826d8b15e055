"""The game keeps its own undo (engine/undo.py ``Game``): a client that plays through
``Game.apply`` gets the rule — its seats' decisions within a turn, the move that closed a turn
cleanly until the next action, never a draw, another seat's move or the game's end — and
taking back never changes what the bag will give."""

from __future__ import annotations

import random

import pytest

from ganesha.engine import (
    Action,
    Drawn,
    EndTurn,
    Game,
    GameConfig,
    GameState,
    IllegalAction,
    SpicesPlaced,
    Take,
    new_game,
)
from ganesha.engine.positions import build_position


def _step(state: GameState) -> Action:
    """A decision that keeps the turn going when one does (not End turn), else the first."""
    legal = state.legal_actions()
    return next((a for a in legal if not isinstance(a, EndTurn)), legal[0])


def _to_closing(game: Game) -> tuple[GameState, int]:
    """Play seat 0's turn up to (not including) its End turn; the position and its steps."""
    state = game.state
    while EndTurn() not in state.legal_actions():
        game.apply(_step(state))
    return state.snapshot(), game.undo_steps()


def _drew(state: GameState, known: int) -> bool:
    return any(isinstance(i, (Drawn, SpicesPlaced)) for i in state.history[known:])


def test_a_client_playing_through_the_game_gets_the_undo_rule() -> None:
    game = Game(new_game(GameConfig(players=2, seed=3, spices=False)))
    start = game.state.to_json()
    game.apply(Take(min(game.state.altar_gems())))
    assert game.undo_steps() == 1
    assert game.undo()
    assert game.state.to_json() == start
    assert not game.undo()  # nothing further back


def test_the_move_that_closed_a_turn_is_taken_back_with_the_turn_s_steps() -> None:
    for seed in range(20):
        game = Game(new_game(GameConfig(players=3, seed=seed, spices=False)))
        before, steps = _to_closing(game)
        known = len(game.state.history)
        game.apply(EndTurn())
        if _drew(game.state, known):
            assert game.closing_seat() is None  # a refill from the bag is never taken back
            continue
        assert game.closing_seat() == before.current_player
        assert game.undo_steps() == 0  # the next seat's turn: nothing of its own yet
        assert game.take_back_closing()
        assert game.state.digest() == before.digest()  # the real future came back too
        assert game.undo_steps() == steps
        assert not game.take_back_closing()
        return
    raise AssertionError("no turn ended without a draw")


def test_a_turn_whose_end_drew_from_the_bag_is_not_taken_back() -> None:
    """The last turn of a round refills the altar from the bag: that End turn stays."""
    game = Game(new_game(GameConfig(players=2, seed=4, spices=False)))
    while True:
        _to_closing(game)
        known = len(game.state.history)
        game.apply(EndTurn())
        if _drew(game.state, known):
            break
        assert game.closing_seat() is not None
    assert game.closing_seat() is None
    assert not game.take_back_closing()


def test_the_closing_take_back_ends_with_the_next_action_even_a_refused_one() -> None:
    game = Game(new_game(GameConfig(players=3, seed=1, spices=False)))
    _to_closing(game)
    game.apply(EndTurn())
    assert game.closing_seat() is not None
    with pytest.raises(IllegalAction):
        game.apply(EndTurn())  # not legal at the start of a turn
    assert game.closing_seat() is None
    assert not game.take_back_closing()


def test_seats_that_may_not_undo_leave_nothing_to_take_back() -> None:
    state = new_game(GameConfig(players=2, seed=5, spices=False))
    first = state.current_player
    game = Game(state, lambda seat: seat != first)
    _to_closing(game)
    assert game.undo_steps() == 0
    game.apply(EndTurn())
    assert game.closing_seat() is None
    game.apply(_step(game.state))
    assert game.undo_steps() == 1  # the other seat's own decision


def test_the_end_of_the_game_is_never_taken_back() -> None:
    game = Game(new_game(GameConfig(players=2, seed=7)))
    rng = random.Random(7)
    while not game.state.is_over:
        game.apply(rng.choice(game.state.legal_actions()))
    assert game.closing_seat() is None
    assert game.undo_steps() == 0


def test_undo_steps_come_back_with_a_saved_game() -> None:
    game = Game(new_game(GameConfig(players=2, seed=2, spices=False)))
    _to_closing(game)
    assert game.undo_steps() > 0
    resumed = Game(GameState.from_json(game.state.to_json()))
    assert resumed.undo_steps() == 0
    assert resumed.recall()
    assert resumed.undo_steps() == game.undo_steps()
    assert resumed.undo()
    assert game.undo()
    assert resumed.state.digest() == game.state.digest()


def test_a_position_the_moves_do_not_replay_to_recalls_no_steps() -> None:
    """A hand-set position (its history does not lead to it from the setup) has no steps to
    bring back, and keeps those it has."""
    state = build_position(2, altar={9: "red"}, seed=3)
    game = Game(state)
    game.apply(Take(9))
    assert game.undo_steps() == 1
    assert not game.recall()
    assert game.undo_steps() == 1


def test_a_taken_back_turn_draws_what_it_would_have_drawn() -> None:
    """Undo restores the real future: the turn played again after a take-back reaches the
    very position a game without any take-back reaches."""
    config = GameConfig(players=2, seed=11, spices=False)
    plain, taken_back = Game(new_game(config)), Game(new_game(config))
    for game in (plain, taken_back):
        _to_closing(game)
    taken_back.apply(EndTurn())
    taken_back.take_back_closing()
    for game in (plain, taken_back):
        game.apply(EndTurn())
        while game.state.round < 4:
            game.apply(_step(game.state))
    assert taken_back.state.digest() == plain.state.digest()
    assert taken_back.state.history == plain.state.history  # the same gems were drawn
