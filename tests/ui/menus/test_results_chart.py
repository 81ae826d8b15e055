"""The results screen's chart ("Score over the game", :mod:`ganesha.ui.menus.results_chart`):
its words are typeset as the chart's (in its panel, inside the border) at the largest text on
the smallest screen, and every player has a pawn on it."""

from __future__ import annotations

import pygame
import pytest

from ganesha.data import i18n
from ganesha.ui.kit import type_scale, typeset
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.table.controller import TableController
from tests.helpers.games import finished_by_one_bot

EDGE = 2  # design px a line keeps from the panel's border (as the type checks ask)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("players", [2, 4])
def test_the_chart_words_are_typeset_inside_the_chart_panel(players: int, percent: int,
                                                            language: str) -> None:
    size = (1024, 600)
    surface = pygame.display.set_mode(size)
    state = finished_by_one_bot(players, 20 + players)
    try:
        type_scale.set_text_size(percent)
        i18n.set_language(language)
        scene = ResultsScene(TableController(state, ["human"] + ["medium"] * (players - 1)),
                             *size, 1.0)
        scene.update(5.0)  # the resting screen
        with typeset.watching() as sheet:
            scene.draw(surface)
        tr = i18n.translate
        words = {tr("Score over the game"), tr("round"), tr("end"), "0", "10"}
    finally:
        i18n.set_language("en")
        type_scale.set_text_size(100)
    chart = scene.chart_rect
    assert any(panel == chart for _, panel in sheet.panels)
    inside = chart.inflate(-2 * round(EDGE * scene.s), -2 * round(EDGE * scene.s))
    mine = [line for line in sheet.lines if line.box == chart]
    assert words <= {line.words for line in mine}
    for line in mine:
        assert inside.contains(line.rect), (line.words, tuple(line.rect), tuple(chart))
    for line in sheet.lines:  # no other words land on the chart
        assert line.box == chart or not chart.colliderect(line.rect), line.words
    pawns = [rect for kind, rect in scene.drawn if kind == "pawn" and chart.contains(rect)]
    assert len(pawns) == players
