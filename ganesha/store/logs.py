"""The game's log file: what went wrong quietly (a file kept aside, an AI process restarted, slow
frames), kept in the player's log folder for the next bug report.

``setup_logging()`` (called once by ``ganesha.app.main``) sends the ``ganesha`` loggers to
``ganesha.log`` in :func:`ganesha.store.dirs.log_dir` (below ``GANESHA_HOME/logs`` when that is
set), rotated at :data:`MAX_BYTES` with :data:`BACKUPS` old files kept, so the folder never grows
past about 2 MB. Warnings and worse are written; ``GANESHA_LOG=debug`` (or ``info``) writes more.
The modules log with the standard ``logging.getLogger(__name__)``, so the engine and the AI need
nothing of this module. Crash reports end with the log's last lines (:func:`tail`).

The log file is opened without following a link (``O_NOFOLLOW``) and only if it is a regular
file: a ``ganesha.log`` that points elsewhere is never written through (every other file of the
game replaces a link safely). A second copy of the game, which keeps nothing while the first
runs (:mod:`ganesha.store.home`), writes no log either: the start takes the one-copy lock
first (:func:`ganesha.store.home.claim`) and sets up the log only when it holds it, so a second
copy never opens, appends to or rotates the first copy's file (its records go to stderr, warnings
and worse); :func:`stop_file_log` drops a log set up before the lock was decided.

The crash report reads the log's last lines through the same door
(:func:`ganesha.store.files.read_tail`: never a link, a FIFO or a device, the last bytes only).

Logging never stops the game: a log folder that cannot be made or written means no log file
(and no message), and a write that fails later (a full disk) is dropped silently.
"""

from __future__ import annotations

import contextlib
import errno
import io
import logging
import os
import stat
from logging.handlers import RotatingFileHandler
from pathlib import Path

from ganesha.store import dirs as userdirs
from ganesha.store import files

LOG_ENV = "GANESHA_LOG"
LOG_NAME = "ganesha.log"
#: One log file's size before it is rotated, and how many rotated files are kept.
MAX_BYTES = 512_000
BACKUPS = 3
#: The logger every module of the game logs below (``ganesha.store.files`` …).
ROOT_LOGGER = "ganesha"
LINE_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "warning": logging.WARNING,
          "error": logging.ERROR}

__all__ = ["BACKUPS", "LOG_ENV", "LOG_NAME", "MAX_BYTES", "log_file", "open_for_appending",
           "setup_logging", "stop_file_log", "tail"]


class _QuietFileHandler(RotatingFileHandler):
    """A rotating log file whose failures (disk full, file locked by a second copy of the game,
    folder removed) are dropped without a word: the log serves the game, never the reverse."""

    def handleError(self, record: logging.LogRecord) -> None:
        pass

    def _open(self) -> io.TextIOWrapper:
        """The log file for appending, never through a link and never a FIFO or a device."""
        return open_for_appending(Path(self.baseFilename), self.encoding or "utf-8")

    def flush(self) -> None:
        with contextlib.suppress(Exception):
            super().flush()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            super().close()


def open_for_appending(path: Path, encoding: str) -> io.TextIOWrapper:
    """``path`` opened to append text: created if missing (owner only), refused with OSError
    when it is a link (``O_NOFOLLOW``), or anything but a regular file (checked on the opened
    descriptor; ``O_NONBLOCK`` keeps a FIFO from blocking the open)."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT
    for name in ("O_NOFOLLOW", "O_NONBLOCK", "O_CLOEXEC", "O_NOCTTY"):
        flags |= getattr(os, name, 0)
    fd = os.open(path, flags, 0o600)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "the log is not a regular file", str(path))
        return os.fdopen(fd, "a", encoding=encoding)
    except BaseException:
        os.close(fd)
        raise


def stop_file_log() -> None:
    """Write no log file from now on: another running copy of the game owns this home's log."""
    logger = logging.getLogger(ROOT_LOGGER)
    for handler in _ours(logger):
        logger.removeHandler(handler)
        handler.close()


def _level() -> int:
    """The level ``GANESHA_LOG`` names (debug, info, warning, error); warnings by default."""
    return LEVELS.get(os.environ.get(LOG_ENV, "").strip().lower(), logging.WARNING)


def _ours(logger: logging.Logger) -> list[_QuietFileHandler]:
    return [h for h in logger.handlers if isinstance(h, _QuietFileHandler)]


def setup_logging() -> Path | None:
    """Write the game's log records to the log file; its path, or None when it cannot be written.

    Calling it again (a test, a second ``main()`` in one process) replaces the earlier file
    handler, so records never go twice. Never raises.
    """
    logger = logging.getLogger(ROOT_LOGGER)
    for handler in _ours(logger):
        logger.removeHandler(handler)
        handler.close()
    logger.setLevel(_level())
    try:
        path = userdirs.log_dir() / LOG_NAME
        # opened at the first record: a run with nothing to say (a second, read-only copy of
        # the game among them) leaves no file behind
        handler = _QuietFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                    encoding="utf-8", delay=True)
    except Exception:  # no folder, no permission, a file in its place: play without a log
        return None
    handler.setFormatter(logging.Formatter(LINE_FORMAT))
    logger.addHandler(handler)
    return path


def log_file() -> Path | None:
    """The log file being written, else where it would be (None if no folder can be named)."""
    handlers = _ours(logging.getLogger(ROOT_LOGGER))
    if handlers:
        return Path(handlers[0].baseFilename)
    try:
        return userdirs.log_dir(create=False) / LOG_NAME
    except Exception:
        return None


def tail(lines: int = 40, max_bytes: int = 16_384) -> list[str]:
    """The last ``lines`` lines of the log file (read from its last ``max_bytes`` only, through
    :func:`ganesha.store.files.read_tail`: never through a link, never from a FIFO or a
    device); empty when there is no such log. Never raises: a crash report must not fail on
    its log."""
    path = log_file()
    if path is None:
        return []
    read = files.read_tail(path, max_bytes)
    if read is None:
        return []
    data, cut = read
    text = data.decode("utf-8", errors="replace").splitlines()
    if cut:
        text = text[1:]  # the first line read is cut somewhere in its middle
    return text[-lines:]
