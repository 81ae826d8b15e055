"""The one main loop: one window, one :class:`~ganesha.ui.shell.menu_app.MenuApp`, ``process_event →
update → draw`` every frame, however the game was started; and no frame while nothing moves (the
loop sleeps until input comes or something falls due: :mod:`.pacing`).

Every step of a frame is worn in the app's look (:attr:`MenuApp.look`, the player's settings'), read
again after the events and the update, so a change the player just made is drawn in the same frame.
A plain ``ganesha`` opens the title; a game from the command line is the same app with the title
skipped (:class:`RunOptions.match`). The scripted extras the tests, the benchmark and the
screenshots rely on ride along without a loop of their own (:class:`Script`): ``demo`` (exit when
the results are shown, no autosave, an error fails the run), ``screenshots`` (a PNG at the start
of every turn and of the results), ``max_frames``, ``max_seconds`` and per-frame timings.
Headless runs use ``SDL_VIDEODRIVER=dummy``.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from ganesha.data.look import wearing
from ganesha.data.match import Match
from ganesha.data.vocabulary import Speed
from ganesha.engine import GameState
from ganesha.store.settings import Settings, store_settings
from ganesha.ui.kit.grid import DESIGN_H, DESIGN_W
from ganesha.ui.kit.scene import NOW
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.shell import startup_probe
from ganesha.ui.shell.gamepad import Gamepads
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.shell.pacing import Pacer
from ganesha.ui.shell.present import open_presentation
from ganesha.ui.shell.transition import CrossFade
from ganesha.ui.shell.window import geometry_now, is_fullscreen_key, remembered
from ganesha.ui.table.scene import TableScene

DEFAULT_SIZE = (DESIGN_W, DESIGN_H)  # the window opens at the design size
#: A frame (events, update, drawing) longer than this is a visible stutter, worth a log line.
SLOW_FRAME_MS = 100.0
#: At most one slow-frame line this often: a stalled machine must not fill the log.
SLOW_FRAME_LOG_EVERY_S = 30.0

_log = logging.getLogger(__name__)


@dataclass
class RunOptions:
    """How to run: ``match`` None opens the title screen; ``settings`` None uses the defaults
    (nothing is read or written: the benchmark and tests); ``speed`` None the settings' speed;
    ``size`` None opens the window where the settings remember it, or fitted to the desktop
    (:mod:`ganesha.ui.shell.window`), and remembers it on leaving."""

    match: Match | None = None
    speed: Speed | None = None
    demo: bool = False
    screenshots: Path | None = None
    size: tuple[int, int] | None = DEFAULT_SIZE
    max_seconds: float | None = None
    think_ms: int | None = None
    max_frames: int | None = None
    settings: Settings | None = None
    notices: list[str] = field(default_factory=list)  # e.g. "your settings file was damaged"
    frame_times: list[float] = field(default_factory=list)  # ms per frame, filled by run()
    thinking: list[bool] = field(default_factory=list)  # per frame: was an AI thinking?

    @property
    def scripted(self) -> bool:
        """A run a program watches (demo, screenshots, a frame or time limit): it keeps the
        window size it was given instead of the fullscreen setting."""
        return (self.demo or self.screenshots is not None or self.max_frames is not None
                or self.max_seconds is not None)


class SlowFrames:
    """Counts frames over :data:`SLOW_FRAME_MS` and logs them, at most one line per
    :data:`SLOW_FRAME_LOG_EVERY_S` (how many, the slowest, the screen it was on), so a player's
    "it stutters" comes with figures in the log and crash reports. The first frame on a new
    screen is not counted: it builds the screen and rasterises its art, slow by design."""

    def __init__(self) -> None:
        self.count = 0
        self.worst_ms = 0.0
        self.where = ""
        self.screen = ""
        self.logged_at: float | None = None

    def note(self, frame_ms: float, where: str, now: float) -> None:
        """One frame's time (events, update, drawing) on the screen named ``where``."""
        if where != self.screen:
            self.screen = where
            return
        if frame_ms <= SLOW_FRAME_MS:
            return
        self.count += 1
        if frame_ms > self.worst_ms:
            self.worst_ms, self.where = frame_ms, where
        if self.logged_at is None or now - self.logged_at >= SLOW_FRAME_LOG_EVERY_S:
            self.flush(now)

    def flush(self, now: float) -> None:
        """Log what was counted since the last line (also at the end of the run)."""
        if self.count:
            _log.warning("%d slow frame(s) over %.0f ms, the slowest %.0f ms on %s",
                         self.count, SLOW_FRAME_MS, self.worst_ms, self.where)
            self.count, self.worst_ms, self.logged_at = 0, 0.0, now


