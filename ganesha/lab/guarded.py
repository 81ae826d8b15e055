"""The command-line tools' one way to read a file they are given: the app's own guarded reader
(:func:`ganesha.store.files.read_document`: a regular file only, at most a few megabytes, opened
without waiting, JSON nested at most a few dozen deep, UTF-8), and one line and exit code 2 when
the file is refused, never a traceback, a hang or a machine's memory read away."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ganesha.engine import SaveError
from ganesha.store.dirs import shown
from ganesha.store.files import UnreadableFile, read_document

#: The exit code of a tool whose input file cannot be used.
UNREADABLE_EXIT = 2

T = TypeVar("T")


def read_game(path: Path) -> Any:
    """The JSON value in ``path`` (:class:`UnreadableFile` when it is refused)."""
    return read_document(path)


def refuse_unreadable(path: Path, loader: Callable[[Path], T]) -> T | None:
    """``loader(path)``, or None after printing one line on stderr that says why the file cannot
    be used: refused by the reader, or holding something that is not what the tool reads (a
    wrong type anywhere in it is the file's fault, not the tool's)."""
    try:
        return loader(path)
    except (UnreadableFile, SaveError, OSError, ValueError, TypeError, KeyError, IndexError,
            AttributeError, RecursionError) as exc:
        reason = " ".join(str(exc).split())[:200] or type(exc).__name__
        print(f"cannot read {shown(path)}: {reason}", file=sys.stderr)
        return None


__all__ = ["UNREADABLE_EXIT", "read_game", "refuse_unreadable"]
