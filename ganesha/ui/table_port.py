"""The shell's one door to the table: open a table for a match, set its speed, ask whether it is
idle enough to pause.

The app shell (:mod:`ganesha.ui.menu_app`) reaches the table only through these three functions,
so the table can be rebuilt behind them (a factory, a speed setter and an idle query of its own)
with a change here and nowhere else.
"""

from __future__ import annotations

from ..engine import GameState
from ..match import Match
from ..vocabulary import Speed
from .controller import TableController
from .scenes.table import TableScene, speed_index


def open_table(match: Match, state: GameState, size: tuple[int, int], speed: Speed,
               think_ms: int | None = None) -> TableScene:
    """A table scene playing ``state`` (a new or a saved game of ``match``), AI seats seeded by
    the game's seed so a replayed game plays the same."""
    controller = TableController(state, list(match.seats), ai_seed=match.config.seed,
                                 think_ms=think_ms, pawns=match.pawns or None)
    return TableScene(controller, size, speed.label)


def set_table_speed(table: TableScene, speed: Speed) -> None:
    table.set_speed(speed_index(speed.label))


def idle_enough_to_pause(table: TableScene) -> bool:
    """No piece in hand, no press under way and no open colour choice: Esc may pause the game
    (otherwise Esc first puts the piece down or closes the choice, at the table)."""
    return table.selected is None and table.press is None and not table.choice


__all__ = ["idle_enough_to_pause", "open_table", "set_table_speed"]
