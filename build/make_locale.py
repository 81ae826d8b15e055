"""Keep the gettext catalogues in step with the code: a thin driver over Babel.

    python build/make_locale.py          # extract, merge into assets/locale/*/LC_MESSAGES/*.po,
                                         # compile each .po to its .mo
    python build/make_locale.py --check  # change nothing; exit 1 if a catalogue is stale

Extraction is Babel's, configured by ``build/babel.cfg``: the first arguments of ``tr``,
``translate``, ``N_`` and ``_``, the singular and plural of ``trn``, ``translate_plural`` and
``ngettext``, the log templates of the engine's ``describe.py`` and the word tables named there;
then the data words of :data:`ganesha.data.i18n.DATA_WORDS` (colours, sides, pawns, AI levels,
spice names), which reach ``translate`` as values. Babel's ``Catalog.update`` merges the strings
into each ``.po`` keeping every translation, and its ``write_mo`` compiles them.

The English catalogue is generated (each msgstr is its msgid unless a wording was set by hand);
the Russian one is written by a person: new strings arrive with an empty msgstr (no guessed
"fuzzy" ones) and are reported. ``--check`` fails when a string of the code is missing from a
catalogue, a catalogue keeps one the code no longer has, a translation is empty, fuzzy or drops a
``{field}``, the ``Plural-Forms`` rule is not the language's, or a ``.mo`` is not exactly what its
``.po`` compiles to. The files depend only on the strings, never on the clock or on Babel's
version, so that comparison is byte for byte.
"""

from __future__ import annotations

import argparse
import copy
import functools
import re
import sys
import tomllib
from io import BytesIO
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract
from babel.messages.frontend import parse_keywords, parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po
from babel.util import pathmatch

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "ganesha"
LOCALE = ROOT / "assets" / "locale"
MAPPING = ROOT / "build" / "babel.cfg"
DOMAIN = "ganesha"
LANGUAGES = ("en", "ru")
KEYWORDS = parse_keywords(["tr", "translate", "N_", "_",
                           "trn:1,2", "translate_plural:1,2", "ngettext:1,2"])
COMMENT_TAGS = ("TRANSLATORS:",)  # a comment so tagged above a call reaches the translator
DATA_WORDS_SOURCE = "ganesha/data/i18n.py"
#: The plural rule of each language, as GNU gettext's documentation writes it.
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
          "(n%100<10 || n%100>=20) ? 1 : 2);",
}
LANGUAGE_NAMES = {"en": "English", "ru": "Russian"}
HEADER_COMMENT = ("# The {language} words of Ganesha. A translator edits the msgstr lines;\n"
                  "# `python build/make_locale.py` adds the code's new strings (Babel) and\n"
                  "# compiles this file into the ganesha.mo beside it.\n#")
FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")


class Catalogue(Catalog):
    """Babel's catalogue without Babel's version in its header, so that the ``.po`` and ``.mo``
    depend on the strings alone and a newer Babel does not make a catalogue look stale."""

    @property
    def mime_headers(self) -> list[tuple[str, str]]:
        headers = [(k, v) for k, v in super().mime_headers if k != "Generated-By"]
        name, value = headers[-1]  # the header ends with a newline, as msgfmt wants
        return [*headers[:-1], (name, value.rstrip("\n") + "\n")]

    @mime_headers.setter
    def mime_headers(self, headers: Any) -> None:
        Catalog.mime_headers.fset(self, headers)  # type: ignore[attr-defined]


# --- extracting ----------------------------------------------------------------------------------
@functools.cache
def _mapping() -> tuple[list[tuple[str, str]], dict[str, dict[str, Any]]]:
    if str(MAPPING.parent) not in sys.path:  # babel.cfg names its method as locale_extract:...
        sys.path.insert(0, str(MAPPING.parent))
    with open(MAPPING, encoding="utf-8") as handle:
        return parse_mapping_cfg(handle, str(MAPPING))


def messages_in(source: bytes, rel: str) -> list[tuple[int, Any, list[str], str | None]]:
    """(line, message, translator comments, context) of the visible strings of one module of the
    package, as ``babel.cfg`` maps the path ``rel`` (like "ganesha/ui/kit/text.py"); a message is
    a msgid or a (singular, plural) pair."""
    methods, options = _mapping()
    method = next((m for pattern, m in methods if pathmatch(pattern, rel)), None)
    if method is None:
        return []
    opts = next((o for pattern, o in options.items() if pathmatch(pattern, rel)), {})
    keywords = {**KEYWORDS, **opts.get("keywords", {})}
    return list(extract(method, BytesIO(source), keywords, COMMENT_TAGS, opts))


