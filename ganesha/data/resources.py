"""The one place that knows where the game's files (fonts, pictures, sounds, catalogues) live.

The repository keeps them in its top-level ``assets/`` folder; an install (wheel, sdist, pipx)
carries the runtime part of it inside the package as ``ganesha/assets`` (pyproject's
``package-dir``/``package-data``), and a PyInstaller bundle unpacks the same files below
``sys._MEIPASS/assets``. :func:`assets_dir` tries these in that order: frozen, installed (through
``importlib.resources``), source checkout (an editable install reads the checkout too).
Everything else asks this module, so moving the folder or freezing the app changes one function.
Loaders cache by name (like pgzero's) and fail with a sentence naming what is missing.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from importlib import resources as importlib_resources
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pygame is imported lazily so the engine-only tools never load it
    import pygame

FONT_FILES = {
    # the faces of the type scale (ganesha/ui/kit/type_scale.py), all SIL Open Font License;
    # subsets of the published faces made by build/make_fonts.py
    "text": "Inter-Regular.otf",            # UI text
    "text_bold": "Inter-SemiBold.otf",      # UI emphasis, buttons
    "display": "GaneshaDisplay-Bold.ttf",   # titles and numbers: Old Standard Bold, renamed
}


class AssetError(FileNotFoundError):
    """An asset the game needs is missing from the installation."""


#: The repository's own folder, for a run from a source checkout or an editable install.
CHECKOUT_ASSETS = Path(__file__).resolve().parents[2] / "assets"


def assets_dir() -> Path:
    """``sys._MEIPASS/assets`` when frozen, ``ganesha/assets`` when installed, else the
    repository's ``assets/`` folder.

    The installed folder is asked of ``importlib.resources`` (not worked out from ``__file__``),
    so the package's own idea of its data wins; it must be a real folder, because SDL opens the
    files by name (an install never leaves the package zipped).
    """
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "assets"
    installed = importlib_resources.files("ganesha").joinpath("assets")
    if isinstance(installed, Path) and installed.is_dir():
        return installed
    return CHECKOUT_ASSETS


def asset_path(*parts: str) -> Path:
    """The path of one asset file; raises :class:`AssetError` with the looked-up path."""
    path = assets_dir().joinpath(*parts)
    if not path.is_file():
        raise AssetError(f"No asset found like {'/'.join(parts)!r} (looked for {path})")
    return path


@lru_cache(maxsize=128)
def font(kind: str, size: int) -> pygame.font.Font:
    """A bundled font (a kind of :data:`FONT_FILES`) at a pixel size, cached.

    Never ``Font(None)`` or a system font: every bundled face covers Latin, Greek and Cyrillic,
    so the game looks the same everywhere and a Russian translation needs no other file.
    """
    import pygame

    if kind not in FONT_FILES:
        raise AssetError(f"No font kind like {kind!r}; choose from {', '.join(FONT_FILES)}")
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path("fonts", FONT_FILES[kind])), max(6, int(size)))


def music_path(name: str) -> Path:
    """The Ogg Opus file of one piece of music (``assets/music/<name>.opus``, made by
    build/make_music.py); pygame's music stream reads it from the path."""
    return asset_path("music", f"{name}.opus")


def art_path(name: str, suffix: str = ".svg") -> Path:
    """The file of one piece of art, named like ``gems/red`` (a path below ``assets/art``)."""
    return asset_path("art", *f"{name}{suffix}".split("/"))


@lru_cache(maxsize=512)
def svg(name: str, width: int, height: int = 0) -> pygame.Surface:
    """The SVG ``assets/art/<name>.svg`` rasterised to fit ``width`` x ``height`` pixels, cached.

    Rasterising at the size shown (not scaling a bitmap) keeps every piece crisp from 1024x600
    to 4K; the cache by (name, size) makes the second ask free, so the painter may call this
    every frame. The drawing keeps its aspect ratio inside the box (height 0: a square box).
    Raises :class:`AssetError` for a missing file and for one pygame cannot read, so a broken
    file never reaches the screen half-drawn.
    """
    import pygame

    path = art_path(name)
    box = (max(1, int(width)), max(1, int(height or width)))
    try:
        surface = pygame.image.load_sized_svg(str(path), box)
    except (pygame.error, ValueError) as exc:
        raise AssetError(f"The art {name!r} could not be read ({exc})") from exc
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


@lru_cache(maxsize=64)
def image(name: str) -> pygame.Surface:
    """A baked PNG ``assets/art/<name>.png`` (made by build/make_art.py), cached."""
    import pygame

    path = art_path(name, ".png")
    try:
        surface = pygame.image.load(str(path))
    except (pygame.error, ValueError) as exc:
        raise AssetError(f"The image {name!r} could not be read ({exc})") from exc
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface
