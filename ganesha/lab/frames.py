"""``python -m ganesha.bench frames``: every frame of whole games at the table, as a player has
them — the app's own loop and window, a person's seat (a random legal move after a short look,
the mouse moving), AI seats up to the strongest level, sound on — with the time of each frame
and where it went, optionally while busy loops load every core.

Where it went: the parts of the frame the hitches were traced to (drawing, presenting, the AI
worker, the autosave, first loads of the effects, the collector), each timed inclusively, and
the main thread's CPU time, which tells work (CPU close to the wall time) from waiting for the
CPU (a loaded machine: CPU far below it). Run it under ``xvfb-run -a`` for a real X11 window;
without a display it uses SDL's dummy driver. Sound needs a device: with
``SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=FILE`` the mixer opens, decodes and plays as on a sound
card, into the file (the command sets both unless told ``--no-sound``).

Figures are printed, never asserted: the targets are in docs/reliability.md.
"""

from __future__ import annotations

import functools
import gc
import itertools
import logging
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from ganesha.ai.parent_watch import bound_child

#: A frame over this at the table is a hitch a player sees (the loop's own slow-frame line).
HITCH_MS = 100.0


@dataclass
class Frame:
    """One frame: its wall time, the main thread's CPU time, the screen, the timed parts."""

    ms: float
    cpu_ms: float
    screen: str
    game: int
    parts: dict[str, float] = field(default_factory=dict)


