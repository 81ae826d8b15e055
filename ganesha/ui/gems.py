"""Drawn pieces: the five gem cuts, pawns, spice tokens and glows, rendered once and cached.

Each colour has its own cut (red round, green emerald, purple triangle, blue hexagon, yellow
marquise), so shape alone tells the colours apart. Pieces are drawn at four times their size and
smooth-scaled down: that gives anti-aliased edges on every platform without per-frame cost.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .theme import GEM_COLOURS, PLAYER_COLOURS, Colour

SUPERSAMPLE = 4
LIGHT = (-0.55, -0.83)  # light from the upper left


def _ring(n: int, rx: float, ry: float, start: float = -math.pi / 2) -> list[tuple[float, float]]:
    return [(rx * math.cos(start + 2 * math.pi * i / n), ry * math.sin(start + 2 * math.pi * i / n))
            for i in range(n)]


def gem_outline(colour: str) -> list[tuple[float, float]]:
    """The cut's outline as points around (0, 0) within the unit radius."""
    if colour == "red":  # round brilliant
        return _ring(24, 0.92, 0.92)
    if colour == "green":  # emerald: a rectangle with cut corners
        w, h, c = 0.74, 0.92, 0.26
        return [(-w + c, -h), (w - c, -h), (w, -h + c), (w, h - c), (w - c, h), (-w + c, h),
                (-w, h - c), (-w, -h + c)]
    if colour == "purple":  # trillion: a triangle with softened corners, point up
        pts = []
        for k in range(3):
            a = -math.pi / 2 + k * 2 * math.pi / 3
            for d in (-0.16, 0.16):
                pts.append((1.0 * math.cos(a + d), 1.0 * math.sin(a + d) + 0.16))
        return pts
    if colour == "blue":  # hexagon, flat top
        return _ring(6, 0.95, 0.95, start=0.0)
    # yellow marquise: a lens with pointed ends, lying on its side
    pts = []
    n = 10
    for side in (1, -1):
        for i in range(n + 1):
            t = -1 + 2 * i / n
            x = t * 1.0
            y = side * 0.58 * (1 - t * t) ** 0.85
            pts.append((x if side == 1 else -x, y))
    return pts[:-1]


def _shade(base: Colour, amount: float) -> Colour:
    if amount >= 0:
        return tuple(min(255, round(c + (255 - c) * amount)) for c in base)  # type: ignore
    return tuple(max(0, round(c * (1 + amount))) for c in base)  # type: ignore


_letters: dict[str, str] = {}  # colour-blind mode: a letter per colour drawn on every gem


def set_colour_blind(letters: dict[str, str] | None) -> None:
    """Draw ``letters[colour]`` on every gem from now on (None: shapes only)."""
    new = dict(letters or {})
    if new != _letters:
        _letters.clear()
        _letters.update(new)
        gem_surface.cache_clear()


def colour_letter(colour: str) -> str:
    """The colour-blind letter of a colour ("" when the mode is off)."""
    return _letters.get(colour, "")


def _draw_letter(surface: pygame.Surface, letter: str, size: int) -> None:
    from .. import resources

    font = resources.font("bold", max(7, round(size * 0.46)))
    ink = font.render(letter, True, (255, 255, 255))
    edge = font.render(letter, True, (25, 12, 4))
    rect = ink.get_rect(center=(surface.get_width() // 2, surface.get_height() // 2))
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)):
        surface.blit(edge, rect.move(dx, dy))
    surface.blit(ink, rect)


