"""The results screen's chart ("Score over the game", :mod:`ganesha.ui.menus.results_chart`):
its words are typeset as the chart's (in its panel, inside the border) at the largest text on
the smallest screen, and every player has a pawn on it."""

from __future__ import annotations

import pygame
import pytest

from ganesha.data import i18n
from ganesha.data.look import Look, wearing
from ganesha.ui.kit import typeset
from ganesha.ui.kit.theme import PLAYER_COLOURS
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.results_chart import chart_layout
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
    with wearing(Look(text_size=percent, language=language)):
        scene = ResultsScene(TableController(state, ["human"] + ["medium"] * (players - 1)),
                             *size, 1.0)
        scene.update(5.0)  # the resting screen
        with typeset.watching() as sheet:
            scene.draw(surface)
        tr = i18n.translate
        words = {tr("Score over the game"), tr("round"), tr("end"), "0", "10"}
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



def drawn_chart(players: int, size: tuple[int, int], percent: int, language: str,
                seed: int = 22) -> tuple[ResultsScene, list[typeset.Shown], str]:
    """The resting results screen of a finished game, the chart's lines as typeset and the
    final stage's label ("end") in ``language``."""
    surface = pygame.display.set_mode(size)
    state = finished_by_one_bot(players, seed)
    with wearing(Look(text_size=percent, language=language)):
        scene = ResultsScene(TableController(state, ["human"] + ["medium"] * (players - 1)),
                             *size, 1.0)
        scene.update(5.0)
        with typeset.watching() as sheet:
            scene.draw(surface)
        end = i18n.translate("end")
    return scene, [line for line in sheet.lines if line.box == scene.chart_rect], end


def axis_y(lines: list[typeset.Shown], number: str) -> float:
    """The screen y of a score rule, read off its number left of the plot."""
    left = min(line.rect.left for line in lines if line.words == "0")
    return next(line.rect.centery for line in lines
                if line.words == number and line.rect.left <= left + 8)


SIZES = [((1280, 800), 100), ((1024, 600), 150), ((1280, 800), 150)]


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize(("size", "percent"), SIZES)
@pytest.mark.parametrize("players", [2, 4])
def test_every_round_has_its_label_and_none_overlap(players, size, percent, language) -> None:
    scene, lines, end = drawn_chart(players, size, percent, language)
    floor = axis_y(lines, "0")  # the plot's foot
    wanted = {str(r) for r in range(1, scene.state.rounds + 1)} | {end}
    under = [line for line in lines if line.rect.top >= floor and line.words in wanted]
    assert {line.words for line in under} == wanted
    assert len(under) == len(wanted)  # each once
    rects = [line.rect for line in under]
    for k, a in enumerate(rects):
        assert not any(a.colliderect(b) for b in rects[k + 1:]), a


@pytest.mark.parametrize(("size", "percent"), SIZES)
@pytest.mark.parametrize(("players", "seed"), [(2, 22), (4, 24), (3, 21)])
def test_each_pawn_stands_level_with_its_final_score(players, seed, size, percent) -> None:
    scene, lines, _ = drawn_chart(players, size, percent, "en", seed)
    zero, ten = axis_y(lines, "0"), axis_y(lines, "10")
    pawns = [rect for kind, rect in scene.drawn
             if kind == "pawn" and scene.chart_rect.contains(rect)]
    assert len(pawns) == players
    for seat, pawn in enumerate(pawns):  # drawn seat by seat
        level = zero + (ten - zero) * scene.state.scores[seat] / 10
        assert abs(pawn.centery - level) <= 2, (seat, scene.state.scores, pawn.centery, level)
    for k, a in enumerate(pawns):
        assert not any(a.colliderect(b) for b in pawns[k + 1:])


@pytest.mark.parametrize(("players", "seed"), [(2, 22), (4, 24)])
def test_each_line_ends_flat_at_its_final_score(players, seed) -> None:
    scene, _, _ = drawn_chart(players, (1280, 800), 100, "en", seed)
    surface = pygame.display.get_surface()
    assert surface is not None
    plot = chart_layout(scene, scene.chart_rect).plot
    scores = scene.state.scores
    for seat, score in enumerate(scores):
        if scores.count(score) > 1:
            continue  # lines on one height: the last drawn shows
        y = round(plot.y(score))  # past the line's end, short of the first pawns: level
        for x in range(plot.area.right + 3, plot.area.right + scene.px(10)):
            assert tuple(surface.get_at((x, y)))[:3] == PLAYER_COLOURS[seat], (seat, x, y)
