"""The everyday run stays quick: a test not marked ``slow`` fails when its call takes more than
the budget of CPU time (5 s unless ``GANESHA_TEST_CPU_BUDGET`` says otherwise; ``0`` turns the
guard off).

The budget is counted in CPU seconds of the test's process and of the child processes it waited
for, not in wall time, so a machine loaded by other work does not fail a quick test (it slows
every test alike, and the CPU a test needs stays the same); a slow runner can raise the budget
with the variable. A test over it belongs in the full run (``@pytest.mark.slow``) or needs a
shared fixture or a smaller sample. Registered from ``tests/conftest.py``."""

from __future__ import annotations

import os
from collections.abc import Generator

import pytest

BUDGET_ENV = "GANESHA_TEST_CPU_BUDGET"
#: CPU seconds a test's call may take in the everyday run.
DEFAULT_BUDGET = 5.0

_SPENT = pytest.StashKey[float]()


def cpu_seconds() -> float:
    """CPU time of this process and of the children it has waited for, user and system."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def budget(environ: dict[str, str] | os._Environ[str] = os.environ) -> float:
    """The budget in CPU seconds: the variable's value, else :data:`DEFAULT_BUDGET`."""
    raw = environ.get(BUDGET_ENV, "").strip()
    return float(raw) if raw else DEFAULT_BUDGET


def verdict(spent: float, limit: float, slow: bool) -> str | None:
    """Why a test that took ``spent`` CPU seconds fails the everyday run, or None when it may
    stay in it (it is ``slow``, within the limit, or the guard is off)."""
    if slow or limit <= 0 or spent <= limit:
        return None
    return (f"this test took {spent:.1f} s of CPU, over the everyday run's budget of "
            f"{limit:g} s ({BUDGET_ENV}): make it quicker (a shared fixture, a smaller sample) "
            f"or mark it @pytest.mark.slow, which the full run keeps")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, object, object]:
    start = cpu_seconds()
    try:
        return (yield)
    finally:
        item.stash[_SPENT] = cpu_seconds() - start


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item,
                              call: pytest.CallInfo[None]) -> Generator[None, object, object]:
    report = yield
    assert isinstance(report, pytest.TestReport)
    if report.when == "call" and report.passed:
        why = verdict(item.stash.get(_SPENT, 0.0), budget(),
                      item.get_closest_marker("slow") is not None)
        if why is not None:
            report.outcome = "failed"
            report.longrepr = why
    return report
