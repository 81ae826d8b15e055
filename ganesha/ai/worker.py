"""Thinking off the UI's frame loop.

The table asks ``AIWorker.start(state, level, seed)`` once per AI decision, then calls
``poll()`` every frame until it returns an action; ``cancel()`` abandons a thought (undo, quit,
new game). The thinking runs in a separate **process** (started once, with the ``spawn`` method
so it behaves the same on Linux, Windows and macOS): a thread would hold the GIL through a
search and stall frames. The state travels pickled (about 1 KB); the action comes back the same
way. Each request builds a fresh player from its seed (so a request's answer depends only on its
state, level, seed and budget), but the plan a medium or hard player made for its turn is kept
per seat, so the rest of that turn is played at once instead of searched again.

``AIWorker(use_process=False)`` thinks in a background thread (tests); it is also the fallback
when processes cannot be started or keep failing (see the watchdog in :class:`AIWorker`). A
frozen app (PyInstaller) must call ``multiprocessing.freeze_support()`` first in its entry point.

``python -m ganesha.ai.worker`` measures what the frame loop feels: it runs a 16 ms loop while
the chosen level thinks through a game and prints the longest gap between frames.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import multiprocessing
import multiprocessing.util  # before atexit.register below: see _close_all
import pickle
import threading
import time
import traceback
import weakref
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Literal

from ganesha.ai import make_player
from ganesha.ai.parent_watch import leave_with_parent, start_bound, yield_to_the_game
from ganesha.ai.planner import PlanFollower
from ganesha.ai.players import think_budget_ms
from ganesha.ai.registry import thinks_long
from ganesha.engine import Action, GameState

_log = logging.getLogger(__name__)


class _WantedFlag:
    """The search's stop flag inside the worker: set once the UI no longer wants this request."""

    def __init__(self, wanted: Any, request: int) -> None:
        self._wanted = wanted
        self._request = request

    def is_set(self) -> bool:
        return bool(self._wanted.value != self._request)


class Thinker:
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


#: How far below the game the worker process runs (a POSIX ``nice`` increment; Windows gets
#: its "below normal" class). A search keeps a core busy for seconds; at the same priority it
#: competes with the frame loop for the CPU of a loaded machine. The search is timed by the
#: wall clock, so a lower priority costs it simulations, never the game's pace.
WORKER_NICE = 10


def _serve(conn: Any, wanted: Any, nice: int = 0) -> None:
    """The worker process's loop (top level so ``spawn`` can import it). It says "ready" once
    the game is imported, so the parent's watchdog does not count the start-up as thinking."""
    leave_with_parent()
    yield_to_the_game(nice)
    thinker = Thinker()
    try:
        conn.send(("ready",))
    except OSError:
        return
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
        if thinks_long(level):
            return player.explain(state, top=hints, stop=stop)
        return player.explain(state, top=hints)
    if thinks_long(level):
        return player.choose(state, stop=stop)
    return player.choose(state)


class AIError(RuntimeError):
    """The AI's own code failed while thinking (a bug, not a lost process); the message says
    where. A worker process that hangs or dies is never reported this way: it is restarted."""


#: Seconds past a request's thinking budget before the watchdog gives up on the process.
GRACE_S = 2.0
#: Seconds a new worker process may take to start (import the game and say "ready") before the
#: watchdog counts it as failed, as it does a thought past its budget: three times the slowest
#: cold start measured (0.63 s, median 0.49 s, over 8 starts on a loaded 2-core machine). A
#: process stopped or hung before it is ready then costs about 2 s, not the 30 s it once did.
START_TIMEOUT_S = 2.0
#: Failed processes (hung, died, would not start) tolerated in a row; then threads for good.
MAX_RESTARTS = 2
#: The longest :meth:`AIWorker.close` waits for a process to leave before killing it.
QUIT_WAIT_S = 0.3

_live: weakref.WeakSet[AIWorker] = weakref.WeakSet()
#: Processes let go and not yet gone (:func:`_see_off` waits for each in a thread).
_leaving: set[Any] = set()


