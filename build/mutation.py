"""Mutation testing: break one rule at a time and see whether a test notices.

A mutant is the package with one slip of the keyboard: a comparison moved across its boundary or
negated (``<``/``<=``, ``==``/``!=``, ``in``/``not in``, ``is``/``is not``), ``and``/``or``
swapped, a whole-number constant moved by one, ``True``/``False`` swapped (a dataclass losing
``frozen=True`` or ``slots=True`` included). Each is written into a private copy of the checkout
and the tests that reach its line (coverage, one context per test) run against it, quickest
first; a failing test kills it, a mutant that passes them all *survives*: a rule no test holds.

The gate runs a fixed, recorded list of mutants (build/mutation_sites.toml, named by content so
that unrelated edits leave it alone) and passes only when every one is killed or listed as
equivalent with its reason; packages and tests: ``[tool.ganesha.mutation]`` in pyproject.toml;
docs/development.md, "Mutation testing"::

    python build/mutation.py                        # the gate: every recorded mutant
    python build/mutation.py --pick                 # re-record: drop the gone, draw replacements
    python build/mutation.py --sample 40 --seed 12  # a fresh seeded sample (a second opinion)
    python build/mutation.py --all --json r.json    # every site
    python build/mutation.py --retry r.json         # only r.json's survivors, its kills kept
    python build/mutation.py --report --from r.json # write its figures into the docs
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
from mutants import (
    LIST,
    ROOT,
    Listed,
    Site,
    choose,
    equivalent_of,
    mutated_source,
    package_sites,
    pick,
    read_list,
    resolve,
    write_list,
)
from mutation_report import check_docs, passed, summary, write_report


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
    a stopped run leaves nothing behind in it; the assets, build scripts and docs are linked."""

    def __init__(self) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="ganesha-mutation-"))
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis")
        for folder in ("ganesha", "tests"):
            shutil.copytree(ROOT / folder, self.root / folder, ignore=ignore)
        for name in ("assets", "build", "docs"):
            (self.root / name).symlink_to(ROOT / name, target_is_directory=True)
        shutil.copy2(ROOT / "pyproject.toml", self.root / "pyproject.toml")
        # Without the variables of a pytest run this may itself be started from (CI's slow test
        # under xdist): the mutants' test runs are runs of their own.
        outer = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
        # The everyday run's time budget is not a rule a mutant can break: off, or a test
        # slowed by the machine's load would count as a kill (and fail the clean run).
        self.env = dict(outer, PYTHONPATH=str(self.root), PYTHONDONTWRITEBYTECODE="1",
                        SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GANESHA_TEST_BUDGET="0")

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
        from coverage import CoverageData  # the dev extra's: --check and --list run without it

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
                equivalent: dict[Site, str] | None = None) -> list[Outcome]:
    """Try each of ``sites`` (those in ``equivalent`` are not run: no test can kill them)."""
    reach = space.reach(spec["paths"], list(spec["tests"]))
    timeout = 2 * reach.seconds + 10
    outcomes: list[Outcome] = []
    for number, site in enumerate(sites, 1):
        if equivalent and site in equivalent:
            continue
        outcome = space.try_mutant(site, reach.tests_for(site), timeout)
        outcomes.append(outcome)
        mark = "killed  " if outcome.killed else "SURVIVED"
        print(f"[{name} {number}/{len(sites)}] {mark} {site.label()}  ({outcome.seconds:.1f} s)",
              file=sys.stderr, flush=True)
    return outcomes


def _result(name: str, run: str, spec: dict[str, Any], outcomes: list[Outcome],
            seconds: float, **extra: Any) -> dict[str, Any]:
    killed = sum(outcome.killed for outcome in outcomes)
    return {"package": name, "run": run, "date": time.strftime("%Y-%m-%d"),
            "mutants": len(outcomes) + len(extra.get("equivalent", [])), "killed": killed,
            "seconds": round(seconds, 1), "of_sites": len(package_sites(spec["paths"])),
            "survivors": [asdict(o.site) for o in outcomes if not o.killed],
            "equivalent": [], "stale": [], **extra}


def _reasons(equivalent: dict[Site, str]) -> list[dict[str, Any]]:
    return [{**asdict(site), "reason": why} for site, why in equivalent.items()]


def gate(space: Workspace, name: str, spec: dict[str, Any],
         listed: list[Listed]) -> dict[str, Any]:
    """Run the recorded mutants of one package; the equivalent ones are reported, not run."""
    start = time.monotonic()
    found, stale = resolve(listed, package_sites(spec["paths"]))
    equivalent = equivalent_of(listed, [site for _, site in found])
    outcomes = run_package(space, name, spec, [site for _, site in found], equivalent)
    return _result(name, "recorded list", spec, outcomes, time.monotonic() - start,
                   equivalent=_reasons(equivalent), stale=[entry.key.label() for entry in stale])


def sample(space: Workspace, name: str, spec: dict[str, Any], size: int | None,
           seed: int, listed: list[Listed]) -> dict[str, Any]:
    """A seeded draw of sites (all: ``size`` None); the list's equivalent ones are not run."""
    start = time.monotonic()
    sites = choose(package_sites(spec["paths"]), size, seed)
    equivalent = equivalent_of(listed, sites)
    run = "every site" if size is None else f"sample of {size}, seed {seed}"
    return _result(name, run, spec, run_package(space, name, spec, sites, equivalent),
                   time.monotonic() - start, equivalent=_reasons(equivalent))


