"""A poisoned bag: the search must never read the real game's future draws."""

from __future__ import annotations

from ganesha.engine.core import Chance


class PoisonedChance(Chance):
    """The real game's future draws: reading them from a search is a bug."""

    def below(self, n: int) -> int:
        raise AssertionError("a simulation read the real bag order")

    def copy(self) -> Chance:
        return PoisonedChance(self.state)
