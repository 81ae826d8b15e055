"""The game's log (store/logs.py): capped as the README promises, and its last lines read whole,
the first line included, whether the file is short, exactly the size read, or longer (then the
line cut in its middle is left out); a crash report reads its last 16 KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from ganesha.store import crash, logs

pytestmark = pytest.mark.usefixtures("home")


def _log(home: Path, text: str) -> None:
    """The log file holds ``text`` (and the game logs to this home's file, not an earlier
    test's)."""
    assert logs.setup_logging() == home / "logs" / logs.LOG_NAME
    (home / "logs" / logs.LOG_NAME).write_text(text, encoding="utf-8")


def test_the_log_is_capped_at_512_kb_with_three_older_files() -> None:
    assert (logs.MAX_BYTES, logs.BACKUPS) == (512_000, 3)


def test_a_short_log_is_read_from_its_first_character(home: Path) -> None:
    _log(home, "first line\nsecond line\n")
    assert logs.tail() == ["first line", "second line"]


def test_a_log_of_exactly_the_size_read_keeps_its_first_line(home: Path) -> None:
    text = "first line\nsecond line\n"
    _log(home, text)
    assert logs.tail(max_bytes=len(text)) == ["first line", "second line"]
    assert logs.tail(max_bytes=len(text) - 1) == ["second line"]  # "irst line" is cut


def test_only_the_lines_asked_for_are_given(home: Path) -> None:
    _log(home, "".join(f"line {n}\n" for n in range(10)))
    assert logs.tail(3) == ["line 7", "line 8", "line 9"]


def test_a_crash_report_reads_the_logs_last_16_kb_only(home: Path) -> None:
    """The report quotes lines from the log's last 16 KB (16 384 bytes, docs/reliability.md)
    and only whole ones: of forty lines of exactly 1 KB, the last sixteen are read, and the
    first of those is left out too (inside the bytes read, nothing shows it began there)."""
    lines = [f"line {n:02d} ".ljust(1023, "x") for n in range(40)]
    _log(home, "".join(line + "\n" for line in lines))
    assert (home / "logs" / logs.LOG_NAME).stat().st_size == 40 * 1024
    report = crash.format_report(RuntimeError("boom"))
    quoted = report.split(f"Log (last lines of {logs.LOG_NAME})", 1)[1]
    assert [line for line in lines if line in quoted] == lines[25:]

