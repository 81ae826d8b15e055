"""A value from 0 to 1 in tenths (the volume): drag or click the bar, or Left/Right."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from ganesha.ui.kit import type_scale, typeset
from ganesha.ui.kit.theme import Palette, TextCache, blit_text
from ganesha.ui.kit.widgets.control import Control, focus_ring


class Slider(Control):
    def __init__(self, name: Hashable, rect: pygame.Rect, value: float,
                 role: str = "label") -> None:
        super().__init__(name, rect, role)
        self.value = round(min(1.0, max(0.0, value)), 2)
        self._drag = False

    def _bar(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.left + r.height // 2, r.centery - 3, r.width - r.height * 2, 6)

    def _at(self, x: int) -> float:
        bar = self._bar()
        return round(min(1.0, max(0.0, (x - bar.left) / max(1, bar.width))), 2)

    def handle(self, event: pygame.event.Event, focused: bool) -> float | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            self._drag = True
            self.value = self._at(event.pos[0])
            return self.value
        if event.type == pygame.MOUSEMOTION and self._drag:
            self.value = self._at(event.pos[0])
            return self.value
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag:
            self._drag = False
            return self.value
        return None

    def key(self, event: pygame.event.Event) -> float | None:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 0.1 if event.key == pygame.K_RIGHT else -0.1
            self.value = round(min(1.0, max(0.0, self.value + step)), 2)
            return self.value
        return None

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache, focused: bool,
             s: float) -> None:
        if focused:
            focus_ring(surface, self.rect, palette, s)
        bar = self._bar()
        pygame.draw.rect(surface, palette.panel_shadow, bar, border_radius=3)
        filled = bar.copy()
        filled.width = round(bar.width * self.value)
        pygame.draw.rect(surface, palette.accent, filled, border_radius=3)
        knob = (bar.left + filled.width, bar.centery)
        radius = self.rect.height // 3
        pygame.draw.circle(surface, palette.panel_shadow, (knob[0], knob[1] + 2), radius)
        pygame.draw.circle(surface, palette.accent, knob, radius)
        pygame.draw.circle(surface, palette.panel_edge, knob, radius, max(1, round(2 * s)))
        words = f"{round(self.value * 100)}%"
        at = blit_text(surface, text, words, self.font_size, palette.ink,
                       (self.rect.right, self.rect.centery), "midright",
                       type_scale.style(self.role).face)
        room = self.rect.copy()
        room.left = bar.right + radius
        typeset.note(self.role, self.font_size, at, room, words)


__all__ = ["Slider"]
