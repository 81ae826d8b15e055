"""The baseline: uniform over the legal actions."""

from __future__ import annotations

import random

from ganesha.engine import Action, GameState


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return self.rng.choice(state.legal_actions())
