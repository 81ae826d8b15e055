"""The game log: readable lines from ``state.describe``, newest at the bottom, wheel to scroll."""

from __future__ import annotations

import pygame

from ..log import LogLine
from ..theme import PLAYER_COLOURS, Palette, TextCache, wrap


class LogView:
    """Shows the controller's log as it is now: lines taken back by an undo disappear (the view
    follows the log by identity, not by counting, so a shorter or rewritten log is redrawn)."""

    def __init__(self, rect: pygame.Rect, font_size: int) -> None:
        self.rect = pygame.Rect(rect)
        self.font_size = font_size
        self.scroll = 0  # wrapped lines scrolled up from the newest
        self._shown: list[LogLine] = []  # the log lines wrapped so far, in order
        self._parts: list[int] = []  # how many wrapped lines each of them took
        self._wrapped: list[tuple[str, int | None, bool]] = []  # (text, seat, first line)

    def resize(self, rect: pygame.Rect, font_size: int) -> None:
        self.rect = pygame.Rect(rect)
        self.font_size = font_size
        self._shown, self._parts, self._wrapped = [], [], []

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                top = max(0, len(self._wrapped) - 3)
                self.scroll = max(0, min(self.scroll + event.y * 2, top))
                return True
        return False

    @property
    def wrapped(self) -> list[str]:
        """The wrapped lines as shown (oldest first)."""
        return [part for part, _, _ in self._wrapped]

    def _sync(self, lines: list[LogLine], text: TextCache) -> None:
        shown = self._shown
        keep = 0
        while keep < min(len(shown), len(lines)) and shown[keep] is lines[keep]:
            keep += 1
        if keep == len(shown) == len(lines):
            return
        if keep < len(shown):  # lines were taken back: forget them
            del self._wrapped[sum(self._parts[:keep]):]
            del shown[keep:], self._parts[keep:]
            self.scroll = 0
        width = self.rect.width - 34
        added = 0
        for line in lines[keep:]:
            parts = wrap(text, line.text, self.font_size, width)
            for k, part in enumerate(parts):
                self._wrapped.append(("   " + part if k else part, line.seat, k == 0))
            shown.append(line)
            self._parts.append(len(parts))
            added += len(parts)
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
