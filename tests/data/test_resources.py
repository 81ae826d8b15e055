"""Assets are found from a source checkout, from an install and inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ganesha.data import resources


def test_assets_from_the_source_tree() -> None:
    path = resources.asset_path("fonts", "Inter-Regular.otf")
    assert path.is_file()
    assert resources.assets_dir() == resources.CHECKOUT_ASSETS
    assert (resources.assets_dir() / "fonts" / "LICENSE-Inter.txt").is_file()


def test_assets_inside_a_frozen_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.assets_dir() == tmp_path / "assets"
    with pytest.raises(resources.AssetError, match=r"No asset found like 'fonts/Inter-Regular"):
        resources.asset_path("fonts", "Inter-Regular.otf")


def test_installed_assets_come_before_the_checkout(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """An install's ``ganesha/assets`` (as importlib.resources names it) is the one read."""
    package = tmp_path / "ganesha"
    (package / "assets" / "sounds").mkdir(parents=True)
    (package / "assets" / "sounds" / "place.ogg").write_bytes(b"OggS")
    monkeypatch.setattr("ganesha.data.resources.importlib_resources.files", lambda name: package)
    assert resources.assets_dir() == package / "assets"
    assert resources.asset_path("sounds", "place.ogg") == package / "assets/sounds/place.ogg"


def test_every_font_kind_is_a_bundled_face() -> None:
    """Only the faces the type scale draws with are shipped; each is asked for by a kind."""
    shipped = {p.name for p in resources.assets_dir().joinpath("fonts").iterdir()
               if p.suffix in (".otf", ".ttf")}
    assert shipped == set(resources.FONT_FILES.values())


def test_fonts_cover_cyrillic() -> None:
    import pygame

    pygame.font.init()
    font = resources.font("text", 20)
    assert font.size("Кардамон")[0] > 0
    metrics = font.metrics("Ж")
    assert metrics
    assert metrics[0] is not None
