"""The line under the mandala keeps its words inside its box: found in the QA play-through, where
the worker's fallback notice ran across the altar and the tiles at 1024x600 (shrinking stopped at
10 px and the line was still twice as wide as the box). A line that cannot fit at a readable size
is wrapped instead, on a taller plate when even wrapped it does not fit the ribbon."""

from __future__ import annotations

import pygame
import pytest

from ganesha.data import i18n
from ganesha.data.look import Look, wearing
from ganesha.data.vocabulary import NORMAL_SPEED
from ganesha.engine import GameConfig, new_game
from ganesha.ui.kit import type_scale
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw import view as table_view
from ganesha.ui.table.scene import TableScene
from tests.helpers.texts import LONG
from tests.helpers.worn import worn


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_long_notice_stays_inside_the_prompt_box(monkeypatch: pytest.MonkeyPatch, size,
                                                   language) -> None:
    pygame.display.init()
    pygame.font.init()
    with worn(language=language):
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
                assert box.left <= x - width / 2, words
                assert x + width / 2 <= box.right, words
                assert box.top <= y - height / 2, words
                assert y + height / 2 <= box.bottom, words
                assert px >= 11, "still readable"
        finally:
            if scene is not None:
                scene.close()
            pygame.display.quit()


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("repeat", [2])
def test_a_taller_plate_is_seen_by_the_overlap_checks_and_keeps_off_the_slots(
        size, language, percent, repeat) -> None:
    """The taller plate is noted in the painter's list, its words as one label on it; it covers
    no mandala slot, slot value or gem, nor any other label, even for a notice twice as
    long (set smaller then, still readable; beyond about that, the plate grows over the slots
    rather than lose words)."""
    pygame.display.init()
    pygame.font.init()
    with wearing(Look(language=language, text_size=percent)):
        scene = None
        try:
            surface = pygame.display.set_mode(size)
            controller = TableController(new_game(GameConfig(players=4, seed=1)), ["human"] * 4)
            scene = TableScene(controller, size, NORMAL_SPEED)
            notice = " ".join([i18n.translate(LONG, reason=i18n.translate(
                "the process did not start"))] * repeat)
            scene.say(notice)
            scene.update(1 / 60)
            scene.draw(surface)
            drawn = scene.painter.drawn
            plates = [rect for kind, rect in drawn if kind == "prompt_plate"]
            box, px, lines = table_view.prompt_plate(scene.layout, scene.text, notice)
            assert plates == [box]  # taller than the ribbon: a plate, noted
            words = [rect for kind, rect in drawn if kind == "label" and box.contains(rect)]
            assert len(words) == 1, "the notice's lines, one block on the plate"
            assert " ".join(lines).split() == notice.split()
            assert px >= type_scale.MIN_PX
            for kind, rect in drawn:
                if kind in ("slot_value", "slot_letter", "mandala_gem", "gem", "hex_number"):
                    assert not box.colliderect(rect), (kind, tuple(rect), tuple(box))
                if kind == "label" and rect != words[0]:
                    assert not box.colliderect(rect), ("label", tuple(rect), tuple(box))
            slots = [pygame.Rect(0, 0, 2 * scene.layout.slot_radius, 2 * scene.layout.slot_radius)
                     for row in scene.layout.slot_pos for _ in row]
            centres = [c for row in scene.layout.slot_pos for c in row]
            for slot, centre in zip(slots, centres, strict=True):
                slot.center = (round(centre[0]), round(centre[1]))
                assert not box.colliderect(slot), (tuple(slot), tuple(box))
        finally:
            if scene is not None:
                scene.close()
            pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_wrapped_prompt_leaves_paper_above_and_below_its_lines(size, language) -> None:
    """At 150 % the sacrifice prompt wraps; its two lines had filled the ribbon edge to edge."""
    pygame.display.init()
    pygame.font.init()
    with wearing(Look(language=language, text_size=150)):
        scene = None
        try:
            pygame.display.set_mode(size)
            scene = TableScene(TableController(new_game(GameConfig(players=2, seed=1)),
                                               ["human"] * 2), size, NORMAL_SPEED)
            lay = scene.layout
            words = i18n.translate("{name}: drag a Treasury gem onto Ganesha, or end the turn",
                                   name="Asha")
            plate, px, lines = table_view.prompt_plate(lay, scene.text, words)
            # the lines' block as _draw_prompt sets it: one step apart, centred on the plate
            block = round(px * 1.15) * (len(lines) - 1) + scene.text.size("Ag", px, "bold")[1]
            assert plate.height - block >= lay.px(6), (plate, px, lines)
        finally:
            if scene is not None:
                scene.close()
