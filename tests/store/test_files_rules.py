"""The player's files at the edges of their rules (store/files.py): a file of exactly the largest
size (4 MB, as docs/reliability.md says) is read and one byte more is kept aside, also when the
file grows while it is read; a temporary file a hard kill left is removed once it is as old as
the limit, and the count of removed files is told."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from ganesha.store import files
from ganesha.store.files import MAX_FILE_BYTES, UnreadableFile, clean_stale_temps, read_bytes
from ganesha.store.settings import Settings, load_settings, save_settings

#: The reader's limit as the player's documentation states it: "at most 4 MB are read".
FOUR_MB = 4_000_000


def test_a_file_of_exactly_the_largest_size_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * MAX_FILE_BYTES)
    data = read_bytes(path)
    assert data is not None
    assert len(data) == MAX_FILE_BYTES


def test_one_byte_more_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(UnreadableFile):
        read_bytes(path)


def _settings_file(path: Path, size: int) -> Settings:
    """The game's own settings file, padded with trailing blanks (still the same JSON) to
    ``size`` bytes; the settings it holds."""
    chosen = Settings(music_volume=0.25)
    save_settings(chosen, path)
    with path.open("ab") as handle:
        handle.write(b" " * (size - path.stat().st_size))
    assert path.stat().st_size == size
    return chosen


def _kept_aside(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".bad-" in p.name)


def test_a_settings_file_of_4_mb_is_read_and_one_byte_more_is_kept_aside(
        tmp_path: Path) -> None:
    at_limit, past_it = tmp_path / "at" / "settings.json", tmp_path / "past" / "settings.json"
    chosen = _settings_file(at_limit, FOUR_MB)
    assert load_settings(at_limit) == (chosen, None)
    assert at_limit.stat().st_size == FOUR_MB  # read where it is, nothing kept aside
    assert _kept_aside(at_limit.parent) == []
    _settings_file(past_it, FOUR_MB + 1)
    settings, notice = load_settings(past_it)
    assert settings == Settings()
    assert notice is not None
    assert "settings.json" in notice
    assert not past_it.exists()
    assert len(_kept_aside(past_it.parent)) == 1


def test_a_file_that_grows_past_4_mb_while_it_is_read_is_kept_aside(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The reader hands out a file only once it has read to the file's end: a file of exactly
    4 MB that another program lengthens just as the reader has taken its 4 MB is too large,
    never cut to its first 4 MB."""
    path = tmp_path / "settings.json"
    _settings_file(path, FOUR_MB)
    real_read = os.read
    taken: dict[int, int] = {}
    grown: list[int] = []

    def read_while_another_program_writes(fd: int, size: int) -> bytes:
        chunk = real_read(fd, size)
        taken[fd] = taken.get(fd, 0) + len(chunk)
        if taken[fd] == FOUR_MB:  # the reader has all the file held a moment ago
            with path.open("ab") as handle:
                handle.write(b"  ")
            grown.append(fd)
        return chunk

    monkeypatch.setattr(os, "read", read_while_another_program_writes)
    settings, notice = load_settings(path)
    assert len(grown) == 1
    assert settings == Settings()
    assert notice is not None
    assert "settings.json" in notice
    assert len(_kept_aside(tmp_path)) == 1


def test_a_left_temporary_file_goes_once_it_is_as_old_as_the_limit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    now = 1_800_000_000.0
    monkeypatch.setattr("ganesha.store.files.time.time", lambda: now)
    stale = tmp_path / ".settings.json.abcd1234.tmp"
    fresh = tmp_path / ".records.json.efgh5678.tmp"
    for path, age in ((stale, 10.0), (fresh, 9.0)):
        path.write_text("{", encoding="utf-8")
        os.utime(path, (now - age, now - age))
    assert clean_stale_temps(tmp_path, older_than=10.0) == 1
    assert not stale.exists()
    assert fresh.exists()
    assert clean_stale_temps(tmp_path, older_than=10.0) == 0


def test_no_folder_or_a_blocked_one_has_nothing_removed(tmp_path: Path) -> None:
    assert clean_stale_temps(tmp_path / "missing", older_than=0) == 0
    files.block_writes(tmp_path, "another copy")
    try:
        (tmp_path / ".settings.json.abcd1234.tmp").write_text("{", encoding="utf-8")
        assert clean_stale_temps(tmp_path, older_than=0) == 0
    finally:
        files.unblock_writes(tmp_path)
    assert clean_stale_temps(tmp_path, older_than=0) == 1


def test_a_file_nested_32_deep_is_read_and_33_deep_refused() -> None:
    """The nesting limit is 32 (a save is 4 deep): exactly 32 passes, one more is refused
    before any reader walks it recursively."""
    assert files.decode_json(b"[" * 32 + b"]" * 32, "deep.json") == \
        json.loads("[" * 32 + "]" * 32)
    with pytest.raises(UnreadableFile, match="nested too deeply"):
        files.decode_json(b"[" * 33 + b"]" * 33, "deeper.json")


def test_a_link_named_like_a_left_temporary_file_is_never_removed(tmp_path: Path) -> None:
    """Only the game's own temporary files go: a link with such a name (to a file of the
    player's, say) is not one of them, however old."""
    kept = tmp_path / "notes.txt"
    kept.write_text("the player's", encoding="utf-8")
    link = tmp_path / ".settings.json.abcd1234.tmp"
    link.symlink_to(kept)
    os.utime(link, (1.0, 1.0), follow_symlinks=False)
    assert clean_stale_temps(tmp_path, older_than=10.0) == 0
    assert link.is_symlink()
    assert kept.read_text(encoding="utf-8") == "the player's"


@pytest.mark.parametrize(("value", "depth"), [
    (7, 0), ("text", 0), (None, 0), ([], 1), ({"a": 1}, 1), ({"a": [1, {"b": []}]}, 4)])
def test_a_file_s_nesting_counts_its_lists_and_objects(value: object, depth: int) -> None:
    """A bare number or string nests nothing; each list or object inside another adds one
    (the bound MAX_DEPTH is counted this way)."""
    assert files.nesting_depth(value) == depth


def test_a_hundred_copies_kept_aside_within_a_second_are_the_most(tmp_path: Path) -> None:
    """A damaged file is kept aside under a name stamped to the second, numbered when taken;
    a hundred such names a second only come from a loop gone wrong, so past them the file is
    left where it is (the reader goes on without it) instead of renamed without end."""
    path = tmp_path / "records.json"
    path.write_text("{", encoding="utf-8")
    start = time.time()
    for second in range(int(start) - 1, int(start) + 4):  # the seconds this test may run in
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(second))
        for attempt in range(100):
            suffix = f".bad-{stamp}" + (f"-{attempt}" if attempt else "")
            (tmp_path / f"records.json{suffix}").write_text("x", encoding="utf-8")
    assert time.time() < int(start) + 4
    assert files.keep_aside(path) is None
    assert path.read_text(encoding="utf-8") == "{"
    assert len(list(tmp_path.iterdir())) == 1 + 500
