"""The game's log file: what lands in it, its rotation, crash reports that quote it, and homes
where it cannot be written (always below a temporary GANESHA_HOME)."""

from __future__ import annotations

import logging
import multiprocessing.spawn
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from ganesha import app
from ganesha.ai.worker import AIWorker
from ganesha.engine import GameConfig, new_game
from ganesha.store import crash, logs, settings
from ganesha.ui.shell import loop


@pytest.fixture
def home(home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The test's home (tests/conftest.py), no crash dialog and no log level from outside; the
    game's file handler is taken down again afterwards."""
    monkeypatch.setenv("GANESHA_NO_CRASH_DIALOG", "1")
    monkeypatch.delenv(logs.LOG_ENV, raising=False)
    yield home
    logger = logging.getLogger(logs.ROOT_LOGGER)
    for handler in list(logger.handlers):
        if isinstance(handler, logging.FileHandler):
            logger.removeHandler(handler)
            handler.close()
    logger.setLevel(logging.NOTSET)


def log_text(home: Path) -> str:
    return (home / "logs" / logs.LOG_NAME).read_text(encoding="utf-8")


def test_a_file_kept_aside_is_logged(home: Path) -> None:
    assert logs.setup_logging() == home / "logs" / logs.LOG_NAME
    (home / "config").mkdir()
    (home / "config" / "settings.json").write_text("{ not json", encoding="utf-8")
    loaded, notice = settings.load_settings()
    assert notice is not None
    assert loaded == settings.Settings()
    aside = [p.name for p in (home / "config").glob("settings.json.bad-*")]
    assert len(aside) == 1
    line = next(line for line in log_text(home).splitlines() if "kept" in line)
    assert "WARNING ganesha.store.files" in line
    assert aside[0] in line


def test_warnings_by_default_and_more_with_ganesha_log(home: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    logs.setup_logging()
    logging.getLogger("ganesha.test").info("quiet detail")
    logging.getLogger("ganesha.test").warning("worth keeping")
    assert "worth keeping" in log_text(home)
    assert "quiet detail" not in log_text(home)
    monkeypatch.setenv(logs.LOG_ENV, "debug")
    logs.setup_logging()  # replaces the handler: every line once
    logging.getLogger("ganesha.test").debug("now the details")
    text = log_text(home)
    assert "now the details" in text
    assert text.count("worth keeping") == 1


def test_the_log_rotates_and_keeps_a_few_files(home: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2000)
    logs.setup_logging()
    for i in range(400):
        logging.getLogger("ganesha.test").warning("line %d of a long session", i)
    kept = sorted(p.name for p in (home / "logs").iterdir())
    assert kept == [logs.LOG_NAME] + [f"{logs.LOG_NAME}.{n}" for n in range(1, logs.BACKUPS + 1)]
    assert all((home / "logs" / name).stat().st_size <= 2200 for name in kept)
    assert logs.tail(1) == [log_text(home).splitlines()[-1]]
    assert logs.tail(1)[0].endswith("line 399 of a long session")


def test_a_crash_report_ends_with_the_last_lines_of_the_log(home: Path) -> None:
    logs.setup_logging()
    for i in range(60):
        logging.getLogger("ganesha.test").warning("step %d", i)
    path = crash.write_report(RuntimeError("boom"))
    assert path is not None
    report = path.read_text(encoding="utf-8")
    quoted = report.split(f"Log (last lines of {logs.LOG_NAME})", 1)[1]
    assert "step 59" in quoted
    assert f"step {59 - crash.LOG_LINES + 1}" in quoted
    assert f"step {59 - crash.LOG_LINES}\n" not in quoted
    assert "report " + path.name in log_text(home)  # and the log names the report


def test_a_crash_report_without_a_log_says_so(home: Path) -> None:
    assert "(nothing logged)" in crash.format_report(RuntimeError("boom"))


def test_an_unwritable_log_folder_does_not_stop_the_game(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (home / "logs").write_text("a file where the log folder belongs", encoding="utf-8")
    assert logs.setup_logging() is None
    logging.getLogger("ganesha.test").error("goes nowhere, raises nothing")
    assert logs.tail() == []
    code = app.main(["--demo", "--seats", "easy,easy", "--seed", "3", "--speed", "max",
                     "--timeout", "120"])
    assert code == 0
    assert "Game over after" in capsys.readouterr().out
    assert (home / "logs").read_text(encoding="utf-8").startswith("a file")


def test_a_log_that_fails_later_is_dropped_silently(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = logs.setup_logging()
    assert path is not None
    handler = next(h for h in logging.getLogger(logs.ROOT_LOGGER).handlers
                   if isinstance(h, logging.FileHandler))
    assert handler.stream is None  # nothing said yet, so no file opened
    logging.getLogger("ganesha.test").warning("first")
    assert handler.stream is not None
    handler.stream.close()  # as if the disk went away: every write now fails
    logging.getLogger("ganesha.test").warning("lost")
    assert logs.setup_logging() == path  # the broken handler is replaced without a word
    logging.getLogger("ganesha.test").warning("found again")
    assert capsys.readouterr().err == ""
    assert "found again" in log_text(home)
    assert "lost" not in log_text(home)


def test_slow_frames_are_logged_at_most_once_in_a_while(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="ganesha.ui.shell.loop")
    slow = loop.SlowFrames()
    slow.note(900, "TableScene", 0.0)  # a new screen's first frame: building it is no stutter
    slow.note(20, "TableScene", 0.5)
    assert caplog.records == []
    slow.note(150, "TableScene", 1.0)
    assert len(caplog.records) == 1
    assert "1 slow frame(s)" in caplog.text
    slow.note(400, "TableScene", 2.0)
    slow.note(120, "TableScene", 3.0)
    assert len(caplog.records) == 1  # rate-limited
    slow.note(110, "TableScene", 1.0 + loop.SLOW_FRAME_LOG_EVERY_S)
    assert len(caplog.records) == 2
    assert "3 slow frame(s)" in caplog.records[1].getMessage()
    assert "the slowest 400 ms on TableScene" in caplog.records[1].getMessage()
    slow.note(900, "ResultsScene", 33.0)  # first frame of the results: not counted
    slow.note(130, "ResultsScene", 40.0)
    assert len(caplog.records) == 2
    slow.flush(41.0)  # the end of the run says what was still counted
    assert len(caplog.records) == 3
    assert "1 slow frame(s)" in caplog.records[2].getMessage()
    assert "130 ms on ResultsScene" in caplog.records[2].getMessage()
    slow.note(500, "PauseScene", 42.0)
    slow.flush(43.0)
    assert len(caplog.records) == 3


@pytest.mark.skipif(os.name != "posix", reason="a worker executable that fails: /bin/false")
def test_worker_restarts_and_the_fallback_are_logged(monkeypatch: pytest.MonkeyPatch,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="ganesha.ai.worker")
    monkeypatch.setattr(multiprocessing.spawn, "_python_exe", os.fsencode("/bin/false"))
    state = new_game(GameConfig(players=2, seed=2))
    with AIWorker() as worker:
        worker.start(state, "easy", 3)
        deadline = time.monotonic() + 30
        while worker.poll() is None:
            assert time.monotonic() < deadline
            time.sleep(0.005)
    messages = [r.getMessage() for r in caplog.records]
    assert sum("AI process failed" in m for m in messages) == 3
    assert any("thinks in a thread from now on" in m for m in messages)
