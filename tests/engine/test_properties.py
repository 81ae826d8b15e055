"""Properties over random games in every configuration (Hypothesis picks the config and seeds)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ganesha.engine import (
    EndTurn,
    GameConfig,
    GameState,
    IllegalAction,
    Phase,
    Sacrifice,
    invariants,
    replay,
)
from ganesha.engine.boards import GEMS_PER_COLOUR, ROUNDS
from tests.helpers.random_play import ALL_ACTIONS, play_random, random_steps

configs = st.builds(
    GameConfig,
    players=st.sampled_from([2, 3, 4]),
    side=st.sampled_from(["day", "night"]),
    spices=st.booleans(),
    drum_bonus=st.booleans(),
    fourth_seat_bonus=st.booleans(),
    seed=st.integers(0, 2**40),
    first_player=st.none(),
)


@given(config=configs, choice_seed=st.integers(0, 2**32))
def test_invariants_hold_at_every_step(config: GameConfig, choice_seed: int) -> None:
    n = config.players
    capacity = GEMS_PER_COLOUR[n]
    turns_ended = 0
    previous_filled = {c: 0 for c in ("red", "green", "purple", "blue", "yellow")}
    for state, action in random_steps(config, choice_seed):
        invariants.check(state)  # gems conserved, no area < 0, scores >= 0 = their sources
        filled = state.mandala_filled()
        assert all(0 <= k <= capacity for k in filled.values())
        # Slots fill in order: a colour's count only moves one slot at a time downwards
        # (Cardamom) or by the number of gems placed upwards; never beyond its slots.
        assert all(filled[c] >= previous_filled[c] - 1 for c in filled)
        previous_filled = filled
        if action is None:
            assert state.is_over
            assert state.legal_actions() == []
            break
        assert state.legal_actions(), "no legal action before the end"
        assert 1 <= state.round <= ROUNDS[n]
        if isinstance(action, (EndTurn, Sacrifice)):
            turns_ended += 1
    assert turns_ended == n * ROUNDS[n]
    assert state.round == ROUNDS[n]
    assert state.winner is not None
    assert state.scores[state.winner] == max(state.scores)
    assert not any(any(state.treasury[s]) for s in range(n)), "final stage empties treasuries"


@given(config=configs, choice_seed=st.integers(0, 2**32), stop_at=st.floats(0, 1))
def test_replay_and_save_reproduce_the_state(config: GameConfig, choice_seed: int,
                                             stop_at: float) -> None:
    full = play_random(config, choice_seed)
    cut = int(len(full.player_actions()) * stop_at)
    state = replay(config, full.player_actions()[:cut])
    again = replay(config, state.player_actions())
    assert again.digest() == state.digest()
    assert again.history == state.history
    loaded = GameState.from_json(state.to_json())
    assert loaded.digest() == state.digest()
    assert loaded.legal_actions() == state.legal_actions()
    assert loaded.scores == state.scores


@given(config=configs, choice_seed=st.integers(0, 2**32))
def test_illegal_actions_raise_and_change_nothing(config: GameConfig, choice_seed: int) -> None:
    rng = random.Random(choice_seed ^ 0xABC)
    checked = 0
    for state, action in random_steps(config, choice_seed):
        if rng.random() > 0.1 and action is not None:
            continue
        legal = set(state.legal_actions())
        illegal = [a for a in ALL_ACTIONS if a not in legal]
        before = (state.digest(), state.to_json(), len(state.history))
        for bad in rng.sample(illegal, 3):
            with pytest.raises(IllegalAction):
                state.apply(bad)
            assert (state.digest(), state.to_json(), len(state.history)) == before
        checked += 1
    assert checked > 0


@given(config=configs, choice_seed=st.integers(0, 2**32))
def test_same_seed_same_game(config: GameConfig, choice_seed: int) -> None:
    a = play_random(config, choice_seed)
    b = play_random(config, choice_seed)
    assert a.history == b.history
    assert a.scores == b.scores
    assert a.winner == b.winner


def test_clone_is_independent() -> None:
    state = play_random(GameConfig(players=3, seed=5), 1)
    start = replay(GameConfig(players=3, seed=5), state.player_actions()[:40])
    copy = start.clone()
    digest = start.digest()
    copy.apply(copy.legal_actions()[0])
    assert start.digest() == digest


def test_reseed_changes_only_future_draws() -> None:
    config = GameConfig(players=2, seed=11)
    state = replay(config, play_random(config, 3).player_actions()[:30])
    a, b = state.snapshot(), state.resample(12345)
    assert a.legal_actions() == b.legal_actions()
    assert a.inventory() == b.inventory()
    # Play both to the end with the same choices where legal: the altar refills must differ.
    rng_a, rng_b = random.Random(1), random.Random(1)
    while not a.is_over:
        a.apply(rng_a.choice(a.legal_actions()))
    while not b.is_over:
        b.apply(rng_b.choice(b.legal_actions()))
    assert a.history != b.history


def test_phase_is_over_only_at_end() -> None:
    state = play_random(GameConfig(players=4, seed=2, side="night"), 9)
    assert state.phase == Phase.OVER
    assert state.is_over
