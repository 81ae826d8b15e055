"""The Records screen (from the title): games played and won per AI level and player count, the
best and average score, the current winning streak, each player's rating over their last rated
games (:mod:`.records_trend`), and the last finished games with date, seats and scores — each
one can be watched again move by move.

The screen only shows what the host hands it (:class:`ganesha.store.records.Records`); watching a
game is asked of the host, which opens the replay.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
from collections.abc import Iterator
from typing import Any

import pygame

from ganesha.data.i18n import translate as tr
from ganesha.data.i18n import translate_plural as trn
from ganesha.data.vocabulary import HUMAN, SEAT_KINDS
from ganesha.store import crash
from ganesha.store import records as records_file
from ganesha.store.play_history import RatedGame
from ganesha.store.puzzle_history import PuzzleHistory
from ganesha.store.records import PEOPLE, GameRecord, Records
from ganesha.ui.kit.text import decimal, level_name
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.host import GameFiles, Navigation, Training, Watching
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.puzzles.standing import streak
from ganesha.ui.menus.puzzles.words import rating_words, short_streak_words
from ganesha.ui.menus.records_trend import paint_trend, rows_room

#: Finished games shown at a time (the list pages through the rest).
PAGE = 8
ROW_H = 58
LIST_TOP = 176
BOARD_BOTTOM = 710  # design y of the boards' foot


def opponents_label(level: str) -> str:
    """The opposition of a line of totals: "people" or an AI level, in the player's language."""
    return tr("people only") if level == PEOPLE else tr("AI · {level}", level=tr(level))


