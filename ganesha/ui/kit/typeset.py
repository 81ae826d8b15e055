"""What each frame's text was, for the type checks: every line drawn in a type-scale role is
noted here as (role, pixel size, where it landed, the box it belongs in), and every panel
drawn as a box, while a test watches.

The checks this makes possible are the type scale's promises: no line leaves its box (a
field, a button, a panel, the window), and one role has one size on a screen (a bar whose
buttons came out in three sizes read as three kinds of button). Outside a test nothing is
kept: :func:`note` is one read of a context variable (set only inside :func:`watching`, reset
by its token), so drawing costs the same.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

import pygame


@dataclass(frozen=True, slots=True)
class Shown:
    """One line of text as drawn: its role, its size in pixels, its rect and its box."""

    role: str
    px: int
    rect: pygame.Rect
    box: pygame.Rect
    words: str
    seq: int = 0
    """How many lines were noted before this one: a panel drawn later covers it."""


@dataclass(slots=True)
class Sheet:
    """What was drawn while watching: the lines and the panels (boards, tiles, dialogs), each
    panel with the number of lines noted before it (a line under a later panel is covered by
    it, not on it)."""

    lines: list[Shown] = field(default_factory=list)
    panels: list[tuple[int, pygame.Rect]] = field(default_factory=list)


_sheet: ContextVar[Sheet | None] = ContextVar("ganesha_typeset_sheet", default=None)


@contextmanager
def watching() -> Iterator[Sheet]:
    """Collect every noted line and panel until the block ends (the sheet watched before comes
    back then)."""
    sheet = Sheet()
    token = _sheet.set(sheet)
    try:
        yield sheet
    finally:
        _sheet.reset(token)


def note(role: str, px: int, rect: pygame.Rect, box: pygame.Rect | None,
         words: str) -> None:
    """A line drawn in ``role`` at ``px`` pixels, landing on ``rect``; ``box`` is where it must
    stay (None: the line's own room is the window)."""
    sheet = _sheet.get()
    if sheet is not None and words.strip():
        sheet.lines.append(Shown(role, px, pygame.Rect(rect),
                                 pygame.Rect(box) if box is not None else pygame.Rect(0, 0, 0, 0),
                                 words, len(sheet.lines)))


def note_panel(rect: pygame.Rect) -> None:
    """A panel drawn at ``rect``: a line on it stays inside its border."""
    sheet = _sheet.get()
    if sheet is not None:
        sheet.panels.append((len(sheet.lines), pygame.Rect(rect)))


__all__ = ["Sheet", "Shown", "note", "note_panel", "watching"]
