"""The look's done-when check for the menus: every menu screen at 1280x800 and 1024x600, in
English and Russian, draws no line of text over another or over a control, and nothing outside
the window. The screens report what their helpers drew where (``MenuScene.drawn``).
"""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from ganesha.data import i18n
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from tests.ui.screens_host import ScreensHost

SCREENS = ("title", "new game", "settings", "rules", "pause", "error")


def open_screen(host: ScreensHost, name: str) -> None:
    host.show_title()
    if name == "new game":
        host.new_game()
    elif name == "settings":
        host.open_settings()
    elif name == "rules":
        host.open_rules()
    elif name == "pause":
        host.pause()
    elif name == "error":
        host.show_error(None, True)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_menu_screens_draw_nothing_over_anything(size: tuple[int, int], language: str,
                                                 tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    i18n.set_language(language)
    surface = pygame.display.set_mode(size)
    stack = SceneStack()
    host = ScreensHost(stack, size, Settings(language=language))
    try:
        for name in SCREENS:
            open_screen(host, name)
            stack.update(1 / 60)
            stack.draw(surface)
            drawn = stack.top.drawn
            assert any(kind == "label" for kind, _ in drawn), name  # the screen reported
            for (ka, ra), (kb, rb) in combinations(drawn, 2):
                if ka == kb == "control":
                    continue  # the controls' own layout is the form's business
                assert not ra.colliderect(rb), (name, size, language, ka, tuple(ra), kb, tuple(rb))
            for kind, rect in drawn:
                assert surface.get_rect().contains(rect), (name, kind, tuple(rect))
    finally:
        stack.close()
        i18n.set_language("en")
