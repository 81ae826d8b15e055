"""Cold-start measurement hook: when was the first frame on screen?

The app calls ``first_frame()`` right after its first ``pygame.display.flip()``. Normally that does
nothing. When ``GANESHA_FIRST_FRAME_FILE=PATH`` is set (by ``build/measure.py``), the first call
writes the wall-clock time (``time.time()``, seconds) to ``PATH``; the measuring script subtracts
the moment it launched the process. With ``GANESHA_FIRST_FRAME_EXIT=1`` as well the process ends
right there (exit 0), so a measurement does not wait for a whole game.

The frozen app's entry script (build/ganesha_entry.py) also calls ``install_display_hook()``,
which, only while ``GANESHA_FIRST_FRAME_FILE`` is set, wraps ``pygame.display.flip``/``update`` so
the first frame is recorded even where the app itself never calls ``first_frame()``.
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


def install_display_hook() -> bool:
    """When measuring, make the first ``pygame.display.flip()``/``update()`` call ``first_frame()``.

    Does nothing (and imports nothing) unless ``GANESHA_FIRST_FRAME_FILE`` is set. Must run before
    the app imports names out of ``pygame.display``. True when installed.
    """
    if not os.environ.get(FILE_ENV):
        return False
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame.display as display

    for name in ("flip", "update"):
        original = getattr(display, name)
        if getattr(original, "_ganesha_probe", False):
            continue

        def wrapper(*args, _original=original, **kwargs):
            result = _original(*args, **kwargs)
            first_frame()
            return result

        wrapper._ganesha_probe = True  # type: ignore[attr-defined]
        setattr(display, name, wrapper)
    return True
