"""The line under the mandala keeps its words inside its box: found in the QA play-through, where
the worker's fallback notice ran across the altar and the tiles at 1024x600 (shrinking stopped at
10 px and the line was still twice as wide as the box). A line that cannot fit at a readable size
is wrapped instead, on a taller plate when even wrapped it does not fit the ribbon."""

from __future__ import annotations

import pygame
import pytest

from ganesha import i18n
from ganesha.engine import GameConfig, new_game
from ganesha.ui import table_view
from ganesha.ui.controller import TableController
from ganesha.ui.scenes.table import TableScene
from ganesha.vocabulary import NORMAL_SPEED

LONG = ("The AI helper process kept failing ({reason}); the AI now thinks inside the game, "
        "which may slow the table down.")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_long_notice_stays_inside_the_prompt_box(monkeypatch, size, language):
    pygame.display.init()
    pygame.font.init()
    i18n.set_language(language)
    scene = None
    try:
        surface = pygame.display.set_mode(size)
        controller = TableController(new_game(GameConfig(players=3, seed=1)), ["human"] * 3)
        scene = TableScene(controller, size, NORMAL_SPEED)
        notice = i18n.translate(LONG, reason=i18n.translate("the process did not start"))
        scene.say(notice)
        scene.update(1 / 60)
        drawn: list[tuple[str, int, tuple[float, float]]] = []
        real = table_view.blit_text

        def record(surf, cache, words, px, colour, pos, *args, **kwargs):
            drawn.append((words, px, pos))
            return real(surf, cache, words, px, colour, pos, *args, **kwargs)

        monkeypatch.setattr(table_view, "blit_text", record)
        scene.draw(surface)
        box, _, _ = table_view.prompt_plate(scene.layout, scene.text, notice)
        assert surface.get_rect().contains(box)  # a taller plate for a long notice, in sight
        lines = [d for d in drawn if d[0] and d[0] in notice
                 and box.collidepoint(round(d[2][0]), round(d[2][1]))]
        assert " ".join(words for words, _, _ in lines).split() == notice.split()
        for words, px, (x, y) in lines:
            width, height = scene.text.size(words, px, "bold")
            assert box.left <= x - width / 2 and x + width / 2 <= box.right, words
            assert box.top <= y - height / 2 and y + height / 2 <= box.bottom, words
            assert px >= 11, "still readable"
    finally:
        if scene is not None:
            scene.close()
        i18n.set_language("en")
        pygame.display.quit()
