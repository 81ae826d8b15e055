"""A home where nothing can be saved still starts the title and plays a game,
through today's MenuApp: the start's ``load_settings()`` notice reaches the title once, the
autosave does not try where it cannot (the title said so), and the AI seats play on."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from ganesha.data.match import Match
from ganesha.engine import GameConfig
from ganesha.store import saves
from ganesha.store.settings import load_settings
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.sound.effects import SoundBoard

SIZE = (1280, 800)


@pytest.mark.parametrize("folder", ["config", "data"])
def test_title_and_a_game_with_a_file_in_place_of_a_folder(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch,
                                                           folder: str) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    (tmp_path / folder).write_text("not a folder")
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(SIZE)
    settings, notice = load_settings()  # what the start does
    app = MenuApp(SIZE, replace(settings, animation_speed="instant"),
                  [notice] if notice else [], think_ms=5, sounds=SoundBoard())
    try:
        title = app.stack.top
        assert isinstance(title, TitleScene)
        assert sum("cannot be saved" in n for n in title.notices) == 1
        app.start(Match(GameConfig(players=2, seed=3), ("random", "random"),
                            ("tiger", "monkey")))
        deadline = time.perf_counter() + 20
        while app.table is not None and app.table.controller.decisions < 10:
            assert time.perf_counter() < deadline, "the AI seats did not play"
            assert app.guarded(lambda: app.update(1 / 60))
            app.draw(surface)
        assert app.table is not None
        assert app.table.controller.decisions >= 10
        # the title said once that nothing is kept; the autosave does not try and say it again
        assert not app.save_failed
        assert (app.cannot_keep is not None) == (folder == "data")
        assert saves.has_current() == (folder == "config")
    finally:
        app.close()
        pygame.display.quit()
