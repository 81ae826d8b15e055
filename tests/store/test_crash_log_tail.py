"""A crash report ends with the log's last lines, read through the guarded door: a FIFO in the
log's place never hangs the crash (the report is written and the process exits), a link in its
place never copies the file it points at into the report a player is asked to attach, and a
huge log is read from its end only. The crash runs in a real child process with a time limit,
so a hang fails the test instead of hanging the suite."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ganesha.store import files, logs

ROOT = Path(__file__).resolve().parents[2]

#: A game that logs a line and then crashes, under the crash guard as ``ganesha.app`` runs it.
_CRASH = """
import logging, sys
from ganesha.store import crash, logs
logs.setup_logging()
def play():
    logging.getLogger("ganesha.test").warning("the line before the crash")
    raise RuntimeError("boom")
sys.exit(crash.guard(play))
"""


def _crash(home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GANESHA_HOME": str(home), "GANESHA_NO_CRASH_DIALOG": "1"}
    env.pop(logs.LOG_ENV, None)
    return subprocess.run([sys.executable, "-c", _CRASH], cwd=ROOT, env=env, text=True,
                          capture_output=True, timeout=30, stdin=subprocess.DEVNULL)


def _report(home: Path) -> str:
    reports = sorted((home / "logs").glob("crash-*.txt"))
    assert len(reports) == 1, reports
    return reports[0].read_text()


def test_a_fifo_in_place_of_the_log_does_not_hang_the_crash(home: Path) -> None:
    (home / "logs").mkdir()
    os.mkfifo(home / "logs" / logs.LOG_NAME)
    done = _crash(home)  # a hang is TimeoutExpired: the test fails, the child is killed
    assert done.returncode == 1, done.stderr
    assert "RuntimeError: boom" in _report(home)
    assert (home / "logs" / logs.LOG_NAME).is_fifo()


def test_a_link_in_place_of_the_log_is_not_copied_into_the_report(home: Path,
                                                                   tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("the player's private line\n" * 3)
    (home / "logs").mkdir()
    (home / "logs" / logs.LOG_NAME).symlink_to(secret)
    done = _crash(home)
    assert done.returncode == 1, done.stderr
    report = _report(home)
    assert "RuntimeError: boom" in report
    assert "private line" not in report
    assert "private line" not in done.stderr
    assert secret.read_text() == "the player's private line\n" * 3


def test_the_report_ends_with_the_logs_own_last_line(home: Path) -> None:
    done = _crash(home)
    assert done.returncode == 1, done.stderr
    report = _report(home)
    assert report.rstrip().splitlines()[-1].endswith("the line before the crash")


def test_the_tail_reads_only_the_last_bytes_of_a_large_log(home: Path) -> None:
    (home / "logs").mkdir()
    log = home / "logs" / logs.LOG_NAME
    log.write_text("".join(f"line {n}\n" for n in range(200_000)))
    assert logs.tail(3, max_bytes=4096) == ["line 199997", "line 199998", "line 199999"]
    whole = log.read_bytes()
    assert files.read_tail(log, 4096) == (whole[-4096:], True)
    # every line given is whole: the one the 4096 bytes start inside is left out
    assert logs.tail(1000, max_bytes=4096) == whole[-4096:].decode().split("\n", 1)[1].splitlines()


def test_a_whole_small_log_is_read_with_its_first_line(home: Path) -> None:
    (home / "logs").mkdir()
    (home / "logs" / logs.LOG_NAME).write_text("first\nsecond\n")
    assert logs.tail(40) == ["first", "second"]
    assert files.read_tail(home / "logs" / logs.LOG_NAME, 4096) == (b"first\nsecond\n", False)


def test_the_tail_reads_no_device() -> None:
    """A device that reads like an endless file (``/dev/zero`` seeks and reads) is no log."""
    assert files.read_tail(Path("/dev/zero"), 4096) is None


@pytest.mark.parametrize("target", ["/dev/zero", "fifo"])
def test_the_tail_refuses_what_is_not_a_regular_file(home: Path, target: str) -> None:
    (home / "logs").mkdir()
    if target == "fifo":
        os.mkfifo(home / "logs" / logs.LOG_NAME)
    else:
        (home / "logs" / logs.LOG_NAME).symlink_to(target)
    assert files.read_tail(home / "logs" / logs.LOG_NAME, 4096) is None
    assert logs.tail() == []
