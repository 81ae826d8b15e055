"""What the player is told when a folder cannot be written names exactly what is lost: the
settings alone, the games and records alone, or everything (store/home.py)."""

from __future__ import annotations

from ganesha.store.home import unwritable_notices


def test_only_the_settings_folder_unwritable_keeps_games_and_records() -> None:
    said = unwritable_notices("read-only", None)
    assert len(said) == 1
    assert said[0].startswith("Settings cannot be saved (read-only)")
    assert "your games and records are kept" in said[0]


def test_only_the_games_folder_unwritable_keeps_the_settings() -> None:
    said = unwritable_notices(None, "read-only")
    assert len(said) == 1
    assert said[0].startswith("Games and records cannot be saved (read-only)")
    assert said[0].endswith("Settings are kept.")


def test_both_unwritable_keeps_nothing_and_all_writable_says_nothing() -> None:
    assert unwritable_notices("read-only", "read-only") == [
        "Settings, games and records cannot be saved (read-only); you can play, but nothing "
        "will be kept."]
    assert unwritable_notices(None, None) == []
