"""What a menu screen may ask of the app: small role protocols, and :class:`Host`, all of them.

Screens never start games or build other screens themselves; they ask. Each screen is handed only
the roles it uses — its constructor's arguments are typed by :class:`Navigation`,
:class:`GameFiles`, :class:`Games`, :class:`Watching`, :class:`SettingsAccess` or
:class:`Training`, never by the
whole app — so a screen's signature says what it can do, and a test double needs only those few
methods (``tests/ui/menus/test_screen_roles.py`` holds both rules). Nor does a screen open a path:
what it keeps or reads of the player's files goes through ``ganesha.store`` (Records writes its
crash report with ``store.crash``, the review screen keeps finished reviews with
``store.reviews`` and runs the review in ``ai.review_job``'s processes, the lesson card saves with
``store.lesson_progress``).

The app implements every role (:class:`ganesha.ui.shell.menu_app.MenuApp`, on
:class:`ganesha.ui.menus.navigation.MenuScreens`, which builds the screens and passes itself for
each role) — so the screens depend on these interfaces and the host depends on the screens, and
no import runs both ways.
"""

from __future__ import annotations

from typing import Protocol

from ganesha.data.match import Match
from ganesha.store.last_setup import Setup
from ganesha.store.records import GameRecord
from ganesha.store.saves import SavedGame
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import Scene


class Navigation(Protocol):
    """Moving between the screens: every screen's way back, and the title's ways on."""

    def show_title(self) -> None: ...
    def new_game(self) -> None: ...
    def open_settings(self, overlay: bool = False) -> None: ...
    def open_rules(self) -> None: ...
    def open_records(self) -> None: ...
    def close_screen(self, scene: Scene) -> None: ...
    def quit(self) -> None: ...


class GameFiles(Protocol):
    """What the player's files hold, asked rather than read, and the one-line notices about them
    (a file set aside) that the title shows once."""

    notices: list[str]

    def has_saved_game(self) -> bool: ...
    def has_last_game(self) -> bool: ...
    def has_recent_game(self) -> bool: ...
    def has_records(self) -> bool: ...
    def lesson_done(self) -> bool: ...


class Games(Protocol):
    """Starting a game, going back to one, leaving one; ``last_setup`` is the last New game
    choices (None before the first)."""

    last_setup: Setup | None

    def start(self, match: Match) -> None: ...
    def continue_game(self) -> None: ...
    def resume_recent(self) -> None: ...
    def start_lesson(self) -> None: ...
    def save_and_quit(self) -> None: ...


class Watching(Protocol):
    """Watching a finished game again and reviewing it."""

    def watch_last(self) -> None: ...
    def watch_record(self, record: GameRecord) -> None: ...
    def review_game(self, saved: SavedGame) -> None: ...


class Training(Protocol):
    """Practice away from a game: the puzzles (find the best turn), from the title and
    Records."""

    def open_puzzles(self) -> None: ...


class SettingsAccess(Protocol):
    """The settings, read and changed; a change returns a notice when it could not be saved."""

    settings: Settings

    def update_settings(self, settings: Settings) -> str | None: ...


class Host(Navigation, GameFiles, Games, Watching, SettingsAccess, Training, Protocol):
    """Every role at once: what the app is. Only the app's own classes name it; a screen names
    the roles it uses."""


#: The roles a screen's constructor may ask for (the check in ``test_screen_roles.py`` reads it).
ROLES: tuple[type, ...] = (Navigation, GameFiles, Games, Watching, SettingsAccess, Training)

__all__ = ["ROLES", "GameFiles", "Games", "Host", "Navigation", "SettingsAccess", "Training",
           "Watching"]
