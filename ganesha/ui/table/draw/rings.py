"""The rings on a tile's pieces that may be picked up (and the white one on the selected piece):
how wide they are, so the words beside them ("Taken", a Treasury count, the score) keep clear of
them at their widest, and drawing them."""

from __future__ import annotations

from typing import Final

import pygame

from ganesha.ui.kit.theme import Palette
from ganesha.ui.table.draw.layout import TREASURY_GEM, Layout
from ganesha.ui.table.intents import Point

RING_GROWS: Final = 1.13
"""The widest a ring grows past :func:`ring_radius` (the selected piece's): what words keep
clear of."""
BREATH: Final = 0.08
"""How much wider a ring breathes at the top of its pulse."""


def ring_radius(lay: Layout, pos: Point) -> float:
    """The ring around a tile's piece at ``pos``, at rest: snug round a Treasury gem, whose
    cell has its count at the right and the next cell's gem beside it."""
    if any(t.treasury_rect.collidepoint(pos) for t in lay.tiles):
        return TREASURY_GEM * lay.s * 0.56
    return lay.gem_tile * 0.62


def draw_rings(surface: pygame.Surface, lay: Layout, p: Palette, rings: tuple[Point, ...],
               selected: Point | None, pulse: float) -> list[tuple[str, pygame.Rect]]:
    """A breathing ring (``pulse`` 0..1) on each piece that may be picked up, a white one on
    the selected piece; returns where each was drawn, as ("ring", rect)."""
    drawn = []
    for pos in rings:
        drawn.append(pygame.draw.circle(surface, p.accent, (round(pos[0]), round(pos[1])),
                                        round(ring_radius(lay, pos) * (1 + BREATH * pulse)),
                                        max(2, lay.px(2))))
    if selected is not None:
        drawn.append(pygame.draw.circle(surface, (255, 255, 255),
                                        (round(selected[0]), round(selected[1])),
                                        round(ring_radius(lay, selected) * RING_GROWS),
                                        max(2, lay.px(3))))
    return [("ring", rect) for rect in drawn]


__all__ = ["BREATH", "RING_GROWS", "draw_rings", "ring_radius"]
