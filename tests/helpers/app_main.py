"""``ganesha ARGV`` through ``ganesha.app.main`` and the real loop, headless, with the test
posting the player's events after every frame. The loop is kept from resting (it would sleep
until input on a still screen): these scripts count frames, and post their input between them."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ganesha import app
from ganesha.ui.kit.scene import Scene
from ganesha.ui.shell import loop as run_module
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.shell.pacing import Pacer

#: Called after every frame with the frame's number (from 1) and the app.
Frame = Callable[[int, MenuApp], None]


def run_main(monkeypatch: pytest.MonkeyPatch, argv: list[str], on_frame: Frame,
             limit: int = 600) -> tuple[int, list[Scene | None]]:
    """``ganesha ARGV`` with ``on_frame(n, app)`` called after every frame (it posts the player's
    events); returns the exit code and the top scene of every frame."""
    tops: list[Scene | None] = []
    original = run_module.Script.after_frame

    def after_frame(script: run_module.Script, the_app: MenuApp, screen: pygame.Surface,
                    frame_ms: float) -> None:
        original(script, the_app, screen, frame_ms)
        tops.append(the_app.stack.top)
        on_frame(len(tops), the_app)
        assert len(tops) < limit, "the app did not finish"

    monkeypatch.setattr(run_module.Script, "after_frame", after_frame)
    every_frame(monkeypatch)
    return app.main(argv), tops


def every_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    """The loop draws a frame every sixtieth of a second, moving or not, as before it rested."""
    monkeypatch.setattr(run_module, "Pacer", lambda rest=True, **kw: Pacer(rest=False, **kw))
