"""AI players. They see only the engine's public API and keep their own random generator.

A player is anything with ``choose(state) -> action``; ``make_player(level, seed)`` builds one by
level name. Only ``random`` exists so far; the stronger levels register themselves in ``LEVELS``.
"""

from __future__ import annotations

from typing import Callable, Protocol

from ..engine import Action, GameState
from .random_player import RandomPlayer


class Player(Protocol):
    name: str

    def choose(self, state: GameState) -> Action: ...


LEVELS: dict[str, Callable[[int], Player]] = {
    "random": RandomPlayer,
}


def make_player(level: str, seed: int = 0) -> Player:
    """A fresh player of ``level`` whose choices depend only on ``seed`` and the positions."""
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(LEVELS)}") from None
    return factory(seed)
