"""The menus' side of the :class:`~ganesha.ui.menus.host.Host` (every role a screen may ask
for): moving between the screens, the settings they share and what the player's files hold.

Menu scenes never open files or start games themselves; they ask their host. :class:`MenuScreens`
is the part of every host that does not depend on the game: it builds each screen on the scene
stack, keeps, saves and applies the settings (holding the look they ask for, :attr:`look`, and
rebuilding every open screen in a new one so a change shows at once) and asks the store whether
there is a game to continue. The app (:class:`ganesha.ui.shell.menu_app.MenuApp`) inherits it and
adds the game; the tests' host adds recorders instead.
"""

from __future__ import annotations

from pathlib import Path

from ganesha.data.look import Look, wearing
from ganesha.data.vocabulary import speed_named
from ganesha.store import lesson_progress, play_history, puzzle_history, records, saves
from ganesha.store.last_setup import Setup
from ganesha.store.saves import SavedGame
from ganesha.store.settings import Settings, store_settings
from ganesha.ui.kit.scene import Scene, SceneStack
from ganesha.ui.menus.error import ErrorScene
from ganesha.ui.menus.host import Host
from ganesha.ui.menus.new_game import NewGameScene
from ganesha.ui.menus.pause import PauseScene
from ganesha.ui.menus.puzzles.screen import PuzzleScene
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.review.runs import ReviewRuns
from ganesha.ui.menus.review.screen import ReviewScene
from ganesha.ui.menus.rules import RulesScene
from ganesha.ui.menus.settings import SettingsScene
from ganesha.ui.menus.title import TitleScene


class MenuScreens(Host):
    """Builds the menu screens on :attr:`stack` at :attr:`size`, handing each itself for every
    role the screen asks for, and keeps the settings; a subclass supplies the game (starting,
    continuing, watching, the lesson)."""

    #: Where the puzzles' answers are judged: a worker process, off the frame loop's GIL; a
    #: host that is not the game (a test process) may judge in a thread instead.
    judge_in_process = True
    #: Where the tables' AI seats think: the worker process, likewise (:mod:`ganesha.ai.worker`).
    ai_in_process = True

    def __init__(self, stack: SceneStack, size: tuple[int, int], settings: Settings,
                 last_setup: Setup | None = None, notices: list[str] | None = None,
                 save_settings_file: bool = True) -> None:
        self.stack = stack
        self.size = size
        self.settings = settings
        self.look: Look = settings.look()  # what every screen is worn in (see update_settings)
        self.last_setup = last_setup  # the New game screen opens with these choices
        self.notices = notices if notices is not None else []  # shown once on the title screen
        self.save_settings_file = save_settings_file
        self.review_runs = ReviewRuns()  # shared by the results' rating and the review screen

    # --- what the player's files hold ------------------------------------------------------------
    def has_saved_game(self) -> bool:
        return saves.has_current()

    def has_last_game(self) -> bool:
        return saves.has_last()

    def has_recent_game(self) -> bool:
        return saves.has_recent()

    def has_records(self) -> bool:
        return records.has_records()

    def lesson_done(self) -> bool:
        """The lesson was played to its end."""
        return lesson_progress.finished()

    # --- navigation ----------------------------------------------------------------------------
    def show_title(self) -> None:
        self.stack.close()
        self.stack.push(TitleScene(self, self, self, self, self, self.size))

    def new_game(self) -> None:
        self.stack.push(NewGameScene(self, self, self, self.size))

    def open_settings(self, overlay: bool = False) -> None:
        self.stack.push(SettingsScene(self, self, self.size, overlay=overlay))

    def open_rules(self) -> None:
        self.stack.push(RulesScene(self, self.size))

    def open_records(self) -> None:
        data, notice = records.load()
        ratings, rated_notice = play_history.load_noticed()
        notice = " ".join(n for n in (notice, rated_notice) if n) or None
        puzzles, puzzle_notice = puzzle_history.load_noticed()
        notice = " ".join(n for n in (notice, puzzle_notice) if n) or None
        self.stack.push(RecordsScene(self, self, self, self.size, data, notice, ratings,
                                     training=self, puzzles=puzzles))

    def open_puzzles(self) -> None:
        """The puzzles, over the screen they were opened from (the title or Records)."""
        self.stack.push(PuzzleScene(self, self.size, speed_named(self.settings.animation_speed),
                                    notices=self.notices, processes=self.judge_in_process))

    def pause(self) -> None:
        self.stack.push(PauseScene(self, self, self.size))

    def show_error(self, report: Path | None, saved: bool) -> None:
        self.stack.close()
        self.stack.push(ErrorScene(self, self.size, report, saved))

    def review_game(self, saved: SavedGame) -> None:
        """The game review of a finished game, opened over the screen that shows the game (the
        results or a replay), which stays underneath: Back returns to it."""
        self.stack.push(ReviewScene(self, saved, self.size, runs=self.review_runs,
                                    notices=self.notices))

    def close_screen(self, scene: Scene) -> None:
        """Back from ``scene``: every screen is opened over the one it came from, so closing it
        shows that one again; the title if nothing is left underneath."""
        if self.stack.top is scene:
            self.stack.pop()
        if self.stack.top is None:
            self.show_title()

    def quit(self) -> None:
        self.stack.quit(0)

    # --- settings --------------------------------------------------------------------------------
    def update_settings(self, settings: Settings) -> str | None:
        """Keep, save and apply new settings: their look (:meth:`Settings.look`) becomes the one
        every screen is worn in, and every open screen is rebuilt in it at once when the language
        or the text size changed (the rest through :meth:`apply_settings`). The rebuild runs
        wearing the new look, since it lays the text out; the frame under way keeps the look it
        began with, and the next step of the app wears the new one.
        Returns a notice when they could not be saved, for the screen where the change was made."""
        old = self.settings
        self.settings = settings
        self.look = settings.look()
        with wearing(self.look):
            problem = store_settings(settings) if self.save_settings_file else None
            self.apply_settings(settings)
            if settings.text_size != old.text_size:
                self.stack.resize(self.size)  # every open screen re-laid out for the new text
            elif settings.language != old.language:
                for scene in self.stack.scenes:
                    rebuild = getattr(scene, "rebuild", None)
                    if rebuild is not None:
                        rebuild()
        return problem

    def apply_settings(self, settings: Settings) -> None:
        """What else the new settings change (fullscreen, animation speed, sound): nothing here;
        the app overrides it."""

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size


__all__ = ["MenuScreens"]
