"""Writing and reading the player's own files safely.

Two rules every user file follows: a write is atomic (temp file in the same folder, fsync, then
``os.replace``), so a crash or power cut mid-write leaves the old file or the new one, never half
of each; and a file that cannot be read is *kept aside* under a new name (``name.bad-<time>``)
instead of being overwritten, so a player's data is never destroyed by a bug or a bad disk.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 4_000_000


class UnreadableFile(Exception):
    """The file exists but is not what it should be; the message says why, for the player."""


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise


def read_json(path: Path, expected_format: str) -> dict[str, Any] | None:
    """The file's JSON object, None if there is no file; :class:`UnreadableFile` otherwise."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise UnreadableFile(f"cannot open {path.name}: {exc.strerror}") from exc
    if not stat.S_ISREG(info.st_mode):
        # a folder, or a link to a device or a pipe: reading /dev/zero or a FIFO never ends
        raise UnreadableFile(f"{path.name} is not a file")
    if info.st_size > MAX_FILE_BYTES:
        raise UnreadableFile(f"{path.name} is too large ({info.st_size} bytes)")
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)  # bounded even if the file grew meanwhile
        if len(raw) > MAX_FILE_BYTES:
            raise UnreadableFile(f"{path.name} is too large")
        text = raw.decode("utf-8-sig")  # a byte-order mark (some Windows editors) is fine
        data = json.loads(text)
    except OSError as exc:
        raise UnreadableFile(f"cannot read {path.name}: {exc.strerror}") from exc
    except UnicodeDecodeError as exc:
        raise UnreadableFile(f"{path.name} is not UTF-8 text") from exc
    except (ValueError, RecursionError) as exc:
        raise UnreadableFile(f"{path.name} is damaged (not valid JSON)") from exc
    if not isinstance(data, dict) or data.get("format") != expected_format:
        raise UnreadableFile(f"{path.name} is not a Ganesha file of the expected kind")
    return data


def keep_aside(path: Path) -> Path | None:
    """Rename an unreadable file out of the way (never delete it); returns the new path."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        suffix = f".bad-{stamp}" + (f"-{attempt}" if attempt else "")
        target = path.with_name(path.name + suffix)
        if not target.exists():
            try:
                os.replace(path, target)
            except OSError:
                return None
            return target
    return None
