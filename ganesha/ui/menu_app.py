"""The game as a player starts it: the title screen, games started or continued from it, autosave,
sound effects, the pause overlay and settings applied while playing.

:class:`MenuApp` owns one scene stack; the main loop (:mod:`ganesha.ui.run`) feeds it events and
frames exactly as it feeds the bare table in the scripted modes (``--demo``, ``--seats`` …), which
skip the menus. The game is saved after every action (atomic write, see :mod:`ganesha.saves`) —
written once per frame at most, so an AI playing many moves in one frame costs one write — and
Continue rebuilds the exact state from the save, AI seats included.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from .. import i18n, saves, userdirs
from ..engine import GameState, new_game
from ..settings import Settings
from ..vocabulary import speed_named
from .controller import TableController
from .scenes.base import SceneStack
from .scenes.menus import GameSetup, MenuHost
from .scenes.table import TableScene
from .sound import SoundBoard, sounds_for


def apply_colour_blind(settings: Settings) -> None:
    """Letters on the gems when the colour-blind setting is on, in the player's language."""
    from .gems import set_colour_blind

    set_colour_blind(i18n.colour_letters() if settings.colour_blind else None)


def has_last_game() -> bool:
    return (userdirs.data_dir(create=False) / saves.LAST).exists()


# The settings' animation speeds as the table's speed names.
TABLE_SPEEDS = {"slow": "0.5", "normal": "1", "fast": "2", "instant": "max"}


class MenuApp:
    def __init__(self, size: tuple[int, int], settings: Settings, notices: list[str] | None = None,
                 think_ms: int | None = None, sounds: SoundBoard | None = None,
                 on_fullscreen: Callable[[bool], None] | None = None) -> None:
        i18n.set_language(settings.language)
        self.stack = SceneStack()
        self.sounds = sounds or SoundBoard()
        self.sounds.apply(settings)
        self.think_ms = think_ms
        self.on_fullscreen = on_fullscreen
        self.fullscreen = settings.fullscreen
        self.language = settings.language
        self.colour_blind = settings.colour_blind
        apply_colour_blind(settings)
        self.host = MenuHost(self.stack, size, settings, on_start=self.start,
                             on_continue=self.continue_game, on_save_and_quit=self.save_and_quit,
                             on_settings=self.apply_settings, has_saved_game=saves.has_current,
                             has_last_game=has_last_game, on_watch_last=self.watch_last,
                             notices=list(notices or []))
        self.table: TableScene | None = None
        self.seats: tuple[str, ...] = ()
        self.pawns: tuple[str, ...] | None = None
        self._saved_length = -1
        self.dirty = False
        self.save_failed = False
        self.closing = False
        self._before: tuple[int, tuple[int, ...]] | None = None
        self._failures: list[float] = []
        self.host.show_title()

    # --- starting and leaving games ----------------------------------------------------------------
    def start(self, setup: GameSetup) -> None:
        self.play(new_game(setup.config), setup.seats, setup.pawns)

    def continue_game(self) -> None:
        saved, notice = saves.load_current()
        if saved is None:
            if notice:
                self.host.notices.append(notice)
            self.host.show_title()
            return
        self.play(saved.state, saved.seats, saved.pawns)

    def watch_last(self) -> None:
        """Replay the last finished game step by step."""
        from .scenes.replay import ReplayScene

        saved, notice = saves.load_last()
        if saved is None:
            if notice:
                self.host.notices.append(notice)
            self.host.show_title()
            return
        self.stack.close()
        self.stack.push(ReplayScene(self.host, saved, self.host.size))

    def play(self, state: GameState, seats: tuple[str, ...],
             pawns: tuple[str, ...] | None = None) -> None:
        controller = TableController(state, list(seats), ai_seed=state.config.seed,
                                     think_ms=self.think_ms, pawns=pawns)
        speed = TABLE_SPEEDS.get(self.host.settings.animation_speed, "1")
        table = TableScene(controller, self.host.size, speed)
        controller.listeners.append(self._on_action)
        self.stack.close()
        self.stack.push(table)
        self.table = table
        from .. import crash

        crash.set_context(seed=state.config.seed, seats=list(seats),
                          game=lambda: controller.state.to_json())
        self.seats = tuple(seats)
        self.pawns = tuple(pawns) if pawns else None
        self.dirty = True  # a new game is saved at once, so Continue finds it

    def save_and_quit(self) -> None:
        self.flush()
        self.table = None
        self.host.show_title()

    # --- per action and per frame ------------------------------------------------------------------
    def _on_action(self, action, context: dict) -> None:
        state = self.table.state if self.table is not None else None
        if state is None:
            return
        if not context.get("after"):
            self._before = (state.round, tuple(state.scores))
            return
        self.dirty = True
        if self._before is not None:
            for name in sounds_for(action, self._before[0], self._before[1], state):
                self.sounds.play(name)
        self._before = None

    def flush(self) -> None:
        """Write the autosave if anything happened since the last write."""
        if self.table is None:
            return
        length = len(self.table.state.history)  # an undo shortens it without an action
        if not self.dirty and length == self._saved_length:
            return
        self.dirty = False
        self._saved_length = length
        try:
            saves.save_current(saves.SavedGame(self.table.state, self.seats, self.pawns))
        except OSError as exc:
            if not self.save_failed:
                self.save_failed = True
                self.table.say(i18n.translate("The game could not be saved: {error}",
                                              error=exc.strerror or str(exc)))

    def process_event(self, event: pygame.event.Event) -> None:
        table = self.table
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and table is not None
                and self.stack.top is table and table.idle):
            self.host.pause()
            return
        self.stack.process_event(event)

    def update(self, dt: float) -> None:
        self.stack.update(dt)
        self.flush()
        if self.stack.quit_requested and not self.closing and self.table is not None \
                and self.stack.top is not self.table:
            # "Quit" on the results screen leads back to the title, not out of the game
            self.stack.quit_requested = False
            self.table = None
            self.host.show_title()

    def guarded(self, step: Callable[[], None]) -> bool:
        """Run one frame's work; an unexpected error goes to :meth:`recover` (returns False)."""
        try:
            step()
        except Exception as exc:
            self.recover(exc)
            return False
        return True

    def recover(self, exc: Exception) -> None:
        """An unexpected error inside a scene: write the crash report, drop the game without
        saving its possibly half-changed state (the autosave holds the last good one), and show
        the error screen. Repeated failures within a few seconds mean the menus themselves are
        broken: then the error goes on to the crash guard, which reports it and closes."""
        from .. import crash

        now = time.monotonic()
        self._failures = [t for t in self._failures if now - t < 10] + [now]
        if len(self._failures) > 3:
            raise exc
        report = crash.write_report(exc)
        if self.table is not None:
            try:
                self.table.controller.close()
            except Exception:
                pass
        self.table = None
        self.dirty = False
        self.host.show_error(report, saves.has_current())

    def request_quit(self) -> None:
        """The window is being closed: leave for good (the game is already saved)."""
        self.closing = True
        self.stack.quit(0)

    def resize(self, size: tuple[int, int]) -> None:
        self.host.resize(size)
        self.stack.resize(size)

    # --- settings while playing --------------------------------------------------------------------
    def apply_settings(self, settings: Settings) -> None:
        self.sounds.apply(settings)
        repaint = (settings.language, settings.colour_blind) != (self.language, self.colour_blind)
        apply_colour_blind(settings)
        if self.table is not None and repaint:
            self.table.resize(self.host.size)  # repaint what is baked into the background
        self.language = settings.language
        self.colour_blind = settings.colour_blind
        if self.table is not None:
            self.table.set_speed(speed_named(settings.animation_speed))
        if self.on_fullscreen is not None and settings.fullscreen != self.fullscreen:
            self.on_fullscreen(settings.fullscreen)
        self.fullscreen = settings.fullscreen

    def close(self) -> None:
        self.flush()
        self.stack.close()
        from .gems import set_colour_blind

        set_colour_blind(None)


