"""Every visible string passes through :func:`tr` (or :func:`trn` when it counts something), the
translation layer of :mod:`ganesha.data.i18n` (gettext catalogues in ``assets/locale``): an English
template with ``{name}`` fields, looked up in the player's language and then filled in.
``python build/make_locale.py`` collects the templates; ``tests/data/test_i18n.py`` fails when one
is missing from a catalogue."""

from __future__ import annotations

from ganesha.ai.registry import rating_of
from ganesha.data import i18n
from ganesha.data.vocabulary import HUMAN


def tr(text: str, /, **values: object) -> str:
    """The player's-language version of ``text`` with ``{name}`` fields filled in."""
    return i18n.translate(text, **values)


def trn(singular: str, plural: str, n: int, /, **values: object) -> str:
    """The player's-language form of a sentence that counts ``n`` things ("1 game", "5 очков"),
    fields filled in; ``{n}`` is ``n`` unless given. Russian has three forms, so a counted noun is
    never worked around with "очк." or a colon."""
    return i18n.translate_plural(singular, plural, n, **values)


def decimal(value: float, places: int = 1, /, *, signed: bool = False,
            trim: bool = False) -> str:
    """``value`` written for the player with ``places`` decimals in the current language's
    decimal sign ("4.1", "4,1"); ``signed``: a plus before a positive value ("+4.1");
    ``trim``: no trailing zeros ("1.5", "3" rather than "3.0"). Every number with decimals a
    player reads is written here, so no screen shows "4.1" in Russian."""
    written = format(value, f"{'+' if signed else ''}.{places}f")
    if trim and "." in written:
        written = written.rstrip("0").rstrip(".")
    return written.replace(".", i18n.decimal_sign())


def seat_kind_label(kind: str) -> str:
    """Who sits in a seat, as the New game screen names it: "Human", "AI · medium" (every AI
    level is a data word of the catalogue, so a new level needs no new sentence) or, for any
    rated setting, "AI · at my level" (the screen's dial shows the rating)."""
    if kind == HUMAN:
        return tr("Human")
    if rating_of(kind) is not None:
        return tr("AI · {level}", level=tr("at my level"))
    return tr("AI · {level}", level=tr(kind))


def level_name(kind: str) -> str:
    """An AI seat's level in words where the seat is shown (the table, the results): its name,
    or for a rated seat the rating it plays at ("rating 1600")."""
    rating = rating_of(kind)
    if rating is not None:
        return tr("rating {rating}", rating=rating)
    return tr(kind)


def spice_name(effect: str) -> str:
    """The printed spice name of an effect id, in the current language."""
    return i18n.spice_name(effect)


def colour_name(colour: str) -> str:
    """A gem colour's word ("red", "красный"): the colours are data words of the catalogue."""
    return tr(colour)


SPICE_HELP = {
    "remove_last": "Remove the last gem of a colour from the mandala",
    "swap": "Swap the gem you took with another gem on the altar",
    "reslot": "Move Destiny gems to the Treasury and refill the slots",
    "trade": "Give the gem to an opponent for one of another colour",
    "point": "Gain 1 point",
    "any_sacrifice": "This turn any gem may be sacrificed for any colour",
    "gamble": "Pay 1 point, draw a gem: keep it if it is the colour of the gem taken here",
    "redraw": "Return a Treasury gem to the bag and draw another",
}


def spice_help(effect: str) -> str:
    return tr(SPICE_HELP.get(effect, effect))
