"""Opening the games kept on disk: Continue, Last game, Earlier game and a game from the Records
list, and moving a saved game between its slots.

The middle layer of :class:`~ganesha.ui.shell.menu_app.MenuApp`: over the menu screens, under the
game (the app is the menus' host, and these are its saved-games requests). A file that passed its
loader but fails while its table or replay is built is reported, kept aside under its own name and
named on the title screen, so it can never fail again in a loop.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from ganesha.data import i18n
from ganesha.data.i18n import N_
from ganesha.data.match import Match
from ganesha.data.vocabulary import Speed
from ganesha.engine import GameState
from ganesha.store import crash, records, saves
from ganesha.ui.menus.navigation import MenuScreens
from ganesha.ui.menus.replay import ReplayScene
from ganesha.ui.table.scene import TableScene

#: Frames a table or replay opened from a file must draw without error before the file counts
#: as sound (building it, its first update and its first draws).
TRIAL_FRAMES = 3


class SavedGames(MenuScreens):
    """The app's saved-games requests (see the module docstring), over the menu screens."""

    table: TableScene | None
    speed: Speed | None
    dirty: bool
    opened_from: str | None
    frames_on_trial: int
    _saved_hints: int

    if TYPE_CHECKING:  # the app's own
        def play(self, match: Match, state: GameState | None = None) -> None: ...
        def leave_table(self) -> None: ...

    def replace_saved(self, match: Match) -> None:
        """The player agreed: the saved game moves to the "Earlier game" slot, then the new game
        starts. If it cannot be moved, the new game does not start (nothing is overwritten)."""
        if self.file_step(saves.put_current_aside, N_(
                "The saved game could not be kept aside ({error}); it was left as it is.")):
            self.play(match)

    def resume_recent(self) -> None:
        """"Earlier game" on the title: the game a new one replaced becomes Continue's again (the
        game it swaps with becomes the earlier one) and play resumes. It is read first: a
        damaged one is kept aside under its own name and the slots stay as they are."""
        recent, notice = saves.load_recent()
        if recent is None:
            self.back_to_title(notice)
            return
        if self.file_step(saves.bring_back_recent,
                          N_("The earlier game could not be brought back: {error}")):
            self.continue_game()

    def file_step(self, step: Callable[[], object], failure: str) -> bool:
        """Move a saved game between slots; when the disk refuses, say so on the title (``failure``
        names the ``{error}``) and report False, so nothing else is touched."""
        try:
            step()
        except OSError as exc:
            self.back_to_title(i18n.translate(failure, error=exc.strerror or str(exc)))
            return False
        return True

    def back_to_title(self, notice: str | None) -> None:
        """The title screen, with ``notice`` (if any) shown there once."""
        if notice:
            self.notices.append(notice)
        self.show_title()

    def continue_game(self) -> None:
        saved, notice = saves.load_current()
        if saved is None:
            self.back_to_title(notice)
            return
        self.speed = None
        match = Match(saved.state.config, saved.seats, saved.pawns or ())
        self.opened_from = "current"
        try:
            self.play(match, saved.state)
            self.restore_hints(saved.hints)
        except Exception as exc:
            self.set_aside_opened_file(exc)

    def restore_hints(self, hints: int) -> None:
        """The continued game's hint count, so its results still say how many were used."""
        if self.table is not None:
            self.table.hint.used = hints
            self._saved_hints = hints

    def watch_last(self) -> None:
        """Replay the last finished game step by step, over the title (Back returns there)."""
        saved, notice = saves.load_last()
        if saved is None:
            self.back_to_title(notice)
            return
        crash.set_game_context(seed=saved.state.config.seed, seats=list(saved.seats),
                               game=saved.state.to_json, save_file=saves.last_path())
        self.opened_from = "last"
        try:
            self.stack.push(ReplayScene(self, self, saved, self.size))
            self.frames_on_trial = TRIAL_FRAMES
        except Exception as exc:
            self.set_aside_opened_file(exc)

    def watch_record(self, record: records.GameRecord) -> None:
        """Replay a game from the Records screen (checked whole when the records were read), over
        the Records (Back returns there)."""
        try:
            saved = record.saved()
        except Exception as exc:
            self.notices.append(i18n.translate("This game cannot be replayed ({reason}).",
                                               reason=exc))
            self.show_title()
            return
        self.opened_from = None
        self.stack.push(ReplayScene(self, self, saved, self.size, record.date))

    def set_aside_opened_file(self, exc: Exception) -> None:
        """A file passed the loader but the table or replay built from it failed: report it, keep
        the file aside (so Continue or Last game does not fail again in a loop) and say so on the
        title screen."""
        crash.write_report(exc)
        with contextlib.suppress(Exception):
            if self.table is not None:
                self.table.controller.close()
        self.leave_table()
        self.dirty = False
        self.frames_on_trial = 0
        aside = saves.set_aside_last if self.opened_from == "last" else saves.set_aside_current
        self.opened_from = None
        self.notices.append(aside(exc))
        self.show_title()
