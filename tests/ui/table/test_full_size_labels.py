"""Buttons that have the room keep their label whole at its full size: at 150 % text in
Russian, "Главное меню" and "Настоящая партия" on the results and "Пропустить шаг" on the
lesson's card had shrunk (to two lines of 10 px in a 1024x600 window). Their buttons widen to
their words instead, and still overlap nothing on the results screen."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ganesha.data.look import Look, wearing
from ganesha.data.vocabulary import NORMAL_SPEED
from ganesha.lesson import play_until
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.shell.lesson_start import lesson_table
from ganesha.ui.table.ai_seats import ai_request_seed
from ganesha.ui.table.controller import TableController
from tests.helpers.games import finished_by_one_bot
from tests.helpers.look import clashes

SIZES = [(1280, 800), (1024, 600)]


@pytest.fixture(params=["en", "ru"])
def large_text(request: pytest.FixtureRequest) -> Iterator[str]:
    with wearing(Look(language=request.param, text_size=150)):
        yield request.param


def shrunk(buttons: list[Button], text) -> list[str]:
    found = []
    for b in buttons:
        lines, size = b.label_lines(text)
        if len(lines) > 1 or size < b.font_size:
            found.append(f"{b.label!r}: {lines} at {size} px, not {b.font_size}")
    return found


@pytest.mark.parametrize("lesson", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_the_results_buttons_keep_their_labels_at_full_size(size: tuple[int, int], lesson: bool,
                                                             large_text: str) -> None:
    surface = pygame.display.set_mode(size)
    controller = TableController(finished_by_one_bot(2, 22), ["human", "medium"])
    scene = ResultsScene(controller, *size, 1.0, hints_used=2, lesson=lesson,
                         note="A note " * 12 if lesson else "")
    scene.update(5.0)
    scene.draw(surface)
    assert not shrunk(list(scene.buttons), scene.text)
    assert not clashes(scene.drawn)
    assert all(surface.get_rect().contains(b.rect) for b in scene.buttons)


@pytest.mark.parametrize("size", SIZES)
def test_skip_step_keeps_its_label_at_full_size_inside_the_card(size, large_text) -> None:
    screen = pygame.display.set_mode(size)
    state, progress = play_until("ginger", ai_request_seed)
    table = lesson_table(state, progress, size, NORMAL_SPEED, None, False, lambda where: None)
    try:
        table.update(0.5)
        table.draw(screen)
        lesson = table.lesson
        assert lesson is not None
        assert lesson.skip_button is not None
        assert not shrunk([lesson.skip_button], table.text)
        assert lesson.card_rect(table.layout).contains(lesson.skip_button.rect)
    finally:
        table.close()
