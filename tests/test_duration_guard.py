"""The everyday run's budget (``tests/helpers/duration_guard.py``): a test not marked slow that
spends more CPU than its budget fails, whatever the machine's load, and so does one that takes
longer than the wall budget times the load allowance; a slow one, or one within both, passes."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.helpers.duration_guard import (
    ALLOWANCE_ENV,
    BUDGET_ENV,
    DEFAULT_BUDGET,
    RUN_BUDGET_ENV,
    budget,
    cpu_seconds,
    load_allowance,
    run_verdict,
    verdict,
)

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(("cpu", "wall", "allowance", "slow", "over"), [
    (2.6, 2.6, 1.0, False, "2.6 s of CPU"), (2.5, 5.0, 1.0, False, None),
    (0.1, 5.1, 1.0, False, "5.1 s of wall time"), (2.6, 2.6, 9.0, False, "2.6 s of CPU"),
    (0.1, 14.9, 3.0, False, None),
    (0.1, 15.1, 3.0, False, "15.1 s of wall time"), (60.0, 60.0, 1.0, True, None)])
def test_a_test_over_the_budget_fails_unless_slow(cpu: float, wall: float, allowance: float,
                                                  slow: bool, over: str | None) -> None:
    why = verdict(cpu, wall, 5.0, allowance, slow)
    if over is None:
        assert why is None
    else:
        assert why is not None
        assert over in why
        assert "slow" in why


def test_no_budget_is_no_guard() -> None:
    assert verdict(60.0, 60.0, 0.0, 1.0, slow=False) is None


def test_the_budget_and_the_allowance_come_from_the_variables_or_the_load() -> None:
    assert budget({}) == DEFAULT_BUDGET == 10.0
    assert budget({BUDGET_ENV: " 12.5 "}) == 12.5
    assert budget({BUDGET_ENV: ""}) == DEFAULT_BUDGET
    assert load_allowance({ALLOWANCE_ENV: "4"}, load=0.0, cores=2) == 4.0
    assert load_allowance({}, load=10.0, cores=2) == 5.0
    assert load_allowance({}, load=0.5, cores=2) == 1.0


def test_the_whole_run_fails_over_its_total_budget() -> None:
    assert run_verdict(100.0, 100.0) is None
    why = run_verdict(100.6, 100.0)
    assert why is not None
    assert "101 s of CPU" in why
    assert run_verdict(500.0, 0.0) is None


def test_cpu_time_counts_work_not_waiting() -> None:
    start, wall = cpu_seconds(), time.perf_counter()
    end = time.process_time() + 0.2  # work well past the clock's tick (10 ms on Linux)
    while time.process_time() < end:
        pass
    time.sleep(0.2)
    assert cpu_seconds() - start >= 0.15
    assert cpu_seconds() - start < time.perf_counter() - wall - 0.1  # the sleep is not counted


def test_cpu_time_leaves_a_child_to_the_wall_clock() -> None:
    """A child's work is not charged to the test that reaps it (a pool an earlier test left
    would be charged to whichever test reaps it): only the process's own work counts."""
    start = cpu_seconds()
    subprocess.run([sys.executable, "-c", "import time\nend = time.process_time() + 0.3\n"
                    "while time.process_time() < end: pass"], check=True, timeout=60)
    assert cpu_seconds() - start < 0.25


@pytest.mark.slow
def test_the_guard_fails_a_greedy_everyday_test_and_spares_a_slow_one(tmp_path: Path) -> None:
    """A real pytest run with the guard loaded: the same CPU-hungry body fails unmarked and
    passes marked slow; a quick test passes."""
    (tmp_path / "test_budget.py").write_text(textwrap.dedent("""
        import time
        import pytest

        def burn():
            end = time.process_time() + 0.1
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
    env = {**os.environ, BUDGET_ENV: "0.1", ALLOWANCE_ENV: "100", "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
         "-p", "tests.helpers.duration_guard", "--rootdir", str(tmp_path),
         "-o", "markers=slow", str(tmp_path)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert "1 failed, 2 passed" in proc.stdout, proc.stdout + proc.stderr
    assert "over its budget" not in proc.stdout  # a run of one folder is not the whole run
    assert "FAILED test_budget.py::test_greedy" in proc.stdout
    assert "s of CPU (allowed 0.05 s), over the everyday run's budget of 0.1 s" in proc.stdout


@pytest.mark.slow
def test_the_whole_everyday_run_fails_past_its_total(tmp_path: Path) -> None:
    """Calls each within their own budget, together past the run's: the run fails though every
    test passed; only the run of everything (the configured paths, ``-m 'not slow'``) counts."""
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_total.py").write_text(textwrap.dedent("""
        import time
        import pytest

        @pytest.mark.parametrize("n", range(3))
        def test_a_little(n):
            end = time.process_time() + 0.05
            while time.process_time() < end:
                pass
        """))
    env = {**os.environ, BUDGET_ENV: "10", RUN_BUDGET_ENV: "0.1", ALLOWANCE_ENV: "100",
           "PYTHONPATH": str(ROOT)}
    args = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
            "-p", "tests.helpers.duration_guard", "--rootdir", str(tmp_path),
            "-o", "testpaths=tests", "-o", "markers=slow", "-m", "not slow"]
    whole = subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True,
                           timeout=120, check=False)
    assert "3 passed" in whole.stdout, whole.stdout + whole.stderr
    assert "over its budget of 0.1 s" in whole.stdout
    assert whole.returncode == 1
    part = subprocess.run([*args, "-k", "test_a_little"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert part.returncode == 0, part.stdout


@pytest.mark.slow
def test_the_processes_a_test_starts_count_in_the_runs_total(tmp_path: Path) -> None:
    """A test whose own calls cost nearly nothing but whose child process burns CPU: the child's
    seconds count in the run's total (the AI workers and the game run as a program are most of
    what a run can spend outside its tests' own calls)."""
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_child.py").write_text(textwrap.dedent("""
        import subprocess, sys

        def test_a_busy_child():
            burn = ("import time\\nend = time.process_time() + 0.4\\n"
                    "while time.process_time() < end: pass")
            subprocess.run([sys.executable, "-c", burn], check=True)
        """))
    env = {**os.environ, BUDGET_ENV: "10", RUN_BUDGET_ENV: "0.3", ALLOWANCE_ENV: "100",
           "PYTHONPATH": str(ROOT)}
    args = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
            "-p", "tests.helpers.duration_guard", "--rootdir", str(tmp_path),
            "-o", "testpaths=tests", "-m", "not slow"]
    run = subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=120, check=False)
    assert "1 passed" in run.stdout, run.stdout + run.stderr
    assert "over its budget of 0.3 s" in run.stdout
    assert run.returncode == 1
