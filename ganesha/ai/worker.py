"""Thinking off the UI's frame loop.

The table asks ``AIWorker.start(state, level, seed)`` once per AI decision, then calls
``poll()`` every frame until it returns an action; ``cancel()`` abandons a thought (undo, quit,
new game). The thinking runs in a separate **process** (started once, with the ``spawn`` method
so it behaves the same on Linux, Windows and macOS): a thread would hold the GIL through a
search and stall frames. The state travels pickled (about 1 KB); the action comes back the same
way. Each request builds a fresh player from its seed (so a request's answer depends only on its
state, level, seed and budget), but the plan a medium or hard player made for its turn is kept
per seat, so the rest of that turn is played at once instead of searched again.

``AIWorker(use_process=False)`` keeps the old background-thread behaviour (tests, or a platform
where a process cannot be started); it is also the automatic fallback if the process fails to
start. A frozen app (PyInstaller) must call ``multiprocessing.freeze_support()`` first thing in
its entry point.

``python -m ganesha.ai.worker`` measures what the frame loop feels: it runs a 16 ms loop while
the chosen level thinks through a game and prints the longest gap between frames.
"""

from __future__ import annotations

import argparse
import multiprocessing
import pickle
import statistics
import sys
import time
import traceback
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from ..engine import Action, GameConfig, GameState, new_game
from . import SEARCH_LEVELS, make_player
from .planner import PlanFollower


class _WantedFlag:
    """The search's stop flag inside the worker: set once the UI no longer wants this request."""

    def __init__(self, wanted: Any, request: int) -> None:
        self._wanted = wanted
        self._request = request

    def is_set(self) -> bool:
        return self._wanted.value != self._request


class _Thinker:
    """Builds the player for each request and hands it the seat's turn plan (if any)."""

    def __init__(self) -> None:
        self.followers: dict[tuple[str, int | None, int], PlanFollower] = {}

    def think(self, state: GameState, level: str, seed: int, think_ms: int | None, hints: int,
              stop: Any) -> Any:
        player = make_player(level, seed, think_ms=think_ms)
        if hasattr(player, "follower") and not hints:
            key = (level, think_ms, state.current_player)
            player.follower = self.followers.setdefault(key, player.follower)
        return _think(player, state, level, hints, stop)


def _serve(conn: Any, wanted: Any) -> None:
    """The worker process's loop (top level so ``spawn`` can import it)."""
    thinker = _Thinker()
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message[0] == "quit":
            return
        _, request, blob, level, seed, think_ms, hints = message
        if wanted.value != request:
            continue  # cancelled before it started
        try:
            state: GameState = pickle.loads(blob)
            stop = _WantedFlag(wanted, request)
            reply = (request, "ok", thinker.think(state, level, seed, think_ms, hints, stop))
        except Exception as exc:  # reported to the UI thread by poll()
            reply = (request, "error", f"{exc!r}\n{traceback.format_exc()}")
        try:
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return


def _think(player: Any, state: GameState, level: str, hints: int, stop: Any) -> Any:
    """An action, or with ``hints`` > 0 the player's best few :class:`Hint` values."""
    if hints:
        if not hasattr(player, "explain"):
            raise ValueError(f"the {level} level cannot explain its choices")
        if level in SEARCH_LEVELS:
            return player.explain(state, top=hints, stop=stop)
        return player.explain(state, top=hints)
    if level in SEARCH_LEVELS:
        return player.choose(state, stop=stop)
    return player.choose(state)


