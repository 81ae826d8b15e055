"""Opening a turn in the log, the way a player does it at 150 % text: each turn's line carries
a mark that says whether it is open, the pointer resting on a turn says a click opens it, and
a turn opened by a click shows whole — its first line always on show, and one taller than the
panel from the panel's top."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from ganesha.data.look import Look, wearing
from ganesha.data.vocabulary import NORMAL_SPEED
from ganesha.engine import GameConfig, new_game
from ganesha.ui.kit.text import tr
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.scene import TableScene
from tests.helpers.worn import worn

SIZES = [(1280, 800), (1024, 600)]


@pytest.fixture(params=SIZES, ids=["1280x800", "1024x600"])
def scene(request: pytest.FixtureRequest) -> Iterator[TableScene]:
    """A three-person table 60 decisions in, at 150 % text."""
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(request.param)
    controller = TableController(new_game(GameConfig(players=3, seed=4)), ["human"] * 3)
    rng = random.Random(7)
    for _ in range(60):
        controller.submit(rng.choice(controller.state.legal_actions()))
    with wearing(Look(text_size=150)):  # worn for the test too
        made = TableScene(controller, request.param, NORMAL_SPEED)
        made.surface = surface  # type: ignore[attr-defined]
        redraw(made)
        yield made
        made.close()
    pygame.display.quit()


def redraw(scene: TableScene, dt: float = 1 / 60) -> None:
    scene.update(dt)
    scene.draw(scene.surface)  # type: ignore[attr-defined]


def row_centre(scene: TableScene, k: int) -> tuple[int, int]:
    """The middle of the ``k``-th row on show, from the top (where the panel draws it)."""
    log, lay = scene.log_view, scene.layout
    top = lay.speed_button.bottom + lay.px(4)
    return log.rect.left + log.rect.width // 3, top + k * log.line_h + log.line_h // 2


def click(scene: TableScene, pos: tuple[int, int]) -> None:
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    redraw(scene)


def turn_rows_on_show(scene: TableScene) -> list[tuple[int, int]]:
    """(row on show counted from the top, entry) of each closed turn's first row on show."""
    log = scene.log_view
    entries = scene.controller.log_entries
    first = log.first_shown
    out = []
    for k in range(len(log.shown)):
        index = first + k
        entry = log.row_entries[index]
        starts = index == 0 or log.row_entries[index - 1] != entry
        if starts and entries[entry].details:
            out.append((k, entry))
    return out


def test_a_clicked_turn_opens_whole_with_its_first_line_on_show(scene) -> None:
    log = scene.log_view
    tried = 0
    for _ in range(5):  # the newest rows, then a page back at a time
        view = log.scroll
        for k, entry in turn_rows_on_show(scene):
            log.scroll_to(view)
            redraw(scene)
            closed = log.row_entries.count(entry)  # its summary, wrapped
            click(scene, row_centre(scene, k))
            mine = [i for i, e in enumerate(log.row_entries) if e == entry]
            assert len(mine) > closed  # opened: its actions are rows now
            on_show = range(log.first_shown, log.first_shown + len(log.shown))
            assert mine[0] in on_show  # its first line is never scrolled away
            if len(mine) <= log.capacity:
                assert all(i in on_show for i in mine), (mine, on_show)
            else:
                assert log.first_shown == mine[0]  # taller than the panel: from the top down
            tried += 1
            click(scene, row_centre(scene, mine[0] - log.first_shown))  # closed again
            assert log.row_entries.count(entry) == closed
        log.scroll_to(view)
        scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0,
                                               unicode="", scancode=0))
        redraw(scene)
    assert tried >= 10


def test_a_turn_taller_than_the_panel_starts_at_its_top(scene) -> None:
    log = scene.log_view
    entries = scene.controller.log_entries
    longest = sorted(range(len(entries)), key=lambda i: len(entries[i].details))[-3:]
    tall = 0
    for entry in longest:
        log.to_latest()
        redraw(scene)
        while not any(e == entry for _, e in turn_rows_on_show(scene)):
            scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0,
                                                   unicode="", scancode=0))
            redraw(scene)
        k = next(k for k, e in turn_rows_on_show(scene) if e == entry)
        closed = log.row_entries.count(entry)
        click(scene, row_centre(scene, k))
        mine = [i for i, e in enumerate(log.row_entries) if e == entry]
        if len(mine) > log.capacity:
            tall += 1
            assert log.first_shown == mine[0]
            click(scene, row_centre(scene, 0))  # its first line, at the top: closes it
            assert log.row_entries.count(entry) == closed
    assert tall, "no turn in this game is taller than the panel"


def test_every_turn_on_show_has_a_mark_that_says_whether_it_is_open(scene) -> None:
    log = scene.log_view
    turns = [e for _, e in turn_rows_on_show(scene)]
    assert turns
    assert [e for e, _ in log.marks] == turns
    assert not any(opened for _, opened in log.marks)  # at 150 % every turn starts closed
    k, entry = turn_rows_on_show(scene)[0]
    click(scene, row_centre(scene, k))
    assert (entry, True) in log.marks
    news = [i for i, e in enumerate(scene.controller.log_entries) if not e.details]
    assert not {e for e, _ in log.marks} & set(news)  # news opens nothing: no mark


@pytest.mark.parametrize("language", ["en", "ru"])
def test_resting_on_a_turn_says_a_click_opens_it(scene, language) -> None:
    with worn(language=language):
        redraw(scene)
        k, _ = turn_rows_on_show(scene)[0]
        pos = row_centre(scene, k)
        scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                               buttons=(0, 0, 0)))
        redraw(scene)
        before = scene.surface.copy()
        redraw(scene, 0.6)  # the pointer rests: hover help appears
        after = scene.surface.copy()
        beside = pygame.Rect(pos[0] + 10, pos[1] + 10, 120, 24).clip(after.get_rect())
        assert any(before.get_at((x, y)) != after.get_at((x, y))
                   for x in range(beside.left, beside.right, 2)
                   for y in range(beside.top, beside.bottom, 2))
        assert scene.log_view.tip(pos) == tr("Click to open this turn")
        log = scene.log_view
        news = [k for k in range(len(log.shown))
                if not scene.controller.log_entries[log.row_entries[log.first_shown + k]].details]
        assert news
        assert all(log.tip(row_centre(scene, k)) is None for k in news)  # news opens nothing
        click(scene, pos)
        assert scene.log_view.tip(row_centre(scene, 0)) == tr("Click to close this turn")
