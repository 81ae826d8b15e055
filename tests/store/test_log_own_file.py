"""The log never writes through a link and never into another copy's log: a ``ganesha.log``
that points elsewhere is left as it is (and so is where it points), and a second copy of the
game, which keeps nothing while the first runs, writes no log at all."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from ganesha.store import home as player_home
from ganesha.store import logs

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.delenv(logs.LOG_ENV, raising=False)
    yield home
    logs.stop_file_log()
    logging.getLogger(logs.ROOT_LOGGER).setLevel(logging.NOTSET)


def _say(words: str) -> None:
    logging.getLogger("ganesha.test").warning(words)
    for handler in logging.getLogger(logs.ROOT_LOGGER).handlers:
        handler.flush()


def test_a_log_that_links_elsewhere_is_never_written_through(home: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("not the game's\n")
    (home / "logs").mkdir()
    link = home / "logs" / logs.LOG_NAME
    link.symlink_to(elsewhere)
    logs.setup_logging()
    _say("a record")
    assert elsewhere.read_text() == "not the game's\n"
    assert link.is_symlink()


def test_a_fifo_in_place_of_the_log_does_not_block(home: Path) -> None:
    (home / "logs").mkdir()
    os.mkfifo(home / "logs" / logs.LOG_NAME)
    logs.setup_logging()

    def too_long(signum: int, frame: object) -> None:
        raise TimeoutError("the log's open waited for a reader of the FIFO")

    before = signal.signal(signal.SIGALRM, too_long)
    signal.alarm(3)
    started = time.monotonic()
    try:
        _say("a record")  # returns at once, nothing written
        assert time.monotonic() - started < 2
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, before)


def test_the_log_is_written_as_before(home: Path) -> None:
    logs.setup_logging()
    _say("a record")
    assert "a record" in (home / "logs" / logs.LOG_NAME).read_text()


_HOLD = ("import fcntl, os, sys, time\n"
         "fd = os.open(sys.argv[1], os.O_RDONLY)\n"
         "fcntl.flock(fd, fcntl.LOCK_EX)\n"
         "print('held', flush=True)\n"
         "time.sleep(60)\n")


def test_a_second_copy_writes_nothing_into_the_first_copys_log(home: Path) -> None:
    (home / "data").mkdir()
    (home / "logs").mkdir()
    first_log = home / "logs" / logs.LOG_NAME
    first_log.write_text("the first copy's lines\n")
    first = subprocess.Popen([sys.executable, "-c", _HOLD, str(home / "data")],
                             stdout=subprocess.PIPE, text=True)
    try:
        assert first.stdout is not None
        assert first.stdout.readline().strip() == "held"
        logs.setup_logging()
        notices = player_home.open_home()
        assert notices  # "Another copy of Ganesha is using these files"
        _say("the second copy's line")
        assert first_log.read_text() == "the first copy's lines\n"
    finally:
        first.kill()
        first.wait(10)
        if first.stdout is not None:
            first.stdout.close()
    from ganesha.store import files

    for folder in (home / "config", home / "data"):
        files.unblock_writes(folder)


@pytest.mark.slow  # a whole demo game in a child process; the rule is held in-process above
@pytest.mark.skipif(os.name != "posix", reason="flock")
def test_a_second_real_start_with_debug_logging_leaves_the_first_copys_log_alone(
        tmp_path: Path) -> None:
    """A second copy started with ``GANESHA_LOG=debug`` while the first holds the home: the
    first's log, one record short of its rotation, is byte for byte as it was and not rotated
    (the log is opened only once the lock is decided)."""
    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    (home / "logs").mkdir()
    first_log = home / "logs" / logs.LOG_NAME
    first_log.write_bytes(b"the first copy's line\n" * (logs.MAX_BYTES // 22))
    before = first_log.read_bytes()
    first = subprocess.Popen([sys.executable, "-c", _HOLD, str(home / "data")],
                             stdout=subprocess.PIPE, text=True)
    env = dict(os.environ, GANESHA_HOME=str(home), GANESHA_LOG="debug",
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GANESHA_NO_CRASH_DIALOG="1")
    try:
        assert first.stdout is not None
        assert first.stdout.readline().strip() == "held"
        second = subprocess.run([sys.executable, "-m", "ganesha", "--demo", "--players", "2",
                                 "--seed", "1", "--speed", "max", "--think-ms", "1",
                                 "--timeout", "30"],
                                cwd=ROOT, env=env, capture_output=True, text=True, timeout=90,
                                stdin=subprocess.DEVNULL)
    finally:
        first.kill()
        first.wait(10)
        if first.stdout is not None:
            first.stdout.close()
    assert second.returncode == 0, second.stderr
    assert first_log.read_bytes() == before
    assert sorted(p.name for p in (home / "logs").iterdir()) == [logs.LOG_NAME]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes")
def test_the_log_is_readable_by_its_owner_alone(home: Path) -> None:
    """The log names the player's folders and games: it is created owner-only (0600), whatever
    the umask lets through."""
    before = os.umask(0)
    try:
        logs.setup_logging()
        _say("a record")
    finally:
        os.umask(before)
    assert (home / "logs" / logs.LOG_NAME).stat().st_mode & 0o777 == 0o600
