"""The AI worker's process gives way to the game: it runs below the game's CPU priority (a
search holding a core must not starve the frame loop of a loaded machine), and its watchdog
waits for each level's own thinking budget (the expert thinks 3 s; a watchdog counting 1 s
killed and restarted it mid-thought, and after three such kills the AI thought inside the
game)."""

from __future__ import annotations

import os
import time
from types import SimpleNamespace

import pytest

from ganesha.ai import worker as worker_module
from ganesha.ai.players import OWN_THINK_MS, think_budget_ms
from ganesha.ai.search import EXPERT_THINK_MS
from ganesha.ai.worker import GRACE_S, AIWorker
from ganesha.engine import GameConfig, new_game
from tests.helpers.workers import wait_for


def test_each_search_level_has_its_own_budget() -> None:
    assert think_budget_ms("expert") == EXPERT_THINK_MS == 3000
    assert think_budget_ms("hard") == OWN_THINK_MS["hard"] == 1000
    assert think_budget_ms("expert", 50) == 50
    assert think_budget_ms("easy") <= 1000


def test_the_watchdog_waits_for_the_experts_own_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """An expert request the clock says has run past 1 s + the grace (but not past 3 s + the
    grace) is still being thought, not a stuck process."""
    state = new_game(GameConfig(players=2, seed=4))
    with AIWorker() as worker:
        worker.start(state, "easy", 1)
        assert wait_for(worker) in state.legal_actions()
        pid = worker.pid
        worker.start(state, "expert", 2)
        later = 1.0 + GRACE_S + 0.5
        monkeypatch.setattr(worker_module, "time", SimpleNamespace(
            monotonic=lambda: time.monotonic() + later))
        assert worker.poll() is None
        assert worker.restarts == 0
        assert worker.pid == pid
        monkeypatch.undo()
        worker.cancel()


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="POSIX priorities")
def test_the_worker_process_runs_below_the_game() -> None:
    state = new_game(GameConfig(players=2, seed=5))
    with AIWorker() as worker:
        worker.start(state, "easy", 1)
        assert wait_for(worker) in state.legal_actions()
        assert worker.pid is not None
        ours = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, worker.pid) >= min(19, ours + 5)
