"""The lesson's own file (store/lesson_progress.py): written as version 1; asking whether a
lesson waits, or was finished, never creates a folder, even on a home where the data folder
cannot exist."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ganesha.engine import new_game
from ganesha.lesson import CONFIG, SEATS, Lesson
from ganesha.store import lesson_progress, saves

pytestmark = pytest.mark.usefixtures("home")


def test_the_lesson_file_is_version_one(home: Path) -> None:
    lesson_progress.save(saves.SavedGame(new_game(CONFIG), SEATS), Lesson())
    data = json.loads(lesson_progress.path().read_text(encoding="utf-8"))
    assert (data["format"], data["version"]) == ("ganesha-lesson", 1)
    assert lesson_progress.load()[0] is not None


def test_asking_about_the_lesson_creates_no_folder(home: Path) -> None:
    assert not lesson_progress.has_lesson()
    assert not lesson_progress.finished()
    assert not (home / "data").exists()


def test_a_home_without_a_data_folder_has_no_lesson(home: Path) -> None:
    (home / "data").write_text("a file where the folder belongs", encoding="utf-8")
    assert lesson_progress.path() == home / "data" / lesson_progress.FILE
    assert not lesson_progress.has_lesson()
    assert not lesson_progress.finished()
