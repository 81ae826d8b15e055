"""Rollouts: how a simulation plays the turns after a candidate plan."""

from __future__ import annotations

import random

from ..engine import GameState
from . import heuristics as h


def rollout(sim: GameState, rng: random.Random, noise: float, horizon: int) -> None:
    """Play ``horizon`` turns (or to the end) with the fast policy, in place."""
    turns = 0
    while not sim.is_over:
        action = h.fast_action(sim, rng, noise)
        sim.apply(action)
        if h.ends_turn(action):
            turns += 1
            if turns >= horizon:
                break
