"""Larger text also makes larger targets: at 150 % every menu button and row is
at least 1.25x as tall as at 100 %, and still inside the window, clear of every other control and
of every line of text, at 1280x800 and 1024x600, in English and Russian; the results' ranking
grows too.

1.25x is where Settings, New game, Pause and Records stop (their rows fill the screen then);
the title's buttons, Confirm, Error and Rules' Close grow the whole 1.5x (the title goes to two
columns when one no longer fits).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from ganesha.data import i18n
from ganesha.store import records, saves
from ganesha.store.last_setup import Seat, Setup
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.confirm import ConfirmScene
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.table.controller import TableController
from tests.helpers.games import finished, finished_by_one_bot, seats_for
from tests.helpers.screens_host import ScreensHost
from tests.helpers.worn import worn

AT_LEAST = 1.25
FULL = {"title-few", "title-all", "confirm", "error", "rules"}  # these grow the whole 1.5x


def four_seats() -> Setup:
    return Setup(seats=tuple(Seat(kind, name, pawn) for kind, name, pawn in (
        ("human", "Ananya", "elephant"), ("easy", "Bhairavi", "tiger"),
        ("medium", "Chandrakant", "cow"), ("hard", "Devika", "monkey"))),
        side="night", drum_bonus=True, fourth_seat=True, first=None)


def screens(size: tuple[int, int], language: str, percent: int) -> Iterator[tuple[str, MenuScene]]:
    """Every menu screen with buttons or rows, drawn at the current text size."""
    tr = i18n.translate
    for name in ("title-few", "title-all", "new-2", "new-4", "settings", "pause", "rules",
                 "error", "confirm", "records", "records-older"):
        stack = SceneStack()
        every = name == "title-all"  # all nine title buttons: saved, last, earlier, records
        host = ScreensHost(stack, size, Settings(language=language, text_size=percent),
                           save_settings_file=False,
                           holds={"saved", "last", "recent", "records"} if every else (),
                           last_setup=four_seats() if name == "new-4" else None)
        host.show_title()
        if name.startswith("new"):
            host.new_game()
        elif name == "settings":
            host.open_settings()
        elif name == "pause":
            host.pause()
        elif name == "rules":
            host.open_rules()
        elif name == "error":
            host.show_error(None, True)
        elif name == "confirm":
            stack.push(ConfirmScene(host, size, tr("Abandon the saved game? It will be kept "
                                                   "under \"Earlier game\" on the title screen, "
                                                   "so you can still go back to it."),
                                    tr("Start the new game"), tr("Keep the saved game"),
                                    on_yes=lambda: None))
        elif name.startswith("records"):
            recs = records.empty()
            for seed in range(10):  # more than a page: Watch rows, Older (and Newer after it)
                seats = seats_for(2 + seed % 3)
                records.add_game(recs, saves.SavedGame(finished(seed, len(seats)), seats))
            listed = RecordsScene(host, host, host, size, recs)
            stack.push(listed)
            if name == "records-older":
                listed.on_change("older", True)
        scene = stack.top
        assert isinstance(scene, MenuScene)
        yield name, scene
        stack.close()


def drawn_screens(percent: int, size: tuple[int, int], language: str
                  ) -> dict[str, tuple[MenuScene, dict[Hashable, pygame.Rect]]]:
    with worn(text_size=percent):
        surface = pygame.display.set_mode(size)
        found = {}
        for name, scene in screens(size, language, percent):
            scene.update(1 / 60)
            scene.draw(surface)
            found[name] = scene, {c.name: c.rect.copy() for c in scene.form.controls}
            window = surface.get_rect()
            for kind, rect in scene.drawn:
                assert window.contains(rect), (name, percent, kind, tuple(rect))
            for (ka, ra), (kb, rb) in combinations(scene.drawn, 2):
                if "label" in (ka, kb):  # the look test's own check, with controls now too
                    assert not ra.colliderect(rb), (name, percent, ka, tuple(ra), kb, tuple(rb))
                else:  # grown controls keep apart from one another too
                    assert not ra.colliderect(rb), (name, percent, tuple(ra), tuple(rb))
        return found


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_at_150_percent_every_menu_target_is_taller(home: Path, size, language) -> None:
    with worn(language=language):
        small = drawn_screens(100, size, language)
        large = drawn_screens(150, size, language)
        for name, (_, rects) in small.items():
            grown = large[name][1]
            assert grown.keys() == rects.keys(), name  # the same controls, none dropped
            least = 1.5 if name in FULL else AT_LEAST
            for control, rect in rects.items():
                # one pixel of rounding either side, at the window's scale
                assert grown[control].height >= rect.height * least - 2, (
                    name, control, size, rect.height, grown[control].height)
            assert any(grown[c].height > rects[c].height for c in rects), name


def test_the_title_goes_to_two_columns_only_when_one_does_not_fit(home: Path) -> None:
    """At 100 % the ten buttons stay in one column; at 150 % they stand in two, the first
    column (read first by Tab) on the left. A newcomer's five buttons keep one column up to
    125 %."""
    by_size = {}
    for percent in (100, 125, 150):
        shown = drawn_screens(percent, (1280, 800), "en")
        by_size[percent] = list(shown["title-all"][1].values())
        few = list(shown["title-few"][1].values())
        assert len(few) == 5
        assert len({r.x for r in few}) == (1 if percent < 150 else 2), percent
    assert len({r.x for r in by_size[100]}) == 1
    columns = sorted({r.x for r in by_size[150]})
    assert len(columns) == 2
    first = [r for r in by_size[150] if r.x == columns[0]]
    assert by_size[150][:len(first)] == first  # Tab reads down the left column first


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("players", [2, 4])
def test_the_ranking_grows_with_the_text(home: Path, players: int, size: tuple[int, int]) -> None:
    """The results' ranking (names, points, headers) is drawn 1.5x as large at 150 %, its panel
    widened into the chart's room; the look test (run at 150 % in test_text_size_fit.py) checks
    that nothing in it overlaps."""
    state = finished_by_one_bot(players, 20 + players)
    controller = TableController(state, ["human"] + ["medium"] * (players - 1))
    surface = pygame.display.set_mode(size)
    drawn = {}
    for percent in (100, 150):
        with worn(text_size=percent):
            scene = ResultsScene(controller, *size, 1.0)
            scene.update(5.0)
            scene.draw(surface)
            drawn[percent] = scene
    small, large = drawn[100], drawn[150]
    assert large.panel_rect.width > small.panel_rect.width
    assert large.chart_rect.left >= large.panel_rect.right  # the chart gave the room
    assert len(large.cells) == len(small.cells)
    tallest = [max(c.height for c in scene.cells) for scene in (small, large)]
    assert tallest[1] >= 1.4 * tallest[0]
    for cell in large.cells:
        assert large.panel_rect.contains(cell)
