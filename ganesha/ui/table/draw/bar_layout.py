"""The table's button bar: where each button goes, how large its words are, and which button
object carries each command from one layout of the bar to the next.

At 100 % text the bar is one row of equal places across the middle column, under the mandala.
At a larger text size (Settings, 125/150 %) five places in a row left every label small and
wrapped in two lines ("Keep / one gem"), so there the bar takes two rows (``Layout.bar_rows``;
the room under the mandala holds both): the turn's two choices, Keep one gem and Place
yellow, above; Undo, End turn and Hint below. The rows depend only on how many buttons there
are and on the text size, never on what can be used now: each button keeps its place through a
turn (disabled, not removed; tests/ui/kit/test_stable_controls.py).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from ganesha.ui.kit import type_scale
from ganesha.ui.kit.theme import TextCache
from ganesha.ui.kit.widgets.button import Button, common_px
from ganesha.ui.table.draw.layout import Layout
from ganesha.ui.table.intents import Command


def bar_rows(count: int, rows: int) -> list[list[int]]:
    """Which of the bar's ``count`` buttons (in ``prompts.bar_buttons``' order, Hint after
    them) share each row, top row first; one row unless ``rows`` asks for two."""
    if rows < 2 or count < 4:
        return [list(range(count))]
    return [[1, 2], [0, *range(3, count)]]  # the long labels get the wide places


def bar_places(labels: Sequence[str], lay: Layout,
               text: TextCache) -> tuple[int, list[pygame.Rect]]:
    """The font size every label is drawn at and each button's rect, in ``labels``' order.

    One size for every label, as for every role on a screen: the "button" role's, or the
    largest under it at which each label fits its place on one line or, broken at a space, on
    two (never one label smaller than the others: three sizes read as three kinds of button).
    The buttons of a row share one width, their row's whole room (a width read off this turn's
    words moved the buttons between turns)."""
    area, gap = lay.buttons_rect, lay.px(14)
    rows = bar_rows(len(labels), lay.bar_rows)
    rooms = [(area.width - gap * (len(row) - 1)) // max(1, len(row)) for row in rows]
    if len(rows) == 1:  # taller with larger text (two lines of a long label), within the bar
        h = max(lay.px(46), min(lay.px(58), round(lay.font_px("label") * 2.4)))
    else:
        h = (area.height - lay.px(8) * (len(rows) - 1)) // len(rows)
    places = [pygame.Rect(0, 0, 0, 0) for _ in labels]
    for k, (row, room) in enumerate(zip(rows, rooms, strict=True)):
        w = room  # the whole place, whatever this turn's words: a button never moves
        middle = area.centery if len(rows) == 1 else area.top + k * (h + lay.px(8)) + h // 2
        x = area.centerx - (w * len(row) + gap * (len(row) - 1)) // 2
        for i in row:
            places[i] = pygame.Rect(x, middle - h // 2, w, h)
            x += w + gap
    trial = [Button(place, label, None, font_size=lay.font_px("button"), role="button")
             for label, place in zip(labels, places, strict=True)]
    return common_px(trial, text, type_scale.MIN_PX), places


def bar_button(bar: Sequence[Button], place: pygame.Rect, label: str, intent: Command | None, *,
               primary: bool, font_size: int, purpose: Hashable = None) -> Button:
    """The button for ``intent`` at ``place``: the one already on the ``bar`` with the same
    intent when there is one, given its new words and look, else a new one (disabled without
    an intent). The bar is laid out again whenever the suggestion changes, and the preview of
    the button under the pointer changes it: a new object there would drop a press made in the
    frame the preview appeared (the release then met a button never pressed) and the hover.
    ``purpose`` is what the button is (its role), which a click on it disabled is answered by."""
    kept = next((b for b in bar if intent is not None and b.intent == intent), None)
    if kept is None:
        return Button(place, label, intent, primary=primary, font_size=font_size,
                      enabled=intent is not None, role="button", purpose=purpose)
    kept.rect, kept.label, kept.primary = pygame.Rect(place), label, primary
    kept.purpose = purpose
    kept.font_size, kept.enabled = font_size, True
    return kept


__all__ = ["bar_button", "bar_places", "bar_rows"]