class Parts:
    """Times named parts of the frame under way (wrapped methods, and the collector)."""

    def __init__(self) -> None:
        self.now: dict[str, float] = defaultdict(float)
        self._gc_started = 0.0
        gc.callbacks.append(self._gc)

    def _gc(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
        else:
            self.now["garbage collector"] += (time.perf_counter() - self._gc_started) * 1e3

    def time(self, owner: Any, name: str, label: str) -> None:
        """Replace ``owner.name`` with a wrapper adding its time to ``label``."""
        original = getattr(owner, name)
        now = self.now

        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                now[label] += (time.perf_counter() - started) * 1e3

        setattr(owner, name, timed)

    def take(self) -> dict[str, float]:
        taken = dict(self.now)
        self.now.clear()
        return taken


def time_the_parts(parts: Parts) -> None:
    """The parts the slow frames were traced to."""
    from ganesha.ai.worker import AIWorker
    from ganesha.store import saves
    from ganesha.ui.kit.scene import SceneStack
    from ganesha.ui.shell import present
    from ganesha.ui.shell.menu_app import MenuApp
    from ganesha.ui.sound.effects import SoundBoard
    from ganesha.ui.table.controller import TableController

    parts.time(SceneStack, "draw", "draw")
    for kind in (present.PlainPresentation, present.RendererPresentation):
        parts.time(kind, "present", "present")
    parts.time(TableController, "submit", "apply an action")
    for name in ("start", "poll", "_ensure_process", "_stop_process"):
        parts.time(AIWorker, name, "AI worker")
    parts.time(saves, "save_current", "autosave")
    parts.time(MenuApp, "finish", "finish the game")
    parts.time(MenuApp, "play", "open the table")
    parts.time(SoundBoard, "_sound", "load an effect")


@contextmanager
def busy_loops(count: int) -> Iterator[None]:
    """``count`` processes spinning at full speed (the loaded machine), ended afterwards."""
    loops = [subprocess.Popen([sys.executable, "-c", "while True: pass"],
                              preexec_fn=bound_child()) for _ in range(count)]
    try:
        yield
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()


class WorkerFailures(logging.Handler):
    """Counts the AI worker's restarts and fallbacks to a thread, as the log has them."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


@dataclass(frozen=True)
class Plan:
    """What to play: games cycle through the player counts and both sides, spices on."""

    games: int
    players: tuple[int, ...]
    levels: tuple[str, ...]
    speed: str
    seed: int
    look_s: float = 0.8  # the person's look before each move

    def match(self, index: int) -> Any:
        from ganesha.data.match import Match
        from ganesha.engine import GameConfig

        players = self.players[index % len(self.players)]
        seats = ["human", *(self.levels[(index + i) % len(self.levels)]
                            for i in range(players - 1))]
        config = GameConfig(players=players, side="night" if index % 2 else "day",
                            spices=True, seed=self.seed * 1000 + index)
        return Match(config, tuple(seats))


def play(plan: Plan) -> list[Frame]:
    """Play ``plan.games`` games in one window, as a person would, one after another."""
    import pygame

    from ganesha.data.vocabulary import speed_named
    from ganesha.store.settings import Settings
    from ganesha.ui.menus.results import ResultsScene
    from ganesha.ui.shell.loop import RunOptions, Session

    parts = Parts()
    time_the_parts(parts)
    rng = random.Random(plan.seed)
    options = RunOptions(settings=Settings(), size=(1280, 800))
    session = Session(options, Settings())
    app = session.app
    frames: list[Frame] = []
    games, looked, results = 0, 0.0, 0
    app.start_match(plan.match(0), speed_named(plan.speed))
    try:
        while games < plan.games:
            cpu = time.thread_time()
            session.frame()
            frames.append(Frame(options.frame_times[-1], (time.thread_time() - cpu) * 1e3,
                                type(app.stack.top).__name__, games, parts.take()))
            table = app.table
            if table is not None and app.stack.top is table:
                pygame.event.post(pygame.event.Event(
                    pygame.MOUSEMOTION, pos=(rng.randrange(1280), rng.randrange(800)),
                    rel=(1, 1), buttons=(0, 0, 0)))
                controller = table.controller
                if controller.human_to_act and table.calm:
                    looked += frames[-1].ms / 1000 + 1 / 60
                    if looked > plan.look_s:
                        looked = 0.0
                        controller.act(rng.choice(controller.state.legal_actions()))
            results = results + 1 if isinstance(app.stack.top, ResultsScene) else 0
            if results > 120:  # two seconds on the results, then the next game
                games += 1
                if games < plan.games:  # each in the frame of its button, as a player does
                    frames.append(timed(lambda: app.after_results("menu"), "ResultsScene",
                                        games - 1, parts))
                    frames.append(timed(functools.partial(app.start_match, plan.match(games),
                                                          speed_named(plan.speed)),
                                        "NewGameScene", games, parts))
    finally:
        session.close()
    return frames


def timed(step: Callable[[], None], screen: str, game: int, parts: Parts) -> Frame:
    """A step the app takes inside a frame of ``screen`` (a button's work), as a frame."""
    cpu, started = time.thread_time(), time.perf_counter()
    step()
    return Frame((time.perf_counter() - started) * 1e3, (time.thread_time() - cpu) * 1e3,
                 screen, game, parts.take())


def percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def describe(frame: Frame) -> str:
    """One slow frame: its time, the CPU it used and its largest parts."""
    parts = ", ".join(f"{name} {ms:.0f}" for name, ms in
                      sorted(frame.parts.items(), key=lambda item: -item[1]) if ms >= 1)
    return (f"{frame.ms:7.1f} ms (CPU {frame.cpu_ms:5.1f}) game {frame.game + 1} "
            f"{frame.screen}: {parts}")


def report(frames: list[Frame], failures: list[str], worst: int) -> None:
    """The figures: every frame, the table's own, the slowest with their parts."""
    # as the loop's slow-frame line: the first frame of a screen builds it, slow by design
    table = [f for before, f in itertools.pairwise(frames)
             if f.screen == before.screen == "TableScene"]
    for label, chosen in (("all frames", frames), ("at the table", table)):
        times = sorted(f.ms for f in chosen)
        if not times:
            continue
        print(f"  {label}: {len(times)}, median {statistics.median(times):.1f} ms, p99 "
              f"{percentile(times, 0.99):.1f}, max {times[-1]:.1f}; over 100 ms "
              f"{sum(t > HITCH_MS for t in times)}, over 250 ms {sum(t > 250 for t in times)}")
    starved = [f for f in table if f.ms > HITCH_MS and f.cpu_ms < f.ms / 3]
    print(f"  table frames over 100 ms that mostly waited for the CPU: {len(starved)}")
    said = ": " + "; ".join(failures) if failures else ""
    print(f"  AI worker: {len(failures)} warning(s){said}")
    print(f"  the {worst} slowest frames:")
    for frame in sorted(frames, key=lambda f: -f.ms)[:worst]:
        print("    " + describe(frame))


def bench_frames(games: int, players: str, levels: str, speed: str, load: int, sound: bool,
                 seed: int, worst: int = 8) -> int:
    """Set up the display and the audio, play, print the figures."""
    display = os.environ.get("DISPLAY") and os.environ.get("SDL_VIDEODRIVER") != "dummy"
    if not display:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    with tempfile.TemporaryDirectory() as home:
        os.environ["GANESHA_HOME"] = home  # autosaves and results as a player has them
        if sound:
            os.environ["SDL_AUDIODRIVER"] = "disk"
            os.environ["SDL_DISKAUDIOFILE"] = os.path.join(home, "audio.raw")
        else:
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        plan = Plan(games, tuple(int(p) for p in players.split(",")),
                    tuple(levels.split(",")), speed, seed)
        failures = WorkerFailures()
        logging.getLogger("ganesha.ai.worker").addHandler(failures)
        with busy_loops(load):
            frames = play(plan)
    print(f"frames: {games} game(s) of {players} players, a person and AI seats ({levels}), "
          f"day and night, spices on, speed {speed}, {'X11' if display else 'dummy'} window "
          f"1280×800, sound {'on (disk driver)' if sound else 'off'}, {load} busy loop(s)")
    report(frames, failures.lines, worst)
    print("  target: no frame at the table over 100 ms, none anywhere over 250 ms")
    return 0


__all__ = ["HITCH_MS", "Frame", "Parts", "Plan", "bench_frames", "play", "report"]
