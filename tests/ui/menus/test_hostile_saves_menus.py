"""Hostile saves through today's real Continue and Last game buttons.

A NUL or zero-width name and a ``3.0`` player count used to load and then break the table on
every frame (or raise out of the loader); the app went round the error screen until it closed.
Now the title screen stays, says why, and the file is kept aside so the next start is clean.
(When the new shell replaces ``MenuApp``, these move onto its Continue / Last game entry points.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from ganesha.engine import GameConfig, new_game
from ganesha.store import saves
from ganesha.ui.menus.title import TitleScene
from tests.helpers.menu_app import AppOnScreen, MakeApp
from tests.helpers.random_play import play_random


@pytest.fixture
def app(make_app: MakeApp) -> AppOnScreen:
    return make_app()


def _hostile(home: Path, name: str, finished: bool, change: str) -> Path:
    config = GameConfig(players=3, seed=5)
    state = play_random(config, 3) if finished else new_game(config)
    data = json.loads(saves.to_text(saves.SavedGame(state, ("human", "easy", "medium"))))
    if change == "players":
        data["game"]["config"]["players"] = 3.0
    else:
        data["game"]["config"]["names"] = ["Asha", change, "Meera"]
    path = home / "data" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("change", ["players", "Ra\x00vi", "\u200b", "\ufe0f"])
@pytest.mark.parametrize("button", ["continue", "last game"])
def test_hostile_save_leaves_the_title_with_a_notice(app: AppOnScreen, tmp_path: Path, button: str,
                                                     change: str) -> None:
    finished = button == "last game"
    path = _hostile(tmp_path, saves.LAST if finished else saves.CURRENT, finished, change)
    assert app.guarded(app.watch_last if finished else app.continue_game)
    for _ in range(5):  # the title draws and nothing fails on the next frames
        assert app.guarded(lambda: app.update(1 / 60))
        app.draw(app.surface)
    assert isinstance(app.stack.top, TitleScene)
    assert app.table is None
    assert any("could not be read" in n for n in app.stack.top.notices)
    assert not path.exists()
    assert len(list(path.parent.glob(path.name + ".bad-*"))) == 1


def _good_save(home: Path, finished: bool = False) -> None:
    config = GameConfig(players=2, seed=9)
    state = play_random(config, 4) if finished else new_game(config)
    saves.save_current(saves.SavedGame(state, ("human", "easy")))  # finished: the Last game


def _frame(app: AppOnScreen) -> bool:
    def step() -> None:
        app.update(1 / 60)
        app.draw(app.surface)
    return app.guarded(step)


def test_a_table_that_cannot_be_built_from_the_save_keeps_the_file_aside(
        app: AppOnScreen, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The file passed the loader, but building the table from it fails: the file is kept aside
    with a notice on the title, and the next Continue does not fail again."""
    _good_save(tmp_path)
    import ganesha.ui.shell.menu_app as menu_app

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the table cannot be built")

    monkeypatch.setattr(menu_app, "open_table", broken)
    app.continue_game()
    assert isinstance(app.stack.top, TitleScene)
    assert app.table is None
    assert not saves.has_current()
    assert list((tmp_path / "data").glob("current-game.json.bad-*"))
    title = app.stack.top
    assert len(title.notices) == 1
    assert "current-game.json.bad-" in title.notices[0]
    assert list((tmp_path / "logs").iterdir())  # the crash report


def test_a_table_that_fails_in_its_first_frames_keeps_the_file_aside(
        app: AppOnScreen, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _good_save(tmp_path)
    from ganesha.ui.table.scene import TableScene

    def broken_draw(self: TableScene, surface: pygame.Surface) -> None:
        raise ValueError("Text has zero width")

    monkeypatch.setattr(TableScene, "draw", broken_draw)
    app.continue_game()
    assert app.table is not None
    assert not _frame(app)
    assert isinstance(app.stack.top, TitleScene)
    assert not saves.has_current()
    assert list((tmp_path / "data").glob("current-game.json.bad-*"))


def test_a_sound_save_leaves_its_trial_and_later_errors_go_to_the_error_screen(
        app: AppOnScreen, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After its first frames a loaded game is like any other: a later failure shows the error
    screen and the autosave stays for Continue."""
    _good_save(tmp_path)
    app.continue_game()
    for _ in range(5):
        assert _frame(app)
    from ganesha.ui.table.scene import TableScene

    def broken_draw(self: TableScene, surface: pygame.Surface) -> None:
        raise ValueError("later bug")

    monkeypatch.setattr(TableScene, "draw", broken_draw)
    assert not _frame(app)
    assert saves.has_current()
    assert not list((tmp_path / "data").glob("*.bad-*"))
    assert not isinstance(app.stack.top, TitleScene)


def test_a_replay_that_cannot_be_built_keeps_the_last_game_aside(
        app: AppOnScreen, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _good_save(tmp_path, finished=True)
    import ganesha.ui.shell.saved_games as saved_games

    class Broken:
        def __init__(self, *args: object) -> None:
            raise RuntimeError("replay cannot be built")

    monkeypatch.setattr(saved_games, "ReplayScene", Broken)
    app.watch_last()
    assert isinstance(app.stack.top, TitleScene)
    assert not (tmp_path / "data" / "last-game.json").exists()
    assert list((tmp_path / "data").glob("last-game.json.bad-*"))
