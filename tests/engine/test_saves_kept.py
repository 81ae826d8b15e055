"""Saves written before ``Phase`` became an enum still load, to the position they recorded.

The two files under ``data/`` were saved by the engine when phases were plain strings. A save
keeps a digest of the position that includes the phase, so these fail if the phase's type ever
leaks into the fingerprint.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ganesha.engine import GameState, Phase

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize(("name", "phase", "round_"), [
    ("save_mid_game.json", Phase.SACRIFICE, 6),
    ("save_game_over.json", Phase.OVER, 12),
])
def test_a_save_from_string_phases_loads_to_its_position(name: str, phase: Phase,
                                                         round_: int) -> None:
    text = (DATA / name).read_text(encoding="utf-8")
    state = GameState.from_json(text)  # checks the recorded digest
    assert state.phase is phase
    assert isinstance(state.phase, Phase)
    assert state.phase == phase.value
    assert state.round == round_
    assert state.to_json() == text  # saved again, byte for byte the same


def test_a_phase_is_its_string() -> None:
    assert Phase("take") is Phase.TAKE
    assert repr(Phase.FINAL) == repr("final")
    assert f"{Phase.OVER}" == "over"