class Script:
    """The scripted extras, looked at once per frame after drawing."""

    def __init__(self, options: RunOptions) -> None:
        self.options = options
        self.shots = options.screenshots
        if self.shots is not None:
            self.shots.mkdir(parents=True, exist_ok=True)
        self.shot_index = 0
        self.last_marker: tuple | None = None
        self.results_frames = 0
        self.started = time.perf_counter()
        self.finished: GameState | None = None  # the demo's game, once over

    def after_frame(self, app: MenuApp, screen: pygame.Surface, frame_ms: float) -> None:
        options, table, top = self.options, app.table, app.stack.top
        options.frame_times.append(frame_ms)
        options.thinking.append(table is not None and table.controller.ai.thinking_for > 0)
        if options.max_frames is not None and len(options.frame_times) >= options.max_frames:
            app.request_quit()
        if table is not None and top is table and self.shots is not None:
            self.turn_picture(table, screen)
        if isinstance(top, ResultsScene):
            self.results_frames += 1
            if self.results_frames == 2 and self.shots is not None:
                pygame.image.save(screen, str(self.shots / "results.png"))
            instant = table is not None and table.speed.instant
            if options.demo and table is not None \
                    and self.results_frames > (2 if instant else 150):
                self.finished = table.state
                app.request_quit()
        if options.max_seconds is not None \
                and time.perf_counter() - self.started > options.max_seconds:
            raise TimeoutError(f"the game did not finish within {options.max_seconds} s")

    def turn_picture(self, table: TableScene, screen: pygame.Surface) -> None:
        """A PNG at the start of every turn; the AI waits until the picture is taken."""
        state = table.state
        marker = (state.round, state.turn_player, state.final_stage, state.is_over)
        if marker == self.last_marker or state.is_over:
            return
        table.hold_ai = True
        if table.calm or table.speed.instant:
            self.last_marker = marker
            self.shot_index += 1
            assert self.shots is not None
            pygame.image.save(screen, str(self.shots / f"turn-{self.shot_index:03d}-r"
                                                       f"{state.round:02d}-p"
                                                       f"{state.turn_player + 1}.png"))
            table.hold_ai = False

    def fast(self, app: MenuApp) -> bool:
        """A scripted table at instant speed runs unthrottled, with a fixed frame time."""
        return self.options.scripted and app.table is not None and app.table.speed.instant


def run(options: RunOptions) -> int:
    """Play until the window closes (or, in a demo, until the results are shown)."""
    settings = options.settings or Settings()
    session = Session(options, settings)
    app = session.app
    try:
        if settings.fullscreen and not options.scripted:
            session.set_fullscreen(True)
        if options.match is not None:
            app.start_match(options.match, options.speed)
        pygame.key.start_text_input()
        while not app.stack.quit_requested:
            session.frame()
    finally:
        session.close()
    if session.script.finished is not None:
        print(demo_summary(session.script.finished))
    return app.stack.exit_code


