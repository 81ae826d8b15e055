"""The game's art at any size: gems, spice tokens, pawns, Ganesha, and the table's materials.

The pieces are hand-written SVG files in ``assets/art`` (see docs/development.md, "Art and type"),
rasterised by pygame-ce at exactly the size shown, so they are crisp from 1024x600 to 4K. What
this module adds is the *composition* the painter needs around them: drop shadows, the states
of a gem (lifted, dimmed, ghost), a colour-blind letter, a spice badge, a pawn's player-coloured
base, tiled stone or cloth with depth. Every function is cached by its arguments, so the painter
calls it every frame at no cost; :func:`preload` warms the cache for one window size.

Nothing here knows the rules: a gem is a colour, a spice is an effect id, a pawn an animal.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache
from typing import Final

import pygame

from ganesha.data import resources
from ganesha.data.vocabulary import PAWNS as ANIMALS
from ganesha.engine import SPICES
from ganesha.engine.boards import SIDES

Colour = tuple[int, int, int]

GEM_CUTS: Final[dict[str, str]] = {
    # each colour has its own cut, so the shape alone tells the colours apart
    "red": "round brilliant",
    "green": "emerald",
    "purple": "trillion",
    "blue": "hexagon",
    "yellow": "marquise",
}
GEM_STATES: Final = ("normal", "lifted", "dim", "ghost")

MATERIALS: Final[dict[str, tuple[str, str]]] = {
    # side -> (board texture, panel texture); baked by build/make_art.py
    "day": ("sandstone", "parchment"),
    "night": ("indigo", "indigo_panel"),
}
TRIM: Final[dict[str, tuple[Colour, Colour]]] = {
    # side -> (trim, trim shadow): marigold on sandstone, gold on indigo
    "day": ((232, 140, 24), (128, 70, 20)),
    "night": ((222, 180, 80), (10, 10, 34)),
}

SHADOW_ALPHA: Final = 110
GEM_BOX: Final = 1.3  # a gem's surface is this many times its size: room for the shadow


def _check(kind: str, value: str, known: Collection[str]) -> None:
    if value not in known:
        raise ValueError(f"No {kind} like {value!r}; choose from {', '.join(known)}")


def _shadow_of(sprite: pygame.Surface, alpha: int, blur: int) -> pygame.Surface:
    """A soft dark copy of a sprite's silhouette (its alpha, blurred), to blit under it."""
    pad = blur * 2
    shadow = pygame.Surface((sprite.get_width() + 2 * pad, sprite.get_height() + 2 * pad),
                            pygame.SRCALPHA)
    shadow.blit(sprite, (pad, pad))
    shadow.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    shadow.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    if blur > 0:
        shadow = pygame.transform.gaussian_blur(shadow, blur)
    return shadow


def _outlined_text(text: str, size: int, ink: Colour, edge: Colour) -> pygame.Surface:
    font = resources.font("text_bold", size)
    face = font.render(text, True, ink)
    rim = font.render(text, True, edge)
    out = pygame.Surface((face.get_width() + 2, face.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2), (0, 0), (2, 2), (0, 2), (2, 0)):
        out.blit(rim, (dx, dy))
    out.blit(face, (1, 1))
    return out


