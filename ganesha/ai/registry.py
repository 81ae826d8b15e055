"""The AI levels by name: which exist, which a player is offered and which search.

Names only, no player code: the vocabulary, the settings, the saves and the menus need the level
names, and loading the players (the search above all) takes a noticeable part of the start-up.
:func:`ganesha.ai.make_player` builds a player from one of these names.
"""

from __future__ import annotations

from typing import Final

#: Every level :func:`ganesha.ai.make_player` builds, weakest first (``baseline`` and
#: ``ismcts`` last: sparring partners for the arena, not rungs of the ladder).
LEVELS: Final[tuple[str, ...]] = ("random", "easy", "medium", "hard", "expert", "baseline",
                                  "ismcts")
#: The levels a player is offered on the New game screen (``random``, ``baseline`` and
#: ``ismcts`` are yardsticks for tests and the arena, not opponents).
OFFERED_LEVELS: Final[tuple[str, ...]] = ("easy", "medium", "hard", "expert")
#: Levels whose thinking takes long enough that the UI should run it in a worker process; they
#: take ``think_ms`` and ``max_iterations``.
SEARCH_LEVELS: Final = frozenset({"hard", "expert", "baseline", "ismcts"})

__all__ = ["LEVELS", "OFFERED_LEVELS", "SEARCH_LEVELS"]
