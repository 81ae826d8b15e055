"""A player's clicks on every control of the table, through the whole app: positions with a
choice box open (each spice's, the sacrifice colour choice, the hot-seat hand-over) or the bar
live (Keep one gem, a turn's start), opened by ``MenuApp.play`` in a window of a given size,
language and text size, and clicked with real pygame events posted to the event queue and
handed to the app as its loop hands them; what reached the controller is recorded."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ganesha.ai import make_player
from ganesha.data.look import wearing
from ganesha.data.match import Match
from ganesha.engine import Action, GameConfig, GameState, Phase, new_game
from ganesha.store.settings import Settings
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.table.intents import HINT, UNDO
from ganesha.ui.table.scene import TableScene
from tests.helpers.dialog_positions import KINDS, colour_choice, dialog_positions
from tests.helpers.menu_app import AppOnScreen

#: The table's states besides the dialogs' (dialog_positions.KINDS): the hot-seat hand-over,
#: the bar while a second gem may be taken (Keep one gem) and at a turn's start.
BAR_STATES = ("hand_over", "keep_one", "take")
STATES = (*KINDS, *BAR_STATES)


@lru_cache(maxsize=8)
def _bar_positions(players: int) -> dict[str, GameState]:
    """The first position of a random game where a second gem may be taken, a game's first
    position, and the position after its first turn (the screen passes to the next person)."""
    state = new_game(GameConfig(players=players, seed=3, spices=True))
    found = {"take": state.snapshot()}
    bot = make_player("random", 3)
    while state.current_player == 0:
        state.apply(bot.choose(state))
    found["passed"] = state
    for seed in range(200):
        state = new_game(GameConfig(players=players, seed=seed, spices=True))
        bots = [make_player("random", seed * 7 + k) for k in range(players)]
        while not state.is_over:
            if state.phase == Phase.SECOND:
                found["keep_one"] = state.snapshot()
                return found
            state.apply(bots[state.current_player].choose(state))
    return found


def position(kind: str, players: int) -> tuple[GameState, tuple[str, ...]]:
    """The state of ``kind`` and its seats: the seat to decide a person, the others AI players
    (every seat a person for the hand-over, a new game's first player taking the screen)."""
    if kind == "hand_over":
        return _bar_positions(players)["passed"], ("human",) * players
    state = (_bar_positions if kind in BAR_STATES else dialog_positions)(players)[kind]
    return state, tuple("human" if seat == state.current_player else "medium"
                        for seat in range(players))


@dataclass
class Opened:
    """The app with the table on a position, and what reached the controller since."""

    app: AppOnScreen
    surface: pygame.Surface
    table: TableScene
    reached: list[object]

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.update(1 / 60)
            self.app.draw(self.surface)

    def settle(self, n: int) -> None:
        """``n`` frames' time passes, the last one drawn: what is on the screen then is what
        ``n`` drawn frames leave (the frames between change nothing a click meets)."""
        for _ in range(n - 1):
            self.app.update(1 / 60)
        self.frames()

    def click(self, pos: tuple[int, int]) -> None:
        """A press and a release at ``pos``, posted to the event queue and taken off it as the
        loop takes them, then a few frames."""
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            data = {"pos": pos, "button": 1} if kind != pygame.MOUSEMOTION \
                else {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)}
            pygame.event.post(pygame.event.Event(kind, data))
            for event in pygame.event.get():
                self.app.process_event(event)
            self.frames()
        self.frames(3)

    def controls(self) -> list[Button]:
        """The controls a click can reach: an open modal box's buttons (it covers the window);
        else the bar's buttons that no box covers, with a box's own."""
        dialog = self.table.dialog
        if dialog is not None and dialog.modal:
            return list(dialog.buttons)
        bar = [b for b in self.table.buttons
               if dialog is None or not dialog.rect.collidepoint(b.rect.center)]
        return (list(dialog.buttons) if dialog is not None else []) + bar


def _recording(table: TableScene, reached: list[object]) -> None:
    """What reaches the controller (a bar command, a box's answer), Undo and the hint's
    question recorded by their commands, each still done."""
    c = table.controller
    choose, press, undo, ask = c.choose, c.press, c.undo, table.hint.ask

    def chosen(option: object) -> None:
        reached.append(option)
        choose(option)  # type: ignore[arg-type]

    def pressed(command: object) -> None:
        reached.append(command)
        press(command)  # type: ignore[arg-type]

    def undone() -> bool:
        reached.append(UNDO)
        return undo()

    def asked(state: GameState) -> None:
        reached.append(HINT)
        ask(state)

    c.choose, c.press, c.undo, table.hint.ask = (  # type: ignore[method-assign]
        chosen, pressed, undone, asked)


@contextmanager
def opened(kind: str, players: int, size: tuple[int, int], language: str,
           percent: int) -> Iterator[Callable[[], Opened]]:
    """A function that opens the app's table on the position of ``kind`` anew (each click
    wants the position as it was), in a ``size`` window, ``language`` and text ``percent``."""
    surface = pygame.display.set_mode(size)
    app = AppOnScreen(size, Settings(language=language, text_size=percent), think_ms=5,
                  autosave=False)
    state, seats = position(kind, players)

    def open_it() -> Opened:
        app.play(Match(state.config, seats), state.snapshot())
        table = app.table
        assert table is not None
        table.hold_ai = True
        if kind == "colour":
            table.controller.choice = list[Action](colour_choice(table.state))
        done = Opened(app, surface, table, [])
        done.settle(20)  # the box has faded in
        _recording(table, done.reached)
        return done

    try:
        with wearing(app.look):  # the test reads the table's words and sizes in the app's look
            yield open_it
    finally:
        app.close()


__all__ = ["BAR_STATES", "STATES", "Opened", "opened", "position"]
