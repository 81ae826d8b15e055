"""Homes that cannot hold our files, reads that could block, and temp files a hard kill left,
through the public functions the start, Continue and the settings screen call."""

from __future__ import annotations

import errno
import os
import signal
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from ganesha.engine import GameConfig, new_game
from ganesha.store import files, lock, saves, settings
from ganesha.store import home as player_home

ROOT = Path(__file__).resolve().parents[2]
ON_POSIX = os.name == "posix"


def _file_in_place(home: Path, folder: str) -> None:
    (home / folder).write_text("not a folder")


# --- a home where nothing can be written ------------------------------------------------------

@pytest.mark.parametrize("folder", ["config", "data"])
def test_a_file_in_place_of_a_folder_gives_defaults_and_one_notice(home: Path, folder: str
                                                                   ) -> None:
    _file_in_place(home, folder)
    loaded, notice = settings.load_settings()
    assert loaded == settings.Settings()
    assert notice is not None
    assert notice.count("cannot be saved") == 1
    assert not saves.has_current()
    assert saves.load_current() == (None, None)
    assert saves.load_last() == (None, None)
    saved = saves.SavedGame(new_game(GameConfig(players=2, seed=1)), ("human", "easy"))
    if folder == "data":
        with pytest.raises(OSError):  # the table's autosave reports this once, and plays on
            saves.save_current(saved)
        assert settings.store_settings(loaded) is None
    else:
        saves.save_current(saved)
        assert "could not be saved" in (settings.store_settings(loaded) or "")
    assert (home / folder).read_text() == "not a folder"  # never replaced or removed


@pytest.mark.skipif(not ON_POSIX or os.geteuid() == 0,
                    reason="needs POSIX permissions that apply (root writes anywhere)")
def test_an_empty_read_only_home(home: Path) -> None:
    home.chmod(0o500)
    try:
        loaded, notice = settings.load_settings()
        assert loaded == settings.Settings()
        assert notice
        assert "cannot be saved" in notice
        assert saves.load_current() == (None, None)
        assert not saves.has_current()
        assert settings.store_settings(loaded) is not None
    finally:
        home.chmod(0o700)


def test_a_writable_home_gives_no_notice(home: Path) -> None:
    assert settings.load_settings() == (settings.Settings(), None)


