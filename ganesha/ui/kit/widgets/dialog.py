"""A small modal panel: a title, a line of explanation and a set of choice buttons.

Used for spice effects, the Ginger answer, Coriander moves, the sacrifice colour and the hand-over
between hot-seat players. The dialog only reports the chosen intent; the scene decides.
"""

from __future__ import annotations

from typing import Any

import pygame

from ganesha.ui.kit import type_scale, typeset
from ganesha.ui.kit.theme import Palette, TextCache, wrap
from ganesha.ui.kit.widgets.button import Button, use_px


class Option:
    def __init__(self, label: str, intent: Any, gems: tuple[str, ...] = (),
                 primary: bool = False) -> None:
        self.label = label
        self.intent = intent
        self.gems = gems
        self.primary = primary


class Dialog:
    """Choices laid out in rows inside a panel centred at ``centre``."""

    def __init__(self, title: str, body: str, options: list[Option], centre: tuple[float, float],
                 scale: float, text: TextCache, width: float = 500, modal: bool = True,
                 icon: pygame.Surface | None = None, most: float | None = None) -> None:
        self.title = title
        self.body = body
        self.options = options
        self.modal = modal
        self.icon = icon
        self.s = scale
        w = round(width * scale)
        pad = round(18 * scale)
        # ``most`` caps the player's text size when the dialog would not fit the window
        self.title_size = type_scale.style("title").px(scale, most)
        self.body_size = type_scale.style("heading").px(scale, most)  # the body's, in Inter
        btn_font = type_scale.style("button").px(scale, most)
        btn_h = max(round(46 * scale), round(btn_font * 1.9))  # grows with larger text
        self.body_lines = wrap(text, body, self.body_size, w - 2 * pad) if body else []
        widths = []
        for o in options:
            tw = text.size(o.label, btn_font, "bold")[0] if o.label else 0
            widths.append(min(w - 2 * pad,  # a label longer than that breaks or shrinks
                              tw + round(len(o.gems) * btn_h * 0.72) + round(34 * scale)))
        rows: list[list[int]] = [[]]
        row_w = 0
        gap = round(10 * scale)
        for i, bw in enumerate(widths):
            if rows[-1] and row_w + gap + bw > w - 2 * pad:
                rows.append([])
                row_w = 0
            rows[-1].append(i)
            row_w += bw + (gap if row_w else 0)
        line_h = round(self.body_size * 1.35)
        h = pad + round(self.title_size * 1.4) + len(self.body_lines) * line_h + pad // 2
        h += len(rows) * (btn_h + gap) + pad
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (round(centre[0]), round(centre[1]))
        self.buttons: list[Button] = []
        y = (self.rect.top + pad + round(self.title_size * 1.4) + len(self.body_lines) * line_h
             + pad // 2)
        for row in rows:
            total = sum(widths[i] for i in row) + gap * (len(row) - 1)
            x = self.rect.centerx - total // 2
            for i in row:
                o = options[i]
                self.buttons.append(Button(pygame.Rect(x, y, widths[i], btn_h), o.label, o.intent,
                                           o.gems, o.primary, btn_font, role="button"))
                x += widths[i] + gap
            y += btn_h + gap
        use_px(self.buttons, text, type_scale.MIN_PX)  # the options in one size
        self._pad = pad
        self._line_h = line_h

    def keep_inside(self, area: pygame.Rect) -> None:
        """Move the dialog (with its options) into ``area`` if it sticks out of it."""
        inside = self.rect.clamp(area)
        dx, dy = inside.x - self.rect.x, inside.y - self.rect.y
        self.rect = inside
        for b in self.buttons:
            b.rect.move_ip(dx, dy)

    def process_event(self, event: pygame.event.Event) -> tuple[bool, Any | None]:
        """(consumed, intent). A modal dialog swallows clicks outside itself."""
        for b in self.buttons:
            intent = b.process_event(event)
            if intent is not None:
                return True, intent
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            inside = self.rect.collidepoint(event.pos)
            return (inside or self.modal), None
        return False, None

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache) -> None:
        shadow = self.rect.inflate(round(16 * self.s), round(16 * self.s))
        shadow = shadow.move(0, round(6 * self.s))
        shade = pygame.Surface(shadow.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=round(22 * self.s))
        surface.blit(shade, shadow)
        pygame.draw.rect(surface, palette.panel, self.rect, border_radius=round(16 * self.s))
        pygame.draw.rect(surface, palette.accent, self.rect, width=max(2, round(3 * self.s)),
                         border_radius=round(16 * self.s))
        inner = self.rect.inflate(-round(10 * self.s), -round(10 * self.s))
        pygame.draw.rect(surface, palette.panel_edge, inner, width=1,
                         border_radius=round(12 * self.s))
        x = self.rect.centerx
        y = self.rect.top + self._pad
        title = text.render(self.title, self.title_size, palette.ink, "serif")
        tr_ = title.get_rect(midtop=(x, y))
        if self.icon is not None:
            tr_.x += self.icon.get_width() // 2 + 4
            surface.blit(self.icon, self.icon.get_rect(midright=(tr_.left - 8, tr_.centery)))
        surface.blit(title, tr_)
        typeset.note_panel(self.rect)
        typeset.note("title", self.title_size, tr_, self.rect, self.title)
        y += round(self.title_size * 1.4)
        for line in self.body_lines:
            img = text.render(line, self.body_size, palette.ink_soft)
            typeset.note("heading", self.body_size, surface.blit(img, img.get_rect(midtop=(x, y))),
                         self.rect, line)
            y += self._line_h
        for b in self.buttons:
            b.draw(surface, palette, text)