def run_menus(size: tuple[int, int], settings: Settings, notices: list[str] | None = None,
              think_ms: int | None = None) -> int:
    """The main loop with the title screen first (``ganesha`` without game options)."""
    from .. import startup_probe

    flags = pygame.RESIZABLE
    screen = pygame.display.get_surface() or pygame.display.set_mode(size, flags)
    windowed = screen.get_size()

    def set_fullscreen(on: bool) -> None:
        nonlocal screen
        try:
            screen = (pygame.display.set_mode((0, 0), pygame.FULLSCREEN) if on
                      else pygame.display.set_mode(windowed, flags))
        except pygame.error:
            screen = pygame.display.set_mode(windowed, flags)
        app.resize(screen.get_size())

    app = MenuApp(screen.get_size(), settings, notices, think_ms=think_ms,
                  on_fullscreen=set_fullscreen)
    if settings.fullscreen:
        set_fullscreen(True)
    pygame.key.start_text_input()
    clock = pygame.time.Clock()
    try:
        def step() -> None:
            nonlocal screen
            for event in pygame.event.get():
                if event.type == pygame.QUIT:
                    app.request_quit()
                elif event.type == pygame.VIDEORESIZE:
                    screen = pygame.display.get_surface()
                    app.resize(screen.get_size())
                else:
                    app.process_event(event)
            app.update(min(0.1, clock.get_time() / 1000))
            app.stack.draw(screen)

        while not app.stack.quit_requested:
            if not app.guarded(step):
                app.stack.draw(screen)
            pygame.display.flip()
            startup_probe.first_frame()
            clock.tick(60)
    finally:
        app.close()
    return app.stack.exit_code
