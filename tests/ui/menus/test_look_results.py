"""The look check for the results screen: at 1280x800 and 1024x600, 2 and 4
players, English and Russian, no line of text, gem or pawn is drawn over another or over a
button, and nothing leaves the window. The screen reports what it drew (``ResultsScene.drawn``).
"""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ganesha.ui.menus.results_chart import Plot, pawn_places
from tests.helpers.look import assert_results_draw_nothing_over_anything

SIZES = ((1280, 800), (1024, 600))


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
def test_the_results_draw_nothing_over_anything(players: int, size: tuple[int, int],
                                                language: str) -> None:
    assert_results_draw_nothing_over_anything(players, size, language)


class Scale:
    """The one part of the results screen the pawns' places read: design px to pixels."""

    def px(self, v: float) -> int:
        return round(v)


@given(st.lists(st.integers(0, 60), min_size=1, max_size=4))
def test_chart_pawns_stand_level_with_their_scores_and_apart(scores: list[int]) -> None:
    plot = Plot(pygame.Rect(50, 60, 300, 240), 13, max(10, max(scores) + 2))
    places = pawn_places(Scale(), plot, tuple(scores))  # type: ignore[arg-type]
    for (x, y), score in zip(places, scores, strict=True):
        assert y == plot.y(score)
        assert x > plot.area.right
    for (ax, ay), (bx, by) in combinations(places, 2):
        assert abs(ax - bx) >= 28 or abs(ay - by) >= 26  # two pawns 24 px wide never touch
