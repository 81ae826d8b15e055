"""The host of the menu screens: navigation between them and the settings they share.

Menu scenes never open files or start games themselves; they ask the :class:`MenuHost`
("start this game", "continue", "the settings changed"), which the app's main loop creates with
callbacks for the game-related parts. The host saves settings, switches the language, tells the
sound board and rebuilds every open screen so a language change shows at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ganesha.data import i18n
from ganesha.data.match import Match
from ganesha.store import records
from ganesha.store.last_setup import Setup
from ganesha.store.settings import Settings, store_settings
from ganesha.ui.kit import motion, type_scale
from ganesha.ui.kit.scene import Scene, SceneStack
from ganesha.ui.menus.error import ErrorScene
from ganesha.ui.menus.new_game import NewGameScene
from ganesha.ui.menus.pause import PauseScene
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.rules import RulesScene
from ganesha.ui.menus.settings import SettingsScene
from ganesha.ui.menus.title import TitleScene


def apply_to_every_screen(settings: Settings) -> None:
    """The settings every screen draws in, kept globally: the language, the text size and reduced
    motion (at the start and after each change)."""
    if settings.language != i18n.language():
        i18n.set_language(settings.language)
    type_scale.set_text_size(settings.text_size)
    motion.set_reduced(settings.reduced_motion)


#: The old name of :class:`~ganesha.data.match.Match`, kept while tests/ui/test_undo.py (the
#: table's)
#: still imports it; the integrator may drop it with that import.
GameSetup = Match


@dataclass
class MenuHost:
    """The one :class:`~ganesha.ui.menus.host.Host`: builds the screens on ``stack``."""

    stack: SceneStack
    size: tuple[int, int]
    settings: Settings = field(default_factory=Settings)
    on_start: Callable[[Match], None] | None = None
    on_continue: Callable[[], None] | None = None
    on_save_and_quit: Callable[[], None] | None = None
    on_settings: Callable[[Settings], None] | None = None  # fullscreen, animation speed, sound
    has_saved_game: Callable[[], bool] = lambda: False
    has_last_game: Callable[[], bool] = lambda: False
    on_watch_last: Callable[[], None] | None = None
    has_recent_game: Callable[[], bool] = lambda: False
    on_resume_recent: Callable[[], None] | None = None
    last_setup: Setup | None = None  # the New game screen opens with these choices
    has_records: Callable[[], bool] = lambda: False
    on_watch_record: Callable[[records.GameRecord], None] | None = None
    on_lesson: Callable[[], None] | None = None  # Learn to play (ui/lesson_start.py)
    lesson_done: Callable[[], bool] = lambda: False  # the lesson was played to its end
    save_settings_file: bool = True
    notices: list[str] = field(default_factory=list)  # shown once on the title screen

    # --- navigation ----------------------------------------------------------------------------
    def show_title(self) -> None:
        self.stack.close()
        self.stack.push(TitleScene(self, self.size))

    def new_game(self) -> None:
        self.stack.push(NewGameScene(self, self.size))

    def open_settings(self, overlay: bool = False) -> None:
        self.stack.push(SettingsScene(self, self.size, overlay=overlay))

    def open_rules(self) -> None:
        self.stack.push(RulesScene(self, self.size))

    def open_records(self) -> None:
        data, notice = records.load()
        self.stack.push(RecordsScene(self, self.size, data, notice))

    def pause(self) -> None:
        self.stack.push(PauseScene(self, self.size))

    def show_error(self, report: Path | None, saved: bool) -> None:
        self.stack.close()
        self.stack.push(ErrorScene(self, self.size, report, saved))

    def close(self, scene: Scene) -> None:
        if self.stack.top is scene:
            self.stack.pop()

    def quit(self) -> None:
        self.stack.quit(0)

    # --- the game --------------------------------------------------------------------------------
    def start(self, match: Match) -> None:
        if self.on_start is not None:
            self.on_start(match)

    def continue_game(self) -> None:
        if self.on_continue is not None:
            self.on_continue()

    def watch_last(self) -> None:
        if self.on_watch_last is not None:
            self.on_watch_last()

    def resume_recent(self) -> None:
        if self.on_resume_recent is not None:
            self.on_resume_recent()

    def watch_record(self, record: records.GameRecord) -> None:
        if self.on_watch_record is not None:
            self.on_watch_record(record)

    def start_lesson(self) -> None:
        if self.on_lesson is not None:
            self.on_lesson()

    def save_and_quit(self) -> None:
        if self.on_save_and_quit is not None:
            self.on_save_and_quit()
        else:
            self.show_title()

    # --- settings --------------------------------------------------------------------------------
    def update_settings(self, settings: Settings) -> str | None:
        """Keep, save and apply new settings (the language and the text size at once, on every
        open screen).
        Returns a notice when they could not be saved, for the screen where the change was made."""
        old = self.settings
        self.settings = settings
        apply_to_every_screen(settings)
        problem = store_settings(settings) if self.save_settings_file else None
        if self.on_settings is not None:
            self.on_settings(settings)
        if settings.text_size != old.text_size:
            self.stack.resize(self.size)  # every open screen re-laid out for the new text
        elif settings.language != old.language:
            for scene in self.stack.scenes:
                rebuild = getattr(scene, "rebuild", None)
                if rebuild is not None:
                    rebuild()
        return problem

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
