"""The guide under the altar names each spice token's state: a token whose gem was just taken
and whose decision the game waits on is "now", not yet "used" (the dialog above asks whether to
use it while the guide called it used)."""

from __future__ import annotations

import pytest

from ganesha.engine import Phase, SkipSpice
from ganesha.ui.painter import token_states

from .scripted import find_position


@pytest.mark.parametrize("effect", ["gamble", "swap", "trade"])
def test_the_token_deciding_now_is_not_yet_used(effect):
    state = find_position(lambda s: s.phase == Phase.SPICE and (p := s.pending_spice()) is not None
                          and p.effect == effect)
    pending = state.pending_spice()
    assert pending is not None
    said = token_states(state)
    assert said[pending.hex] == "now"
    gems = state.altar_gems()
    assert all(said[h] == ("live" if h in gems else "used") for h in said if h != pending.hex)
    if SkipSpice() in state.legal_actions():
        state.apply(SkipSpice())
        assert token_states(state)[pending.hex] == "used"  # decided: now it is spent
