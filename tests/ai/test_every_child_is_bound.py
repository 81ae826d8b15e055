"""Every place the package starts a process, listed, and each one bound to the life of the
process that starts it: a new place that starts a process fails this test until it is listed
here with its bond. The bonds themselves are tested with real processes killed: the AI worker
(``test_worker_leaves_with_the_game.py``), the review's pool and multiprocessing's resource
tracker (``test_review_leaves_with_the_game.py``), and a bound ``subprocess`` child (below)."""

from __future__ import annotations

import ast
import functools
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ganesha.ai.parent_watch import bound_child

ROOT = Path(__file__).resolve().parents[2]

#: What starts a process, as the called name reads in the source.
STARTS = re.compile(
    r"(^|\.)(ProcessPoolExecutor|Pool|Process|Popen|fork_exec|spawnv_passfds|_PLAIN_SPAWN)$"
    r"|^subprocess\.(run|call|check_call|check_output|getoutput|getstatusoutput)$"
    r"|^os\.(fork|forkpty|system|popen|spawn\w*|exec\w*|posix_spawn\w*|startfile)$"
    r"|^(asyncio\.create_subprocess_\w+|webbrowser\.\w+|pty\.spawn)$")

START_BOUND = "start_bound"  # the function starting it hands the process to start_bound()
BOUND_POOL = "bound pool"  # a pool of BoundSpawnContext() whose workers run leave_with_parent
BOUND_CHILD = "bound child"  # subprocess with preexec_fn=bound_child()
THE_BOND = "the bond"  # the fork and exec that make the bond itself (parent_watch)

#: (file, function, what is called) → its bond.
SITES: dict[tuple[str, str, str], str] = {
    ("ganesha/ai/worker.py", "_ensure_process", "context.Process"): START_BOUND,
    ("ganesha/ai/review_job.py", "__init__", "BoundSpawnContext().Pool"): BOUND_POOL,
    ("ganesha/ui/menus/puzzles/judging.py", "prepare", "ProcessPoolExecutor"): BOUND_POOL,
    ("ganesha/ai/parent_watch.py", "_spawn_bound", "fork_exec"): THE_BOND,
    ("ganesha/ai/parent_watch.py", "_spawn_bound", "_PLAIN_SPAWN"): THE_BOND,
    ("ganesha/lab/review_cli.py", "review", "ProcessPoolExecutor"): BOUND_POOL,
    ("ganesha/lab/calibrate.py", "played_games", "ProcessPoolExecutor"): BOUND_POOL,
    ("ganesha/lab/calibrate.py", "reviewed", "ProcessPoolExecutor"): BOUND_POOL,
    ("ganesha/lab/calibrate.py", "expert_check", "ProcessPoolExecutor"): BOUND_POOL,
    ("ganesha/lab/calibrate.py", "commit_now", "subprocess.run"): BOUND_CHILD,
    ("ganesha/lab/arena.py", "_played", "BoundSpawnContext().Pool"): BOUND_POOL,
    ("ganesha/lab/soak.py", "run_soak", "BoundSpawnContext().Pool"): BOUND_POOL,
    ("ganesha/lab/search_bench.py", "_sims_per_cpu_second", "subprocess.run"): BOUND_CHILD,
    ("ganesha/lab/search_bench.py", "bench_ai", "subprocess.run"): BOUND_CHILD,
    ("ganesha/lab/frames.py", "busy_loops", "subprocess.Popen"): BOUND_CHILD,
    ("ganesha/lab/rest.py", "bench_rest", "subprocess.run"): BOUND_CHILD,
    ("ganesha/lab/ladder.py", "commit", "subprocess.run"): BOUND_CHILD,
}


class _Starts(ast.NodeVisitor):
    """The calls that start a process, each with its innermost enclosing function."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.functions: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
        self.found: dict[tuple[str, str, str], list[tuple[ast.Call, ast.AST]]] = {}

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self.functions.append(node)
        self.generic_visit(node)
        self.functions.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Call(self, node: ast.Call) -> None:
        called = ast.unparse(node.func)
        if STARTS.search(called):
            function = self.functions[-1] if self.functions else None
            key = (self.name, function.name if function else "<module>", called)
            self.found.setdefault(key, []).append((node, function or node))
        self.generic_visit(node)


@functools.cache
def _sites() -> dict[tuple[str, str, str], list[tuple[ast.Call, ast.AST]]]:
    """Every call that starts a process, by (file, enclosing function, called name)."""
    found: dict[tuple[str, str, str], list[tuple[ast.Call, ast.AST]]] = {}
    for path in sorted((ROOT / "ganesha").rglob("*.py")):
        starts = _Starts(path.relative_to(ROOT).as_posix())
        starts.visit(ast.parse(path.read_text(encoding="utf-8")))
        found.update(starts.found)
    return found


def _keywords(call: ast.Call) -> dict[str | None, str]:
    return {k.arg: ast.unparse(k.value) for k in call.keywords}


def _bound(kind: str, call: ast.Call, function: ast.AST) -> bool:
    words = _keywords(call)
    if kind == START_BOUND:
        return any(isinstance(n, ast.Call) and ast.unparse(n.func) == "start_bound"
                   for n in ast.walk(function))
    if kind == BOUND_POOL:
        context = (words.get("mp_context") == "BoundSpawnContext()"
                   or ast.unparse(call.func) == "BoundSpawnContext().Pool")
        return context and words.get("initializer") == "leave_with_parent"
    if kind == BOUND_CHILD:
        return words.get("preexec_fn") == "bound_child()"
    return kind == THE_BOND


@pytest.mark.slow  # a scan of the code's shape: with the slow checks
def test_every_place_that_starts_a_process_is_listed() -> None:
    assert set(_sites()) == set(SITES)


@pytest.mark.slow  # a scan of the code's shape: with the slow checks
@pytest.mark.parametrize("key", sorted(SITES), ids=[":".join(k) for k in sorted(SITES)])
def test_every_process_started_is_bound(key: tuple[str, str, str]) -> None:
    calls = _sites()[key]
    assert calls
    for call, function in calls:
        assert _bound(SITES[key], call, function), ast.unparse(call)


#: A tool's stand-in: starts a bound child that would sleep for 5 minutes, says its pid.
_TOOL = """
import subprocess, sys, time
from ganesha.ai.parent_watch import bound_child
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)"],
                         preexec_fn=bound_child())
print(child.pid, flush=True)
time.sleep(300)
"""


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal")
def test_a_bound_child_goes_with_a_killed_tool() -> None:
    tool = subprocess.Popen([sys.executable, "-c", _TOOL], cwd=ROOT, stdout=subprocess.PIPE,
                            text=True)
    pid = 0
    try:
        assert tool.stdout is not None
        pid = int(tool.stdout.readline())
        assert _alive(pid)
        tool.kill()
        tool.wait(10)
        deadline = time.monotonic() + 5
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert not _alive(pid), "the bound child outlived the tool"
    finally:
        tool.kill()
        tool.wait(10)
        if tool.stdout is not None:
            tool.stdout.close()
        if pid and _alive(pid):
            os.kill(pid, signal.SIGKILL)


def test_a_plain_child_is_no_bound_child() -> None:
    """The check above is not a formality: the bond is a real function on Linux."""
    if sys.platform.startswith("linux"):
        assert callable(bound_child())
    else:
        assert bound_child() is None
