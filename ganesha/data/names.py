"""The one check of a player's name, wherever a name enters the game.

Names come from three doors: a saved file (Continue, Last game), the New game name field and,
later, the command line. Before this check each door trusted its input, and a name that the
table cannot draw — a NUL, or only zero-width characters such as U+200B or a variation selector
(U+FE0F), which fonts draw with no width — loaded fine and then broke every
frame of the table ("Text has zero width"), so the game failed in a loop.

:func:`check_name` is pure (no pygame): it decides from the characters' Unicode categories. That
is enough because every character it counts as visible is drawn with width by each bundled font;
``tests/data/test_names.py`` checks exactly that against the fonts for every printable code
point, so a font change that broke the rule would fail there, not on a player's screen.
"""

from __future__ import annotations

import reprlib
import unicodedata
from typing import Final

from ganesha.data.i18n import translate, translate_plural

#: The longest name accepted (the New game field takes 16; the table has room for about 24).
MAX_NAME_CHARS: Final = 24

# Categories that never belong in a name: controls, surrogates, private use, unassigned, and the
# line/paragraph separators (they break a log line in two).
_FORBIDDEN_CATEGORIES: Final = frozenset({"Cc", "Cs", "Co", "Cn", "Zl", "Zp"})
# Bidirectional embeddings, overrides and isolates reorder the text around them (in the log, in
# a crash report): refused as control characters too.
_BIDI_CONTROLS: Final = frozenset(chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A)))
# Characters that take up no room on their own: combining marks, format characters (zero-width
# space and joiners), spaces; and U+FFFC, the "object replacement" placeholder DejaVu leaves empty.
_INVISIBLE_CATEGORIES: Final = frozenset({"Mn", "Me", "Cf", "Zs"})
_INVISIBLE_CHARS: Final = frozenset({"\ufffc"})

#: The longest value of any other text field a player's file may hold (a date, an id, a level):
#: a longer one is refused at load, so a 3 MB "date" never reaches a screen that draws it.
MAX_FIELD_CHARS: Final = 64
#: How much of a refused value a notice quotes: enough to recognise it, never enough to slow
#: the screen that wraps the notice.
EXCERPT_CHARS: Final = 40

__all__ = ["EXCERPT_CHARS", "MAX_FIELD_CHARS", "MAX_NAME_CHARS", "check_name", "check_text",
           "drawable", "excerpt", "is_visible"]


def is_visible(char: str) -> bool:
    """True for a character that draws something with width on its own (a letter, digit, sign)."""
    return (char not in _INVISIBLE_CHARS
            and unicodedata.category(char) not in _INVISIBLE_CATEGORIES | _FORBIDDEN_CATEGORIES)


def check_name(text: object) -> str | None:
    """None when ``text`` is a good player name, else a short reason for the player.

    A good name is a string of at most :data:`MAX_NAME_CHARS` characters, with no control
    characters, and with at least one visible character. Leading and trailing spaces count
    toward the length; callers that trim should trim first.
    """
    if not isinstance(text, str):
        return translate("A name must be text")
    if not text.strip():
        return translate("A name cannot be empty")
    if len(text) > MAX_NAME_CHARS:
        return translate_plural("A name may have at most {n} character",
                                "A name may have at most {n} characters", MAX_NAME_CHARS)
    for char in text:
        if unicodedata.category(char) == "Cs":  # a lone surrogate ("\\ud800" read from a file)
            return translate("A name is not valid text")
        if char in _BIDI_CONTROLS or unicodedata.category(char) in _FORBIDDEN_CATEGORIES:
            return translate("A name may not contain control characters")
    if not any(is_visible(char) for char in text):
        return translate("A name needs at least one visible letter or sign")
    return None


def check_text(text: object, most: int = MAX_FIELD_CHARS) -> str | None:
    """None when ``text`` is drawable text of at most ``most`` characters, else why not.

    The same rule as :func:`check_name` without the "one visible letter" part, for every other
    text field a player's file holds (a record's date and id, a seat's level or pawn): a NUL or
    a lone surrogate there made ``font.render`` fail on every visit of the screen that shows it,
    and a huge value made that screen crawl. (It may be empty: a field's own check says whether
    it must hold something.)
    """
    if not isinstance(text, str):
        return translate("a text field is not text")
    if len(text) > most:
        return translate("a text field is longer than {count} characters", count=most)
    for char in text:
        if char in _BIDI_CONTROLS or unicodedata.category(char) in _FORBIDDEN_CATEGORIES:
            return translate("a text field holds control characters or is not valid text")
    return None


_EXCERPT = reprlib.Repr()
_EXCERPT.maxstring = _EXCERPT.maxother = EXCERPT_CHARS
_EXCERPT.maxlist = _EXCERPT.maxdict = _EXCERPT.maxtuple = 4
_EXCERPT.maxlevel = 2


def excerpt(value: object) -> str:
    """A short quotation of a value read from a file, for a notice: ``repr``'s escapes (a NUL
    or a surrogate shows as ``\\x00`` / ``\\ud800``), cut to about :data:`EXCERPT_CHARS`
    characters. Quoting a refused value whole put megabytes into a notice the title wrapped."""
    if isinstance(value, str) and len(value) > EXCERPT_CHARS:
        value = value[:EXCERPT_CHARS + 1]  # reprlib would build the whole repr before cutting
    return _EXCERPT.repr(value)


def drawable(text: str, most: int | None = None) -> str:
    """``text`` made safe to hand to a font: lone surrogates (a path with a byte that is not
    UTF-8 holds them) become U+FFFD, other control characters but line breaks become "?", and
    with ``most`` it is cut to that many characters (an ellipsis marks the cut)."""
    if most is not None and len(text) > most:
        text = text[:most - 1] + "\u2026"
    if text.isprintable():
        return text
    out = []
    for char in text:
        category = unicodedata.category(char)
        if category == "Cs":
            out.append("\ufffd")
        elif char != "\n" and (category in _FORBIDDEN_CATEGORIES or char in _BIDI_CONTROLS):
            out.append("?")
        else:
            out.append(char)
    return "".join(out)
