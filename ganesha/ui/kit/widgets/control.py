"""The base of the menus' focusable controls and the focus ring they share.

A control reports a value when the player changed or pressed it and never touches game or file
logic (like the table's :class:`~ganesha.ui.kit.widgets.button.Button`); a
:class:`~ganesha.ui.kit.widgets.form.Form` decides which control has the keyboard focus.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from ganesha.ui.kit import type_scale
from ganesha.ui.kit.theme import Palette, TextCache


class Control:
    """A focusable thing with a rectangle; subclasses answer mouse and keys."""

    focusable = True

    def __init__(self, name: Hashable, rect: pygame.Rect, role: str = "label") -> None:
        self.name = name  # the control's identity: a word, or an enum or frozen value
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.role = role  # the type-scale role of its words
        self.font_size = type_scale.style(role).px()
        """The size its words are drawn at: the role's on the screen, which the screen sets
        for every control of the role at once (``MenuScene.settle_type``)."""

    def fit_px(self, text: TextCache, least: int) -> int:
        """The largest size, from :attr:`font_size` down to ``least``, at which this control's
        words fit it (what the screen weighs when it picks the one size of a role)."""
        return self.font_size

    def handle(self, event: pygame.event.Event, focused: bool) -> Any:
        """A value when the event changed or pressed this control, else None."""
        return None

    def key(self, event: pygame.event.Event) -> Any:
        """A key while focused: a value, or None if the key is not this control's."""
        return None

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache, focused: bool,
             s: float) -> None:
        pass


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, s: float) -> None:
    """The marigold ring around the control that has the keyboard focus."""
    ring = rect.inflate(round(10 * s), round(10 * s))
    pygame.draw.rect(surface, palette.accent, ring, width=max(2, round(3 * s)),
                     border_radius=max(6, ring.height // 3))


__all__ = ["Control", "focus_ring"]
