"""Hostile saves through today's real Continue and Last game buttons (issue 12, defect 1).

A NUL or zero-width name and a ``3.0`` player count used to load and then break the table on
every frame (or raise out of the loader); the app went round the error screen until it closed.
Now the title screen stays, says why, and the file is kept aside so the next start is clean.
(When the new shell replaces ``MenuApp``, these move onto its Continue / Last game entry points.)
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from ganesha import saves
from ganesha.engine import GameConfig, new_game
from ganesha.settings import Settings
from ganesha.ui.menu_app import MenuApp
from ganesha.ui.scenes.title import TitleScene
from ganesha.ui.sound import SoundBoard

from ..engine.randomplay import play_random

SIZE = (1280, 800)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MenuApp]:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(SIZE)
    made = MenuApp(SIZE, Settings(animation_speed="instant"), think_ms=5, sounds=SoundBoard())
    made.surface = surface  # type: ignore[attr-defined]
    yield made
    made.close()
    pygame.display.quit()


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
def test_hostile_save_leaves_the_title_with_a_notice(app: MenuApp, tmp_path: Path, button: str,
                                                     change: str) -> None:
    finished = button == "last game"
    path = _hostile(tmp_path, saves.LAST if finished else saves.CURRENT, finished, change)
    assert app.guarded(app.watch_last if finished else app.continue_game)
    for _ in range(5):  # the title draws and nothing fails on the next frames
        assert app.guarded(lambda: app.update(1 / 60))
        app.stack.draw(app.surface)  # type: ignore[attr-defined]
    assert isinstance(app.stack.top, TitleScene) and app.table is None
    assert any("could not be read" in n for n in app.stack.top.notices)
    assert not path.exists() and len(list(path.parent.glob(path.name + ".bad-*"))) == 1
