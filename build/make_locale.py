"""Collect every visible string from the code and build the gettext catalogues.

    python build/make_locale.py          # update assets/locale/*/LC_MESSAGES/ganesha.po, write .mo
    python build/make_locale.py --check  # exit 1 if a catalogue is missing a string or is stale

A string is "visible" when it is the first argument of ``tr(...)``, ``translate(...)``, ``N_(...)``
or ``_(...)`` anywhere in ``ganesha/``, of ``t(...)`` in the engine's ``describe.py`` (the log
lines), a value of one of the dictionaries named in :data:`WORD_DICTS`, or one of the data words of
:data:`ganesha.data.i18n.DATA_WORDS` (colours, sides, pawns, AI levels, spice names).

The English catalogue is generated (each msgstr is its msgid unless a wording was set by hand);
the Russian one is written by a person: new strings are added with an empty msgstr and reported.
The ``.mo`` compiler is a few lines of pure Python (the format is tiny), so building needs no
gettext tools; GNU ``msgfmt`` reads the same ``.po`` files if a translator prefers it.
"""

from __future__ import annotations

import argparse
import ast
import re
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "ganesha"
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "ganesha"
LANGUAGES = ("en", "ru")
CALLS = {"tr", "translate", "N_", "_"}
LOG_CALLS = {"t"}  # the short alias describe.py uses for its translate argument
LOG_FILE = "engine/describe.py"
WORD_DICTS = {"_TARGETS", "_SKIPPED", "_TOKEN_ON_HEX", "SPICE_HELP", "LEVEL_BLURBS"}
FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")

HEADER = ("Project-Id-Version: Ganesha\n"
          "Language: {lang}\n"
          "MIME-Version: 1.0\n"
          "Content-Type: text/plain; charset=UTF-8\n"
          "Content-Transfer-Encoding: 8bit\n")


# --- collecting ----------------------------------------------------------------------------------
def _first_literal(call: ast.Call) -> str | None:
    if call.args and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
        return call.args[0].value
    return None


def _call_name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def strings_in_source(source: str, log_file: bool = False) -> list[str]:
    """The visible strings of one module, in source order."""
    found: list[str] = []
    names = CALLS | (LOG_CALLS if log_file else set())
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and _call_name(node) in names:
            text = _first_literal(node)
            if text:
                found.append(text)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in WORD_DICTS for t in targets) \
                    and isinstance(node.value, ast.Dict):
                found.extend(v.value for v in node.value.values
                             if isinstance(v, ast.Constant) and isinstance(v.value, str))
    # ast.walk is breadth-first; keep the order stable by position in the file instead
    positions = {}
    for i, text in enumerate(found):
        positions.setdefault(text, (source.find(repr(text)[1:-1]), i))
    return sorted(dict.fromkeys(found), key=lambda s: positions[s])


def collect() -> list[str]:
    """Every visible string of the game, each once: code strings by file, then data words."""
    sys.path.insert(0, str(ROOT))
    from ganesha.data.i18n import DATA_WORDS

    found: dict[str, None] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        for text in strings_in_source(path.read_text(encoding="utf-8"), rel == LOG_FILE):
            found.setdefault(text, None)
    for word in DATA_WORDS:
        found.setdefault(word, None)
    return list(found)


def fields(text: str) -> set[str]:
    """The ``{named}`` fields of a template (what a translation must keep)."""
    return set(FIELD.findall(text))


# --- .po files -----------------------------------------------------------------------------------
def _unquote(token: str) -> str:
    return ast.literal_eval(token)


def read_po(path: Path) -> dict[str, str]:
    """msgid -> msgstr of a .po file (the header entry under the empty msgid)."""
    entries: dict[str, str] = {}
    msgid: list[str] | None = None
    msgstr: list[str] | None = None
    current: list[str] | None = None

    def flush() -> None:
        if msgid is not None and msgstr is not None:
            entries["".join(msgid)] = "".join(msgstr)

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("msgid "):
            flush()
            msgid, msgstr = [_unquote(line[6:])], None
            current = msgid
        elif line.startswith("msgstr "):
            msgstr = [_unquote(line[7:])]
            current = msgstr
        elif line.startswith('"') and current is not None:
            current.append(_unquote(line))
        else:
            raise ValueError(f"{path}: cannot read line {raw!r}")
    flush()
    return entries


