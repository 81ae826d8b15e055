"""The whole menu app on the dummy display: a game set up to start, frames, keys, and a wait
for the AI seats to play."""

from __future__ import annotations

import time
from typing import Protocol, TypeVar

import pygame

from ganesha.data.match import Match
from ganesha.engine import GameConfig
from ganesha.store import saves
from ganesha.store.saves import SavedGame
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import Scene
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.table.scene import TableScene

SIZE = (1280, 800)
S = TypeVar("S", bound=Scene)

SETUP = Match(GameConfig(players=2, seed=11, names=("Asha", "Ravi")), ("random", "random"),
              ("tiger", "monkey"))


class AppOnScreen(MenuApp):
    """A menu app that remembers the surface it is drawn on (the real loop keeps the window).

    It leaves the collection at a table's opening to Python's own schedule: in a test process
    the heap holds the whole suite, so each full collection took 40-220 ms (a tenth of the
    everyday run), while the game's own heap is small. ``tests/ui/shell/test_collector.py``
    opens tables with the game's :func:`~ganesha.ui.shell.collector.settle`."""

    surface: pygame.Surface
    settle = staticmethod(lambda: None)
    #: The puzzles' answers judged in a thread: a worker process per test would cost its
    #: start-up (importing the game) in every test that opens the puzzles; the process is
    #: checked once, in ``tests/ui/menus/puzzles/test_puzzle_judging.py``.
    judge_in_process = False
    #: The tables' AI seats think in a thread, for the same reason: a worker process per table
    #: cost every test with an AI seat its start-up; the process itself is checked by the tests
    #: that start the game's own loop or the worker (``tests/ai/test_worker*.py``).
    ai_in_process = False


class MakeApp(Protocol):
    """The ``make_app`` fixture: a new app in the test's home, with these settings (default:
    instant animations)."""

    def __call__(self, settings: Settings | None = None) -> AppOnScreen: ...


def frames(app: AppOnScreen, n: int = 1) -> None:
    for _ in range(n):
        app.update(1 / 60)
        app.draw(app.surface)


def play_until(app: AppOnScreen, decisions: int, limit: float = 20.0) -> None:
    """Frames until the table has made ``decisions``; ``limit`` seconds guard a hang."""
    deadline = time.perf_counter() + limit
    while app.table is not None and app.table.controller.decisions < decisions:
        assert time.perf_counter() < deadline, "the AI seats did not play"
        frames(app)
    assert app.table is not None


def key(app: MenuApp, k: int) -> None:
    app.process_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def table_of(app: MenuApp) -> TableScene:
    """The app's open table; the test fails here if there is none."""
    assert app.table is not None, "no table is open"
    return app.table


def top_of(app: MenuApp, kind: type[S]) -> S:
    """The app's top screen, which must be a ``kind``."""
    top = app.stack.top
    assert isinstance(top, kind), top
    return top


def current_save() -> SavedGame:
    """The game Continue would resume; the test fails here if there is none."""
    saved, _ = saves.load_current()
    assert saved is not None, "no game saved for Continue"
    return saved


def recent_save() -> SavedGame:
    """The "Earlier game"; the test fails here if there is none."""
    saved, _ = saves.load_recent()
    assert saved is not None, "no earlier game kept"
    return saved
