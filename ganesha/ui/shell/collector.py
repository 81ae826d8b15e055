"""Python's cycle collector, kept out of the frames of a game.

A full collection walks every object the app holds — the code, the fonts, the caches, the
game — and at the table it came in the middle of play: 25-31 ms frames on a 2-core machine
with both cores loaded (``python -m ganesha.bench frames --load 2``), while nothing it walked
was garbage. So when a table opens (a frame that builds the table and is slow anyway), the
previous game's leftovers are collected and everything alive is frozen (:func:`gc.freeze`):
later collections walk only what the game made since. The next opening unfreezes first, so a
finished game's cycles are still collected then, never kept for the whole session.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect what is garbage now and keep what is alive out of later collections."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


__all__ = ["settle"]
