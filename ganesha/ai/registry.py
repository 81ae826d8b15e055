"""The AI levels by name: which exist, which a player is offered and which search.

Names only, no player code: the vocabulary, the settings, the saves and the menus need the level
names, and loading the players (the search above all) takes a noticeable part of the start-up.
:func:`ganesha.ai.make_player` builds a player from one of these names.
"""

from __future__ import annotations

from typing import Final

#: Every level :func:`ganesha.ai.make_player` builds, weakest first (``baseline`` and
#: ``ismcts`` last: sparring partners for the arena, not rungs of the ladder).
LEVELS: Final[tuple[str, ...]] = ("random", "easy", "medium", "hard", "expert", "rated",
                                  "baseline", "ismcts")
#: The levels a player is offered on the New game screen (``random``, ``baseline`` and
#: ``ismcts`` are yardsticks for tests and the arena, not opponents).
OFFERED_LEVELS: Final[tuple[str, ...]] = ("easy", "medium", "hard", "expert")
#: Levels whose thinking takes long enough that the UI should run it in a worker process; they
#: take ``think_ms`` and ``max_iterations``.
SEARCH_LEVELS: Final = frozenset({"hard", "expert", "baseline", "ismcts"})

#: The level whose strength is a dial: ``rated:1600`` plays at a strength of about 1600 on the
#: ladder's scale (:class:`ganesha.ai.players.RatedPlayer`); the bare ``rated`` at
#: :data:`RATED_DEFAULT`. A seat kind written so travels as one word through settings, saves,
#: the worker and the records, like any level name; the records count every rated seat under
#: ``rated``.
RATED: Final = "rated"
#: Where the dial stands for a player with no rated game yet, and what the bare ``rated`` plays
#: at: a little below medium, an opponent a newcomer can beat.
RATED_DEFAULT: Final = 1200
#: The dial's whole range as stored (the screen offers 800 up to the expert's rating): three or
#: four digits after ``rated:``.
RATED_PATTERN: Final = RATED + ":[0-9]{3,4}"


def rated_level(rating: int) -> str:
    """The level name of a rated seat: ``rated:1600``."""
    return f"{RATED}:{int(rating)}"


def rating_of(level: str) -> int | None:
    """The strength a rated level name asks for (``rated`` alone: the default); None for any
    other name."""
    if level == RATED:
        return RATED_DEFAULT
    head, colon, digits = level.partition(":")
    if head != RATED or not colon or not digits.isascii() or not digits.isdigit() \
            or not 3 <= len(digits) <= 4:
        return None
    return int(digits)


def is_level(name: str) -> bool:
    """A name :func:`ganesha.ai.make_player` builds: a level, or a rated level with its rating."""
    return name in LEVELS or rating_of(name) is not None


def base_level(name: str) -> str:
    """The level a name belongs to: ``rated:1600`` → ``rated``; any other name itself."""
    return RATED if rating_of(name) is not None else name


def thinks_long(level: str) -> bool:
    """Whether ``level`` searches, so the UI runs it in the worker process and hands it the stop
    flag: the search levels and every rated level."""
    return level in SEARCH_LEVELS or rating_of(level) is not None


__all__ = ["LEVELS", "OFFERED_LEVELS", "RATED", "RATED_DEFAULT", "RATED_PATTERN",
           "SEARCH_LEVELS", "base_level", "is_level", "rated_level", "rating_of", "thinks_long"]
