"""Whole games played to the end by random players, and the seats the screens list them with."""

from __future__ import annotations

from ganesha.ai import make_player
from ganesha.engine import GameConfig, GameState, new_game


def finished(seed: int, players: int = 2) -> GameState:
    """A game to its end, every seat its own random player (seeded from ``seed``)."""
    state = new_game(GameConfig(players=players, seed=seed))
    bots = [make_player("random", seed * 10 + s) for s in range(players)]
    while not state.is_over:
        state.apply(bots[state.current_player].choose(state))
    return state


def finished_by_one_bot(players: int, seed: int) -> GameState:
    """A game to its end, one random player choosing for every seat."""
    state = new_game(GameConfig(players=players, seed=seed))
    player = make_player("random", seed)
    while not state.is_over:
        state.apply(player.choose(state))
    return state


def seats_for(players: int) -> tuple[str, ...]:
    """A person and then every AI level, as many seats as ``players``."""
    return ("human", *("hard", "easy", "medium")[:players - 1])
