"""The cycle collector at the table: what is alive when a table opens is kept out of later
collections (a full one mid-play cost 25-31 ms frames on a loaded machine), and the previous
game is still collected, at the next table's opening, not kept for the whole session."""

from __future__ import annotations

import gc
import weakref

from ganesha.ui.shell import collector
from tests.helpers.menu_app import SETUP, MakeApp, frames, table_of


def test_a_table_opens_with_the_living_frozen_and_the_last_game_collected(
        make_app: MakeApp) -> None:
    app = make_app()
    app.settle = collector.settle  # the game's own, not the tests'
    try:
        app.start_match(SETUP)
        frames(app, 3)
        assert gc.get_freeze_count() > 0
        first = weakref.ref(table_of(app))
        app.after_results("rematch")  # the first table is left: garbage, in cycles
        frames(app, 3)
        assert table_of(app) is not first()
        assert first() is None, "the finished game was kept past the next table's opening"
    finally:
        gc.unfreeze()
