"""A push button that reports its ``intent`` when pressed and released over it."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from ganesha.ui.kit import type_scale, typeset
from ganesha.ui.kit.gems import gem_surface
from ganesha.ui.kit.theme import Colour, Palette, TextCache, mix


class Button:
    """A rounded button; the label may be followed by gem icons (``gems``). Its words are drawn
    in a type-scale ``role`` at ``font_size``, the size the screen gives every button of that
    role (:func:`common_px`): a button never picks a size of its own, so a row of buttons reads
    as one kind of thing; a label too long for one line breaks onto two at that same size."""

    def __init__(self, rect: pygame.Rect, label: str, intent: Any, gems: tuple[str, ...] = (),
                 primary: bool = False, font_size: int = 20, enabled: bool = True,
                 role: str = "label", purpose: Hashable = None) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled  # a disabled button keeps its place, flat, and does nothing
        # what the button is for, also while disabled (its ``intent`` is None then): a click
        # on it disabled is answered by why (see refused_click)
        self.purpose = purpose
        self.label = label
        self.intent = intent
        self.gems = gems
        self.primary = primary
        self.font_size = font_size
        self.role = role
        self.hover = False
        self._pressed = False
        self._fit: tuple[tuple[str, int, int, int, int], tuple[str, ...]] | None = None

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

    def refused_click(self, event: pygame.event.Event) -> bool:
        """True when a click completes on this button while it is disabled (pressed and let
        go over it): the screen then says why it cannot be used, instead of nothing."""
        if self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self._pressed = self._pressed, False
            return was and self.rect.collidepoint(event.pos)
        return False

    def room(self) -> int:
        """The label's width: clear of the rounded ends (radius a third of the height) and of
        the gem icons."""
        return self.rect.width - round(self.rect.height * (0.3 + 0.55 * len(self.gems)))

    def lines_at(self, text: TextCache, size: int) -> tuple[str, ...] | None:
        """The label at ``size``: one line if it fits the button, else the two lines (broken at
        the space that balances them) if those fit, else None."""
        room, face = self.room(), type_scale.style(self.role).face
        tall = text.size("Ag", size, face)[1]
        one: tuple[str, ...] = (self.label,)
        if text.size(self.label, size, face)[0] <= room and tall <= self.rect.height:
            return one
        words = self.label.split(" ")
        if len(words) < 2 or 2 * tall > self.rect.height - 4:
            return None
        splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
        two = min(splits, key=lambda pair: max(text.size(w, size, face)[0] for w in pair))
        return two if max(text.size(w, size, face)[0] for w in two) <= room else None

    def fit_px(self, text: TextCache, least: int) -> int:
        """The largest size, from ``font_size`` down to ``least``, at which the label fits (on
        one line or two): what the screen weighs when it picks the one size of a role."""
        size = self.font_size
        while size > least and self.label and self.lines_at(text, size) is None:
            size -= 1
        return size

    def label_lines(self, text: TextCache) -> tuple[tuple[str, ...], int]:
        """The label's lines at the button's size (worked out once per label and size)."""
        key = (self.label, self.rect.width, self.rect.height, self.font_size, len(self.gems))
        if self._fit is None or self._fit[0] != key:
            lines = self.lines_at(text, self.font_size)
            if lines is None:  # too long even broken: two lines, the check says it overflows
                words = self.label.split(" ")
                half = max(1, len(words) // 2)
                lines = (self.label,) if len(words) < 2 else (" ".join(words[:half]),
                                                               " ".join(words[half:]))
            self._fit = (key, lines)
        return self._fit[1], self.font_size

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache) -> None:
        radius = max(6, self.rect.height // 3)
        if self.enabled:
            ink = self._draw_raised(surface, palette, radius)
        else:
            ink = self._draw_flat(surface, palette, radius)
        lines: list[pygame.Surface] = []
        if self.label:
            words, size = self.label_lines(text)
            face = type_scale.style(self.role).face
            lines = [text.render(line, size, ink, face) for line in words]
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
            for line, said in zip(lines, words, strict=True):
                at = surface.blit(line, line.get_rect(midtop=(round(x + block / 2), round(y))))
                typeset.note(self.role, size, at, self.rect, said)
                y += line.get_height()
            x += block + gap
        for icon in icons:
            w = icon.get_width() * 0.8
            surface.blit(icon, icon.get_rect(center=(round(x + w / 2), self.rect.centery)))
            x += w + gap


    def _draw_raised(self, surface: pygame.Surface, palette: Palette, radius: int) -> Colour:
        """A usable button stands up from the table: a face over a shadow, a firm edge."""
        fill = palette.accent if self.primary else palette.panel
        if self.hover:
            fill = mix(fill, (255, 255, 255), 0.18)
        if self._pressed:
            fill = mix(fill, (0, 0, 0), 0.12)
        shadow = self.rect.move(0, max(2, self.rect.height // 14))
        pygame.draw.rect(surface, palette.panel_shadow, shadow, border_radius=radius)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, palette.panel_edge, self.rect, width=2, border_radius=radius)
        return palette.accent_ink if self.primary else palette.ink

    def _draw_flat(self, surface: pygame.Surface, palette: Palette, radius: int) -> Colour:
        """A button that cannot be used now lies flat: no shadow, no face, only a thin
        outline around a dimmed body, so its shape says "not now" before its words are read
        (the words keep 4.5:1 on the body, WCAG AA)."""
        body = mix(palette.panel, palette.panel_shadow, 0.12)
        pygame.draw.rect(surface, body, self.rect, border_radius=radius)
        inset = self.rect.inflate(-4, -4)  # a sunk rim inside: the face is missing
        pygame.draw.rect(surface, mix(body, palette.panel_shadow, 0.35), inset, width=1,
                         border_radius=max(4, radius - 2))
        pygame.draw.rect(surface, palette.ink_soft, self.rect, width=1, border_radius=radius)
        return palette.ink_soft


def full_width(button: Button, text: TextCache, least: int) -> int:
    """The width (at least ``least``) at which the button's label fits on one line at its full
    size, with the rounded ends' margin on each side: a longer translation ("Главное меню" at
    150 % text) widens its button instead of shrinking into a smaller or two-line label."""
    face = type_scale.style(button.role).face
    need = text.size(button.label, button.font_size, face)[0] + round(button.rect.height * 0.7)
    return max(least, need)


def fit_row(buttons: list[Button], text: TextCache, right: int, gap: int) -> None:
    """Widen each button to :func:`full_width` and pack them ``gap`` apart, the last one ending
    at ``right`` (a row at a screen's right edge that grows leftwards)."""
    x = right
    for b in reversed(buttons):
        b.rect.width = full_width(b, text, b.rect.width)
        b.rect.right = x
        x = b.rect.left - gap


def common_px(buttons: Sequence[Button], text: TextCache, least: int) -> int:
    """The one size a set of buttons of one role is drawn at: the largest at which every label
    fits its button (not below ``least``). Set it on all of them with :func:`use_px`."""
    return min((b.fit_px(text, least) for b in buttons), default=least)


def use_px(buttons: Sequence[Button], text: TextCache, least: int) -> None:
    """Draw the buttons at their :func:`common_px`."""
    size = common_px(buttons, text, least)
    for b in buttons:
        b.font_size = size