class Session:
    """One run of the app in its window: where it is drawn (:attr:`screen`), the windowed size
    and place the settings remember, the gamepads and the frames."""

    def __init__(self, options: RunOptions, settings: Settings) -> None:
        self.options = options
        size = DEFAULT_SIZE if options.size is None and options.scripted else options.size
        self.shown = open_presentation(size, settings)  # a scripted run keeps the design size
        self.screen = self.shown.surface()  # drawable pixels, however shown (ui/shell/present.py)
        self.windowed = self.shown.window_size()  # points: what the settings remember
        self.fullscreen = False
        self.place: tuple[int, int] | None = None  # where the window stood before fullscreen
        self.app = MenuApp(self.screen.get_size(), settings, options.notices,
                           think_ms=options.think_ms,
                           on_fullscreen=None if options.scripted else self.set_fullscreen,
                           autosave=not options.demo)
        self.script = Script(options)
        self.pads = Gamepads()
        self.fade = CrossFade(enabled=not options.scripted)  # a scripted run's pictures: no fade
        self.slow = SlowFrames()
        self.pacer = Pacer(rest=not options.scripted)

    def set_fullscreen(self, on: bool) -> None:
        if on and not self.fullscreen:
            self.place = geometry_now(self.shown.window)
        self.fullscreen = self.shown.set_fullscreen(on, self.windowed)
        self.screen = self.shown.surface()
        self.app.resize(self.screen.get_size())

    def due(self) -> float | None:
        """When the app next needs a frame without input (see :mod:`.pacing`): the screen on
        top's answer, the music's fade, the fade between screens, a just opened table."""
        app = self.app
        if self.fade.fading or app.settle_due or app.frames_on_trial > 0:
            return NOW
        with wearing(app.look):  # what moves by itself depends on reduced motion
            dues = [due for due in (app.stack.frame_due(), app.music.due()) if due is not None]
        return min(dues, default=None)

    def frame(self) -> None:
        """One frame, once one is due (input, or something moving or falling due): events,
        update and drawing (guarded: an error shows the error screen, except in a demo, which
        must fail loudly), then the script's look at it."""
        app, script = self.app, self.script
        with wearing(app.look):  # what the screens answer about motion, and an error's screen
            events = self.pacer.events(self.due, script.fast(app))
            frame_start = time.perf_counter()
            if self.options.demo:
                self.step(events)
            elif not app.guarded(lambda: self.step(events)):
                app.draw(self.screen)
        self.shown.present()
        startup_probe.first_frame()
        now = time.perf_counter()
        script.after_frame(app, self.screen, (now - frame_start) * 1000)
        self.slow.note((now - frame_start) * 1000, type(app.stack.top).__name__, now)

    def step(self, events: list[pygame.event.Event]) -> None:
        app = self.app
        dt = self.pacer.step(self.script.fast(app))
        for raw in events:
            translated = self.pads.handle(raw)  # a pad's buttons become the keyboard's keys
            for event in [raw] if translated is None else translated:
                self.dispatch(event)
        app.update(dt)
        with wearing(app.look):  # the look as the events and the update left it
            self.fade.before_draw(app.stack.top, self.screen, app.stack.scenes[:-1])
            app.stack.draw(self.screen)
            self.fade.after_draw(self.screen, dt)
            self.pads.draw_prompts(self.screen)

    def dispatch(self, event: pygame.event.Event) -> None:
        app = self.app
        event = self.shown.translate(event)  # mouse positions in drawable pixels from here on
        if event.type == pygame.QUIT:
            app.request_quit()
        elif event.type == (pygame.VIDEORESIZE if self.shown.window is None
                            else pygame.WINDOWSIZECHANGED):  # the renderer's window: any change
            self.screen = self.shown.resized()
            app.resize(self.screen.get_size())
            if not self.fullscreen:
                self.windowed = self.shown.window_size()
        elif is_fullscreen_key(event):
            if app.on_fullscreen is not None:
                app.toggle_fullscreen()
        else:
            app.process_event(event)

    def close(self) -> None:
        """Close the app, the pads and the window; the player's own run remembers where the
        window was left (its windowed size and place) for the next start."""
        self.slow.flush(time.perf_counter())
        self.app.close()
        self.pads.close()
        if self.options.settings is not None and not self.options.scripted:
            store_settings(remembered(self.app.settings, self.windowed,
                                      self.place if self.fullscreen
                                      else geometry_now(self.shown.window)))
        self.shown.close()
        pygame.display.quit()


def demo_summary(state: GameState) -> str:
    """One line for the terminal after a demo game: who won, and everyone's score."""
    names = state.config.seat_names
    scores = ", ".join(f"{names[seat]} {score}" for seat, score in enumerate(state.scores))
    winner = names[state.winner] if state.winner is not None else "nobody"
    return (f"Game over after {state.rounds} rounds (seed {state.config.seed}): "
            f"{winner} wins. Scores: {scores}.")


def headless() -> None:
    """Use SDL's dummy drivers (tests, benches, CI)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


__all__ = ["DEFAULT_SIZE", "RunOptions", "Script", "Session", "SlowFrames", "demo_summary",
           "headless", "run"]
