"""The lesson's own file: it round-trips the game and the step, and a damaged or strange file is
kept aside (never deleted, never a crash) so the lesson starts afresh with a notice."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ganesha.engine import GameConfig, new_game
from ganesha.lesson import SEATS, play_until
from ganesha.store import lesson_progress as lesson_save
from ganesha.store import saves
from ganesha.ui.table.ai_seats import ai_request_seed


def test_the_lesson_round_trips(home: Path) -> None:
    state, progress = play_until("sacrifice", ai_request_seed)
    lesson_save.save(saves.SavedGame(state, SEATS), progress)
    assert lesson_save.has_lesson()
    assert not saves.has_current()
    loaded, notice = lesson_save.load()
    assert notice is None
    assert loaded is not None
    saved, again = loaded
    assert saved.state.digest() == state.digest()
    assert again == progress
    lesson_save.clear()
    assert not lesson_save.has_lesson()
    assert lesson_save.load() == (None, None)


@pytest.mark.parametrize("text", [
    "{not json",
    json.dumps({"format": "ganesha-lesson", "version": 1, "progress": {}, "game": {}}),
    json.dumps({"format": "ganesha-lesson", "version": 99}),
    json.dumps({"format": "something-else"}),
])
def test_a_damaged_file_is_kept_aside(home: Path, text) -> None:
    path = lesson_save.path()
    path.parent.mkdir(parents=True)  # (asking for the path makes no folder: readers never do)
    path.write_text(text, encoding="utf-8")
    loaded, notice = lesson_save.load()
    assert loaded is None
    assert notice
    assert "starts again" in notice
    assert not path.exists()
    kept = list(path.parent.glob(lesson_save.FILE + ".bad-*"))
    assert len(kept) == 1
    assert kept[0].read_text(encoding="utf-8") == text


def test_another_game_in_the_lesson_file_is_refused(home: Path) -> None:
    _, progress = play_until("take_two", ai_request_seed)
    other = saves.SavedGame(new_game(GameConfig(seed=3)), SEATS)
    lesson_save.save(other, progress)
    loaded, notice = lesson_save.load()
    assert loaded is None
    assert notice is not None
