"""Assets are found from a source checkout and inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ganesha.data import resources


def test_assets_from_the_source_tree() -> None:
    path = resources.asset_path("fonts", "DejaVuSans.ttf")
    assert path.is_file()
    assert (resources.assets_dir() / "fonts" / "LICENSE-DejaVu.txt").is_file()


def test_assets_inside_a_frozen_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.assets_dir() == tmp_path / "assets"
    with pytest.raises(resources.AssetError, match=r"No asset found like 'fonts/DejaVuSans\.ttf'"):
        resources.asset_path("fonts", "DejaVuSans.ttf")


def test_fonts_cover_cyrillic() -> None:
    import pygame

    pygame.font.init()
    font = resources.font("sans", 20)
    assert font.size("Кардамон")[0] > 0
    metrics = font.metrics("Ж")
    assert metrics
    assert metrics[0] is not None
