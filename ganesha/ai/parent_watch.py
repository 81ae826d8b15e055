"""The AI worker process ends when the game that started it is gone, and gives way to it
while both run (:func:`yield_to_the_game`).

A kill gives the game no chance to close its worker, and a worker stopped (SIGSTOP) at that
moment and resumed later would otherwise think on for nobody, holding a core. On Linux the bond
is made before the worker runs a single instruction of its own (:func:`start_bound`: the
parent-death signal is set between fork and exec, so a worker stopped while Python starts, or
while it imports the game, is killed with the game too); :func:`leave_with_parent`, called first
thing in the worker process (:func:`ganesha.ai.worker._serve`), sets it again and adds a thread
that watches the parent everywhere else.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import multiprocessing.connection
import multiprocessing.context
import multiprocessing.util
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any

#: ``prctl`` option: the signal this process gets when its parent dies (linux/prctl.h).
_PR_SET_PDEATHSIG = 1
#: multiprocessing's own spawn, for a Python whose private fork_exec this module cannot call.
_PLAIN_SPAWN: Callable[..., int] = multiprocessing.util.spawnv_passfds


def leave_with_parent() -> None:
    """End this worker process when the game that started it is gone, however it went (a kill
    gives the parent no chance to close it), even if this process was stopped at that moment
    and resumed later: on Linux the kernel sends SIGKILL on the parent's death (``prctl``
    ``PR_SET_PDEATHSIG``, which also ends a stopped process); everywhere a thread waits on the
    parent's sentinel and leaves once it fires (and at once if the parent is already gone)."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(Exception):
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL))
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    if not parent.is_alive():  # gone before the prctl above took hold
        os._exit(0)

    def watch() -> None:
        with contextlib.suppress(Exception):
            multiprocessing.connection.wait([parent.sentinel])
            os._exit(0)

    threading.Thread(target=watch, name="ganesha-ai-parent", daemon=True).start()


def _bind_to(parent: int, prctl: Any) -> Callable[[], None]:
    """What the child runs between fork and exec: die with ``parent`` (SIGKILL, which also ends
    a stopped process), and leave at once if it is already gone."""

    def bind() -> None:
        prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL))
        if os.getppid() != parent:
            os._exit(1)

    return bind


def _spawn_bound(path: str | bytes, args: Sequence[Any], passfds: Sequence[int]) -> int:
    """``multiprocessing.util.spawnv_passfds`` with the bond of :func:`_bind_to` set in the child
    before exec, and returning only once the child has exec'd (the error pipe closes on exec),
    so the bond is in place before anyone learns the worker's pid."""
    import _posixsubprocess  # the fork/exec that subprocess and multiprocessing use

    fork_exec: Any = _posixsubprocess.fork_exec  # its stub does not allow cwd=None
    prctl = ctypes.CDLL(None, use_errno=True).prctl
    fds = tuple(sorted(map(int, passfds)))
    errpipe_read, errpipe_write = os.pipe()
    try:
        try:
            pid = fork_exec(
                args, [os.fsencode(path)], True, fds, None, None, -1, -1, -1, -1, -1, -1,
                errpipe_read, errpipe_write, False, False, -1, None, None, None, -1,
                _bind_to(os.getpid(), prctl), False)
        except TypeError:
            # The private fork_exec takes Python 3.11's arguments; another Python's differ. Start
            # the plain way then: leave_with_parent() binds the worker as its first step.
            return _PLAIN_SPAWN(path, args, passfds)
        os.close(errpipe_write)
        errpipe_write = -1
        while os.read(errpipe_read, 4096):  # until exec closes the child's end
            pass
        return int(pid)
    finally:
        os.close(errpipe_read)
        if errpipe_write >= 0:
            os.close(errpipe_write)


_starting = threading.Lock()


@contextlib.contextmanager
def _bound_spawns() -> Iterator[None]:
    """Every ``spawn`` start inside is bound to this process from its first instruction (Linux;
    elsewhere nothing changes, and :func:`leave_with_parent` watches).

    multiprocessing's resource tracker is started first, *unbound*: it holds the names of the
    semaphores a pool shares and removes them once every process holding its pipe is gone, and
    then leaves by itself. Bound, it would die with the game before the workers and leave
    those names behind; left to a worker that outlives the game, it would wait for ever.

    The kernel sends the parent-death signal when the *thread* that started the process ends:
    start bound processes from a thread that lives as long as they should (the main one)."""
    if not sys.platform.startswith("linux"):
        yield
        return
    from multiprocessing import resource_tracker

    resource_tracker.ensure_running()
    mp_util = multiprocessing.util
    with _starting:
        plain = mp_util.spawnv_passfds
        mp_util.spawnv_passfds = _spawn_bound
        try:
            yield
        finally:
            mp_util.spawnv_passfds = plain


def start_bound(process: Any) -> None:
    """``process.start()`` for a ``spawn`` process that dies with this one from its first
    instruction (Linux; elsewhere a plain start, and :func:`leave_with_parent` watches)."""
    with _bound_spawns():
        process.start()


class BoundProcess(multiprocessing.context.SpawnProcess):
    """A ``spawn`` process started bound (:func:`start_bound`): what a pool of
    :class:`BoundSpawnContext` starts."""

    def start(self) -> None:
        with _bound_spawns():
            super().start()


class BoundSpawnContext(multiprocessing.context.SpawnContext):
    """The ``spawn`` context whose processes die with the game: give it to a pool
    (``ProcessPoolExecutor(mp_context=BoundSpawnContext(), initializer=leave_with_parent)``)
    and each worker it starts — now or when it replaces one — is bound like the AI's."""

    Process = BoundProcess


def bound_child() -> Callable[[], None] | None:
    """The ``preexec_fn`` of a ``subprocess`` child that dies with this process: on Linux the
    parent-death signal, set in the child before exec; None elsewhere (a plain child). As with
    every bound start, the signal comes when the *thread* that started the child ends, so a
    bound child is started from a thread that lives as long as the child should."""
    if not sys.platform.startswith("linux"):
        return None
    return _bind_to(os.getpid(), ctypes.CDLL(None, use_errno=True).prctl)


def yield_to_the_game(increment: int) -> None:
    """Lower this process's CPU priority by ``increment`` (0: leave it), so a search never takes
    the frame loop's share of a loaded machine; never raises. Windows has no increments: the
    process gets the "below normal" class (not tested here)."""
    if increment <= 0:
        return
    with contextlib.suppress(Exception):
        if sys.platform == "win32":
            kernel = ctypes.windll.kernel32
            kernel.SetPriorityClass(kernel.GetCurrentProcess(), 0x4000)  # BELOW_NORMAL
        else:
            os.nice(increment)


__all__ = ["BoundProcess", "BoundSpawnContext", "bound_child", "leave_with_parent",
           "start_bound", "yield_to_the_game"]
