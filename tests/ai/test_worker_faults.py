"""The AI worker when its process misbehaves: stopped, killed, broken at
start, or left behind at exit. The game must go on from the intact state, within the budget
plus the watchdog's grace, and leaving must never wait on a stuck child."""

from __future__ import annotations

import multiprocessing.spawn
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from ganesha.ai import worker as worker_module
from ganesha.ai.worker import GRACE_S, MAX_RESTARTS, AIError, AIWorker
from ganesha.engine import GameConfig, new_game
from ganesha.ui.table.ai_seats import fallback_notice
from tests.helpers.workers import wait_for

pytestmark = [pytest.mark.skipif(os.name != "posix", reason="POSIX signals"),
              pytest.mark.slow]  # real worker processes stopped and killed: CI runs it
ROOT = Path(__file__).resolve().parents[2]
BUDGET_MS = 300


def warm(worker: AIWorker) -> int:
    """One full answer, so the process is up and past its start-up; its pid."""
    state = new_game(GameConfig(players=2, seed=1))
    worker.start(state, "easy", 1)
    assert wait_for(worker) in state.legal_actions()
    assert worker.pid is not None
    return worker.pid


@pytest.mark.parametrize("fault", [signal.SIGSTOP, signal.SIGKILL], ids=["stopped", "killed"])
def test_a_stopped_or_killed_worker_is_replaced_and_the_game_goes_on(fault: int) -> None:
    state = new_game(GameConfig(players=3, seed=4))
    with AIWorker() as worker:
        first = warm(worker)
        worker.start(state, "hard", 7, think_ms=BUDGET_MS)
        time.sleep(0.05)
        os.kill(first, fault)
        hit = time.monotonic()
        replaced_after = None
        while True:  # what the table does: poll every frame; nothing is raised
            action = worker.poll()
            if replaced_after is None and worker.pid != first:
                replaced_after = time.monotonic() - hit
            if action is not None:
                break
            assert time.monotonic() - hit < 60, "no answer after the fault"
            time.sleep(0.005)
        assert action in state.legal_actions()
        assert replaced_after is not None
        assert replaced_after <= BUDGET_MS / 1000 + GRACE_S + 0.5
        assert worker.restarts == 0
        assert worker.take_notice() is None  # a restart is not news
        state.apply(action)  # and the next decision works as usual
        worker.start(state, "medium", 8)
        assert wait_for(worker) in state.legal_actions()


