"""The table's layers, back to front: the one order the frame is drawn in and the order a
pointer event is offered in, read the other way round (top first).

Why one declaration: a part drawn over another must also get the click over it. The painter
(:func:`~ganesha.ui.table.draw.view.draw_table`) walks :data:`DRAW_ORDER` forwards and the input
(:mod:`ganesha.ui.table.drag`) walks it backwards through one hit-test
(:mod:`ganesha.ui.kit.hit`), so a choice box drawn over the log can never lose its click to it.
"""

from __future__ import annotations

from enum import Enum


class Layer(Enum):
    """One layer of the table's picture (several may hold nothing to click)."""

    BOARD = "board"  # the header, the altar, Ganesha, the mandala, the pawns: pieces and spots
    TILES = "tiles"  # every seat's tile and its last turn's story
    MARKS = "marks"  # the spice guide, the drum, the rings on pieces
    PROMPT = "prompt"  # the line under the mandala and the take-back countdown
    BAR = "bar"  # the button bar
    LOG = "log"  # the game log panel
    SPEED = "speed"  # the speed control at the log panel's top
    BANNER = "banner"  # a round's banner
    LESSON = "lesson"  # the lesson's card and its button
    MOTION = "motion"  # gems and pops in flight
    DIALOG = "dialog"  # an open choice box (a hand-over's behind its curtain)
    POINTER = "pointer"  # the focus ring, the hover's tooltip, the lifted gem


#: Back to front: drawn in this order, offered a click in the reverse one.
DRAW_ORDER: tuple[Layer, ...] = (
    Layer.BOARD, Layer.TILES, Layer.MARKS, Layer.PROMPT, Layer.BAR, Layer.LOG, Layer.SPEED,
    Layer.BANNER, Layer.LESSON, Layer.MOTION, Layer.DIALOG, Layer.POINTER,
)

__all__ = ["DRAW_ORDER", "Layer"]
