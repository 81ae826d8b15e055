"""The AI's worker process goes when the game goes, from its first instruction: a worker stopped
(SIGSTOP) before it says "ready" — while Python starts, before any code of the game runs — is
killed with a SIGKILLed game, never left stopped for ever. Real processes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: The game's stand-in: asks the AI (which starts its worker process), says the worker's pid.
_GAME = """
import time
from ganesha.ai.worker import AIWorker
from ganesha.engine import GameConfig, new_game
worker = AIWorker()
worker.start(new_game(GameConfig(players=2, seed=1)), "easy", 1)
print(worker.pid, flush=True)
time.sleep(120)
"""


def _state(pid: int) -> str | None:
    """The process's state letter (T stopped, Z gone but not reaped), None when it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text.rsplit(")", 1)[1].split()[0]


def _wait_for(pid: int, states: tuple[str | None, ...], seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    while _state(pid) not in states and time.monotonic() < deadline:
        time.sleep(0.02)


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal")
@pytest.mark.parametrize("attempt", range(3))
def test_a_worker_stopped_before_ready_goes_with_a_killed_game(attempt: int) -> None:
    game = subprocess.Popen([sys.executable, "-c", _GAME], cwd=ROOT, stdout=subprocess.PIPE,
                            text=True)
    pid = 0
    try:
        assert game.stdout is not None
        pid = int(game.stdout.readline())
        os.kill(pid, signal.SIGSTOP)  # before it could import anything of the game
        _wait_for(pid, ("T", "t", None))
        assert _state(pid) in ("T", "t", None)
        game.kill()
        game.wait(10)
        _wait_for(pid, (None, "Z", "X"))
        assert _state(pid) in (None, "Z", "X"), "the stopped worker outlived the game"
    finally:
        game.kill()
        game.wait(10)
        if game.stdout is not None:
            game.stdout.close()
        if pid and _state(pid) not in (None, "Z", "X"):
            os.kill(pid, signal.SIGKILL)


def _exit_quietly() -> None:
    """A worker body that only leaves (picklable by reference for the spawn start)."""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the bond is Linux's prctl")
def test_a_python_whose_private_fork_exec_differs_still_starts_its_worker(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The bond calls Python 3.11's private ``fork_exec``; on a Python whose arguments differ the
    call fails before any fork, and the worker must still start (the plain way, bound by the
    worker's own first step) rather than leave the game without its AI."""
    import _posixsubprocess
    import multiprocessing

    from ganesha.ai.parent_watch import start_bound

    real: Any = _posixsubprocess.fork_exec

    def another_python(*args: Any) -> int:
        if args[21] is not None:  # the bond's call has a preexec function; multiprocessing's not
            raise TypeError("fork_exec() takes exactly 22 arguments (23 given)")
        return int(real(*args))

    monkeypatch.setattr(_posixsubprocess, "fork_exec", another_python)
    process = multiprocessing.get_context("spawn").Process(target=_exit_quietly)
    start_bound(process)
    process.join(60)
    assert process.exitcode == 0
