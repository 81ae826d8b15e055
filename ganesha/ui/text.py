"""Every visible string passes through :func:`tr`, so a translation layer can be slotted in later
(issue 5) without touching the scenes. Today it only formats the English text."""

from __future__ import annotations

from ..engine import SPICE_NAMES

LANGUAGE = "en"


def tr(text: str, /, **values: object) -> str:
    """The player's-language version of ``text`` with ``{name}`` fields filled in."""
    return text.format(**values) if values else text


def spice_name(effect: str) -> str:
    """The printed spice name of an effect id, in the current language."""
    return SPICE_NAMES.get(LANGUAGE, SPICE_NAMES["en"]).get(effect, effect)


_COLOUR_WORDS = {"red": "red", "green": "green", "purple": "purple", "blue": "blue",
                 "yellow": "yellow"}


def colour_name(colour: str) -> str:
    return tr(_COLOUR_WORDS.get(colour, colour))


SPICE_HELP = {
    "remove_last": "Remove the last gem of a colour from the mandala",
    "swap": "Swap the gem you took with another gem on the altar",
    "reslot": "Move Destiny gems to the Treasury and refill the slots",
    "trade": "Give the gem to an opponent for one of another colour",
    "point": "Gain 1 point",
    "any_sacrifice": "This turn any gem may be sacrificed for any colour",
    "gamble": "Pay 1 point, draw a gem: keep it if it matches",
    "redraw": "Return a Treasury gem to the bag and draw another",
}


def spice_help(effect: str) -> str:
    return tr(SPICE_HELP.get(effect, effect))
