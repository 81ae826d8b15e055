"""The undo rule, next to the state's ``clone``/``restore`` it is built on.

A player may take back their own decisions within their turn — never past a bag draw (it revealed
hidden information), never another seat's move, never the end of a turn. boardgame.io keeps undo
in its core for the same reason: the rule is about the game, not about a screen. The table's
controller applies every action through :meth:`UndoHistory.apply` and asks it how far back the
seat to act may go.
"""

from __future__ import annotations

from ganesha.engine.actions import Action, Drawn, EndTurn, FinalPlace, SpicesPlaced
from ganesha.engine.state import GameState


class UndoHistory:
    """Snapshots before each undoable decision of the seat to act, newest last."""

    def __init__(self) -> None:
        self._steps: list[tuple[int, GameState]] = []

    def apply(self, state: GameState, action: Action, undoable: bool) -> None:
        """``state.apply(action)`` (IllegalAction leaves everything as it was), remembering the
        position before it if ``undoable`` (the seat may take its decisions back) and the rule
        allows; anything that may not be taken back forgets the older steps too."""
        seat = state.current_player
        turn = (state.round, state.turn_player)
        known = len(state.history)
        before = state.clone() if undoable else None
        state.apply(action)
        drew = any(isinstance(item, (Drawn, SpicesPlaced)) for item in state.history[known + 1:])
        closed = ((state.round, state.turn_player) != turn or state.is_over
                  or isinstance(action, (EndTurn, FinalPlace)))
        if before is None or drew or closed or (self._steps and self._steps[-1][0] != seat):
            self._steps.clear()
        if before is not None and not drew and not closed:
            self._steps.append((seat, before))

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
        so they may be shared): the table keeps it to give a turn's steps back with the turn."""
        other = UndoHistory()
        other._steps = list(self._steps)
        return other


__all__ = ["UndoHistory"]
