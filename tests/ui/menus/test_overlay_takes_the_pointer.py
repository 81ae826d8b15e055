"""An overlay takes every pointer event over it: the pause (and Settings, Rules over a game)
covers the whole window, so a wheel turned or the pointer moved over it never reaches the table
under it (a wheel over the pause scrolled the game log beneath); a key it does not use still
goes on down."""

from __future__ import annotations

import pygame

from ganesha.store.settings import Settings
from ganesha.ui.menus.pause import PauseScene
from tests.helpers.positions import find
from tests.helpers.screens_host import ScreensHost
from tests.helpers.table import Table, TableFactory


def wheel_over_the_log(t: Table) -> int:
    """The pointer moved onto the log's panel and the wheel turned up once: the log's scroll."""
    centre = t.scene.layout.log_rect.center
    t.send(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    t.send(pygame.MOUSEWHEEL, x=0, y=1, pos=centre, flipped=False)
    return t.scene.log_view.scroll


def test_the_pause_takes_the_wheel_and_the_pointer(table_factory: TableFactory) -> None:
    t = table_factory(find(lambda s: len(s.history) > 80))
    t.settle(1)
    host = ScreensHost(t.stack, t.surface.get_size(), Settings())
    host.pause()
    t.frame()
    assert isinstance(t.stack.top, PauseScene)
    hover = t.scene.input.hover
    assert wheel_over_the_log(t) == 0  # under the pause, the log stays at its newest line
    assert t.scene.input.hover == hover  # and the table never saw the pointer move
    t.stack.top.back()  # Resume: the same wheel now scrolls the log
    t.frame()
    assert wheel_over_the_log(t) > 0
