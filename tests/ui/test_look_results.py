"""The look's done-when check for the results screen: at 1280x800 and 1024x600, 2 and 4
players, English and Russian, no line of text, gem or pawn is drawn over another or over a
button, and nothing leaves the window. The screen reports what it drew (``ResultsScene.drawn``).
"""

from __future__ import annotations

import os
from itertools import combinations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ganesha.ai import make_player
from ganesha.data import i18n
from ganesha.engine import GameConfig, GameState, new_game
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.words.standings import spread

SIZES = ((1280, 800), (1024, 600))


def finished(players: int, seed: int) -> GameState:
    state = new_game(GameConfig(players=players, seed=seed))
    player = make_player("random", seed)
    while not state.is_over:
        state.apply(player.choose(state))
    return state


def clashes(drawn: list[tuple[str, pygame.Rect]]) -> list[str]:
    """Every pair of drawn things whose boxes overlap (buttons among themselves excepted: their
    row is the buttons' own layout)."""
    found = []
    for (ka, ra), (kb, rb) in combinations(drawn, 2):
        if ka == kb == "control":
            continue
        if ra.colliderect(rb):
            found.append(f"{ka} {tuple(ra)} / {kb} {tuple(rb)}")
    return found


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
def test_the_results_draw_nothing_over_anything(players: int, size: tuple[int, int],
                                                language: str) -> None:
    state = finished(players, 20 + players)
    controller = TableController(state, ["human"] + ["medium"] * (players - 1))
    surface = pygame.display.set_mode(size)
    try:
        i18n.set_language(language)
        scene = ResultsScene(controller, *size, 1.0, hints_used=2)
        scene.update(5.0)  # past the winner's moment: the resting screen
        scene.draw(surface)
    finally:
        i18n.set_language("en")
    shots = os.environ.get("GANESHA_SHOTS")
    if shots:  # GANESHA_SHOTS=dir keeps a picture of each case to look at
        pygame.image.save(surface, os.path.join(shots, f"results-{players}p-{size[0]}-"
                                                       f"{language}.png"))
    kinds = {kind for kind, _ in scene.drawn}
    assert {"label", "gem", "pawn", "control"} <= kinds
    assert not clashes(scene.drawn)
    screen = surface.get_rect()
    for kind, rect in scene.drawn:
        assert screen.contains(rect), (kind, tuple(rect))
        for box in (scene.panel_rect, scene.chart_rect):  # what is on a panel stays on it
            assert not box.colliderect(rect) or box.contains(rect), (kind, tuple(rect))


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
