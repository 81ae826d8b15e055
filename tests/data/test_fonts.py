"""The bundled faces: subsets of the published fonts (build/make_fonts.py) that still draw every
character the game prints and every name a player types in Latin, Greek or Cyrillic, each with
its licence beside it, the display face under a name that is not the Reserved Font Name.

The glyph checks read the faces with pygame alone; the subsets' own check (``--check``: the
characters, the names and the bytes a fresh subset has) needs fontTools, from the build extra.
"""

from __future__ import annotations

import ast
import shutil
import sys
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from ganesha.data import resources

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))

import make_fonts  # noqa: E402

#: Names every face draws: Latin, Greek and Cyrillic, a stress mark typed as a combining accent.
NAMES = ("Łukasz Żółć", "Şahin", "Ελένη", "Мари́я Ёлкина", "Ірина Ґалаґан")
#: Names that need more of Latin than every published face has (Old Standard has no Vietnamese
#: ễ or ị): the subsets lose none of what their source draws.
MORE_NAMES = ("Nguyễn Thị Ánh", "Nguye\u0302\u0303n", "Ɛsi Ɔkyerɛ", "Kʻaʻano", "Ǆemal")


def _face(path: Path) -> pygame.freetype.Font:
    pygame.freetype.init()
    return pygame.freetype.Font(str(path), 20)


def _missing(face: pygame.freetype.Font, text: str) -> str:
    """The characters of ``text`` that ``face`` has no glyph for (pygame-ce gives None)."""
    return "".join(c for c, m in zip(text, face.get_metrics(text), strict=True) if m is None)


@pytest.mark.parametrize("face", make_fonts.FACES, ids=lambda face: face.output)
def test_every_face_draws_the_game_text_and_names(face: make_fonts.Face) -> None:
    catalogues = "".join(sorted(c for c in make_fonts.catalogue_characters()
                                if c.isprintable() and not c.isspace()))
    assert {"Ж", "ё", "«", "—", "→"} <= set(catalogues)
    shipped = _face(resources.asset_path("fonts", face.output))
    source = _face(make_fonts.SOURCE / face.source)
    assert _missing(shipped, catalogues) == ""
    assert _missing(shipped, "".join(NAMES)) == ""
    assert _missing(shipped, "".join(MORE_NAMES)) == _missing(source, "".join(MORE_NAMES))
    # the symbols of the code's literals: whatever the published face draws, the subset draws
    symbols = "".join(sorted(make_fonts.literal_characters()))
    assert {"×", "·", "…", "↓"} <= set(symbols)
    assert _missing(shipped, symbols) == _missing(source, symbols)
    # the check can fail: a character outside the subset is reported missing
    assert _missing(shipped, "漢a") == "漢"


def _lines() -> list[str]:
    """Every translation of both catalogues (one line each), the sample names, kerning pairs."""
    lines = [*NAMES, *MORE_NAMES, "AVATAR To Wa Yo LT Fyodor 1234567890 ×2 −3 ½"]
    for po in sorted(make_fonts.LOCALE.glob("*/LC_MESSAGES/*.po")):
        for line in po.read_text("utf-8").splitlines():
            quoted = make_fonts.PO_STRING.match(line)
            if line.startswith("msgstr") and quoted:
                lines += ast.literal_eval(quoted.group(1)).split("\n")
    return [line for line in lines if line.strip()]


@pytest.mark.parametrize("face", make_fonts.FACES, ids=lambda face: face.output)
def test_the_subsets_draw_text_as_their_sources_do(face: make_fonts.Face) -> None:
    """pygame.font, as the game draws: same size, same pixels (kerning, hinting, marks kept)."""
    pygame.font.init()
    differ = []
    for size in (14, 28):
        shipped = pygame.font.Font(str(resources.asset_path("fonts", face.output)), size)
        source = pygame.font.Font(str(make_fonts.SOURCE / face.source), size)
        for line in _lines():
            a, b = (font.render(line, True, "black", "white") for font in (shipped, source))
            if pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB") \
                    or a.get_size() != b.get_size():
                differ.append(f"{size}px {line!r}")
    assert not differ, "\n".join(differ[:10])


def test_the_characters_are_read_from_text_not_docstrings(tmp_path: Path) -> None:
    (tmp_path / "screen.py").write_text(
        '"""Draws √ nowhere."""\nARROW = "\\u2192"\n\n\ndef f() -> str:\n'
        '    """Nor ≠."""\n    return f"{ARROW} × ok"\n', encoding="utf-8")
    assert make_fonts.literal_characters(tmp_path) == {"→", "×"}
    assert {ord("→"), ord("Ж"), ord("ễ"), ord("Ω")} <= make_fonts.wanted_codepoints()
    assert ord("漢") not in make_fonts.wanted_codepoints()


def test_every_shipped_face_is_a_subset_with_its_licence_beside_it() -> None:
    fonts = resources.assets_dir() / "fonts"
    faces = {face.output: face for face in make_fonts.FACES}
    assert set(resources.FONT_FILES.values()) == set(faces)
    for filename, face in faces.items():
        assert (fonts / filename).is_file(), filename
        assert (make_fonts.SOURCE / face.source).is_file(), face.source
        assert (fonts / filename).stat().st_size < (make_fonts.SOURCE / face.source).stat().st_size
        text = (fonts / face.licence).read_text("utf-8").lower()
        assert "open font license" in text, face.licence


def test_the_display_face_does_not_carry_the_reserved_name() -> None:
    """Old Standard's licence reserves its name, so the subset (a Modified Version) is renamed;
    its copyright notice still names the author."""
    path = resources.asset_path("fonts", resources.FONT_FILES["display"])
    assert "OldStandard" not in path.name
    assert _face(path).name == "Ganesha Display"
    data = path.read_bytes()
    for reserved in ("Old Standard", "OldStandard"):
        for codec in ("ascii", "utf-16-be"):
            assert reserved.encode(codec) not in data
    assert "Alexey Kryukov".encode("utf-16-be") in data
    licence = (path.parent / "LICENSE-OldStandard.txt").read_text("utf-8")
    assert '"Old Standard" is a Reserved Font Name' in licence


@pytest.mark.slow  # fontTools subsets three faces (about 4 s); CI runs it with the build extra
def test_the_subsets_are_up_to_date(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("fontTools")
    status = make_fonts.main(["--check"])
    assert status == 0, capsys.readouterr().out


@pytest.mark.slow
def test_check_fails_on_a_stale_subset(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("fontTools")
    shutil.copytree(make_fonts.FONTS, tmp_path / "fonts", ignore=shutil.ignore_patterns("source"))
    fonts = tmp_path / "fonts"
    (fonts / "Inter-Regular.otf").unlink()
    shutil.copy(make_fonts.SOURCE / "OldStandard-Bold.ttf", fonts / "GaneshaDisplay-Bold.ttf")
    assert make_fonts.main(["--check", "--fonts", str(fonts)]) == 1
    out = capsys.readouterr().out
    assert "Inter-Regular.otf: missing" in out
    assert "GaneshaDisplay-Bold.ttf: reserved name in name ID 1 'Old Standard TT'" in out
    assert "characters more than wanted" in out
    assert "run python build/make_fonts.py" in out
    assert "Inter-SemiBold" not in out
