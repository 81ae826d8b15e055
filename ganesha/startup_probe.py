"""Cold-start measurement hook: when was the first frame on screen?

The app calls ``first_frame()`` right after its first ``pygame.display.flip()``. Normally that does
nothing. When ``GANESHA_FIRST_FRAME_FILE=PATH`` is set (by ``build/measure.py``), the first call
writes the wall-clock time (``time.time()``, seconds) to ``PATH``; the measuring script subtracts
the moment it launched the process. With ``GANESHA_FIRST_FRAME_EXIT=1`` as well the process ends
right there (exit 0), so a measurement does not wait for a whole game.
"""

from __future__ import annotations

import os
import time

FILE_ENV = "GANESHA_FIRST_FRAME_FILE"
EXIT_ENV = "GANESHA_FIRST_FRAME_EXIT"

_done = False


def first_frame() -> None:
    """Record the first drawn frame (only the first call of a process counts)."""
    global _done
    if _done:
        return
    _done = True
    path = os.environ.get(FILE_ENV)
    if not path:
        return
    stamp = time.time()
    try:
        tmp = f"{path}.tmp{os.getpid()}"
        with open(tmp, "w", encoding="ascii") as fh:
            fh.write(f"{stamp:.6f}\n")
        os.replace(tmp, path)  # the reader never sees a half-written file
    except OSError:
        return
    if os.environ.get(EXIT_ENV, "").strip() not in ("", "0"):
        os._exit(0)
