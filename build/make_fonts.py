"""Cut the bundled fonts down to what the game can show: subsets of the published faces.

    python build/make_fonts.py          # write assets/fonts/*.otf|ttf from assets/fonts/source/
    python build/make_fonts.py --check  # change nothing; exit 1 if a shipped subset is stale

The faces as published hold some 2,500 glyphs each (polytonic Greek, Old Slavonic, private-use
alternates, stylistic sets) and made 0.9 MB of every install; the game draws its own catalogues
and the names players type. Each subset keeps, as far as its source has them, the code points of
:data:`BLOCKS` (Latin with its extensions and combining marks, Greek, Cyrillic, common
punctuation and signs) and every character of the game's own text: the msgids and msgstrs of
the catalogues and the non-ASCII string literals of ``ganesha/`` (×, ·, «», →, …). A new symbol
in the code makes ``--check`` fail until the subsets are made again.

Nothing a player sees changes (tests/data/test_fonts.py draws the catalogues and sample names with
both and compares the pixels): the default layout features stay (kerning, marks, ligatures,
``locl``), and so do the legacy ``kern`` table (pygame-ce's SDL_ttf kerns Old Standard from it;
without it its lines set wider), the TrueType hinting (the display face is drawn small through
FreeType too), the ``.notdef`` box (a character no face has still shows as a box) and the name
table's notices.

Old Standard's licence text names "Old Standard" a Reserved Font Name, which a Modified Version
(a subset is one) may not use: that subset is renamed "Ganesha Display" (file, family, full,
PostScript and unique names), its copyright and licence records (name IDs 0, 13, 14) kept word
for word. Inter's licence reserves no name, so its subsets keep it.

fontTools' subsetter, given the same options and source, writes the same bytes (the source's own
timestamps are kept), so ``--check`` compares each shipped file byte for byte with a fresh
subset; the ``build`` extra pins fontTools to a minor release for that.
"""

from __future__ import annotations

import argparse
import ast
import functools
import re
import sys
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import Any, Final

ROOT = Path(__file__).resolve().parents[1]
FONTS = ROOT / "assets" / "fonts"
SOURCE = FONTS / "source"
LOCALE = ROOT / "assets" / "locale"
PACKAGE = ROOT / "ganesha"

#: Whole Unicode blocks kept in every face: what players type in names, and everyday signs.
BLOCKS: Final[tuple[tuple[int, int], ...]] = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x024F),  # Latin-1 Supplement, Latin Extended-A and -B
    (0x0250, 0x02AF),  # IPA Extensions: the Latin letters of African names (ɛ ɔ ɓ ɗ)
    (0x02B0, 0x02FF),  # Spacing Modifier Letters: ʻokina, the ʼ apostrophe
    (0x0300, 0x036F),  # Combining Diacritical Marks: names typed decomposed, Russian stress
    (0x0370, 0x03FF),  # Greek and Coptic
    (0x0400, 0x052F),  # Cyrillic, Cyrillic Supplement
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x2000, 0x206F),  # General Punctuation
    (0x20A0, 0x20CF),  # Currency Symbols
    (0x2100, 0x215F),  # Letterlike Symbols, fractions
    (0x2190, 0x21FF),  # Arrows
    (0x2200, 0x22FF),  # Mathematical Operators
    (0x25A0, 0x25FF),  # Geometric Shapes
    (0x2600, 0x26FF),  # Miscellaneous Symbols (☺ ★ ♥)
    (0x2700, 0x27BF),  # Dingbats (✓ ✗ ❤, which emoji pickers offer for names too)
    (0x2C60, 0x2C7F),  # Latin Extended-C
    (0xA720, 0xA7FF),  # Latin Extended-D
    (0xFB00, 0xFB06),  # Latin ligatures (ﬁ ﬂ)
)
#: The name records that carry the copyright and the licence: kept as published, whatever the
#: face is renamed to (the OFL asks for the notice in every copy).
NOTICE_IDS: Final = frozenset({0, 13, 14})


