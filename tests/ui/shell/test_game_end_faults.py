"""The end of a game at the table when the disk is full: the table says what was kept and what
was not (never "could not be saved" about a game that was), and the result reaches the records
at a later start, once there is room — through the real MenuApp and its start call."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.engine import GameConfig, new_game
from ganesha.store import files, finish, lock, records, saves
from ganesha.store.settings import Settings, load_settings
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.sound.effects import SoundBoard

SIZE = (1280, 800)
SEATS = ("human", "random")


def _one_move_before_an_ai_ends_it() -> saves.SavedGame:
    """A game the AI seat (seat 1) finishes with its next move, the person in seat 0."""
    for seed in range(1, 50):
        state = new_game(GameConfig(players=2, seed=seed))
        bots = [make_player("random", seed), make_player("random", seed + 100)]
        while True:
            before = state.snapshot()
            state.apply(bots[state.current_player].choose(state))
            if state.is_over:
                break
        if before.current_player == 1:
            return saves.SavedGame(before, SEATS)
    raise AssertionError("no seed ends on the AI's move")


def test_a_full_disk_at_the_end_says_what_was_kept_and_records_it_later(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    saves.save_current(_one_move_before_an_ai_ends_it())
    real = files.write_atomic

    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(records, "write_atomic", full)
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(SIZE)
    said: list[str] = []
    app = MenuApp(SIZE, Settings(animation_speed="instant"), think_ms=5, sounds=SoundBoard())
    try:
        app.continue_game()
        assert app.table is not None
        monkeypatch.setattr(app.table, "say", said.append)
        deadline = time.perf_counter() + 30
        while not app.table.state.is_over:
            assert time.perf_counter() < deadline
            app.update(1 / 60)
            app.draw(surface)
        app.update(1 / 60)
        assert len(said) == 1
        assert "could not be saved" not in said[0]
        assert "No space left on device" in said[0]
        assert "Last game" in said[0]
        assert not saves.has_current()
        assert saves.load_last()[0] is not None
        assert len(finish.pending_files()) == 1
        assert not records.has_records()
    finally:
        app.close()
        pygame.display.quit()
    monkeypatch.setattr(records, "write_atomic", real)  # room again: the next start records it
    try:
        assert load_settings() == (Settings(), None)
    finally:
        lock.release(tmp_path / "data")
    kept = records.load()[0]
    assert len(kept.games) == 1
    assert kept.tallies[("random", 2)].played == 1
    assert finish.pending_files() == []