def retry(space: Workspace, name: str, spec: dict[str, Any], earlier: dict[str, Any],
          listed: list[Listed]) -> dict[str, Any]:
    """Only ``earlier``'s survivors again (a site gone is dropped, one now listed as equivalent
    is not run); its kills kept: tests only ever get added, so a killed mutant stays killed."""
    start = time.monotonic()
    current = set(package_sites(spec["paths"]))
    sites = [site for site in (Site(**s) for s in earlier["survivors"]) if site in current]
    equivalent = equivalent_of(listed, sites)
    result = _result(name, earlier["run"] + ", survivors retried", spec,
                     run_package(space, name, spec, sites, equivalent), time.monotonic() - start,
                     equivalent=[*earlier["equivalent"], *_reasons(equivalent)])
    result["killed"] += earlier["killed"]
    result["mutants"] += earlier["killed"]
    return result


def arguments(settings: dict[str, Any], argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", action="append", choices=sorted(settings["packages"]),
                        help="only this package (repeatable); default: all of them")
    parser.add_argument("--sample", type=int, help="a seeded sample of this many sites "
                        "instead of the recorded list (not the gate)")
    parser.add_argument("--all", action="store_true", help="every site (not the gate)")
    parser.add_argument("--seed", type=int, default=settings["seed"])
    parser.add_argument("--pick", action="store_true",
                        help="re-record the list: keep what is there, draw replacements")
    parser.add_argument("--list", action="store_true", help="print the sites and stop")
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument("--retry", type=Path,
                        help="a --json result: try only its survivors again, keep its kills")
    parser.add_argument("--report", action="store_true",
                        help="write the results' figures into docs/development.md")
    parser.add_argument("--from", dest="sources", type=Path, nargs="+",
                        help="with --report: these --json results instead of a run")
    parser.add_argument("--check", action="store_true",
                        help="only check the list (nothing gone, reasons given, docs current)")
    parser.add_argument("--sites", type=Path, default=LIST,
                        help="the recorded list (default: %(default)s)")
    return parser.parse_args(argv)


def record(settings: dict[str, Any], names: list[str], seed: int, sites: Path) -> int:
    """``--pick``: the recorded list topped up to each package's ``pick`` size."""
    listed = read_list(sites)
    for name in names:
        spec = settings["packages"][name]
        listed[name] = pick(listed.get(name, []), package_sites(spec["paths"]), spec["pick"],
                            seed)
    write_list(listed, sites)
    print(f"{sites}: " + ", ".join(f"{n} {len(listed[n])}" for n in names))
    return 0


def check(settings: dict[str, Any], sites: Path) -> int:
    """``--check``: the list names only code that is there, every equivalent says why, and the
    docs list the equivalents the list holds."""
    problems = []
    listed = read_list(sites)
    for name, spec in settings["packages"].items():
        _, stale = resolve(listed.get(name, []), package_sites(spec["paths"]))
        problems += [f"{name}: gone from the code: {entry.key.label()}" for entry in stale]
        if not listed.get(name):
            problems.append(f"{name}: no recorded mutants (python build/mutation.py --pick)")
    problems += check_docs(listed)
    print("\n".join(problems) or "the recorded mutants are all there and explained")
    return 1 if problems else 0


def run(settings: dict[str, Any], names: list[str], args: argparse.Namespace
        ) -> list[dict[str, Any]]:
    # A stopped run (SIGTERM) still removes its copy and its running tests.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    earlier = {result["package"]: result for result in
               (json.loads(args.retry.read_text(encoding="utf-8")) if args.retry else [])}
    listed = read_list(args.sites)
    space = Workspace()
    results = []
    try:
        space.check_isolated()
        for name in names:
            spec = settings["packages"][name]
            mine = listed.get(name, [])
            if name in earlier:
                results.append(retry(space, name, spec, earlier[name], mine))
            elif args.sample or args.all:
                results.append(sample(space, name, spec, args.sample, args.seed, mine))
            else:
                results.append(gate(space, name, spec, mine))
    finally:
        space.close()
    return results


def main(argv: list[str] | None = None) -> int:
    settings = config()
    args = arguments(settings, argv)
    names = args.package or sorted(settings["packages"])
    if args.list:
        for name in names:
            for site in package_sites(settings["packages"][name]["paths"]):
                print(f"{site.label()}    [{site.key().label()}]")
        return 0
    if args.pick:
        return record(settings, names, args.seed, args.sites)
    if args.check:
        return check(settings, args.sites)
    if args.report and args.sources:
        results = [r for source in args.sources
                   for r in json.loads(source.read_text(encoding="utf-8"))]
    else:
        results = run(settings, names, args)
    for result in results:
        print(summary(result))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    if args.report:
        write_report(results, read_list(args.sites))
    return 0 if all(passed(r) for r in results if r["run"] == "recorded list") else 1


if __name__ == "__main__":
    sys.exit(main())
