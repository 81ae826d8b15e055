"""Bake the table's material textures into ``assets/art/materials/*.png``, check them, show the art.

    python build/make_art.py                 # (re)write the baked textures
    python build/make_art.py --check         # exit 1 if the committed textures are stale
    python build/make_art.py --sheet OUT.png # a contact sheet: every piece, 3 sizes, day and night
    python build/make_art.py --bench         # time to load every sprite at 1280x800

The pieces themselves (gems, spices, pawns, Ganesha) are hand-written SVG files under
``assets/art`` and are rasterised at run time at the size shown (``ganesha.ui.kit.art``). Only the
materials are baked: a stone or cloth grain is noise, and noise is a recipe, not a drawing. Each
texture is seamless fractal value noise from a fixed seed (pure Python, no numpy), coloured by
its material, so it rebuilds pixel for pixel and belongs to the project. ``--check`` compares
decoded pixels (within one level, so a different PNG encoder or float rounding does not fail it).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "art" / "materials"
TILE = 192  # pixels; the textures repeat seamlessly at this period
Colour = tuple[int, int, int]
Field = list[list[float]]


def fractal_noise(size: int, seed: int, base: int = 4, octaves: int = 4,
                  stretch: float = 1.0) -> Field:
    """Seamless fractal value noise in [0, 1): ``octaves`` layers, each twice as fine.

    ``base`` lattice cells span the tile in the coarsest layer; ``stretch`` > 1 makes the grain
    longer across than down (strata in stone, weave in cloth). The lattice wraps, so the tile
    repeats without a seam.
    """
    rng = random.Random(seed)
    field = [[0.0] * size for _ in range(size)]
    total = 0.0
    amp = 1.0
    for octave in range(octaves):
        cells_y = base * 2 ** octave
        cells_x = max(1, round(cells_y / stretch))
        lattice = [[rng.random() for _ in range(cells_x)] for _ in range(cells_y)]
        # per-column and per-row cell index and smoothstep weight, computed once per octave
        cols = []
        for x in range(size):
            gx = x * cells_x / size
            i = int(gx)
            f = gx - i
            cols.append((i % cells_x, (i + 1) % cells_x, f * f * (3 - 2 * f)))
        for y in range(size):
            gy = y * cells_y / size
            j = int(gy)
            f = gy - j
            wy = f * f * (3 - 2 * f)
            top, bottom = lattice[j % cells_y], lattice[(j + 1) % cells_y]
            row = field[y]
            for x, (i0, i1, wx) in enumerate(cols):
                a = top[i0] + (top[i1] - top[i0]) * wx
                b = bottom[i0] + (bottom[i1] - bottom[i0]) * wx
                row[x] += amp * (a + (b - a) * wy)
        total += amp
        amp *= 0.5
    return [[v / total for v in row] for row in field]


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    t = min(1.0, max(0.0, t))
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def _paint(size: int, colour_at: Callable[[int, int], Colour]) -> pygame.Surface:
    surface = pygame.Surface((size, size))
    for y in range(size):
        for x in range(size):
            surface.set_at((x, y), colour_at(x, y))
    return surface


def _speckles(size: int, seed: int, count: int) -> dict[tuple[int, int], float]:
    """Sparse grains: position -> strength in [-1, 1] (dark or light)."""
    rng = random.Random(seed)
    return {(rng.randrange(size), rng.randrange(size)): rng.uniform(-1, 1) for _ in range(count)}


def sandstone(dark: Colour, light: Colour, seed: int) -> pygame.Surface:
    """Layered sandstone: soft strata bent by the noise, fine grain and scattered quartz."""
    grain = fractal_noise(TILE, seed, base=6, octaves=5)
    strata = fractal_noise(TILE, seed + 1, base=2, octaves=4, stretch=3.0)
    sand = random.Random(seed + 3)
    fine = [[sand.uniform(-1, 1) for _ in range(TILE)] for _ in range(TILE)]
    dots = _speckles(TILE, seed + 2, TILE * TILE // 25)

    def colour_at(x: int, y: int) -> Colour:
        band = 0.5 + 0.5 * math.sin(2 * math.pi * (2 * y / TILE + 2.4 * strata[y][x]))
        t = 0.2 + 0.4 * band ** 2 + 0.7 * (grain[y][x] - 0.5) + 0.07 * fine[y][x]
        t += 0.3 * dots.get((x, y), 0.0)
        return _mix(dark, light, t)

    return _paint(TILE, colour_at)


def cloth(dark: Colour, light: Colour, seed: int) -> pygame.Surface:
    """Woven indigo cloth: a fine over-under weave dyed unevenly, with a few gold threads."""
    dye = fractal_noise(TILE, seed, base=3, octaves=4)
    dots = _speckles(TILE, seed + 2, TILE * TILE // 90)

    def colour_at(x: int, y: int) -> Colour:
        weave = 1.0 if (x + y // 2) % 4 < 2 else -1.0  # a twill: diagonal ribs of thread
        t = 0.35 + 0.8 * (dye[y][x] - 0.5) + 0.05 * weave
        t += 0.25 * dots.get((x, y), 0.0)
        return _mix(dark, light, t)

    return _paint(TILE, colour_at)


# name -> how to make it; the colours follow ganesha/ui/kit/theme.py's palettes
RECIPES: dict[str, Callable[[], pygame.Surface]] = {
    "sandstone": lambda: sandstone((192, 146, 96), (236, 208, 160), seed=11),    # day board
    "parchment": lambda: sandstone((226, 204, 164), (250, 238, 212), seed=12),   # day panel
    "indigo": lambda: cloth((12, 12, 44), (44, 44, 104), seed=21),               # night board
    "indigo_panel": lambda: cloth((30, 30, 80), (58, 58, 124), seed=22),         # night panel
}


def build_all() -> dict[str, pygame.Surface]:
    return {name: make() for name, make in RECIPES.items()}


def differs(a: pygame.Surface, b: pygame.Surface) -> bool:
    """True when two textures differ by more than one level in any channel of any pixel."""
    if a.get_size() != b.get_size():
        return True
    w, h = a.get_size()
    for y in range(h):
        for x in range(w):
            ca, cb = a.get_at((x, y)), b.get_at((x, y))
            if abs(ca.r - cb.r) > 1 or abs(ca.g - cb.g) > 1 or abs(ca.b - cb.b) > 1:
                return True
    return False


def stale() -> list[str]:
    """The names of baked textures that are missing or differ from their recipe."""
    out = []
    for name, surface in build_all().items():
        path = OUT / f"{name}.png"
        if not path.is_file() or differs(pygame.image.load(str(path)), surface):
            out.append(name)
    return out


def write() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, surface in build_all().items():
        pygame.image.save(surface, str(OUT / f"{name}.png"))
        print(f"wrote {OUT / name}.png")


def contact_sheet() -> pygame.Surface:
    """Every piece at three sizes, on the day table (left) and the night table (right)."""
    from ganesha.data import resources
    from ganesha.ui.kit import art
    from ganesha.ui.kit.theme import PLAYER_COLOURS

    gem_sizes, token_sizes, pawn_sizes = (28, 48, 96), (22, 34, 72), (32, 48, 96)
    half_w, height = 980, 1060
    sheet = pygame.Surface((half_w * 2, height))
    label_font = resources.font("text", 14)
    for i, side in enumerate(art.SIDES):
        ox = i * half_w
        sheet.blit(art.board(side, half_w, height), (ox, 0))
        ink = (58, 32, 16) if side == "day" else (244, 232, 200)
        y = 16
        for caption, row in (
            ("gems", [[(art.gem(c, s), c) for s in gem_sizes] for c in art.GEM_CUTS]),
            ("spices", [[(art.spice_token(e, s), e) for s in token_sizes] for e in art.SPICES]),
            ("pawns", [[(art.pawn(a, s, colour), a) for s in pawn_sizes]
                       for a, colour in zip(art.ANIMALS, PLAYER_COLOURS, strict=False)]),
        ):
            sheet.blit(label_font.render(caption, True, ink), (ox + 16, y))
            y += 22
            x = ox + 16
            tallest = 0
            for sprites in row:
                width = max(s.get_width() for s, _ in sprites)
                if x + 3 * width > ox + half_w - 16:
                    x, y = ox + 16, y + tallest + 8
                    tallest = 0
                bottom = max(s.get_height() for s, _ in sprites)
                for sprite, _ in sprites:
                    sheet.blit(sprite, (x, y + bottom - sprite.get_height()))
                    x += sprite.get_width() + 4
                x += 14
                tallest = max(tallest, bottom)
            y += tallest + 14
        states = [art.gem("red", 48, st, "R") for st in art.GEM_STATES]
        sheet.blit(label_font.render("states: normal, lifted, dim, ghost; badge", True, ink),
                   (ox + 16, y))
        x = ox + 16
        for sprite in [*states, art.spice_token("gamble", 48, "2")]:
            sheet.blit(sprite, (x, y + 22))
            x += sprite.get_width() + 8
        y += 22 + 72
        sheet.blit(art.drop_shadow(300, 200), (ox + 16 - art.shadow_spread(300, 200),
                                               y - art.shadow_spread(300, 200) + 6))
        sheet.blit(art.panel(side, 300, 200), (ox + 16, y))
        title = resources.font("display", 28).render("Ганеша 42", True, ink)
        sheet.blit(title, (ox + 36, y + 24))
        body = resources.font("text", 16).render("Cardamom · Кардамон", True, ink)
        sheet.blit(body, (ox + 36, y + 70))
        for k, size in enumerate((80, 160, 240)):
            g = art.ganesha_centrepiece(size)
            sheet.blit(g, (ox + 340 + (0, 100, 280)[k], y + 240 - size))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--check", action="store_true", help="fail if a baked texture is stale")
    group.add_argument("--sheet", metavar="OUT.png", help="render the contact sheet")
    group.add_argument("--bench", action="store_true", help="time loading every sprite")
    args = parser.parse_args(argv)
    pygame.init()
    if args.check:
        names = stale()
        if names:
            print(f"stale textures: {', '.join(names)}; run python build/make_art.py")
            return 1
        print("baked textures are current")
        return 0
    sys.path.insert(0, str(ROOT))
    if args.sheet:  # no window needed: the sprites stay in their loaded pixel format
        pygame.image.save(contact_sheet(), args.sheet)
        print(f"wrote {args.sheet}")
        return 0
    if args.bench:
        from ganesha.ui.kit import art
        pygame.display.set_mode((1280, 800))
        start = time.perf_counter()
        count = art.preload(1.0)
        cold = time.perf_counter() - start
        start = time.perf_counter()
        art.preload(1.0)
        warm = time.perf_counter() - start
        print(f"sprites at 1280x800: {count}; cold load {cold * 1000:.0f} ms, "
              f"cached {warm * 1000:.2f} ms")
        return 0
    write()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