class AIWorker:
    """One background thinker; at most one decision in flight at a time."""

    def __init__(self, use_process: bool = True) -> None:
        self._use_process = use_process
        self._process: Any = None
        self._conn: Any = None
        self._wanted: Any = None
        self._request = 0
        self._pending: int | None = None
        self._pool: ThreadPoolExecutor | None = None
        self._thinker = _Thinker()
        self._future: Future[Action] | None = None

    # --- the interface the table uses ---------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._pending is not None or self._future is not None

    def start(self, state: GameState, level: str, seed: int, think_ms: int | None = None,
              hints: int = 0) -> None:
        """Begin choosing for ``state.current_player`` on a private copy of ``state``.

        The answer depends only on the state, level, seed and budget; a medium or hard player
        that planned its turn plays the rest of it at once (the plan is kept per seat). With
        ``hints`` > 0 (levels ``medium`` and ``hard``) ``poll()`` returns the best few
        :class:`Hint` values for the player to move instead of an action (the hint button)."""
        self.cancel()
        if self._use_process and self._ensure_process():
            self._request += 1
            self._wanted.value = self._request
            self._pending = self._request
            blob = pickle.dumps(state.clone(), protocol=pickle.HIGHEST_PROTOCOL)
            self._conn.send(("think", self._request, blob, level, seed, think_ms, hints))
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ganesha-ai")
        self._future = self._pool.submit(self._thinker.think, state.clone(), level, seed,
                                         think_ms, hints, None)

    def poll(self) -> Any:
        """The chosen action once ready (then the worker is idle again), else None.
        An exception raised while thinking is re-raised here, on the caller's thread."""
        if self._future is not None:
            future = self._future
            if not future.done():
                return None
            self._future = None
            return future.result()
        if self._pending is None:
            return None
        while self._conn.poll():
            request, status, payload = self._conn.recv()
            if request != self._pending:
                continue  # the answer to a cancelled request
            self._pending = None
            if status == "error":
                raise RuntimeError(f"the AI failed while thinking: {payload}")
            return payload
        if not self._process.is_alive():
            self._pending = None
            raise RuntimeError("the AI worker process stopped unexpectedly")
        return None

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()  # a running thread finishes its thought; the result is dropped
            self._future = None
        if self._pending is not None:
            self._wanted.value = 0  # the search notices within one simulation
            self._pending = None

    def close(self) -> None:
        self.cancel()
        if self._process is not None:
            try:
                self._conn.send(("quit",))
            except (BrokenPipeError, OSError):
                pass
            self._process.join(timeout=2.0)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=1.0)
            self._conn.close()
            self._process = None
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # --- the process --------------------------------------------------------------------------
    def _ensure_process(self) -> bool:
        if self._process is not None and self._process.is_alive():
            return True
        try:
            context = multiprocessing.get_context("spawn")
            self._wanted = context.RawValue("q", 0)
            parent, child = context.Pipe()
            process = context.Process(target=_serve, args=(child, self._wanted),
                                      name="ganesha-ai", daemon=True)
            process.start()
            child.close()
        except (OSError, RuntimeError):  # no processes here: think in a thread instead
            self._use_process = False
            return False
        self._process, self._conn = process, parent
        return True

    def __enter__(self) -> AIWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# --- the frame-gap measurement ------------------------------------------------------------------
def measure_frames(level: str, think_ms: int | None, seconds: float, players: int,
                   use_process: bool, frame_ms: float = 16.0) -> dict[str, float]:
    """Run a ``frame_ms`` loop (sleeping like a capped frame rate) for ``seconds`` while
    ``level`` plays every seat of a game through the worker; return the frame gaps."""
    state = new_game(GameConfig(players=players, seed=11))
    worker = AIWorker(use_process=use_process)
    gaps: list[float] = []
    decisions = 0
    try:
        worker.start(state, level, 1, think_ms)
        started = last = time.perf_counter()
        while last - started < seconds:
            target = last + frame_ms / 1000.0
            action = worker.poll()
            if action is not None:
                state.apply(action)
                decisions += 1
                if state.is_over:
                    state = new_game(GameConfig(players=players, seed=11 + decisions))
                seed = decisions * 7919 + state.current_player  # a new seed each time, like the UI
                worker.start(state, level, seed, think_ms)
            pause = target - time.perf_counter()
            if pause > 0:
                time.sleep(pause)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now
    finally:
        worker.close()
    gaps.sort()
    return {
        "frames": len(gaps), "decisions": decisions,
        "gap_ms_median": 1000 * statistics.median(gaps),
        "gap_ms_p99": 1000 * gaps[int(0.99 * (len(gaps) - 1))],
        "gap_ms_max": 1000 * gaps[-1],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ganesha.ai.worker",
                                     description="Frame gaps of a 16 ms loop while an AI thinks")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--think-ms", type=int, default=None)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    parser.add_argument("--thread", action="store_true", help="think in a thread (to compare)")
    args = parser.parse_args(argv)
    result = measure_frames(args.level, args.think_ms, args.seconds, args.players,
                            use_process=not args.thread)
    mode = "thread" if args.thread else "process"
    print(f"{args.level} in a {mode}: {result['frames']} frames, {result['decisions']} decisions, "
          f"gap median {result['gap_ms_median']:.1f} ms, p99 {result['gap_ms_p99']:.1f} ms, "
          f"max {result['gap_ms_max']:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
