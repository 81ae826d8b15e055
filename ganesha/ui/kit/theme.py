"""Colours and type of the temple table: sandstone and marigold by day, indigo and gold by night.

The mandala side chosen for the game picks the palette, so a night game *looks* like night. Text
is rendered through :class:`TextCache` because turning strings into pixels is the most expensive
thing a frame does; the cache keeps the busy table well inside the frame budget.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ganesha.data import resources

Colour = tuple[int, int, int]

GEM_COLOURS: dict[str, Colour] = {
    "red": (214, 40, 57),
    "green": (24, 160, 88),
    "purple": (142, 68, 201),
    "blue": (40, 116, 222),
    "yellow": (246, 196, 48),
}

PLAYER_COLOURS: tuple[Colour, ...] = (
    (231, 111, 61),   # saffron
    (52, 150, 160),   # peacock teal
    (200, 70, 140),   # lotus pink
    (120, 130, 60),   # neem green
)


@dataclass(frozen=True, slots=True)
class Palette:
    """One side's colours. Names say where they are used, not what hue they are."""

    name: str
    background_bottom: Colour
    panel: Colour
    panel_edge: Colour
    panel_shadow: Colour
    ink: Colour           # main text
    ink_soft: Colour      # secondary text
    accent: Colour        # marigold / gold: active player, glow, buttons
    accent_ink: Colour    # text on an accent-filled button
    mandala_base: Colour
    mandala_ring: Colour
    mandala_line: Colour
    slot_empty: Colour
    slot_value: Colour
    altar_hex: Colour
    altar_edge: Colour
    altar_unused: Colour
    good: Colour
    bad: Colour


DAY = Palette(
    name="day",
    background_bottom=(196, 150, 100),
    panel=(240, 222, 188), panel_edge=(166, 104, 52), panel_shadow=(120, 76, 40),
    ink=(58, 32, 16), ink_soft=(112, 74, 44),
    accent=(240, 150, 20), accent_ink=(58, 28, 8),
    mandala_base=(246, 231, 200), mandala_ring=(218, 120, 52), mandala_line=(186, 112, 54),
    slot_empty=(234, 210, 170), slot_value=(120, 70, 30),
    altar_hex=(222, 188, 140), altar_edge=(160, 100, 50), altar_unused=(232, 212, 176),
    good=(40, 150, 70), bad=(190, 40, 30),
)

NIGHT = Palette(
    name="night",
    background_bottom=(12, 12, 40),
    panel=(38, 38, 94), panel_edge=(200, 164, 72), panel_shadow=(6, 6, 24),
    ink=(244, 232, 200), ink_soft=(186, 176, 150),
    accent=(226, 184, 72), accent_ink=(26, 20, 50),
    mandala_base=(28, 28, 76), mandala_ring=(210, 170, 70), mandala_line=(170, 140, 70),
    slot_empty=(50, 50, 112), slot_value=(232, 206, 130),
    altar_hex=(56, 54, 120), altar_edge=(196, 160, 72), altar_unused=(42, 42, 98),
    good=(110, 200, 120), bad=(240, 110, 90),
)


def palette_for(side: str) -> Palette:
    return NIGHT if side == "night" else DAY


FACES: dict[str, str] = {
    # the first kinds the scenes asked for, now drawn in the type scale's faces
    # (ganesha/ui/kit/type_scale.py): Inter for reading, Old Standard for titles and numbers
    "sans": "text",
    "bold": "text_bold",
    "serif": "display",
}


class TextCache:
    """Rendered text surfaces keyed by (text, font kind, size, colour); cleared on resize."""

    def __init__(self, limit: int = 1500) -> None:
        self._cache: dict[tuple[str, str, int, Colour], pygame.Surface] = {}
        # Measuring is asked far more often than drawing (every wrap tries each word, every
        # frame lays its panels out again): SDL_ttf shapes the line each time, so a frame spent
        # a third of its time measuring words it had measured the frame before.
        self._sizes: dict[tuple[str, str, int], tuple[int, int]] = {}
        self._wraps: dict[tuple[str, int, int, str, int | None], tuple[str, ...]] = {}
        self._limit = limit

    def render(self, text: str, size: int, colour: Colour, kind: str = "sans") -> pygame.Surface:
        key = (text, kind, size, colour)
        surface = self._cache.get(key)
        if surface is None:
            if len(self._cache) >= self._limit:
                self._cache.clear()
            font = resources.font(FACES.get(kind, kind), size)
            try:
                surface = font.render(text, True, colour)
            except pygame.error:
                # SDL_ttf refuses text it would draw zero pixels wide (a lone variation selector
                # or zero-width space): nothing to show, so an empty line of the right height.
                surface = pygame.Surface((1, font.get_height()), pygame.SRCALPHA)
            self._cache[key] = surface
        return surface

    def size(self, text: str, size: int, kind: str = "sans") -> tuple[int, int]:
        key = (text, kind, size)
        found = self._sizes.get(key)
        if found is None:
            if len(self._sizes) >= 4 * self._limit:
                self._sizes.clear()
            found = self._sizes[key] = resources.font(FACES.get(kind, kind), size).size(text)
        return found

    def wrapped(self, text: str, size: int, width: int, kind: str,
                first: int | None) -> tuple[str, ...]:
        """:func:`wrap`'s rows, remembered: a panel re-wraps the same sentence every frame."""
        key = (text, size, width, kind, first)
        rows = self._wraps.get(key)
        if rows is None:
            if len(self._wraps) >= self._limit:
                self._wraps.clear()
            rows = self._wraps[key] = tuple(_wrap_rows(self, text, size, width, kind, first))
        return rows

    def clear(self) -> None:
        self._cache.clear()
        self._sizes.clear()
        self._wraps.clear()


def blit_text(target: pygame.Surface, cache: TextCache, text: str, size: int, colour: Colour,
              pos: tuple[float, float], anchor: str = "topleft", kind: str = "sans") -> pygame.Rect:
    """Draw text placed by one of pygame.Rect's anchor names ("center", "midleft", …)."""
    surface = cache.render(text, size, colour, kind)
    rect = surface.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    target.blit(surface, rect)
    return rect


def wrap(cache: TextCache, text: str, size: int, width: int, kind: str = "sans",
         first: int | None = None) -> list[str]:
    """Word wrap to ``width`` pixels (the first row ``first`` wide when given: a hanging
    indent's first row has more room). Greedy, then the last row never holds one word alone
    when the row above can spare it one: a lone "mandala" or "19" under a full row reads as a
    stray rather than the end of the sentence."""
    return list(cache.wrapped(text, size, width, kind, first))


def _wrap_rows(cache: TextCache, text: str, size: int, width: int, kind: str,
               first: int | None) -> list[str]:
    rows: list[list[str]] = []
    line: list[str] = []
    for word in text.split():
        room = first if first is not None and not rows else width
        if not line or cache.size(" ".join((*line, word)), size, kind)[0] <= room:
            line.append(word)
        else:
            rows.append(line)
            line = [word]
    if line:
        rows.append(line)
    if len(rows) >= 2 and len(rows[-1]) == 1 and len(rows[-2]) > 2:
        moved = [rows[-2][-1], *rows[-1]]
        if cache.size(" ".join(moved), size, kind)[0] <= width:
            rows[-2].pop()
            rows[-1] = moved
    return [" ".join(row) for row in rows]


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))
