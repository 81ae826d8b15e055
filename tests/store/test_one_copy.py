"""Two copies of the game in one home: the first holds the data folder, the second starts to its
title read-only with one notice and writes nothing; once the first is gone (even killed), the
next start holds the folder again. Real processes throughout."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from ganesha.engine import GameConfig, new_game
from ganesha.store import files, lock, saves, settings

ROOT = Path(__file__).resolve().parents[2]

#: A copy of the game's store: opens the home as the start does, prints its notice, then tries
#: the writes a game makes and prints how each went.
_COPY = """
import sys, time
from ganesha.engine import GameConfig, new_game
from ganesha.store import records, saves, settings
loaded, notice = settings.load_settings()
print("notice:", notice, flush=True)
outcomes = []
game = saves.SavedGame(new_game(GameConfig(players=2, seed=2)), ("human", "easy"))
for name, write in (("save", lambda: saves.save_current(game)),
                    ("settings", lambda: settings.save_settings(loaded)),
                    ("aside", lambda: saves.put_current_aside()),
                    ("again", lambda: saves.save_current(game))):
    try:
        write()
        outcomes.append(name + "=written")
    except OSError as exc:
        outcomes.append(name + "=refused")
print(" ".join(outcomes), flush=True)
if sys.argv[1:] == ["hold"]:
    time.sleep(600)
"""


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, GANESHA_HOME=str(home), SDL_VIDEODRIVER="dummy",
                SDL_AUDIODRIVER="dummy", GANESHA_NO_CRASH_DIALOG="1", PYTHONPATH=str(ROOT))


def _snapshot(home: Path) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in home.rglob("*") if p.is_file()}


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def _second_copy(home: Path) -> tuple[str, list[str]]:
    """A second copy started in ``home`` while another holds it: its notice (which must say
    another copy runs) and the words of what each of its writes did."""
    second = subprocess.run([sys.executable, "-c", _COPY], cwd=ROOT, env=_env(home),
                            capture_output=True, text=True, timeout=60)
    assert second.returncode == 0, second.stderr[-2000:]
    notice, outcome = second.stdout.splitlines()
    assert "Another copy of Ganesha" in notice
    return notice, outcome.split()


def test_a_second_copy_is_read_only_until_the_first_is_gone(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = subprocess.Popen([sys.executable, "-c", _COPY, "hold"], cwd=ROOT, env=_env(home),
                             stdout=subprocess.PIPE, text=True)
    try:
        assert first.stdout is not None
        assert first.stdout.readline().strip() == "notice: None"
        assert first.stdout.readline().split() == ["save=written", "settings=written",
                                                   "aside=written", "again=written"]
        before = _snapshot(home)
        notice, outcome = _second_copy(home)
        assert notice.count("Ganesha") == 1
        assert outcome == ["save=refused", "settings=refused", "aside=refused", "again=refused"]
        # the real start of a second copy reaches its title and changes nothing either
        stamp = tmp_path / "first-frame"
        env = dict(_env(home), GANESHA_FIRST_FRAME_FILE=str(stamp), GANESHA_FIRST_FRAME_EXIT="1")
        started = subprocess.run([sys.executable, "-m", "ganesha"], cwd=ROOT, env=env,
                                 capture_output=True, text=True, timeout=120)
        assert started.returncode == 0, started.stderr[-2000:]
        assert stamp.exists(), started.stderr[-2000:]
        assert _snapshot(home) == before
    finally:
        first.send_signal(signal.SIGKILL)  # a dead copy's lock is free at once
        first.wait(10)
        if first.stdout is not None:
            first.stdout.close()
    third = subprocess.run([sys.executable, "-c", _COPY], cwd=ROOT, env=_env(home),
                           capture_output=True, text=True, timeout=60)
    assert third.stdout.splitlines() == [
        "notice: None", "save=written settings=written aside=written again=written"]


@pytest.mark.skipif(os.name != "posix", reason="the lock is on the folder itself")
def test_the_first_start_in_a_home_not_made_yet_holds_it_against_a_second_copy(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A first start names a home none of whose folders exist yet (GANESHA_HOME two levels
    past anything there): the start makes the data folder, parents and all, before it takes
    the lock, so a second copy started now is the read-only one."""
    home = tmp_path / "not" / "yet"
    monkeypatch.setenv("GANESHA_HOME", str(home))
    try:
        assert settings.load_settings() == (settings.Settings(), None)  # the start's call
        assert (home / "data").is_dir()
        before = _snapshot(home)
        _, outcome = _second_copy(home)
        assert outcome[:2] == ["save=refused", "settings=refused"]
        assert _snapshot(home) == before
    finally:
        lock.release(home / "data")


def test_the_same_process_claims_its_home_again_and_a_blocked_folder_refuses_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    try:
        assert settings.load_settings() == (settings.Settings(), None)
        assert settings.load_settings() == (settings.Settings(), None)  # ours already
        files.block_writes(tmp_path / "data", "held elsewhere")
        game = saves.SavedGame(new_game(GameConfig(players=2, seed=2)), ("human", "easy"))
        with pytest.raises(files.FolderInUse, match="held elsewhere"):
            saves.save_current(game)
        assert settings.store_settings(settings.Settings()) is None  # config is not blocked
    finally:
        files.unblock_writes(tmp_path / "data")
        lock.release(tmp_path / "data")
