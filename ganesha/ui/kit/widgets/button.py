"""A push button that reports its ``intent`` when pressed and released over it."""

from __future__ import annotations

from typing import Any

import pygame

from ganesha.ui.kit.gems import gem_surface
from ganesha.ui.kit.theme import Palette, TextCache, mix


class Button:
    """A rounded button; the label may be followed by gem icons (``gems``)."""

    def __init__(self, rect: pygame.Rect, label: str, intent: Any, gems: tuple[str, ...] = (),
                 primary: bool = False, font_size: int = 20, enabled: bool = True,
                 min_size: int | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled  # a disabled button keeps its place, faded, and does nothing
        self.label = label
        self.intent = intent
        self.gems = gems
        self.primary = primary
        self.font_size = font_size
        self.min_size = min_size  # the smallest size the label may shrink to (a type-scale role's)
        self.hover = False
        self._pressed = False
        self._fit: tuple[tuple[str, int, int, int, int], tuple[tuple[str, ...], int]] | None = None

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

    def label_lines(self, text: TextCache) -> tuple[tuple[str, ...], int]:
        """The label's lines and font size so that it fits inside the button with a margin: a
        longer translation ("Оставить сохранённую") first shrinks a little, then breaks onto two
        lines at a space rather than shrinking below a readable size or running into its
        neighbour. Worked out once per label and size."""
        key = (self.label, self.rect.width, self.rect.height, self.font_size, len(self.gems))
        if self._fit is not None and self._fit[0] == key:
            return self._fit[1]
        # clear of the rounded ends (radius a third of the height) and of the gem icons
        room = self.rect.width - round(self.rect.height * (0.3 + 0.55 * len(self.gems)))
        readable = self.min_size or max(11, round(self.font_size * 0.7))
        floor = self.min_size or 9

        def widest(lines: tuple[str, ...], size: int) -> int:
            return max(text.size(line, size, "bold")[0] for line in lines)

        one: tuple[str, ...] = (self.label,)
        size = self.font_size
        while size > readable and widest(one, size) > room:
            size -= 1
        answer: tuple[tuple[str, ...], int] = (one, size)
        words = self.label.split(" ")
        if widest(one, size) > room and len(words) > 1:
            splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
            two = min(splits, key=lambda pair: widest(pair, size))
            size2 = self.font_size
            while size2 > floor and (widest(two, size2) > room
                                 or 2 * text.size("Ag", size2, "bold")[1] > self.rect.height - 4):
                size2 -= 1
            answer = (two, size2)
        else:
            while size > floor and (widest(one, size) > room
                                    or text.size(self.label, size, "bold")[1] > self.rect.height):
                size -= 1
            answer = (one, size)
        self._fit = (key, answer)
        return answer

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache) -> None:
        fill = palette.accent if self.primary else palette.panel
        if self.hover:
            fill = mix(fill, (255, 255, 255), 0.18)
        if self._pressed:
            fill = mix(fill, (0, 0, 0), 0.12)
        ink = palette.accent_ink if self.primary else palette.ink
        if not self.enabled:
            # faded, its words still readable (4.5:1 on the faded fill, WCAG AA)
            fill, ink = mix(palette.panel, palette.panel_shadow, 0.12), palette.ink_soft
        radius = max(6, self.rect.height // 3)
        shadow = self.rect.move(0, max(2, self.rect.height // 14))
        pygame.draw.rect(surface, palette.panel_shadow, shadow, border_radius=radius)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, palette.panel_edge, self.rect, width=2, border_radius=radius)
        lines: list[pygame.Surface] = []
        if self.label:
            words, size = self.label_lines(text)
            lines = [text.render(line, size, ink, "bold") for line in words]
        gem_size = round(self.rect.height * 0.62)
        icons = [gem_surface(g, gem_size, shadow=False) for g in self.gems]
        gap = round(gem_size * 0.15)
        block = max((line.get_width() for line in lines), default=0)
        total = block + sum(i.get_width() * 0.8 for i in icons)
        total += gap * (len(icons) if lines else max(0, len(icons) - 1))
        x = self.rect.centerx - total / 2
        if lines:
            height = sum(line.get_height() for line in lines)
            y = self.rect.centery - height / 2
            for line in lines:
                surface.blit(line, line.get_rect(midtop=(round(x + block / 2), round(y))))
                y += line.get_height()
            x += block + gap
        for icon in icons:
            w = icon.get_width() * 0.8
            surface.blit(icon, icon.get_rect(center=(round(x + w / 2), self.rect.centery)))
            x += w + gap


def full_width(button: Button, text: TextCache, least: int) -> int:
    """The width (at least ``least``) at which the button's label fits on one line at its full
    size, with the rounded ends' margin on each side: a longer translation ("Главное меню" at
    150 % text) widens its button instead of shrinking into a smaller or two-line label."""
    need = text.size(button.label, button.font_size, "bold")[0] + round(button.rect.height * 0.7)
    return max(least, need)


def fit_row(buttons: list[Button], text: TextCache, right: int, gap: int) -> None:
    """Widen each button to :func:`full_width` and pack them ``gap`` apart, the last one ending
    at ``right`` (a row at a screen's right edge that grows leftwards)."""
    x = right
    for b in reversed(buttons):
        b.rect.width = full_width(b, text, b.rect.width)
        b.rect.right = x
        x = b.rect.left - gap


def layout_row(buttons: list[Button], area: pygame.Rect, gap: int) -> None:
    """Centre buttons (keeping their widths) in one row of ``area``."""
    total = sum(b.rect.width for b in buttons) + gap * max(0, len(buttons) - 1)
    x = area.centerx - total // 2
    for b in buttons:
        b.rect.topleft = (x, area.centery - b.rect.height // 2)
        x += b.rect.width + gap