def _quote(text: str) -> str:
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
               .replace("\n", "\\n"))
    return f'"{escaped}"'


def _po_field(keyword: str, text: str) -> str:
    if "\n" in text.rstrip("\n"):
        parts = text.splitlines(keepends=True)
        return f'{keyword} ""\n' + "\n".join(_quote(p) for p in parts)
    return f"{keyword} {_quote(text)}"


def write_po(path: Path, lang: str, entries: dict[str, str]) -> None:
    blocks = [_po_field("msgid", "") + "\n" + _po_field("msgstr", HEADER.format(lang=lang))]
    blocks += [_po_field("msgid", k) + "\n" + _po_field("msgstr", v)
               for k, v in entries.items() if k]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n\n".join(blocks) + "\n", encoding="utf-8")


# --- .mo files -----------------------------------------------------------------------------------
def mo_bytes(entries: dict[str, str]) -> bytes:
    """A GNU .mo file of ``entries`` (untranslated ones left out, as msgfmt does)."""
    items = sorted((k.encode("utf-8"), v.encode("utf-8")) for k, v in entries.items() if v)
    ids = b"".join(k + b"\0" for k, _ in items)
    strs = b"".join(v + b"\0" for _, v in items)
    n = len(items)
    key_start = 7 * 4 + 16 * n
    value_start = key_start + len(ids)
    offsets: list[int] = []
    koff = voff = 0
    for k, _ in items:
        offsets += [len(k), key_start + koff]
        koff += len(k) + 1
    for _, v in items:
        offsets += [len(v), value_start + voff]
        voff += len(v) + 1
    header = struct.pack("Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + n * 8, 0, 0)
    return header + struct.pack(f"{len(offsets)}i", *offsets) + ids + strs


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


# --- the whole job -------------------------------------------------------------------------------
def updated(lang: str, wanted: list[str], old: dict[str, str]) -> dict[str, str]:
    header = old.get("", HEADER.format(lang=lang))
    result = {"": header}
    for text in wanted:
        value = old.get(text, "")
        if lang == "en" and not value:
            value = text
        result[text] = value
    return result


def problems(lang: str, entries: dict[str, str], wanted: list[str]) -> list[str]:
    found = []
    for text in wanted:
        value = entries.get(text)
        if value is None:
            found.append(f"{lang}: missing {text!r}")
        elif not value:
            found.append(f"{lang}: untranslated {text!r}")
        elif fields(value) != fields(text):
            found.append(f"{lang}: fields differ in {text!r} -> {value!r}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    args = parser.parse_args(argv)
    wanted = collect()
    status = 0
    for lang in LANGUAGES:
        path = po_path(lang)
        old = read_po(path) if path.exists() else {}
        new = updated(lang, wanted, old)
        issues = problems(lang, new, wanted)
        mo = mo_path(lang)
        stale = new != old or not mo.exists() or mo.read_bytes() != mo_bytes(new)
        for issue in issues:
            print(issue)
        dropped = [k for k in old if k not in new]
        for text in dropped:
            print(f"{lang}: no longer used {text!r}")
        if args.check:
            status |= bool(issues or stale)
            if stale:
                print(f"{lang}: catalogue out of date; run python build/make_locale.py")
            continue
        write_po(path, lang, new)
        mo_path(lang).write_bytes(mo_bytes(new))
        where = mo_path(lang).relative_to(ROOT)
        print(f"{lang}: {len(wanted)} strings, {len(issues)} to do -> {where}")
        status |= bool(issues)
    return status


if __name__ == "__main__":
    sys.exit(main())
