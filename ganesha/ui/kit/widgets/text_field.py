"""One line of typed text (names, the seed), fed by SDL's TEXTINPUT so any keyboard layout and
input method works."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from ganesha.ui.kit import motion, type_scale, typeset
from ganesha.ui.kit.theme import Palette, TextCache, mix
from ganesha.ui.kit.widgets.control import Control


class TextField(Control):
    """``allowed`` filters the characters typed; ``max_length`` caps the value."""

    def __init__(self, name: Hashable, rect: pygame.Rect, value: str, max_length: int = 20,
                 allowed: Callable[[str], bool] | None = None, role: str = "field") -> None:
        super().__init__(name, rect, role)
        self.value = value
        self.max_length = max_length
        self.allowed = allowed or (lambda ch: ch.isprintable())

    def room(self, s: float) -> pygame.Rect:
        """Where the value is drawn: inside the border, clear of the caret."""
        return self.rect.inflate(-round(20 * s), 0)

    def fit_px(self, text: TextCache, least: int) -> int:
        """The size at which the value shown fits whole (a seed's every digit)."""
        room, face = self.room(self.rect.height / 48).width, type_scale.style(self.role).face
        size = self.font_size
        while size > least and text.size(self.value, size, face)[0] > room:
            size -= 1
        return size

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
        size, room = self.font_size, self.room(s)  # typed past its room: the end stays in view
        img = text.render(self.value or " ", size, palette.ink, type_scale.style(self.role).face)
        pos = img.get_rect(midleft=(room.left, r.centery))
        if pos.width > room.width:
            pos.right = room.right
        clip = surface.get_clip()
        surface.set_clip(room.inflate(round(4 * s), 0))
        surface.blit(img, pos)
        typeset.note(self.role, size, pos, room, self.value)
        if focused and motion.blink_on(pygame.time.get_ticks()):
            x = pos.right + 2 if self.value else pos.left
            pygame.draw.line(surface, palette.ink, (x, r.top + round(8 * s)),
                             (x, r.bottom - round(8 * s)), max(1, round(2 * s)))
        surface.set_clip(clip)


__all__ = ["TextField"]
