"""A menu button: the table's :class:`Button`, made focusable for keyboard play."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from ganesha.ui.kit.theme import Palette, TextCache
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.kit.widgets.control import Control, focus_ring

PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class PushButton(Control):
    """The table's :class:`Button`, focusable; its value is ``True`` when pressed."""

    def __init__(self, name: Hashable, rect: pygame.Rect, label: str, primary: bool = False,
                 role: str = "button", gems: tuple[str, ...] = ()) -> None:
        super().__init__(name, rect, role)
        self.button = Button(self.rect, label, name, gems, primary, self.font_size, role=role)

    def fit_px(self, text: TextCache, least: int) -> int:
        self.button.font_size = self.font_size
        return self.button.fit_px(text, least)

    @property
    def label(self) -> str:
        return self.button.label

    def handle(self, event: pygame.event.Event, focused: bool) -> bool | None:
        return True if self.button.process_event(event) is not None else None

    def key(self, event: pygame.event.Event) -> bool | None:
        return True if event.key in PRESS_KEYS else None

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache, focused: bool,
             s: float) -> None:
        if not self.enabled:
            return
        if focused:
            focus_ring(surface, self.rect, palette, s)
        self.button.font_size = self.font_size
        self.button.draw(surface, palette, text)


__all__ = ["PushButton"]
