"""Writing and reading the player's own files safely.

Two rules every user file follows: a write is atomic (temp file in the same folder, fsync, then
``os.replace``), so a crash or power cut mid-write leaves the old file or the new one, never half
of each; and a file that cannot be read is *kept aside* under a new name (``name.bad-<time>``)
instead of being overwritten, so a player's data is never destroyed by a bug or a bad disk.

Every change to the player's folders goes through this module (:func:`write_atomic`,
:func:`rename`, :func:`remove`, :func:`keep_aside`), for two reasons: a folder another running
copy of the game holds is *blocked* here (:func:`block_writes`: each change raises
:class:`FolderInUse`, so the second copy reads and never writes), and :data:`change_hook` sees
every change before it happens — the kill tests use it to stop a real process at each write.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import errno
import json
import logging
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import msgspec

from ganesha.data.names import drawable
from ganesha.store import unreadable
from ganesha.store.unreadable import UnreadableFile as UnreadableFile

MAX_FILE_BYTES = 4_000_000
#: The longest reason a notice quotes from an exception (an engine message may hold a value
#: read from the file; the title wraps every notice).
MAX_REASON_CHARS = 160

#: Called with ("write" | "rename" | "remove", path) before each change to the player's files;
#: None in the game. Tests set it in a child process to kill it at a chosen change.
change_hook: Callable[[str, Path], None] | None = None

_blocked: dict[Path, str] = {}

_log = logging.getLogger(__name__)


class FolderInUse(OSError):
    """A change refused because the folder is not ours to change (another copy holds it)."""


def block_writes(folder: Path, reason: str) -> None:
    """Refuse every change below ``folder`` from now on (:class:`FolderInUse`, ``reason``)."""
    _blocked[folder.absolute()] = reason


def unblock_writes(folder: Path) -> None:
    _blocked.pop(folder.absolute(), None)


def blocked_reason(path: Path) -> str | None:
    """Why ``path`` may not be changed by this process, or None when it may."""
    where = path.absolute()
    for folder, reason in _blocked.items():
        if where == folder or where.is_relative_to(folder):
            return reason
    return None


def _before(kind: str, path: Path, *others: Path) -> None:
    """The gate every change passes: refused below a blocked folder, else shown to the hook."""
    for where in (path, *others):
        reason = blocked_reason(where)
        if reason is not None:
            raise FolderInUse(errno.EROFS, reason)
    if change_hook is not None:
        change_hook(kind, path)


def exists(path: Path) -> bool:
    """True when something is at ``path``; False (never an error) when nothing is, or when a
    folder on the way cannot be entered (Python 3.11's ``Path.exists`` raises PermissionError
    there): a file that cannot be reached is one the game does not have."""
    try:
        return path.exists()
    except OSError:
        return False


def rename(source: Path, target: Path) -> None:
    """``os.replace`` through the gate (see the module's docstring); OSError if it cannot."""
    _before("rename", source, target)
    os.replace(source, target)


def remove(path: Path) -> None:
    """Remove ``path`` if it is there, through the gate; OSError if it cannot."""
    _before("remove", path)
    path.unlink(missing_ok=True)


def reason_of(exc: object) -> str:
    """A reason a notice can quote, cut and made drawable: a refused file's reason in the
    player's words (:class:`UnreadableFile`'s, a schema's fault), else the exception's."""
    if isinstance(exc, UnreadableFile):
        words = exc.said
    elif isinstance(exc, msgspec.ValidationError):
        words = unreadable.schema_words(exc)
    else:
        words = str(exc)
    return drawable(words, MAX_REASON_CHARS)


#: The temporary files :func:`write_atomic` makes: ``.<name>.<8 random characters>.tmp``
#: (``tempfile.mkstemp``'s pattern), the only ones :func:`clean_stale_temps` removes.
_TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")
#: A temporary file older than this is left over from a killed run, not being written now.
STALE_TEMP_SECONDS = 10.0


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old file or the new one, whole.

    The folder is created here, on the first write (readers never create folders)."""
    _before("write", path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def clean_stale_temps(folder: Path, older_than: float = STALE_TEMP_SECONDS) -> int:
    """Remove the temporary files a hard kill left in ``folder`` mid-write; how many.

    Only regular files named like :func:`write_atomic`'s (``.<name>.<random>.tmp``) and not
    touched for ``older_than`` seconds (so another running copy's write in progress is left
    alone); anything else, links included, is never touched. Never raises.
    """
    removed = 0
    now = time.time()
    if blocked_reason(folder) is not None:
        return 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        try:
            if (_TEMP_NAME.fullmatch(entry.name) and entry.is_file(follow_symlinks=False)
                    and now - entry.stat(follow_symlinks=False).st_mtime >= older_than):
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def _open_flags() -> int:
    """Read-only, and never waiting: ``O_NONBLOCK`` makes opening a FIFO return at once and a
    read of a device or of ``/proc/kmsg`` fail with EAGAIN instead of blocking forever."""
    flags = os.O_RDONLY
    for name in ("O_NONBLOCK", "O_NOCTTY", "O_BINARY", "O_CLOEXEC"):
        flags |= getattr(os, name, 0)
    return flags


def _read_capped(fd: int, name: str) -> bytes:
    """The bytes of an opened regular file, at most :data:`MAX_FILE_BYTES` of them."""
    info = os.fstat(fd)  # the file actually opened, even if the name was swapped since stat()
    if not stat.S_ISREG(info.st_mode):
        raise unreadable.not_a_file(name)
    if info.st_size > MAX_FILE_BYTES:
        raise unreadable.too_large(name, info.st_size)
    chunks: list[bytes] = []
    total = 0
    while total <= MAX_FILE_BYTES:  # bounded even if the file grows while it is read
        chunk = os.read(fd, min(1 << 20, MAX_FILE_BYTES + 1 - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    if total > MAX_FILE_BYTES:
        raise unreadable.too_large(name)
    return b"".join(chunks)


def read_bytes(path: Path) -> bytes | None:
    """The file's bytes, None if there is no file; :class:`UnreadableFile` otherwise.

    Never blocks and never reads without limit: a folder, a FIFO, a device or a link to one is
    refused before it is opened (``stat``) *and* after (``fstat`` of the opened descriptor, so a
    FIFO swapped in between the two is caught too), the open is non-blocking, and at most
    :data:`MAX_FILE_BYTES` are read.
    """
    try:
        info = path.stat()
    except (FileNotFoundError, NotADirectoryError):  # no file, or a file where its folder belongs
        return None
    except PermissionError:  # a folder on the way cannot be entered: as if there were no file
        return None  # (the start's one notice says the folder cannot be used)
    except OSError as exc:
        raise unreadable.cannot_open(path.name, exc.strerror) from exc
    if not stat.S_ISREG(info.st_mode):
        # a folder, or a link to a device or a pipe: reading /dev/zero or a FIFO never ends
        raise unreadable.not_a_file(path.name)
    try:
        fd = os.open(path, _open_flags())
    except (FileNotFoundError, NotADirectoryError):  # removed in between
        return None
    except OSError as exc:
        raise unreadable.cannot_open(path.name, exc.strerror) from exc
    try:
        return _read_capped(fd, path.name)
    except OSError as exc:  # EAGAIN from a file that would block (/proc/kmsg), EIO …
        raise unreadable.cannot_open(path.name, exc.strerror, reading=True) from exc
    finally:
        os.close(fd)



def read_tail(path: Path, limit: int) -> tuple[bytes, bool] | None:
    """The last ``limit`` bytes of the regular file ``path`` and whether anything came before
    them; None when there is none or it cannot be read. Never follows a link (``O_NOFOLLOW``:
    a log that points at another file must not copy that file's lines into a report the player
    sends), never waits (``O_NONBLOCK``, and a FIFO or device refused on the opened
    descriptor) and never reads more than ``limit`` bytes, however large the file. Never
    raises: the crash report that calls it must not fail on its log."""
    flags = _open_flags() | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError:  # no file, a link (ELOOP), a folder on the way that cannot be entered
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None
        start = max(0, info.st_size - limit)
        os.lseek(fd, start, os.SEEK_SET)
        chunks: list[bytes] = []
        total = 0
        while total < limit:  # bounded even if the file grows while it is read
            chunk = os.read(fd, limit - total)
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        return b"".join(chunks), start > 0
    except OSError:
        return None
    finally:
        os.close(fd)

#: The deepest nesting of lists and objects a file of the game may hold (a save is 4 deep): a
#: file nested thousands deep is refused here, before any reader walks it recursively.
MAX_DEPTH = 32


def nesting_depth(value: Any) -> int:
    """How deeply ``value``'s lists and objects nest (0 for a number or a string), counted
    without recursion, so no file can exhaust the stack of the code that checks it."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        item, depth = todo.pop()
        children = (item.values() if isinstance(item, dict)
                    else item if isinstance(item, list) else None)
        if children is None:
            continue
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            break
        todo.extend((child, depth + 1) for child in children)
    return deepest


def decode_json(raw: bytes, name: str) -> Any:
    """The JSON value in ``raw`` (the bytes of the file ``name``); :class:`UnreadableFile` when
    it is not UTF-8, not JSON, or nested deeper than :data:`MAX_DEPTH`."""
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark (some Windows editors) is fine
        data = json.loads(text)
    except UnicodeDecodeError as exc:
        raise unreadable.not_text(name) from exc
    except (ValueError, RecursionError) as exc:
        raise unreadable.damaged(name) from exc
    if nesting_depth(data) > MAX_DEPTH:
        raise unreadable.too_deep(name)
    return data


def read_document(path: Path) -> Any:
    """Any JSON value in the file at ``path`` through every guard of :func:`read_bytes` and
    :func:`decode_json`; :class:`UnreadableFile` also when there is no file (a tool was asked
    for this very file, so its absence is the answer)."""
    raw = read_bytes(path)
    if raw is None:
        raise unreadable.no_file(path.name)
    return decode_json(raw, path.name)


Shape = TypeVar("Shape")
Value = TypeVar("Value")
#: The notice for a file kept aside: called with the reason (ready to quote) and the kept
#: file's new name (None when it could not be moved).
Words = Callable[[str, str | None], str]


def decode_as(raw: bytes, shape: type[Shape], name: str) -> Shape:
    """The bytes of the file ``name`` decoded straight into its schema ``shape`` (strict: no
    ``3.0`` for a whole number, no ``true`` for a number, no NaN or infinity, every bound of
    :mod:`ganesha.store.schemas` held); :class:`UnreadableFile` naming what does not fit."""
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark (some Windows editors) is fine
    except UnicodeDecodeError as exc:
        raise unreadable.not_text(name) from exc
    try:
        return msgspec.json.decode(text, type=shape, strict=True)
    except msgspec.ValidationError as exc:
        raise unreadable.off_schema(name, exc) from exc
    except msgspec.DecodeError as exc:
        raise unreadable.damaged(name) from exc


def read_as(path: Path, shape: type[Shape]) -> Shape | None:
    """The file at ``path`` decoded into ``shape``; None if there is no file,
    :class:`UnreadableFile` otherwise (the file is left where it is: see :func:`load_kept`)."""
    raw = read_bytes(path)
    return None if raw is None else decode_as(raw, shape, path.name)


def load_kept(path: Path, shape: type[Shape], build: Callable[[Shape], Value],
              words: Words) -> tuple[Value | None, str | None]:
    """The one guarded load of a player's file: (the value ``build`` makes of the decoded
    file, None) — (None, None) when there is no file — or, for any failure (unreadable, not
    its schema, or refused by ``build``: a game that does not replay), (None, the notice) with
    the file kept aside. ``build`` signals a refusal with ValueError (the engine's SaveError
    is one)."""
    try:
        document = read_as(path, shape)
        return (None if document is None else build(document)), None
    except (UnreadableFile, ValueError) as exc:
        return None, set_aside(path, exc, words)


def set_aside(path: Path, reason: object, words: Words) -> str:
    """Keep the file at ``path`` aside (renamed, never deleted); ``words``' notice for it."""
    _log.warning("%s is refused: %s", path.name, reason)  # the English detail, for the log
    aside = keep_aside(path)
    return words(reason_of(reason), None if aside is None else aside.name)


def keep_aside(path: Path) -> Path | None:
    """Rename an unreadable file out of the way (never delete it); returns the new path, or
    None when it cannot be moved (a read-only or blocked folder, one that cannot be entered)."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        suffix = f".bad-{stamp}" + (f"-{attempt}" if attempt else "")
        target = path.with_name(path.name + suffix)
        try:
            if target.exists():
                continue
            rename(path, target)
        except OSError as exc:
            _log.error("could not keep the unreadable %s aside: %s", path, exc)
            return None
        _log.warning("kept an unreadable file aside: %s -> %s", path, target.name)
        return target
    _log.error("could not keep the unreadable %s aside: no free name", path)
    return None
