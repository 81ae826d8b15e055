"""A puzzle's answer judged off the frame loop.

The judge (:func:`ganesha.ai.puzzle_judge.judge`) takes from a hundredth of a second (an
accepted plan) to about two seconds (a plan valued sample by sample): too long for a frame. So it
runs in one worker process, as the review's turns do (:mod:`ganesha.ai.review_job`): started
when the first puzzle of a visit opens (:meth:`Judging.prepare`; the process imports the game
while the player reads the position, so the first answer does not wait for that, and a visit
that only looks at Home starts none), bound to the game (a killed game leaves none behind),
polled each frame and never waited on; a judgement nobody waits for any more (Retry, Back) is
cancelled. When the process cannot be started or dies (a broken pool), the judgement is made
again in a thread, as the AI's worker falls back: frames may stutter then, but the verdict
comes. ``processes=False`` judges in a thread from the start.
"""

from __future__ import annotations

from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from ganesha.ai.parent_watch import BoundSpawnContext, leave_with_parent
from ganesha.ai.puzzle_judge import Judgement, judge
from ganesha.ai.puzzles import Plan
from ganesha.data.puzzles import Puzzle


def _warm() -> None:
    """Nothing: asked once so the worker process starts (and imports the judge) at once."""


class Judging:
    """One worker for the puzzle screen's judgements, one at a time."""

    def __init__(self, processes: bool = True) -> None:
        self._processes = processes
        self._pool: Executor | None = None
        self._future: Future[Judgement] | None = None
        self._asked: tuple[Puzzle, Plan] | None = None

    @property
    def started(self) -> bool:
        """The worker (a process, or the thread it fell back to) is running: for the screen's
        diagnostics and the tests, which check that a visit to Home alone starts nothing."""
        return self._pool is not None

    def prepare(self) -> None:
        """Start the worker if it is not running: called when a puzzle opens, so the process
        has started (and imported the judge) by the time the turn is played."""
        if self._pool is not None:
            return
        if self._processes:
            try:
                self._pool = ProcessPoolExecutor(1, mp_context=BoundSpawnContext(),
                                                 initializer=leave_with_parent)
                self._pool.submit(_warm)
            except (OSError, RuntimeError, BrokenProcessPool):
                self._pool = None
        if self._pool is None:
            self._in_thread()

    def _in_thread(self) -> Executor:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="puzzle-judge")
        return self._pool

    def start(self, puzzle: Puzzle, played: Plan) -> None:
        """Judge ``played`` as the answer to ``puzzle`` (a judgement under way is dropped)."""
        self.cancel()
        self.prepare()
        assert self._pool is not None
        self._asked = (puzzle, played)
        try:
            self._future = self._pool.submit(judge, puzzle, played)
        except (BrokenProcessPool, RuntimeError):
            self._future = self._in_thread().submit(judge, puzzle, played)

    @property
    def busy(self) -> bool:
        return self._future is not None

    def poll(self) -> Judgement | None:
        """The judgement once it is ready (once), else None; never blocks."""
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        try:
            return future.result()
        except BrokenProcessPool:  # the process died under it: judged again in a thread
            assert self._asked is not None
            self._future = self._in_thread().submit(judge, *self._asked)
            return None

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
            self._future = None

    def close(self) -> None:
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


__all__ = ["Judging"]
