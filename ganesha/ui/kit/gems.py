"""The pieces as the scenes ask for them: gems, pawns, spice tokens, and the glows around them.

The pictures are the repository's SVG art composed by :mod:`ganesha.ui.kit.art` (one cut per colour,
so the shape alone tells the colours apart; eight illustrated spices; four animal figures); this
module adds what is the player's choice rather than the art's: the colour-blind letters (those of
the look worn now, :func:`ganesha.data.look.current`), a seat's colour under its pawn, and the
soft glows drawn behind legal pieces and targets. Everything is cached by its arguments (a gem by
its letter too), so a frame pays nothing for it.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ganesha.data.i18n import colour_letters
from ganesha.data.look import current
from ganesha.ui.kit import art
from ganesha.ui.kit.theme import PLAYER_COLOURS, Colour


def colour_letter(colour: str) -> str:
    """The colour-blind letter of a colour in the look worn now: the initial of its name in the
    look's language, or "" when colour-blind mode is off."""
    return colour_letters().get(colour, "") if current().colour_blind else ""


def gem_surface(colour: str, size: int, shadow: bool = True, alpha: int = 255) -> pygame.Surface:
    """A gem ``size`` pixels across, centred in a slightly larger transparent surface.

    The faceted SVG art of :mod:`ganesha.ui.kit.art` with its drop shadow (``shadow=False``: the
    translucent ghost, for empty places), the colour-blind letter of the look worn now, and
    ``alpha`` below 255 for pieces that are not a choice now.
    """
    return lettered_gem(colour, size, shadow, alpha, colour_letter(colour))


@lru_cache(maxsize=256)
def lettered_gem(colour: str, size: int, shadow: bool, alpha: int,
                 letter: str) -> pygame.Surface:
    """:func:`gem_surface` with its ``letter`` given ("" for none), cached by every argument, the
    letter included: a gem drawn in one look is never shown in another."""
    img = art.gem(colour, max(8, int(size)), "normal" if shadow else "ghost", letter)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    return img


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


@lru_cache(maxsize=64)
def pawn_surface(seat: int, pawn: str, size: int) -> pygame.Surface:
    """A player's pawn: the animal figure standing on a base in the seat's colour."""
    animal = pawn if pawn in art.ANIMALS else "monkey"
    return art.pawn(animal, max(10, int(size)), PLAYER_COLOURS[seat % len(PLAYER_COLOURS)])


def spice_surface(effect: str, size: int, badge: str = "", badge_px: int = 0) -> pygame.Surface:
    """A round illustrated spice token ``size`` pixels across, with an optional ``badge`` (at
    least ``badge_px`` tall)."""
    return art.spice_token(effect, max(8, int(size)), badge, badge_px)
