"""The worker the table uses, and a tiny tournament through the arena."""

from __future__ import annotations

import time

import pytest

from ganesha.ai import make_player
from ganesha.ai.heuristics import is_chance
from ganesha.ai.search import SearchPlayer, SearchResult, StopFlag
from ganesha.ai.worker import AIWorker
from ganesha.engine import GameConfig, GameState, new_game
from ganesha.lab import arena
from tests.helpers.workers import wait_for


@pytest.mark.parametrize("use_process", [True, False], ids=["process", "thread"])
@pytest.mark.slow  # worker processes and threads: CI runs it
def test_worker_answers_and_cancels(use_process: bool) -> None:
    state = new_game(GameConfig(players=3, seed=5))
    with AIWorker(use_process=use_process) as worker:
        worker.start(state, "hard", 1, think_ms=5000)
        assert worker.busy
        worker.cancel()
        assert not worker.busy
        assert worker.poll() is None
        for level in ("easy", "medium", "hard"):
            worker.start(state, level, 1, think_ms=30)
            action = wait_for(worker)
            assert action in state.legal_actions()
            assert not worker.busy


def test_worker_process_cancel_frees_it_quickly() -> None:
    """A cancelled minute-long thought does not hold the worker: the next request is answered
    (well within the guard's 10 s, which the old thought would miss), and it is that request's
    own answer, not the abandoned one."""
    state = new_game(GameConfig(players=2, seed=5))
    with AIWorker() as worker:
        worker.start(state, "hard", 1, think_ms=60_000)
        time.sleep(0.3)
        worker.cancel()
        assert not worker.busy
        worker.start(state, "easy", 1)
        assert wait_for(worker, 10.0) == make_player("easy", 1).choose(state.clone())


def test_tiny_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    args = arena.parse_args(["--games", "2", "--seats", "hard,medium", "--think-ms", "5"])
    report = arena.run(args)
    assert report["errors"] == 0
    assert sum(row["wins"] for row in report["seats"]) == 2
    assert report["seats"][0]["search_iterations_per_s"] > 0
    args = arena.parse_args(["--games", "6", "--mix", "--seats", "easy", "--jobs", "2"])
    report = arena.run(args)
    arena.print_report(report)
    assert report["errors"] == 0
    assert "1:easy" in capsys.readouterr().out


def test_worker_hints() -> None:
    state = new_game(GameConfig(players=2, seed=9))
    with AIWorker() as worker:
        worker.start(state, "hard", 1, think_ms=50, hints=2)
        hints = wait_for(worker)
        assert 1 <= len(hints) <= 2
        assert hints[0].action in state.legal_actions()


def test_worker_plays_the_rest_of_a_planned_turn_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new seed for every request (as the table sends) still keeps the seat's turn plan: the
    rest of the turn comes from the plan, not from new searches. The searches are counted (the
    worker thinks in a thread here, so the count is visible), not timed."""
    searches: list[int] = []
    real_search = SearchPlayer.search

    def counted(self: SearchPlayer, state: GameState, stop: StopFlag | None = None) -> SearchResult:
        searches.append(len(state.history))
        return real_search(self, state, stop)

    monkeypatch.setattr(SearchPlayer, "search", counted)
    state = new_game(GameConfig(players=2, seed=3))
    with AIWorker(use_process=False) as worker:
        worker.start(state, "hard", 11, think_ms=300)
        previous = wait_for(worker)
        state.apply(previous)
        assert len(searches) == 1  # the turn's plan
        seat = state.current_player
        steps = 0
        while state.current_player == seat and not state.is_over:
            before = len(searches)
            worker.start(state, "hard", 12 + steps, think_ms=300)
            action = wait_for(worker)
            steps += 1
            assert action in state.legal_actions()
            # Every step follows the plan, unless the plan ended at a bag draw (then one new
            # search).
            assert len(searches) == before or is_chance(previous), (previous, action)
            state.apply(action)
            previous = action
        assert steps
