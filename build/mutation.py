"""Mutation testing: break one rule at a time and see whether a test notices.

A mutant is the package with one slip of the keyboard: a comparison moved across its boundary or
negated (``<``/``<=``, ``==``/``!=``, ``in``/``not in``, ``is``/``is not``), ``and``/``or``
swapped, a whole-number constant moved by one, ``True``/``False`` swapped (a dataclass losing
``frozen=True`` or ``slots=True`` included). Each is written into a private copy of the checkout
and the tests that reach its line (coverage, one context per test) run against it, quickest
first; a failing test kills it, a mutant that passes them all *survives*: a rule no test holds.

Packages, tests, sample sizes, seed and targets: ``[tool.ganesha.mutation]`` in pyproject.toml;
scores and the survivors that are equivalent: docs/development.md, "Mutation testing"::

    python build/mutation.py                     # the seeded sample of each package
    python build/mutation.py --all --json r.json # every site
    python build/mutation.py --retry r.json      # only r.json's survivors, its kills kept

mutmut and cosmic-ray try every mutant of many more operators (strings, arguments) with a fresh
test run each; on the shared 2-core machines a seeded sample of these few operators, each run
forked from a process that has pytest loaded already, is what fits.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import hypothesis  # noqa: F401  (loaded once here, so each forked test run starts at once)
import pytest
from coverage import CoverageData
from mutants import ROOT, Site, choose, mutated_source, package_sites


@dataclass(frozen=True)
class Outcome:
    site: Site
    killed: bool
    seconds: float
    why: str


@dataclass(frozen=True)
class Reach:
    """Which tests run each line (by pytest id; "" for a line run while importing) and how
    long each test takes, so a mutant runs the tests that can see it, quickest first."""

    lines: dict[tuple[str, int], set[str]]
    durations: dict[str, float]
    seconds: float

    def tests_for(self, site: Site) -> list[str]:
        """The tests that reach the site's line; all of them for a line run while importing
        (a table or a class built once) or one coverage did not see."""
        tests = self.lines.get((site.path, site.line), {""})
        if "" in tests:
            tests = set(self.durations)
        return sorted(tests, key=lambda test: (self.durations.get(test, 0.0), test))


class Workspace:
    """A private copy of the package and the tests, so a mutant never touches the checkout and
    a stopped run leaves nothing behind in it; the assets and build scripts are linked."""

    def __init__(self) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="ganesha-mutation-"))
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis")
        for folder in ("ganesha", "tests"):
            shutil.copytree(ROOT / folder, self.root / folder, ignore=ignore)
        for name in ("assets", "build"):
            (self.root / name).symlink_to(ROOT / name, target_is_directory=True)
        shutil.copy2(ROOT / "pyproject.toml", self.root / "pyproject.toml")
        # Without the variables of a pytest run this may itself be started from (CI's slow test
        # under xdist): the mutants' test runs are runs of their own.
        outer = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
        self.env = dict(outer, PYTHONPATH=str(self.root), PYTHONDONTWRITEBYTECODE="1",
                        SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")

    def check_isolated(self) -> None:
        """The copy, not the installed checkout, is what the tests import."""
        where = subprocess.run(
            [sys.executable, "-c", "import ganesha; print(ganesha.__file__)"],
            cwd=self.root, env=self.env, capture_output=True, text=True, check=True)
        if not Path(where.stdout.strip()).resolve().is_relative_to(self.root.resolve()):
            raise SystemExit(f"the tests would import {where.stdout.strip()}, not the copy")

    @staticmethod
    def pytest_args(tests: list[str]) -> list[str]:
        return ["pytest", "-x", "-q", "--no-header", "-p", "no:cacheprovider", "-o", "addopts=",
                "-m", "not slow", "--hypothesis-seed=0", *tests]

    def run_tests(self, tests: list[str], timeout: float) -> tuple[bool, str]:
        """(passed, why) for the tests against the copy as it now is: in a child forked from
        this process, which has pytest and Hypothesis loaded already (starting them took most
        of a mutant's time), or a fresh interpreter where there is no ``fork``."""
        if not hasattr(os, "fork"):
            command = [sys.executable, "-m", *self.pytest_args(tests)]
            try:
                done = subprocess.run(command, cwd=self.root, env=self.env, capture_output=True,
                                      timeout=timeout)
            except subprocess.TimeoutExpired:
                return False, "timeout"
            return done.returncode == 0, f"exit {done.returncode}"
        pid = os.fork()
        if pid == 0:  # the child: never returns
            self._child(tests)
        with contextlib.suppress(OSError):  # also here: the child may not have run yet
            os.setpgid(pid, pid)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            done_pid, status = os.waitpid(pid, os.WNOHANG)
            if done_pid:
                code = os.waitstatus_to_exitcode(status)
                return code == 0, f"exit {code}"
            time.sleep(0.02)
        os.killpg(pid, signal.SIGKILL)  # the tests and any process they started
        os.waitpid(pid, 0)
        return False, "timeout"

    def _child(self, tests: list[str]) -> None:
        code = 99
        try:
            os.setpgid(0, 0)
            os.chdir(self.root)
            os.environ.clear()
            os.environ.update(self.env)
            sys.path.insert(0, str(self.root))
            sys.dont_write_bytecode = True
            quiet = os.open(os.devnull, os.O_WRONLY)
            os.dup2(quiet, 1)
            os.dup2(quiet, 2)
            code = int(pytest.main(self.pytest_args(tests)[1:]))
        finally:
            os._exit(code)

    def reach(self, paths: list[str], tests: list[str]) -> Reach:
        """One run of the tests under coverage, each test its own context, and timed: which
        tests run each line of ``paths``, and how long each takes. It is also the check that
        the tests pass before any mutation."""
        rcfile = self.root / ".coveragerc-mutation"
        rcfile.write_text("[run]\ndynamic_context = test_function\nsource =\n"
                          + "".join(f"    {path}\n" for path in paths)
                          + f"data_file = {self.root / '.coverage-mutation'}\n", encoding="utf-8")
        report = self.root / "junit-mutation.xml"
        command = [sys.executable, "-m", "coverage", "run", f"--rcfile={rcfile}", "-m",
                   *self.pytest_args(tests), f"--junitxml={report}"]
        start = time.monotonic()
        done = subprocess.run(command, cwd=self.root, env=self.env, capture_output=True,
                              text=True)
        if done.returncode != 0:
            raise SystemExit(f"the tests fail before any mutation:\n{done.stdout[-2000:]}")
        data = CoverageData(basename=str(self.root / ".coverage-mutation"))
        data.read()
        lines: dict[tuple[str, int], set[str]] = {}
        for measured in data.measured_files():
            rel = Path(measured).resolve().relative_to(self.root.resolve()).as_posix()
            for line, contexts in data.contexts_by_lineno(measured).items():
                lines[(rel, line)] = {self.node_id(context) for context in contexts}
        durations: dict[str, float] = {}
        for case in ElementTree.parse(report).iter("testcase"):
            test = self.node_id(f"{case.get('classname')}.{case.get('name', '').split('[')[0]}")
            durations[test] = durations.get(test, 0.0) + float(case.get("time", 0))
        return Reach(lines, durations, time.monotonic() - start)

    def node_id(self, context: str) -> str:
        """``tests.engine.test_undo_draws.Class.test_y`` as pytest's
        ``tests/engine/test_undo_draws.py::Class::test_y`` ("" for a line run while importing,
        outside any test)."""
        parts = context.split(".") if context else []
        for cut in range(len(parts), 0, -1):
            module = Path(*parts[:cut]).with_suffix(".py")
            if (self.root / module).is_file():
                return "::".join([module.as_posix(), *parts[cut:]])
        return ""

    def try_mutant(self, site: Site, tests: list[str], timeout: float) -> Outcome:
        target = self.root / site.path
        original = target.read_text(encoding="utf-8")
        start = time.monotonic()
        try:
            target.write_text(mutated_source(site), encoding="utf-8")
            passed, why = self.run_tests(tests, timeout)
        finally:
            target.write_text(original, encoding="utf-8")
        return Outcome(site, not passed, time.monotonic() - start, why)

    def close(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)


def config() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        table: dict[str, Any] = tomllib.load(handle)["tool"]["ganesha"]["mutation"]
    return table


def run_package(space: Workspace, name: str, spec: dict[str, Any], sites: list[Site],
                earlier: dict[str, Any] | None = None) -> dict[str, Any]:
    """Try the chosen mutants of one package; its score and survivors. With ``earlier`` (a
    result whose survivors are ``sites``) the mutants it killed count as killed: tests only
    ever get added, so a killed mutant stays killed."""
    tests = list(spec["tests"])
    start = time.monotonic()
    reach = space.reach(spec["paths"], tests)
    timeout = 2 * reach.seconds + 10
    outcomes: list[Outcome] = []
    for number, site in enumerate(sites, 1):
        outcome = space.try_mutant(site, reach.tests_for(site), timeout)
        outcomes.append(outcome)
        mark = "killed  " if outcome.killed else "SURVIVED"
        print(f"[{name} {number}/{len(sites)}] {mark} {site.label()}  ({outcome.seconds:.1f} s)",
              file=sys.stderr, flush=True)
    killed = sum(outcome.killed for outcome in outcomes)
    mutants = len(outcomes)
    if earlier is not None:
        killed += earlier["killed"]
        mutants += earlier["mutants"] - len(earlier["survivors"])
    return {
        "package": name, "mutants": mutants, "killed": killed,
        "score": killed / mutants if mutants else 1.0, "target": spec["target"],
        "seconds": round(time.monotonic() - start, 1),
        "of_sites": len(package_sites(spec["paths"])),
        "survivors": [asdict(outcome.site) for outcome in outcomes if not outcome.killed],
    }


def main(argv: list[str] | None = None) -> int:
    settings = config()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", action="append", choices=sorted(settings["packages"]),
                        help="only this package (repeatable); default: all of them")
    parser.add_argument("--sample", type=int, default=None,
                        help="mutants per package (default: the package's configured sample)")
    parser.add_argument("--all", action="store_true", help="every site, no sample")
    parser.add_argument("--seed", type=int, default=settings["seed"])
    parser.add_argument("--list", action="store_true", help="print the sites and stop")
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument("--retry", type=Path,
                        help="a --json result: try only its survivors again, keep its kills")
    args = parser.parse_args(argv)
    names = args.package or sorted(settings["packages"])
    if args.list:
        for name in names:
            for site in package_sites(settings["packages"][name]["paths"]):
                print(site.label())
        return 0
    # A stopped run (SIGTERM) still removes its copy and its running tests.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    space = Workspace()
    try:
        space.check_isolated()
        results = []
        earlier = {result["package"]: result for result in
                   (json.loads(args.retry.read_text(encoding="utf-8")) if args.retry else [])}
        for name in names:
            spec = settings["packages"][name]
            if name in earlier:  # (a site no longer mutated, as now excluded, is dropped)
                current = set(package_sites(spec["paths"]))
                survivors = [Site(**survivor) for survivor in earlier[name]["survivors"]]
                sites = [site for site in survivors if site in current]
                earlier[name]["mutants"] -= len(survivors) - len(sites)
                earlier[name]["survivors"] = [asdict(site) for site in sites]
            else:
                sample = None if args.all else (args.sample or spec["sample"])
                sites = choose(package_sites(spec["paths"]), sample, args.seed)
            results.append(run_package(space, name, spec, sites, earlier.get(name)))
    finally:
        space.close()
    for result in results:
        print(f"{result['package']}: {result['killed']}/{result['mutants']} killed "
              f"({result['score']:.1%}, target {result['target']:.0%}) of "
              f"{result['of_sites']} sites in {result['seconds']} s")
        for survivor in result["survivors"]:
            print(f"  survived: {Site(**survivor).label()}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0 if all(result["score"] >= result["target"] for result in results) else 1


if __name__ == "__main__":
    sys.exit(main())
