"""The game log: readable lines from ``state.describe``, newest at the bottom, wheel to scroll."""

from __future__ import annotations

import pygame

from ..controller import LogLine
from ..theme import PLAYER_COLOURS, Palette, TextCache, wrap


class LogView:
    def __init__(self, rect: pygame.Rect, font_size: int) -> None:
        self.rect = pygame.Rect(rect)
        self.font_size = font_size
        self.scroll = 0  # wrapped lines scrolled up from the newest
        self._wrapped: list[tuple[str, int | None, bool]] = []  # (text, seat, first line)
        self._count = 0

    def resize(self, rect: pygame.Rect, font_size: int) -> None:
        self.rect = pygame.Rect(rect)
        self.font_size = font_size
        self._count = 0
        self._wrapped = []

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                self.scroll = max(0, min(self.scroll + event.y * 2, max(0, len(self._wrapped) - 3)))
                return True
        return False

    def _sync(self, lines: list[LogLine], text: TextCache) -> None:
        if self._count == len(lines):
            return
        width = self.rect.width - 34
        for line in lines[self._count:]:
            for k, part in enumerate(wrap(text, line.text, self.font_size, width)):
                self._wrapped.append(("   " + part if k else part, line.seat, k == 0))
        added = len(lines) - self._count
        self._count = len(lines)
        if self.scroll:
            self.scroll += added

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache,
             lines: list[LogLine], top: int) -> None:
        self._sync(lines, text)
        line_h = round(self.font_size * 1.3)
        area = pygame.Rect(self.rect.left + 10, top, self.rect.width - 20,
                           self.rect.bottom - top - 8)
        visible = max(1, area.height // line_h)
        end = len(self._wrapped) - self.scroll
        start = max(0, end - visible)
        y = area.bottom - (end - start) * line_h
        clip = surface.get_clip()
        surface.set_clip(area)
        for index in range(start, end):
            part, seat, first = self._wrapped[index]
            colour = palette.ink if seat is not None else palette.ink_soft
            if seat is not None and first:
                pygame.draw.circle(surface, PLAYER_COLOURS[seat], (area.left + 4, y + line_h // 2),
                                   max(2, line_h // 6))
            img = text.render(part, self.font_size, colour)
            surface.blit(img, (area.left + 12, y))
            y += line_h
        surface.set_clip(clip)
