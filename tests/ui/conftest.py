"""Headless table scenes and menu apps driven by real pygame events (SDL dummy driver, see
tests/conftest.py)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from ganesha.engine import GameConfig, GameState, new_game
from ganesha.store.settings import Settings
from ganesha.ui.sound.effects import SoundBoard
from tests.helpers.menu_app import SIZE, AppOnScreen, MakeApp
from tests.helpers.table import Table, TableFactory


@pytest.fixture
def table_factory() -> Iterator[TableFactory]:
    pygame.display.init()
    pygame.font.init()
    made: list[Table] = []

    def make(state: GameState | None = None, seats: list[str] | None = None,
             **config: Any) -> Table:
        if state is None:
            state = new_game(GameConfig(**{"players": 2, "seed": 1, **config}))
        table = Table(state, seats or ["human"] * state.config.players)
        made.append(table)
        return table

    yield make
    for table in made:
        table.close()
    pygame.display.quit()


@pytest.fixture
def make_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MakeApp]:
    """Menu apps at 1280x800 in a private home, closed afterwards."""
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(SIZE)
    made: list[AppOnScreen] = []

    def make(settings: Settings | None = None) -> AppOnScreen:
        # an AI-only game at the instant speed is silent unless asked (see table_sounds)
        app = AppOnScreen(SIZE, settings or Settings(animation_speed="instant"), think_ms=5,
                          sounds=SoundBoard(at_any_speed=True))
        app.surface = surface
        made.append(app)
        return app

    yield make
    for app in made:
        app.close()
    pygame.display.quit()