def extract_template() -> Catalogue:
    """Every visible string of the game, each once: the code's module by module, then the data
    words; each with the files it comes from."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from ganesha.data.i18n import DATA_WORDS

    template = Catalogue(domain=DOMAIN)
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for line, message, comments, context in messages_in(path.read_bytes(), rel):
            template.add(message, locations=[(rel, line)], auto_comments=comments,
                         context=context)
    for word in DATA_WORDS:
        template.add(word, locations=[(DATA_WORDS_SOURCE, 0)])
    return template


def collect() -> list[str | tuple[str, ...]]:
    """The msgids of :func:`extract_template`, in catalogue order (a plural one as its pair)."""
    return [m.id if isinstance(m.id, str) else tuple(m.id) for m in extract_template() if m.id]


# --- catalogues ----------------------------------------------------------------------------------
def po_path(lang: str, locale: Path = LOCALE) -> Path:
    return locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str, locale: Path = LOCALE) -> Path:
    return locale / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def read_catalogue(lang: str, locale: Path = LOCALE) -> Catalog:
    """The ``.po`` of ``lang`` as Babel reads it (an empty catalogue if there is none)."""
    path = po_path(lang, locale)
    if not path.exists():
        return Catalogue(locale=lang, domain=DOMAIN)
    with open(path, "rb") as handle:
        return read_po(handle, locale=lang, domain=DOMAIN)


def _version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def _copy(catalogue: Catalog) -> Catalogue:
    """``catalogue``'s header and messages (not its obsolete ones) in a :class:`Catalogue`."""
    out = Catalogue(domain=DOMAIN, fuzzy=False)
    out.mime_headers = catalogue.mime_headers
    out.header_comment = catalogue.header_comment
    for message in catalogue:
        if message.id:
            out[message.id] = message
    return out


def normalised(lang: str, catalogue: Catalog) -> Catalogue:
    """``catalogue`` as this project writes it: its messages and dates kept, the obsolete ones
    dropped, the header's plural rule, name and comment the project's (the header never fuzzy)."""
    out = _copy(catalogue)
    out.locale = lang
    out.project, out.version = "Ganesha", _version()
    out.header_comment = HEADER_COMMENT.format(language=LANGUAGE_NAMES[lang])
    out.mime_headers = [("Plural-Forms", PLURAL_FORMS[lang])]
    return out


def merged(lang: str, old: Catalog, template: Catalog) -> Catalogue:
    """``old`` brought in step with ``template``: every existing translation kept, new strings
    empty (English ones filled with their msgids), strings the code dropped left out."""
    # update() adopts the template's new Message objects: a copy, so filling the English ones
    # does not fill the same messages of the next language
    old.update(copy.deepcopy(template), no_fuzzy_matching=True, update_creation_date=False)
    new = normalised(lang, old)
    for message in new:
        if lang == "en" and message.id and "" in _forms(message, new.num_plurals):
            english = [message.id] if isinstance(message.id, str) else list(message.id)
            filled = [form or english[min(k, len(english) - 1)]
                      for k, form in enumerate(_forms(message, new.num_plurals))]
            message.string = filled[0] if isinstance(message.id, str) else tuple(filled)
    return new


def _forms(message: Message, nplurals: int) -> list[str]:
    """A message's translated forms, one per plural class ("" where a form is missing)."""
    if isinstance(message.id, str):
        return [message.string if isinstance(message.string, str) else ""]
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return [*(s or "" for s in strings), *[""] * nplurals][:nplurals]


def fields(text: str) -> set[str]:
    """The ``{named}`` fields of a template (what a translation must keep)."""
    return set(FIELD.findall(text))


def problems(lang: str, catalogue: Catalog, template: Catalog) -> list[str]:
    """What keeps ``catalogue`` from serving ``template``'s strings in ``lang``: a string missing
    or kept after the code dropped it, an empty or fuzzy translation, a form that does not keep the
    template's ``{fields}``, a plural rule that is not :data:`PLURAL_FORMS`'s."""
    found = []
    if catalogue.plural_forms != PLURAL_FORMS[lang]:
        found.append(f"{lang}: Plural-Forms is {catalogue.plural_forms!r}, "
                     f"not {PLURAL_FORMS[lang]!r}")
    for wanted in template:
        if not wanted.id:
            continue
        have = catalogue.get(wanted.id, wanted.context)
        ids = [wanted.id] if isinstance(wanted.id, str) else list(wanted.id)
        if have is None or have.id != wanted.id:
            found.append(f"{lang}: missing {wanted.id!r}")
            continue
        forms = _forms(have, catalogue.num_plurals)
        if have.fuzzy or "" in forms:
            found.append(f"{lang}: untranslated{' (fuzzy)' if have.fuzzy else ''} {wanted.id!r}")
        elif any(fields(form) != fields(ids[-1]) for form in forms) or \
                fields(ids[0]) != fields(ids[-1]):
            found.append(f"{lang}: fields differ in {wanted.id!r} -> {have.string!r}")
    found += [f"{lang}: no longer used {m.id!r}" for m in catalogue
              if m.id and template.get(m.id, m.context) is None]
    found += [f"{lang}: no longer used {m.id!r}" for m in catalogue.obsolete.values()]
    return found


