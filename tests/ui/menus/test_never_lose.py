"""Never lose a game by accident: a new game over an unfinished one asks first;
the old game survives until the player agrees, then is kept as the "Earlier game", which the
title offers and resumes; closing the window mid-game keeps the game for Continue."""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path

import pygame
import pytest

from ganesha.data.match import Match
from ganesha.engine import GameConfig, GameState
from ganesha.store import saves
from ganesha.ui.menus.confirm import ConfirmScene
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.table.scene import TableScene
from tests.helpers.menu_app import (
    AppOnScreen,
    MakeApp,
    current_save,
    frames,
    recent_save,
    table_of,
    top_of,
)

FIRST = Match(GameConfig(players=2, seed=11, names=("Asha", "Ravi")), ("random", "random"))
SECOND = Match(GameConfig(players=3, seed=99), ("human", "easy", "easy"))


@pytest.fixture
def app(make_app: MakeApp) -> AppOnScreen:
    return make_app()


def press(app: AppOnScreen, name: str) -> None:
    """Click the control called ``name`` on the top screen, as a player would."""
    control = next(c for c in top_of(app, MenuScene).form.controls if c.name == name)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.process_event(pygame.event.Event(kind, pos=control.rect.center, button=1))
    frames(app)


def names(app: AppOnScreen) -> list[Hashable]:
    return [c.name for c in top_of(app, MenuScene).form.controls]


def play_a_little(app: AppOnScreen, decisions: int = 6) -> str:
    for _ in range(2000):
        if table_of(app).controller.decisions >= decisions:
            break
        frames(app)
    frames(app)
    return table_of(app).state.to_json()


def test_the_old_game_survives_until_confirmed_and_can_be_resumed_after(app) -> None:
    app.start(FIRST)
    frames(app)
    first = play_a_little(app)
    app.save_and_quit()
    assert current_save().state.to_json() == first
    assert "recent" not in names(app)  # nothing replaced yet

    app.new_game()
    app.start(SECOND)
    assert isinstance(app.stack.top, ConfirmScene)
    assert app.table is None
    assert "Earlier game" in app.stack.top.question  # the question says where it will be kept
    assert current_save().state.to_json() == first
    assert not saves.has_recent()
    press(app, "no")  # changed my mind: nothing moved
    assert current_save().state.to_json() == first
    assert not saves.has_recent()

    app.start(SECOND)
    press(app, "yes")
    assert isinstance(app.stack.top, TableScene)
    assert current_save().state.config.seed == 99
    assert recent_save().state.to_json() == first  # kept, not deleted

    app.save_and_quit()
    assert isinstance(app.stack.top, TitleScene)
    assert "recent" in names(app)
    press(app, "recent")  # the mistake undone: the first game is back at the table
    assert isinstance(app.stack.top, TableScene)
    kept = GameState.from_json(first)  # the AI seats may have played on in the click's frames
    back = table_of(app).state
    assert back.config == kept.config
    assert back.player_actions()[:len(kept.player_actions())] == kept.player_actions()
    assert table_of(app).controller.seats == ["random", "random"]
    assert recent_save().state.config.seed == 99  # and the new one is not lost either


def test_a_damaged_earlier_game_is_kept_aside_by_its_own_name_and_continue_stays(
        app: AppOnScreen, tmp_path: Path) -> None:
    app.start(FIRST)
    frames(app)
    continued = play_a_little(app)
    app.save_and_quit()
    path = tmp_path / "data" / saves.RECENT
    path.write_text("{not json", encoding="utf-8")
    app.show_title()
    press(app, "recent")
    notice = top_of(app, TitleScene).notices[0]
    assert "could not be read" in notice
    assert saves.RECENT in notice  # names the damaged file
    assert saves.CURRENT not in notice
    assert list(tmp_path.rglob("recent-game.json.bad-*"))
    assert not list(tmp_path.rglob("current-game.json.bad-*"))
    assert not saves.has_recent()
    assert current_save().state.to_json() == continued  # Continue left in its slot
    assert "continue" in names(app)
    assert "recent" not in names(app)


def test_closing_the_window_mid_game_keeps_the_game(app) -> None:
    app.start(FIRST)
    frames(app)
    during = play_a_little(app)
    app.request_quit()
    app.close()
    assert current_save().state.to_json() == during
