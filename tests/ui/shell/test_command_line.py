"""A game started from the command line is the whole game: the saved settings apply, Esc pauses,
the game autosaves and Continue resumes it; an unfinished saved game is only replaced after the
player agrees; a demo leaves the saved game alone. Driven through ``ganesha.app.main`` and the
real loop, headless."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ganesha.data import i18n
from ganesha.engine import GameConfig, new_game
from ganesha.store import saves
from ganesha.store.settings import Settings, save_settings
from ganesha.ui.menus.confirm import ConfirmScene
from ganesha.ui.menus.error import ErrorScene
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.pause import PauseScene
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.sound.effects import SoundBoard
from ganesha.ui.table.scene import TableScene
from tests.helpers.app_main import run_main
from tests.helpers.menu_app import table_of, top_of


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


@pytest.fixture
def home(home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The shared private home, and no crash dialog (the real ``main`` would show one)."""
    monkeypatch.setenv("GANESHA_NO_CRASH_DIALOG", "1")
    return home


def test_command_line_game_uses_settings_pauses_and_continues(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(Settings(language="ru", colour_blind=True, animation_speed="fast"))
    seen: dict = {}

    def on_frame(n: int, the_app: MenuApp) -> None:
        if n == 1:
            table = table_of(the_app)
            seen.update(language=i18n.language(), table=table, speed=table.speed,
                        seats=tuple(table.controller.seats))
            key(pygame.K_ESCAPE)
        elif n == 3:
            seen["paused"] = the_app.stack.top
            history = len(table_of(the_app).state.history)
            seen["history"] = history
        elif n == 40:
            seen["still"] = len(table_of(the_app).state.history)
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    code, tops = run_main(monkeypatch, ["--seats", "human,easy", "--seed", "3"], on_frame)
    assert code == 0
    assert isinstance(tops[0], TableScene)  # the title is skipped
    assert seen["language"] == "ru"
    assert seen["speed"].factor == 2.0  # the saved settings apply
    assert seen["seats"] == ("human", "easy")
    assert isinstance(seen["paused"], PauseScene)
    assert seen["still"] == seen["history"]  # nothing moves while paused

    saved, notice = saves.load_current()
    assert notice is None
    assert saved is not None
    assert saved.seats == ("human", "easy")
    assert saved.state.config.seed == 3
    assert saved.state.to_json() == seen["table"].state.to_json()

    pygame.display.init()
    pygame.display.set_mode((1280, 800))
    again = MenuApp((1280, 800), Settings(), sounds=SoundBoard())
    try:
        assert top_of(again, MenuScene).form.controls[0].name == "continue"
        again.continue_game()
        assert isinstance(again.stack.top, TableScene)
        assert table_of(again).state.to_json() == saved.state.to_json()
        assert table_of(again).controller.seats == ["human", "easy"]
    finally:
        again.close()
        pygame.display.quit()


def test_command_line_game_asks_before_replacing_a_saved_game(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mine = new_game(GameConfig(players=2, seed=77))
    saves.save_current(saves.SavedGame(mine, ("human", "human")))
    seen: dict = {}

    def keep(n: int, the_app: MenuApp) -> None:
        if n == 1:
            seen["asked"] = the_app.stack.top
            key(pygame.K_RETURN)  # the focused, safe answer: keep the saved game
        elif n == 3:
            seen["then"] = the_app.stack.top
            seen["speed"] = the_app.speed  # --speed was for that table only
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    assert run_main(monkeypatch, ["--players", "2", "--seed", "5", "--speed", "4"], keep)[0] == 0
    assert isinstance(seen["asked"], ConfirmScene)
    assert isinstance(seen["then"], TitleScene)
    assert seen["speed"] is None
    saved, _ = saves.load_current()
    assert saved is not None
    assert saved.state.to_json() == mine.to_json()  # untouched

    def replace(n: int, the_app: MenuApp) -> None:
        if n == 1:
            confirm = the_app.stack.top
            assert isinstance(confirm, ConfirmScene)
            yes = next(c for c in confirm.form.controls if c.name == "yes")
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=yes.rect.center, button=1))
        elif n == 3:
            seen["table"] = the_app.stack.top
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    assert run_main(monkeypatch, ["--players", "2", "--seed", "5"], replace)[0] == 0
    assert isinstance(seen["table"], TableScene)
    saved, _ = saves.load_current()
    assert saved is not None
    assert saved.state.config.seed == 5


def test_a_demo_leaves_the_saved_game_alone(home: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    mine = new_game(GameConfig(players=2, seed=77))
    saves.save_current(saves.SavedGame(mine, ("human", "human")))
    code, tops = run_main(monkeypatch, ["--demo", "--players", "2", "--seed", "4", "--speed",
                                        "max", "--think-ms", "1"], lambda n, a: None, limit=5000)
    assert code == 0
    assert isinstance(tops[0], TableScene)  # no question: nothing is replaced
    assert "Game over after" in capsys.readouterr().out
    saved, _ = saves.load_current()
    assert saved is not None
    assert saved.state.to_json() == mine.to_json()
    assert not (home / "data" / saves.LAST).exists()  # nor does a demo become the Last game


def break_the_table(monkeypatch, after: int) -> None:
    """The table's update fails from its ``after``-th frame on."""
    original = TableScene.update
    calls = [0]

    def update(self: TableScene, dt: float) -> None:
        calls[0] += 1
        if calls[0] >= after:
            raise RuntimeError("the drum fell off the table")
        original(self, dt)

    monkeypatch.setattr(TableScene, "update", update)


def test_command_line_game_recovers_from_an_error(home: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    break_the_table(monkeypatch, after=5)
    seen: dict = {}

    def on_frame(n: int, the_app: MenuApp) -> None:
        if isinstance(the_app.stack.top, ErrorScene) and "error" not in seen:
            seen["error"] = n
            key(pygame.K_RETURN)  # "Back to the title"
        elif "error" in seen and "then" not in seen and n > seen["error"] + 1:
            seen["then"] = the_app.stack.top
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    code, _ = run_main(monkeypatch, ["--seats", "human,easy", "--seed", "3"], on_frame)
    assert code == 0
    assert "error" in seen
    assert isinstance(seen["then"], TitleScene)
    assert seen["then"].form.controls[0].name == "continue"  # the game saved before the error
    assert len(list((home / "logs").glob("crash-*.txt"))) == 1


def test_a_demo_fails_loudly_on_an_error(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    break_the_table(monkeypatch, after=5)
    code, _ = run_main(monkeypatch, ["--demo", "--seed", "3", "--speed", "max"],
                       lambda n, a: None)
    assert code == 1  # a scripted run must not sit on the error screen
    assert len(list((home / "logs").glob("crash-*.txt"))) == 1


def test_the_command_line_seats_an_at_my_level_opponent(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--seats human,rated:1650`` opens the table with the opponent at that rating; a rating
    the seat kinds do not allow starts nothing."""
    seen: dict = {}

    def on_frame(n: int, the_app: MenuApp) -> None:
        if n == 1:
            seen["seats"] = tuple(table_of(the_app).controller.seats)
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    code, _ = run_main(monkeypatch, ["--seats", "human,rated:1650", "--seed", "3"], on_frame)
    assert code == 0
    assert seen["seats"] == ("human", "rated:1650")
    with pytest.raises(SystemExit):
        run_main(monkeypatch, ["--seats", "human,rated:16500"], on_frame)
