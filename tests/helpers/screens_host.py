"""A :class:`~ganesha.ui.menus.host.Host` for driving the menu screens without the app: the real
screens and settings (:class:`~ganesha.ui.menus.navigation.MenuScreens`), what the player's files
hold set by hand, and the game the screens ask for recorded instead of played.

Also used by the picture scripts in ``build/``, which draw the screens the same way.
"""

from __future__ import annotations

from collections.abc import Iterable

from ganesha.data.match import Match
from ganesha.store.last_setup import Setup
from ganesha.store.records import GameRecord
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.navigation import MenuScreens

#: What :attr:`ScreensHost.holds` may name: a game to continue, a last game, an earlier game,
#: finished games' records and the lesson played to its end.
FILES = frozenset({"saved", "last", "recent", "records", "lesson"})


class ScreensHost(MenuScreens):
    """``holds`` names what the player's files hold (see :data:`FILES`); the games started are
    kept in :attr:`started`, the other requests in :attr:`calls` and the settings applied in
    :attr:`applied`."""

    def __init__(self, stack: SceneStack, size: tuple[int, int], settings: Settings | None = None,
                 *, holds: Iterable[str] = (), last_setup: Setup | None = None,
                 save_settings_file: bool = True) -> None:
        super().__init__(stack, size, settings or Settings(), last_setup,
                         save_settings_file=save_settings_file)
        self.holds = set(holds)
        if not self.holds <= FILES:
            raise ValueError(f"unknown files: {sorted(self.holds - FILES)}")
        self.started: list[Match] = []
        self.calls: list[str] = []
        self.applied: list[Settings] = []

    def has_saved_game(self) -> bool:
        return "saved" in self.holds

    def has_last_game(self) -> bool:
        return "last" in self.holds

    def has_recent_game(self) -> bool:
        return "recent" in self.holds

    def has_records(self) -> bool:
        return "records" in self.holds

    def lesson_done(self) -> bool:
        return "lesson" in self.holds

    def start(self, match: Match) -> None:
        self.started.append(match)

    def continue_game(self) -> None:
        self.calls.append("continue")

    def watch_last(self) -> None:
        self.calls.append("watch_last")

    def resume_recent(self) -> None:
        self.calls.append("resume_recent")

    def watch_record(self, record: GameRecord) -> None:
        self.calls.append("watch_record")

    def start_lesson(self) -> None:
        self.calls.append("lesson")

    def save_and_quit(self) -> None:
        self.calls.append("save_quit")

    def apply_settings(self, settings: Settings) -> None:
        self.applied.append(settings)


__all__ = ["FILES", "ScreensHost"]