def test_a_worker_that_dies_at_start_falls_back_to_a_thread(monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    """A broken worker executable: every process dies right after it starts."""
    monkeypatch.setattr(multiprocessing.spawn, "_python_exe", os.fsencode("/bin/false"))
    state = new_game(GameConfig(players=2, seed=2))
    with AIWorker() as worker:
        worker.start(state, "medium", 3)
        assert wait_for(worker, 30) in state.legal_actions()
        assert worker.pid is None  # thinking in a thread now
        notice = worker.take_notice()
        assert notice is not None
        assert "inside the game" in fallback_notice(notice)
        assert worker.take_notice() is None  # said once
        state.apply(state.legal_actions()[0])
        worker.start(state, "easy", 4)
        assert wait_for(worker, 30) in state.legal_actions()
        assert worker.take_notice() is None
        assert worker.restarts == MAX_RESTARTS + 1  # three processes tried, then threads


def test_the_watchdog_gives_up_on_processes_after_the_allowed_restarts(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every process is stopped as soon as it exists: after the allowed restarts the request is
    thought in a thread, answered, and the player told once."""
    monkeypatch.setattr(worker_module, "GRACE_S", 0.0)
    monkeypatch.setattr(worker_module, "START_TIMEOUT_S", 1.0)
    state = new_game(GameConfig(players=2, seed=2))
    stopped: list[int] = []
    with AIWorker() as worker:
        warm(worker)
        worker.start(state, "hard", 3, think_ms=1000)
        action = None
        deadline = time.monotonic() + 60
        while action is None and time.monotonic() < deadline:
            pid = worker.pid
            if pid is not None and pid not in stopped:
                os.kill(pid, signal.SIGSTOP)
                stopped.append(pid)
            action = worker.poll()
            time.sleep(0.01)
        assert action in state.legal_actions()
        assert len(stopped) == MAX_RESTARTS + 1
        assert worker.pid is None
        assert worker.take_notice()


@pytest.mark.parametrize("use_process", [True, False], ids=["process", "thread"])
def test_a_failure_of_the_ai_itself_is_a_clear_error(use_process: bool) -> None:
    state = new_game(GameConfig(players=2, seed=2))
    with AIWorker(use_process=use_process) as worker:
        worker.start(state, "no-such-level", 1)
        with pytest.raises(AIError, match="no-such-level"):
            wait_for(worker)
        assert not worker.busy


def reaped(pid: int) -> bool:
    """The process ``pid`` is gone (within about a second)."""
    for _ in range(100):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.01)
    return False


def test_close_with_a_stopped_child_returns_quickly() -> None:
    worker = AIWorker()
    pid = warm(worker)
    worker.start(new_game(GameConfig(players=2, seed=1)), "hard", 1, think_ms=5000)
    os.kill(pid, signal.SIGSTOP)
    started = time.monotonic()
    worker.close()
    assert time.monotonic() - started <= 3.0
    assert reaped(pid)


SCRIPT = textwrap.dedent("""
    import os, signal, sys, time
    from ganesha.ai.worker import AIWorker
    from ganesha.engine import GameConfig, new_game

    state = new_game(GameConfig(players=2, seed=1))
    worker = AIWorker()
    worker.start(state, "easy", 1)
    while worker.poll() is None:
        time.sleep(0.01)
    worker.start(state, "hard", 1, think_ms=60000)
    os.kill(worker.pid, signal.SIGSTOP)
    print(worker.pid, flush=True)
    sys.exit(0)  # the window closes without Save and quit: no close() call
""")


def test_exit_with_a_stuck_child_returns_within_3_seconds() -> None:
    child = subprocess.Popen([sys.executable, "-c", SCRIPT], cwd=ROOT, stdout=subprocess.PIPE,
                             text=True)
    assert child.stdout is not None
    pid = int(child.stdout.readline())
    stopped = time.monotonic()
    try:
        code = child.wait(10)
    finally:
        if child.poll() is None:
            os.kill(pid, signal.SIGKILL)
            child.kill()
    assert code == 0
    assert time.monotonic() - stopped <= 3.0
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_a_worker_stopped_before_it_is_ready_is_replaced_within_the_start_timeout() -> None:
    state = new_game(GameConfig(players=2, seed=4))
    with AIWorker() as worker:
        worker.start(state, "easy", 4)
        pid = worker.pid
        assert pid is not None
        os.kill(pid, signal.SIGSTOP)  # at once: long before the game is imported there
        started = time.monotonic()
        assert wait_for(worker, 30) in state.legal_actions()
        took = time.monotonic() - started
        assert worker.pid != pid
    # the start timeout, then a fresh start (a second or so on a loaded machine)
    assert took < worker_module.START_TIMEOUT_S + 5.0, took


ORPHAN = textwrap.dedent("""
    import os, signal, sys, time
    from ganesha.ai.worker import AIWorker
    from ganesha.engine import GameConfig, new_game
    if __name__ == "__main__":
        state = new_game(GameConfig(players=2, seed=1))
        worker = AIWorker()
        worker.start(state, "easy", 1)
        while worker.poll() is None:
            time.sleep(0.01)
        worker.start(state, "hard", 1, think_ms=60000)
        time.sleep(0.2)
        os.kill(worker.pid, signal.SIGSTOP)
        print(worker.pid, flush=True)
        time.sleep(600)  # killed here: no close(), no atexit
""")


def _gone(pid: int) -> bool:
    """True once ``pid`` has ended (a zombie nobody reaped counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_stopped_worker_leaves_when_its_game_is_killed_even_once_resumed() -> None:
    child = subprocess.Popen([sys.executable, "-c", ORPHAN], cwd=ROOT, stdout=subprocess.PIPE,
                             text=True)
    assert child.stdout is not None
    pid = int(child.stdout.readline())
    try:
        assert not _gone(pid)
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        if not _gone(pid):
            os.kill(pid, signal.SIGCONT)  # resumed after its game was killed
        deadline = time.monotonic() + 5
        while not _gone(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert _gone(pid), "the worker outlived the game"
    finally:
        child.stdout.close()
        if not _gone(pid):
            os.kill(pid, signal.SIGKILL)
