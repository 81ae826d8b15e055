"""Every AI level, handed the real game itself, plays without reading its future draws.

A table hands a player the game it holds; the player's copies come from the engine already
re-sampled (``GameState.resample``, or ``clone`` of the real game), so no level can follow the
real bag, whatever its code remembers. The real future is poisoned (any read raises) and, in a
second game, replaced by another: a fair player chooses the same on both.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ganesha.ai import LEVELS, SEARCH_LEVELS, make_player
from ganesha.engine import GameConfig, GameState, new_game
from tests.helpers.chance import other_future, poisoned


def _position(players: int, seed: int, steps: int) -> GameState:
    rng = random.Random(seed)
    state = new_game(GameConfig(players=players, seed=seed))
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@settings(max_examples=12, deadline=None)
@given(level=st.sampled_from(LEVELS), players=st.integers(2, 4), seed=st.integers(0, 10_000),
       steps=st.integers(0, 60))
def test_no_level_reads_the_real_bag(level: str, players: int, seed: int, steps: int) -> None:
    state = _position(players, seed, steps)
    if state.is_over:
        return
    options = {"max_iterations": 40} if level in SEARCH_LEVELS else {}
    picks = []
    for real in (poisoned(state), other_future(state, seed + 1)):
        digest = real.digest()
        picks.append(make_player(level, seed, **options).choose(real))
        assert real.digest() == digest  # the game handed over is not changed
    assert picks[0] == picks[1]
    assert picks[0] in state.legal_actions()


@settings(max_examples=4, deadline=None)
@given(level=st.sampled_from(sorted(SEARCH_LEVELS - {"baseline"})),
       seed=st.integers(0, 10_000), steps=st.integers(0, 40))
def test_a_hint_reads_no_real_draw(level: str, seed: int, steps: int) -> None:
    """The hint (the search's explained alternatives) on the real game, its future poisoned."""
    state = _position(2, seed, steps)
    if state.is_over:
        return
    hints = [make_player(level, seed, max_iterations=40).explain(real)  # type: ignore[attr-defined]
             for real in (poisoned(state), other_future(state, seed + 1))]
    assert hints[0] == hints[1]
