"""Watching a finished game again ("Last game" on the title screen, Watch in the Records), move
by move; Back returns to the screen it was opened from, Review opens the game review over it.

The saved game is its config plus its action list, so any moment can be rebuilt exactly: a step
forward submits the next action to the table (with the table's own animations), a step back or a
jump rebuilds the table from the start without animation. The table's controller is a spectator:
nobody may act and no AI plays, while the tiles still show who sat where. A bar over the table's
prompt line holds the controls: « ‹ Play › » and Back (keys: Left / Right, Space, Home / End, Esc).
"""

from __future__ import annotations

from typing import Any

import pygame

from ganesha.data.i18n import translate as tr
from ganesha.data.vocabulary import NORMAL_SPEED
from ganesha.engine import new_game
from ganesha.store.saves import SavedGame
from ganesha.ui.kit import type_scale, typeset
from ganesha.ui.kit.scene import NOW
from ganesha.ui.kit.shapes import panel
from ganesha.ui.kit.theme import blit_text
from ganesha.ui.kit.widgets.control import Control
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.host import Navigation, Watching
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.scene import TableScene

STEP_SECONDS = 0.9  # between moves while playing, at the table's normal speed


class ReplayScene(MenuScene):
    def __init__(self, navigation: Navigation, watching: Watching, saved: SavedGame,
                 size: tuple[int, int], date: str | None = None) -> None:
        self.navigation, self.watching = navigation, watching
        self.saved = saved
        self.date = date  # a game from the Records list, named by its date (else Last game)
        self.actions = saved.state.player_actions()
        self.k = 0
        self.playing = False
        self.wait = 0.0
        self.table: TableScene | None = None
        super().__init__(size)
        self.goto(0)
        self.rebuild()

    # --- moving through the game ----------------------------------------------------------------
    def goto(self, k: int) -> None:
        """Show the game after its first ``k`` actions (rebuilt without animation)."""
        k = max(0, min(k, len(self.actions)))
        controller = TableController(new_game(self.saved.state.config), list(self.saved.seats),
                                     pawns=self.saved.pawns, spectator=True)
        for action in self.actions[:k]:
            controller.submit(action)
        if self.table is not None:
            self.table.close()
        self.table = TableScene(controller, (self.w, self.h), NORMAL_SPEED)
        self.k = k

    def step(self) -> None:
        """One action forward, animated by the table."""
        if self.table is not None and self.k < len(self.actions):
            self.table.submit(self.actions[self.k])
            self.k += 1
        if self.k >= len(self.actions):
            self.playing = False

    # --- controls -------------------------------------------------------------------------------
    def build(self) -> None:
        bar = self.bar_rect()
        row = self.table.layout.buttons_rect if self.table is not None else bar
        h = min(self.px(44), row.height - self.px(6))
        font = self.font_px("body")
        items = [("start", "«"), ("back_one", "‹"),
                 ("play", tr("Pause") if self.playing else tr("Play")), ("next", "›"),
                 ("end", "»"), ("review", tr("Review")), ("leave", tr("Back"))]
        gap = self.px(8)

        def widths_at(size: int) -> list[int]:
            return [max(self.px(44), self.text.size(label, size, "bold")[0] + self.px(28))
                    for _, label in items]
        widths = widths_at(font)
        room = row.width - gap * (len(items) + 1)
        while sum(widths) > room and font > type_scale.MIN_PX:  # large text: the words give way
            font -= 1
            widths = widths_at(font)
        x = row.centerx - (sum(widths) + gap * (len(items) + 1)) // 2
        y = row.centery - h // 2
        controls: list[Control] = []
        for (name, label), w in zip(items, widths, strict=True):
            if name in ("review", "leave"):
                x += gap
            controls.append(PushButton(name, pygame.Rect(x, y, w, h), label, name == "play",
                                       "button"))
            x += w + gap
        self.form = Form(controls)
        self.form.focus_on("play")

    def bar_rect(self) -> pygame.Rect:
        if self.table is not None:
            lay = self.table.layout
            # as wide as the table's prompt plate (ui/table/draw/backdrop.py), which it covers whole
            plate = lay.prompt_rect.inflate(round(20 * lay.s), round(8 * lay.s))
            return plate.union(lay.buttons_rect)
        return self.r(330, 672, 620, 100)

    def on_change(self, name: str, value: Any) -> None:
        if name == "start":
            self.playing = False
            self.goto(0)
        elif name == "back_one":
            self.playing = False
            self.goto(self.k - 1)
        elif name == "next":
            self.playing = False
            self.step()
        elif name == "end":
            self.playing = False
            self.goto(len(self.actions))
        elif name == "play":
            self.playing = not self.playing and self.k < len(self.actions)
            self.wait = 0.0
            self.rebuild()
        elif name == "review":
            self.watching.review_game(self.saved)
        elif name == "leave":
            self.back()

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: "back_one", pygame.K_RIGHT: "next", pygame.K_HOME: "start",
                    pygame.K_END: "end", pygame.K_SPACE: "play"}
            if event.key in keys:
                self.on_change(keys[event.key], True)
                return True
        return super().process_event(event)

    def back(self) -> None:
        self.navigation.close_screen(self)

    # --- per frame ------------------------------------------------------------------------------
    def frame_due(self) -> float | None:
        return NOW  # the replay steps on by itself

    def update(self, dt: float) -> None:
        table = self.table
        if table is None:
            return
        table.update(dt)
        if self.playing and table.calm:
            self.wait += dt
            if self.wait >= STEP_SECONDS:
                self.wait = 0.0
                self.step()
                if not self.playing:
                    self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = []
        bar = self.bar_rect()
        if self.table is not None:
            self.table.draw(surface)
            # what the table drew where, less what the bar covers (its prompt and buttons)
            self.drawn += [(kind, rect) for kind, rect in self.table.painter.drawn
                           if not bar.contains(rect)]
        panel(surface, bar, self.table.palette if self.table else self.palette, self.s)
        p = self.table.palette if self.table else self.palette
        top = self.table.layout.prompt_rect if self.table is not None else bar
        words = self.heading_words()
        px = self.role_px("body")
        self.drawn.append(("label", blit_text(surface, self.text, words, px, p.ink, top.center,
                                              "center", "bold")))
        typeset.note("body", px, self.drawn[-1][1], top, words)
        self.form.draw(surface, p, self.text, self.s)
        self.drawn += [("control", c.rect) for c in self.form.controls]

    def heading_words(self) -> str:
        """Which game this is and the move shown."""
        if self.date is not None:
            return tr("Game of {date} · move {k} of {n}", date=self.date, k=self.k,
                      n=len(self.actions))
        return tr("Last game · move {k} of {n}", k=self.k, n=len(self.actions))

    def resize(self, size: tuple[int, int]) -> None:
        self.w, self.h = size
        if self.table is not None:
            self.goto(self.k)  # a fresh table at the new size, at the same moment
        super().resize(size)

    def close(self) -> None:
        if self.table is not None:
            self.table.close()
