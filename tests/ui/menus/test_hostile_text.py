"""Text from the player's files that the screens cannot draw, or draw only slowly: a records
date holding a NUL or a lone surrogate, a 3 MB value in any field, a home folder whose name is
not UTF-8, a folder the player cannot enter, and a home that cannot be written holding an
unfinished game. Each used to break a screen on every visit, freeze the title, or say the wrong
thing; each is driven here through the screens the player sees."""

from __future__ import annotations

import errno
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.data.match import Match
from ganesha.engine import GameConfig, new_game
from ganesha.store import crash, records, saves, settings
from ganesha.store import dirs as userdirs
from ganesha.ui.menus.confirm import ConfirmScene
from ganesha.ui.menus.error import ErrorScene
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.sound.effects import SoundBoard
from ganesha.ui.table.scene import TableScene
from tests.helpers.menu_app import top_of

SIZE = (1280, 800)


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.display.init()
    pygame.font.init()
    yield pygame.display.set_mode(SIZE)
    pygame.display.quit()


def _app(notices: list[str] | None = None) -> MenuApp:
    return MenuApp(SIZE, settings.Settings(animation_speed="instant"), notices, think_ms=5,
                   sounds=SoundBoard())


def _records_file(home: Path, date: str) -> Path:
    state = new_game(GameConfig(players=2, seed=3))
    bots = [make_player("random", 1), make_player("random", 2)]
    while not state.is_over:
        state.apply(bots[state.current_player].choose(state))
    saved = saves.SavedGame(state, ("human", "easy"))
    records.record_game(saved)
    path = home / "data" / records.FILE
    data = json.loads(path.read_text(encoding="utf-8"))
    data["games"][0]["date"] = date
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("date", ["2026-01-01\x0012:00", "2026-01-01 \ud800", "9" * 3_000_000])
def test_a_records_date_the_screen_cannot_draw_is_kept_aside_at_load(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, screen, date: str) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    path = _records_file(tmp_path, date)
    app = _app()
    try:
        started = time.perf_counter()
        app.open_records()
        for _ in range(3):
            assert app.guarded(lambda: app.update(1 / 60))
            app.draw(screen)
        assert time.perf_counter() - started < 2.0
        scene = app.stack.top
        assert isinstance(scene, RecordsScene)
        assert scene.records.games == []
        assert scene.notice is not None
        assert len(scene.notice) < 400
        assert not path.exists()
        assert list(path.parent.glob(records.FILE + ".bad-*"))
    finally:
        app.close()


def test_a_failure_while_drawing_the_records_keeps_the_file_aside(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, screen) -> None:
    """Whatever slips past the loader and breaks the drawing: the file goes aside, once."""
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    path = _records_file(tmp_path, "2026-01-01 12:00")
    kept = records.load()[0]
    bad = records.GameRecord(**{**{f: getattr(kept.games[0], f) for f in (
        "id", "names", "seats", "scores", "winner", "game")}, "date": "\x00"})
    monkeypatch.setattr(crash, "write_report", lambda exc, context=None: None)
    app = _app()
    try:
        app.stack.push(RecordsScene(app, app, app, SIZE, records.Records(kept.tallies, 0, [bad])))
        app.draw(screen)
        assert isinstance(app.stack.top, TitleScene)
        app.draw(screen)
        assert "could not be read" in app.stack.top.notices[0]
        assert not path.exists()
        assert list(path.parent.glob(records.FILE + ".bad-*"))
    finally:
        app.close()


@pytest.mark.parametrize(("field", "value"), [("language", "x" * 3_000_000),
                                         ("animation_speed", "\ud800" * 1000)])
def test_a_huge_value_in_a_file_leaves_the_title_quick(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch, screen,
                                                       field: str, value: str) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    path = tmp_path / "config" / settings.FILE_NAME
    path.parent.mkdir()
    path.write_text(json.dumps({"format": settings.FORMAT, "version": 1,
                                "settings": {field: value}}), encoding="utf-8")
    loaded, notice = settings.load_settings()
    assert loaded == settings.Settings()
    assert notice is not None
    assert len(notice) < 400
    assert "could not be read" in notice
    app = _app([notice])
    try:
        started = time.perf_counter()
        for _ in range(60):
            app.update(1 / 60)
            app.draw(screen)
        assert time.perf_counter() - started < 3.0
    finally:
        app.close()


def test_the_title_wraps_a_notice_once_not_every_frame(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, screen) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    app = _app()
    calls = []
    import ganesha.ui.menus.title as title

    real = title.wrap
    def counted(*a: Any, **k: Any) -> Any:
        calls.append(1)
        return real(*a, **k)

    monkeypatch.setattr(title, "wrap", counted)
    try:
        app.notices.append("word " * 2000)
        app.show_title()
        for _ in range(30):
            app.draw(screen)
        assert len(calls) == 1
        assert len(top_of(app, TitleScene).notices[0]) <= title.NOTICE_CHARS
    finally:
        app.close()


