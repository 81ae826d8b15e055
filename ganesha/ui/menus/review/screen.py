"""Review my game: where each turn of a finished game won or lost points, by the AI's reckoning.

Two views. The **summary**: while the review is made (in worker processes,
:mod:`ganesha.ai.review_job`) a progress bar with the turns done and the time left, and Cancel;
once it is done, a chart of the expected final margin after each reviewed turn (who was ahead,
where it turned; :mod:`.chart`), each seat's accuracy and the count of each label. The
**turns**: the table at the start of a reviewed turn (the replay table, nobody acts), the better
plan drawn on it the way the hint draws one (ghost gems and arrows), the verdict on the prompt
plate (the label, the points lost and their standard error) and, over the spice guide and the
log, what was played and the better plan in the log's words (:mod:`.words`: wrapped, and
scrolled when longer than the panel). Keys (and so the gamepad): Left / Right step through the
turns, Home / End, Up / Down and Page Up / Page Down scroll the words, Tab switches view; a click
on a dot of the chart opens its turn. Back (and Esc) returns to the screen the review was opened
from: the results or the replay, which stay underneath it.

A finished review is kept (:mod:`ganesha.store.reviews`), so a reviewed game opens instantly;
a cancelled one leaves nothing behind.
"""

from __future__ import annotations

from typing import Any

import pygame

from ganesha.ai.review import FIRST_SAMPLES, MOST_SAMPLES, THRESHOLDS, Review, TurnReview
from ganesha.data.i18n import translate as tr
from ganesha.data.vocabulary import HUMAN, NORMAL_SPEED
from ganesha.engine import new_game
from ganesha.store import play_history, reviews
from ganesha.store.saves import SavedGame
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.scene import NOW
from ganesha.ui.kit.shapes import panel
from ganesha.ui.kit.text import decimal
from ganesha.ui.kit.theme import TextCache, blit_text, wrap
from ganesha.ui.kit.widgets.control import Control
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.host import Navigation
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.review.chart import LABEL_WORDS, SummaryMarks, paint_summary
from ganesha.ui.menus.review.rating_words import seat_line
from ganesha.ui.menus.review.runs import ReviewRun, ReviewRuns
from ganesha.ui.menus.review.words import WordsPanel, turn_paragraphs
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.scene import TableScene


def reviewed_seats(saved: SavedGame) -> tuple[int, ...]:
    """The seats a review looks at by default: the people (every seat in an AI-only game)."""
    people = tuple(i for i, kind in enumerate(saved.seats) if kind == HUMAN)
    return people or tuple(range(saved.state.players))


def thresholds_text() -> str:
    """The labels' thresholds in one sentence (the rules help says the same)."""
    good, inaccuracy, mistake = (below for _, below in THRESHOLDS)
    return tr("Points lost against the best plan found: best (no more than the estimate's "
              "noise), good (under {good}), inaccuracy (under {inaccuracy}), mistake (under "
              "{mistake}), blunder ({mistake} or more).", good=decimal(good, 1, trim=True),
              inaccuracy=decimal(inaccuracy, 1, trim=True), mistake=decimal(mistake, 1, trim=True))


def fitted(text: TextCache, parts: tuple[str, str], size: int, width: int, height: int,
           kind: str) -> tuple[int, list[str]]:
    """The size and lines at which ``parts`` fit ``width`` × ``height``: on one line, shrunk by
    a fifth at most; else a line each, shrunk as far as the smallest type; else wrapped."""
    whole = " ".join(parts)
    for px in range(size, max(type_scale.MIN_PX, round(size * 0.8)) - 1, -1):
        if text.size(whole, px, kind)[0] <= width:
            return px, [whole]
    for px in range(size, type_scale.MIN_PX - 1, -1):
        if 2 * text.size(whole, px, kind)[1] <= height and all(text.size(part, px, kind)[0] <= width
                                                 for part in parts):
            return px, list(parts)
    px = type_scale.MIN_PX
    return px, [line for part in parts for line in wrap(text, part, px, width, kind)]


