"""A home on a file system without locks (some network shares refuse ``flock``) is no reason
to play read-only: there is no way to tell a second copy there, so the start takes the home as
its own and keeps games as usual, instead of silently keeping nothing on every start."""

from __future__ import annotations

import errno
import sys
from pathlib import Path

import pytest

from ganesha.engine import GameConfig, new_game
from ganesha.store import saves, settings

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX locks (flock)")


def test_a_start_where_locks_are_not_supported_still_keeps_games(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import fcntl

    def no_locks(fd: int, operation: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(fcntl, "flock", no_locks)
    _, notice = settings.load_settings()  # the start: opens the home
    assert notice is None
    assert saves.can_keep() is None
    game = saves.SavedGame(new_game(GameConfig(players=2, seed=2)), ("human", "easy"))
    saves.save_current(game)
    assert saves.has_current()
