"""``ganesha ARGV`` through ``ganesha.app.main`` and the real loop, headless, with the test
posting the player's events after every frame. The loop is kept from resting (it would sleep
until input on a still screen): these scripts count frames, and post their input between them;
the frames keep their own clock, a sixtieth of a second each, so no script waits for the wall
clock."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ganesha import app
from ganesha.data.look import wearing
from ganesha.ui.kit.scene import Scene
from ganesha.ui.shell import loop as run_module
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.shell.pacing import RUNNING_FPS, Pacer

#: Called after every frame with the frame's number (from 1) and the app.
Frame = Callable[[int, MenuApp], None]


def run_main(monkeypatch: pytest.MonkeyPatch, argv: list[str], on_frame: Frame,
             limit: int = 600) -> tuple[int, list[Scene | None]]:
    """``ganesha ARGV`` with ``on_frame(n, app)`` called after every frame, wearing the app's
    look as the frame did (it posts the player's events); returns the exit code and the top scene
    of every frame."""
    tops: list[Scene | None] = []
    original = run_module.Script.after_frame

    def after_frame(script: run_module.Script, the_app: MenuApp, screen: pygame.Surface,
                    frame_ms: float) -> None:
        original(script, the_app, screen, frame_ms)
        tops.append(the_app.stack.top)
        with wearing(the_app.look):
            on_frame(len(tops), the_app)
        assert len(tops) < limit, "the app did not finish"

    monkeypatch.setattr(run_module.Script, "after_frame", after_frame)
    every_frame(monkeypatch)
    # The collection at a table's opening walks the whole test process's heap (up to a second
    # a table here, where the game's own takes milliseconds): left to Python's schedule, as
    # every test's app does; tests/ui/shell/test_collector.py opens tables with it.
    monkeypatch.setattr(MenuApp, "settle", staticmethod(lambda: None))
    return app.main(argv), tops


class FrameClock:
    """A clock that moves a sixtieth of a second at each frame's tick and never sleeps: the
    scenes step as they would at 60 frames a second, as fast as the machine draws them."""

    def __init__(self) -> None:
        self.seconds = 0.0

    def now(self) -> float:
        return self.seconds

    def tick(self, fps: int) -> int:
        self.seconds += 1 / RUNNING_FPS
        return round(1000 / RUNNING_FPS)


def every_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    """The loop draws a frame every sixtieth of a second of the frames' own clock, moving or
    not, as before it rested, without waiting for the wall clock."""
    def pacer(rest: bool = True) -> Pacer:
        clock = FrameClock()
        return Pacer(rest=False, now=clock.now, tick=clock.tick)

    monkeypatch.setattr(run_module, "Pacer", pacer)
