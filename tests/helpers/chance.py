"""A poisoned bag: the search must never read the real game's future draws."""

from __future__ import annotations

from ganesha.engine import GameState
from ganesha.engine.core import Chance, sampled_chance


class PoisonedChance(Chance):
    """The real game's future draws: reading them from a search is a bug."""

    def below(self, n: int) -> int:
        raise AssertionError("a simulation read the real bag order")

    def copy(self) -> Chance:
        return PoisonedChance(self.state)


def poisoned(state: GameState) -> GameState:
    """The real game (an exact copy, not a sample) with its future poisoned: any client that
    follows the real draws instead of its own sample fails at the first draw."""
    real = state.snapshot()
    real.chance = PoisonedChance(real.chance.state)
    return real


def other_future(state: GameState, seed: int) -> GameState:
    """The same position as a real game whose hidden future is another one: what the bag might
    equally hold. A client that plays fair chooses the same on both."""
    real = state.snapshot()
    real.chance = sampled_chance(state.config.seed, seed)
    return real
