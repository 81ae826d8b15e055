"""A finished game's result is never lost: a real child process that finishes a game is
SIGKILLed before each change of the finishing step (pending file, records, Last game, Continue
removed, pending file removed), the game is started again the real way (``python -m ganesha``
up to its first frame), and the result is then in the records exactly once; and a disk too full
for the records keeps the result for a later start, saying what was kept."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from ganesha.store import files as userfiles
from ganesha.store import finish, records, saves

ROOT = Path(__file__).resolve().parents[2]
SEATS = ("human", "random")

#: In a child: SIGKILL itself before the player's-file change number ``kill_at`` (0: never),
#: printing each change it is about to make.
_KILL_HOOK = """changes = 0

def hook(kind, path):
    global changes
    changes += 1
    print(kind, path.name, flush=True)
    if changes == kill_at:
        os.kill(os.getpid(), signal.SIGKILL)

files.change_hook = hook
"""

#: The child: plays a game to its end, autosaves the position before the last move (as the
#: table does), then finishes it through ``finish_game``, killing itself before change ``k``
#: (0: never) and printing each change it is about to make.
_CHILD = ("""
import os, signal, sys
from ganesha.ai import make_player
from ganesha.engine import GameConfig, new_game
from ganesha.store import files, finish, saves

kill_at = int(sys.argv[1])
state = new_game(GameConfig(players=2, seed=7))
bots = [make_player("random", 70), make_player("random", 71)]
while True:
    before = state.snapshot()
    state.apply(bots[state.current_player].choose(state))
    if state.is_over:
        break
saves.save_current(saves.SavedGame(before, ("human", "random")))
"""
    + _KILL_HOOK
    + """finish.finish_game(saves.SavedGame(state, ("human", "random")))
print("done", flush=True)
""")


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, GANESHA_HOME=str(home), SDL_VIDEODRIVER="dummy",
                SDL_AUDIODRIVER="dummy", GANESHA_NO_CRASH_DIALOG="1",
                PYTHONPATH=str(ROOT))


def _finish_in_child(home: Path, kill_at: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", _CHILD, str(kill_at)], cwd=ROOT,
                          env=_env(home), capture_output=True, text=True, timeout=120)


def _start_the_game(home: Path) -> None:
    """The real start, up to the first frame of the title (then it exits 0)."""
    stamp = home / "first-frame"
    env = dict(_env(home), GANESHA_FIRST_FRAME_FILE=str(stamp), GANESHA_FIRST_FRAME_EXIT="1")
    result = subprocess.run([sys.executable, "-m", "ganesha"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert stamp.exists()


def _changes_of_a_whole_finish(tmp_path: Path) -> list[str]:
    result = _finish_in_child(tmp_path / "whole", 0)
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.splitlines()
    assert lines[-1] == "done"
    return lines[:-1]


@pytest.mark.slow  # real processes killed and started again
@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_kill_before_any_change_of_the_finish_loses_no_result(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    changes = _changes_of_a_whole_finish(tmp_path)
    # the pending file first, the records next, Continue removed only after both
    assert [c.split()[0] for c in changes] == ["write", "write", "write", "remove", "remove"]
    assert changes[0].startswith(f"write {finish.PENDING_PREFIX}")
    assert changes[1] == f"write {records.FILE}"
    assert changes[2] == f"write {saves.LAST}"
    assert changes[3] == f"remove {saves.CURRENT}"
    for kill_at in range(1, len(changes) + 2):  # before each change, and never
        home = tmp_path / f"kill-{kill_at}"
        result = _finish_in_child(home, kill_at)
        killed = kill_at <= len(changes)
        assert result.returncode == (-signal.SIGKILL if killed else 0), result.stderr[-2000:]
        for _ in range(2):  # started again, twice: still counted once
            _start_the_game(home)
        monkeypatch.setenv("GANESHA_HOME", str(home))
        kept, notice = records.load()
        assert notice is None
        assert not finish.pending_files()
        if kill_at == 1:  # killed before the finish wrote anything: the game goes on
            assert kept.games == []
            assert saves.has_current()
            assert not saves.has_last()
            continued = saves.load_current()[0]
            assert continued is not None
            assert not continued.state.is_over
            continue
        assert len(kept.games) == 1, f"kill before change {kill_at}"
        assert kept.tallies[("random", 2)].played == 1
        last = saves.load_last()[0]
        assert last is not None
        assert records.game_id(last) == kept.games[0].id
        assert not saves.has_current()


def _finished() -> tuple[saves.SavedGame, saves.SavedGame]:
    from ganesha.ai import make_player
    from ganesha.engine import GameConfig, new_game

    state = new_game(GameConfig(players=2, seed=4))
    bots = [make_player("random", 40), make_player("random", 41)]
    while True:
        before = state.snapshot()
        state.apply(bots[state.current_player].choose(state))
        if state.is_over:
            return saves.SavedGame(before, SEATS), saves.SavedGame(state, SEATS)


def test_a_full_disk_keeps_the_result_for_later_and_says_what_was_kept(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before, done = _finished()
    saves.save_current(before)
    real = userfiles.write_atomic

    def no_room_for_records(path: Path, text: str) -> None:
        if path.name == records.FILE:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(path, text)

    monkeypatch.setattr(userfiles, "write_atomic", no_room_for_records)
    monkeypatch.setattr(finish, "write_atomic", no_room_for_records)
    monkeypatch.setattr(records, "write_atomic", no_room_for_records)
    result = finish.finish_game(done)
    words = result.words()
    assert result.pending
    assert result.last
    assert not result.recorded
    assert words is not None
    assert "could not be saved" not in words
    assert "No space left on device" in words
    assert "Last game" in words
    assert "records" in words
    assert not saves.has_current()
    assert saves.load_last()[0] is not None
    assert records.load()[0].games == []
    assert len(finish.pending_files()) == 1

    assert finish.complete_pending() != []  # still no room: it waits, and says so
    assert len(finish.pending_files()) == 1
    monkeypatch.setattr(records, "write_atomic", real)  # room again
    assert finish.complete_pending() == []
    kept = records.load()[0]
    assert len(kept.games) == 1
    assert kept.tallies[("random", 2)].played == 1
    assert finish.pending_files() == []
    assert finish.complete_pending() == []
    assert len(records.load()[0].games) == 1


def test_a_finished_game_is_recorded_kept_and_continue_removed(home: Path) -> None:
    before, done = _finished()
    saves.save_current(before)
    result = finish.finish_game(done)
    assert result.recorded
    assert result.last
    assert not result.pending
    assert result.words() is None
    assert not saves.has_current()
    assert finish.pending_files() == []
    assert len(records.load()[0].games) == 1


def test_a_later_start_leaves_a_newer_continue_game_alone(home: Path) -> None:
    """A pending result whose game is no longer the Continue game (a new one was started
    since) is recorded, but Last game and Continue are not touched."""
    _, done = _finished()
    marker = home / "data" / f"{finish.PENDING_PREFIX}{records.game_id(done)}.json"
    marker.parent.mkdir(parents=True)
    marker.write_text(saves.to_text(done), encoding="utf-8")
    from ganesha.engine import GameConfig, new_game

    newer = saves.SavedGame(new_game(GameConfig(players=3, seed=9)), ("human", "easy", "easy"))
    saves.save_current(newer)
    assert finish.complete_pending() == []
    current = saves.load_current()[0]
    assert current is not None
    assert current.state.config.seed == 9
    assert not saves.has_last()
    assert len(records.load()[0].games) == 1
    assert finish.pending_files() == []


#: The child for the swap: Continue holds game A (seed 1), Earlier game game B (seed 2); it
#: brings the earlier game back, killing itself before change ``k`` (0: never).
_SWAP_CHILD = ("""
import os, signal, sys
from ganesha.engine import GameConfig, new_game
from ganesha.store import files, saves