@dataclass(frozen=True)
class Face:
    """One bundled face: where its source is, the subset the game ships, its licence text."""

    source: str  # the published file, under assets/fonts/source/
    output: str  # the subset, under assets/fonts/ (what ganesha.data.resources.FONT_FILES names)
    licence: str  # the licence text shipped beside the subset
    family: str = ""  # the subset's new family name, when the source's is reserved ("" keeps it)
    reserved: tuple[str, ...] = ()  # names the subset may carry only in its notices


FACES: Final = (
    Face("Inter-Regular.otf", "Inter-Regular.otf", "LICENSE-Inter.txt"),
    Face("Inter-SemiBold.otf", "Inter-SemiBold.otf", "LICENSE-Inter.txt"),
    Face("OldStandard-Bold.ttf", "GaneshaDisplay-Bold.ttf", "LICENSE-OldStandard.txt",
         family="Ganesha Display", reserved=("Old Standard", "OldStandard")),
)


# --- the characters ------------------------------------------------------------------------------
PO_STRING = re.compile(r'^(?:msgid|msgid_plural|msgstr(?:\[\d+\])?)?\s*(".*")$')


@functools.cache
def catalogue_characters(locale: Path = LOCALE) -> frozenset[str]:
    """Every character of every msgid and msgstr (plurals and continuation lines too) of the
    ``.po`` catalogues: the words the game shows in each language."""
    chars: set[str] = set()
    for po in sorted(locale.glob("*/LC_MESSAGES/*.po")):
        for line in po.read_text("utf-8").splitlines():
            quoted = PO_STRING.match(line.strip())
            if quoted:
                chars.update(ast.literal_eval(quoted.group(1)))
    return frozenset(chars)


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the docstring nodes of a module, its classes and functions (nobody draws
    them, so their characters are not the game's text)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


@functools.cache
def literal_characters(package: Path = PACKAGE) -> frozenset[str]:
    """Every non-ASCII character of the string literals of the package (escapes such as
    ``"\\u2192"`` decoded), docstrings left out: the symbols the UI draws besides its words."""
    chars: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"), str(path))
        skip = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in skip:
                chars.update(c for c in node.value if ord(c) > 0x7E)
    return frozenset(chars)


def game_text() -> str:
    """The printable characters of the game's own text (catalogues and literals), sorted."""
    chars = catalogue_characters() | literal_characters()
    return "".join(sorted(c for c in chars if c.isprintable() and not c.isspace()))


def wanted_codepoints() -> set[int]:
    """What every subset keeps where its source has it: :data:`BLOCKS` and the game's text."""
    wanted = {code for first, last in BLOCKS for code in range(first, last + 1)}
    return wanted | {ord(c) for c in game_text()}


# --- the subsets (fontTools is imported here, not above: the tests read FACES and the
# --- characters in an environment without the build extra) -------------------------------------
def _options() -> Any:
    """pyftsubset's defaults, but every name record kept, the legacy ``kern`` table and the
    ``.notdef`` outline kept, and no optional repacker (so the bytes never depend on whether
    uharfbuzz happens to be installed)."""
    from fontTools import subset

    options = subset.Options()
    options.name_IDs = ["*"]
    options.legacy_kern = True
    options.notdef_outline = True
    options.harfbuzz_repacker = False
    # FontForge's private tables (its timestamp and editing notes): no renderer reads them
    options.drop_tables += ["FFTM", "PfEd"]
    return options


def source_codepoints(face: Face) -> set[int]:
    """The code points the published face maps."""
    from fontTools.ttLib import TTFont

    with TTFont(SOURCE / face.source, lazy=True) as font:
        return set(font.getBestCmap())


def rename(font: Any, family: str) -> None:
    """Give a subset ``family`` as its name wherever a font menu or a file list shows one (the
    family, full, PostScript and unique names, and the typographic ones if present); the
    style, version and notices stay the source's."""
    table = font["name"]
    style = table.getDebugName(2) or "Regular"
    version = (table.getDebugName(5) or "").strip()
    full = f"{family} {style}"
    postscript = f"{family}-{style}".replace(" ", "")
    names = {1: family, 3: f"{full}; {version}", 4: full, 6: postscript,
             16: family, 18: full, 21: family}
    present = {record.nameID for record in table.names}
    for name_id, text in names.items():
        if name_id in (1, 3, 4, 6) or name_id in present:
            table.names = [record for record in table.names if record.nameID != name_id]
            table.setName(text, name_id, 3, 1, 0x409)


def subset_bytes(face: Face, wanted: set[int]) -> bytes:
    """The subset of ``face`` holding ``wanted`` (as far as the source has it), renamed when its
    name is reserved, as the file's bytes."""
    from fontTools import subset

    options = _options()
    font = subset.load_font(str(SOURCE / face.source), options, dontLoadGlyphNames=True)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(wanted & set(font.getBestCmap())))
    subsetter.subset(font)
    if face.family:
        rename(font, face.family)
    buffer = BytesIO()
    subset.save_font(font, buffer, options)
    font.close()
    return buffer.getvalue()


