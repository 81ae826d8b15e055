"""AI players. They see only the engine's public API and keep their own random generator.

A player is anything with ``choose(state) -> action``; ``make_player(level, seed)`` builds one by
level name:

* ``random`` — uniform over the legal actions (a baseline);
* ``easy`` — rules of thumb with noise and occasional slips (:mod:`.levels`);
* ``medium`` — plans its whole turn and scores where it leads (:mod:`.planner`);
* ``hard`` — Monte Carlo search over whole-turn plans with re-sampled bag draws, the planner
  as a prior and an exact final stage (:mod:`.search`), 1 s a decision by default;
* ``expert`` — the same search with 3 s a decision, looking three rounds ahead instead of two;
* ``rated`` — a strength dial (``rated:1600``): medium's planner with noise below about 1300,
  hard's search on a fixed number of simulations above (:class:`~.players.RatedPlayer`);
* ``baseline`` — a plain single-action ISMCTS (:mod:`.baseline`): the arena's sparring partner,
  not offered to players;
* ``ismcts`` — a textbook open-loop ISMCTS with its own playout and evaluation
  (:mod:`.ismcts`): a sparring partner of another family, not offered either.

Players that can explain themselves (medium, hard) also have ``explain(state, top=3)``, returning
:class:`Hint` values for a hint button.

The level names live in :mod:`.registry` (no player code), the builder in :mod:`.players`. This
package loads the players only when one of their names is first asked for, so importing the
names (the vocabulary does, at start-up) does not load the search. What a level is called and
described as on screen is the UI's business (:mod:`ganesha.ui.menus.new_game`).

May import the engine only.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ganesha.ai.registry import LEVELS, OFFERED_LEVELS, SEARCH_LEVELS

if TYPE_CHECKING:
    from ganesha.ai.baseline import BaselinePlayer
    from ganesha.ai.ismcts import IsmctsPlayer
    from ganesha.ai.levels import EasyPlayer, Hint, MediumPlayer, RandomPlayer
    from ganesha.ai.players import Player, make_player
    from ganesha.ai.search import SearchPlayer

#: Where each name of the players' side is defined, loaded on first use.
_LAZY = {
    "BaselinePlayer": "ganesha.ai.baseline",
    "EasyPlayer": "ganesha.ai.levels",
    "Hint": "ganesha.ai.levels",
    "IsmctsPlayer": "ganesha.ai.ismcts",
    "MediumPlayer": "ganesha.ai.levels",
    "Player": "ganesha.ai.players",
    "RandomPlayer": "ganesha.ai.levels",
    "SearchPlayer": "ganesha.ai.search",
    "make_player": "ganesha.ai.players",
}


def __getattr__(name: str) -> Any:
    """The players' names, imported from their module when first asked for."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # asked once
    return value


__all__ = [
    "LEVELS",
    "OFFERED_LEVELS",
    "SEARCH_LEVELS",
    "BaselinePlayer",
    "EasyPlayer",
    "Hint",
    "IsmctsPlayer",
    "MediumPlayer",
    "Player",
    "RandomPlayer",
    "SearchPlayer",
    "make_player",
]
