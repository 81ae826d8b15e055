"""The game as a player runs it, however it was started: the title screen, games started or
continued from it or from the command line, autosave, sound effects and music (the M key mutes
both), the pause overlay, settings applied while playing and the error screen.

:class:`MenuApp` owns the one scene stack and is the menu screens' host itself (the
:class:`~ganesha.ui.menus.host.Host` protocol); the one main loop (:mod:`ganesha.ui.shell.loop`)
feeds it events and frames. A command-line game is the same app with the title skipped
(:meth:`MenuApp.start_match`). The game is saved after every action (atomic write, see
:mod:`ganesha.store.saves`) — written once per frame at most, so an AI playing many moves in one
frame costs one write — and Continue rebuilds the exact state from the save, AI seats included.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import time
from collections.abc import Callable
from dataclasses import replace

import pygame

from ganesha.data import i18n
from ganesha.data.look import wearing
from ganesha.data.match import Match
from ganesha.data.vocabulary import Speed, speed_named
from ganesha.engine import Action, GameState, new_game
from ganesha.store import crash, finish, last_setup, saves
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.confirm import ConfirmScene
from ganesha.ui.menus.new_game import new_seed
from ganesha.ui.menus.results import ResultsScene, results_of
from ganesha.ui.menus.settings import SettingsScene
from ganesha.ui.shell import collector
from ganesha.ui.shell.lesson_start import open_lesson_table
from ganesha.ui.shell.saved_games import TRIAL_FRAMES, SavedGames
from ganesha.ui.sound.effects import SoundBoard
from ganesha.ui.sound.music import MusicPlayer, is_mute_key
from ganesha.ui.sound.table_sounds import TableSounds
from ganesha.ui.table.scene import TableScene, open_table

_log = logging.getLogger(__name__)


class MenuApp(SavedGames):
    """The app, and the menu screens' :class:`~ganesha.ui.menus.host.Host` (the screens and the
    settings from :class:`MenuScreens`, the game here). ``autosave=False`` (a ``--demo``) plays
    without touching the saved game."""

    #: What a table's first frame does with the cycle collector (:mod:`.collector`); a host
    #: that is not the game (a test process holding a whole suite) may choose its own.
    settle: Callable[[], None] = staticmethod(collector.settle)

    def __init__(self, size: tuple[int, int], settings: Settings, notices: list[str] | None = None,
                 think_ms: int | None = None, sounds: SoundBoard | None = None,
                 on_fullscreen: Callable[[bool], None] | None = None,
                 autosave: bool = True, music: MusicPlayer | None = None) -> None:
        # its notices and the title screen are worded and laid out in the player's look
        with wearing(settings.look()):
            remembered, notice = last_setup.load_setup() if autosave else (None, None)
            super().__init__(SceneStack(), size, settings, remembered,
                             [*(notices or []), *([notice] if notice else [])])
            self.sounds = sounds or SoundBoard()
            self.sounds.apply(settings)
            self.music = music or MusicPlayer()
            self.music.apply(settings)
            self.table_sounds: TableSounds | None = None  # the effects of the table shown
            self.think_ms = think_ms
            self.on_fullscreen = on_fullscreen
            self.autosave = autosave
            self.applied = settings  # what the table and the sound board were last told
            # Why games cannot be kept here (a read-only home, another copy holding it), known at
            # start: the start's notice said it once, so the autosave does not try and fail again.
            self.cannot_keep = saves.can_keep() if autosave else None
            self.said_unkept = False
            self.table: TableScene | None = None
            self.finish_words: list[str] = []
            self.match: Match | None = None
            self.speed: Speed | None = None  # the command line's --speed, until the settings change
            self._saved_length = -1
            self._saved_hints = 0  # the hint count the last autosave holds
            self.dirty = False
            self.save_failed = False
            self.closing = False
            self._failures: list[float] = []
            # A game loaded from a file ("current" or "last") is on trial for its first frames:
            # if building or drawing it fails then, the file is kept aside instead of failing in
            # a loop.
            self.opened_from: str | None = None
            self.frames_on_trial = 0
            self.settle_due = False  # a table just opened: collect and freeze at its first frame
            self.show_title()

    # --- starting and leaving games -----------------------------------------------------------
    def begin(self, match: Match) -> None:
        """A new game of ``match`` (from New game or the command line). An unfinished saved game
        is only replaced after the player agrees, and even then kept as the "Earlier game"."""
        self.opened_from = None
        if self.autosave and self.cannot_keep is None and saves.has_current():
            self.stack.push(ConfirmScene(
                self, self.size,
                i18n.translate("Abandon the saved game? It will be kept under \"Earlier game\" "
                               "on the title screen, so you can still go back to it."),
                i18n.translate("Start the new game"), i18n.translate("Keep the saved game"),
                on_yes=lambda: self.replace_saved(match), on_no=self.leave_table))
            return
        self.play(match)
        if self.autosave and self.cannot_keep is not None and not self.said_unkept \
                and self.table is not None:
            self.said_unkept = True  # nothing to ask: the saved game cannot be replaced anyway
            self.table.say(i18n.translate("This game will not be kept, and your saved game "
                                          "stays as it is: {reason}", reason=self.cannot_keep))

    def start(self, match: Match) -> None:
        """Start game on the New game screen: its choices are remembered for the next time."""
        self.last_setup = last_setup.from_match(match)
        if self.autosave:
            last_setup.store_setup(self.last_setup)
        self.begin(match)

    def start_match(self, match: Match, speed: Speed | None = None) -> None:
        """The command line's game: the title stays underneath, so leaving the game or its
        results leads there as from any other game; ``speed`` overrides the settings' one."""
        self.speed = speed
        with wearing(self.look):  # called before the first frame: the table opens in the look
            self.begin(match)

    def play(self, match: Match, state: GameState | None = None) -> None:
        """Open the table on ``state`` (a fresh game of ``match`` when None). A saved game
        (Continue, Earlier game) gets back the Undo its people had when they left: the moves
        of the turn under way up to the engine's undo boundary, never past a bag draw."""
        resumed = state is not None
        state = state if state is not None else new_game(match.config)
        speed = self.speed or speed_named(self.settings.animation_speed)
        crash.set_game_context(seed=state.config.seed, seats=list(match.seats),
                               game=state.to_json,
                               save_file=saves.current_path() if self.opened_from else None)
        table = open_table(match, state, self.size, speed, self.think_ms,
                           ai_processes=self.ai_in_process)
        controller = table.controller
        if resumed:
            controller.recall_undo()
        controller.listeners.append(self._on_action)
        table.speed_chosen = self.choose_speed
        self.table_sounds = TableSounds(self.sounds, table)
        self.sounds.preload()  # decoded off the frame loop before the first move's sounds
        table.leave = self.after_results
        table.results = self.results_of
        self.finish_words = []  # what finishing this game could not keep
        self.stack.close()
        self.stack.push(table)
        self.table = table
        self.match = match
        crash.set_context(seed=state.config.seed, seats=list(match.seats),
                          game=lambda: controller.state.to_json())
        self.dirty = True  # a new game is saved at once, so Continue finds it
        self.frames_on_trial = TRIAL_FRAMES if self.opened_from else 0
        self.settle_due = True

    def start_lesson(self) -> None:
        """Learn to play, saved in its own file (no ``match``: :meth:`flush` leaves it alone)."""
        table = open_lesson_table(self.size, speed_named(self.settings.animation_speed),
                                  self.think_ms, self.autosave, self.after_results)
        table.controller.listeners.append(self._on_action)
        table.speed_chosen = self.choose_speed
        self.table_sounds = TableSounds(self.sounds, table)
        self.stack.close()
        self.stack.push(table)
        self.table, self.match, self.opened_from = table, None, None
        self.settle_due = True

    def after_results(self, where: str) -> None:
        """The results screen's ways on: "rematch" (the same seats and options, a new seed),
        "new_game" (the New game screen), "review" (the game review, over the results: its Back
        returns to them) or "menu" (the title).

        A rematch is a new game, so its spice tokens are the setting's ("Spice tokens in new
        games") as it is now: a player who turned them off during the game gets the rematch
        without them, and a command line's ``--no-spices`` held for its own game only."""
        match = self.match
        if where == "review" and self.table is not None and match is not None:
            self.review_game(saves.SavedGame(self.table.state, match.seats, match.pawns or None))
            return
        self.leave_table()
        if where == "rematch" and match is not None:
            config = dataclasses.replace(match.config, seed=new_seed(),
                                         spices=self.settings.spices)
            self.opened_from = None
            self.play(Match(config, match.seats, match.pawns))
            return
        self.show_title()
        if where == "new_game":
            self.new_game()

    def save_and_quit(self) -> None:
        self.flush()
        self.leave_table()
        self.show_title()

    def table_in_view(self) -> TableScene | None:
        """The game's table when it is the screen shown (overlays such as the pause may cover
        it); None while another screen stands over it (the results, the game review)."""
        for scene in reversed(self.stack.scenes):
            if scene is self.table:
                return self.table
            if not scene.overlay:
                return None
        return None

    def leave_table(self) -> None:
        self.table = None
        self.table_sounds = None
        self.match = None
        self.speed = None

    # --- per action and per frame -------------------------------------------------------------
    def _on_action(self, action: Action, context: dict) -> None:
        if context.get("after") and self.table is not None:
            self.dirty = True

    def flush(self) -> None:
        """Write the autosave if anything happened since the last write."""
        if self.table is None or self.match is None or not self.autosave:
            return
        length = len(self.table.state.history)  # an undo shortens it without an action
        hints = self.table.hint.used  # a hint asked is saved too, though no move followed
        if not self.dirty and length == self._saved_length and hints == self._saved_hints:
            return
        self.dirty = False
        self._saved_length, self._saved_hints = length, hints
        if self.cannot_keep is not None:
            return  # said once at the start
        saved = saves.SavedGame(self.table.state, self.match.seats, self.match.pawns or None,
                                hints)
        if saved.state.is_over:
            self.finish(saved)
            return
        try:
            saves.save_current(saved)
        except OSError as exc:
            if not self.save_failed:
                self.save_failed = True
                self.table.say(i18n.translate("The game could not be saved: {error}",
                                              error=exc.strerror or str(exc)))

    def finish(self, saved: saves.SavedGame) -> None:
        """The game is over: its result, Last game and Continue in one recoverable step
        (:func:`ganesha.store.finish.finish_game`); the table says what could not be kept."""
        done = finish.finish_game(saved)
        if done.notice:
            self.notices.append(done.notice)
        words = done.words()
        if words and self.table is not None:
            _log.warning("finishing the game: %s", words)
            self.finish_words.append(words)  # for the results, which open by themselves
            self.table.say(words)
            if isinstance(self.stack.top, ResultsScene):
                self.stack.top.say(words)

    def results_of(self, table: TableScene) -> ResultsScene:
        """The results of ``table``'s game, saying what finishing it could not keep."""
        screen = results_of(table, self.review_runs)
        for words in self.finish_words:
            screen.say(words)
        return screen

    def process_event(self, event: pygame.event.Event) -> None:
        """Esc at a quiet table pauses; Pause (the key, or a pad's Start) pauses the table even
        with a piece in hand, and elsewhere means Esc (so Start also resumes from the pause).
        Each event is handled in the app's look (a settings change shows from the next one on)."""
        with wearing(self.look):
            self._handle(event)

    def _handle(self, event: pygame.event.Event) -> None:
        table = self.table
        at_table = table is not None and self.stack.top is table
        if is_mute_key(event, self.stack.top):
            self.toggle_sound()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_PAUSE:
            if at_table:
                self.pause()
                return
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                       unicode="\x1b", scancode=0)
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and at_table
                and table is not None and table.idle):
            self.pause()
            return
        self.stack.process_event(event)

    def update(self, dt: float) -> None:
        """One frame's update of every screen, the sounds and the autosave, in the app's look."""
        with wearing(self.look):
            self._update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The screens on ``surface``, in the app's look (a change made this frame shows)."""
        with wearing(self.look):
            self.stack.draw(surface)

    def _update(self, dt: float) -> None:
        self.stack.update(dt)
        if self.table_sounds is not None:
            self.table_sounds.update()
        self.music.follow(self.table_in_view(), self.stack.top)
        self.music.update(dt)
        if self.settle_due:  # the table's first frame, slow anyway: the last game's leftovers
            self.settle_due = False  # (the music let go of its table just now), not mid-play
            self.settle()
        self.flush()
        if self.stack.quit_requested and not self.closing and self.table is not None \
                and self.stack.top is not self.table:
            # "Quit" on the results screen leads back to the title, not out of the game
            self.stack.quit_requested = False
            self.leave_table()
            self.show_title()

    def guarded(self, step: Callable[[], None]) -> bool:
        """Run one frame's work; an unexpected error goes to :meth:`recover` (returns False)."""
        try:
            step()
        except Exception as exc:
            if self.frames_on_trial > 0 and self.opened_from is not None:
                self.set_aside_opened_file(exc)  # the loaded file itself breaks the screen
            else:
                self.recover(exc)
            return False
        if self.frames_on_trial > 0:
            self.frames_on_trial -= 1
            if self.frames_on_trial == 0:
                self.opened_from = None  # the file has shown itself sound
        return True

    def recover(self, exc: Exception) -> None:
        """An unexpected error inside a scene: write the crash report, drop the game without
        saving its possibly half-changed state (the autosave holds the last good one), and show
        the error screen. Repeated failures within a few seconds mean the menus themselves are
        broken: then the error goes on to the crash guard, which reports it and closes."""
        now = time.monotonic()
        self._failures = [t for t in self._failures if now - t < 10] + [now]
        if len(self._failures) > 3:
            raise exc
        report = crash.write_report(exc)
        if self.table is not None:
            with contextlib.suppress(Exception):
                self.table.controller.close()
        self.leave_table()
        self.dirty = False
        self.show_error(report, saves.has_current())

    def request_quit(self) -> None:
        """The window is being closed: leave for good (the game is already saved)."""
        self.closing = True
        self.stack.quit(0)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        with wearing(self.look):  # every open screen is laid out again
            self.stack.resize(size)

    # --- settings while playing ---------------------------------------------------------------
    def apply_settings(self, settings: Settings) -> None:
        old, self.applied = self.applied, settings
        self.sounds.apply(settings)
        self.music.apply(settings)
        if self.table is not None:
            if (settings.language, settings.colour_blind) != (old.language, old.colour_blind):
                self.table.resize(self.size)  # repaint what is baked into the background
            if settings.animation_speed != old.animation_speed:
                self.speed = None  # the player's new choice wins over the command line's
                self.table.set_speed(speed_named(settings.animation_speed))
        if self.on_fullscreen is not None and settings.fullscreen != old.fullscreen:
            self.on_fullscreen(settings.fullscreen)

    def choose_speed(self, speed: Speed) -> None:
        """The speed picked at the table (its button, + / -): the animation speed setting, kept
        and shown by Settings like a change made there, so the next game starts at it too."""
        self.update_settings(replace(self.settings, animation_speed=speed.key))

    def toggle_sound(self) -> None:
        """M on any screen: all sound off or back on, remembered like the Settings switch (an
        open Settings screen shows the change)."""
        settings = self.settings
        self.update_settings(replace(settings, sound=not settings.sound))
        if isinstance(self.stack.top, SettingsScene):
            self.stack.top.rebuild()

    def toggle_fullscreen(self) -> None:
        """F11 / Alt+Enter on any screen: the same as the Settings screen's switch, so the choice
        is shown there and remembered."""
        settings = self.settings
        self.update_settings(replace(settings, fullscreen=not settings.fullscreen))

    def close(self) -> None:
        self.flush()
        self.music.close()
        self.stack.close()


__all__ = ["MenuApp"]
