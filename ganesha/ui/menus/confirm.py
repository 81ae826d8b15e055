"""A yes/no question before something that cannot be undone (replacing the saved game), so a
player's game is never lost without asking. The question comes with two answers spelled out
("Start the new game" / "Keep the saved game") rather than OK / Cancel; Esc means no and returns
to the screen that asked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.host import Navigation
from ganesha.ui.menus.menu_base import MenuScene


class ConfirmScene(MenuScene):
    def __init__(self, navigation: Navigation, size: tuple[int, int], question: str, yes: str,
                 no: str, on_yes: Callable[[], None],
                 on_no: Callable[[], None] | None = None) -> None:
        self.navigation = navigation
        self.question = question
        self.words = (yes, no)
        self.on_yes = on_yes
        self.on_no = on_no
        super().__init__(size)

    def build(self) -> None:
        yes, no = self.words
        # the answers grow downwards with the text, into the board's foot
        answers = [PushButton("no", self.grown_rect(330, 440, 300, 56, 1.5, False), no, True),
                   PushButton("yes", self.grown_rect(650, 440, 300, 56, 1.5, False), yes, False)]
        # both answers in one size, as every role on a screen (MenuScene.settle_type): a
        # smaller word in one of them read as the lesser answer
        self.form = Form(answers)
        self.form.focus = 0  # the safe answer first: Enter keeps the saved game

    def on_change(self, name: str, value: Any) -> None:
        if name == "yes":
            self.on_yes()
        elif name == "no":
            self.back()

    def back(self) -> None:
        """No: close the question (back to the screen that asked), then ``on_no``."""
        self.navigation.close_screen(self)
        if self.on_no is not None:
            self.on_no()

    def paint(self, surface: pygame.Surface) -> None:
        self.board(surface, self.r(290, 260, 700, 280))
        self.paragraph(surface, self.question, 350, 312, 580, "heading", self.palette.ink,
                       height=120)  # above the buttons at any text size


__all__ = ["ConfirmScene"]
