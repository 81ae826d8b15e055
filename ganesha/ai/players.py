"""Building a player by level name: :func:`make_player` and the :class:`Player` protocol.

Imports every player, the search included; :mod:`ganesha.ai` loads it only when a player is
asked for, so importing the level names (:mod:`.registry`) stays quick.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ganesha.ai.baseline import BaselinePlayer
from ganesha.ai.ismcts import IsmctsPlayer
from ganesha.ai.levels import EasyPlayer, MediumPlayer, RandomPlayer
from ganesha.ai.rated import RatedPlayer
from ganesha.ai.registry import LEVELS, SEARCH_LEVELS, rating_of
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


def _ismcts(seed: int, think_ms: int | None = DEFAULT_THINK_MS,
            **options: Any) -> IsmctsPlayer:
    return IsmctsPlayer(seed, think_ms=think_ms, **options)


#: The builder of each level's player, one for every name of :data:`.registry.LEVELS`.
FACTORIES: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": _hard,
    "expert": _expert,
    "rated": RatedPlayer,
    "baseline": _baseline,
    "ismcts": _ismcts,
}
assert tuple(FACTORIES) == LEVELS, "every level name needs its builder, in the registry's order"


#: Each search level's own thinking budget (ms) when no ``think_ms`` is given: what the
#: worker's watchdog waits for before it counts a process as stuck.
OWN_THINK_MS: dict[str, int] = {"hard": DEFAULT_THINK_MS, "expert": EXPERT_THINK_MS,
                                "baseline": DEFAULT_THINK_MS, "ismcts": DEFAULT_THINK_MS}


def think_budget_ms(level: str, think_ms: int | None = None) -> int:
    """How long a ``level`` player may think: ``think_ms`` when given, else the level's own
    budget (the quick levels answer within milliseconds; the default search budget covers
    them)."""
    return think_ms if think_ms is not None else OWN_THINK_MS.get(level, DEFAULT_THINK_MS)


def make_player(level: str, seed: int = 0, think_ms: int | None = None,
                **options: Any) -> Player:
    """A fresh player of ``level`` whose choices depend only on ``seed`` and the positions.

    ``think_ms`` overrides the search level's time budget (the quick levels ignore it);
    ``options`` go to the search player (``max_iterations=…``; ``max_iterations`` with no
    ``think_ms`` means no clock at all: the choices are then deterministic). ``rated:1600`` is
    the rated level at 1600 (:mod:`.rated`): its simulations come from its rating, ``think_ms``
    only caps them, and ``clock=False`` drops the cap (the arena's reproducible matches).
    """
    rating = rating_of(level)
    if rating is not None:
        return RatedPlayer(seed, rating, clock=options.get("clock", True), think_ms=think_ms)
    try:
        factory = FACTORIES[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(LEVELS)}") from None
    if level in SEARCH_LEVELS:
        if think_ms is not None or options.get("max_iterations") is not None:
            options["think_ms"] = think_ms
        return factory(seed, **options)
    return factory(seed)


__all__ = ["FACTORIES", "OWN_THINK_MS", "Player", "make_player", "think_budget_ms"]
