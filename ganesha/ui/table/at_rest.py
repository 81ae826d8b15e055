"""When the table needs a frame: its answer to the loop, which sleeps while nothing moves.

The table moves by itself while the game goes on without the person at the screen (an AI seat
thinks or plays, unless the seats are held as after a puzzle's turn; the take-back moment
counts down, a hand-over's catch-up replays, the results are due), while anything is in the
air or fading (a flight, a pawn, the drum, a new spice token, a banner, the dialog fading in),
while the hint is being thought about and while the pointer rests on a seat's tile (its last
turn replays in a loop). Otherwise it waits for the person: the legal targets breathe for
:data:`~ganesha.ui.kit.motion.AMBIENT_SECONDS` after the last input or change and then rest at
their brightest (:class:`Ambient`); a notice's end and the hover help's delay are the only
times still due.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

from ganesha.ui.kit import motion
from ganesha.ui.kit.scene import NOW
from ganesha.ui.table.draw.dialog_paint import DIALOG_FADE
from ganesha.ui.table.draw.view import PULSE_PERIOD, TOOLTIP_DELAY

if TYPE_CHECKING:
    from ganesha.data.vocabulary import Speed
    from ganesha.ui.kit.widgets.dialog import Dialog
    from ganesha.ui.table.controller import TableController
    from ganesha.ui.table.drag import TableInput
    from ganesha.ui.table.draw.effects import TableEffects
    from ganesha.ui.table.draw.highlights import Highlights
    from ganesha.ui.table.hint import HintAdvisor


class TableScene(Protocol):
    """What this module reads of the table scene (which imports this module, so it is named
    here by its parts, never imported)."""

    @property
    def controller(self) -> TableController: ...
    @property
    def effects(self) -> TableEffects: ...
    @property
    def dialog(self) -> Dialog | None: ...
    @property
    def dialog_age(self) -> float: ...
    @property
    def hint(self) -> HintAdvisor: ...
    @property
    def input(self) -> TableInput: ...
    @property
    def speed(self) -> Speed: ...
    @property
    def ambient(self) -> Ambient: ...
    @property
    def clock(self) -> float: ...
    def highlights(self) -> Highlights: ...

#: The breath's clock at its brightest: ``view.breath`` is a sine with its peak a quarter period in.
PEAK = PULSE_PERIOD / 4


class Ambient:
    """The table's clock for what moves on its own: it runs while the table is stirred (input,
    a change of the game, something moving) and for :data:`motion.AMBIENT_SECONDS` after, then
    stops at the breath's next peak, so the glow rests at its brightest."""

    def __init__(self) -> None:
        self.quiet = 0.0  # seconds since the table was last stirred

    def stir(self) -> None:
        """Input arrived or something changed: the ambient motion runs again."""
        self.quiet = 0.0

    def settled(self, clock: float) -> bool:
        """The ambient motion has stopped at ``clock``."""
        return self.quiet >= motion.AMBIENT_SECONDS and clock == next_peak(clock)

    def advance(self, clock: float, dt: float) -> float:
        """``clock`` after ``dt`` seconds: on while stirred recently, else up to the next peak."""
        self.quiet += dt
        if self.quiet < motion.AMBIENT_SECONDS:
            return clock + dt
        return min(clock + dt, next_peak(clock))


def next_peak(clock: float) -> float:
    """The first time at or after ``clock`` when the legal targets' glow is brightest."""
    return PEAK + PULSE_PERIOD * math.ceil((clock - PEAK) / PULSE_PERIOD - 1e-9)


def moving(table: TableScene) -> bool:
    """Something at the table changes by itself this frame (see the module's list)."""
    c, fx = table.controller, table.effects
    return ((not c.human_to_act and not c.held()) or c.take_back is not None
            or not fx.calm or fx.drum.moving or fx.drum_flip > 0 or fx.banner_time > 0
            or bool(fx.token_age)
            or (table.dialog is not None and table.dialog_age < DIALOG_FADE)
            or table.hint.thinking or replaying(table))


def replaying(table: TableScene) -> bool:
    """The pointer rests on a seat's tile whose last turn is replayed in a loop (at the instant
    speed it is shown landed, still)."""
    hand = table.input
    if hand.tile_under is None or hand.hold is not None or table.speed.instant:
        return False
    return bool(table.highlights().replays.get(hand.tile_under))


def table_due(table: TableScene) -> float | None:
    """Seconds until the table next needs a frame; NOW while it moves; None when it waits for
    the person (see the module's docstring)."""
    if moving(table):
        return NOW
    if not (motion.reduced() or table.speed.instant) and not table.ambient.settled(table.clock):
        return NOW  # the legal targets breathe a while longer
    hand, notice_left = table.input, table.effects.notice_left
    dues = [notice_left] if notice_left > 0 else []
    if hand.hover is not None and hand.hover_still < TOOLTIP_DELAY:
        dues.append(TOOLTIP_DELAY - hand.hover_still)
    return min(dues, default=None)


__all__ = ["PEAK", "Ambient", "moving", "next_peak", "replaying", "table_due"]
