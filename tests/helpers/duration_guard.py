"""The everyday run stays quick: a test not marked ``slow`` fails when its call takes more than
5 s of CPU or 10 s of wall time on an idle machine (``GANESHA_TEST_BUDGET`` sets the wall
budget, the CPU budget being half of it; ``0`` turns the guard off).

Two clocks are held to it. CPU time — of the test's own process —
does not grow with the machine's load, so it holds every machine to the same budget; half the
wall budget, since the everyday run shares two cores between two workers. Wall time catches
what CPU misses (a test that waits for frames, a timer or a child process), but a loaded machine
stretches it for every test alike, so its budget is multiplied by the load per core
(``os.getloadavg()`` over the cores, at least 1), or by ``GANESHA_TEST_LOAD_ALLOWANCE`` when
that is set (CI on a runner slower than an idle 2-core
machine can raise it). A test over either belongs in the full run (``@pytest.mark.slow``) or
needs a shared fixture or a smaller sample.

The whole everyday run (``python -m pytest``, every worker) is held to a budget too: its tests'
calls, with the processes its tests start (AI workers, reviews, the game run as a program), may
spend :data:`RUN_BUDGET` CPU seconds in all, which two idle cores do in under a minute with
pytest's own start-up; past it the run fails with the total, even when every test passed.
Registered from ``tests/conftest.py``."""

from __future__ import annotations

import os
import time
from collections.abc import Generator, Mapping

import pytest

BUDGET_ENV = "GANESHA_TEST_BUDGET"
ALLOWANCE_ENV = "GANESHA_TEST_LOAD_ALLOWANCE"
#: Seconds of wall time a test's call may take in the everyday run, on an idle machine (and
#: half as many of CPU).
DEFAULT_BUDGET = 10.0

#: CPU seconds the whole everyday run's test calls may spend together, unless
#: ``GANESHA_TEST_RUN_BUDGET`` says otherwise (``GANESHA_TEST_BUDGET=0`` turns this off too).
#: The same tests measured 85 s on a quiet 2-core machine and 110 s on the same machine on a
#: slower day, so the budget leaves room for the machine's own swing, not for growth.
RUN_BUDGET = 130.0
RUN_BUDGET_ENV = "GANESHA_TEST_RUN_BUDGET"
#: The name under which each call's CPU seconds travel in its report (from an xdist worker too).
CPU_PROPERTY = "cpu_seconds"
#: The name under which the CPU seconds of the processes a test started, and saw end, travel in
#: its teardown's report.
CHILD_PROPERTY = "child_cpu_seconds"

_SPENT = pytest.StashKey[tuple[float, float]]()
_CHILDREN_AT_SETUP = pytest.StashKey[float]()


def cpu_seconds() -> float:
    """CPU time of this process, user and system. Not its children's: a child is charged to
    whichever test happens to reap it (a pool an earlier test left is reaped later), so a
    test that waits for children is held to the wall clock instead."""
    t = os.times()
    return t.user + t.system


def children_cpu_seconds() -> float:
    """CPU time of this process's children that have ended and been waited for, user and
    system (0 where the platform does not tell: Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def budget(environ: Mapping[str, str] = os.environ) -> float:
    """The budget in seconds: the variable's value, else :data:`DEFAULT_BUDGET`."""
    raw = environ.get(BUDGET_ENV, "").strip()
    return float(raw) if raw else DEFAULT_BUDGET


def load_allowance(environ: Mapping[str, str] = os.environ,
                   load: float | None = None, cores: int | None = None) -> float:
    """How many times the budget a test's wall time may take: the variable's value, else the
    machine's load over its cores (at least 1; 1 where the load cannot be read)."""
    raw = environ.get(ALLOWANCE_ENV, "").strip()
    if raw:
        return float(raw)
    if load is None:
        try:
            load = os.getloadavg()[0]
        except (AttributeError, OSError):  # Windows has no load average
            return 1.0
    return max(1.0, load / (cores or os.cpu_count() or 1))


