"""The gamepad: controller events only — from the title through New game to a
whole turn at the table, a pause and a speed change — through the one translation the app loop
uses (:class:`ganesha.ui.shell.gamepad.Gamepads`), with the button prompts shown while a pad is
used."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from ganesha.store.settings import Settings
from ganesha.ui.menus.new_game import NewGameScene
from ganesha.ui.menus.pause import PauseScene
from ganesha.ui.shell.gamepad import Gamepads
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.sound.effects import SoundBoard
from ganesha.ui.table.scene import TableScene

SIZE = (1280, 800)


@pytest.fixture
def rig(tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[MenuApp, Gamepads, pygame.Surface]]:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(SIZE)
    app = MenuApp(SIZE, Settings(animation_speed="instant"), think_ms=5, sounds=SoundBoard())
    pads = Gamepads()
    yield app, pads, surface
    pads.close()
    app.close()
    pygame.display.quit()


def feed(app: MenuApp, pads: Gamepads, event: pygame.event.Event) -> None:
    """What the app loop does with one event (see ganesha.ui.shell.loop)."""
    translated = pads.handle(event)
    for e in [event] if translated is None else translated:
        app.process_event(e)


def button(app, pads, which: int) -> None:
    feed(app, pads, pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=which))
    feed(app, pads, pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=which))


def frames(app: MenuApp, surface, n: int = 1) -> None:
    for _ in range(n):
        app.update(1 / 60)
        app.draw(surface)


def test_a_whole_turn_with_the_pad_alone(rig) -> None:
    app, pads, surface = rig
    A, B = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B
    button(app, pads, pygame.CONTROLLER_BUTTON_DPAD_DOWN)  # the ring moves on the title, past
    button(app, pads, pygame.CONTROLLER_BUTTON_DPAD_DOWN)  # Learn to play and New game …
    button(app, pads, pygame.CONTROLLER_BUTTON_DPAD_UP)    # … and back to New game
    button(app, pads, A)
    assert isinstance(app.stack.top, NewGameScene)
    assert pads.in_use
    button(app, pads, A)  # the focus starts on Start game
    frames(app, surface)
    table = app.stack.top
    assert isinstance(table, TableScene)
    state = table.state
    deadline = time.perf_counter() + 20
    while state.turn_player != 0 or not table.controller.human_to_act:
        assert time.perf_counter() < deadline, "the AI seats did not reach the human's turn"
        frames(app, surface)
    round_before = state.round
    presses = 0
    while state.turn_player == 0 and state.round == round_before and presses < 40:
        button(app, pads, A)  # pick up, drop, press: the turn made with A alone
        frames(app, surface, 30)
        presses += 1
    assert state.turn_player != 0 or state.round != round_before, "the pad could not end the turn"

    speed = table.speed
    button(app, pads, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    frames(app, surface)
    assert table.speed != speed  # the shoulder buttons change the speed
    button(app, pads, pygame.CONTROLLER_BUTTON_START)
    assert isinstance(app.stack.top, PauseScene)
    button(app, pads, pygame.CONTROLLER_BUTTON_START)  # Start again resumes
    assert app.stack.top is table
    while not table.controller.human_to_act:
        frames(app, surface)
    button(app, pads, A)  # a piece in hand: Start still pauses, B puts the piece down
    assert not table.idle
    button(app, pads, pygame.CONTROLLER_BUTTON_START)
    assert isinstance(app.stack.top, PauseScene)
    button(app, pads, B)  # B goes back: to the table, the piece still in hand
    assert app.stack.top is table
    assert not table.idle
    button(app, pads, B)
    assert table.idle


def test_the_stick_steps_once_per_lean_and_prompts_follow_the_hand(rig) -> None:
    _, pads, surface = rig
    moved = []
    for value in (5000, 25000, 30000, 15000, 26000, 2000, -25000):
        moved += pads.handle(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                                axis=pygame.CONTROLLER_AXIS_LEFTX, value=value))
    assert [e.key for e in moved] == [pygame.K_RIGHT, pygame.K_LEFT]  # held = one step
    assert pads.in_use
    before = surface.copy()
    pads.draw_prompts(surface)
    assert surface.get_at((640, 795)) != before.get_at((640, 795))  # the strip is drawn
    pads.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(1, 1), buttons=(0, 0, 0)))
    assert not pads.in_use  # back on the mouse: no prompts
    assert pads.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)) is None
    assert pads.handle(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7)) == []
