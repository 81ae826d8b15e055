"""The one place that knows where the game's files (fonts, pictures) live.

From a source checkout the assets sit in the repository's ``assets/`` folder, next to the
``ganesha`` package; in a PyInstaller bundle they are unpacked below ``sys._MEIPASS/assets``.
Everything else asks this module, so moving the folder or freezing the app changes one function.
Loaders cache by name (like pgzero's) and fail with a sentence naming what is missing.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pygame is imported lazily so the engine-only tools never load it
    import pygame

FONT_FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}


class AssetError(FileNotFoundError):
    """An asset the game needs is missing from the installation."""


def assets_dir() -> Path:
    """``sys._MEIPASS/assets`` when frozen, else the repository's ``assets/`` folder."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """The path of one asset file; raises :class:`AssetError` with the looked-up path."""
    path = assets_dir().joinpath(*parts)
    if not path.is_file():
        raise AssetError(f"No asset found like {'/'.join(parts)!r} (looked for {path})")
    return path


@lru_cache(maxsize=128)
def font(kind: str, size: int) -> pygame.font.Font:
    """A bundled font (``sans``, ``bold`` or ``serif``) at a pixel size, cached.

    Never ``Font(None)`` or a system font: the bundled DejaVu covers Latin and Cyrillic, so the
    game looks the same everywhere and a Russian translation needs no other file.
    """
    import pygame

    if kind not in FONT_FILES:
        raise AssetError(f"No font kind like {kind!r}; choose from {', '.join(FONT_FILES)}")
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path("fonts", FONT_FILES[kind])), max(6, int(size)))