def _says_what_gettext_would(message: Message, english_plurals: bool) -> bool:
    """True for an entry whose translation is its own source text, under English's plural rule:
    gettext answers a string missing from a catalogue with the source text (``ngettext``: the
    singular for 1, else the plural), so such an entry changes nothing the player reads."""
    if not english_plurals or not message.id:
        return False
    if isinstance(message.id, str) or not isinstance(message.string, tuple | list):
        return message.string == message.id
    return tuple(message.string) == tuple(message.id)


def compile_mo(catalogue: Catalog) -> bytes:
    """The GNU ``.mo`` of ``catalogue`` (Babel's compiler; empty and fuzzy entries left out, as
    msgfmt does). The same ``.po`` always gives the same bytes: the header is the ``.po``'s.

    Entries that read exactly as their source text are left out too: the English catalogue is
    all such entries unless a wording is changed there by hand, and it ships in every install,
    so compiled whole it would carry 48 KB of strings the code already holds."""
    english_plurals = catalogue.plural_expr.replace(" ", "") == "(n!=1)" \
        and catalogue.num_plurals == 2
    out = _copy(catalogue)
    for message in list(out):
        if _says_what_gettext_would(message, english_plurals):
            out.delete(message.id, message.context)
    buffer = BytesIO()
    write_mo(buffer, out)
    return buffer.getvalue()


def po_text(catalogue: Catalog) -> bytes:
    """The ``.po`` file of ``catalogue``: unwrapped strings, each with the files it comes from
    (no line numbers, so moving code does not churn the catalogues), obsolete entries dropped."""
    buffer = BytesIO()
    write_po(buffer, catalogue, width=0, include_lineno=False, ignore_obsolete=True)
    return buffer.getvalue()


# --- the whole job -------------------------------------------------------------------------------
def check(lang: str, template: Catalog, locale: Path = LOCALE) -> list[str]:
    """Everything stale about ``lang``'s files under ``locale`` (empty when they are up to date)."""
    catalogue = read_catalogue(lang, locale)
    found = problems(lang, catalogue, template)
    mo = mo_path(lang, locale)
    if not mo.exists() or mo.read_bytes() != compile_mo(catalogue):
        found.append(f"{lang}: {mo.name} is not what {po_path(lang, locale).name} compiles to")
    return found


def update(lang: str, template: Catalog, locale: Path = LOCALE) -> list[str]:
    """Merge ``template`` into ``lang``'s ``.po``, write it and its ``.mo``; what is left to do."""
    old = read_catalogue(lang, locale)
    dropped = [f"{lang}: no longer used {m.id!r}" for m in old
               if m.id and template.get(m.id, m.context) is None]
    new = merged(lang, old, template)
    po = po_path(lang, locale)
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_bytes(po_text(new))
    with open(po, "rb") as handle:  # compile what a later --check will read back
        mo_path(lang, locale).write_bytes(compile_mo(read_po(handle, locale=lang, domain=DOMAIN)))
    return dropped + problems(lang, new, template)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    parser.add_argument("--locale", type=Path, default=LOCALE,
                        help="the catalogues' folder (default: assets/locale)")
    args = parser.parse_args(argv)
    template = extract_template()
    status = 0
    for lang in LANGUAGES:
        if args.check:
            issues = check(lang, template, args.locale)
            for issue in issues:
                print(issue)
            if issues:
                print(f"{lang}: catalogue out of date; run python build/make_locale.py")
            status |= bool(issues)
            continue
        issues = update(lang, template, args.locale)
        for issue in issues:
            print(issue)
        todo = [i for i in issues if "no longer used" not in i]
        print(f"{lang}: {len(template)} strings, {len(todo)} to do -> "
              f"{mo_path(lang, args.locale)}")
        status |= bool(todo)
    return status


if __name__ == "__main__":
    sys.exit(main())
