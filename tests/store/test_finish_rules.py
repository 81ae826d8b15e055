"""Keeping a finished game (store/finish.py): a result found waiting at the next start never
overwrites a Last game played since, the disk's own words say what failed, a damaged pending
result is kept aside and named, and looking for pending results creates no folder."""

from __future__ import annotations

import dataclasses
import errno
from pathlib import Path

import pytest

from ganesha.engine import replay
from ganesha.store import files, finish, records, saves
from ganesha.store.finish import PENDING_PREFIX, Finished
from tests.helpers.games import finished

pytestmark = pytest.mark.usefixtures("home")


def _saved(seed: int) -> saves.SavedGame:
    return saves.SavedGame(finished(seed), ("human", "easy"))


def test_what_finishing_kept_is_a_frozen_value() -> None:
    kept = Finished(pending=False, recorded=True, last=True)
    assert hash(kept) == hash(Finished(False, True, True))
    with pytest.raises(dataclasses.FrozenInstanceError):
        kept.last = False  # type: ignore[misc]


def test_a_waiting_result_never_overwrites_a_last_game_played_since(home: Path) -> None:
    older, newer = _saved(1), _saved(2)
    data = home / "data"
    data.mkdir()
    (data / f"{PENDING_PREFIX}older.json").write_text(saves.to_text(older), encoding="utf-8")
    saves.save_current(newer)  # finished: it becomes Last game, and Continue is empty
    assert finish.complete_pending() == []
    assert saves.last_path().read_text(encoding="utf-8") == saves.to_text(newer)
    assert finish.pending_files() == []


def test_the_disk_says_in_its_own_words_what_failed(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*_: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(finish, "write_atomic", full)
    kept = finish.finish_game(_saved(3))
    assert kept.error == "No space left on device"
    assert not kept.pending


def test_a_damaged_waiting_result_is_kept_aside_and_named(home: Path) -> None:
    data = home / "data"
    data.mkdir()
    (data / f"{PENDING_PREFIX}broken.json").write_text("{not json", encoding="utf-8")
    notices = finish.complete_pending()
    kept = [p.name for p in data.iterdir() if p.name.startswith(f"{PENDING_PREFIX}broken")]
    assert len(notices) == 1
    assert len(kept) == 1
    assert kept[0] in notices[0]


def test_looking_for_waiting_results_creates_no_folder(home: Path) -> None:
    assert finish.pending_files() == []
    assert not (home / "data").exists()


def test_a_game_ended_at_the_table_is_kept_as_last_game_though_continue_never_held_it(
        home: Path) -> None:
    """A game that has just ended at the table is the player's own (its autosave may have
    failed): Last game keeps it even with no Continue game to compare it with."""
    saved = _saved(3)
    assert saves.load_current()[0] is None
    kept = finish.finish_game(saved)
    assert kept.last
    assert kept.recorded
    assert saves.last_path().exists()


def test_finishing_where_the_data_folder_cannot_be_made_says_so_and_never_raises(
        home: Path) -> None:
    """A file where the data folder belongs: finishing fails at its first write and says why;
    working out where the pending result goes must not try to make the folder (and raise)."""
    (home / "data").write_text("not a folder", encoding="utf-8")  # GANESHA_HOME's data folder
    kept = finish.finish_game(_saved(4))
    assert not kept.pending
    assert not kept.last
    assert kept.error


class _Killed(BaseException):
    """The process killed between two changes (nothing below catches it)."""


def test_a_game_killed_after_its_result_was_kept_aside_ends_at_the_next_start(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Continue holds the game a move before its end (the table's autosave); finishing is
    killed right after the pending result is written. The next start completes it: the
    result is recorded, the game becomes Last game, and Continue, which held part of this very
    game, goes."""
    saved = _saved(7)
    actions = saved.state.player_actions()
    before = saves.SavedGame(replay(saved.state.config, actions[:-1]), saved.seats)
    saves.save_current(before)
    changes: list[str] = []

    def killed_after_the_pending_file(kind: str, path: Path) -> None:
        changes.append(path.name)
        if len(changes) == 2:
            raise _Killed

    monkeypatch.setattr(files, "change_hook", killed_after_the_pending_file)
    with pytest.raises(_Killed):
        finish.finish_game(saved)
    monkeypatch.setattr(files, "change_hook", None)
    assert changes[0].startswith(PENDING_PREFIX)
    assert finish.complete_pending() == []
    last = saves.load_last()[0]
    assert last is not None
    assert last.state.digest() == saved.state.digest()
    assert not saves.has_current()
    assert len(records.load()[0].games) == 1
