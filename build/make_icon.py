"""Draw the app icon with pygame and write it as PNG, ICO (Windows) and ICNS (macOS).

    python build/make_icon.py          # writes assets/icon/ganesha.{png,ico,icns}

No Pillow: the ICO and ICNS containers both accept PNG-compressed images, so each size is drawn
once with pygame, saved as PNG bytes and wrapped in the container's small header. The icon is a
night mandala (indigo, gold ring, marigold petals) around a red round-cut gem.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icon"
MASTER = 1024

INDIGO = (34, 28, 82)
INDIGO_DEEP = (20, 16, 52)
GOLD = (233, 182, 64)
GOLD_LIGHT = (252, 222, 130)
MARIGOLD = (245, 140, 30)
MARIGOLD_LIGHT = (255, 190, 90)
RED = (200, 30, 45)
RED_DARK = (120, 10, 25)
RED_LIGHT = (255, 120, 120)


def _polygon(surface, color, points):
    pygame.draw.polygon(surface, color, points)
    pygame.draw.aalines(surface, color, True, points)


def draw_master(size: int = MASTER) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    # Rounded tile (macOS likes a square-ish silhouette; it reads well on Windows/Linux too).
    margin = size * 0.06
    tile = pygame.Rect(margin, margin, size - 2 * margin, size - 2 * margin)
    shadow = tile.move(0, size * 0.012)
    pygame.draw.rect(s, (0, 0, 0, 90), shadow, border_radius=int(size * 0.2))
    pygame.draw.rect(s, INDIGO_DEEP, tile, border_radius=int(size * 0.2))
    pygame.draw.rect(s, INDIGO, tile.inflate(-size * 0.04, -size * 0.04),
                     border_radius=int(size * 0.18))
    # Gold ring.
    pygame.draw.circle(s, GOLD, (c, c), size * 0.40)
    pygame.draw.circle(s, INDIGO_DEEP, (c, c), size * 0.375)
    # Sixteen small dots on the ring (the score track).
    for i in range(16):
        a = 2 * math.pi * i / 16
        pygame.draw.circle(s, GOLD_LIGHT, (c + math.cos(a) * size * 0.3875,
                                           c + math.sin(a) * size * 0.3875), size * 0.012)
    # Eight marigold petals, each a pointed leaf with a lighter inner leaf.
    for i in range(8):
        a = 2 * math.pi * i / 8 - math.pi / 2
        for color, length, width in ((MARIGOLD, 0.34, 0.085), (MARIGOLD_LIGHT, 0.30, 0.045)):
            tip = (c + math.cos(a) * size * length, c + math.sin(a) * size * length)
            base = (c + math.cos(a) * size * 0.12, c + math.sin(a) * size * 0.12)
            reach = size * length * 0.62
            mid = (c + math.cos(a) * reach, c + math.sin(a) * reach)
            across = a + math.pi / 2
            side = (math.cos(across) * size * width, math.sin(across) * size * width)
            _polygon(s, color, [base, (mid[0] + side[0], mid[1] + side[1]), tip,
                                (mid[0] - side[0], mid[1] - side[1])])
    # Gold disc under the gem.
    pygame.draw.circle(s, GOLD, (c, c), size * 0.17)
    # The gem: a round brilliant seen from above (octagon table, eight facets), shadowed.
    r = size * 0.14
    pygame.draw.circle(s, (0, 0, 0, 110), (c + size * 0.01, c + size * 0.015), r)
    pygame.draw.circle(s, RED_DARK, (c, c), r)
    outer = [(c + math.cos(2 * math.pi * k / 8) * r * 0.98,
              c + math.sin(2 * math.pi * k / 8) * r * 0.98)
             for k in range(8)]
    inner = [(c + math.cos(2 * math.pi * k / 8 + math.pi / 8) * r * 0.55,
              c + math.sin(2 * math.pi * k / 8 + math.pi / 8) * r * 0.55) for k in range(8)]
    for k in range(8):
        shade = 0.55 + 0.45 * (0.5 + 0.5 * math.cos(2 * math.pi * k / 8 + math.pi * 0.75))
        color = tuple(min(255, int(v * shade + 30 * (1 - shade))) for v in RED)
        _polygon(s, color, [outer[k], outer[(k + 1) % 8], inner[k]])
        _polygon(s, tuple(int(v * 0.8) for v in color), [inner[k - 1], outer[k], inner[k]])
    _polygon(s, RED, inner)
    # Facet highlight.
    hl = [(c - r * 0.42, c - r * 0.30), (c - r * 0.12, c - r * 0.48), (c - r * 0.22, c - r * 0.18)]
    _polygon(s, RED_LIGHT, hl)
    pygame.draw.circle(s, (255, 235, 235), (c - r * 0.30, c - r * 0.34), r * 0.07)
    return s


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def scaled(master: pygame.Surface, px: int) -> pygame.Surface:
    return pygame.transform.smoothscale(master, (px, px))


def ico(images: dict[int, bytes]) -> bytes:
    """An ICO file of PNG entries (supported by Windows Vista and later for every size)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for px in sizes:
        data = images[px]
        dim = 0 if px >= 256 else px  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


# ICNS element types holding PNG data, by pixel size (the @2x ones share pixels with the next).
ICNS_TYPES = [(b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
              (b"ic14", 512)]


def icns(images: dict[int, bytes]) -> bytes:
    body = b""
    for kind, px in ICNS_TYPES:
        data = images[px]
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main() -> int:
    master = draw_master()
    sizes = sorted({16, 24, 32, 48, 64, 128, 256, 512, 1024})
    images = {px: png_bytes(master if px == MASTER else scaled(master, px)) for px in sizes}
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "ganesha.png").write_bytes(images[256])
    (OUT / "ganesha-512.png").write_bytes(images[512])
    (OUT / "ganesha.ico").write_bytes(ico({px: images[px] for px in (16, 24, 32, 48, 64, 256)}))
    (OUT / "ganesha.icns").write_bytes(icns(images))
    for path in sorted(OUT.iterdir()):
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