class RecordsScene(MenuScene):
    text_most = 1.25  # a page of fixed rows and columns: its text grows only so far

    def __init__(self, navigation: Navigation, files: GameFiles, watching: Watching,
                 size: tuple[int, int], records: Records,
                 notice: str | None = None, ratings: list[RatedGame] | None = None, *,
                 training: Training | None = None, puzzles: PuzzleHistory | None = None
                 ) -> None:
        """``training`` leads to the puzzles (none: no way there from here); ``puzzles`` is
        the player's puzzle history (none: nothing said of it)."""
        self.navigation, self.files, self.watching = navigation, files, watching
        self.training = training
        self.puzzles = puzzles
        self.records = records
        self.ratings = ratings or []  # the players' ratings game by game, newest first
        self.notice = notice
        self.page = 0
        super().__init__(size)

    # --- controls -----------------------------------------------------------------------------
    def shown(self) -> list[tuple[int, GameRecord]]:
        games = self.records.games
        start = self.page * PAGE
        return list(enumerate(games))[start:start + PAGE]

    def build(self) -> None:
        controls = []
        for row, (index, _) in enumerate(self.shown()):
            y = LIST_TOP + row * ROW_H + 8
            controls.append(PushButton(f"watch:{index}", self.grown_rect(1090, y, 120, 42,
                                                                         self.text_most),
                                       tr("Watch"),
                                       False, "label"))
        pages = (len(self.records.games) + PAGE - 1) // PAGE
        if self.page > 0:
            controls.append(PushButton("newer", self.grown_rect(660, 652, 170, 46, self.text_most,
                                                                False), tr("Newer"), False,
                                       "label"))
        if self.page + 1 < pages:
            controls.append(PushButton("older", self.grown_rect(1040, 652, 170, 46, self.text_most,
                                                                False), tr("Older"), False,
                                       "label"))
        controls.append(PushButton("back", self.grown_rect(540, 722, 200, 52, self.text_most,
                                                           False), tr("Back"), True))
        if self.training is not None:
            controls.append(PushButton("puzzles", self.grown_rect(780, 722, 200, 52,
                                                                  self.text_most, False),
                                       tr("Puzzles"), False))
        self.form = Form(controls)
        self.form.focus_on("back")

    def on_change(self, name: str, value: Any) -> None:
        if name.startswith("watch:"):
            index = int(name.split(":", 1)[1])
            if 0 <= index < len(self.records.games):
                self.watching.watch_record(self.records.games[index])
        elif name == "newer":
            self.page -= 1
            self.rebuild()
        elif name == "older":
            self.page += 1
            self.rebuild()
        elif name == "back":
            self.back()
        elif name == "puzzles" and self.training is not None:
            self.training.open_puzzles()

    def back(self) -> None:
        self.navigation.close_screen(self)

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the page; if drawing what the records file holds fails, that file is kept aside
        (renamed, with a notice on the title) so the next visit does not fail the same way."""
        try:
            super().draw(surface)
        except Exception as exc:
            crash.write_report(exc)
            self.files.notices.append(records_file.set_aside(exc))
            self.navigation.show_title()

    def paint(self, surface: pygame.Surface) -> None:
        p = self.palette
        self.heading(surface, tr("Records"), 60)
        self.board(surface, self.r(50, 120, 570, 590))
        self.board(surface, self.r(640, 120, 590, 590))
        trend_top = BOARD_BOTTOM - rows_room(self.ratings) - 20  # clear of the board's foot
        self.paint_totals(surface, trend_top)
        if trend_top < BOARD_BOTTOM - 20:
            paint_trend(self, surface, self.ratings, trend_top)
        self.paint_games(surface)
        self.paint_puzzles(surface)
        if self.notice:
            self.label(surface, self.notice, 640, 104, "small", p.bad, "center", "sans", width=1160)

    @contextlib.contextmanager
    def column(self, surface: pygame.Surface, x: float, anchor: str,
               width: float) -> Iterator[None]:
        """Drawing clipped to a column ``width`` design px wide at ``x`` (as ``anchor`` places
        text there): a glyph the font draws wider than measured (a fallback box), or a value
        still too wide at the smallest type, never covers the next column."""
        left = {"center": x - width / 2, "midright": x - width}.get(anchor, x)
        before = surface.get_clip()
        surface.set_clip(self.r(left, 0, width, 800).clip(before))
        try:
            yield
        finally:
            surface.set_clip(before)

    def paint_totals(self, surface: pygame.Surface, bottom: float = BOARD_BOTTOM) -> None:
        """The totals' lines, as many as fit above design y ``bottom``."""
        p = self.palette
        rec = self.records
        self.label(surface, tr("Your games"), 74, 146, "heading")
        played = sum(t.played for t in rec.tallies.values())
        won = sum(t.won for t in rec.tallies.values())
        summary = tr("{played}, {won} · current winning streak: {n}", n=rec.streak,
                     played=trn("{n} game played", "{n} games played", played),
                     won=trn("{n} win", "{n} wins", won))
        self.label(surface, summary, 74, 182, "body", p.ink_soft, "midleft", "sans", width=520)
        columns = ((74, tr("Opponents"), "midleft"), (276, tr("Players"), "center"),
                   (348, tr("Played"), "center"), (418, tr("Won"), "center"),
                   (486, tr("Best"), "center"), (556, tr("Average"), "center"))
        y = 226
        for x, title, anchor in columns:
            width = 66 if anchor == "center" else 150
            with self.column(surface, x, anchor, width):  # a table's header: its fine print
                self.label(surface, title, x, y, "caption", p.ink_soft, anchor, "bold", width)
        order = (*SEAT_KINDS, PEOPLE)  # the levels from the weakest, then people only
        rows = sorted(rec.tallies.items(),
                      key=lambda item: (order.index(item[0][0]), item[0][1]))
        if not rows:
            self.paragraph(surface, tr("No finished games yet. A game you finish is counted "
                                       "here."), 74, y + 30, 520)
            return
        for (level, players), tally in rows[:min(12, int((bottom - y - 18) // 36))]:
            y += 36
            values = (opponents_label(level), str(players), str(tally.played), str(tally.won),
                      str(tally.best), decimal(tally.average, 1))
            for (x, _, anchor), value in zip(columns, values, strict=True):
                width = 66 if anchor == "center" else 160
                with self.column(surface, x, anchor, width):
                    self.label(surface, value, x, y, "body", p.ink, anchor, "sans", width)

    def paint_puzzles(self, surface: pygame.Surface) -> None:
        """The puzzle rating and the streak, in two lines left of Back."""
        history = self.puzzles
        if history is None:
            return
        p = self.palette
        self.label(surface, tr("Puzzle rating: {rating}", rating=rating_words(history.player)),
                   74, 734, "small", p.ink, "midleft", "bold", width=440)
        self.label(surface, short_streak_words(streak(history.attempts, _dt.date.today())),
                   74, 762, "small", p.ink_soft, "midleft", "sans", width=440)

    def paint_games(self, surface: pygame.Surface) -> None:
        p = self.palette
        games = self.records.games
        self.label(surface, trn("Last {n} game", "Last {n} games", len(games)) if games
                   else tr("Last games"), 664, 146, "heading")
        if not games:
            self.paragraph(surface, tr("Finished games are listed here, newest first, and can "
                                       "be watched again."), 664, 190, 540)
            return
        for row, (_, game) in enumerate(self.shown()):
            y = LIST_TOP + row * ROW_H
            if row:
                pygame.draw.line(surface, p.panel_edge, self.p(664, y), self.p(1206, y))
            with self.column(surface, 664, "midleft", 160):
                self.label(surface, game.date, 664, y + 18, "small", p.ink_soft, "midleft",
                           "sans", 160)
            seats = " · ".join(
                f"{name} ({tr('you') if kind == HUMAN else level_name(kind)}) {score}"
                for name, kind, score in zip(game.names, game.seats, game.scores, strict=True))
            if self.text.size(seats, self.role_px("small"), "sans")[0] > self.px(416):
                seats = " · ".join(f"{name} {score}"  # too long: the levels are in the totals
                                   for name, score in zip(game.names, game.scores, strict=True))
            with self.column(surface, 664, "midleft", 416):
                self.label(surface, seats, 664, y + 40, "small", p.ink, "midleft", "sans", 416)
            if game.winner is not None:
                with self.column(surface, 1080, "midright", 250):
                    self.label(surface, tr("won: {name}", name=game.names[game.winner]), 1080,
                               y + 18, "small", p.ink_soft, "midright", "bold", 250)
        pages = (len(games) + PAGE - 1) // PAGE
        if pages > 1:
            self.label(surface, tr("page {k} of {n}", k=self.page + 1, n=pages), 935, 675, "small",
                       p.ink_soft, "center", "sans")


__all__ = ["RecordsScene", "opponents_label"]
