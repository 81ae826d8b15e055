"""Reading the player's files never creates a folder: a fresh home stays empty until the first
write (store/dirs.py and store/files.py promise it), so a read-only or borrowed home is never
touched by merely opening menus, and a first start leaves nothing behind that it did not save."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ganesha.engine import GameConfig, GameState, new_game
from ganesha.store import (
    finish,
    last_setup,
    lesson_progress,
    play_history,
    records,
    reviews,
    saves,
    settings,
)


def a_game() -> GameState:
    state = new_game(GameConfig(players=2, seed=12))
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    return state


READERS: dict[str, Callable[[], object]] = {
    "review": lambda: reviews.load(a_game(), (0,)),
    "continue": saves.load_current, "last game": saves.load_last,
    "recent game": saves.load_recent, "has continue": saves.has_current,
    "has recent": saves.has_recent, "has last": saves.has_last,
    "lesson": lesson_progress.load, "has lesson": lesson_progress.has_lesson,
    "records": records.load, "has records": records.has_records,
    "play history": play_history.load,
    # (without a path, loading the settings is the start, which opens the home: the lock)
    "settings": lambda: settings.load_settings(settings.settings_path(create=False)),
    "last setup": last_setup.load_setup, "pending results": finish.pending_files,
}


@pytest.mark.parametrize("reader", sorted(READERS))
def test_a_reader_leaves_a_fresh_home_empty(home: Path, reader: str) -> None:
    READERS[reader]()
    assert sorted(path.relative_to(home).as_posix() for path in home.rglob("*")) == []


def test_a_review_is_kept_in_a_folder_its_save_makes(home: Path) -> None:
    """The other half: the first write makes the folder the readers would not."""
    from ganesha.ai.review import review_game

    state = a_game()
    assert reviews.load(state, (0,)) is None
    review = review_game(state.config, state.player_actions(), [0], seed=3, first=2, most=2)
    assert reviews.save(review, state)
    assert reviews.load(state, (0,)) == review
