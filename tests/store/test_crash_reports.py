"""Crash reports that are never lost or empty: unique names, no 0-byte file
on a full disk, created 0600, and the game context (naming its save) set before the table."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from ganesha.store import crash


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    crash.clear_context()
    yield tmp_path
    crash.clear_context()


def test_reports_in_the_same_second_keep_both(home: Path) -> None:
    paths = [crash.write_report(ValueError(f"crash {i}")) for i in range(5)]
    assert all(p is not None for p in paths)
    assert len(set(paths)) == 5
    texts = sorted(p.read_text(encoding="utf-8") for p in paths if p is not None)
    assert [f"ValueError: crash {i}" in t for i, t in enumerate(texts)] == [True] * 5


@pytest.mark.skipif(os.name != "posix", reason="POSIX modes")
def test_reports_are_private(home: Path) -> None:
    path = crash.write_report(ValueError("x"))
    assert path is not None
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_full_disk_leaves_no_empty_report(home: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    (home / "logs").mkdir()
    real_write = os.write
    calls = []

    def full(fd: int, data: bytes) -> int:
        calls.append(fd)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("ganesha.store.crash.os.write", full)
    assert crash.write_report(ValueError("the disk is full")) is None
    monkeypatch.setattr("ganesha.store.crash.os.write", real_write)
    assert calls
    assert list((home / "logs").iterdir()) == []
    assert "ValueError: the disk is full" in capsys.readouterr().err


def test_a_short_write_is_completed(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_write = os.write
    monkeypatch.setattr("ganesha.store.crash.os.write",
                        lambda fd, data: real_write(fd, bytes(data[:7])))
    path = crash.write_report(ValueError("slowly"))
    assert path is not None
    assert "ValueError: slowly" in path.read_text(encoding="utf-8")


def test_game_context_set_before_the_table_names_the_save(home: Path) -> None:
    # (a word no test id holds: the report names the command line, which may list test ids)
    crash.set_context(left_behind="by an earlier game")
    crash.set_game_context(seed=42, seats=["human", "hard"], game=lambda: '{"format": "x"}',
                           save_file=home / "data" / "current-game.json")
    text = crash.format_report(TypeError("building the table failed"))
    assert "seed: 42" in text
    assert "current-game.json" in text
    assert '{"format": "x"}' in text
    assert "left_behind" not in text
