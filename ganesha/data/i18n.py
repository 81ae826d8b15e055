"""The one translation mechanism: GNU gettext catalogues, English and Russian.

Every visible string is an English template with ``{named}`` fields; :func:`translate` looks the
template up in the catalogue of the language worn now (the look of :mod:`ganesha.data.look`;
``assets/locale/<lang>/LC_MESSAGES/ganesha.mo``, read once per language by the standard library's
:mod:`gettext`) and then fills in the fields. Engine log lines come
from ``state.describe(action, translate)``, so the engine stays free of UI and file code.

A sentence that counts something goes through :func:`translate_plural` (gettext's ``ngettext``):
the catalogue holds a form per plural class of the language (English two, Russian three: "1 очко",
"2 очка", "5 очков") and the header's ``Plural-Forms`` rule picks one for the number.

The ``.po`` files are the source a translator edits; ``python build/make_locale.py`` (a driver over
Babel) collects every template from the code into the English catalogue, merges new ones into the
Russian one and compiles both to ``.mo`` (committed, so a player needs no gettext tools). Words
that reach the screen from data rather than from a literal (colours, spice names, pawns, AI
levels) are listed in :data:`DATA_WORDS`, so the collector and the tests see them too.
"""

from __future__ import annotations

import gettext
from functools import cache
from typing import Final

from ganesha.data.look import current
from ganesha.data.vocabulary import HUMAN, PAWNS, SEAT_KINDS
from ganesha.engine.boards import COLOURS, SIDES

DOMAIN: Final = "ganesha"
# Shown in the language choice in its own language, so a player can always find theirs.
LANGUAGE_NAMES: Final = {"en": "English", "ru": "Русский"}

def N_(template: str) -> str:
    """Mark a literal for the catalogue without translating it now (gettext's convention)."""
    return template


#: The printed name of each spice effect, as the English rulebook calls it. The Russian rulebook
#: names some effects after other spices (Cinnamon's effect is "Чёрная горчица", Clove's is
#: "Корица"): the Russian catalogue translates these English names into the Russian rulebook's.
SPICE_NAMES: Final = {
    "remove_last": N_("Cardamom"), "swap": N_("Caraway"), "reslot": N_("Coriander"),
    "trade": N_("Ginger"), "point": N_("Cinnamon"), "any_sacrifice": N_("Clove"),
    "gamble": N_("Red Pepper"), "redraw": N_("Black Pepper"),
}

# Words that reach translate() as values rather than literals (every AI level included, so a new
# level shows up in the catalogue by itself).
DATA_WORDS: Final = (*COLOURS, *SIDES, *PAWNS, *(k for k in SEAT_KINDS if k != HUMAN),
                     *SPICE_NAMES.values())

#: The sign between a number's whole part and its decimals, per language ("4.1", "4,1"): a
#: table, not a locale library, since the game speaks two languages and Babel is a build tool.
DECIMAL_SIGNS: Final = {"en": ".", "ru": ","}

# Colour-blind mode: the letter drawn on each gem, per language (the colour words' initials).
COLOUR_LETTERS: Final = {
    "en": {"red": "R", "green": "G", "purple": "P", "blue": "B", "yellow": "Y"},
    "ru": {"red": "К", "green": "З", "purple": "Ф", "blue": "С", "yellow": "Ж"},
}

@cache
def load_catalogue(language: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``language``; an empty (English) one if it is missing. Read once
    per language: a pure cache, since the compiled files do not change while the game runs."""
    from ganesha.data import resources
    try:
        path = resources.asset_path("locale", language, "LC_MESSAGES", f"{DOMAIN}.mo")
    except resources.AssetError:
        return gettext.NullTranslations()
    with open(path, "rb") as handle:
        return gettext.GNUTranslations(handle)


def language() -> str:
    """The language of the look worn now (:func:`ganesha.data.look.current`)."""
    return current().language


def _catalogue() -> gettext.NullTranslations:
    return load_catalogue(current().language)


def translate(template: str, /, **values: object) -> str:
    """``template`` in the current language, with its ``{fields}`` filled in.

    A translation whose fields do not match the template's (a catalogue mistake) falls back to the
    English template rather than crashing the game; the catalogue tests catch such mistakes.
    """
    text = _catalogue().gettext(template) if template else template
    return _filled(text, template, values) if values else text


def translate_plural(singular: str, plural: str, n: int, /, **values: object) -> str:
    """The form of ``singular``/``plural`` the current language uses for the number ``n``, with
    its ``{fields}`` filled in (``{n}`` is ``n`` unless given).

    The choice is gettext's ``ngettext``: English takes ``singular`` for 1 only, Russian picks one
    of three forms by the catalogue's ``Plural-Forms`` rule (1 and 21 alike, 2-4 and 22-24 alike,
    the rest with 11-14). A faulty translation falls back to the English form, as in
    :func:`translate`.
    """
    text = _catalogue().ngettext(singular, plural, n)
    return _filled(text, singular if n == 1 else plural, {"n": n, **values})


def _filled(text: str, english: str, values: dict[str, object]) -> str:
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        return english.format(**values)


def spice_name(effect: str) -> str:
    """The printed name of a spice effect id in the current language (docs/rules.md, Spices)."""
    name = SPICE_NAMES.get(effect)
    return translate(name) if name is not None else effect


def decimal_sign() -> str:
    """The decimal sign of the current language (English's point where a language has none)."""
    return DECIMAL_SIGNS.get(current().language, ".")


def colour_letters() -> dict[str, str]:
    """The colour-blind letters of the current language."""
    return COLOUR_LETTERS[current().language]