@lru_cache(maxsize=256)
def gem_surface(colour: str, size: int, shadow: bool = True, alpha: int = 255) -> pygame.Surface:
    """A gem ``size`` pixels across, centred in a slightly larger transparent surface."""
    size = max(6, int(size))
    box = int(size * 1.3) + 4
    big = box * SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    centre = big / 2
    scale = size * SUPERSAMPLE / 2
    base = GEM_COLOURS[colour]
    outline = gem_outline(colour)
    outer = [(centre + x * scale, centre + y * scale) for x, y in outline]
    table_scale = 0.52
    mx = sum(x for x, _ in outline) / len(outline)
    my = sum(y for _, y in outline) / len(outline)
    inner = [(centre + (mx + (x - mx) * table_scale) * scale,
              centre + (my + (y - my) * table_scale) * scale) for x, y in outline]
    if shadow:
        shade_surf = pygame.Surface((big, big), pygame.SRCALPHA)
        off = size * SUPERSAMPLE * 0.07
        pygame.draw.polygon(shade_surf, (20, 10, 0, 110),
                            [(x + off, y + off * 1.4) for x, y in outer])
        small = pygame.transform.smoothscale(shade_surf, (box // 2 or 1, box // 2 or 1))
        surf.blit(pygame.transform.smoothscale(small, (big, big)), (0, 0))
    pygame.draw.polygon(surf, _shade(base, -0.35), outer)
    n = len(outer)
    for i in range(n):
        j = (i + 1) % n
        ex = (outer[i][0] + outer[j][0]) / 2 - centre
        ey = (outer[i][1] + outer[j][1]) / 2 - centre
        length = math.hypot(ex, ey) or 1
        light = (ex * LIGHT[0] + ey * LIGHT[1]) / length
        pygame.draw.polygon(surf, _shade(base, 0.42 * light - 0.05),
                            [outer[i], outer[j], inner[j], inner[i]])
    pygame.draw.polygon(surf, _shade(base, 0.18), inner)
    line = _shade(base, -0.45)
    width = max(1, SUPERSAMPLE // 2)
    for i in range(n):
        if n <= 8 or i % 3 == 0:
            pygame.draw.line(surf, _shade(base, 0.5), outer[i], inner[i], width)
    pygame.draw.polygon(surf, _shade(base, 0.55), inner, width)
    pygame.draw.polygon(surf, line, outer, max(2, SUPERSAMPLE))
    # the sparkle on the table facet
    hx = centre + (mx - 0.22) * scale
    hy = centre + (my - 0.22) * scale
    spark = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.ellipse(spark, (255, 255, 255, 150),
                        pygame.Rect(hx - scale * 0.2, hy - scale * 0.12, scale * 0.32, scale * 0.2))
    surf.blit(spark, (0, 0))
    result = pygame.transform.smoothscale(surf, (box, box))
    if _letters.get(colour) and size >= 12:
        _draw_letter(result, _letters[colour], size)
    if alpha < 255:
        result.set_alpha(alpha)
    return result


@lru_cache(maxsize=64)
def glow_surface(radius: int, colour: Colour, strength: int = 170) -> pygame.Surface:
    """A soft halo (radial falloff) drawn behind legal pieces and targets."""
    radius = max(4, int(radius))
    size = radius * 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    steps = 14
    for k in range(steps, 0, -1):
        t = k / steps
        a = int(strength * (1 - t) ** 1.4)
        pygame.draw.circle(surf, (*colour, a), (radius, radius), int(radius * t))
    return surf


@lru_cache(maxsize=64)
def rect_glow(w: int, h: int, colour: Colour, spread: int) -> pygame.Surface:
    """A soft glow around a rounded rectangle (drop targets)."""
    surf = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    for k in range(spread, 0, -1):
        a = int(150 * (1 - k / spread) ** 1.6) + 6
        rect = pygame.Rect(spread - k, spread - k, w + 2 * k, h + 2 * k)
        pygame.draw.rect(surf, (*colour, a), rect, width=1, border_radius=10 + k)
    inner = pygame.Rect(spread, spread, w, h)
    pygame.draw.rect(surf, (*colour, 60), inner, width=max(2, spread // 3), border_radius=10)
    return surf


PAWN_LETTERS = {"elephant": "E", "cow": "C", "monkey": "M", "tiger": "T"}


def _elephant(s: pygame.Surface, c: float, r: float, ink: Colour) -> None:
    pygame.draw.ellipse(s, ink, pygame.Rect(c - r * 0.95, c - r * 0.55, r * 0.7, r * 0.9))
    pygame.draw.ellipse(s, ink, pygame.Rect(c + r * 0.25, c - r * 0.55, r * 0.7, r * 0.9))
    pygame.draw.circle(s, ink, (c, c - r * 0.1), r * 0.45)
    pygame.draw.line(s, ink, (c, c), (c + r * 0.05, c + r * 0.7), max(2, int(r * 0.2)))


def _cow(s: pygame.Surface, c: float, r: float, ink: Colour) -> None:
    pygame.draw.ellipse(s, ink, pygame.Rect(c - r * 0.42, c - r * 0.45, r * 0.84, r * 1.05))
    pygame.draw.polygon(s, ink, [(c - r * 0.4, c - r * 0.35), (c - r * 0.85, c - r * 0.75),
                                 (c - r * 0.55, c - r * 0.2)])
    pygame.draw.polygon(s, ink, [(c + r * 0.4, c - r * 0.35), (c + r * 0.85, c - r * 0.75),
                                 (c + r * 0.55, c - r * 0.2)])


def _monkey(s: pygame.Surface, c: float, r: float, ink: Colour) -> None:
    pygame.draw.circle(s, ink, (c - r * 0.55, c - r * 0.1), r * 0.28)
    pygame.draw.circle(s, ink, (c + r * 0.55, c - r * 0.1), r * 0.28)
    pygame.draw.circle(s, ink, (c, c), r * 0.5)


def _tiger(s: pygame.Surface, c: float, r: float, ink: Colour) -> None:
    pygame.draw.circle(s, ink, (c, c + r * 0.05), r * 0.55)
    pygame.draw.polygon(s, ink, [(c - r * 0.5, c - r * 0.25), (c - r * 0.45, c - r * 0.8),
                                 (c - r * 0.1, c - r * 0.45)])
    pygame.draw.polygon(s, ink, [(c + r * 0.5, c - r * 0.25), (c + r * 0.45, c - r * 0.8),
                                 (c + r * 0.1, c - r * 0.45)])


_PAWN_DRAW = {"elephant": _elephant, "cow": _cow, "monkey": _monkey, "tiger": _tiger}


@lru_cache(maxsize=64)
def pawn_surface(seat: int, pawn: str, size: int) -> pygame.Surface:
    """A player's pawn: a coloured token with the animal's silhouette."""
    size = max(8, int(size))
    big = size * SUPERSAMPLE
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    r = big / 2 - SUPERSAMPLE
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    pygame.draw.circle(s, (30, 16, 6), (c, c + SUPERSAMPLE), r)
    pygame.draw.circle(s, colour, (c, c), r - SUPERSAMPLE)
    pygame.draw.circle(s, _shade(colour, 0.35), (c, c), r - SUPERSAMPLE, SUPERSAMPLE * 2)
    _PAWN_DRAW.get(pawn, _monkey)(s, c, r * 0.72, (255, 244, 220))
    return pygame.transform.smoothscale(s, (size, size))


SPICE_COLOURS: dict[str, tuple[Colour, Colour]] = {
    # (token colour, seed colour) — the look of the spice, not a rule
    "remove_last": ((120, 160, 80), (200, 230, 150)),    # cardamom pods
    "swap": ((150, 110, 70), (220, 190, 140)),           # caraway seeds
    "reslot": ((200, 170, 110), (245, 225, 180)),        # coriander balls
    "trade": ((210, 160, 90), (250, 220, 160)),          # ginger root
    "point": ((160, 90, 50), (230, 160, 110)),           # cinnamon bark
    "any_sacrifice": ((100, 60, 40), (190, 130, 90)),    # clove buds
    "gamble": ((200, 50, 40), (250, 150, 120)),          # red pepper
    "redraw": ((50, 44, 40), (150, 140, 130)),           # black pepper
}


@lru_cache(maxsize=64)
def spice_surface(effect: str, size: int) -> pygame.Surface:
    """A round spice token with a small motif of its seeds or pods."""
    size = max(8, int(size))
    big = size * SUPERSAMPLE
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    r = big / 2 - SUPERSAMPLE
    token, seed = SPICE_COLOURS.get(effect, ((150, 120, 80), (230, 200, 150)))
    pygame.draw.circle(s, (40, 24, 10), (c, c + SUPERSAMPLE), r)
    pygame.draw.circle(s, token, (c, c), r - SUPERSAMPLE)
    pygame.draw.circle(s, seed, (c, c), r - SUPERSAMPLE, SUPERSAMPLE)
    if effect in ("remove_last", "swap", "trade", "point"):
        for k in range(3):
            a = k * 2 * math.pi / 3 + 0.4
            rect = pygame.Rect(0, 0, r * 0.55, r * 0.3)
            rect.center = (c + r * 0.35 * math.cos(a), c + r * 0.35 * math.sin(a))
            pygame.draw.ellipse(s, seed, rect)
    elif effect == "any_sacrifice":
        for k in range(4):
            a = k * math.pi / 2
            pygame.draw.line(s, seed, (c, c), (c + r * 0.55 * math.cos(a),
                                               c + r * 0.55 * math.sin(a)),
                             SUPERSAMPLE * 2)
        pygame.draw.circle(s, seed, (c, c), r * 0.2)
    else:
        for k in range(5):
            a = k * 2 * math.pi / 5
            pygame.draw.circle(s, seed, (c + r * 0.4 * math.cos(a), c + r * 0.4 * math.sin(a)),
                               r * 0.15)
    return pygame.transform.smoothscale(s, (size, size))
