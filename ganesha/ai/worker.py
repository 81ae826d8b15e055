"""Thinking off the UI's frame loop.

The table asks ``AIWorker.start(state, level, seed)`` once per AI decision, then calls
``poll()`` every frame until it returns an action; ``cancel()`` abandons a thought (undo, quit,
new game). This first version runs the choice in a background thread, which is fine for the
quick levels; the search level replaces the thread with a worker process (a thread would hold
the GIL and stall frames).
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

from ..engine import Action, GameState
from . import make_player


class AIWorker:
    """One background thinker; at most one decision in flight at a time."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ganesha-ai")
        self._future: Future[Action] | None = None

    @property
    def busy(self) -> bool:
        return self._future is not None

    def start(self, state: GameState, level: str, seed: int, think_ms: int | None = None) -> None:
        """Begin choosing for ``state.current_player`` on a private copy of ``state``."""
        self.cancel()
        player = make_player(level, seed)
        snapshot = state.clone()
        self._future = self._pool.submit(player.choose, snapshot)

    def poll(self) -> Action | None:
        """The chosen action once ready (then the worker is idle again), else None.
        An exception raised while thinking is re-raised here, on the caller's thread."""
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        return future.result()

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
            self._future = None

    def close(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