kill_at = int(sys.argv[1])
for seed in (2, 1):  # B first, then put aside; A ends under Continue
    saves.save_current(saves.SavedGame(new_game(GameConfig(players=2, seed=seed)),
                                       ("human", "easy")))
    if seed == 2:
        saves.put_current_aside()
"""
    + _KILL_HOOK
    + """saves.bring_back_recent()
print("done", flush=True)
""")


@pytest.mark.slow  # real processes killed and started again
@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_kill_during_the_earlier_game_swap_is_completed_at_the_next_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    whole = subprocess.run([sys.executable, "-c", _SWAP_CHILD, "0"], cwd=ROOT,
                           env=_env(tmp_path / "whole"), capture_output=True, text=True,
                           timeout=120)
    assert whole.returncode == 0, whole.stderr[-2000:]
    changes = whole.stdout.splitlines()[:-1]
    assert changes == [f"rename {saves.CURRENT}", f"rename {saves.RECENT}",
                       f"rename {saves.SWAP}"]
    for kill_at in range(1, len(changes) + 2):
        home = tmp_path / f"kill-{kill_at}"
        result = subprocess.run([sys.executable, "-c", _SWAP_CHILD, str(kill_at)], cwd=ROOT,
                                env=_env(home), capture_output=True, text=True, timeout=120)
        killed = kill_at <= len(changes)
        assert result.returncode == (-signal.SIGKILL if killed else 0), result.stderr[-2000:]
        _start_the_game(home)
        monkeypatch.setenv("GANESHA_HOME", str(home))
        current, recent = saves.load_current()[0], saves.load_recent()[0]
        assert current is not None, f"kill before change {kill_at}"
        assert recent is not None, f"kill before change {kill_at}"
        if kill_at == 1:  # nothing had moved: both games where they were
            assert (current.state.config.seed, recent.state.config.seed) == (1, 2)
        else:  # the swap was completed
            assert (current.state.config.seed, recent.state.config.seed) == (2, 1)
        assert sorted(p.name for p in (home / "data").iterdir()) == sorted(
            [saves.CURRENT, saves.RECENT])
