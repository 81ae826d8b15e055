"""The everyday run's budget (``tests/helpers/duration_guard.py``): a test not marked slow that
spends more CPU than the budget fails, whatever the machine's load; a slow one, or one within
the budget, passes."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.helpers.duration_guard import BUDGET_ENV, DEFAULT_BUDGET, budget, cpu_seconds, verdict

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(("spent", "limit", "slow", "fails"), [
    (5.1, 5.0, False, True), (5.0, 5.0, False, False), (0.1, 5.0, False, False),
    (60.0, 5.0, True, False), (60.0, 0.0, False, False)])
def test_a_test_over_the_budget_fails_unless_slow(spent: float, limit: float, slow: bool,
                                                  fails: bool) -> None:
    why = verdict(spent, limit, slow)
    assert (why is not None) is fails
    if why:
        assert f"{spent:.1f} s" in why
        assert "slow" in why


def test_the_budget_comes_from_the_variable() -> None:
    assert budget({}) == DEFAULT_BUDGET == 5.0
    assert budget({BUDGET_ENV: " 12.5 "}) == 12.5
    assert budget({BUDGET_ENV: ""}) == DEFAULT_BUDGET


def test_cpu_time_counts_work_not_waiting() -> None:
    start = cpu_seconds()
    sum(i * i for i in range(300_000))
    assert cpu_seconds() > start


def test_the_guard_fails_a_greedy_everyday_test_and_spares_a_slow_one(tmp_path: Path) -> None:
    """A real pytest run with the guard loaded: the same CPU-hungry body fails unmarked and
    passes marked slow; a quick test passes."""
    (tmp_path / "test_budget.py").write_text(textwrap.dedent("""
        import time
        import pytest

        def burn():
            end = time.process_time() + 0.3
            while time.process_time() < end:
                pass

        def test_greedy():
            burn()

        @pytest.mark.slow
        def test_greedy_but_slow():
            burn()

        def test_quick():
            pass
        """))
    env = {**os.environ, BUDGET_ENV: "0.2", "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
         "-p", "tests.helpers.duration_guard", "--rootdir", str(tmp_path),
         "-o", "markers=slow", str(tmp_path)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert "1 failed, 2 passed" in proc.stdout, proc.stdout + proc.stderr
    assert "FAILED test_budget.py::test_greedy" in proc.stdout
    assert "over the everyday run's budget of 0.2 s" in proc.stdout
