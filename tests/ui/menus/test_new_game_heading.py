"""New game's "Players" heading sits inside its panel with room above it, and above the seat
rows, at every text size (at 150 % it had been lifted against the panel's top edge)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ganesha.data.look import Look, wearing
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.new_game import NewGameScene
from tests.helpers.screens_host import ScreensHost


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("percent", [100, 125, 150])
def test_the_players_heading_keeps_clear_of_its_panel_edge_and_the_rows(
        percent, size, language, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    with wearing(Look(text_size=percent, language=language)):
        surface = pygame.display.set_mode(size)
        stack = SceneStack()
        host = ScreensHost(stack, size, Settings(language=language))
        try:
            host.show_title()
            host.new_game()
            scene = stack.top
            assert isinstance(scene, NewGameScene)
            stack.update(1 / 60)
            stack.draw(surface)
            board = scene.r(80, 110, 720, 560)
            inside = [r for kind, r in scene.drawn if kind == "label" and board.contains(r)]
            heading = min(inside, key=lambda r: r.top)
            first_row = min((c.rect for c in scene.form.controls if board.contains(c.rect)),
                            key=lambda r: r.top)
            gaps = (heading.top - board.top, first_row.top - heading.bottom)
            assert gaps[0] >= scene.px(16), gaps  # as at 100 %: 18 px at 1280x800
            assert gaps[1] >= scene.px(2), gaps
        finally:
            stack.close()
