"""A player's mouse at the puzzles: the title's Puzzles button, a puzzle's whole turn played
at its table by real pygame events (the same gestures as a game's, :class:`Hand`), and the
frames until the judge's verdict is shown."""

from __future__ import annotations

import math
import time

from ganesha.ai.heuristics import is_chance
from ganesha.ai.puzzles import Plan
from ganesha.ai.review import judged_part
from ganesha.data.look import wearing
from ganesha.data.puzzles import Puzzle
from ganesha.engine import EndTurn, Place, Take
from ganesha.store import lesson_progress
from ganesha.ui.menus.puzzles.screen import PuzzleScene
from ganesha.ui.table.scene import TableScene
from tests.helpers.mouse_play import Hand

FPS = 60  # the frames a Hand runs per second of the app's clock
#: Seconds a player takes to read a verdict before a deliberate click: more than the verdict's
#: settle time (the screen's ``VERDICT_SETTLE``), far more than a double click's second click.
READING = 0.5


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
        """The title's Puzzles button, which a player who has finished the lesson is shown."""
        lesson_progress.mark_finished()
        self.app.show_title()
        self.frames(1)
        self.press_control("puzzles")
        return self.screen

    def open_puzzle(self, puzzle: Puzzle) -> None:
        """The screen's own way to a puzzle, as its Next or Daily buttons take it (in the
        player's look, as the app wears it for every event)."""
        with wearing(self.app.look):
            self.screen.open(puzzle)
        self.frames(2)

    def play(self, plan: Plan) -> None:
        """Each action of ``plan`` made with the mouse: a taken gem is dropped where the plan
        places it (the table queues that placement and plays it itself once the taking is
        over, so a placement already played is not made again). The game then holds the
        plan's actions, the queued placements in the order the gems were taken."""
        table = self.table  # the verdict may replace it once the turn is played
        start, turn = len(table.state.player_actions()), table.state.turn_marker
        claimed: set[int] = set()  # the plan's placements a drop has queued
        for k, action in enumerate(plan):
            if k in claimed:
                continue
            then = None
            if isinstance(action, Take):
                colour = self.table.state.altar_gems().get(action.hex)
                places = [(i, a) for i, a in enumerate(plan) if i > k and i not in claimed
                          and isinstance(a, Place) and a.gem == colour]
                if places:
                    claimed.add(places[0][0])
                    then = places[0][1]
            self.perform(action, then)
            self.frames(3)
        if plan and is_chance(plan[-1]):
            self.finish_turn(table, turn)
        done = table.state.player_actions()[start:]
        # a plan stops at a bag draw (the judge looks no further): what the table did after it
        # is the turn's aftermath, not part of the plan
        assert sorted(map(repr, judged_part(tuple(done)))) == sorted(map(repr, plan)), (done,
                                                                                     plan)
        assert not self.played.missed, self.played.missed

    def finish_turn(self, table: TableScene, turn: tuple[int, int, bool]) -> None:
        """After a plan that stops at a bag draw, the rest of the turn as a player ends it: End
        turn when the bar offers it, else the first legal choice (the judge looks no further
        than the draw, so what follows does not change the verdict)."""
        for _ in range(12):
            state = table.state
            if state.is_over or state.turn_marker != turn or table.controller.take_back:
                return
            legal = state.legal_actions()
            self.perform(next((a for a in legal if isinstance(a, EndTurn)), legal[0]))
            self.frames(3)

    def wait_for_verdict(self, limit: float = 30.0, read: bool = True) -> None:
        """Frames until the verdict is shown; ``read``: and then while the player reads it
        (:meth:`read_verdict`), so a click after it is a deliberate one."""
        deadline = time.perf_counter() + limit
        while self.screen.view != "verdict":
            assert time.perf_counter() < deadline, "no verdict came"
            self.frames()
            time.sleep(0.005)
        if read:
            self.read_verdict()

    def read_verdict(self) -> None:
        """Frames for :data:`READING` seconds of the app's clock."""
        self.frames(math.ceil(READING * FPS))


__all__ = ["PuzzleHand"]
