"""A round's banner: the plate on Ganesha's medallion that names the round as it begins, inside
the innermost ring of slots so it covers no gem, slot or pawn."""

from __future__ import annotations

import math

import pygame

from ganesha.ui.kit import type_scale
from ganesha.ui.kit.theme import Palette, TextCache, wrap
from ganesha.ui.table.draw.layout import Layout


def banner_rect(lay: Layout, text: TextCache, words: str, line: str = ""
                ) -> tuple[pygame.Rect, list[tuple[str, int, str]]]:
    """Where the round banner's plate stands and its lines (words, pixel size, face), wrapped to
    fit: on Ganesha's medallion, inside the innermost ring of slots, so it covers no gem, slot
    or pawn while the round begins around it."""
    title_px, line_px = type_scale.style("title").px(lay.s), type_scale.style("label").px(lay.s)
    centre = pygame.Vector2(lay.centre)
    clear = min(centre.distance_to(xy) for row in lay.slot_pos for xy in row) \
        - lay.slot_radius - lay.px(4)
    lines = [(words, title_px, "serif")] + ([(line, line_px, "bold")] if line else [])
    parts = lines
    for _ in range(3):  # the wrapped lines' height narrows the room: settle on both
        half_h = (sum(text.size(x, px, face)[1] for x, px, face in parts) + lay.px(16)) / 2
        room = round(2 * math.sqrt(max(0.0, clear ** 2 - half_h ** 2)) - lay.px(36))
        parts = [(x, px, face) for words_, px, face in lines
                 for x in wrap(text, words_, px, max(room, lay.px(60)), face)]
    width = max(text.size(x, px, face)[0] for x, px, face in parts)
    height = sum(text.size(x, px, face)[1] for x, px, face in parts)
    box = pygame.Rect(0, 0, width + lay.px(36), height + lay.px(16))
    box.center = (round(lay.centre[0]), round(lay.centre[1]))
    return box, parts


def draw_banner(surface: pygame.Surface, lay: Layout, p: Palette, text: TextCache,
                 words: str, line: str, alpha: float) -> None:
    box, lines = banner_rect(lay, text, words, line)
    plate = pygame.Surface(box.size, pygame.SRCALPHA)
    radius = min(plate.get_height() // 2, lay.px(24))
    pygame.draw.rect(plate, (*p.panel, round(235 * alpha)), plate.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(plate, (*p.accent, round(255 * alpha)), plate.get_rect(), width=lay.px(3),
                     border_radius=radius)
    surface.blit(plate, box)
    y = box.top + lay.px(8)
    for words_line, px, face in lines:
        img = text.render(words_line, px, p.ink if face == "serif" else p.ink_soft, face).copy()
        img.set_alpha(round(255 * alpha))
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height()


__all__ = ["banner_rect", "draw_banner"]
