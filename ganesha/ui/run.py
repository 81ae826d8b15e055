"""The main loop: one window, one scene stack, ``process_event → update → draw`` every frame.

Also the scripted modes the tests and screenshots rely on: ``demo`` (every seat an AI, exit when
the results are shown), ``speed`` and ``screenshots`` (a PNG at the start of every turn and of
the results). Headless runs use ``SDL_VIDEODRIVER=dummy``.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from ..engine import GameConfig, new_game
from .controller import TableController
from .scenes.base import SceneStack
from .scenes.results import ResultsScene
from .scenes.table import TableScene

DEFAULT_SIZE = (1280, 800)


@dataclass
class RunOptions:
    config: GameConfig
    seats: list[str]
    speed: str = "1"
    demo: bool = False
    screenshots: Path | None = None
    size: tuple[int, int] = DEFAULT_SIZE
    max_seconds: float | None = None
    think_ms: int | None = None
    ai_seed: int = 0
    frame_times: list[float] = field(default_factory=list)
    thinking: list[bool] = field(default_factory=list)  # per frame: was an AI thinking?
    max_frames: int | None = None
    menus: bool = False  # the title screen first (a player's start), settings from the file
    settings: Any = None  # ganesha.settings.Settings for the menus
    notices: list[str] = field(default_factory=list)  # e.g. "your settings file was damaged"


def open_window(size: tuple[int, int]) -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_caption("Ganesha")
    try:
        from ..resources import AssetError, asset_path
        pygame.display.set_icon(pygame.image.load(str(asset_path("icon", "ganesha.png"))))
    except (AssetError, pygame.error):
        pass  # the window works without its icon
    flags = pygame.RESIZABLE
    return pygame.display.set_mode(size, flags)


def build_table(options: RunOptions, size: tuple[int, int]) -> tuple[SceneStack, TableScene]:
    state = new_game(options.config)
    controller = TableController(state, options.seats, ai_seed=options.ai_seed,
                                 think_ms=options.think_ms)
    stack = SceneStack()
    table = TableScene(controller, size, options.speed)
    stack.push(table)
    return stack, table


def run(options: RunOptions) -> int:
    """Play until the window closes (or, in demo mode, until the results are shown)."""
    screen = open_window(options.size)
    if options.menus:
        from ..settings import Settings
        from .menu_app import run_menus

        try:
            return run_menus(screen.get_size(), options.settings or Settings(), options.notices,
                             options.think_ms)
        finally:
            pygame.display.quit()
    # Show something at once: building and painting the table takes a moment.
    from .theme import palette_for
    screen.fill(palette_for(options.config.side).background_bottom)
    pygame.display.flip()
    stack, table = build_table(options, screen.get_size())
    from .. import crash
    crash.set_context(seed=options.config.seed, seats=options.seats,
                      game=lambda: table.controller.state.to_json())
    shots = options.screenshots
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
    clock = pygame.time.Clock()
    fast = table.speed.instant
    last_marker = None
    results_frames = 0
    started = time.perf_counter()
    shot_index = 0
    try:
        while not stack.quit_requested:
            frame_start = time.perf_counter()
            for event in pygame.event.get():
                if event.type == pygame.QUIT:
                    stack.quit(0)
                elif event.type == pygame.VIDEORESIZE:
                    screen = pygame.display.get_surface()
                    stack.resize(screen.get_size())
                else:
                    stack.process_event(event)
            dt = min(0.1, clock.get_time() / 1000) if not fast else 1 / 60
            stack.update(dt)
            stack.draw(screen)
            pygame.display.flip()
            options.frame_times.append((time.perf_counter() - frame_start) * 1000)
            options.thinking.append(table.controller.thinking_for > 0)
            if options.max_frames is not None and len(options.frame_times) >= options.max_frames:
                stack.quit(0)
            state = table.state
            top = stack.top
            if shots is not None and top is table:
                marker = (state.round, state.turn_player, state.final_stage, state.is_over)
                if marker != last_marker and not state.is_over:
                    table.hold_ai = True  # the AI waits until this turn's picture is taken
                    if table.calm or fast:
                        last_marker = marker
                        shot_index += 1
                        pygame.image.save(screen, str(shots / f"turn-{shot_index:03d}-r"
                                                               f"{state.round:02d}-p"
                                                               f"{state.turn_player + 1}.png"))
                        table.hold_ai = False
            if isinstance(top, ResultsScene):
                results_frames += 1
                if results_frames == 2 and shots is not None:
                    pygame.image.save(screen, str(shots / "results.png"))
                if options.demo and (results_frames > (2 if fast else 150)):
                    stack.quit(0)
            if options.max_seconds is not None and time.perf_counter() - started > options.max_seconds:
                raise TimeoutError(f"the game did not finish within {options.max_seconds} s")
            clock.tick(0 if fast else 60)
    finally:
        code = stack.exit_code
        stack.close()
        pygame.display.quit()
    if options.demo and table.state.is_over:
        print(demo_summary(table.state))
    return code


def demo_summary(state) -> str:
    """One line for the terminal after a demo game: who won, and everyone's score."""
    names = state.config.seat_names
    scores = ", ".join(f"{names[seat]} {score}" for seat, score in enumerate(state.scores))
    return (f"Game over after {state.rounds} rounds (seed {state.config.seed}): "
            f"{names[state.winner]} wins. Scores: {scores}.")


def headless() -> None:
    """Use SDL's dummy drivers (tests, benches, CI)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
