"""Game controllers: SDL's game-controller events turned into the keyboard's own keys, so the
table and every menu work with a pad without knowing there is one.

One translation, in one place, used by the app loop (:func:`ganesha.ui.shell.loop.run`): the d-pad
or the
left stick move the focus ring (the arrow keys), A picks up, drops and presses (Enter), B puts down
or goes back (Esc), Start pauses and resumes (the Pause key), the shoulder buttons change the speed
(− and +). Pads are opened when SDL reports them, also while playing (hot-plug), and closed when
unplugged. While the last input came from a pad, a strip along the bottom names the buttons.
"""

from __future__ import annotations

import contextlib
from typing import Any, Final

import pygame

from ganesha.ui.kit.grid import DesignGrid
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import TextCache, blit_text

#: Pad button → the key it stands for (and the character a key press of it would carry).
BUTTON_KEYS: Final[dict[int, tuple[int, str]]] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: (pygame.K_UP, ""),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (pygame.K_DOWN, ""),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (pygame.K_LEFT, ""),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (pygame.K_RIGHT, ""),
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, "\r"),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, "\x1b"),
    pygame.CONTROLLER_BUTTON_START: (pygame.K_PAUSE, ""),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_MINUS, "-"),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_PLUS, "+"),
    pygame.CONTROLLER_BUTTON_Y: (pygame.K_z, "\x1a"),  # with Ctrl: Undo (see BUTTON_MODS)
}
#: Pad buttons whose key comes with a modifier: Y is Ctrl+Z, the table's Undo (also during the
#: moment a turn-ending move may still be taken back).
BUTTON_MODS: Final[dict[int, int]] = {pygame.CONTROLLER_BUTTON_Y: pygame.KMOD_LCTRL}
#: How far (of 32767) the stick must lean to count as one step; it must come back inside
#: :data:`STICK_REST` before it steps again, so a held stick is one step, not a stream.
STICK_STEP: Final = 20000
STICK_REST: Final = 8000
STICK_KEYS: Final[dict[int, tuple[int, int]]] = {  # axis → (key when negative, when positive)
    pygame.CONTROLLER_AXIS_LEFTX: (pygame.K_LEFT, pygame.K_RIGHT),
    pygame.CONTROLLER_AXIS_LEFTY: (pygame.K_UP, pygame.K_DOWN),
}
PAD_EVENTS: Final = (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
                     pygame.CONTROLLERAXISMOTION, pygame.CONTROLLERDEVICEADDED,
                     pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERDEVICEREMAPPED)
#: What shows the player is back on the keyboard or mouse (the prompts then go away).
OTHER_INPUT: Final = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION)


def key_event(key: int, char: str = "", mod: int = 0) -> pygame.event.Event:
    """The key press the rest of the app already understands."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0,
                              from_pad=True)


class Gamepads:
    """The open pads and the stick's state; :meth:`handle` is called with every event."""

    def __init__(self) -> None:
        self.pads: dict[int, Any] = {}  # instance id → pygame._sdl2.controller.Controller
        self.leaning: dict[tuple[int, int], int] = {}  # (pad, axis) → -1, 0 or +1
        self.in_use = False
        self.text = TextCache(limit=40)
        self.available = False
        with contextlib.suppress(pygame.error, ImportError):
            from pygame._sdl2 import controller

            controller.init()
            self.available = True
            for index in range(controller.get_count()):
                self._open(index)

    def _open(self, index: int) -> None:
        with contextlib.suppress(pygame.error, ImportError):
            from pygame._sdl2 import controller

            if controller.is_controller(index):
                pad = controller.Controller(index)
                self.pads[pad.id] = pad

    def handle(self, event: pygame.event.Event) -> list[pygame.event.Event] | None:
        """None: not a pad's event (deal with it as usual). Otherwise the key presses it stands
        for (often none: a button's release, a stick at rest, a pad plugged in)."""
        if event.type in OTHER_INPUT and not getattr(event, "from_pad", False):
            self.in_use = False
        if event.type not in PAD_EVENTS:
            return None
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self._open(event.device_index)
            return []
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.pads.pop(event.instance_id, None)
            with contextlib.suppress(pygame.error, AttributeError):
                if pad is not None:
                    pad.quit()
            if not self.pads:
                self.in_use = False
            return []
        if event.type == pygame.CONTROLLERBUTTONDOWN and event.button in BUTTON_KEYS:
            self.in_use = True
            return [key_event(*BUTTON_KEYS[event.button], BUTTON_MODS.get(event.button, 0))]
        if event.type == pygame.CONTROLLERAXISMOTION and event.axis in STICK_KEYS:
            return self._stick(event.instance_id, event.axis, event.value)
        return []

    def _stick(self, pad: int, axis: int, value: int) -> list[pygame.event.Event]:
        was = self.leaning.get((pad, axis), 0)
        now = -1 if value <= -STICK_STEP else 1 if value >= STICK_STEP else 0
        if now == 0 and abs(value) > STICK_REST:
            return []  # between rest and a step: nothing changes
        self.leaning[(pad, axis)] = now
        if now == 0 or now == was:
            return []
        self.in_use = True
        negative, positive = STICK_KEYS[axis]
        return [key_event(negative if now < 0 else positive)]

    def draw_prompts(self, surface: pygame.Surface) -> None:
        """The buttons' meanings along the bottom edge, while a pad is in use."""
        if not self.in_use:
            return
        width, height = surface.get_size()
        line = "   ".join((tr("D-pad: move"), tr("A: pick up / drop / press"),
                           tr("B: put down / back"), tr("Y: undo"), tr("Start: pause"),
                           tr("LB/RB: speed")))
        grid = DesignGrid()
        grid.fit_to((width, height))
        size = grid.font_px("body")  # the type scale's, at the player's text size
        while size > grid.font_px("caption", 1.0) and self.text.size(line, size)[0] > width - 24:
            size -= 1
        strip = pygame.Surface((width, size * 2), pygame.SRCALPHA)
        strip.fill((20, 16, 12, 190))
        surface.blit(strip, (0, height - size * 2))
        blit_text(surface, self.text, line, size, (245, 236, 214), (width // 2, height - size),
                  "center")

    def close(self) -> None:
        for pad in self.pads.values():
            with contextlib.suppress(pygame.error, AttributeError):
                pad.quit()
        self.pads.clear()


__all__ = ["BUTTON_KEYS", "BUTTON_MODS", "Gamepads", "key_event"]
