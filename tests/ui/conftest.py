"""Headless table scenes driven by real pygame events (SDL dummy driver, see tests/conftest.py)."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from ganesha.engine import GameConfig, GameState, new_game
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.results import results_of
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.scene import TableScene


@pytest.fixture(autouse=True)
def _text_at_100_percent():
    """The text size is global like the language: each test starts and ends at 100 %."""
    type_scale.set_text_size(100)
    yield
    type_scale.set_text_size(100)


class Table:
    """A real table scene on a real (dummy) display, plus helpers that send mouse events."""

    def __init__(self, state: GameState, seats: list[str], speed: str = "1") -> None:
        self.surface = pygame.display.set_mode((1280, 800))
        self.controller = TableController(state, seats)
        self.stack = SceneStack()
        self.scene = TableScene(self.controller, self.surface.get_size(), speed)
        self.scene.results = results_of  # as the app opens a table
        self.stack.push(self.scene)
        self.state = state
        self.frame()

    def frame(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.stack.update(dt)
            self.stack.draw(self.surface)

    def settle(self, seconds: float = 3.0) -> None:
        self.frame(int(seconds * 60))

    def send(self, kind: int, **data) -> None:
        self.stack.process_event(pygame.event.Event(kind, **data))
        self.frame()

    def drag(self, start, end, steps: int = 6) -> None:
        start = (round(start[0]), round(start[1]))
        end = (round(end[0]), round(end[1]))
        self.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        for k in range(1, steps + 1):
            pos = (round(start[0] + (end[0] - start[0]) * k / steps),
                   round(start[1] + (end[1] - start[1]) * k / steps))
            self.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        self.send(pygame.MOUSEBUTTONUP, pos=end, button=1)

    def click(self, pos) -> None:
        pos = (round(pos[0]), round(pos[1]))
        self.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.send(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    @property
    def layout(self):
        return self.scene.layout

    def close(self) -> None:
        self.stack.close()


@pytest.fixture
def table_factory():
    pygame.display.init()
    pygame.font.init()
    made: list[Table] = []

    def make(state: GameState | None = None, seats: list[str] | None = None, **config) -> Table:
        if state is None:
            state = new_game(GameConfig(**{"players": 2, "seed": 1, **config}))
        table = Table(state, seats or ["human"] * state.config.players)
        made.append(table)
        return table

    yield make
    for table in made:
        table.close()
    pygame.display.quit()
