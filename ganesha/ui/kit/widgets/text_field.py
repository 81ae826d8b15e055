"""One line of typed text (names, the seed), fed by SDL's TEXTINPUT so any keyboard layout and
input method works."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ganesha.ui.kit import motion
from ganesha.ui.kit.theme import Palette, TextCache, mix
from ganesha.ui.kit.widgets.control import Control


class TextField(Control):
    """``allowed`` filters the characters typed; ``max_length`` caps the value."""

    def __init__(self, name: str, rect: pygame.Rect, value: str, max_length: int = 20,
                 allowed: Callable[[str], bool] | None = None, font_size: int = 18) -> None:
        super().__init__(name, rect)
        self.value = value
        self.max_length = max_length
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.font_size = font_size

    def handle(self, event: pygame.event.Event, focused: bool) -> str | None:
        if event.type == pygame.TEXTINPUT and focused:
            typed = "".join(ch for ch in event.text if self.allowed(ch))
            if typed and len(self.value) < self.max_length:
                self.value = (self.value + typed)[: self.max_length]
                return self.value
        return None

    def key(self, event: pygame.event.Event) -> str | None:
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            return self.value
        return None

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache, focused: bool,
             s: float) -> None:
        r = self.rect
        radius = max(4, round(8 * s))
        fill = mix(palette.panel, (255, 255, 255), 0.35 if palette.name == "day" else 0.08)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        edge = palette.accent if focused else palette.panel_edge
        pygame.draw.rect(surface, edge, r, width=max(2, round((3 if focused else 2) * s)),
                         border_radius=radius)
        size = self.font_size  # a long value shrinks a little first (large text), then is clipped
        while size > self.font_size * 0.8 and text.size(self.value, size)[0] > r.width - 24 * s:
            size -= 1
        img = text.render(self.value or " ", size, palette.ink)
        pos = img.get_rect(midleft=(r.left + round(10 * s), r.centery))
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-round(8 * s), 0))
        surface.blit(img, pos)
        if focused and motion.blink_on(pygame.time.get_ticks()):
            x = pos.right + 2 if self.value else pos.left
            pygame.draw.line(surface, palette.ink, (x, r.top + round(8 * s)),
                             (x, r.bottom - round(8 * s)), max(1, round(2 * s)))
        surface.set_clip(clip)


__all__ = ["TextField"]
