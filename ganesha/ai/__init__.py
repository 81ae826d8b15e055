"""AI players. They see only the engine's public API and keep their own random generator.

A player is anything with ``choose(state) -> action``; ``make_player(level, seed)`` builds one by
level name:

* ``random`` — uniform over the legal actions (a baseline);
* ``easy`` — rules of thumb with noise and occasional slips (:mod:`.levels`);
* ``medium`` — plans its whole turn and scores where it leads (:mod:`.planner`);
* ``hard`` — Monte Carlo search over whole-turn plans with re-sampled bag draws, the planner
  as a prior and an exact final stage (:mod:`.search`), 1 s a decision by default;
* ``expert`` — the same search with 3 s a decision, looking three rounds ahead instead of two;
* ``baseline`` — a plain single-action ISMCTS (:mod:`.baseline`): the arena's sparring partner,
  not offered to players.

Players that can explain themselves (medium, hard) also have ``explain(state, top=3)``, returning
:class:`Hint` values for a hint button.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ganesha.ai.baseline import BaselinePlayer
from ganesha.ai.levels import EasyPlayer, Hint, MediumPlayer
from ganesha.ai.random_player import RandomPlayer
from ganesha.ai.search import DEFAULT_THINK_MS, EXPERT_ROUNDS, EXPERT_THINK_MS, SearchPlayer
from ganesha.engine import Action, GameState


class Player(Protocol):
    name: str

    def choose(self, state: GameState) -> Action: ...


def _hard(seed: int, think_ms: int | None = DEFAULT_THINK_MS, **options: Any) -> SearchPlayer:
    return SearchPlayer(seed, think_ms=think_ms, **options)


def _expert(seed: int, think_ms: int | None = EXPERT_THINK_MS, **options: Any) -> SearchPlayer:
    options.setdefault("rounds", EXPERT_ROUNDS)
    return SearchPlayer(seed, think_ms=think_ms, name="expert", **options)


def _baseline(seed: int, think_ms: int | None = DEFAULT_THINK_MS,
              **options: Any) -> BaselinePlayer:
    return BaselinePlayer(seed, think_ms=think_ms, **options)


LEVELS: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": _hard,
    "expert": _expert,
    "baseline": _baseline,
}
#: The levels a player is offered on the New game screen (``random`` and ``baseline`` are
#: yardsticks for tests and the arena, not opponents).
OFFERED_LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
#: One honest English line per offered level, for the New game screen (translated by the UI).
LEVEL_BLURBS: dict[str, str] = {
    "easy": "Plays by rules of thumb and sometimes slips: good for learning the game.",
    "medium": "Plans its whole turn and picks the best-looking outcome; answers in a blink.",
    "hard": "Simulates many possible futures for about a second per decision.",
    "expert": "Hard's search, a round further ahead, about 3 s a decision: strongest, slowest.",
}
#: Levels whose thinking takes long enough that the UI should run it in a worker process; they
#: take ``think_ms`` and ``max_iterations``.
SEARCH_LEVELS = frozenset({"hard", "expert", "baseline"})


def make_player(level: str, seed: int = 0, think_ms: int | None = None,
                **options: Any) -> Player:
    """A fresh player of ``level`` whose choices depend only on ``seed`` and the positions.

    ``think_ms`` overrides the search level's time budget (the quick levels ignore it);
    ``options`` go to the search player (``max_iterations=…``; ``max_iterations`` with no
    ``think_ms`` means no clock at all: the choices are then deterministic).
    """
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(LEVELS)}") from None
    if level in SEARCH_LEVELS:
        if think_ms is not None or options.get("max_iterations") is not None:
            options["think_ms"] = think_ms
        return factory(seed, **options)
    return factory(seed)


__all__ = [
    "LEVELS",
    "LEVEL_BLURBS",
    "OFFERED_LEVELS",
    "SEARCH_LEVELS",
    "BaselinePlayer",
    "EasyPlayer",
    "Hint",
    "MediumPlayer",
    "Player",
    "RandomPlayer",
    "SearchPlayer",
    "make_player",
]
