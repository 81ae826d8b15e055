"""Probes behind the figures of docs/reliability.md for files, folders and the AI worker.

Run from the repository root (POSIX: it sends SIGSTOP/SIGKILL)::

    python build/reliability_probes.py                 # every probe, default counts
    python build/reliability_probes.py worker --runs 20
    python build/reliability_probes.py kills --runs 200
    python build/reliability_probes.py finish --runs 5  # kills at each change of a game's end
    python build/reliability_probes.py stopped-start   # a worker stopped before ready

Each probe prints one line of figures; nothing here is a pass/fail test (those are in
tests/ai/test_worker_faults.py, tests/store/test_home_faults.py,
tests/store/test_hostile_saves.py …).
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ganesha.ai.worker import GRACE_S, AIWorker  # noqa: E402
from ganesha.engine import GameConfig, new_game  # noqa: E402
from ganesha.store import crash, records, saves, settings  # noqa: E402


def _figures(values: list[float]) -> str:
    return (f"median {statistics.median(values):.2f} s, max {max(values):.2f} s"
            if values else "no runs")


def probe_worker(runs: int, budget_ms: int = 1000) -> None:
    """SIGSTOP / SIGKILL the worker mid-thought: time until it is replaced, and until the
    answer arrives (from the fault); every answer must be legal and nothing raised."""
    for name, fault in (("stopped", signal.SIGSTOP), ("killed", signal.SIGKILL)):
        replaced: list[float] = []
        answered: list[float] = []
        with AIWorker() as worker:
            for run in range(runs):
                state = new_game(GameConfig(players=3, seed=run))
                worker.start(state, "easy", run)
                while worker.poll() is None:
                    time.sleep(0.005)
                pid = worker.pid
                assert pid is not None
                worker.start(state, "hard", run, think_ms=budget_ms)
                time.sleep(0.1)
                os.kill(pid, fault)
                hit = time.monotonic()
                seen = None
                while (action := worker.poll()) is None:
                    if seen is None and worker.pid != pid:
                        seen = time.monotonic() - hit
                    time.sleep(0.005)
                assert action in state.legal_actions()
                replaced.append(seen if seen is not None else time.monotonic() - hit)
                answered.append(time.monotonic() - hit)
        print(f"worker {name} mid-thought ({runs} runs, budget {budget_ms} ms + grace "
              f"{GRACE_S:.0f} s): replaced after {_figures(replaced)}; answered after "
              f"{_figures(answered)}")


_EXIT_SCRIPT = """
import os, signal, sys, time
from ganesha.ai.worker import AIWorker
from ganesha.engine import GameConfig, new_game
if __name__ == "__main__":
    state = new_game(GameConfig(players=2, seed=1))
    worker = AIWorker()
    worker.start(state, "easy", 1)
    while worker.poll() is None:
        time.sleep(0.01)
    worker.start(state, "hard", 1, think_ms=60000)
    os.kill(worker.pid, signal.SIGSTOP)
    print(worker.pid, flush=True)
    sys.exit(0)
"""


def probe_close(runs: int) -> None:
    """``close()`` (Save and quit) while the worker process is stopped: seconds it takes."""
    times: list[float] = []
    state = new_game(GameConfig(players=2, seed=1))
    for run in range(runs):
        worker = AIWorker()
        worker.start(state, "easy", run)
        while worker.poll() is None:
            time.sleep(0.01)
        pid = worker.pid
        assert pid is not None
        worker.start(state, "hard", run, think_ms=60_000)
        os.kill(pid, signal.SIGSTOP)
        started = time.monotonic()
        worker.close()
        times.append(time.monotonic() - started)
    print(f"close() with a stopped worker ({runs} runs): {_figures(times)}")


def probe_exit(runs: int) -> None:
    """A process that leaves (no close()) while its worker is stopped: seconds to exit."""
    times: list[float] = []
    for _ in range(runs):
        child = subprocess.Popen([sys.executable, "-c", _EXIT_SCRIPT], cwd=ROOT, text=True,
                                 stdout=subprocess.PIPE)
        assert child.stdout is not None
        pid = int(child.stdout.readline())
        started = time.monotonic()
        try:
            child.wait(30)
            times.append(time.monotonic() - started)
        except subprocess.TimeoutExpired:
            times.append(float("inf"))
            os.kill(pid, signal.SIGKILL)
            child.kill()
            child.wait()
        child.stdout.close()
    print(f"exit with a stopped worker ({runs} runs): {_figures(times)}")


_SAVE_SCRIPT = """
from ganesha.store import saves
from ganesha.engine import GameConfig, new_game
s = saves.SavedGame(new_game(GameConfig(players=4, seed=3)), ("human",) * 4)
print("go", flush=True)
while True:
    saves.save_current(s)
"""


def probe_kills(runs: int) -> None:
    """SIGKILL a process that autosaves in a loop: temp files left, then after the next start."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, GANESHA_HOME=home)
        for run in range(runs):
            child = subprocess.Popen([sys.executable, "-c", _SAVE_SCRIPT], cwd=ROOT, env=env,
                                     stdout=subprocess.PIPE)
            assert child.stdout is not None
            child.stdout.readline()
            time.sleep(0.002 * (run % 25))
            child.send_signal(signal.SIGKILL)
            child.wait()
            child.stdout.close()
        data = Path(home) / "data"
        left = [p for p in data.iterdir() if p.name.endswith(".tmp")]
        old = time.time() - 60
        for path in left:
            os.utime(path, (old, old))  # as if the next start came a minute later
        os.environ["GANESHA_HOME"] = home
        settings.load_settings()  # the start's call
        after = [p for p in data.iterdir() if p.name.endswith(".tmp")]
        loaded, notice = saves.load_current()
        print(f"{runs} SIGKILLs during autosave: {len(left)} temp files left, {len(after)} after "
              f"the next start; the save loads: {loaded is not None and notice is None}")


