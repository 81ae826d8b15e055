"""One value out of several, shown as ‹ value ›: the menus' answer to a drop-down, which is
awkward with a keyboard and on small windows."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from ganesha.ui.kit import type_scale, typeset
from ganesha.ui.kit.shapes import fit
from ganesha.ui.kit.theme import Palette, TextCache, mix
from ganesha.ui.kit.widgets.control import Control, focus_ring

#: Draws a small picture of ``value`` at ``size`` pixels (a pawn…), or None for none.
Icon = Callable[[Any, int], pygame.Surface | None]


class Choice(Control):
    """Click the arrows or the value, or Left/Right; ``options`` are (value, label) pairs."""

    def __init__(self, name: Hashable, rect: pygame.Rect, options: list[tuple[Any, str]],
                 value: Any, role: str = "label", icon: Icon | None = None) -> None:
        super().__init__(name, rect, role)
        self.options = options
        self.index = next((i for i, (v, _) in enumerate(options) if v == value), 0)
        self.icon = icon
        self._pressed = False

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def step(self, delta: int) -> Any:
        self.index = (self.index + delta) % len(self.options)
        return self.value

    def handle(self, event: pygame.event.Event, focused: bool) -> Any:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.rect.collidepoint(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            self._pressed = False
            if self.rect.collidepoint(event.pos):
                left = event.pos[0] < self.rect.left + self.rect.height * 0.75
                return self.step(-1 if left else 1)
        return None

    def key(self, event: pygame.event.Event) -> Any:
        if event.key == pygame.K_LEFT:
            return self.step(-1)
        if event.key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.step(1)
        return None

    def room(self, icon_gap: int = 0) -> int:
        """The width the value's label has between the arrows (and beside its icon)."""
        return self.rect.width - round(self.rect.height * 1.15) - icon_gap  # the arrows end at 0.5h

    def icon_gap(self, s: float) -> int:
        """The room the value's icon takes beside it (none without an icon)."""
        if self.icon is None:
            return 0
        icon = self.icon(self.value, round(self.rect.height * 0.72))
        return icon.get_width() + round(6 * s) if icon is not None else 0

    def fit_px(self, text: TextCache, least: int) -> int:
        """The size at which every option fits between the arrows: one size for every option
        (stepping from "cow" to "elephant" changed the type's size)."""
        room, face = self.room(self.icon_gap(self.rect.height / 48)), self.face()
        size = self.font_size
        while size > least and any(text.size(label, size, face)[0] > room
                                   for _, label in self.options):
            size -= 1
        return size

    def face(self) -> str:
        return type_scale.style(self.role).face

    def label_fit(self, text: TextCache, icon_gap: int = 0) -> tuple[str, int]:
        """The value's label at the control's size; a label longer than its room (never, once
        the screen has settled its sizes) ends in an ellipsis."""
        room = self.room(icon_gap)
        return fit(text, self.options[self.index][1], self.font_size, room, self.face()), \
            self.font_size

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache, focused: bool,
             s: float) -> None:
        r = self.rect
        radius = max(6, r.height // 3)
        if focused:
            focus_ring(surface, r, palette, s)
        pygame.draw.rect(surface, mix(palette.panel, palette.panel_shadow, 0.12), r,
                         border_radius=radius)
        pygame.draw.rect(surface, palette.panel_edge, r, width=max(1, round(2 * s)),
                         border_radius=radius)
        arrow = max(4, r.height // 5)
        inset = round(r.height * 0.38)
        for sign, x in ((-1, r.left + inset), (1, r.right - inset)):
            cy = r.centery
            points = [(x + sign * arrow * 0.6, cy), (x - sign * arrow * 0.5, cy - arrow),
                      (x - sign * arrow * 0.5, cy + arrow)]
            pygame.draw.polygon(surface, palette.panel_edge, points)
        icon = self.icon(self.value, round(r.height * 0.72)) if self.icon else None
        gap = icon.get_width() + round(6 * s) if icon is not None else 0
        label, size = self.label_fit(text, gap)
        img = text.render(label, size, palette.ink, self.face())
        x = r.centerx - (img.get_width() + gap) // 2
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, r.centery)))
            x += gap
        room = pygame.Rect(0, r.top, self.room(gap), r.height)
        room.centerx = r.centerx + gap // 2
        at = surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        typeset.note(self.role, size, at, room, label)


__all__ = ["Choice", "Icon"]
