"""The take-back moment: a person's turn-ending move can be taken back until the next seat's
first action is shown.

The engine's undo rule stops at the end of a turn (:class:`~ganesha.engine.undo.Game`):
once the turn is over the next seat may act, and what it sees must not change under it. But at
the table a slip of the mouse (a Treasury gem let go over Ganesha, End turn pressed instead of
Place yellow) would cost the game if the next seat started at once. So a person's move that ends
their turn opens a short :class:`TakeBack` moment — :data:`TAKE_BACK_SECONDS` at normal speed,
divided by the speed's factor — before the next seat begins: nobody acts during it (an AI seat
waits, a hot-seat hand-over waits) and Undo asks the game to take the move back
(:meth:`~ganesha.engine.undo.Game.take_back_closing`: the position before it, with the turn's
earlier undo steps). The moment never follows a move that drew from the bag (an altar
refilled at a round's end revealed hidden gems: :func:`drew_since` says so) nor the move that
ends the game (its result is recorded at once), and the instant speed has none.
"""

from __future__ import annotations

from dataclasses import dataclass

from ganesha.data.vocabulary import Speed
from ganesha.engine import Action, Drawn, EndTurn, FinalPlace, GameState, SpicesPlaced

#: How long the moment lasts at normal speed, in seconds of calm table time.
TAKE_BACK_SECONDS = 2.0


def drew_since(state: GameState, known: int) -> bool:
    """Something was drawn from the bag since history length ``known`` (an altar refill, the
    spices placed): hidden information came out, so no take-back goes past it."""
    return any(isinstance(item, (Drawn, SpicesPlaced)) for item in state.history[known:])


def ends_turn(state: GameState, action: Action, turn: tuple[int, int, bool]) -> bool:
    """``action`` (just applied to ``state``) closed the turn that was ``turn`` (its
    :attr:`~ganesha.engine.GameState.turn_marker` before): the next seat, or the final stage,
    is now to act."""
    return state.turn_marker != turn or isinstance(action, (EndTurn, FinalPlace))


@dataclass(slots=True)
class TakeBack:
    """An open moment: whose turn-ending move may be taken back (the game keeps the position
    before it) and the calm seconds counted so far."""

    seat: int
    elapsed: float = 0.0

    def length(self, speed: Speed) -> float:
        """The moment's seconds at ``speed`` (none at the instant speed)."""
        return 0.0 if speed.instant else TAKE_BACK_SECONDS / speed.factor

    def left(self, speed: Speed) -> float:
        """Seconds still to wait at ``speed``."""
        return max(0.0, self.length(speed) - self.elapsed)

    def share_left(self, speed: Speed) -> float:
        """How much of the moment is left, 1.0 (all) to 0.0 (over): the table's countdown bar."""
        length = self.length(speed)
        return self.left(speed) / length if length > 0 else 0.0

    def tick(self, dt: float, calm: bool, speed: Speed) -> bool:
        """Count ``dt`` while the table is ``calm`` (the move's motion has landed first); True
        once the moment is over."""
        if calm:
            self.elapsed += dt
        return self.left(speed) <= 0.0


__all__ = ["TAKE_BACK_SECONDS", "TakeBack", "drew_since", "ends_turn"]