def _see_off(process: Any, conn: Any, graceful: bool) -> None:
    """Wait for a process that was asked to quit (at most :data:`QUIT_WAIT_S`), else kill it
    (SIGKILL also ends a stopped process); then close its pipe."""
    try:
        if graceful:
            process.join(timeout=QUIT_WAIT_S)
        if process.is_alive():
            process.kill()
            process.join(timeout=1.0)
    except (OSError, ValueError, AssertionError):
        pass
    finally:
        with contextlib.suppress(OSError):
            conn.close()
        _leaving.discard(process)


def _close_all() -> None:
    """At exit, before multiprocessing's own handler (which joins its children with no time
    limit, forever if one is stopped): kill what is left of every worker's process, and of
    those still being seen off."""
    for worker in list(_live):
        with contextlib.suppress(Exception):
            worker.close()
    for process in list(_leaving):
        with contextlib.suppress(Exception):
            process.kill()
            process.join(timeout=1.0)


atexit.register(_close_all)  # after multiprocessing.util's (imported above): so it runs first


#: Why the worker gave up on processes: the last failure's cause (the UI words it).
FallbackCause = Literal["ended", "stopped", "no-start", "timeout", "cannot-start"]


@dataclass(frozen=True, slots=True)
class Fallback:
    """The worker now thinks in a thread, and why: ``ended`` (the process ended mid-answer),
    ``stopped``, ``no-start`` (never became ready), ``timeout`` (no answer within the budget) or
    ``cannot-start`` (no process could be started at all). A value, not a sentence, so the AI
    stays free of the translation layer."""

    cause: FallbackCause


