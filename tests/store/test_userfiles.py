"""Settings and saves: round trips, bad files kept aside, interrupted writes harmless."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ganesha.data.look import Look, wearing
from ganesha.engine import GameConfig, new_game, replay
from ganesha.store import saves, settings
from ganesha.store.files import write_atomic
from tests.helpers.menu_app import current_save
from tests.helpers.random_play import play_random

pytestmark = pytest.mark.usefixtures("home")  # every test in its own home


def test_settings_default_when_missing() -> None:
    assert settings.load_settings() == (settings.Settings(), None)


def test_settings_round_trip() -> None:
    chosen = settings.changed(settings.Settings(), language="ru", volume=0.25, spices=False)
    settings.save_settings(chosen)
    assert settings.load_settings() == (chosen, None)


def test_settings_bad_value_refused_before_saving() -> None:
    with pytest.raises(ValueError):
        settings.changed(settings.Settings(), volume=3)


@pytest.mark.parametrize("size", [100, 125, 150])
def test_the_text_size_is_kept(size: int) -> None:
    settings.save_settings(settings.changed(settings.Settings(), text_size=size))
    assert settings.load_settings()[0].text_size == size


@pytest.mark.parametrize("size", [0, 110, 200, True, 150.0, "150"])
def test_a_text_size_off_the_list_is_refused(size: object) -> None:
    with pytest.raises(ValueError, match=r"text.size"):
        settings.changed(settings.Settings(), text_size=size)


@pytest.mark.parametrize("content", [
    b"", b"{", b"\xff\xfe not utf8", b"[1, 2]", b'{"format": "other-game"}',
    b'{"format": "ganesha-settings", "settings": {"volume": "loud"}}',
    b'{"format": "ganesha-settings", "settings": {"language": "xx"}}',
    b'{"format": "ganesha-settings", "settings": []}',
    b'{"format": "ganesha-settings", "settings": {"volume": 1e400}}',
    b"[" * 50_000,
])
def test_bad_settings_file_is_kept_aside(home: Path, content: bytes) -> None:
    path = settings.settings_path()
    path.write_bytes(content)
    loaded, notice = settings.load_settings()
    assert loaded == settings.Settings()
    assert notice
    assert "could not be read" in notice
    kept = list(path.parent.glob("settings.json.bad-*"))
    assert len(kept) == 1
    assert kept[0].read_bytes() == content
    assert not path.exists()
    settings.save_settings(loaded)  # the next save does not touch the kept file
    assert kept[0].read_bytes() == content


def test_unknown_settings_keys_are_ignored() -> None:
    settings.settings_path().write_text(json.dumps(
        {"format": "ganesha-settings", "version": 2, "settings": {"sound": False, "new": 1}}))
    assert settings.load_settings() == (settings.Settings(sound=False), None)


def test_interrupted_write_leaves_the_old_file(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = home / "x.json"
    write_atomic(path, "old")

    def power_cut(*args: object) -> None:
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", power_cut)
    with pytest.raises(OSError):
        write_atomic(path, "new" * 1000)
    assert path.read_text() == "old"
    assert [p.name for p in home.iterdir()] == ["x.json"]  # no temp file left behind


def _mid_game() -> saves.SavedGame:
    config = GameConfig(players=3, seed=9)
    state = replay(config, play_random(config, 2).player_actions()[:50])
    return saves.SavedGame(state, ("human", "medium", "hard"))


def test_continue_resumes_the_identical_state() -> None:
    saved = _mid_game()
    saves.save_current(saved)
    assert saves.has_current()
    loaded, notice = saves.load_current()
    assert notice is None
    assert loaded is not None
    assert loaded.seats == saved.seats
    assert loaded.state.digest() == saved.state.digest()
    assert loaded.state.history == saved.state.history


def test_finished_game_becomes_last_game() -> None:
    config = GameConfig(players=2, seed=4)
    done = saves.SavedGame(play_random(config, 1), ("human", "easy"))
    saves.save_current(_mid_game())
    saves.save_current(done)
    assert not saves.has_current()
    last, notice = saves.load_last()
    assert notice is None
    assert last is not None
    assert last.state.scores == done.state.scores


@pytest.mark.parametrize("change", [
    lambda d: d.update(seats=["human"]),
    lambda d: d.update(seats=["human", "god", "hard"]),
    lambda d: d.update(game=[]),
    lambda d: d["game"]["actions"].insert(0, {"type": "EndTurn"}),
    lambda d: d["game"]["config"].update(players=7),
])
def test_bad_save_is_kept_aside(home: Path, change) -> None:
    saves.save_current(_mid_game())
    path = home / "data" / saves.CURRENT
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    loaded, notice = saves.load_current()
    assert loaded is None
    assert notice
    assert "could not be read" in notice
    assert len(list(path.parent.glob(saves.CURRENT + ".bad-*"))) == 1


def test_truncated_save_is_kept_aside(home: Path) -> None:
    saves.save_current(_mid_game())
    path = home / "data" / saves.CURRENT
    path.write_text(path.read_text()[:-40])
    assert saves.load_current()[0] is None
    assert not path.exists()


def test_new_game_state_saves() -> None:
    saved = saves.SavedGame(new_game(GameConfig(players=4, seed=1)), ("human",) * 4)
    saves.save_current(saved)
    assert current_save().state.digest() == saved.state.digest()


def test_bad_file_notice_speaks_the_players_language(home: Path) -> None:
    saves.save_current(_mid_game())
    path = home / "data" / saves.CURRENT
    path.write_text("{")
    with wearing(Look(language="ru")):
        loaded, notice = saves.load_current()
    assert loaded is None
    assert notice
    assert "не удалось прочитать" in notice
