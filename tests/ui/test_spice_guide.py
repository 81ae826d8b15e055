"""The spice guide under the tiles keeps its words inside its panel in every language: the Russian
heading of a used token ("Кардамон · ячейка 14 · применён") ran past the right edge at 1280×800."""

from __future__ import annotations

import pygame
import pytest

from ganesha import i18n
from ganesha.engine import GameConfig, Take, new_game
from ganesha.ui import painter as painter_module


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_spice_guide_line_fits_its_panel(table_factory, monkeypatch, language):
    i18n.set_language(language)
    try:
        state = new_game(GameConfig(players=2, seed=3))
        spices = state.spice_tokens()
        taken = next(a for a in state.legal_actions() if isinstance(a, Take) and a.hex in spices)
        state.apply(taken)  # that token is now "used"
        table = table_factory(state)
        box = table.layout.guide_rect
        assert box is not None
        drawn: list[tuple[str, int, tuple[float, float], str]] = []
        real = painter_module.blit_text

        def record(surf, cache, words, size, colour, pos, *args, **kwargs):
            drawn.append((words, size, pos, kwargs.get("kind", "sans")))
            return real(surf, cache, words, size, colour, pos, *args, **kwargs)

        monkeypatch.setattr(painter_module, "blit_text", record)
        table.scene.painter.draw_guide(pygame.Surface(table.surface.get_size()), table.state)
        inside = [d for d in drawn if box.collidepoint(d[2])]
        assert any("·" in words for words, *_ in inside)
        cache = table.scene.text
        for words, size, (x, _y), kind in inside:
            assert x + cache.size(words, size, kind)[0] <= box.right, words
    finally:
        i18n.set_language("en")