def test_a_home_whose_name_is_not_utf8_is_drawn_in_notices_and_on_the_error_screen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, screen) -> None:
    home = tmp_path / os.fsdecode(b"caf\xe9-home")
    home.mkdir()
    monkeypatch.setenv("GANESHA_HOME", str(home))
    (home / "data").write_text("a file where the folder belongs")
    notice = settings.load_settings()[1]
    assert notice is not None
    assert "\ufffd" in notice  # the path, as near as can be drawn
    app = _app([notice])
    try:
        app.draw(screen)
        report = crash.write_report(ValueError("boom"))
        assert report is not None
        assert "\udce9" in str(report)
        app.stack.push(ErrorScene(app, SIZE, report, saved=False))
        app.draw(screen)
        assert userdirs.shown(report).endswith(report.name)
    finally:
        app.close()


def _unenterable(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As if ``folder`` were root-owned 0700 (the tests run as root, where permissions do not
    apply): anything below it raises PermissionError, as Python 3.11's ``Path.exists`` does."""
    real_stat, real_open, real_scandir = Path.stat, os.open, os.scandir

    def below(path: Any) -> bool:
        return Path(os.fsdecode(path)).absolute().is_relative_to(folder) \
            and Path(os.fsdecode(path)).absolute() != folder

    def refuse(path: Any) -> OSError:
        return PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fsdecode(path))

    def stat(self: Path, **kwargs: Any) -> os.stat_result:
        if below(self):
            raise refuse(self)
        return real_stat(self, **kwargs)

    def open_(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        writing = flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT)
        if below(path) or (Path(os.fsdecode(path)).absolute() == folder and writing):
            raise refuse(path)
        return real_open(path, flags, *args, **kwargs)

    def scandir(path: Any = ".") -> Any:
        if below(path) or Path(os.fsdecode(path)).absolute() == folder:
            raise refuse(path)
        return real_scandir(path)

    monkeypatch.setattr(Path, "stat", stat)
    monkeypatch.setattr(os, "open", open_)
    monkeypatch.setattr(os, "scandir", scandir)


@pytest.mark.parametrize("folder", ["config", "data"])
def test_a_folder_the_player_cannot_enter_plays_with_defaults_and_says_so_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, screen, folder: str) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    for name in ("config", "data"):
        (tmp_path / name).mkdir()
    settings.save_settings(settings.Settings(sound=False))
    saves.save_current(saves.SavedGame(new_game(GameConfig(players=2, seed=1)),
                                       ("human", "easy")))
    _unenterable((tmp_path / folder).absolute(), monkeypatch)
    loaded, notice = settings.load_settings()
    assert loaded == settings.Settings(sound=folder == "config")  # unreadable: the defaults
    assert notice is not None
    assert notice.count("\n") == 0
    assert "cannot be saved" in notice
    assert saves.has_current() == (folder == "config")
    app = _app([notice])
    try:
        assert sum("cannot be saved" in n for n in top_of(app, TitleScene).notices) == 1
        for _ in range(3):
            assert app.guarded(lambda: app.update(1 / 60))
            app.draw(screen)
    finally:
        app.close()


def test_a_read_only_home_with_an_unfinished_game_starts_a_new_one_without_asking(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, screen) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    kept = saves.SavedGame(new_game(GameConfig(players=2, seed=1)), ("human", "easy"))
    saves.save_current(kept)
    before = (tmp_path / "data" / saves.CURRENT).read_bytes()

    def read_only(*args: object, **kwargs: object) -> object:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    # a read-only file system (root writes anywhere, so the refusals are simulated)
    monkeypatch.setattr("ganesha.store.files.os.replace", read_only)
    monkeypatch.setattr("ganesha.store.files.tempfile.mkstemp", read_only)
    monkeypatch.setattr("ganesha.store.dirs.tempfile.TemporaryFile", read_only)
    notice = settings.load_settings()[1]
    assert notice is not None
    assert "nothing will be kept" in notice
    app = _app([notice])
    try:
        app.start(Match(GameConfig(players=2, seed=8), ("human", "random")))
        assert not isinstance(app.stack.top, ConfirmScene)  # nothing to ask: it just plays
        assert isinstance(app.stack.top, TableScene)
        assert app.table is not None
        assert app.said_unkept
        for _ in range(5):
            assert app.guarded(lambda: app.update(1 / 60))
            app.draw(screen)
        assert not app.save_failed
        assert not app.notices
        assert (tmp_path / "data" / saves.CURRENT).read_bytes() == before
    finally:
        app.close()
