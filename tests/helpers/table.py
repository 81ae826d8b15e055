"""A real table scene on a real (dummy) display, driven by the mouse events a player sends."""

from __future__ import annotations

import random
from typing import Any, Protocol

import pygame

from ganesha.data.match import Match
from ganesha.engine import EndTurn, GameState, Place, Take
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.kit.widgets.dialog import Dialog
from ganesha.ui.menus.results import results_of
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw.layout import Layout
from ganesha.ui.table.scene import TableScene, open_table
from tests.helpers.positions import plain_hex

Point = tuple[float, float]


class Table:
    """A table scene in its own scene stack, plus helpers that send mouse events."""

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

    def send(self, kind: int, **data: Any) -> None:
        self.stack.process_event(pygame.event.Event(kind, **data))
        self.frame()

    def drag(self, start: Point, end: Point, steps: int = 6) -> None:
        start = (round(start[0]), round(start[1]))
        end = (round(end[0]), round(end[1]))
        self.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        for k in range(1, steps + 1):
            pos = (round(start[0] + (end[0] - start[0]) * k / steps),
                   round(start[1] + (end[1] - start[1]) * k / steps))
            self.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        self.send(pygame.MOUSEBUTTONUP, pos=end, button=1)

    def click(self, pos: Point) -> None:
        pos = (round(pos[0]), round(pos[1]))
        self.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.send(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    @property
    def layout(self) -> Layout:
        return self.scene.layout

    def close(self) -> None:
        self.stack.close()


def dialog_of(table: Table) -> Dialog:
    """The dialog open at the table; the test fails here if there is none."""
    dialog = table.scene.dialog
    assert dialog is not None, "no dialog is open"
    return dialog


class AppTable:
    """A table opened the app's way (``open_table``) for ``seats`` on its own scene stack,
    stepped a frame at a time (1/60 s) and fed real pygame events."""

    def __init__(self, state: GameState, seats: tuple[str, ...],
                 size: tuple[int, int] = (1280, 800)) -> None:
        self.surface = pygame.display.set_mode(size)
        self.state = state
        self.scene: TableScene = open_table(Match(state.config, seats), state, size)
        self.controller = self.scene.controller
        self.stack = SceneStack()
        self.stack.push(self.scene)
        self.frame()

    def frame(self, n: int = 1) -> None:
        for _ in range(n):
            self.stack.update(1 / 60)
            self.stack.draw(self.surface)

    def send(self, kind: int, **data: Any) -> None:
        """One event to the top of the stack, then a frame."""
        self.stack.process_event(pygame.event.Event(kind, **data))
        self.frame()


class TableFactory(Protocol):
    """The ``table_factory`` fixture: a table for ``state`` (or a new game made from the
    ``GameConfig`` fields given), every seat a person unless ``seats`` says otherwise."""

    def __call__(self, state: GameState | None = None, seats: list[str] | None = None,
                 **config: Any) -> Table: ...


def turn_played(table: Table) -> tuple[int, int, str]:
    """Seat A takes a plain gem into Destiny slot 1 and ends its turn; seat B is to act.
    Returns seat A, the hex and the gem's colour."""
    state = table.state
    seat, h = state.current_player, plain_hex(state)
    colour = state.altar_gems()[h]
    for action in (Take(h), Place(colour, "slot1"), EndTurn()):
        table.controller.submit(action)
    table.settle(2)
    return seat, h, colour


def assert_bar_keeps_its_places_through_many_turns(table_factory: TableFactory) -> None:
    """60 random decisions at a 3-seat table: the bar always has its five buttons in the same
    places, and a click on a disabled one does nothing."""
    t = table_factory(players=3, spices=True, seed=5)
    rng = random.Random(1)
    places: set[tuple[tuple[int, int, int, int], ...]] = set()
    disabled_seen = enabled_seen = 0
    for _ in range(60):
        t.frame(1)
        bar = t.scene.buttons
        assert len(bar) == 5  # Undo, Keep one gem, Place yellow, End turn, Hint
        places.add(tuple((b.rect.x, b.rect.y, b.rect.w, b.rect.h) for b in bar))
        for b in bar:
            if b.enabled:
                enabled_seen += 1
            else:
                disabled_seen += 1
                assert b.intent is None
                # a click on a disabled button does nothing
                before = len(t.state.history)
                t.click(b.rect.center)
                assert len(t.state.history) == before
        t.controller.submit(rng.choice(t.state.legal_actions()))
    assert len(places) == 1
    assert disabled_seen
    assert enabled_seen
