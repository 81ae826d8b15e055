"""The lesson's own save (``lesson.json`` in the data folder): its game and how far the player is.

Why a file of its own: the lesson must never touch the player's Continue game (nor Last game,
Earlier game or the records). Leaving the lesson and coming back resumes its game at the same
step; a damaged file is kept aside (renamed, never deleted) and the lesson starts afresh, with a
notice. A finished lesson removes its file, so the next "Learn to play" starts from the top.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec

from ganesha.data.i18n import translate
from ganesha.engine import SaveError
from ganesha.lesson import CONFIG, Lesson
from ganesha.store import dirs as userdirs
from ganesha.store import files, saves
from ganesha.store.files import load_kept, write_atomic
from ganesha.store.schemas.games import LessonFile

FORMAT = "ganesha-lesson"
VERSION = 1
FILE = "lesson.json"
DONE_FILE = "lesson-done"  # its presence: the lesson was played to its end here


def path() -> Path:
    """The lesson's file; the folder is made by the first write, never by a reader."""
    return userdirs.data_dir(create=False) / FILE


def has_lesson() -> bool:
    """True when a lesson was left unfinished (it resumes at its step)."""
    return files.exists(userdirs.data_dir(create=False) / FILE)


def save(saved: saves.SavedGame, progress: Lesson) -> None:
    """Write the lesson's game and progress at once (atomic; OSError if the disk refuses)."""
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION,
                            "progress": progress.to_data(),
                            "game": json.loads(saves.to_text(saved))}
    write_atomic(path(), json.dumps(data, ensure_ascii=False))


def clear() -> None:
    files.remove(path())


def mark_finished() -> None:
    """The lesson was played to its end: the title then leads with New game (OSError if the
    disk refuses)."""
    write_atomic(path().parent / DONE_FILE, "")


def finished() -> bool:
    """True once the lesson was finished here (the file is not read)."""
    return files.exists(userdirs.data_dir(create=False) / DONE_FILE)


def _words(reason: str, kept: str | None) -> str:
    if kept is None:
        return translate("The lesson could not be resumed ({reason}); it starts again.",
                         reason=reason)
    return translate("The lesson could not be resumed ({reason}); it starts again. The file "
                     "was kept as {name}.", reason=reason, name=kept)


def from_file(file: LessonFile) -> tuple[saves.SavedGame, Lesson]:
    """The lesson's game and progress in a decoded file; ValueError (SaveError) when the game
    is not the lesson's or the progress does not fit the lesson's steps."""
    saved = saves.from_file(file.game)
    if saved.state.config != CONFIG:
        raise SaveError(translate("the lesson file holds another game"))
    return saved, Lesson.from_data(json.loads(msgspec.json.encode(file.progress)))


def load() -> tuple[tuple[saves.SavedGame, Lesson] | None, str | None]:
    """(the saved lesson or None, a notice if its file was bad and kept aside)."""
    return load_kept(path(), LessonFile, from_file, _words)


__all__ = ["DONE_FILE", "FILE", "clear", "finished", "has_lesson", "load", "mark_finished", "path",
           "save"]