class AIWorker:
    """One background thinker; at most one decision in flight at a time.

    A watchdog guards the process: a request with no answer within its budget plus
    :data:`GRACE_S` (a stopped or stuck process), a process that died (killed mid-thought, or
    right after it started) or one that never became ready is killed and replaced, and the same
    request is asked again, so the game goes on from the intact state. After
    :data:`MAX_RESTARTS` such failures in a row the worker thinks in a thread instead (slower
    frames, but it plays) and says so once through :meth:`take_notice`.
    """

    def __init__(self, use_process: bool = True) -> None:
        self._use_process = use_process
        self._process: Any = None
        self._conn: Any = None
        self._wanted: Any = None
        self._ready = False
        self._started_at = 0.0
        self._asked_at = 0.0
        self._request = 0
        self._pending: int | None = None
        self._message: tuple[Any, ...] | None = None
        self._budget_s = 0.0
        self._failures = 0
        self._notice: Fallback | None = None
        self._pool: ThreadPoolExecutor | None = None
        self._thinker = Thinker()
        self._future: Future[Action] | None = None
        _live.add(self)

    # --- the interface the table uses ---------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._pending is not None or self._future is not None

    @property
    def pid(self) -> int | None:
        """The worker process's id; None while there is none (or when thinking in a thread)."""
        return self._process.pid if self._process is not None else None

    @property
    def restarts(self) -> int:  # failed processes in a row (0 again once one answers)
        return self._failures

    def take_notice(self) -> Fallback | None:
        """News for the player, once: the worker process kept failing (or could not start) and
        the AI now thinks inside the game. None otherwise (and on every later call)."""
        notice, self._notice = self._notice, None
        return notice

    def start(self, state: GameState, level: str, seed: int, think_ms: int | None = None,
              hints: int = 0) -> None:
        """Begin choosing for ``state.current_player`` on a private copy of ``state``.

        The answer depends only on the state, level, seed and budget; a medium or hard player
        that planned its turn plays the rest of it at once (the plan is kept per seat). With
        ``hints`` > 0 (levels ``medium`` and ``hard``) ``poll()`` returns the best few
        :class:`Hint` values for the player to move instead of an action (the hint button)."""
        self.cancel()
        self._budget_s = think_budget_ms(level, think_ms) / 1000.0  # the level's own: expert 3 s
        blob = pickle.dumps(state.clone(), protocol=pickle.HIGHEST_PROTOCOL)
        self._request += 1
        self._message = ("think", self._request, blob, level, seed, think_ms, hints)
        self._pending = self._request
        self._ask()

    def poll(self) -> Any:
        """The chosen action once ready (then the worker is idle again), else None.

        Never blocks. A failure of the AI's own code raises :class:`AIError`; a lost, stuck or
        dead process does not raise: it is replaced and the request asked again."""
        if self._future is not None:
            future = self._future
            if not future.done():
                return None
            self._future = self._pending = None
            try:
                return future.result()
            except Exception as exc:
                raise AIError(f"the AI failed while thinking: {exc!r}") from exc
        if self._pending is None:
            return None
        try:
            while self._conn.poll():
                reply = self._conn.recv()
                if reply[0] == "ready":
                    self._ready, self._asked_at = True, time.monotonic()
                    continue
                request, status, payload = reply
                if request != self._pending:
                    continue  # the answer to a cancelled request
                self._pending = None
                self._failures = 0
                if status == "error":
                    raise AIError(f"the AI failed while thinking: {payload}")
                return payload
        except (EOFError, OSError, pickle.UnpicklingError):
            self._replace("ended")
            return None
        now = time.monotonic()
        if not self._process.is_alive():
            self._replace("stopped")
        elif not self._ready and now - self._started_at > START_TIMEOUT_S:
            self._replace("no-start")
        elif self._ready and now - self._asked_at > self._budget_s + GRACE_S:
            self._replace("timeout")
        return None

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()  # a running thread finishes its thought; the result is dropped
            self._future = None
        if self._pending is not None:
            if self._wanted is not None:
                self._wanted.value = 0  # the search notices within one simulation
            self._pending = None
        self._message = None

    def close(self) -> None:
        """Stop thinking and end the process; never waits more than about a second."""
        self.cancel()
        self._stop_process()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # --- the process and its watchdog ---------------------------------------------------------
    def _ask(self) -> None:
        """Send the pending request to the process (started if needed), or to the thread."""
        if self._use_process and self._ensure_process():
            self._wanted.value = self._request
            self._asked_at = time.monotonic()
            with contextlib.suppress(OSError):  # a broken pipe: the process is gone, and
                self._conn.send(self._message)  # poll() replaces it
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ganesha-ai")
        assert self._message is not None
        _, _, blob, level, seed, think_ms, hints = self._message
        self._future = self._pool.submit(self._thinker.think, pickle.loads(blob), level, seed,
                                         think_ms, hints, None)

    def _replace(self, why: FallbackCause) -> None:
        """Kill the failed process; ask again in a new one, or in a thread after too many."""
        self._stop_process(graceful=False)
        self._failures += 1
        _log.warning("AI process failed (%s), %d in a row", why, self._failures)
        if self._failures > MAX_RESTARTS:
            _log.warning("AI thinks in a thread from now on (%s)", why)
            self._use_process = False
            self._notice = Fallback(why)
        if self._message is not None:
            self._ask()

    def _stop_process(self, graceful: bool = True) -> None:
        """Let the process go: asked to quit (``graceful``) or killed, and waited for in a
        thread of its own. Waiting here blocked the frame it happened in — the results
        screen's button, a new game — for 0.3-0.9 s on a loaded machine while the process
        wound down."""
        process, conn = self._process, self._conn
        self._process = self._conn = self._wanted = None
        self._ready = False
        if process is None:
            return
        with contextlib.suppress(OSError, ValueError):
            if graceful and process.is_alive():
                conn.send(("quit",))
        _leaving.add(process)
        threading.Thread(target=_see_off, args=(process, conn, graceful), daemon=True,
                         name="ganesha-ai-leaving").start()

    def _ensure_process(self) -> bool:
        if self._process is not None and self._process.is_alive():
            return True
        if self._process is not None:
            self._stop_process()
        try:
            context = multiprocessing.get_context("spawn")
            self._wanted = context.RawValue("q", 0)
            parent, child = context.Pipe()
            process = context.Process(target=_serve, args=(child, self._wanted, WORKER_NICE),
                                      name="ganesha-ai", daemon=True)
            start_bound(process)  # bound to the game before its first instruction
            child.close()
        except Exception as exc:  # no processes here (or no way to start one): think in a thread
            _log.warning("AI process could not start (%s: %s); thinking in a thread",
                         type(exc).__name__, " ".join(str(exc).split())[:200])
            self._use_process = False
            self._notice = Fallback("cannot-start")
            return False
        self._process, self._conn = process, parent
        self._ready, self._started_at = False, time.monotonic()
        return True

    def __enter__(self) -> AIWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
