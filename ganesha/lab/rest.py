"""``python -m ganesha.bench rest``: what the app costs while nobody touches it, and how soon it
answers when somebody does.

Each case starts the app's own loop and window in a fresh interpreter (this module run as a
program, so one case's caches and threads never colour the next): the title, or a table of two
people with the first to move; with or without Reduced motion. After ``warm`` seconds it counts
the process's CPU seconds (every thread of it: the loop, SDL's, the mixer's) over ``seconds`` of
wall time with no input, and the frames shown; then it posts a mouse movement now and then, from
another thread as the system would, and times each from its posting to the end of presenting the
frame that handled it. One JSON line per case.

Run it under ``xvfb-run -a`` for a real X11 window (the figures a laptop has); without a display
it uses SDL's dummy driver. The player's home is a temporary folder. Figures are printed, never
asserted: the targets are in docs/reliability.md.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from ganesha.ai.parent_watch import bound_child
from ganesha.data.arguments import ToolParser, count, number_or_zero, positive_number

#: The cases: where the app is (the title or a two-person table) and whether motion is reduced.
CASES = {"title": ("title", False), "title-reduced": ("title", True),
         "table": ("table", False), "table-reduced": ("table", True)}
#: Where the posted mouse movements point (design pixels at 1280×800): the empty middle of the
#: title below its name, and the table's board.
POINTER = {"title": (200, 700), "table": (700, 330)}


@dataclass
class Probe:
    """What the measuring thread and the loop share: the CPU figures, the posted events' times
    and the times of the frames that answered them."""

    warm: float
    seconds: float
    events: int
    cpu: float = 0.0
    wall: float = 0.0
    frames: int = 0
    posted_at: float | None = None
    delays: list[float] = field(default_factory=list)
    last_present: float = 0.0
    shown: int = 0  # frames presented so far
    done: bool = False

    def measure(self, post, pointer: tuple[int, int], quit_event) -> None:
        """The thread: wait, measure the resting window, then post movements one by one and
        finally ask the app to close."""
        time.sleep(self.warm)
        cpu0, wall0, shown0 = time.process_time(), time.perf_counter(), self.shown
        time.sleep(self.seconds)
        self.cpu = time.process_time() - cpu0
        self.wall = time.perf_counter() - wall0
        self.frames = self.shown - shown0
        for k in range(self.events):
            time.sleep(0.4 + 0.037 * k)  # never in step with a cadence
            self.posted_at = time.perf_counter()
            post(pointer[0] + k, pointer[1])
            deadline = time.perf_counter() + 3.0
            while self.posted_at is not None and time.perf_counter() < deadline:
                time.sleep(0.002)
            self.posted_at = None
        self.done = True
        quit_event()

    def after_frame(self, waiting: bool) -> None:
        """The loop, after each frame: ``waiting`` is whether the posted movement is still in
        the queue (unanswered)."""
        posted = self.posted_at
        if posted is not None and not waiting and self.last_present >= posted:
            self.delays.append(self.last_present - posted)
            self.posted_at = None


def run_case(case: str, warm: float, seconds: float, events: int,
             shot: Path | None) -> dict[str, object]:
    """One case in this process: the app's loop until the probe closes it."""
    import pygame

    from ganesha.data.match import Match
    from ganesha.engine import GameConfig
    from ganesha.store.settings import Settings
    from ganesha.ui.shell.loop import RunOptions, Session

    where, reduced = CASES[case]
    settings = Settings(reduced_motion=reduced)
    session = Session(RunOptions(settings=settings, size=(1280, 800)), settings)
    probe = Probe(warm, seconds, events)
    shown = session.shown
    present = shown.present

    def presented() -> None:
        present()
        probe.shown += 1
        probe.last_present = time.perf_counter()

    shown.present = presented  # type: ignore[method-assign]  # timed, lab only
    if where == "table":
        match = Match(GameConfig(players=2, seed=5), ("human", "human"))
        session.app.start_match(match)

    def post(x: int, y: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 0),
                                             buttons=(0, 0, 0)))

    thread = threading.Thread(target=probe.measure, daemon=True, args=(
        post, POINTER[where], lambda: pygame.event.post(pygame.event.Event(pygame.QUIT))))
    thread.start()
    try:
        while not session.app.stack.quit_requested:
            session.frame()
            probe.after_frame(pygame.event.peek(pygame.MOUSEMOTION))
        if shot is not None:
            pygame.image.save(session.screen, str(shot))
    finally:
        session.close()
    delays = sorted(1000 * d for d in probe.delays)
    return {"case": case, "screen": type(session.app.stack.top).__name__ if session.app.stack.top
            else where, "cpu_share": round(probe.cpu / probe.wall, 4) if probe.wall else None,
            "cpu_s": round(probe.cpu, 3), "wall_s": round(probe.wall, 2),
            "fps": round(probe.frames / probe.wall, 1) if probe.wall else None,
            "answer_ms_median": round(statistics.median(delays), 1) if delays else None,
            "answer_ms_max": round(delays[-1], 1) if delays else None, "answered": len(delays),
            "posted": events, "driver": os.environ.get("SDL_VIDEODRIVER", "x11")}


def bench_rest(cases: list[str], warm: float, seconds: float, events: int, sound: bool,
               shots: Path | None) -> int:
    """Each case in a child interpreter under a temporary home; prints its JSON line."""
    code = 0
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, GANESHA_HOME=home)
        if not (env.get("DISPLAY") and env.get("SDL_VIDEODRIVER") != "dummy"):
            env["SDL_VIDEODRIVER"] = "dummy"
        if sound:
            env["SDL_AUDIODRIVER"] = "disk"
            env["SDL_DISKAUDIOFILE"] = os.path.join(home, "audio.raw")
        else:
            env["SDL_AUDIODRIVER"] = "dummy"
        for case in cases:
            args = [sys.executable, "-m", "ganesha.lab.rest", case, "--warm", str(warm),
                    "--seconds", str(seconds), "--events", str(events)]
            if shots is not None:
                shots.mkdir(parents=True, exist_ok=True)
                args += ["--shot", str(shots / f"rest-{case}.png")]
            done = subprocess.run(args, env=env, capture_output=True, text=True, check=False,
                                  preexec_fn=bound_child())
            lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
            if done.returncode or not lines:
                print(json.dumps({"case": case, "error": done.stderr.strip()[-400:]}))
                code = 1
                continue
            figures = json.loads(lines[-1])
            figures["sound"] = "disk driver" if sound else "off"
            print(json.dumps(figures), flush=True)
    return code


def main(argv: list[str] | None = None) -> int:
    """The child: one case, its JSON line on stdout."""
    parser = ToolParser(prog="python -m ganesha.lab.rest")
    parser.add_argument("case", choices=sorted(CASES))
    parser.add_argument("--warm", type=number_or_zero, default=3.0)
    parser.add_argument("--seconds", type=positive_number, default=12.0)
    parser.add_argument("--events", type=count, default=8)
    parser.add_argument("--shot", type=Path, default=None)
    args = parser.parse_args(argv)
    print(json.dumps(run_case(args.case, args.warm, args.seconds, args.events, args.shot)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


__all__ = ["CASES", "Probe", "bench_rest", "main", "run_case"]
