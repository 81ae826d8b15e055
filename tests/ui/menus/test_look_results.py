"""The look check for the results screen: at 1280x800 and 1024x600, 2 and 4
players, English and Russian, no line of text, gem or pawn is drawn over another or over a
button, and nothing leaves the window. The screen reports what it drew (``ResultsScene.drawn``).
"""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ganesha.ui.menus.standings import spread
from tests.helpers.look import assert_results_draw_nothing_over_anything

SIZES = ((1280, 800), (1024, 600))


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
def test_the_results_draw_nothing_over_anything(players: int, size: tuple[int, int],
                                                language: str) -> None:
    assert_results_draw_nothing_over_anything(players, size, language)


@given(st.lists(st.floats(0, 300), min_size=1, max_size=4))
def test_spread_keeps_the_chart_pawns_apart_and_inside(ys: list[float]) -> None:
    gap, lo, hi = 26.0, 10.0, 290.0
    out = spread(ys, gap, lo, hi)
    for a, b in combinations(out, 2):
        assert abs(a - b) >= gap - 1e-6
    assert all(lo - 1e-6 <= y <= hi + 1e-6 for y in out)
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    assert [out[i] for i in order] == sorted(out)  # the pawns keep the scores' order


def test_spread_leaves_pawns_that_are_apart_where_they_are() -> None:
    assert spread([40.0, 120.0, 200.0], 26, 10, 290) == [40.0, 120.0, 200.0]
    assert spread([100.0, 100.0], 26, 10, 290) == [100.0, 126.0]
