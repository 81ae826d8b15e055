"""At 150 % text the results screen's body text keeps its role's size: the line under the
heading and the "Rate my play" button («Оценить мою игру») had stayed at their 100 % size
while the rest of the screen grew. The band under the heading makes room for them (the panels
move down), in both window sizes and languages, and nothing it draws overlaps."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ganesha.ui.kit import type_scale, typeset
from ganesha.ui.kit.text import tr
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.table.controller import TableController
from tests.helpers.games import finished_by_one_bot
from tests.helpers.look import clashes
from tests.helpers.worn import worn


@pytest.fixture(scope="module")
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    yield
    pygame.display.quit()


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_rating_button_and_the_setup_line_grow_with_the_text(
        display: None, size: tuple[int, int], language: str, players: int) -> None:
    with worn(text_size=150, language=language):
        surface = pygame.display.set_mode(size)
        state = finished_by_one_bot(players, 20 + players)
        scene = ResultsScene(TableController(state, ["human"] + ["medium"] * (players - 1)),
                             *size, 1.0)
        scene.update(5.0)  # past the winner's moment: the resting screen
        scene.draw(surface)
        with typeset.watching() as sheet:
            scene.draw(surface)
        body = type_scale.style("body").px(scene.s)  # the role at the player's 150 %
        assert body > type_scale.style("body").px(scene.s, 1.0)
        rate = [line for line in sheet.lines if line.words == tr("Rate my play")]
        assert len(rate) == 1
        assert rate[0].px == body
        assert rate[0].box.contains(rate[0].rect)  # inside its button
        setup = [line for line in sheet.lines if line.role == "body"]
        assert setup
        assert {line.px for line in setup} == {body}
        assert clashes(scene.drawn) == []
        button = scene.rating.button
        assert button is not None
        assert surface.get_rect().contains(button.rect)
        for button in scene.buttons:  # the ranking still ends above the buttons
            assert not button.rect.colliderect(scene.chart_rect)
