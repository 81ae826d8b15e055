"""Every command-line tool that reads a file reads it through the app's own guarded reader: a
file nested 200 000 deep, a link to /dev/zero, a FIFO, a 50 MB file, a truncated save and files
of the wrong types each end in one line on stderr and exit code 2, within seconds."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from ganesha.lab import ladder
from ganesha.store import saves
from ganesha.store.files import MAX_DEPTH, UnreadableFile, nesting_depth, read_document
from tests.helpers.games import finished

ROOT = Path(__file__).resolve().parents[2]


def _save_text() -> str:
    return saves.to_text(saves.SavedGame(finished(3), ("human", "easy")))


def _deep(path: Path) -> None:
    path.write_text("[" * 200_000 + "]" * 200_000)


def _zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _huge(path: Path) -> None:
    with path.open("wb") as fh:
        fh.truncate(50_000_000)


def _truncated(path: Path) -> None:
    text = _save_text()
    path.write_text(text[: len(text) // 2])


def _moderately_deep(path: Path) -> None:  # parses, then is refused before any reader walks it
    path.write_text('{"version":1,"seats":["human"],"game":' + "[" * 900 + "]" * 900 + "}")


def _wrong_types(path: Path) -> None:
    data = json.loads(_save_text())
    data["seats"], data["game"]["actions"] = 7, {"a": None}
    path.write_text(json.dumps(data))


def _a_list(path: Path) -> None:
    path.write_text("[1, 2, 3]")


def _not_utf8(path: Path) -> None:
    path.write_bytes(b'{"format": "\xff\xfe"}')


HOSTILE: dict[str, Callable[[Path], None]] = {
    "deep": _deep, "dev-zero": _zero, "fifo": _fifo, "50MB": _huge, "truncated": _truncated,
    "900-deep": _moderately_deep, "wrong-types": _wrong_types, "a-list": _a_list,
    "not-utf8": _not_utf8,
}


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_the_review_command_refuses_a_hostile_file_in_one_line(kind: str, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    HOSTILE[kind](path)
    done = subprocess.run([sys.executable, "-m", "ganesha.review", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=30,
                          env={**os.environ, "GANESHA_HOME": str(tmp_path / "home")})
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2, done.stderr[-2000:]
    assert len(lines) == 1, done.stderr[-2000:]
    assert lines[0].startswith("cannot read ")
    assert done.stdout == ""


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_the_reader_refuses_each_hostile_file(kind: str, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    HOSTILE[kind](path)
    if kind in ("wrong-types", "a-list"):
        read_document(path)  # well-formed JSON: its loader refuses it (the command's test)
        return
    with pytest.raises(UnreadableFile):
        read_document(path)


def test_nesting_is_counted_without_recursion() -> None:
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    assert nesting_depth(deep) > MAX_DEPTH
    assert nesting_depth({"a": [1, {"b": []}]}) == 4
    assert nesting_depth(json.loads(_save_text())) <= MAX_DEPTH // 2


def test_a_sound_save_is_read(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(_save_text())
    assert read_document(path)["seats"] == ["human", "easy"]


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "deep"])
def test_the_ladder_refuses_its_file_in_one_line(kind: str, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ratings.json"
    HOSTILE[kind](path)
    monkeypatch.setattr(ladder, "FILE", path)
    assert ladder.run_ladder(ladder_args(), lambda *a: None) == 2  # type: ignore[arg-type]
    assert capsys.readouterr().err.startswith("cannot read ")


def ladder_args() -> object:
    import argparse

    return argparse.Namespace(pairs="")