_FINISH_SCRIPT = """
import os, signal, sys
from ganesha.ai import make_player
from ganesha.engine import GameConfig, new_game
from ganesha.store import files, finish, saves
kill_at, seed = int(sys.argv[1]), int(sys.argv[2])
state = new_game(GameConfig(players=2, seed=seed))
bots = [make_player("random", seed), make_player("random", seed + 1)]
while True:
    before = state.snapshot()
    state.apply(bots[state.current_player].choose(state))
    if state.is_over:
        break
saves.save_current(saves.SavedGame(before, ("human", "random")))
changes = 0
def hook(kind, path):
    global changes
    changes += 1
    if changes == kill_at:
        os.kill(os.getpid(), signal.SIGKILL)
files.change_hook = hook
finish.finish_game(saves.SavedGame(state, ("human", "random")))
"""

#: The changes a game's finish makes (pending file, records, Last game, Continue removed,
#: pending file removed); a kill before each is probed.
FINISH_CHANGES = 5


def probe_finish(runs: int) -> None:
    """SIGKILL a process finishing a game before each of its changes, ``runs`` times each (a
    new game every time), start the game the real way, and count the results recorded: none
    lost means each game is recorded once, or (killed before the first change) still under
    Continue one move before its end."""
    lost = twice = kills = 0
    for kill_at in range(1, FINISH_CHANGES + 1):
        for run in range(runs):
            with tempfile.TemporaryDirectory() as home:
                env = dict(os.environ, GANESHA_HOME=home, SDL_VIDEODRIVER="dummy",
                           SDL_AUDIODRIVER="dummy", GANESHA_NO_CRASH_DIALOG="1",
                           GANESHA_FIRST_FRAME_FILE=str(Path(home) / "frame"),
                           GANESHA_FIRST_FRAME_EXIT="1", PYTHONPATH=str(ROOT))
                child = subprocess.run([sys.executable, "-c", _FINISH_SCRIPT, str(kill_at),
                                        str(100 * kill_at + run)], cwd=ROOT, env=env)
                kills += child.returncode == -signal.SIGKILL
                subprocess.run([sys.executable, "-m", "ganesha"], cwd=ROOT, env=env, check=True,
                               capture_output=True)
                os.environ["GANESHA_HOME"] = home
                listed = len(records.load()[0].games)
                continued = saves.load_current()[0]
                twice += listed > 1
                lost += listed == 0 and (continued is None or continued.state.is_over)
    print(f"{kills} SIGKILLs at the {FINISH_CHANGES} changes of a game's end ({runs} at each), "
          f"then a real start: {lost} results lost, {twice} counted twice")


#: The game's stand-in for :func:`probe_stopped_start`: asks the AI, says the worker's pid.
_ASK_SCRIPT = """
import time
from ganesha.ai.worker import AIWorker
from ganesha.engine import GameConfig, new_game
worker = AIWorker()
worker.start(new_game(GameConfig(players=2, seed=1)), "easy", 1)
print(worker.pid, flush=True)
time.sleep(120)
"""


def _gone(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return True
    return state in ("Z", "X")


def probe_stopped_start(runs: int) -> None:
    """A worker stopped (SIGSTOP) as soon as its pid is known, before it is ready, and the game
    SIGKILLed: how many workers are still there 5 s later (each is then killed)."""
    left = 0
    for _ in range(runs):
        game = subprocess.Popen([sys.executable, "-c", _ASK_SCRIPT], cwd=ROOT,
                                stdout=subprocess.PIPE, text=True)
        assert game.stdout is not None
        pid = int(game.stdout.readline())
        os.kill(pid, signal.SIGSTOP)
        game.kill()
        game.wait()
        game.stdout.close()
        deadline = time.monotonic() + 5
        while not _gone(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        if not _gone(pid):
            left += 1
            os.kill(pid, signal.SIGKILL)
    print(f"{runs} workers stopped before ready, their game SIGKILLed: {left} still there 5 s "
          f"later")


def probe_reports(count: int) -> None:
    """Crash reports written in one burst: distinct files, and their mode."""
    with tempfile.TemporaryDirectory() as home:
        os.environ["GANESHA_HOME"] = home
        paths = {crash.write_report(ValueError(n)) for n in range(count)}
        modes = {oct(p.stat().st_mode & 0o777) for p in paths if p is not None}
        print(f"{count} crash reports in one burst: {len(paths)} distinct files, modes {modes}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("probe", nargs="?", default="all",
                        choices=("all", "worker", "stopped-start", "exit", "kills", "finish",
                                 "reports"))
    parser.add_argument("--runs", type=int, default=None)
    args = parser.parse_args(argv)
    chosen = args.probe
    if chosen in ("all", "worker"):
        probe_worker(args.runs or 10)
    if chosen in ("all", "stopped-start"):
        probe_stopped_start(args.runs or 5)
    if chosen in ("all", "exit"):
        probe_close(args.runs or 10)
        probe_exit(args.runs or 10)
    if chosen in ("all", "kills"):
        probe_kills(args.runs or 200)
    if chosen in ("all", "finish"):
        probe_finish(args.runs or 5)
    if chosen in ("all", "reports"):
        probe_reports(args.runs or 20)
    return 0


if __name__ == "__main__":
    sys.exit(main())
