"""Mutation testing: break one rule at a time and see whether a test notices.

A mutant is the package with one small change a slip of the keyboard could make: a comparison
moved across its boundary or negated (``<`` and ``<=``, ``==`` and ``!=``, ``in`` and ``not in``,
``is`` and ``is not``), ``and`` and ``or`` swapped, a whole-number constant moved by one, ``True``
and ``False`` swapped (which also covers a dataclass losing ``frozen=True`` or ``slots=True``).
Each mutant is written into a private copy of the checkout and that package's tests run against
it; a test that fails kills it, a mutant every test passes *survives* and points at a rule no test
holds. The score is the share killed.

The packages, their tests, the sample size and the targets are in ``pyproject.toml``
(``[tool.ganesha.mutation]``). The everyday command samples a fixed, seeded set of sites from
each package (a few minutes on one core); ``--all`` tries every site (see docs/development.md
"Mutation testing" for how long it takes and which survivors are equivalent)::

    python build/mutation.py                   # the seeded sample of every package
    python build/mutation.py --all             # every site (long)
    python build/mutation.py --package engine --sample 80 --seed 7 --json result.json

mutmut and cosmic-ray were the libraries to hand; both run every mutant of every operator they
have (string and argument mutants included), and neither samples a fixed subset, which the shared
2-core machines need; the operators here are the few that broke rules in review, applied through
the standard ``ast`` module.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import hypothesis  # noqa: F401  (loaded once here, so each forked test run starts at once)
import pytest
from coverage import CoverageData

ROOT = Path(__file__).resolve().parents[1]

# A comparison's one mutant: across the boundary for an order, the negation for the others.
COMPARE_SWAPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
    ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}


@dataclass(frozen=True)
class Site:
    """One mutant: the ``node``-th node of ``path`` (in ``ast.walk`` order) changed by ``how``."""

    path: str
    node: int
    how: str
    line: int
    before: str
    after: str

    def label(self) -> str:
        return f"{self.path}:{self.line}  {self.before}  ->  {self.after}"


@dataclass(frozen=True)
class Outcome:
    site: Site
    killed: bool
    seconds: float
    why: str


def _unreachable_ids(tree: ast.AST, source: str) -> set[int]:
    """Nodes no test can run: inside type annotations (``from __future__ import annotations``
    keeps them as text), and statements marked ``# pragma: no cover`` as coverage excludes them
    (code that needs a real display, say), with all they hold."""
    found: set[int] = set()
    lines = source.splitlines()
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and "pragma: no cover" in lines[node.lineno - 1]:
            found.update(id(inner) for inner in ast.walk(node))
        notes: list[ast.expr | None] = []
        if isinstance(node, ast.AnnAssign | ast.arg):
            notes.append(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            notes.append(node.returns)
        for note in notes:
            if note is not None:
                found.update(id(inner) for inner in ast.walk(note))
    return found


def _variants(node: ast.AST) -> Iterator[str]:
    """The names of the mutations that apply to ``node``."""
    if isinstance(node, ast.Compare):
        for index, op in enumerate(node.ops):
            if type(op) in COMPARE_SWAPS:
                yield f"compare{index}"
    elif isinstance(node, ast.BoolOp):
        yield "boolop"
    elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
        yield "bool"
    elif isinstance(node, ast.Constant) and type(node.value) is int:
        yield "int+1"


def _mutate(node: ast.AST, how: str) -> None:
    """Apply the mutation ``how`` to ``node`` in place."""
    if how.startswith("compare"):
        assert isinstance(node, ast.Compare)
        index = int(how.removeprefix("compare"))
        node.ops[index] = COMPARE_SWAPS[type(node.ops[index])]()
    elif how == "boolop":
        assert isinstance(node, ast.BoolOp)
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif how == "bool":
        assert isinstance(node, ast.Constant)
        node.value = not node.value
    elif how == "int+1":
        assert isinstance(node, ast.Constant)
        assert isinstance(node.value, int)
        node.value = node.value + 1


def _walk(tree: ast.AST) -> list[ast.AST]:
    return list(ast.walk(tree))


def _statement_lines(tree: ast.AST) -> dict[int, int]:
    """Each node's innermost statement's first line: the line coverage measures it by."""
    lines: dict[int, int] = {}
    for node in ast.walk(tree):  # outer statements first, so the innermost one is kept
        if isinstance(node, ast.stmt):
            for inner in ast.walk(node):
                lines[id(inner)] = node.lineno
    return lines


def sites_of(path: Path) -> list[Site]:
    """Every mutant of one source file, in a stable order."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    skip = _unreachable_ids(tree, source)
    statement = _statement_lines(tree)
    rel = path.relative_to(ROOT).as_posix()
    found: list[Site] = []
    for index, node in enumerate(_walk(tree)):
        if id(node) in skip:
            continue
        for how in _variants(node):
            before = ast.get_source_segment(source, node) or ast.unparse(node)
            changed = ast.parse(source)
            target = _walk(changed)[index]
            _mutate(target, how)
            found.append(Site(rel, index, how, statement.get(id(node), 0),
                              " ".join(before.split()),
                              ast.unparse(target)))
    return found


def mutated_source(site: Site) -> str:
    tree = ast.parse((ROOT / site.path).read_text(encoding="utf-8"))
    _mutate(_walk(tree)[site.node], site.how)
    return ast.unparse(tree) + "\n"


def package_sites(paths: list[str]) -> list[Site]:
    files = sorted(file for entry in paths
                   for file in ([ROOT / entry] if entry.endswith(".py")
                                else (ROOT / entry).rglob("*.py")))
    return [site for file in files for site in sites_of(file)]


def choose(sites: list[Site], sample: int | None, seed: int) -> list[Site]:
    """A fixed, seeded sample (all of them when ``sample`` is None or covers them all)."""
    if sample is None or sample >= len(sites):
        return list(sites)
    picked = random.Random(seed).sample(range(len(sites)), sample)
    return [sites[index] for index in sorted(picked)]


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
        self.env = dict(os.environ, PYTHONPATH=str(self.root), PYTHONDONTWRITEBYTECODE="1",
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
        """``tests.engine.test_x.Class.test_y`` as pytest's ``tests/engine/test_x.py::Class::
        test_y`` ("" for a line run while importing, outside any test)."""
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
            if name in earlier:
                sites = [Site(**survivor) for survivor in earlier[name]["survivors"]]
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
