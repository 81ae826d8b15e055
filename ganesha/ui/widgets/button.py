"""A push button that reports its ``intent`` when pressed and released over it."""

from __future__ import annotations

from typing import Any

import pygame

from ..gems import gem_surface
from ..theme import Palette, TextCache, mix


class Button:
    """A rounded button; the label may be followed by gem icons (``gems``)."""

    def __init__(self, rect: pygame.Rect, label: str, intent: Any, gems: tuple[str, ...] = (),
                 primary: bool = False, font_size: int = 20, enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled  # a disabled button keeps its place, faded, and does nothing
        self.label = label
        self.intent = intent
        self.gems = gems
        self.primary = primary
        self.font_size = font_size
        self.hover = False
        self._pressed = False
        self._fit: tuple[tuple[str, int, int, int], int] | None = None

    def process_event(self, event: pygame.event.Event) -> Any | None:
        """The intent when a click completes on this button, else None."""
        if not self.enabled:
            return None
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self._pressed = True
                return None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self._pressed
            self._pressed = False
            if was and self.rect.collidepoint(event.pos):
                return self.intent
        return None

    def consumes(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def _label_size(self, text: TextCache) -> int:
        """The font size at which the label fits inside the button with a margin: a longer
        translation ("Оставить сохранённую") shrinks a little instead of touching the edges.
        Worked out once per label and width."""
        key = (self.label, self.rect.width, self.font_size, len(self.gems))
        if self._fit is None or self._fit[0] != key:
            room = self.rect.width - round(self.rect.height * (0.5 + 0.55 * len(self.gems)))
            size = self.font_size
            while size > 9 and text.size(self.label, size, "bold")[0] > room:
                size -= 1
            self._fit = (key, size)
        return self._fit[1]

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache) -> None:
        fill = palette.accent if self.primary else palette.panel
        if self.hover:
            fill = mix(fill, (255, 255, 255), 0.18)
        if self._pressed:
            fill = mix(fill, (0, 0, 0), 0.12)
        ink = palette.accent_ink if self.primary else palette.ink
        if not self.enabled:
            fill, ink = mix(palette.panel, palette.panel_shadow, 0.25), palette.ink_soft
        radius = max(6, self.rect.height // 3)
        shadow = self.rect.move(0, max(2, self.rect.height // 14))
        pygame.draw.rect(surface, palette.panel_shadow, shadow, border_radius=radius)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, palette.panel_edge, self.rect, width=2, border_radius=radius)
        label = text.render(self.label, self._label_size(text), ink, "bold") if self.label else None
        gem_size = round(self.rect.height * 0.62)
        icons = [gem_surface(g, gem_size, shadow=False) for g in self.gems]
        gap = round(gem_size * 0.15)
        total = (label.get_width() if label else 0) + sum(i.get_width() * 0.8 for i in icons)
        total += gap * (len(icons) if label else max(0, len(icons) - 1))
        x = self.rect.centerx - total / 2
        if label:
            surface.blit(label, label.get_rect(midleft=(round(x), self.rect.centery)))
            x += label.get_width() + gap
        for icon in icons:
            w = icon.get_width() * 0.8
            surface.blit(icon, icon.get_rect(center=(round(x + w / 2), self.rect.centery)))
            x += w + gap


def layout_row(buttons: list[Button], area: pygame.Rect, gap: int) -> None:
    """Centre buttons (keeping their widths) in one row of ``area``."""
    total = sum(b.rect.width for b in buttons) + gap * max(0, len(buttons) - 1)
    x = area.centerx - total // 2
    for b in buttons:
        b.rect.topleft = (x, area.centery - b.rect.height // 2)
        x += b.rect.width + gap