def verdict(cpu: float, wall: float, limit: float, allowance: float, slow: bool) -> str | None:
    """Why a test that took ``cpu`` CPU seconds and ``wall`` seconds fails the everyday run, or
    None when it may stay in it (it is ``slow``, within the budget, or the guard is off)."""
    if slow or limit <= 0:
        return None
    if cpu > limit / 2:
        spent = f"{cpu:.1f} s of CPU (allowed {limit / 2:g} s)"
    elif wall > limit * allowance:
        spent = f"{wall:.1f} s of wall time (allowed {limit * allowance:.1f} s at this load)"
    else:
        return None
    return (f"this test took {spent}, over the everyday run's budget of {limit:g} s "
            f"({BUDGET_ENV}, {ALLOWANCE_ENV}): make it quicker (a shared fixture, a smaller "
            f"sample) or mark it @pytest.mark.slow, which the full run keeps")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None, object, object]:
    item.stash[_CHILDREN_AT_SETUP] = children_cpu_seconds()
    return (yield)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, object, object]:
    cpu, wall = cpu_seconds(), time.perf_counter()
    try:
        return (yield)
    finally:
        item.stash[_SPENT] = (cpu_seconds() - cpu, time.perf_counter() - wall)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item,
                              call: pytest.CallInfo[None]) -> Generator[None, object, object]:
    report = yield
    assert isinstance(report, pytest.TestReport)
    if report.when == "call":
        cpu, wall = item.stash.get(_SPENT, (0.0, 0.0))
        report.user_properties.append((CPU_PROPERTY, cpu))
    if report.when == "teardown" and _CHILDREN_AT_SETUP in item.stash:
        report.user_properties.append(
            (CHILD_PROPERTY, children_cpu_seconds() - item.stash[_CHILDREN_AT_SETUP]))
    if report.when == "call" and report.passed:
        why = verdict(cpu, wall, budget(), load_allowance(),
                      item.get_closest_marker("slow") is not None)
        if why is not None:
            report.outcome = "failed"
            report.longrepr = why
    return report


def whole_everyday_run(config: pytest.Config) -> bool:
    """Whether this session is the everyday run of every test: no paths but the configured
    ones, no ``-k``, and the configured ``-m 'not slow'``."""
    return (list(config.args) == list(config.getini("testpaths"))
            and not config.option.keyword and config.option.markexpr == "not slow")


def run_verdict(total: float, limit: float) -> str | None:
    """Why an everyday run whose calls and children spent ``total`` CPU seconds fails, or
    None."""
    if limit <= 0 or total <= limit:
        return None
    return (f"the everyday run's tests spent {total:.0f} s of CPU, over its budget of "
            f"{limit:g} s ({RUN_BUDGET_ENV}): move the slowest "
            f"redundant checks under @pytest.mark.slow or share their fixtures")


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for name, value in report.user_properties:
        if name in (CPU_PROPERTY, CHILD_PROPERTY) and isinstance(value, float):
            _totals[name].append(value)


#: Each finished call's CPU seconds, and its children's, as the reports arrive in this process
#: (the controller's when the run is spread over xdist workers).
_totals: dict[str, list[float]] = {CPU_PROPERTY: [], CHILD_PROPERTY: []}


def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    if hasattr(config, "workerinput") or not whole_everyday_run(config):
        return
    limit = float(os.environ.get(RUN_BUDGET_ENV, "").strip() or RUN_BUDGET)
    calls, children = sum(_totals[CPU_PROPERTY]), sum(_totals[CHILD_PROPERTY])
    why = run_verdict(calls + children, limit if budget() > 0 else 0.0)
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(why or f"the everyday run's tests spent {calls + children:.0f} s of "
                                   f"CPU, {children:.0f} s of it in the processes they started "
                                   f"(budget {limit:g} s)", red=why is not None, bold=True)
    if why is not None:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
