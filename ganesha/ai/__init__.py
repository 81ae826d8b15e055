"""AI players. They see only the engine's public API and keep their own random generator.

A player is anything with ``choose(state) -> action``; ``make_player(level, seed)`` builds one by
level name:

* ``random`` — uniform over the legal actions (a baseline);
* ``easy`` — rules of thumb with noise and occasional slips (:mod:`.levels`);
* ``medium`` — plans its whole turn and scores where it leads (:mod:`.planner`);
* ``hard`` — Monte Carlo search over whole-turn candidates with re-sampled bag draws
  (:mod:`.search`), 1 s a turn by default.

Players that can explain themselves (medium, hard) also have ``explain(state, top=3)``, returning
:class:`Hint` values for a hint button.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..engine import Action, GameState
from .levels import EasyPlayer, Hint, MediumPlayer
from .random_player import RandomPlayer
from .search import DEFAULT_THINK_MS, SearchPlayer


class Player(Protocol):
    name: str

    def choose(self, state: GameState) -> Action: ...


def _hard(seed: int, think_ms: int | None = DEFAULT_THINK_MS, **options: Any) -> SearchPlayer:
    return SearchPlayer(seed, think_ms=think_ms, **options)


LEVELS: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": _hard,
}
#: The levels a player is offered on the New game screen (``random`` is a baseline for tests and
#: the arena, not an opponent).
OFFERED_LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
#: Levels whose thinking takes long enough that the UI should run it in a worker process.
SEARCH_LEVELS = frozenset({"hard"})


def make_player(level: str, seed: int = 0, think_ms: int | None = None,
                **options: Any) -> Player:
    """A fresh player of ``level`` whose choices depend only on ``seed`` and the positions.

    ``think_ms`` overrides the search level's time budget (the quick levels ignore it);
    ``options`` go to the search player (``max_iterations=…``; ``think_ms=None`` together with
    ``max_iterations`` makes it deterministic).
    """
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(LEVELS)}") from None
    if level in SEARCH_LEVELS:
        if think_ms is not None:
            options["think_ms"] = think_ms
        return factory(seed, **options)
    return factory(seed)


__all__ = [
    "LEVELS",
    "OFFERED_LEVELS",
    "SEARCH_LEVELS",
    "EasyPlayer",
    "Hint",
    "MediumPlayer",
    "Player",
    "RandomPlayer",
    "SearchPlayer",
    "make_player",
]
