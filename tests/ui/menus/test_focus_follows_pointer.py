"""The keyboard's focus follows the pointer: the control under a moving mouse takes the focus
ring, so the hover look and the ring never mark two buttons and Enter presses the one the
pointer is on — but a text field being typed in keeps the keys."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.kit.widgets.text_field import TextField
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.rules import RulesScene
from ganesha.ui.menus.title import TitleScene
from tests.helpers.screens_host import ScreensHost

SIZE = (1280, 800)


@pytest.fixture
def host(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ScreensHost]:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    stack = SceneStack()
    yield ScreensHost(stack, SIZE, Settings(), holds={"saved", "records"},
                      save_settings_file=False)
    stack.close()
    pygame.display.quit()


def send(stack: SceneStack, kind: int, **data: Any) -> None:
    stack.process_event(pygame.event.Event(kind, **data))
    stack.update(1 / 60)
    surface = pygame.display.get_surface()
    assert surface is not None
    stack.draw(surface)


def move_to(stack: SceneStack, pos: tuple[int, int]) -> None:
    send(stack, pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))


def test_the_ring_follows_the_pointer_over_every_title_button(host: ScreensHost) -> None:
    pygame.display.set_mode(SIZE)
    host.show_title()
    scene = host.stack.top
    assert isinstance(scene, TitleScene)
    buttons = [c for c in scene.form.controls if isinstance(c, PushButton)]
    assert scene.form.focused is buttons[0]
    for control in buttons[1:]:  # away from the first button, which starts focused
        move_to(host.stack, control.rect.center)
        hovered = [c.name for c in buttons if c.button.hover]
        assert hovered == [control.name]
        assert scene.form.focused is control  # the ring is where the hover look is
    move_to(host.stack, (3, 3))  # off every button: the ring stays on the last one
    assert scene.form.focused is buttons[-1]
    move_to(host.stack, buttons[0].rect.center)  # and back to the first
    assert scene.form.focused is buttons[0]


def test_a_control_out_of_use_never_takes_the_ring(host: ScreensHost) -> None:
    pygame.display.set_mode(SIZE)
    host.show_title()
    scene = host.stack.top
    assert isinstance(scene, MenuScene)
    hidden = scene.form.controls[1]
    hidden.enabled = False  # as a screen hides a control that does not apply
    move_to(host.stack, hidden.rect.center)
    assert scene.form.focused is scene.form.controls[0]


def test_enter_presses_the_button_under_the_pointer(host: ScreensHost) -> None:
    pygame.display.set_mode(SIZE)
    host.show_title()
    scene = host.stack.top
    assert isinstance(scene, MenuScene)
    rules = next(c for c in scene.form.controls if c.name == "rules")
    move_to(host.stack, rules.rect.center)
    send(host.stack, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    assert isinstance(host.stack.top, RulesScene)


def test_a_text_field_being_typed_in_keeps_the_focus(host: ScreensHost) -> None:
    pygame.display.set_mode(SIZE)
    host.show_title()
    title = host.stack.top
    assert isinstance(title, MenuScene)
    new = next(c for c in title.form.controls if c.name == "new")
    send(host.stack, pygame.MOUSEBUTTONDOWN, pos=new.rect.center, button=1)
    send(host.stack, pygame.MOUSEBUTTONUP, pos=new.rect.center, button=1)
    scene = host.stack.top
    assert isinstance(scene, MenuScene)
    field = next(c for c in scene.form.controls if isinstance(c, TextField))
    send(host.stack, pygame.MOUSEBUTTONDOWN, pos=field.rect.center, button=1)
    send(host.stack, pygame.MOUSEBUTTONUP, pos=field.rect.center, button=1)
    assert scene.form.focused is field
    other = next(c for c in scene.form.controls if isinstance(c, PushButton) and c.enabled)
    move_to(host.stack, other.rect.center)
    assert scene.form.focused is field
