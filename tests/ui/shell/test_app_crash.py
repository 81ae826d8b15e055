"""An unexpected error inside the game ends in a crash report and exit code 1, not a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from ganesha import app
from ganesha.ui.shell import loop as run_module


def test_crash_in_the_table_writes_a_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    monkeypatch.setenv("GANESHA_NO_CRASH_DIALOG", "1")

    def broken_run(options: object) -> int:
        raise RuntimeError("the drum fell off the table")

    monkeypatch.setattr(run_module, "run", broken_run)
    assert app.main(["--demo", "--speed", "max", "--seed", "3"]) == 1
    reports = list((tmp_path / "logs").glob("crash-*.txt"))  # beside the game's log file
    assert len(reports) == 1
    text = reports[0].read_text()
    assert "the drum fell off the table" in text
    assert "Traceback" in text
    assert str(reports[0]) in capsys.readouterr().err  # the player is told where the report is
