"""The pause overlay (Esc during a game): resume, settings, rules, save and quit to the title."""

from __future__ import annotations

import pygame

from ganesha.data.i18n import translate as tr
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.host import Games, Navigation
from ganesha.ui.menus.menu_base import MenuScene


class PauseScene(MenuScene):
    overlay = True

    def __init__(self, navigation: Navigation, games: Games, size: tuple[int, int]) -> None:
        self.navigation, self.games = navigation, games
        super().__init__(size)

    def build(self) -> None:
        items = (("resume", tr("Resume"), True), ("settings", tr("Settings"), False),
                 ("rules", tr("Rules"), False), ("save_quit", tr("Save and quit"), False))
        grow = type_scale.grown(1.0, 1.25)  # four buttons of 1.25x fill the board: no more
        tall = 56 * grow
        top = 284 - 80 * (grow - 1)  # up towards the heading as they grow, ...
        step = tall + 20 - 32 * (grow - 1)  # ... closer together (gap 20 to 12)
        self.form = Form([PushButton(name, self.r(500, top + step * i, 280, tall), label,
                                     primary)
                          for i, (name, label, primary) in enumerate(items)])
        self.form.focus = 0

    def on_change(self, name: str, value) -> None:
        if name == "resume":
            self.back()
        elif name == "settings":
            self.navigation.open_settings(overlay=True)
        elif name == "rules":
            self.navigation.open_rules()
        elif name == "save_quit":
            self.games.save_and_quit()

    def back(self) -> None:
        self.navigation.close_screen(self)

    def paint(self, surface: pygame.Surface) -> None:
        self.board(surface, self.r(440, 160, 400, 490))
        self.heading(surface, tr("Paused"), 220)
        self.label(surface, tr("The game is saved after every move."), 640, 612, "small",
                   self.palette.ink_soft, "center", "sans", width=380)  # inside the board
