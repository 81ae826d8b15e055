"""The log's scroll bar: shown once the log is longer than its panel, its thumb where the rows on
show stand in the log; Page Up, Page Down, Home and End scroll, and so does a click on the
track. A click on a row still opens that turn."""

from __future__ import annotations

import random

import pygame
import pytest

from ganesha.data.vocabulary import NORMAL_SPEED
from ganesha.engine import GameConfig, new_game
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.scene import TableScene

SIZE = (1280, 800)


@pytest.fixture
def scene():
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(SIZE)
    controller = TableController(new_game(GameConfig(players=3, seed=4)), ["human"] * 3)
    rng = random.Random(7)
    for _ in range(60):
        controller.submit(rng.choice(controller.state.legal_actions()))
    made = TableScene(controller, SIZE, NORMAL_SPEED)
    made.update(1 / 60)
    made.draw(surface)
    made.surface = surface  # type: ignore[attr-defined]
    yield made
    made.close()
    pygame.display.quit()


def redraw(scene: TableScene) -> None:
    scene.update(1 / 60)
    scene.draw(scene.surface)  # type: ignore[attr-defined]


def key(scene: TableScene, which: int) -> bool:
    return scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=which, mod=0,
                                                  unicode="", scancode=0))


def test_a_long_log_shows_a_bar_with_its_thumb_at_the_newest_rows(scene) -> None:
    log = scene.log_view
    assert len(log.wrapped) > log.capacity >= 8
    assert log.bar_rect is not None
    assert log.thumb_rect is not None
    assert scene.layout.log_rect.contains(log.bar_rect)
    assert log.bar_rect.contains(log.thumb_rect)
    assert log.thumb_rect.bottom == log.bar_rect.bottom  # the newest rows are on show
    assert log.thumb_rect.height < log.bar_rect.height


def test_page_keys_home_and_end_scroll_the_log_and_move_the_thumb(scene) -> None:
    log = scene.log_view
    newest = list(log.shown)
    assert key(scene, pygame.K_PAGEUP)
    redraw(scene)
    assert log.scroll > 0
    assert log.shown != newest
    assert log.thumb_rect is not None
    assert log.bar_rect is not None
    assert log.thumb_rect.bottom < log.bar_rect.bottom
    assert key(scene, pygame.K_HOME)
    redraw(scene)
    assert log.thumb_rect.top == log.bar_rect.top  # the oldest rows
    assert log.shown[0] == log.wrapped[0]
    assert key(scene, pygame.K_PAGEDOWN)
    assert key(scene, pygame.K_END)
    redraw(scene)
    assert log.scroll == 0
    assert log.shown == newest


def test_a_click_on_the_track_scrolls_there(scene) -> None:
    log = scene.log_view
    assert log.bar_rect is not None
    top = (log.bar_rect.centerx, log.bar_rect.top + 1)
    assert scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=top))
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=top))
    redraw(scene)
    assert log.scroll > 0
    assert log.latest_shown


def test_a_short_log_has_no_bar(scene) -> None:
    fresh = TableScene(TableController(new_game(GameConfig(players=2, seed=1)), ["human"] * 2),
                       SIZE, NORMAL_SPEED)
    try:
        fresh.update(1 / 60)
        fresh.draw(scene.surface)
        assert len(fresh.log_view.wrapped) <= fresh.log_view.capacity
        assert fresh.log_view.bar_rect is None
    finally:
        fresh.close()
