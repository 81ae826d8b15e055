"""The one 1280×800 design grid: every screen is laid out in design units and scaled uniformly
(centred, letter-boxed) to the window, so proportions hold from 1024×600 to 4K.

Before this module the fit was written out three times (table layout, menus, results); now each
screen calls :meth:`DesignGrid.fit_to` and converts design units with ``px``/``r``/``p``.
"""

from __future__ import annotations

from typing import Final

import pygame

from ganesha.ui.kit import type_scale

DESIGN_W: Final = 1280
DESIGN_H: Final = 800


class DesignGrid:
    """``s`` is the window's scale and (``ox``, ``oy``) the offset that centres the grid; these
    turn design units into pixels. Used as a base by screens and by the table layout."""

    s: float = 1.0
    ox: float = 0.0
    oy: float = 0.0

    def fit_to(self, size: tuple[int, int]) -> None:
        """Scale the grid to fit ``size`` whole, centred."""
        w, h = max(1, size[0]), max(1, size[1])
        self.s = min(w / DESIGN_W, h / DESIGN_H)
        self.ox = (w - DESIGN_W * self.s) / 2
        self.oy = (h - DESIGN_H * self.s) / 2

    def px(self, v: float) -> int:
        return max(1, round(v * self.s))

    def font_px(self, role: str, most: float | None = None) -> int:
        """The pixel size of a type-scale role on this grid at the player's text size (``most``
        caps its growth, see ``Style.px``): text sizes come from the one scale
        (ganesha/ui/kit/type_scale.py), never from a number of the scene's own."""
        return type_scale.style(role).px(self.s, most)

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(self.ox + x * self.s), round(self.oy + y * self.s),
                           round(w * self.s), round(h * self.s))

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (self.ox + x * self.s, self.oy + y * self.s)

    def design_x(self, pixel_x: float) -> float:
        """The design x of a window pixel: to place things after text measured in pixels."""
        return (pixel_x - self.ox) / self.s


__all__ = ["DESIGN_H", "DESIGN_W", "DesignGrid"]
