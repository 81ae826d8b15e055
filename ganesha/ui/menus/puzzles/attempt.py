"""A puzzle's table: the real table scene and controller opened at the puzzle's position, where
only the seat to move is a person's and the turn's end is where judging starts.

The other seats keep the AI level that reached the position (their tiles say so) but never move:
their AI is held (:attr:`~ganesha.ui.table.ai_seats.AISeats.hold_ai`), so once the person's turn
has passed the table stands still. The hint is off (it would give the answer away). The turn is
over when the move that ended it can no longer be taken back: after the take-back moment
(:mod:`ganesha.ui.table.take_back`), so a slip of the mouse is undone before it is judged.
"""

from __future__ import annotations

from ganesha.ai.puzzles import Plan
from ganesha.data.match import Match
from ganesha.data.puzzles import Puzzle
from ganesha.data.vocabulary import HUMAN, Speed
from ganesha.ui.table.scene import TableScene, open_table
from ganesha.ui.table.take_back import ends_turn


def puzzle_seats(puzzle: Puzzle, players: int) -> tuple[str, ...]:
    """The person at the puzzle's seat, the level that reached the position at the others."""
    return tuple(HUMAN if seat == puzzle.seat else puzzle.level for seat in range(players))


class PuzzleTable:
    """The table of one try at ``puzzle`` (``spectator``: nobody acts, for showing a plan)."""

    def __init__(self, puzzle: Puzzle, size: tuple[int, int], speed: Speed,
                 spectator: bool = False) -> None:
        self.puzzle = puzzle
        state = puzzle.position()
        self.start = len(state.player_actions())
        self.turn = state.turn_marker
        self.table: TableScene = open_table(
            Match(state.config, puzzle_seats(puzzle, state.config.players)), state, size,
            speed, spectator=spectator)
        self.table.hold_ai = True  # the other seats never move in a puzzle
        self.table.hint_offered = False

    @property
    def played(self) -> Plan:
        """The person's actions since the position (an undone one is gone from the game)."""
        return tuple(self.table.state.player_actions()[self.start:])

    def answer(self) -> Plan | None:
        """The whole turn played, once it is over and can no longer be taken back; else None."""
        played = self.played
        controller = self.table.controller
        if not played or controller.take_back is not None or controller.choice:
            return None
        state = self.table.state
        if state.is_over or ends_turn(state, played[-1], self.turn):
            return played
        return None

    def close(self) -> None:
        self.table.close()


__all__ = ["PuzzleTable", "puzzle_seats"]
