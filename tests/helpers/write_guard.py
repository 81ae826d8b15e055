"""The tests' write guard: an audit hook (``sys.addaudithook``) that refuses, and reports, every
change a test makes to the file system outside the places a test may write.

A test that wrote into the real player's folder once went unnoticed because the game creates
its folders on first use: the guard turns such a write into a failure of the test that made it.
It watches the events Python raises before touching a file — ``open`` with a writing mode or
flag, ``os.mkdir``, ``os.rename`` (also ``os.replace``), ``os.remove``, ``os.rmdir``,
``os.symlink``, ``os.link``, ``os.truncate``, ``os.chmod``, ``os.utime`` and ``shutil``'s
copies, moves, archives and tree removals — and lets a change through only

- below one of the writable roots (the test's ``tmp_path``, pytest's base temporary folder and
  the system's temporary folder), or
- into the few places the tools keep for themselves: a ``__pycache__``, ``.pytest_cache`` or
  ``.hypothesis`` folder, a coverage data file (``.coverage*``), the null device and the
  shared-memory folder ``/dev/shm`` (multiprocessing's locks live there).

A refused change raises :class:`OutsideWrite` (not an ``OSError``, so the game's "the disk
failed" paths do not swallow it) and is noted; the note, not the exception, fails the test, so
even a program that swallows every exception is caught.

Stdlib only: this module is also loaded into every Python child a test starts, by
``tests/helpers/guard_site/sitecustomize.py``, which reads its roots from
:data:`ROOTS_ENV` and appends what it refused to the file named by :data:`LOG_ENV` (the test
reads that file when it ends).

Not covered (documented in docs/development.md, "Tests write only into their own folders"):
changes made by C code without Python's audit events (SDL, fontconfig, a frozen executable or
any program that is not Python), a child started with ``-I``/``-S``/``-E`` or an environment
built from nothing (it does not load the guard), paths given relative to a ``dir_fd``, and
writes made outside a test (module imports, session- and module-scoped fixtures).
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterable

ROOTS_ENV = "GANESHA_TEST_WRITABLE"
LOG_ENV = "GANESHA_TEST_WRITE_LOG"
_KEPT_AS = "_ganesha_write_guard"

#: Folder names inside which the tools write for themselves (the bytecode cache, pytest's cache,
#: Hypothesis's example database).
TOOL_FOLDERS = frozenset({"__pycache__", ".pytest_cache", ".hypothesis"})
#: The start of coverage's data files' names (``.coverage``, ``.coverage.host.pid.random``).
COVERAGE_DATA = ".coverage"
#: Devices and system folders a process writes into as part of running: the null device, and
#: the shared memory where multiprocessing keeps its semaphores on Linux.
SYSTEM_PLACES = (os.devnull, "/dev/shm")
#: Events that change what a path names itself, not what a link there points to.
_ON_THE_NAME = frozenset({"os.remove", "os.rmdir", "os.rename", "os.symlink", "os.link",
                          "shutil.move", "shutil.rmtree"})

_WRITING_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC

#: Each watched event: the positions of its arguments that name a changed path, and the
#: position of its ``dir_fd`` argument (None when it has none).
_CHANGES: dict[str, tuple[tuple[int, ...], int | None]] = {
    "os.mkdir": ((0,), 2), "os.remove": ((0,), 1), "os.rmdir": ((0,), 1),
    "os.rename": ((0, 1), 2), "os.symlink": ((1,), 2), "os.link": ((1,), 3),
    "os.truncate": ((0,), None), "os.chmod": ((0,), 2), "os.utime": ((0,), 3),
    "shutil.copyfile": ((1,), None), "shutil.copymode": ((1,), None),
    "shutil.copystat": ((1,), None), "shutil.copytree": ((1,), None),
    "shutil.move": ((0, 1), None), "shutil.rmtree": ((0,), 1),
    "shutil.make_archive": ((0,), None),
}


class OutsideWrite(RuntimeError):
    """A test changed the file system outside the places a test may write."""


class Guard:
    """The process's one guard: off until :meth:`start`, then refusing changes outside
    ``roots`` until :meth:`stop`; ``refused`` lists what it refused, in order."""

    def __init__(self) -> None:
        self.roots: tuple[str, ...] = ()
        self.active = False
        self.refused: list[str] = []
        self._inside = threading.local()  # the hook's own work is not watched

    def start(self, roots: Iterable[str | os.PathLike[str]]) -> None:
        self.roots = tuple(_real(os.fspath(root)) for root in roots)
        self.active = True

    def stop(self) -> None:
        self.active = False

    def allows(self, path: str, follow: bool = True) -> bool:
        """True when a test may change ``path`` (see the module's docstring); ``follow``: the
        change reaches what a link there points to (a write), not the name itself (a rename)."""
        real = _real(path) if follow else os.path.join(
            _real(os.path.dirname(os.path.abspath(path))), os.path.basename(path))
        parts = real.split(os.sep)
        if TOOL_FOLDERS.intersection(parts) or parts[-1].startswith(COVERAGE_DATA):
            return True
        return any(_below(real, root) for root in (*SYSTEM_PLACES, *self.roots))

    def hook(self, event: str, args: tuple[object, ...]) -> None:
        """The audit hook: refuse and note a change outside the roots."""
        if not self.active or getattr(self._inside, "busy", False):
            return
        changed = _changed_paths(event, args)
        if not changed:
            return
        self._inside.busy = True
        try:
            for path in changed:
                if not self.allows(path, follow=event not in _ON_THE_NAME):
                    self._refuse(f"{event} {path}")
        finally:
            self._inside.busy = False

    def _refuse(self, what: str) -> None:
        self.refused.append(what)
        log = os.environ.get(LOG_ENV)
        if log:
            with open(log, "a", encoding="utf-8") as handle:
                handle.write(f"{what} (process {os.getpid()})\n")
        raise OutsideWrite(f"a test may not change {what}: write below tmp_path")


def _real(path: str) -> str:
    return os.path.realpath(os.path.abspath(path))


def _below(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def _path_text(value: object) -> str | None:
    if isinstance(value, str | bytes | os.PathLike):
        return os.fsdecode(value)
    return None  # a file descriptor: already opened, and checked then


def _changed_paths(event: str, args: tuple[object, ...]) -> list[str]:
    """The paths ``event`` is about to change (none for a read or an unwatched event)."""
    if event == "open":
        mode = args[1] if len(args) > 1 else None
        flags = args[2] if len(args) > 2 else 0
        writing = (isinstance(mode, str) and any(c in mode for c in "wax+")) or (
            isinstance(flags, int) and flags & _WRITING_FLAGS)
        path = _path_text(args[0]) if writing else None
        return [path] if path is not None else []
    if event not in _CHANGES:
        return []
    positions, dir_fd_at = _CHANGES[event]
    relative_to_fd = dir_fd_at is not None and len(args) > dir_fd_at and args[dir_fd_at] not in (
        None, -100)  # -100: AT_FDCWD, the current folder
    found = []
    for position in positions:
        path = _path_text(args[position]) if position < len(args) else None
        if path is not None and not (relative_to_fd and not os.path.isabs(path)):
            found.append(path)
    return found


def install() -> Guard:
    """The process's guard, its hook added on the first call. Kept on ``sys``: a child loads
    this file under another name (``sitecustomize``) before the tests import it, and an audit
    hook cannot be removed, so there must be one guard per process (:meth:`Guard.stop` turns it
    off)."""
    guard: Guard | None = getattr(sys, _KEPT_AS, None)
    if guard is None:
        guard = Guard()
        sys.addaudithook(guard.hook)
        setattr(sys, _KEPT_AS, guard)
    return guard


def install_from_environment() -> None:
    """In a child a test started: guard it with the test's roots when :data:`ROOTS_ENV` names
    them (a process started outside the tests sets nothing and is left alone)."""
    roots = os.environ.get(ROOTS_ENV)
    if roots:
        install().start(root for root in roots.split(os.pathsep) if root)
