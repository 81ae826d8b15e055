"""Every translated string fits its box, at every text size: at 1280x800,
1024x640 and 1024x600, English and Russian, at 100 % and 150 % text, rendered widths are measured
against the rect each string is drawn in: every button label (the table's bar, dialog options,
menu buttons), every menu row's value (``Choice``), every line of the prompt / notice under the
mandala, every tooltip. A label may shrink or break onto two lines; it may not leave its box.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from ganesha.data import i18n
from ganesha.data.match import Match
from ganesha.data.vocabulary import speed_named
from ganesha.engine import GameConfig, GameState, new_game
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.kit.theme import TextCache
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.kit.widgets.choice import Choice
from ganesha.ui.kit.widgets.dialog import Dialog
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.table.draw import view as table_view
from ganesha.ui.table.scene import TableScene, open_table
from ganesha.ui.table.words.tooltips import draw_tooltip, tooltip_at
from tests.helpers.look import SCREENS, open_screen
from tests.helpers.screens_host import ScreensHost
from tests.helpers.texts import LONG
from tests.helpers.worn import worn

# the everyday run keeps the smallest window; the two larger ones run with the slow checks (CI)
SIZES = (pytest.param((1280, 800), marks=pytest.mark.slow),
         pytest.param((1024, 640), marks=pytest.mark.slow), (1024, 600))


def button_misfits(button: Button, text: TextCache) -> list[str]:
    """What of a button's label leaves its rect: a line too wide or the lines too tall."""
    if not button.label:
        return []
    lines, size = button.label_lines(text)
    widths = [text.size(line, size, "bold")[0] for line in lines]
    height = sum(text.size(line, size, "bold")[1] for line in lines)
    found = []
    if max(widths) > button.rect.width - 4:
        found.append(f"{button.label!r} {max(widths)} px wide in {button.rect.width}")
    if height > button.rect.height:
        found.append(f"{button.label!r} {height} px tall in {button.rect.height}")
    return found


def choice_misfits(choice: Choice, text: TextCache) -> list[str]:
    label, size = choice.label_fit(text)
    width = text.size(label, size, "bold")[0]
    return [f"{label!r} {width} px in {choice.room()}"] if width > choice.room() else []


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    with worn(language=request.param):
        yield request.param


@pytest.fixture(params=[100, 150])
def percent(request: pytest.FixtureRequest) -> Iterator[int]:
    with worn(text_size=request.param):
        yield request.param


@pytest.mark.parametrize("size", SIZES)
def test_menu_buttons_and_rows_fit(size, language, percent, tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    surface = pygame.display.set_mode(size)
    stack = SceneStack()
    host = ScreensHost(stack, size, Settings(language=language, text_size=percent),
                       save_settings_file=False)
    found: list[str] = []
    try:
        for name in SCREENS:
            open_screen(host, name)
            stack.draw(surface)
            screen = stack.top
            assert isinstance(screen, MenuScene)
            text = screen.text
            for control in screen.form.controls:
                if isinstance(control, PushButton):
                    found += [f"{name}: {m}" for m in button_misfits(control.button, text)]
                elif isinstance(control, Choice):
                    for index in range(len(control.options)):  # every value it can show
                        control.index = index
                        found += [f"{name}: {m}" for m in choice_misfits(control, text)]
    finally:
        stack.close()
    assert not found, found


def _prompt_lines(scene: TableScene, surface: pygame.Surface,
                  monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """The rects of the lines the prompt drew this frame."""
    drawn: list[pygame.Rect] = []
    real = table_view.blit_text
    middle = scene.layout.prompt_rect.centerx  # the prompt's lines, centred on its box

    def record(surf, cache, words, px, colour, pos, *args, **kwargs):
        rect = real(surf, cache, words, px, colour, pos, *args, **kwargs)
        if round(pos[0]) == middle and words:
            drawn.append(rect)
        return rect

    monkeypatch.setattr(table_view, "blit_text", record)
    scene.draw(surface)
    monkeypatch.setattr(table_view, "blit_text", real)
    return drawn


def prompt_misfits(scene: TableScene, surface: pygame.Surface,
                   monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What of the prompt (or the notice showing instead) leaves its plate, or the plate the
    window."""
    found = []
    words = scene.effects.notice if scene.effects.notice_left > 0 else scene.controller.prompt()
    plate = table_view.prompt_plate(scene.layout, scene.text, words)[0]  # one sees
    if not surface.get_rect().contains(plate):
        found.append(f"prompt plate {tuple(plate)} leaves the window")
    for rect in _prompt_lines(scene, surface, monkeypatch):
        if not plate.contains(rect):
            found.append(f"prompt line {tuple(rect)} leaves {tuple(plate)}")
    return found


def dialog_misfits(dialog: Dialog, text: TextCache, window: pygame.Rect) -> list[str]:
    found = []
    if not window.contains(dialog.rect):
        found.append(f"dialog {tuple(dialog.rect)} leaves the window")
    for button in dialog.buttons:
        found += button_misfits(button, text)
        if not dialog.rect.contains(button.rect):
            found.append(f"option {button.label!r} leaves its dialog")
    return found


def tooltip_misfits(scene: TableScene, state: GameState, surface: pygame.Surface) -> list[str]:
    """The tooltips of a grid of points over the table that leave the window."""
    found = []
    lay, window = scene.layout, surface.get_rect()
    for x in range(0, window.width, 23):
        for y in range(0, window.height, 23):
            tip = tooltip_at(state, lay, list(state.scores), (x, y))
            if tip:
                rect = draw_tooltip(surface, tip, (x, y), scene.palette, scene.text, lay.s)
                if rect is None or not window.contains(rect):
                    found.append(f"tooltip {tip!r} at {(x, y)} leaves the window")
    return found


#: The table's everyday sample of languages and text sizes: Russian at 150 % (the longest lines
#: at the largest text) and English at 100 %; the other two run with the slow checks.
TABLE_TEXTS = [("ru", 150), ("en", 100), pytest.param("en", 150, marks=pytest.mark.slow),
               pytest.param("ru", 100, marks=pytest.mark.slow)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("language", "percent"), TABLE_TEXTS, indirect=True)
def test_the_table_bar_dialogs_prompt_and_tooltips_fit(size, language, percent,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A hot-seat game played at random through every kind of turn and dialog: at each step
    the bar's and the dialog's buttons, the prompt (and a long notice) and the tooltips of a
    grid of points over the table stay inside their boxes and the window."""
    surface = pygame.display.set_mode(size)
    rng = random.Random(7)
    state = new_game(GameConfig(players=3, seed=11))
    scene = open_table(Match(state.config, ("human",) * 3), state, size)
    scene.set_speed(speed_named("max"))
    window = surface.get_rect()
    found: list[str] = []
    dialogs = 0
    try:
        for step in range(90):
            if state.is_over:
                break
            scene.update(1.0)
            if step % 15 == 7:
                scene.say(i18n.translate(LONG, reason=i18n.translate(
                    "the process did not start")))
            found += prompt_misfits(scene, surface, monkeypatch)
            for button in scene.buttons:
                found += button_misfits(button, scene.text)
            if scene.dialog is not None:
                dialogs += 1
                found += dialog_misfits(scene.dialog, scene.text, window)
            scene.effects.notice_left = 0.0
            scene.submit(rng.choice(state.legal_actions()))
        found += tooltip_misfits(scene, state, surface)
    finally:
        scene.close()
    assert dialogs > 0, "the game showed no dialog to measure"
    assert not found, found[:8]