@lru_cache(maxsize=256)
def gem(colour: str, size: int, state: str = "normal", letter: str = "") -> pygame.Surface:
    """A gem ``size`` pixels across, centred on a ``GEM_BOX`` times larger transparent surface.

    States: ``normal`` (resting, a close shadow), ``lifted`` (picked up: a wider, farther
    shadow), ``dim`` (not a legal choice: greyed and faded, still recognisable by its cut),
    ``ghost`` (a preview where it would land: translucent, no shadow). ``letter`` is the
    colour-blind letter, drawn in the middle with a dark rim so it reads on every colour.
    """
    _check("gem colour", colour, GEM_CUTS)
    _check("gem state", state, GEM_STATES)
    size = max(8, int(size))
    box = round(size * GEM_BOX) + 4
    out = pygame.Surface((box, box), pygame.SRCALPHA)
    lifted = state == "lifted"
    # a lifted gem is drawn a little larger and higher, its shadow wider and farther below
    sprite = resources.svg(f"gems/{colour}", round(size * 1.08) if lifted else size)
    centre = (box // 2, box // 2)
    rect = sprite.get_rect(center=(centre[0], centre[1] - (round(size * 0.05) if lifted else 0)))
    if state in ("normal", "lifted", "dim"):
        blur = max(1, size // (8 if lifted else 14))
        shadow = _shadow_of(sprite, SHADOW_ALPHA if lifted else SHADOW_ALPHA + 30, blur)
        offset = size * (0.1 if lifted else 0.04)
        out.blit(shadow, shadow.get_rect(center=(centre[0] + offset * 0.6, centre[1] + offset)))
    out.blit(sprite, rect)
    if letter and size >= 14:
        text = _outlined_text(letter, max(9, round(size * 0.42)), (255, 255, 255), (25, 12, 4))
        out.blit(text, text.get_rect(center=rect.center))
    if state == "dim":
        grey = pygame.transform.grayscale(out)
        grey.set_alpha(170)
        out.blit(grey, (0, 0))
        out.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
    elif state == "ghost":
        out.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
    return out


@lru_cache(maxsize=128)
def spice_token(effect: str, size: int, badge: str = "", badge_px: int = 0) -> pygame.Surface:
    """A round spice token ``size`` pixels across, with a drop shadow and an optional badge.

    Each of the eight spices has its own field colour and illustration, so it reads without
    its name; ``badge`` (a letter or a number) sits on the rim at the lower right, at least
    ``badge_px`` pixels tall (a type-scale size, so a small token's badge still reads).
    """
    _check("spice", effect, SPICES)
    size = max(8, int(size))
    sprite = resources.svg(f"spices/{effect}", size)
    pad = max(2, size // 10)
    out = pygame.Surface((size + pad, size + pad), pygame.SRCALPHA)
    shadow = _shadow_of(sprite, SHADOW_ALPHA, max(1, size // 16))
    off = max(1, size // 24)
    out.blit(shadow, shadow.get_rect(center=(size // 2 + off, size // 2 + off * 2)))
    out.blit(sprite, (0, 0))
    if badge:
        r = max(5, round(size * 0.19), round(badge_px * 0.62))
        centre = (round(size * 0.84), round(size * 0.84))
        pygame.draw.circle(out, (40, 22, 8), centre, r + 1)
        pygame.draw.circle(out, (252, 240, 210), centre, r)
        text = resources.font("text_bold", max(8, badge_px, round(r * 1.3))).render(
            badge, True, (40, 22, 8))
        out.blit(text, text.get_rect(center=centre))
    return out


@lru_cache(maxsize=16)
def ganesha_centrepiece(size: int) -> pygame.Surface:
    """The illustrated Ganesha in his marigold halo, ``size`` pixels across."""
    return resources.svg("ganesha", max(16, int(size)))


@lru_cache(maxsize=64)
def pawn(animal: str, size: int, colour: Colour | None = None) -> pygame.Surface:
    """A pawn figure ``size`` pixels tall standing on a base in the player's ``colour``."""
    _check("pawn", animal, ANIMALS)
    size = max(10, int(size))
    figure = resources.svg(f"pawns/{animal}", size)
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    if colour is not None:
        # a lacquered disc under the feet: drawn 4x and smooth-scaled for a clean edge
        big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
        base = pygame.Rect(size * 0.3, size * 3.3, size * 3.4, size * 0.6)
        dark = tuple(round(c * 0.55) for c in colour)
        light = tuple(min(255, round(c + (255 - c) * 0.35)) for c in colour)
        pygame.draw.ellipse(big, (*dark, 255), base.move(0, size * 0.1))
        pygame.draw.ellipse(big, (*colour, 255), base)
        pygame.draw.ellipse(big, (*light, 255), base, max(2, size // 10))
        out.blit(pygame.transform.smoothscale(big, (size, size)), (0, 0))
    shadow = _shadow_of(figure, SHADOW_ALPHA - 30, max(1, size // 20))
    out.blit(shadow, shadow.get_rect(center=(size // 2 + size // 30, size // 2 + size // 30)))
    out.blit(figure, (0, 0))
    return out


def material(side: str, part: str = "board") -> pygame.Surface:
    """The baked tile of a side's ``board`` or ``panel`` material (seamless, repeatable)."""
    _check("side", side, SIDES)
    board, panel_name = MATERIALS[side]
    return resources.image(f"materials/{board if part == 'board' else panel_name}")


def _tiled(tile: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    out = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    tw, th = tile.get_size()
    for y in range(0, size[1], th):
        for x in range(0, size[0], tw):
            out.blit(tile, (x, y))
    return out


@lru_cache(maxsize=4)  # window-sized: a few sides and sizes, not a history of resizes
def board(side: str, width: int, height: int) -> pygame.Surface:
    """The table's surface: the side's stone or cloth, darker towards the edges for depth."""
    size = (max(1, int(width)), max(1, int(height)))
    out = _tiled(material(side, "board"), size)
    # a vignette: concentric ellipses drawn small and smooth-scaled up into a soft falloff
    small = pygame.Surface((64, 40), pygame.SRCALPHA)
    steps = 12
    for k in range(steps):
        t = k / steps
        rect = pygame.Rect(0, 0, round(64 * (1.5 - t)), round(40 * (1.5 - t)))
        rect.center = (32, 20)
        pygame.draw.ellipse(small, (0, 0, 0, round(90 * (1 - t) ** 2)), rect)
    out.blit(pygame.transform.smoothscale(small, size), (0, 0))
    return out


@lru_cache(maxsize=64)
def panel(side: str, width: int, height: int, radius: int = 12) -> pygame.Surface:
    """A raised panel: textured, rounded, lit along the top, with a double trim line.

    The trim is marigold by day and gold by night. The surface is exactly ``width`` x
    ``height``; :func:`drop_shadow` gives the shadow to blit under it.
    """
    w, h = max(4, int(width)), max(4, int(height))
    radius = max(0, min(int(radius), w // 2, h // 2))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(_tiled(material(side, "panel"), (w, h)), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    trim, deep = TRIM[side]
    edge = max(1, min(2, round(min(w, h) / 90)))  # thin at every size: the trim frames, not fills
    # bevel: light along the top and left, shade along the bottom
    light = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(light, (255, 255, 255, 70), light.get_rect(), width=edge * 2,
                     border_radius=radius)
    out.blit(light, (0, -edge))
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shade, (*deep, 110), shade.get_rect(), width=edge * 2, border_radius=radius)
    out.blit(shade, (0, edge))
    pygame.draw.rect(out, deep, out.get_rect(), width=edge, border_radius=radius)
    inset = edge * 2 + 1  # close to the edge: titles sit just inside it at every scale
    inner = out.get_rect().inflate(-2 * inset, -2 * inset)
    if inner.width > 0 and inner.height > 0:
        pygame.draw.rect(out, trim, inner, width=edge, border_radius=max(0, radius - inset))
    return out


@lru_cache(maxsize=64)
def drop_shadow(width: int, height: int, radius: int = 12) -> pygame.Surface:
    """The soft shadow of a panel, larger than it by ``spread`` on every side (see below).

    Blit it at the panel's position minus :func:`shadow_spread` plus a small downward offset.
    """
    spread = shadow_spread(width, height)
    blur = max(1, spread // 2)
    corner = spread + radius + 2 * blur  # beyond this from a corner, a row is all alike
    if min(width, height) + 2 * spread <= 2 * corner + 1:
        return _blurred_rect(width, height, spread, radius, blur)
    return _nine_slice(_blurred_rect(2 * (corner - spread) + 1, 2 * (corner - spread) + 1,
                                     spread, radius, blur), corner,
                       (width + 2 * spread, height + 2 * spread))


def _blurred_rect(width: int, height: int, spread: int, radius: int,
                  blur: int) -> pygame.Surface:
    out = pygame.Surface((width + 2 * spread, height + 2 * spread), pygame.SRCALPHA)
    pygame.draw.rect(out, (0, 0, 0, 120), pygame.Rect(spread, spread, width, height),
                     border_radius=radius)
    return pygame.transform.gaussian_blur(out, blur)


def _nine_slice(small: pygame.Surface, corner: int, size: tuple[int, int]) -> pygame.Surface:
    """A big panel's shadow from a small one's: the same corners, each edge's middle row or
    column stretched, the inside filled. Blurring the whole panel took 124-286 ms for a
    results-sized one on the 2-core machine (a frame a player sees stall); this takes a few.
    Pixel for pixel the same: away from the corners every row of the blur is alike."""
    width, height = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    far_w, far_h = width - corner, height - corner
    mid = corner  # the small shadow's middle row and column
    for (sx, sy), (dx, dy) in (((0, 0), (0, 0)), ((mid + 1, 0), (far_w, 0)),
                               ((0, mid + 1), (0, far_h)), ((mid + 1, mid + 1), (far_w, far_h))):
        out.blit(small, (dx, dy), pygame.Rect(sx, sy, corner, corner))
    inner_w, inner_h = far_w - corner, far_h - corner
    for strip, place, stretch in (
            (pygame.Rect(mid, 0, 1, corner), (corner, 0), (inner_w, corner)),
            (pygame.Rect(mid, mid + 1, 1, corner), (corner, far_h), (inner_w, corner)),
            (pygame.Rect(0, mid, corner, 1), (0, corner), (corner, inner_h)),
            (pygame.Rect(mid + 1, mid, corner, 1), (far_w, corner), (corner, inner_h))):
        out.blit(pygame.transform.scale(small.subsurface(strip), stretch), place)
    out.fill(small.get_at((mid, mid)), pygame.Rect(corner, corner, inner_w, inner_h))
    return out


def shadow_spread(width: int, height: int) -> int:
    """How far a panel's drop shadow reaches beyond it, in pixels."""
    return max(3, round(min(width, height) / 24))


def preload(scale: float = 1.0) -> int:
    """Rasterise every piece at the sizes the table uses at a design scale; returns the count.

    The sizes are the 1280x800 design sizes (gems 28/48/72 px, tokens 22/34 px, pawns 32 px,
    Ganesha 220 px) times ``scale``; a window change calls this again for the new scale.
    """
    count = 0

    def px(v: float) -> int:
        return max(8, round(v * scale))

    for colour in GEM_CUTS:
        for size in (28, 48, 72):
            for state in GEM_STATES:
                gem(colour, px(size), state)
                count += 1
    for effect in SPICES:
        for size in (22, 34):
            spice_token(effect, px(size))
            count += 1
    for animal in ANIMALS:
        pawn(animal, px(32))
        count += 1
    ganesha_centrepiece(px(220))
    count += 1
    for side in SIDES:
        board(side, px(1280), px(800))
        panel(side, px(300), px(180))
        count += 2
    return count


__all__ = [
    "ANIMALS",
    "GEM_CUTS",
    "GEM_STATES",
    "MATERIALS",
    "SIDES",
    "SPICES",
    "board",
    "drop_shadow",
    "ganesha_centrepiece",
    "gem",
    "material",
    "panel",
    "pawn",
    "preload",
    "shadow_spread",
    "spice_token",
]
