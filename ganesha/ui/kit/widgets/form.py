"""A menu screen's controls in focus order: hands each event to them, keeps the keyboard focus
(Tab / arrows move it, Enter presses, Left / Right change a value) and reports what changed as
``(name, value)``, so the screen reacts in one ``on_change`` instead of one callback per control."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from ganesha.ui.kit.theme import Palette, TextCache
from ganesha.ui.kit.widgets.control import Control


class Form:
    """``process_event`` returns (consumed, (name, value) | None)."""

    def __init__(self, controls: Sequence[Control]) -> None:
        self.controls: list[Control] = list(controls)
        self.focus: int | None = None

    def focus_on(self, name: Hashable) -> None:
        for i, c in enumerate(self.controls):
            if c.name == name:
                self.focus = i

    @property
    def focused(self) -> Control | None:
        return self.controls[self.focus] if self.focus is not None else None

    def _move(self, delta: int) -> None:
        usable = [i for i, c in enumerate(self.controls) if c.enabled and c.focusable]
        if not usable:
            return
        if self.focus not in usable:
            self.focus = usable[0] if delta > 0 else usable[-1]
            return
        k = usable.index(self.focus)
        self.focus = usable[(k + delta) % len(usable)]

    def process_event(self, event: pygame.event.Event) -> tuple[bool, tuple[Hashable, Any] | None]:
        if event.type == pygame.KEYDOWN:
            current = self.focused
            if current is not None and current.enabled:
                value = current.key(event)
                if value is not None:
                    return True, (current.name, value)
            if event.key in (pygame.K_TAB, pygame.K_DOWN):
                back = event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT)
                self._move(-1 if back else 1)
                return True, None
            if event.key == pygame.K_UP:
                self._move(-1)
                return True, None
            return False, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((i for i, c in enumerate(self.controls)
                        if c.enabled and c.rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.focus = hit
        for i, c in enumerate(self.controls):
            if not c.enabled:
                continue
            value = c.handle(event, i == self.focus)
            if value is not None:
                return True, (c.name, value)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return any(c.enabled and c.rect.collidepoint(event.pos) for c in self.controls), None
        return event.type == pygame.TEXTINPUT and self.focused is not None, None

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache, s: float) -> None:
        for i, c in enumerate(self.controls):
            c.draw(surface, palette, text, i == self.focus, s)


__all__ = ["Form"]
