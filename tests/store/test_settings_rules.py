"""The settings file's rules (store/settings.py): what a fresh player starts with, the range of
every value a file may hold (the edges included), and what a saved file says about itself."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ganesha.store import settings
from ganesha.store.settings import Settings, changed

pytestmark = pytest.mark.usefixtures("home")


def test_a_new_player_starts_with_spices_and_sound_at_normal_text() -> None:
    fresh = Settings()
    assert (fresh.spices, fresh.sound, fresh.colour_blind, fresh.fullscreen,
            fresh.reduced_motion) == (True, True, False, False, False)
    assert (fresh.language, fresh.animation_speed, fresh.text_size) == ("en", "normal", 100)
    assert (fresh.window_size, fresh.window_position) == (None, None)
    assert fresh.validated() == fresh


@pytest.mark.parametrize("name", ["volume", "music_volume"])
@pytest.mark.parametrize("value", [0, 0.0, 0.5, 1, 1.0])
def test_a_volume_from_silent_to_full_is_kept(name: str, value: float) -> None:
    assert getattr(changed(Settings(), **{name: value}), name) == value


@pytest.mark.parametrize("name", ["volume", "music_volume"])
@pytest.mark.parametrize("value", [-0.01, 1.01, True, False, "0.5", None])
def test_a_volume_outside_silent_to_full_is_refused(name: str, value: Any) -> None:
    with pytest.raises(ValueError):
        changed(Settings(), **{name: value})


@pytest.mark.parametrize(("name", "pair"), [
    ("window_size", (1, 1)), ("window_size", (100_000, 100_000)),
    ("window_position", (-100_000, 100_000)), ("window_position", (0, 0)),
])
def test_a_window_at_the_edges_of_the_range_is_kept(name: str, pair: tuple[int, int]) -> None:
    assert getattr(changed(Settings(), **{name: pair}), name) == pair


@pytest.mark.parametrize(("name", "pair"), [
    ("window_size", (0, 600)), ("window_size", (800, 100_001)),
    ("window_position", (-100_001, 0)), ("window_position", (0, 100_001)),
    ("window_size", (800, 600, 1)), ("window_size", (800,)), ("window_size", [800, 600]),
    ("window_size", (800.0, 600)), ("window_size", (True, 600)),
])
def test_a_window_off_the_range_is_refused(name: str, pair: Any) -> None:
    with pytest.raises(ValueError):
        changed(Settings(), **{name: pair})


@pytest.mark.parametrize("name", ["spices", "colour_blind", "sound", "fullscreen",
                                  "reduced_motion"])
def test_a_switch_holds_only_true_or_false(name: str) -> None:
    assert getattr(changed(Settings(), **{name: False}), name) is False
    assert getattr(changed(Settings(), **{name: True}), name) is True
    with pytest.raises(ValueError):
        changed(Settings(), **{name: 1})


@pytest.mark.parametrize(("name", "value"), [
    ("language", "de"), ("animation_speed", "warp"), ("text_size", 110), ("text_size", 100.0),
])
def test_a_word_or_size_off_the_list_is_refused(name: str, value: Any) -> None:
    with pytest.raises(ValueError):
        changed(Settings(), **{name: value})


def test_a_saved_file_names_its_format_and_version(home: Path) -> None:
    chosen = changed(Settings(), window_size=(1024, 600), window_position=(-5, 7))
    path = home / "settings.json"
    settings.save_settings(chosen, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["format"], data["version"]) == ("ganesha-settings", 1)
    assert data["settings"]["window_size"] == [1024, 600]
    assert settings.load_settings(path) == (chosen, None)


def test_a_file_without_a_settings_object_is_refused() -> None:
    with pytest.raises(ValueError):
        settings.from_data({"format": "ganesha-settings", "settings": [1, 2]})


def test_saving_says_nothing_when_it_worked_and_why_when_it_did_not(home: Path) -> None:
    assert settings.store_settings(Settings(), home / "settings.json") is None
    blocked = home / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    notice = settings.store_settings(Settings(), blocked / "settings.json")
    assert notice is not None
