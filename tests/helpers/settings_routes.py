"""A player's ways through the menu app, by clicks: change a setting on the Settings screen, and
start a game by each route (New game, Continue, Learn to play, Rematch), returning the table the
route opened. The command line's route is :func:`tests.helpers.app_main.run_main`."""

from __future__ import annotations

import time
from collections.abc import Hashable
from typing import Any

import pygame

from ganesha.data.match import Match
from ganesha.engine import GameConfig, GameState, new_game
from ganesha.ui.kit.widgets.choice import Choice
from ganesha.ui.menus.confirm import ConfirmScene
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.new_game import NewGameScene, Option
from ganesha.ui.menus.pause import PauseScene
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.settings import SettingsScene
from ganesha.ui.table.scene import TableScene
from tests.helpers.menu_app import AppOnScreen, frames, key, table_of, top_of

#: What each setting a game feels is changed to (every one away from the tests' defaults).
CHANGES: dict[str, Any] = {
    "spices": False, "language": "ru", "text_size": 150, "colour_blind": True,
    "animation_speed": "fast", "reduced_motion": True, "sound": False,
}


def click(app: AppOnScreen, at: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.process_event(pygame.event.Event(kind, pos=at, button=1))
    frames(app)


def control(app: AppOnScreen, name: Hashable) -> Any:
    """The control called ``name`` on the top screen (which must be a menu screen)."""
    return next(c for c in top_of(app, MenuScene).form.controls if c.name == name)


def press(app: AppOnScreen, name: Hashable) -> None:
    """Click the control called ``name`` on the top screen, as a player would."""
    click(app, control(app, name).rect.center)


def choose(app: AppOnScreen, name: Hashable, value: Any) -> None:
    """Click the choice called ``name`` on the top screen until it shows ``value``."""
    for _ in range(len(control(app, name).options)):
        choice = control(app, name)
        assert isinstance(choice, Choice)
        if choice.value == value:
            return
        press(app, name)
    assert control(app, name).value == value, f"{name} never showed {value!r}"


def change_on_settings_screen(app: AppOnScreen, name: str, value: Any) -> None:
    """On the Settings screen on top: set one row by clicks, then Done."""
    top_of(app, SettingsScene)
    choose(app, name, value)
    press(app, "done")


def change_from_title(app: AppOnScreen, name: str, value: Any) -> None:
    """Title → Settings → the row → Done, back on the title."""
    press(app, "settings")
    change_on_settings_screen(app, name, value)


def start_from_new_game(app: AppOnScreen) -> TableScene:
    """Title → New game → Start game (agreeing to put a saved game aside, if asked)."""
    press(app, "new")
    top_of(app, NewGameScene)
    press(app, Option.START)
    if isinstance(app.stack.top, ConfirmScene):
        press(app, "yes")
    return table_of(app)


def save_and_quit(app: AppOnScreen) -> None:
    """Esc at the table → Save and quit, back on the title."""
    key(app, pygame.K_ESCAPE)
    frames(app)
    top_of(app, PauseScene)
    press(app, "save_quit")


def near_its_end(players: int = 2, seed: int = 7) -> GameState:
    """A game of random seats played into its final stage: a few AI moves from the results."""
    from ganesha.ai import make_player

    state = new_game(GameConfig(players=players, seed=seed))
    player = make_player("random", seed)
    while not state.final_stage:
        state.apply(player.choose(state))
    return state


def to_results(app: AppOnScreen, limit: float = 30.0) -> ResultsScene:
    """Frames until the results are shown (the AI seats finish the game)."""
    deadline = time.perf_counter() + limit
    while not isinstance(app.stack.top, ResultsScene):
        assert time.perf_counter() < deadline, "the game did not reach its results"
        frames(app)
    return app.stack.top


def pause_and_change(app: AppOnScreen, name: str, value: Any) -> None:
    """During the game: Esc → Settings → the row → Done → Resume, back at the table."""
    key(app, pygame.K_ESCAPE)
    frames(app)
    press(app, "settings")
    change_on_settings_screen(app, name, value)
    press(app, "resume")
    assert app.stack.top is app.table


def rematch_after_changing(app: AppOnScreen, name: str, value: Any) -> TableScene:
    """A game near its end; the setting changed in the pause menu; Rematch on its results."""
    state = near_its_end()
    app.play(Match(state.config, ("random", "random")), state)
    frames(app)
    pause_and_change(app, name, value)
    results = to_results(app)
    click(app, results.rematch_button.rect.center)
    table = table_of(app)
    assert app.stack.top is table
    # a new game (its AI seats may have made a move or two in the click's frames)
    assert table.state.round == 1
    assert not table.state.final_stage
    return table
