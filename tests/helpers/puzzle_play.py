"""A player's mouse at the puzzles: the title's Puzzles button, a puzzle's whole turn played
at its table by real pygame events (the same gestures as a game's, :class:`Hand`), and the
frames until the judge's verdict is shown."""

from __future__ import annotations

import time

from ganesha.ai.puzzles import Plan
from ganesha.data.puzzles import Puzzle
from ganesha.ui.menus.puzzles.screen import PuzzleScene
from ganesha.ui.table.scene import TableScene
from tests.helpers.mouse_play import Hand


class PuzzleHand(Hand):
    """The :class:`Hand` whose table is the puzzle screen's (the app's own table is a game's)."""

    @property
    def screen(self) -> PuzzleScene:
        top = self.top
        assert isinstance(top, PuzzleScene), top
        return top

    @property
    def table(self) -> TableScene:
        attempt = self.screen.attempt
        assert attempt is not None, "no puzzle is open"
        return attempt.table

    def open_from_title(self) -> PuzzleScene:
        self.press_control("puzzles")
        return self.screen

    def open_puzzle(self, puzzle: Puzzle) -> None:
        """The screen's own way to a puzzle, as its Next or Daily buttons take it."""
        self.screen.open(puzzle)
        self.frames(2)

    def play(self, plan: Plan) -> None:
        """Each action of ``plan`` made with the mouse (a placement queued by a drop on a slot
        is played by the table itself), until the whole plan stands in the game."""
        start = len(self.table.state.player_actions())
        for _ in range(3 * len(plan)):
            done = tuple(self.table.state.player_actions()[start:])
            assert done == plan[:len(done)], (done, plan)
            if len(done) == len(plan):
                return
            k = len(done)
            self.perform(plan[k], plan[k + 1] if k + 1 < len(plan) else None)
            self.frames(3)
        raise AssertionError(f"the plan never reached the game: {self.played.missed}")

    def wait_for_verdict(self, limit: float = 30.0) -> None:
        deadline = time.perf_counter() + limit
        while self.screen.view != "verdict":
            assert time.perf_counter() < deadline, "no verdict came"
            self.frames()
            time.sleep(0.005)


__all__ = ["PuzzleHand"]
