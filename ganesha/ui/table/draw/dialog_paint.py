"""The table's open choice box as it is painted: fading and rising in over its first moments,
and a hot-seat hand-over's behind a curtain that hides the table from the next player."""

from __future__ import annotations

import pygame

from ganesha.ui.kit.theme import Palette, TextCache
from ganesha.ui.kit.widgets.dialog import Dialog
from ganesha.ui.table.draw.layout import Layout
from ganesha.ui.table.draw.painter import Painter
from ganesha.ui.table.intents import HandOver

DIALOG_FADE = 0.18
HAND_OVER_VEIL = 228  # alpha of the curtain behind the hot-seat hand-over (of 255)


def is_hand_over(dialog: Dialog) -> bool:
    """The hot-seat hand-over dialog ("Pass to …"), drawn over a curtain."""
    return any(isinstance(b.intent, HandOver) for b in dialog.buttons)


def draw_dialog_over(surface: pygame.Surface, painter: Painter, dialog: Dialog,
                      dialog_age: float, instant: bool) -> None:
    """The dialog fading in over the table; a hand-over's behind a curtain."""
    p = painter.p
    fade = 1.0 if instant else min(1.0, dialog_age / DIALOG_FADE)
    if is_hand_over(dialog):
        # hot seat: the table behind is the present, and once confirmed the catch-up starts
        # from the earlier picture; a curtain keeps the table from jumping back under the eye
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*p.background_bottom, round(HAND_OVER_VEIL * fade)))
        surface.blit(veil, (0, 0))
    _draw_dialog(surface, painter.lay, p, painter.text, dialog, fade)


def _draw_dialog(surface: pygame.Surface, lay: Layout, p: Palette, text: TextCache,
                 dialog: Dialog, fade: float) -> None:
    """The dialog, rising and fading in over its first moments."""
    if fade >= 1.0:
        dialog.draw(surface, p, text)
        return
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    dialog.draw(layer, p, text)
    layer.set_alpha(round(255 * fade))
    surface.blit(layer, (0, round((1 - fade) * lay.px(16))))


__all__ = ["DIALOG_FADE", "HAND_OVER_VEIL", "draw_dialog_over", "is_hand_over"]
