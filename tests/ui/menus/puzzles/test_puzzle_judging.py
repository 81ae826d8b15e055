"""The puzzles' judge in its worker process, as the game runs it: the answer comes back from
the process, a refuted plan's verdict too, and closing leaves no process behind. (The everyday
tests judge in a thread: the same function without a process's start-up.)"""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import pytest

from ganesha.ai.puzzle_judge import Judgement, judge
from ganesha.ai.puzzles import Plan, alternatives
from ganesha.data import puzzles
from ganesha.ui.menus.puzzles import judging as judging_module
from ganesha.ui.menus.puzzles.judging import Judging


def wait(judging: Judging, limit: float = 60.0) -> Judgement:
    deadline = time.perf_counter() + limit
    while (verdict := judging.poll()) is None:
        assert time.perf_counter() < deadline, "no verdict came"
        time.sleep(0.01)
    return verdict


@pytest.mark.slow
def test_the_worker_process_judges_as_the_judge_does() -> None:
    puzzle = next(p for p in puzzles.shipped() if p.id == "s1-g16-t24")
    refuted: Plan = alternatives(puzzle.position(), puzzle.plans, puzzle.seed)[0]
    judging = Judging(processes=True)
    try:
        judging.start(puzzle, puzzle.plans[0])
        assert judging.busy
        assert wait(judging).solved
        judging.start(puzzle, refuted)
        assert wait(judging) == judge(puzzle, refuted)
        assert not judging.busy
    finally:
        judging.close()


def test_a_cancelled_judgement_never_comes() -> None:
    puzzle = puzzles.shipped()[0]
    judging = Judging(processes=False)
    try:
        judging.start(puzzle, puzzle.plans[0])
        judging.cancel()
        assert not judging.busy
        time.sleep(0.05)
        assert judging.poll() is None
    finally:
        judging.close()


def died() -> Judgement:
    raise BrokenProcessPool("a child process terminated abruptly")


class BrokenPool(ThreadPoolExecutor):
    """A pool whose process died: every task it runs fails as a broken process pool does."""

    def submit(self, fn, /, *args, **kwargs):
        return super().submit(died)


def test_a_judgement_whose_process_died_is_made_again_in_a_thread(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(judging_module, "ProcessPoolExecutor",
                        lambda *args, **kwargs: BrokenPool(1))
    puzzle = puzzles.shipped()[0]
    judging = Judging(processes=True)
    try:
        judging.start(puzzle, puzzle.plans[0])
        assert wait(judging, 10.0).solved
    finally:
        judging.close()
