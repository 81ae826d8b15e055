"""The undo rule, and :class:`Game`: the real game with its undo kept by the game itself.

A player may take back their own decisions within their turn — never past a bag draw (it revealed
hidden information), never another seat's move, never the end of a turn. boardgame.io keeps undo
in its core for the same reason: the rule is about the game, not about a screen. A table holds a
:class:`Game` and applies every action through :meth:`Game.apply`; the rule, the snapshots (the
only exact copies of the real game's future, :meth:`GameState.snapshot`) and the take-back of a
turn-ending move all live here, and the table only asks and calls.
"""

from __future__ import annotations

from collections.abc import Callable

from ganesha.engine.actions import Action, Drawn, EndTurn, FinalPlace, SpicesPlaced
from ganesha.engine.state import GameState, new_game


def _may_everyone(seat: int) -> bool:
    return True


class UndoHistory:
    """Snapshots before each undoable decision of the seat to act, newest last."""

    def __init__(self) -> None:
        self._steps: list[tuple[int, GameState]] = []

    def apply(self, state: GameState, action: Action, undoable: bool) -> bool:
        """``state.apply(action)`` (IllegalAction leaves everything as it was), remembering the
        position before it if ``undoable`` (the seat may take its decisions back) and the rule
        allows; anything that may not be taken back forgets the older steps too. True when the
        move closed its turn cleanly: no draw, the game goes on (what :class:`Game` may still
        take back at once)."""
        seat = state.current_player
        turn = state.turn_marker
        known = len(state.history)
        before = state.snapshot() if undoable else None
        state.apply(action)
        drew = any(isinstance(item, (Drawn, SpicesPlaced)) for item in state.history[known + 1:])
        ended = state.turn_marker != turn \
            or isinstance(action, (EndTurn, FinalPlace))
        closed = ended or state.is_over
        if before is None or drew or closed or (self._steps and self._steps[-1][0] != seat):
            self._steps.clear()
        if before is not None and not drew and not closed:
            self._steps.append((seat, before))
        return ended and not drew and not state.is_over

    def steps(self, state: GameState) -> int:
        """How many decisions the seat to act may take back now."""
        if state.is_over or not self._steps or self._steps[-1][0] != state.current_player:
            return 0
        return len(self._steps)

    def undo(self, state: GameState) -> bool:
        """Restore the position before the last decision (False when none may be taken back)."""
        if not self.steps(state):
            return False
        _, snapshot = self._steps.pop()
        state.restore(snapshot)
        return True

    def clear(self) -> None:
        self._steps.clear()

    def copy(self) -> UndoHistory:
        """The same steps in a history of its own (its snapshots are never changed in place,
        so they may be shared)."""
        other = UndoHistory()
        other._steps = list(self._steps)
        return other


class Game:
    """The real game a table plays: its state (``game.state``, the one object every holder
    reads) and the undo rule, applied by the game to every action played through
    :meth:`apply`. ``undoable(seat)`` says whose decisions may be taken back (a person's at the
    table; never an AI's). Besides the steps within a turn, the move that just closed a turn
    cleanly (no draw, the game goes on) may be taken back until the next action is played:
    the table's short grace after a turn-ending slip."""

    def __init__(self, state: GameState, undoable: Callable[[int], bool] = _may_everyone) -> None:
        self.state = state
        self._undoable = undoable
        self._history = UndoHistory()
        # the position before the move that closed a turn, and the steps that stood then
        self._closing: tuple[int, GameState, UndoHistory] | None = None

    def apply(self, action: Action) -> None:
        """Play ``action`` under the undo rule (IllegalAction changes nothing but the closing
        move's take-back, which ends with any next action, refused or not)."""
        state = self.state
        seat = state.current_player
        undoable = self._undoable(seat)
        before = state.snapshot() if undoable else None
        steps = self._history.copy()
        self._closing = None
        closed_cleanly = self._history.apply(state, action, undoable)
        if before is not None and closed_cleanly:
            self._closing = (seat, before, steps)

    def undo_steps(self) -> int:
        """How many decisions the seat to act may take back within its turn now."""
        return self._history.steps(self.state)

    def undo(self) -> bool:
        """Take back the last decision of the seat to act (False when none may be)."""
        return self._history.undo(self.state)

    def closing_seat(self) -> int | None:
        """The seat whose turn-ending move may still be taken back (None: no such move)."""
        return None if self._closing is None else self._closing[0]

    def take_back_closing(self) -> bool:
        """Take back the move that closed the last turn, with that turn's earlier steps
        (False when there is none: the next action was played, or it drew or ended the game)."""
        if self._closing is None:
            return False
        _, before, steps = self._closing
        self._closing = None
        self.state.restore(before)
        self._history = steps
        return True

    def recall(self) -> bool:
        """A game resumed from its save: rebuild the undo steps its players had by replaying
        the saved moves from the setup (the game is deterministic from its seed), so what could
        be taken back before leaving still can. A save that does not replay to the same
        position keeps none (False)."""
        replayed = Game(new_game(self.state.config), self._undoable)
        for action in self.state.player_actions():
            replayed.apply(action)
        if replayed.state.digest() != self.state.digest():
            return False
        self._history = replayed._history
        self._closing = None
        return True


__all__ = ["Game", "UndoHistory"]
