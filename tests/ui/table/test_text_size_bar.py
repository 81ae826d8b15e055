"""The table's button bar at a larger text size: five buttons in 468 design px
kept every label at the small role, wrapped in two lines, whatever the text size. At 125/150 %
the bar takes two rows (the turn's two choices above; Undo, End turn, Hint below): every label
fits one line and grows with the text, the buttons keep their places through a turn, and the bar
stays clear of the prompt, the log and the window's edge at 1280x800 and 1024x600.
"""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from ganesha.data.vocabulary import NORMAL_SPEED
from ganesha.engine import GameConfig, new_game
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw import view as table_view
from ganesha.ui.table.draw.bar_layout import bar_rows
from ganesha.ui.table.scene import TableScene
from tests.helpers.table import TableFactory, assert_bar_keeps_its_places_through_many_turns
from tests.helpers.worn import worn


def bar(size: tuple[int, int], percent: int) -> tuple[TableScene, list[tuple[int, int]]]:
    """A 3-seat hot-seat table drawn at ``percent``; each button's (lines, size) of its label."""
    with worn(text_size=percent):
        surface = pygame.display.set_mode(size)
        scene = TableScene(TableController(new_game(GameConfig(players=3, seed=1)), ["human"] * 3),
                           size, NORMAL_SPEED)
        scene.update(1 / 60)
        scene.draw(surface)
        return scene, [(len(lines), px) for lines, px in
                       (b.label_lines(scene.text) for b in scene.buttons)]


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("percent", [125, 150])
def test_at_larger_text_the_bar_has_two_rows_of_larger_one_line_labels(percent, size,
                                                                     language) -> None:
    with worn(language=language):
        scenes = []
        try:
            small, at_100 = bar(size, 100)
            scenes.append(small)
            large, grown = bar(size, percent)
            scenes.append(large)
            assert len({b.rect.centery for b in small.buttons}) == 1  # 100 %: one row, as before
            assert len(large.buttons) == len(small.buttons) == 5
            rows = {b.rect.centery for b in large.buttons}
            assert len(rows) == 2
            top = [i for i, b in enumerate(large.buttons) if b.rect.centery == min(rows)]
            assert [top, sorted(set(range(5)) - set(top))] == bar_rows(5, 2)
            for (lines, px), (_, px_100), b in zip(grown, at_100, large.buttons, strict=True):
                assert lines == 1, (b.label, "fits one line")
                assert px >= 1.25 * px_100, (b.label, px_100, px)
            lay = large.layout
            plate = table_view.prompt_plate(lay, large.text, large.controller.prompt())[0]
            window = pygame.Rect((0, 0), size)
            for b in large.buttons:
                assert lay.buttons_rect.contains(b.rect), b.label
                assert window.contains(b.rect), b.label
                assert not b.rect.colliderect(lay.log_rect)
                assert not b.rect.colliderect(plate)
            for a, b in combinations(large.buttons, 2):
                assert not a.rect.colliderect(b.rect), (a.label, b.label)
        finally:
            for scene in scenes:
                scene.close()


def test_at_150_percent_the_bar_keeps_its_places_through_many_turns(
        table_factory: TableFactory) -> None:
    with worn(text_size=150):
        # the stable-controls check, its table laid out at 150 %
        assert_bar_keeps_its_places_through_many_turns(table_factory)


def test_the_rows_do_not_depend_on_what_can_be_used() -> None:
    """Rows come from the count of buttons only: 5 (with Hint) or 4 (no Hint at the table)."""
    assert bar_rows(5, 1) == [[0, 1, 2, 3, 4]]
    assert bar_rows(5, 2) == [[1, 2], [0, 3, 4]]
    assert bar_rows(4, 2) == [[1, 2], [0, 3]]
