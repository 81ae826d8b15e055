"""The title says what each button does: one line under the list for the focused button, or
the one under the pointer, in the player's language, drawn inside the window."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from ganesha.data import i18n
from ganesha.store.settings import Settings
from ganesha.ui.kit import typeset
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.title import DOES, QUIT_SAVED, TitleScene
from tests.helpers.screens_host import ScreensHost
from tests.helpers.worn import worn


@pytest.fixture
def stack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[SceneStack]:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    stack = SceneStack()
    yield stack
    stack.close()


def title(stack: SceneStack, holds: set[str], language: str = "en") -> TitleScene:
    with worn(language=language):
        host = ScreensHost(stack, (1280, 800), Settings(language=language), holds=holds,
                           save_settings_file=False)
        host.show_title()
        scene = stack.top
        assert isinstance(scene, TitleScene)
        return scene


def shown(scene: TitleScene, surface: pygame.Surface) -> list[str]:
    """The body lines drawn below the buttons this frame."""
    below = max(c.rect.bottom for c in scene.form.controls)
    scene.draw(surface)
    with typeset.watching() as sheet:
        scene.draw(surface)
    return [line.words for line in sheet.lines if line.rect.top >= below and line.rect.width]


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_button_focused_in_turn_is_described_under_the_list(stack: SceneStack,
                                                                  language: str) -> None:
    surface = pygame.display.set_mode((1280, 800))
    scene = title(stack, {"saved", "recent", "last", "records"}, language)
    said = set()
    with worn(language=language):  # as the app wears the player's look for every frame
        for control in scene.form.controls:
            scene.form.focus_on(control.name)
            assert isinstance(control.name, str)
            words = QUIT_SAVED if control.name == "quit" else DOES[control.name]
            expected = i18n.translate(words)
            assert expected
            assert language == "en" or expected != words  # translated
            assert shown(scene, surface) == [expected]
            said.add(expected)
    assert len(said) == len(scene.form.controls) == 10  # each its own line


def test_the_button_under_the_pointer_is_described_and_quit_says_the_game_is_kept(
        stack: SceneStack) -> None:
    surface = pygame.display.set_mode((1280, 800))
    scene = title(stack, set())
    quit_button = next(c for c in scene.form.controls if c.name == "quit")
    assert isinstance(quit_button, PushButton)
    scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=quit_button.rect.center,
                                           rel=(0, 0), buttons=(0, 0, 0)))
    assert shown(scene, surface) == [DOES["quit"]]  # nothing saved: nothing said to be kept
    stack.close()
    saved = title(stack, {"saved"})
    saved.form.focus_on("quit")
    assert shown(saved, surface) == [QUIT_SAVED]


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_description_and_a_notice_share_the_foot_of_a_full_title(
        stack: SceneStack, size: tuple[int, int], percent: int) -> None:
    """Nine buttons in two columns at 150 % and a notice (two lines at 150 %): the description, the
    notice's lines and the buttons keep clear of one another and of the window's edge."""
    with worn(text_size=percent):
        surface = pygame.display.set_mode(size)
        host = ScreensHost(stack, size, Settings(text_size=percent), save_settings_file=False,
                           holds={"saved", "recent", "last", "records"})
        host.notices.append("Your settings file could not be read (Expecting value: line 1 "
                            "column 1), so the defaults are used.")
        host.show_title()
        scene = stack.top
        assert isinstance(scene, TitleScene)
        assert len(scene.notice_lines) == (2 if percent > 100 else 1)
        scene.form.focus_on("quit")
        assert shown(scene, surface)[0] == QUIT_SAVED
        drawn = scene.drawn
        for (ka, a), (kb, b) in combinations(drawn, 2):
            assert ka == kb == "control" or not a.colliderect(b), (ka, tuple(a), kb, tuple(b))
        assert all(surface.get_rect().contains(rect) for _, rect in drawn)
