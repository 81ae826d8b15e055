"""Perft-style regression: the number of distinct action sequences to depth 3 from fixed seeded
positions, stored in ``data/perft.json``. One number covers move generation, apply and clone
together; a change to the rules that alters it must be deliberate (regenerate with
``GANESHA_PERFT_REGENERATE=1 python -m pytest tests/engine/test_perft.py`` and review the diff).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ganesha.engine import GameConfig, GameState, replay
from tests.helpers.random_play import play_random

DATA = Path(__file__).parent / "data" / "perft.json"
DEPTH = 3

# (name, config, how many actions of a fixed random game to play first)
POSITIONS = [
    (f"{players}p-{side}-{'spices' if spices else 'plain'}-{skip}",
     GameConfig(players=players, side=side, spices=spices, seed=100 + players), skip)
    for players in (2, 3, 4)
    for side, spices in (("day", True), ("night", False))
    for skip in (0, 37, 90)
]


def perft(state: GameState, depth: int) -> int:
    if depth == 0 or state.is_over:
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


def position(config: GameConfig, skip: int) -> GameState:
    actions = play_random(config, 7).player_actions()[:skip]
    return replay(config, actions)


def compute_all() -> dict[str, int]:
    return {name: perft(position(config, skip), DEPTH) for name, config, skip in POSITIONS}


@pytest.mark.parametrize(("name", "config", "skip"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_perft_matches_stored_counts(name: str, config: GameConfig, skip: int) -> None:
    if os.environ.get("GANESHA_PERFT_REGENERATE"):
        DATA.write_text(json.dumps(compute_all(), indent=1, sort_keys=True) + "\n")
    expected = json.loads(DATA.read_text())
    assert perft(position(config, skip), DEPTH) == expected[name]
