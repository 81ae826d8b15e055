"""The one main loop: one window, one :class:`~ganesha.ui.shell.menu_app.MenuApp`, ``process_event →
update → draw`` every frame, however the game was started.

A plain ``ganesha`` opens the title; a game from the command line is the same app with the title
skipped (:class:`RunOptions.match`). The scripted extras the tests, the benchmark and the
screenshots rely on ride along without a loop of their own (:class:`Script`): ``demo`` (exit when
the results are shown, no autosave, an error fails the run), ``screenshots`` (a PNG at the start
of every turn and of the results), ``max_frames``, ``max_seconds`` and per-frame timings.
Headless runs use ``SDL_VIDEODRIVER=dummy``.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from ganesha.data.match import Match
from ganesha.data.vocabulary import Speed
from ganesha.engine import GameState
from ganesha.store.settings import Settings, store_settings
from ganesha.ui.kit.grid import DESIGN_H, DESIGN_W
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.shell import startup_probe
from ganesha.ui.shell.gamepad import Gamepads
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.shell.present import open_presentation
from ganesha.ui.shell.transition import CrossFade
from ganesha.ui.shell.window import geometry_now, is_fullscreen_key, remembered
from ganesha.ui.table.scene import TableScene

DEFAULT_SIZE = (DESIGN_W, DESIGN_H)  # the window opens at the design size


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
        options.thinking.append(table is not None and table.controller.thinking_for > 0)
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
    size = DEFAULT_SIZE if options.size is None and options.scripted else options.size
    shown = open_presentation(size, settings)  # a scripted run keeps to the design size
    screen = shown.surface()  # drawable pixels, whichever way it is shown (ui/present.py)
    windowed = shown.window_size()  # points: what the settings remember
    fullscreen = False

    def set_fullscreen(on: bool) -> None:
        nonlocal screen, fullscreen
        if on and not fullscreen:
            remember_place()
        fullscreen = shown.set_fullscreen(on, windowed)
        screen = shown.surface()
        app.resize(screen.get_size())

    place = None

    def remember_place() -> None:
        nonlocal place
        place = geometry_now(shown.window)

    app = MenuApp(screen.get_size(), settings, options.notices, think_ms=options.think_ms,
                  on_fullscreen=None if options.scripted else set_fullscreen,
                  autosave=not options.demo)
    script = Script(options)
    fade = CrossFade(enabled=not options.scripted)  # pictures of a scripted run show no fade
    pads = Gamepads()
    try:
        if settings.fullscreen and not options.scripted:
            set_fullscreen(True)
        if options.match is not None:
            app.start_match(options.match, options.speed)
        pygame.key.start_text_input()
        clock = pygame.time.Clock()

        def step() -> None:
            for raw in pygame.event.get():
                translated = pads.handle(raw)  # a pad's buttons become the keyboard's keys
                for event in [raw] if translated is None else translated:
                    dispatch(event)
            dt = 1 / 60 if script.fast(app) else min(0.1, clock.get_time() / 1000)
            app.update(dt)
            fade.before_draw(app.stack.top, screen)
            app.stack.draw(screen)
            fade.after_draw(screen, dt)
            pads.draw_prompts(screen)

        def dispatch(event: pygame.event.Event) -> None:
            nonlocal screen, windowed
            event = shown.translate(event)  # mouse positions in drawable pixels from here on
            if event.type == pygame.QUIT:
                app.request_quit()
            elif event.type == (pygame.VIDEORESIZE if shown.window is None
                                else pygame.WINDOWSIZECHANGED):  # the renderer's window: any change
                screen = shown.resized()
                app.resize(screen.get_size())
                if not fullscreen:
                    windowed = shown.window_size()
            elif is_fullscreen_key(event):
                if app.on_fullscreen is not None:
                    app.toggle_fullscreen()
            else:
                app.process_event(event)

        while not app.stack.quit_requested:
            frame_start = time.perf_counter()
            if options.demo:
                step()  # a scripted game must fail loudly, not wait on the error screen
            elif not app.guarded(step):
                app.stack.draw(screen)
            shown.present()
            startup_probe.first_frame()
            script.after_frame(app, screen, (time.perf_counter() - frame_start) * 1000)
            clock.tick(0 if script.fast(app) else 60)
    finally:
        app.close()
        pads.close()
        if options.settings is not None and not options.scripted:
            # the player's own run: open where the window was left (the windowed size and place)
            store_settings(remembered(app.host.settings, windowed,
                                      place if fullscreen else geometry_now(shown.window)))
        shown.close()
        pygame.display.quit()
    if script.finished is not None:
        print(demo_summary(script.finished))
    return app.stack.exit_code


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


__all__ = ["DEFAULT_SIZE", "RunOptions", "Script", "demo_summary", "headless", "run"]
