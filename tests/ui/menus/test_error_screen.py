"""An unexpected error inside a scene: a report, an error screen saying the game is saved, and
Continue resuming from the last good state."""

from __future__ import annotations

from pathlib import Path

import pytest

from ganesha.store import saves
from ganesha.ui.menus.error import ErrorScene
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.table.scene import TableScene
from tests.helpers.menu_app import SETUP, MakeApp, frames, play_until, table_of


def test_scene_error_shows_the_error_screen_and_continue_resumes(
        make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    app.start(SETUP)
    play_until(app, 6)
    frames(app, 2)  # the autosave is written once per frame
    good = table_of(app).state.snapshot()
    saved_before = saves.load_current()[0]
    assert saved_before is not None
    assert saved_before.state.digest() == good.digest()

    def broken(dt: float) -> None:
        raise RuntimeError("a gem fell through the table")

    monkeypatch.setattr(app.table, "update", broken)
    assert app.guarded(lambda: frames(app)) is False

    assert isinstance(app.stack.top, ErrorScene)
    assert app.stack.top.saved
    app.draw(app.surface)  # the error screen paints
    reports = list((tmp_path / "logs").glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text()
    assert "a gem fell through the table" in text
    assert "Traceback" in text
    assert str(SETUP.config.seed) in text
    assert '"actions"' in text  # seed and action list

    app.stack.top.on_change("title", None)
    assert isinstance(app.stack.top, TitleScene)
    app.continue_game()
    assert isinstance(app.stack.top, TableScene)
    assert table_of(app).state.digest() == good.digest()


def test_repeated_failures_go_to_the_crash_guard(make_app: MakeApp) -> None:
    app = make_app()

    def always_broken() -> None:
        raise RuntimeError("the title is broken")

    for _ in range(3):
        assert app.guarded(always_broken) is False
    with pytest.raises(RuntimeError, match="the title is broken"):
        app.guarded(always_broken)
