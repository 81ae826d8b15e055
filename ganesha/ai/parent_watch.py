"""The AI worker process ends when the game that started it is gone, and gives way to it
while both run (:func:`yield_to_the_game`).

A kill gives the game no chance to close its worker, and a worker stopped (SIGSTOP) at that
moment and resumed later would otherwise think on for nobody, holding a core. Called first thing
in the worker process (:func:`ganesha.ai.worker._serve`).
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading

#: ``prctl`` option: the signal this process gets when its parent dies (linux/prctl.h).
_PR_SET_PDEATHSIG = 1


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


__all__ = ["leave_with_parent", "yield_to_the_game"]
