"""Small checks shared by the scenario tests (test_rules_*.py, test_spices.py)."""

from __future__ import annotations

import pytest

from ganesha.engine import Action, GameState, IllegalAction, invariants
from ganesha.engine.positions import snapshot


def assert_refused(state: GameState, action: object) -> None:
    """``action`` raises IllegalAction and leaves every field, the digest and the save alone.
    It may be anything at all: the malformed-action tests hand in junk on purpose."""
    before, digest, saved = snapshot(state), state.digest(), state.to_json()
    legal = list(state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply(action)  # type: ignore[arg-type]  # junk allowed, see above
    assert snapshot(state) == before
    assert state.digest() == digest
    assert state.to_json() == saved
    assert state.legal_actions() == legal


def assert_conserved(state: GameState) -> None:
    """Bag + altar + held + slots + treasuries + mandala = 8/10/12 gems of every colour."""
    invariants.check_gems(state)


def play(state: GameState, *actions: Action) -> GameState:
    """Apply actions in order (each must be legal), checking conservation after each."""
    for action in actions:
        state.apply(action)
        assert_conserved(state)
    return state
