"""Random play shared by the engine's property, perft and API tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from ganesha.engine import GameConfig, GameState, new_game
from ganesha.engine.actions import (
    ANSWERS,
    ANY_SACRIFICE,
    END_TURN,
    FINAL_PLACES,
    GAIN_POINT,
    GAMBLE,
    PLACES,
    REDRAWS,
    REMOVE_LASTS,
    SACRIFICES,
    SKIP_SPICE,
    STOP_TAKING,
    SWAPS,
    TAKES,
    TRADES,
    Action,
    Reslot,
)

#: Every interned action the generator can hand out, plus a few Coriander moves: a universe to
#: pick illegal actions from.
ALL_ACTIONS: list[Action] = [
    *TAKES, *SWAPS, *TRADES, *REMOVE_LASTS, *ANSWERS, *REDRAWS, *FINAL_PLACES,
    *(a for row in PLACES for a in row), *(a for row in SACRIFICES for a in row),
    STOP_TAKING, SKIP_SPICE, GAIN_POINT, ANY_SACRIFICE, GAMBLE, END_TURN,
    Reslot((("slot1", "red"),)), Reslot((("slot1", "blue"), ("slot2", "green"))),
]


def random_steps(config: GameConfig,
                 choice_seed: int) -> Iterator[tuple[GameState, Action | None]]:
    """Play a random game, yielding (state before, action) before each action is applied, and
    last (the finished game, None)."""
    rng = random.Random(choice_seed)
    state = new_game(config)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        yield state, action
        state.apply(action)
    yield state, None


def play_random(config: GameConfig, choice_seed: int) -> GameState:
    state = new_game(config)
    rng = random.Random(choice_seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state
