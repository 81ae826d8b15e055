"""One running copy of the game per home: an advisory lock on the data folder.

Two copies writing the same files would each overwrite the other's Continue save and records
(the last writer wins, whole, thanks to atomic writes — but the other game's moves are gone).
So the first copy to start holds a lock on the data folder for as long as it runs, and a second
copy finds it taken and runs *read-only* (see :func:`ganesha.store.files.block_writes`).

The lock belongs to the running process, never to a file left behind: on POSIX it is
``fcntl.flock`` on the folder itself (nothing is written), which the system drops the moment the
holder exits or is killed, so a dead copy's lock is simply free again. On Windows it is
``msvcrt.locking`` on the first byte of a ``.lock`` file in the folder, which Windows likewise
releases when the holding process ends.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

LOCK_FILE = ".lock"  # Windows only: POSIX locks the folder itself

_held: dict[Path, int] = {}


def _try_lock(fd: int) -> bool:
    """Take the lock on ``fd`` without waiting; False when another process holds it."""
    if os.name == "nt":  # pragma: no cover - exercised on Windows only
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _open(folder: Path) -> int:
    if os.name == "nt":  # pragma: no cover - exercised on Windows only
        return os.open(folder / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
    return os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | os.O_CLOEXEC)


def claim(folder: Path) -> bool:
    """Hold the lock on ``folder`` for the rest of this process's life. False when another
    running copy holds it; True when this process does (also when called again) or when no
    lock can be taken at all (no such folder, a file system without locks): then nothing else
    could be written there either, or there is no way to know, and the game plays as before."""
    key = folder.absolute()
    if key in _held:
        return True
    try:
        fd = _open(key)
    except OSError:
        return True
    try:
        taken = _try_lock(fd)
    except OSError:  # locks not supported here
        os.close(fd)
        return True
    if not taken:
        os.close(fd)
        return False
    _held[key] = fd
    return True


def release(folder: Path) -> None:
    """Let go of the lock (the process's end does this by itself; tests call it)."""
    fd = _held.pop(folder.absolute(), None)
    if fd is not None:
        with contextlib.suppress(OSError):
            os.close(fd)


__all__ = ["claim", "release"]
