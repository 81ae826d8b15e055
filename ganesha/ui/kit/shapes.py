"""Small drawn shapes the table and the menus share: the carved panel, hexagons, the drum,
the bag, and text shortened to fit."""

from __future__ import annotations

import math

import pygame

from ganesha.ui.kit import art, typeset
from ganesha.ui.kit.theme import Palette, TextCache, blit_text, mix


def panel(surface: pygame.Surface, rect: pygame.Rect, p: Palette, s: float,
          fill: tuple[int, int, int] | None = None, radius: float = 14) -> None:
    """A raised panel of the side's material (parchment by day, indigo cloth by night) with its
    trim and soft shadow; with ``fill`` a flat carved panel of that colour instead."""
    rad = max(4, round(radius * s))
    if fill is None and p.name in art.MATERIALS and rect.width > 8 and rect.height > 8:
        spread = art.shadow_spread(rect.width, rect.height)
        surface.blit(art.drop_shadow(rect.width, rect.height, rad),
                     (rect.left - spread, rect.top - spread + max(2, round(3 * s))))
        surface.blit(art.panel(p.name, rect.width, rect.height, rad), rect)
        return
    shadow = rect.move(0, max(2, round(4 * s)))
    pygame.draw.rect(surface, p.panel_shadow, shadow, border_radius=rad)
    pygame.draw.rect(surface, fill or p.panel, rect, border_radius=rad)
    pygame.draw.rect(surface, p.panel_edge, rect, width=max(2, round(2 * s)), border_radius=rad)
    inner = rect.inflate(-round(10 * s), -round(10 * s))
    pygame.draw.rect(surface, mix(p.panel_edge, fill or p.panel, 0.55), inner, width=1,
                     border_radius=max(2, rad - round(4 * s)))


def hex_points(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    cx, cy = centre
    return [(cx + radius * math.cos(math.radians(60 * k - 90)),
             cy + radius * math.sin(math.radians(60 * k - 90))) for k in range(6)]


def drum_rect(centre: tuple[float, float], size: int) -> pygame.Rect:
    """Where the drum of ``size`` centred on ``centre`` is drawn, its shadow included (what
    other marks on a tile keep clear of)."""
    body = pygame.Rect(0, 0, size, round(size * 0.78))
    body.center = (round(centre[0]), round(centre[1]))
    return body.inflate(0, 4)


def draw_drum(surface: pygame.Surface, centre: tuple[float, float], size: int, number: int,
              p: Palette, text: TextCache) -> None:
    """Ganesha's drum (a small dhol) showing 1–3."""
    body = drum_rect(centre, size).inflate(0, -4)
    w, h = body.size
    pygame.draw.rect(surface, (40, 20, 10), body.move(0, 2), border_radius=h // 3)
    pygame.draw.rect(surface, (176, 48, 38), body, border_radius=h // 3)
    for k in range(1, 4):
        x = body.left + w * k / 4
        pygame.draw.line(surface, (240, 200, 90), (x, body.top + 2), (x, body.bottom - 2), 2)
    pygame.draw.rect(surface, (240, 200, 90), body, width=2, border_radius=h // 3)
    face = pygame.Rect(0, 0, round(h * 0.8), round(h * 0.8))
    face.center = body.center
    pygame.draw.ellipse(surface, (250, 236, 200), face)
    pygame.draw.ellipse(surface, (120, 60, 20), face, 2)
    px = round(h * 0.62)
    at = blit_text(surface, text, str(number), px, (90, 30, 10), body.center, "center", "serif")
    typeset.note("mark", px, at, body, str(number))


def draw_bag(surface: pygame.Surface, centre: tuple[float, float], size: int, count: int,
             p: Palette, text: TextCache) -> None:
    cx, cy = centre
    body = pygame.Rect(0, 0, size, round(size * 0.82))
    body.center = (round(cx), round(cy + size * 0.1))
    pygame.draw.ellipse(surface, (70, 40, 20), body.move(0, 2))
    pygame.draw.ellipse(surface, (150, 90, 50), body)
    neck = [(cx - size * 0.22, cy - size * 0.28), (cx + size * 0.22, cy - size * 0.28),
            (cx + size * 0.32, cy - size * 0.48), (cx - size * 0.32, cy - size * 0.48)]
    pygame.draw.polygon(surface, (150, 90, 50), neck)
    pygame.draw.line(surface, (240, 200, 90), (cx - size * 0.24, cy - size * 0.28),
                     (cx + size * 0.24, cy - size * 0.28), 3)
    px = round(size * 0.5)
    at = blit_text(surface, text, str(count), px, (255, 244, 220), (cx, cy + size * 0.12),
                   "center", "bold")
    typeset.note("mark", px, at, body, str(count))


def fit(text: TextCache, value: str, size: int, width: int, kind: str = "sans") -> str:
    """``value`` shortened with an ellipsis so that it fits ``width`` pixels."""
    if text.size(value, size, kind)[0] <= width:
        return value
    while value and text.size(value + "…", size, kind)[0] > width:
        value = value[:-1]
    return value + "…"



__all__ = ["draw_bag", "draw_drum", "drum_rect", "fit", "hex_points", "panel"]
