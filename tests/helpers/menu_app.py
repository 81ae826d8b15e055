"""The whole menu app on the dummy display: a game set up to start, frames, keys, and a wait
for the AI seats to play."""

from __future__ import annotations

import time
from typing import Protocol

import pygame

from ganesha.data.match import Match
from ganesha.engine import GameConfig
from ganesha.store.settings import Settings
from ganesha.ui.shell.menu_app import MenuApp

SIZE = (1280, 800)
SETUP = Match(GameConfig(players=2, seed=11, names=("Asha", "Ravi")), ("random", "random"),
              ("tiger", "monkey"))


class AppOnScreen(MenuApp):
    """A menu app that remembers the surface it is drawn on (the real loop keeps the window)."""

    surface: pygame.Surface


class MakeApp(Protocol):
    """The ``make_app`` fixture: a new app in the test's home, with these settings (default:
    instant animations)."""

    def __call__(self, settings: Settings | None = None) -> AppOnScreen: ...


def frames(app: AppOnScreen, n: int = 1) -> None:
    for _ in range(n):
        app.update(1 / 60)
        app.stack.draw(app.surface)


def play_until(app: AppOnScreen, decisions: int, limit: float = 20.0) -> None:
    """Frames until the table has made ``decisions``; ``limit`` seconds guard a hang."""
    deadline = time.perf_counter() + limit
    while app.table is not None and app.table.controller.decisions < decisions:
        assert time.perf_counter() < deadline, "the AI seats did not play"
        frames(app)
    assert app.table is not None


def key(app: MenuApp, k: int) -> None:
    app.process_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
