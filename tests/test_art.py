"""The art and type groundwork: SVG pieces load crisp at any size and stay distinct, the baked
materials match their recipe, the type scale draws with the bundled faces (the faces themselves:
tests/data/test_fonts.py)."""

from __future__ import annotations

import itertools
import math
import sys
from pathlib import Path

import pygame
import pytest

from ganesha.data import resources
from ganesha.ui.kit import art, type_scale

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))

import make_art  # noqa: E402


@pytest.fixture(autouse=True)
def _pygame() -> None:
    pygame.init()


def _opaque(surface: pygame.Surface) -> set[tuple[int, int]]:
    """The pixels a piece covers (alpha over half), as a set of coordinates."""
    w, h = surface.get_size()
    return {(x, y) for y in range(h) for x in range(w) if surface.get_at((x, y)).a > 127}


def _mean_colour(surface: pygame.Surface) -> tuple[float, float, float]:
    pixels = [surface.get_at(p) for p in _opaque(surface)]
    n = len(pixels)
    return (sum(c.r for c in pixels) / n, sum(c.g for c in pixels) / n,
            sum(c.b for c in pixels) / n)


def test_baked_materials_match_their_recipe() -> None:
    assert make_art.stale() == [], "run python build/make_art.py"


@pytest.mark.parametrize("name", [f"gems/{c}" for c in art.GEM_CUTS]
                         + [f"spices/{e}" for e in art.SPICES]
                         + [f"pawns/{a}" for a in art.ANIMALS] + ["ganesha"])
def test_every_piece_rasterises_at_small_and_large_sizes(name: str) -> None:
    for size in (22, 64, 256):
        surface = resources.svg(name, size)
        assert max(surface.get_size()) == size
        covered = len(_opaque(surface)) / (surface.get_width() * surface.get_height())
        assert 0.2 < covered < 0.98, f"{name} at {size}px covers {covered:.0%}"


def test_svg_loads_are_cached_by_name_and_size() -> None:
    first = resources.svg("gems/red", 40)
    assert resources.svg("gems/red", 40) is first
    assert resources.svg("gems/red", 41) is not first