def reserved_uses(data: bytes, face: Face) -> list[str]:
    """Where the font file ``data`` carries one of ``face``'s reserved names outside its notices:
    a name record, or any other table (a CFF name, a glyph name)."""
    from fontTools.ttLib import TTFont

    found = []
    with TTFont(BytesIO(data)) as font:
        for record in font["name"].names:
            text = record.toUnicode()
            if record.nameID not in NOTICE_IDS and any(n in text for n in face.reserved):
                found.append(f"name ID {record.nameID} {text!r}")
        for tag in font.reader.tables:
            raw = font.reader[tag]
            if tag != "name" and any(n.encode(codec) in raw for n in face.reserved
                                     for codec in ("ascii", "utf-16-be")):
                found.append(f"table {tag!r}")
    return found


def stale(face: Face, wanted: set[int], fonts: Path = FONTS) -> list[str]:
    """What is wrong with the shipped subset of ``face`` under ``fonts`` (empty when it is what
    this script makes): missing, other characters than wanted, a reserved name, other bytes."""
    from fontTools.ttLib import TTFont

    path = fonts / face.output
    if not path.is_file():
        return [f"{face.output}: missing"]
    data = path.read_bytes()
    with TTFont(BytesIO(data), lazy=True) as font:
        have = set(font.getBestCmap())
    want = wanted & source_codepoints(face)
    found = [f"{face.output}: lacks {''.join(map(chr, sorted(want - have)))!r}"] \
        if want - have else []
    if have - want:
        found.append(f"{face.output}: {len(have - want)} characters more than wanted")
    found += [f"{face.output}: reserved name in {use}" for use in reserved_uses(data, face)]
    if not found and data != subset_bytes(face, wanted):
        found.append(f"{face.output}: not byte for byte what its source subsets to")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    parser.add_argument("--fonts", type=Path, default=FONTS,
                        help="the folder of the shipped subsets (default: assets/fonts)")
    args = parser.parse_args(argv)
    wanted = wanted_codepoints()
    if args.check:
        problems = [problem for face in FACES for problem in stale(face, wanted, args.fonts)]
        for problem in problems:
            print(problem)
        if problems:
            print("font subsets out of date; run python build/make_fonts.py")
            return 1
        print("font subsets are current")
        return 0
    for face in FACES:
        data = subset_bytes(face, wanted)
        (args.fonts / face.output).write_bytes(data)
        source_kb = (SOURCE / face.source).stat().st_size / 1024
        print(f"{face.output}: {len(data) / 1024:.0f} KB (from {face.source}, {source_kb:.0f} KB), "
              f"{len(wanted & source_codepoints(face))} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
