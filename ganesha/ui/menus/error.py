"""The screen shown when something inside the game fails unexpectedly.

The game is autosaved after every completed action, so the player loses at most the move that
failed: this screen says so, says where the crash report went, and leads back to the title, where
Continue resumes from the last good state.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from ganesha.data.i18n import translate as tr
from ganesha.store.dirs import shown
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.host import Navigation
from ganesha.ui.menus.menu_base import MenuScene


class ErrorScene(MenuScene):
    def __init__(self, navigation: Navigation, size: tuple[int, int], report: Path | None,
                 saved: bool) -> None:
        self.navigation = navigation
        self.report = report
        self.saved = saved
        super().__init__(size)

    def build(self) -> None:
        self.form = Form([
            PushButton("title", self.grown_rect(380, 560, 250, 56, 1.5, False),
                       tr("Back to the title"), True),
            PushButton("quit", self.grown_rect(650, 560, 250, 56, 1.5, False), tr("Quit"), False),
        ])
        self.form.focus = 0

    def on_change(self, name: str, value) -> None:
        if name == "title":
            self.navigation.show_title()
        elif name == "quit":
            self.navigation.quit()

    def back(self) -> None:
        self.navigation.show_title()

    def paint(self, surface: pygame.Surface) -> None:
        self.board(surface, self.r(300, 150, 680, 500))
        self.heading(surface, tr("Something went wrong"), 220)
        y = 290.0
        if self.saved:
            y = self.paragraph(surface, tr("Your game is saved. Choose Continue on the title "
                                           "screen to resume from the last move."),
                               350, y, 580, "heading", self.palette.ink)
        y = self.paragraph(surface, tr("The game met an unexpected error and had to stop."),
                           350, y + 12, 580, "body")
        if self.report is not None:
            y = self.paragraph(surface, tr("A report was written to {path}; please attach it "
                                           "when you report the problem.",
                                           path=shown(self.report)), 350, y + 12, 580, "small")
