"""The results screen: every colour's points include its final-stage part, the ways on (Rematch
with the same seats and a new seed, New game, Main menu) and a panel that fits 2-4 players."""

from __future__ import annotations

import time

import pygame
import pytest

from ganesha.data.match import Match
from ganesha.engine import COLOURS, FinalPlace, GameState
from ganesha.ui.menus.new_game import NewGameScene
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.review.standings import colour_points
from ganesha.ui.menus.title import TitleScene
from tests.helpers.games import finished_by_one_bot
from tests.helpers.menu_app import MakeApp, frames
from tests.helpers.worn import worn


@pytest.mark.parametrize("players", [2, 3, 4])
def test_colour_points_include_the_final_stage_and_add_up(players) -> None:
    state = finished_by_one_bot(players, 40 + players)
    points = colour_points(state)
    assert any(isinstance(a, FinalPlace) for a in state.history)
    for seat in range(players):
        src = state.points_by_source[seat]
        assert sum(final for _, final in points[seat].values()) == src.get("final", 0)
        others = src.get("drum", 0) + src.get("spices", 0) + src.get("start", 0)
        assert sum(total for total, _ in points[seat].values()) + others == state.scores[seat]
        for colour in COLOURS:
            total, final = points[seat][colour]
            assert total == src.get("mandala_" + colour, 0) + final


def _to_results(app, state: GameState, seats=("random", "random")) -> ResultsScene:
    match = Match(state.config, seats)
    app.play(match, state)
    deadline = time.perf_counter() + 20
    while not isinstance(app.stack.top, ResultsScene):
        assert time.perf_counter() < deadline
        frames(app)
    return app.stack.top


def test_rematch_keeps_the_seats_with_a_new_seed(make_app: MakeApp) -> None:
    app = make_app()
    state = finished_by_one_bot(2, 7)
    results = _to_results(app, state, ("human", "hard"))
    pos = results.rematch_button.rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.process_event(pygame.event.Event(kind, pos=pos, button=1))
    frames(app)
    table = app.table
    assert table is not None
    assert app.stack.top is table
    assert table.controller.seats == ["human", "hard"]
    assert table.state.config.seed != state.config.seed
    assert table.state.config.players == 2
    assert table.state.round == 1  # a new game (the AI seat may have moved in the frame)


@pytest.mark.parametrize(("where", "scene"), [("new_game", NewGameScene), ("menu", TitleScene)])
def test_new_game_and_main_menu_leave_the_results(make_app: MakeApp, where, scene) -> None:
    app = make_app()
    results = _to_results(app, finished_by_one_bot(2, 8))
    results.go(where)
    frames(app)
    assert isinstance(app.stack.top, scene)
    assert app.table is None
    assert not app.stack.quit_requested


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("players", [2, 4])
def test_the_results_fit_the_screen(make_app: MakeApp, size, players) -> None:
    app = make_app()
    results = _to_results(app, finished_by_one_bot(players, 9), ("random",) * players)
    results.resize(size)
    surface = pygame.Surface(size)
    results.draw(surface)
    screen = pygame.Rect((0, 0), size)
    for b in results.buttons:
        assert screen.contains(b.rect)
    assert len({b.rect.left for b in results.buttons}) == len(results.buttons)
    assert not any(a.rect.colliderect(b.rect) for a in results.buttons
                   for b in results.buttons if a is not b)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("players", [2, 4])
def test_every_word_of_the_ranking_fits_and_none_overlap(language: str, size: tuple[int, int],
                                                         players: int) -> None:
    from ganesha.ui.table.controller import TableController

    pygame.font.init()
    state = finished_by_one_bot(players, 12)
    controller = TableController(state, ["human"] + ["medium"] * (players - 1))
    with worn(language=language):
        scene = ResultsScene(controller, *size, 1.0)
        scene.draw(pygame.Surface(size))
    cells = scene.cells
    assert len(cells) >= 3 + players * 10
    for cell in cells:
        assert scene.panel_rect.contains(cell)
    overlaps = [(a, b) for i, a in enumerate(cells) for b in cells[i + 1:] if a.colliderect(b)]
    assert not overlaps
