"""A notice on the results screen: what finishing the game could not keep (a full disk, a
folder that cannot be written), said where the player is — the results open by themselves over
the table, so a notice left on the table was seen only after "See the table"."""

from __future__ import annotations

import pygame

from ganesha.ui.kit import type_scale
from ganesha.ui.kit.theme import Palette, TextCache, blit_text, wrap

#: Design height of a line at its size (as the menus' paragraphs space them).
LINE_SPACING = 1.3


def notice_lines(cache: TextCache, words: str, largest: int, width: int,
                 height: int) -> tuple[list[str], int]:
    """``words`` wrapped to ``width`` pixels at the largest size, from ``largest`` down to the
    type's floor, whose lines fit ``height`` pixels; (the lines, their pixel size)."""
    px = largest
    lines = wrap(cache, words, px, width)
    while px > type_scale.MIN_PX and len(lines) * px * LINE_SPACING > height:
        px -= 1
        lines = wrap(cache, words, px, width)
    return lines, px


def draw_notice(surface: pygame.Surface, cache: TextCache, palette: Palette, words: str,
                box: pygame.Rect, largest: int, anchor: str = "midleft") -> list[pygame.Rect]:
    """The notice in ``box``, vertically centred, each line ``anchor``-ed ("midleft": at the
    box's left; "midtop": centred), in the palette's warning ink; the rectangles of its lines
    (the screen checks that nothing overlaps). Lines that do not fit even at the smallest type
    are cut at the box's foot, never drawn over what is below."""
    lines, px = notice_lines(cache, words, largest, box.width, box.height)
    step = px * LINE_SPACING
    room = max(1, int(box.height // step))
    shown = lines[:room]
    top = box.centery - step * len(shown) / 2
    drawn = []
    for i, line in enumerate(shown):
        y = round(top + step * i + step / 2)
        x = box.left if anchor == "midleft" else box.centerx
        drawn.append(blit_text(surface, cache, line, px, palette.bad, (x, y),
                               "midleft" if anchor == "midleft" else "center"))
    return drawn


__all__ = ["draw_notice", "notice_lines"]
