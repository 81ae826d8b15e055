"""Text size: every scene rendered and every font it draws with measured.

At 100 % no text is drawn smaller than 12 px at 1280x800 (Steam Deck's recommendation); at 150 %
every drawn size has grown, and at 1024x600 nothing leaves the window and nothing overlaps (the
look tests' own checks, run again at 150 %). Sizes are caught where text becomes pixels: every
font handed out by ``resources.font`` is wrapped so that its ``render`` notes its size (fonts
only asked to *measure* a candidate size, as the shrink-to-fit loops do, are not counted).
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from ganesha.data import i18n, resources
from ganesha.data.look import wearing
from ganesha.data.match import Match
from ganesha.data.vocabulary import speed_named
from ganesha.engine import GameConfig, new_game
from ganesha.store import records, saves
from ganesha.store.settings import Settings, changed
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.settings import SettingsScene
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.scene import TableScene, open_table
from tests.helpers.games import finished
from tests.helpers.screens_host import ScreensHost
from tests.helpers.worn import worn


class _Measured:
    """A font that notes the size of every non-empty line it renders."""

    def __init__(self, font: pygame.font.Font, size: int, sink: list[tuple[int, str]]) -> None:
        self._font, self._size, self._sink = font, size, sink

    def render(self, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        if text.strip():
            self._sink.append((self._size, text))
        return self._font.render(text, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._font, name)


@pytest.fixture
def rendered(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    sink: list[tuple[int, str]] = []
    real = resources.font

    def measured(kind: str, size: int) -> Any:
        return _Measured(real(kind, size), max(6, int(size)), sink)

    monkeypatch.setattr(resources, "font", measured)
    return sink


def _table_with_dialog(size: tuple[int, int]) -> TableScene:
    """A hot-seat table played at random until a dialog (spice, Ginger, Coriander) is open."""
    rng = random.Random(4)
    state = new_game(GameConfig(players=3, seed=11))
    scene = open_table(Match(state.config, ("human",) * 3), state, size)
    scene.set_speed(speed_named("max"))  # no animation between the random moves
    for _ in range(400):
        scene.update(1.0)
        if scene.dialog is not None and scene.dialog.buttons:
            return scene
        scene.submit(rng.choice(state.legal_actions()))
    raise AssertionError("no dialog came up")


def every_scene(size: tuple[int, int], home) -> Iterator[str]:
    """Draw every scene on the display in turn, yielding its name after each is drawn."""
    surface = pygame.display.set_mode(size)
    stack = SceneStack()
    host = ScreensHost(stack, size, Settings(language=i18n.language(),
                                             text_size=round(type_scale.text_factor() * 100)),
                       save_settings_file=False)
    for seed in range(3):
        records.record_game(saves.SavedGame(finished(seed, 2), ("human", "hard")))
    try:
        for name, opening in (("title", host.show_title), ("new game", host.new_game),
                              ("settings", host.open_settings), ("rules", host.open_rules),
                              ("records", host.open_records), ("pause", host.pause),
                              ("error", lambda: host.show_error(None, True))):
            host.show_title()
            opening()
            stack.update(1 / 60)
            stack.draw(surface)
            yield name
    finally:
        stack.close()
    table = _table_with_dialog(size)
    try:
        table.draw(surface)
        yield "table with a dialog"
        table.dialog = None
        table.input.hover = table.layout.tiles[0].treasury_rect.center
        table.input.hover_still = 5.0
        table.draw(surface)
        yield "table with a tooltip"
    finally:
        table.close()
    state = finished(5, 4)
    controller = TableController(state, ["human", "easy", "medium", "hard"])
    results = ResultsScene(controller, *size, 1.0, hints_used=1)
    results.update(5.0)
    results.draw(surface)
    yield "results"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_at_100_percent_no_text_under_12_px_at_1280x800(home: Path, rendered, language) -> None:
    with worn(language=language):
        seen = set()
        for name in every_scene((1280, 800), home):
            assert rendered, f"{name} drew no text"
            small = sorted({(px, words) for px, words in rendered if px < 12})
            assert not small, (name, small[:8])
            seen.add(name)
            rendered.clear()
        assert len(seen) == 10


def test_at_150_percent_every_scene_draws_larger(home: Path, rendered) -> None:
    sizes: dict[int, dict[str, int]] = {}
    for percent in (100, 150):
        with worn(text_size=percent):
            sizes[percent] = {}
            for name in every_scene((1280, 800), home):
                sizes[percent][name] = statistics.median(px for px, _ in rendered)
                rendered.clear()
    for name, typical in sizes[100].items():  # lines shrunk to fit their box grow less
        if name == "results":  # its grid of fixed columns keeps its size; only buttons grow
            assert sizes[150][name] >= typical
            continue
        assert sizes[150][name] >= typical * 1.25, (name, typical, sizes[150][name])


def test_changing_the_text_size_lays_open_screens_out_again(home: Path) -> None:
    size = (1280, 800)
    pygame.display.set_mode(size)
    stack = SceneStack()
    host = ScreensHost(stack, size, Settings(), save_settings_file=False)
    host.show_title()
    host.open_settings()
    screen = stack.top
    assert isinstance(screen, SettingsScene)
    small = screen.font_px("body")
    screen.on_change("text_size", 150)  # what the Text size row sends
    assert host.settings.text_size == 150
    with wearing(host.look):  # the look the host's screens are worn in from now on
        assert type_scale.text_factor() == 1.5
        assert screen.font_px("body") == round(small * 1.5)
        title = stack.scenes[0]
        assert isinstance(title, MenuScene)
        assert title.font_px("heading") == round(20 * 1.5)  # the screen below too
    host.update_settings(changed(host.settings, text_size=100))
    with wearing(host.look):
        assert screen.font_px("body") == small
    stack.close()


def test_the_table_bar_and_dialog_options_grow_with_the_text(home: Path) -> None:
    """Hit areas follow the text: at 150 % the bar's buttons and a dialog's options are taller
    than at 100 %, on the same table."""
    heights = {}
    for percent in (100, 150):
        with worn(text_size=percent):
            pygame.display.set_mode((1280, 800))
            table = _table_with_dialog((1280, 800))
            try:
                assert table.dialog is not None
                heights[percent] = (table.buttons[0].rect.height,
                                    table.dialog.buttons[0].rect.height)
            finally:
                table.close()
    assert heights[150][0] > heights[100][0], heights
    assert heights[150][1] > heights[100][1], heights
