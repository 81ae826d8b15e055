"""The one type scale: which face and how many pixels each kind of text gets, at 1280x800.

Six steps (12/14/16/20/28/40 px on the 1280x800 design grid) and two faces: Inter, a screen sans
with Cyrillic, for everything one reads; Old Standard Bold, a book display face with lining
figures, for titles and the numbers one counts (scores, hex values). Every scene asks for a
*role* ("body", "title", "score"...) instead of a face and a number, so the whole game changes
its type in this file and stays consistent between menus and the table. Fonts come through
:func:`ganesha.data.resources.font` (bundled files, cached), never from the system.

The player's text size (Settings, 100/125/150 %) multiplies every role here, in
:meth:`Style.px`, the one place every text size passes through: it is the text size of the look
worn now (:func:`ganesha.data.look.current`), so one setting scales the whole game, and screens
re-lay themselves out from the new sizes (their hit areas follow the text they hold).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ganesha.data import resources
from ganesha.data.look import current

if TYPE_CHECKING:
    import pygame

STEPS: Final = (12, 14, 16, 20, 28, 40)
"""The sizes of the scale in pixels at 1280x800, smallest first."""

MIN_PX: Final = 11
"""No text is drawn smaller than this, whatever the window: an 8 px cap height in Inter; below it
Cyrillic stops reading."""

def text_factor() -> float:
    """The player's text size as a factor (1.0 at 100 %): for space that grows with the text."""
    return current().text_factor


def grown(length: float, most: float | None = None) -> float:
    """A hit area's design length at the player's text size: a button or row holding text grows
    with it, so larger text also means larger targets; ``most`` caps the factor where a screen
    has no more room (the screen's own layout says how far it fits)."""
    factor = current().text_factor
    return length * (factor if most is None else min(factor, most))


@dataclass(frozen=True, slots=True)
class Style:
    """One role of the scale: the face (a kind of :data:`resources.FONT_FILES`) and its size."""

    face: str
    size: int  # pixels at 1280x800

    def px(self, scale: float = 1.0, most: float | None = None) -> int:
        """The pixel size in a window whose design grid is scaled by ``scale``, at the player's
        text size; ``most`` caps that text size's factor for a mark whose room on the board is
        fixed (a hex's number, a slot's value), which grows only as far as its room allows."""
        factor = current().text_factor
        grow = factor if most is None else min(factor, most)
        return max(MIN_PX, round(self.size * scale * grow))



ROLES: Final[dict[str, Style]] = {
    "caption": Style("text", 12),       # badges, fine print, keyboard hints
    "small": Style("text", 14),         # secondary lines, tooltips, log entries
    "body": Style("text", 16),          # ordinary UI text, rules paragraphs
    "label": Style("text_bold", 16),    # row titles, a choice's value, small buttons
    "field": Style("text", 20),         # what the player types: names, the seed
    "heading": Style("text_bold", 20),  # a settings row's title, section titles
    "button": Style("text_bold", 20),   # a button's words: the screens' buttons, the table's bar
    "panel_title": Style("display", 20),  # a panel's name ("Ganesha's altar", the chart)
    "count": Style("display", 16),      # the smallest number that scores: the score track
    "number": Style("display", 20),     # hex values, slot values, counts
    "score": Style("display", 28),      # scores on the player tiles
    "title": Style("display", 28),      # scene titles
    "display": Style("display", 40),    # the game's name, the winner
    "mark": Style("display", 16),       # a number printed on a piece (the drum, the bag): it
    # is sized by the piece's picture, as a die's pips are, so it is never set from here
}


def style(role: str) -> Style:
    """The style of a role; an unknown role is a programming error named in the message."""
    try:
        return ROLES[role]
    except KeyError:
        raise KeyError(f"No type role like {role!r}; choose from {', '.join(ROLES)}") from None


def font(role: str, scale: float = 1.0) -> pygame.font.Font:
    """The cached font of a role, for a design grid scaled by ``scale`` (``DesignGrid.s``)."""
    chosen = style(role)
    return resources.font(chosen.face, chosen.px(scale))


__all__ = ["MIN_PX", "ROLES", "STEPS", "Style", "font", "grown", "style",
           "text_factor"]