def test_missing_or_broken_art_is_a_clear_asset_error(monkeypatch: pytest.MonkeyPatch,
                                                      tmp_path: Path) -> None:
    (tmp_path / "assets" / "art").mkdir(parents=True)
    (tmp_path / "assets" / "art" / "broken.svg").write_text("<svg this is not xml", "utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    with pytest.raises(resources.AssetError, match="gems/nowhere"):
        resources.svg("gems/nowhere", 30)
    with pytest.raises(resources.AssetError, match="broken"):
        resources.svg("broken", 30)


def _outline_signature(surface: pygame.Surface, rays: int = 48) -> list[float]:
    """How far the piece reaches from the centre along ``rays`` directions, over its farthest."""
    w, h = surface.get_size()
    reach = []
    for k in range(rays):
        angle = 2 * math.pi * k / rays
        step, last = 0.0, 0.0
        while True:
            x, y = int(w / 2 + step * math.cos(angle)), int(h / 2 + step * math.sin(angle))
            if not (0 <= x < w and 0 <= y < h):
                break
            if surface.get_at((x, y)).a > 127:
                last = step
            step += 0.25
        reach.append(last)
    return [r / max(reach) for r in reach]


def test_art_covers_every_colour_spice_pawn_and_side_of_the_game() -> None:
    from ganesha.engine import COLOURS

    assert tuple(art.GEM_CUTS) == COLOURS
    assert set(art.MATERIALS) == set(art.SIDES)
    assert set(art.TRIM) == set(art.SIDES)
    for name in [*art.SPICES, *art.ANIMALS]:
        kind = "spices" if name in art.SPICES else "pawns"
        assert resources.art_path(f"{kind}/{name}").is_file()


def test_the_five_cuts_differ_in_shape_even_at_28px() -> None:
    # a hexagon and a circle differ by 13% of the radius at the hexagon's flat sides: the
    # closest pair of cuts; every pair must differ by a tenth of the radius somewhere
    outlines = {c: _outline_signature(resources.svg(f"gems/{c}", 28)) for c in art.GEM_CUTS}
    for a, b in itertools.combinations(outlines, 2):
        gap = max(abs(p - q) for p, q in zip(outlines[a], outlines[b], strict=True))
        assert gap > 0.1, f"{a} and {b} gems have nearly the same outline ({gap:.2f})"


def test_the_eight_spices_differ_in_colour_and_picture() -> None:
    size = 34
    tokens = {e: resources.svg(f"spices/{e}", size) for e in art.SPICES}
    means = {e: _mean_colour(s) for e, s in tokens.items()}
    for a, b in itertools.combinations(art.SPICES, 2):
        distance = sum((x - y) ** 2 for x, y in zip(means[a], means[b], strict=True)) ** 0.5
        assert distance > 12, f"{a} and {b} tokens have nearly the same colour"
        # the illustration: pixels whose colour differs clearly between the two tokens
        differing = sum(
            1 for y in range(8, size - 8) for x in range(8, size - 8)
            if sum(abs(p - q) for p, q in zip(tokens[a].get_at((x, y))[:3],
                                              tokens[b].get_at((x, y))[:3], strict=True)) > 90)
        assert differing > 0.3 * (size - 16) ** 2, f"{a} and {b} tokens look alike"


def test_gem_states_letters_and_badges_change_the_picture() -> None:
    normal = art.gem("green", 48)
    assert normal.get_size() == art.gem("green", 48, "dim").get_size()
    alpha = {state: sum(art.gem("green", 48, state).get_at(p).a for p in _opaque(normal))
             for state in art.GEM_STATES}
    assert alpha["dim"] < alpha["normal"]
    assert alpha["ghost"] < alpha["dim"]
    lettered = art.gem("green", 48, letter="G")
    assert pygame.image.tobytes(lettered, "RGBA") != pygame.image.tobytes(normal, "RGBA")
    assert art.gem("green", 48) is normal  # cached
    plain, badged = art.spice_token("gamble", 48), art.spice_token("gamble", 48, "2")
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(badged, "RGBA")
    with pytest.raises(ValueError, match="No gem colour like 'pink'"):
        art.gem("pink", 48)
    with pytest.raises(ValueError, match="No spice like 'salt'"):
        art.spice_token("salt", 48)


def test_pawns_stand_on_their_players_colour() -> None:
    colour = (52, 150, 160)
    figure = art.pawn("tiger", 64, colour)
    assert figure.get_size() == (64, 64)
    base = figure.get_at((32, 60))  # the middle of the base, below the feet
    assert abs(base.r - colour[0]) + abs(base.g - colour[1]) + abs(base.b - colour[2]) < 60


@pytest.mark.parametrize("side", art.SIDES)
def test_materials_have_texture_and_depth(side: str) -> None:
    board = art.board(side, 320, 200)
    assert board.get_size() == (320, 200)
    centre = sum(board.get_at((160 + dx, 100))[0] for dx in range(-5, 5))
    corner = sum(board.get_at((2 + dx, 2))[0] for dx in range(10))
    assert corner < centre  # darker towards the edges
    tile = art.material(side)
    values = {tile.get_at((x, 40))[:3] for x in range(tile.get_width())}
    assert len(values) > 20  # a grain, not a flat fill
    panel = art.panel(side, 200, 120, radius=16)
    assert panel.get_size() == (200, 120)
    assert panel.get_at((0, 0)).a == 0
    assert panel.get_at((100, 60)).a == 255  # rounded corners


def test_preload_warms_the_cache() -> None:
    pygame.display.set_mode((64, 64))
    count = art.preload(0.5)
    assert count > 60
    assert art.gem("blue", 24) is art.gem("blue", 24)


def test_type_scale_roles_use_the_scale_and_bundled_faces() -> None:
    for role, style in type_scale.ROLES.items():
        assert style.face in resources.FONT_FILES, role
        assert style.size in type_scale.STEPS, role
    assert type_scale.style("body").px(2.0) == 32
    assert type_scale.style("caption").px(0.25) == type_scale.MIN_PX
    assert type_scale.font("title") is type_scale.font("title")
    assert type_scale.font("display").get_height() > type_scale.font("body").get_height()
    with pytest.raises(KeyError, match="No type role like 'huge'"):
        type_scale.style("huge")


def test_contact_sheet_shows_every_piece_on_both_sides(tmp_path: Path) -> None:
    out = tmp_path / "sheet.png"
    assert make_art.main(["--sheet", str(out)]) == 0
    sheet = pygame.image.load(str(out))
    assert sheet.get_width() > 1500
    assert sheet.get_height() > 800
    # the left half is the day table, the right half the night one
    day, night = sheet.get_at((5, 5)), sheet.get_at((sheet.get_width() - 5, 5))
    assert sum(day[:3]) > 2 * sum(night[:3])


@pytest.mark.parametrize("size", [(1000, 640, 16), (900, 560, 12), (300, 180, 12),
                                  (500, 80, 20), (120, 60, 8), (33, 200, 4), (40, 30, 6)])
def test_a_panels_shadow_is_the_blur_of_the_whole_panel(size: tuple[int, int, int]) -> None:
    """The shadow is pieced from a small one's corners and edges (a whole results panel took
    a 200 ms frame to blur); pixel for pixel it is the blur of the whole panel."""
    width, height, radius = size
    spread = art.shadow_spread(width, height)
    whole = art._blurred_rect(width, height, spread, radius, max(1, spread // 2))
    pieced = art.drop_shadow(width, height, radius)
    assert pieced.get_size() == whole.get_size()
    assert pygame.image.tobytes(pieced, "RGBA") == pygame.image.tobytes(whole, "RGBA")
