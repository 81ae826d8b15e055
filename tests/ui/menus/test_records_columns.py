"""On the Records screen every value keeps to its column, whatever glyphs the font draws for it
(a fallback box included) and however wide it is at the smallest type."""

from __future__ import annotations

import pygame
import pytest

from ganesha.store import records
from ganesha.ui.menus.records import RecordsScene
from tests.helpers.menu_app import AppOnScreen, MakeApp


@pytest.fixture
def app(make_app: MakeApp) -> AppOnScreen:
    return make_app()


def test_a_value_too_wide_for_its_column_is_clipped_to_it(app: AppOnScreen) -> None:
    surface = pygame.Surface((1280, 800))
    screen = RecordsScene(app, app, app, (1280, 800), records.empty())
    surface.fill((0, 0, 0))
    words = "\U0001f600" * 40 + "W" * 40  # fallback boxes, then letters: far wider than 66 px
    with screen.column(surface, 348, "center", 66):
        screen.label(surface, words, 348, 300, "body", (255, 255, 255), "center", "sans", 66)
    column = screen.r(348 - 33, 0, 66, 800)
    painted = [x for x in range(surface.get_width()) for y in range(280, 320, 2)
               if surface.get_at((x, y))[:3] != (0, 0, 0)]
    assert painted
    assert column.left <= min(painted)
    assert max(painted) < column.right
