"""A game review running beside the game: turns valued in worker processes, never on the frame
loop, with progress, a time estimate and cancel at any moment.

The table's AI worker keeps one process for one decision at a time; a review is a batch of
independent turns, so it gets its own small process pool (one process per spare core) that the
review screen polls each frame. Cancelling ends the pool's processes at once, the turn they
were valuing included (a review nobody waits for keeps no core busy), and leaves nothing
written: only a finished review is returned (and kept by the caller).
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from multiprocessing.pool import AsyncResult, Pool

from ganesha.ai.parent_watch import BoundSpawnContext, leave_with_parent
from ganesha.ai.review import (
    FIRST_SAMPLES,
    MOST_SAMPLES,
    Review,
    Turn,
    TurnReview,
    review_turn,
    split_turns,
)
from ganesha.engine import Action, GameConfig


@dataclass(frozen=True, slots=True)
class Progress:
    """How far a review is: turns done of all, and the seconds it expects still to take."""

    done: int
    total: int
    seconds_left: float | None  # None until the first turn is done

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0


def _one(config: GameConfig, actions: list[Action], turn: Turn, seed: int, first: int,
         most: int) -> TurnReview:
    return review_turn(config, actions, turn, seed, first, most)


class ReviewJob:
    """Review ``seats`` of the game (``config`` + ``actions``) in the background."""

    def __init__(self, config: GameConfig, actions: list[Action], seats: tuple[int, ...],
                 seed: int = 1, first: int = FIRST_SAMPLES, most: int = MOST_SAMPLES,
                 processes: int | None = None) -> None:
        self.config, self.seats = config, seats
        self.turns = [t for t in split_turns(config, actions) if t.seat in seats]
        self._started = time.monotonic()
        self._results: dict[int, TurnReview] = {}
        workers = processes or max(1, (os.cpu_count() or 2) - 1)
        # bound to the game like the AI's worker: a killed game leaves no review running; a
        # multiprocessing pool rather than an executor, because only it can end a turn under way
        self._pool: Pool | None = BoundSpawnContext().Pool(workers, initializer=leave_with_parent)
        self._pending: dict[int, AsyncResult[TurnReview]] = {
            turn.number: self._pool.apply_async(
                _one, (config, actions, turn, seed + turn.number, first, most))
            for turn in self.turns}

    def poll(self) -> Progress:
        """Collect the turns finished since the last call (never blocks)."""
        for number in [n for n, pending in self._pending.items() if pending.ready()]:
            self._results[number] = self._pending.pop(number).get()
        done, total = len(self._results), len(self.turns)
        left = None
        if done:
            left = (time.monotonic() - self._started) / done * (total - done)
        if not self._pending:
            self._close()
        return Progress(done, total, left)

    @property
    def finished(self) -> bool:
        return not self._pending and len(self._results) == len(self.turns)

    def result(self) -> Review | None:
        """The whole review once every turn is done; None before (never a partial one)."""
        if not self.finished:
            return None
        return Review(self.config, self.seats,
                      tuple(self._results[t.number] for t in self.turns))

    def cancel(self) -> None:
        """Stop now: the waiting turns are dropped and the processes ended mid-turn."""
        self._pending.clear()
        if self._pool is not None:
            self._pool.terminate()
            self._pool = None

    def _close(self) -> None:
        """Every turn is in: let the processes leave by themselves."""
        if self._pool is not None:
            self._pool.close()
            self._pool = None