@pytest.mark.parametrize("folder", ["config", "data"])
def test_the_app_starts_to_its_title_with_a_file_in_place_of_a_folder(
        home: Path, folder: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    """The real start (``python -m ganesha``, menus) up to its first frame, which exits 0."""
    _file_in_place(home, folder)
    stamp = tmp_path_factory.mktemp("probe") / "first-frame"
    env = dict(os.environ, GANESHA_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", GANESHA_FIRST_FRAME_FILE=str(stamp),
               GANESHA_FIRST_FRAME_EXIT="1", GANESHA_NO_CRASH_DIALOG="1")
    result = subprocess.run([sys.executable, "-m", "ganesha"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert stamp.exists()


# --- settings: a failed write is said at once ---------------------------------------------------

def test_store_settings_says_why_at_once(home: Path) -> None:
    chosen = settings.changed(settings.Settings(), sound=False)
    assert settings.store_settings(chosen) is None
    assert settings.load_settings() == (chosen, None)
    settings.settings_path().unlink()
    settings.settings_path().mkdir()  # a folder where the file belongs: the write must fail
    notice = settings.store_settings(chosen)
    assert notice is not None
    assert notice.startswith("The settings could not be saved")


# --- temp files a hard kill left ---------------------------------------------------------------

def _age(path: Path, seconds: float) -> None:
    old = time.time() - seconds
    os.utime(path, (old, old))


def test_stale_temp_files_of_ours_are_removed_at_start(home: Path) -> None:
    data, config = home / "data", home / "config"
    data.mkdir()
    config.mkdir()
    stale = [data / ".current-game.json.k2_x9abc.tmp", config / ".settings.json.zz01ab_9.tmp"]
    fresh = data / ".current-game.json.a1b2c3d4.tmp"
    foreign = [data / ".notes.tmp", data / "current-game.json.tmp", data / ".x.ABCDEFGH.tmp",
               data / "current-game.json"]
    for path in [*stale, fresh, *foreign]:
        path.write_text("x")
        if path is not fresh:
            _age(path, 3600)
    target = data / "keep-me"
    target.write_text("precious")
    link = data / ".last-game.json.abcd1234.tmp"
    link.symlink_to(target)
    settings.load_settings()  # the start's call
    assert not any(p.exists() for p in stale)
    assert fresh.exists()
    assert all(p.exists() for p in foreign)
    assert link.is_symlink()
    assert target.read_text() == "precious"


@pytest.mark.skipif(not ON_POSIX, reason="SIGKILL")
@pytest.mark.slow  # real SIGKILLs of writer processes: CI runs it
def test_hard_kills_mid_save_leave_nothing_after_the_next_start(home: Path) -> None:
    """Kill a process that autosaves in a loop, ten times at random moments; whatever temp
    files that leaves, the next start's cleaning removes (once they are not fresh)."""
    script = ("import sys\nfrom ganesha.store import saves\nfrom ganesha.engine import GameConfig, "
              "new_game\ns = saves.SavedGame(new_game(GameConfig(players=4, seed=3)), "
              "('human',) * 4)\nprint('go', flush=True)\nwhile True:\n    saves.save_current(s)\n")
    env = dict(os.environ, GANESHA_HOME=str(home))
    for i in range(10):
        child = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, env=env,
                                 stdout=subprocess.PIPE)
        assert child.stdout is not None
        assert child.stdout.readline() == b"go\n"
        time.sleep(0.01 * i)
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        child.stdout.close()
    for path in (home / "data").iterdir():
        _age(path, 60)
    settings.load_settings()
    assert [p.name for p in (home / "data").iterdir()] == [saves.CURRENT]
    assert saves.load_current()[0] is not None


# --- reads that could block ---------------------------------------------------------------------

def _within(seconds: float, work: Callable[[], object], unblock: Callable[[], None]) -> object:
    """Run ``work`` in a thread; fail (after unblocking it) if it takes longer than ``seconds``."""
    outcome: list[object] = []
    thread = threading.Thread(target=lambda: outcome.append(_catch(work)), daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        unblock()
        thread.join(5)
        pytest.fail(f"the read blocked for more than {seconds} s")
    return outcome[0]


def _catch(work: Callable[[], object]) -> object:
    try:
        return work()
    except Exception as exc:
        return exc


def _open_writer(path: Path) -> None:
    os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_a_fifo_swapped_in_between_stat_and_open_is_refused(home: Path,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    path = home / "data" / saves.CURRENT
    path.parent.mkdir()
    path.write_text("{}")
    real_open = os.open

    def swap_then_open(name: str, flags: int, *args: int) -> int:
        if Path(name) == path and not stat.S_ISFIFO(os.lstat(path).st_mode):
            path.unlink()
            os.mkfifo(path)
        return real_open(name, flags, *args)

    monkeypatch.setattr("ganesha.store.files.os.open", swap_then_open)
    result = _within(5, saves.load_current, lambda: _open_writer(path))
    assert isinstance(result, tuple)
    assert result[0] is None
    assert "not a file" in str(result[1])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_a_file_that_looks_regular_but_would_block_is_not_waited_for(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Like ``/proc/kmsg`` (a regular file to stat() whose read waits for the kernel): here a
    FIFO that stat and fstat both report as regular; the non-blocking open and read return."""
    path = home / "config" / settings.FILE_NAME
    path.parent.mkdir()
    os.mkfifo(path)
    monkeypatch.setattr("ganesha.store.files.stat.S_ISREG", lambda mode: True)
    result = _within(5, settings.load_settings, lambda: _open_writer(path))
    assert isinstance(result, tuple)
    assert result[0] == settings.Settings()
    assert result[1] is not None
    assert "could not be read" in result[1]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_a_link_to_a_fifo_or_device_is_refused_unopened(home: Path) -> None:
    data = home / "data"
    data.mkdir()
    fifo = home / "pipe"
    os.mkfifo(fifo)
    (data / saves.CURRENT).symlink_to(fifo)
    (data / saves.LAST).symlink_to("/dev/zero")
    for load in (saves.load_current, saves.load_last):
        result = _within(5, load, lambda: _open_writer(fifo))
        assert isinstance(result, tuple)
        assert result[0] is None
        assert "not a file" in str(result[1])


def test_an_earlier_game_that_cannot_be_brought_back_is_told_in_the_system_s_words(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A swap of Continue and Earlier game cut short by a kill is completed at the next start;
    when the disk refuses, the title's notice quotes the system's reason ("Input/output
    error"), not Python's "[Errno 5] ...: 'recent-game.json'"."""
    (home / "data").mkdir()
    game = saves.SavedGame(new_game(GameConfig(players=2, seed=2)), ("human", "easy"))
    (home / "data" / (saves.CURRENT + ".swap")).write_text(saves.to_text(game), encoding="utf-8")

    def disk_refuses(kind: str, path: Path) -> None:
        if kind == "rename":
            raise OSError(errno.EIO, os.strerror(errno.EIO), path.name)

    monkeypatch.setattr(files, "change_hook", disk_refuses)
    try:
        notices = player_home.open_home()
    finally:
        lock.release(home / "data")
    said = [n for n in notices if n.startswith("The earlier game could not be brought back")]
    assert said == [f"The earlier game could not be brought back: {os.strerror(errno.EIO)}"]
