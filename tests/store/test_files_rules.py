"""The player's files at the edges of their rules (store/files.py): a file of exactly the largest
size is read and one byte more is refused; a temporary file a hard kill left is removed once it
is as old as the limit, and the count of removed files is told."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ganesha.store import files
from ganesha.store.files import MAX_FILE_BYTES, UnreadableFile, clean_stale_temps, read_bytes


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