class ReviewScene(MenuScene):
    def __init__(self, navigation: Navigation, saved: SavedGame, size: tuple[int, int],
                 seats: tuple[int, ...] | None = None,
                 budget: tuple[int, int] = (FIRST_SAMPLES, MOST_SAMPLES),
                 runs: ReviewRuns | None = None, notices: list[str] | None = None) -> None:
        """``notices``: where a damaged kept review or ratings file is told of (the title's
        one-line notices; None: not told)."""
        self.navigation = navigation
        # the reviews under way, shared with the results (None: this screen's own)
        self.runs = runs if runs is not None else ReviewRuns()
        self.saved = saved
        self.seats = seats if seats is not None else reviewed_seats(saved)
        self.actions = saved.state.player_actions()
        self.notices = notices  # a damaged file met here: set aside, said once
        self.review, notice = reviews.load_noticed(saved.state, self.seats)
        self._tell(notice)  # the review is made again
        # the review under way for this game (the results may have started it), shared
        self.job: ReviewRun | None = None
        if self.review is None:
            self.job = self.runs.join(saved, self.seats, budget)
        else:  # a rating a kill kept from being written comes back with its review
            self._tell(play_history.add_noticed(saved, self.review)[1])
        self.progress: tuple[int, int, float | None] = (0, 0, None)
        self.index = 0
        self.view = "summary"
        self.table: TableScene | None = None
        self.words = WordsPanel()  # the turn's played and better plans, beside the table
        self.marks = SummaryMarks()  # where the summary's chart stands, as last drawn
        super().__init__(size)

    def _tell(self, notice: str | None) -> None:
        if notice is not None and self.notices is not None and notice not in self.notices:
            self.notices.append(notice)

    # --- the analysis ---------------------------------------------------------------------------
    def frame_due(self) -> float | None:
        """The analysis' progress is polled while it runs; then the screen waits for input."""
        return NOW if self.job is not None else super().frame_due()

    def update(self, dt: float) -> None:
        if self.job is not None:
            result = self.job.poll()  # kept, with the people's ratings, once it is done
            progress = self.job.progress
            self.progress = (progress.done, progress.total, progress.seconds_left)
            if result is not None:
                self._tell(self.job.notice)  # the ratings' file, met as they were kept
                self.review, self.job = result, None
                self.rebuild()
        if self.table is not None:
            self.table.update(dt)

    def cancel(self) -> None:
        """Stop waiting for the review: it stops unless the results still wait for it."""
        if self.job is not None:
            self.runs.leave(self.job)
            self.job = None

    # --- moving through the turns ---------------------------------------------------------------
    def show_turn(self, index: int) -> None:
        if self.review is None or not self.review.turns:
            return
        self.index = max(0, min(index, len(self.review.turns) - 1))
        verdict = self.review.turns[self.index]
        controller = TableController(new_game(self.saved.state.config), list(self.saved.seats),
                                     pawns=self.saved.pawns, spectator=True)
        for action in self.actions[:verdict.turn.start]:
            controller.submit(action)
        if self.table is not None:
            self.table.close()
        self.table = TableScene(controller, (self.w, self.h), NORMAL_SPEED)
        self.table.shown_plan = () if verdict.label == "best" else verdict.best
        self.view = "turn"
        self.words.scroll = 0
        self.rebuild()

    # --- controls -------------------------------------------------------------------------------
    def build(self) -> None:
        font = self.font_px("body")
        if self.view == "turn" and self.table is not None:
            row = self.table.layout.buttons_rect
            h = min(self.px(44), row.height - self.px(6))
            items = [("previous", "‹"), ("next", "›"), ("summary", tr("Summary")),
                     ("leave", tr("Back"))]
            widths = [max(self.px(44), self.text.size(label, font, "bold")[0] + self.px(28))
                      for _, label in items]
            gap = self.px(8)
            x = row.centerx - (sum(widths) + gap * (len(items) - 1)) // 2
            controls: list[Control] = []
            for (name, label), w in zip(items, widths, strict=True):
                controls.append(PushButton(name, pygame.Rect(x, row.centery - h // 2, w, h),
                                           label, name == "next", "label"))
                x += w + gap
            self.form = Form(controls)
            self.form.focus_on("next")
            self._lay_out_words()
            return
        controls = [PushButton("leave", self.grown_rect(540, 722, 200, 52, 1.25, False),
                               tr("Cancel") if self.job is not None else tr("Back"), True)]
        if self.review is not None and self.review.turns:
            controls.insert(0, PushButton("turns", self.grown_rect(780, 722, 260, 52, 1.25,
                                                                   False),
                                          tr("Step through turns"), False))
        self.form = Form(controls)
        self.form.focus_on("turns" if len(controls) > 1 else "leave")

    def _lay_out_words(self) -> None:
        """The turn's played and better plans, wrapped to the panel over the spice guide and
        the log (the log alone where the table has no guide)."""
        assert self.table is not None
        assert self.review is not None
        lay, p = self.table.layout, self.table.palette
        box = lay.log_rect if lay.guide_rect is None else lay.guide_rect.union(lay.log_rect)
        told = turn_paragraphs(self.table.state, self.review.turns[self.index], p.ink,
                               p.ink_soft)
        self.words.lay_out(self.text, told, self.font_px("small"), box, self.px(12))

    def on_change(self, name: str, value: Any) -> None:
        if name == "previous":
            self.show_turn(self.index - 1)
        elif name == "next":
            self.show_turn(self.index + 1)
        elif name == "turns":
            self.show_turn(self.index)
        elif name == "summary":
            self.view = "summary"
            self.rebuild()
        elif name == "leave":
            self.back()

    def process_event(self, event: pygame.event.Event) -> bool:
        if self.view == "turn" and self.words.process_event(event):
            return True
        if self.view == "summary" and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            reach = self.px(12)
            near = [i for i, (x, y) in enumerate(self.marks.points)
                    if abs(x - event.pos[0]) <= reach and abs(y - event.pos[1]) <= reach]
            if near:  # a dot of the chart: that turn
                self.show_turn(near[0])
                return True
        if event.type == pygame.KEYDOWN and self.review is not None:
            keys = {pygame.K_LEFT: self.index - 1, pygame.K_RIGHT: self.index + 1,
                    pygame.K_HOME: 0, pygame.K_END: len(self.review.turns) - 1}
            if event.key in keys and (self.view == "turn" or event.key != pygame.K_LEFT):
                self.show_turn(keys[event.key] if self.view == "turn" else self.index)
                return True
            if event.key == pygame.K_TAB:
                self.on_change("summary" if self.view == "turn" else "turns", True)
                return True
        return super().process_event(event)

    def back(self) -> None:
        self.cancel()
        self.navigation.close_screen(self)

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.view == "turn" and self.table is not None and self.review is not None:
            self._draw_turn(surface, self.review.turns[self.index])
        else:
            super().draw(surface)  # the backdrop, then paint(), then the buttons

    def paint(self, surface: pygame.Surface) -> None:
        self.heading(surface, tr("Game review"))
        if self.review is None:
            self._draw_progress(surface)
        else:
            self._draw_summary(surface, self.review)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        done, total, left = self.progress
        bar = self.r(290, 330, 700, 36)
        pygame.draw.rect(surface, self.palette.panel_shadow, bar, border_radius=self.px(8))
        fill = bar.copy()
        fill.width = round(bar.width * (done / total if total else 0))
        pygame.draw.rect(surface, self.palette.accent, fill, border_radius=self.px(8))
        words = tr("Analysing turn {done} of {total}", done=min(done + 1, total), total=total)
        if left is not None:
            words += " · " + tr("about {seconds} s left", seconds=max(1, round(left)))
        self.label(surface, words, 640, 300, "body", anchor="midbottom")
        self.paragraph(surface, thresholds_text(), 240, 400, 800, "body")

    def _draw_summary(self, surface: pygame.Surface, review: Review) -> None:
        self.marks = paint_summary(
            self, surface, review, self.saved.state.config.seat_names,
            tr("Expected final margin after each turn (points ahead of the best opponent)"),
            thresholds_text(), self.rating_lines(review))

    def rating_lines(self, review: Review) -> dict[int, str]:
        """Each reviewed seat's rating for this game in a sentence: "Your play …" when the
        review is of one person's seat (their own game), else by name; none without a
        calibration."""
        names = self.saved.state.config.seat_names
        alone = len(review.seats) == 1 and self.saved.seats[review.seats[0]] == HUMAN
        lines = {seat: seat_line(review, seat, None if alone else names[seat])
                 for seat in review.seats}
        return {seat: line for seat, line in lines.items() if line is not None}

    def _draw_turn(self, surface: pygame.Surface, verdict: TurnReview) -> None:
        """The table at the turn's start with the better plan's ghosts; the turn's verdict on
        the prompt plate, the words in a panel over the spice guide and the log (neither is
        needed here: the altar shows the spices)."""
        table = self.table
        assert table is not None
        assert self.review is not None
        table.draw(surface)
        self.drawn = []
        lay, p = table.layout, table.palette
        plate = lay.prompt_rect.inflate(round(20 * lay.s), round(8 * lay.s))
        panel(surface, plate.union(lay.buttons_rect), p, self.s)
        names = self.saved.state.config.seat_names
        k, n = self.index + 1, len(self.review.turns)
        # the seat's name only when the review covers several: one person's is their own game
        head = (tr("Turn {k} of {n} · {name}:", k=k, n=n, name=names[verdict.turn.seat])
                if len(self.review.seats) > 1 else tr("Turn {k} of {n}:", k=k, n=n),
                tr("{label}, −{loss} ± {se} points", label=tr(LABEL_WORDS[verdict.label]),
                   loss=decimal(max(0.0, verdict.loss), 1),
                   se=decimal(min(verdict.loss_se, 99.0), 1)))
        box = lay.prompt_rect
        size, lines = fitted(self.text, head, self.font_px("body"), box.width, box.height, "bold")
        step = self.text.size(lines[0], size, "bold")[1]
        y = box.centery - step * len(lines) / 2
        for line in lines:
            self.drawn.append(("verdict", blit_text(surface, self.text, line, size, p.ink,
                                                    (box.centerx, y), "midtop", "bold")))
            y += step
        panel(surface, self.words.box, p, self.s)
        self.words.draw(surface, self.text, p)
        self.form.draw(surface, p, self.text, self.s)
        self.drawn += [("control", c.rect) for c in self.form.controls]

    def resize(self, size: tuple[int, int]) -> None:
        self.w, self.h = size
        if self.table is not None and self.view == "turn":
            self.show_turn(self.index)
        super().resize(size)

    def close(self) -> None:
        self.cancel()
        if self.table is not None:
            self.table.close()
