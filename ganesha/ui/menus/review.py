"""Review my game: where each turn of a finished game won or lost points, by the AI's reckoning.

Two views. The **summary**: while the review is made (in worker processes,
:mod:`ganesha.ai.review_job`) a progress bar with the turns done and the time left, and Cancel;
once it is done, a chart of the expected final margin after each reviewed turn (who was ahead,
where it turned), each seat's accuracy and the count of each label. The **turns**: the table at
the start of a reviewed turn (the replay table, nobody acts), the better plan drawn on it the
way the hint draws one (ghost gems and arrows), the verdict on the prompt plate (the label, the
points lost and their standard error) and, over the log panel, what was played and the better
plan in the log's words. Keys (and so the gamepad): Left / Right step through the turns,
Home / End, Tab switches view, Esc goes back.

A finished review is kept (:mod:`ganesha.store.reviews`), so a reviewed game opens instantly;
a cancelled one leaves nothing behind.
"""

from __future__ import annotations

from typing import Any

import pygame

from ganesha.ai.review import (
    FIRST_SAMPLES,
    LABELS,
    MOST_SAMPLES,
    THRESHOLDS,
    Review,
    TurnReview,
)
from ganesha.ai.review_job import ReviewJob
from ganesha.data.i18n import N_
from ganesha.data.i18n import translate as tr
from ganesha.data.vocabulary import HUMAN, NORMAL_SPEED
from ganesha.engine import GameState, new_game
from ganesha.store import reviews
from ganesha.store.saves import SavedGame
from ganesha.ui.kit.scene import NOW
from ganesha.ui.kit.shapes import panel
from ganesha.ui.kit.theme import PLAYER_COLOURS, blit_text, wrap
from ganesha.ui.kit.widgets.control import Control
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.hint import plan_gain
from ganesha.ui.table.scene import TableScene

#: The labels in the player's words.
LABEL_WORDS = {"best": N_("best"), "good": N_("good"), "inaccuracy": N_("inaccuracy"),
               "mistake": N_("mistake"), "blunder": N_("blunder")}
#: Chart colours of the labels, from calm to alarming.
LABEL_INK = {"best": (60, 130, 80), "good": (110, 150, 90), "inaccuracy": (200, 150, 40),
             "mistake": (210, 100, 40), "blunder": (180, 40, 40)}


def reviewed_seats(saved: SavedGame) -> tuple[int, ...]:
    """The seats a review looks at by default: the people (every seat in an AI-only game)."""
    people = tuple(i for i, kind in enumerate(saved.seats) if kind == HUMAN)
    return people or tuple(range(saved.state.players))


def thresholds_text() -> str:
    """The labels' thresholds in one sentence (the rules help says the same)."""
    good, inaccuracy, mistake = (below for _, below in THRESHOLDS)
    return tr("Points lost against the best plan found: best (no more than the estimate's "
              "noise), good (under {good}), inaccuracy (under {inaccuracy}), mistake (under "
              "{mistake}), blunder ({mistake} or more).", good=format(good, "g"),
              inaccuracy=format(inaccuracy, "g"), mistake=format(mistake, "g"))


def turn_words(state: GameState, verdict: TurnReview) -> tuple[str, str]:
    """What was played and the better plan, in the log's words, from the turn's start."""
    def told(plan: tuple[Any, ...]) -> str:
        copy, parts = state.clone(), []
        for action in plan:
            if action not in copy.legal_actions():
                break
            parts.append(copy.describe(action, tr))
            copy.apply(action)
        return "; ".join(parts)
    played = told(verdict.turn.actions)
    if verdict.label == "best":
        return played, ""
    points, _ = plan_gain(state, verdict.best)
    return played, tr("Better: {plan} ({points:+d} this turn).", plan=told(verdict.best),
                      points=points)


class ReviewScene(MenuScene):
    def __init__(self, host: Any, saved: SavedGame, size: tuple[int, int],
                 seats: tuple[int, ...] | None = None,
                 budget: tuple[int, int] = (FIRST_SAMPLES, MOST_SAMPLES)) -> None:
        self.host = host
        self.saved = saved
        self.seats = seats if seats is not None else reviewed_seats(saved)
        self.actions = saved.state.player_actions()
        self.review: Review | None = reviews.load(saved.state, self.seats)
        self.job: ReviewJob | None = None
        if self.review is None:
            self.job = ReviewJob(saved.state.config, self.actions, self.seats,
                                 first=budget[0], most=budget[1])
        self.progress: tuple[int, int, float | None] = (0, 0, None)
        self.index = 0
        self.view = "summary"
        self.table: TableScene | None = None
        super().__init__(size)

    # --- the analysis ---------------------------------------------------------------------------
    def frame_due(self) -> float | None:
        """The analysis' progress is polled while it runs; then the screen waits for input."""
        return NOW if self.job is not None else super().frame_due()

    def update(self, dt: float) -> None:
        if self.job is not None:
            progress = self.job.poll()
            self.progress = (progress.done, progress.total, progress.seconds_left)
            result = self.job.result()
            if result is not None:
                self.review, self.job = result, None
                reviews.save(result, self.saved.state)
                self.rebuild()
        if self.table is not None:
            self.table.update(dt)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
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
                                           label, name == "next", font))
                x += w + gap
            self.form = Form(controls)
            self.form.focus_on("next")
            return
        controls = [PushButton("leave", self.grown_rect(540, 722, 200, 52, 1.25, False),
                               tr("Cancel") if self.job is not None else tr("Back"), True,
                               self.font_px("heading"))]
        if self.review is not None and self.review.turns:
            controls.insert(0, PushButton("turns", self.grown_rect(780, 722, 260, 52, 1.25,
                                                                   False),
                                          tr("Step through turns"), False, font))
        self.form = Form(controls)
        self.form.focus_on("turns" if len(controls) > 1 else "leave")

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
        self.host.show_title()

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
        chart = self.r(140, 150, 1000, 320)
        self.board(surface, chart)
        turns = review.turns
        top = max([5.0] + [abs(t.played_value) for t in turns])
        zero_y = chart.centery
        pygame.draw.line(surface, self.palette.ink_soft, (chart.left + self.px(12), zero_y),
                         (chart.right - self.px(12), zero_y), 1)
        step = (chart.width - self.px(40)) / max(1, len(turns) - 1)
        points = [(chart.left + self.px(20) + i * step,
                   zero_y - t.played_value / top * (chart.height / 2 - self.px(20)))
                  for i, t in enumerate(turns)]
        for seat in review.seats:
            mine = [p for p, t in zip(points, turns, strict=True) if t.turn.seat == seat]
            if len(mine) > 1:
                pygame.draw.lines(surface, PLAYER_COLOURS[seat % len(PLAYER_COLOURS)], False,
                                  mine, max(2, self.px(3)))
        for (x, y), t in zip(points, turns, strict=True):
            pygame.draw.circle(surface, LABEL_INK[t.label], (round(x), round(y)),
                               max(3, self.px(6)))
        self._chart_scale(surface, chart, top, turns)
        self.label(surface, tr("Expected final margin after each turn (points ahead of the "
                               "best opponent)"), 640, 140, "body", anchor="midbottom",
                   width=1000)
        y = 495.0
        names = self.saved.state.config.seat_names
        for seat in review.seats:
            theirs = [t for t in turns if t.turn.seat == seat]
            tally = [(sum(t.label == name for t in theirs), name) for name in LABELS]
            counts = ", ".join(f"{tr(LABEL_WORDS[name])} × {n}" for n, name in tally if n)
            self.label(surface, tr("{name}: accuracy {accuracy} % ({counts})", name=names[seat],
                                   accuracy=round(review.accuracy(seat)), counts=counts),
                       640, y, "body", anchor="midtop", width=1000)
            y += 38
        self.paragraph(surface, thresholds_text(), 200, max(y + 8, 585), 880, "body",
                       height=110)

    def _chart_scale(self, surface: pygame.Surface, chart: pygame.Rect, top: float,
                     turns: tuple[TurnReview, ...]) -> None:
        """The chart's numbers: the margin at the top, zero and the bottom, and the rounds."""
        size, ink, left = self.font_px("body"), self.palette.ink_soft, chart.left - self.px(8)
        reach = chart.height / 2 - self.px(20)
        for value, y in ((top, chart.centery - reach), (0.0, chart.centery),
                         (-top, chart.centery + reach)):
            blit_text(surface, self.text, f"{value:+.0f}" if value else "0", size, ink,
                      (left, y), "midright")
        if turns:
            first, last = turns[0].turn.round, turns[-1].turn.round
            below = (chart.bottom + self.px(6))
            blit_text(surface, self.text, tr("round {n}", n=first), size, ink,
                      (chart.left + self.px(20), below), "topleft")
            blit_text(surface, self.text, tr("round {n}", n=last), size, ink,
                      (chart.right - self.px(20), below), "topright")

    def _draw_turn(self, surface: pygame.Surface, verdict: TurnReview) -> None:
        """The table at the turn's start with the better plan's ghosts; the turn's verdict on
        the prompt plate, the words over the log panel (the log is not needed here)."""
        table = self.table
        assert table is not None
        assert self.review is not None
        table.draw(surface)
        lay, p = table.layout, table.palette
        plate = lay.prompt_rect.inflate(round(20 * lay.s), round(8 * lay.s))
        panel(surface, plate.union(lay.buttons_rect), p, self.s)
        names = self.saved.state.config.seat_names
        head = tr("Turn {k} of {n} · {name}: {label}, −{loss} ± {se} points",
                  k=self.index + 1, n=len(self.review.turns), name=names[verdict.turn.seat],
                  label=tr(LABEL_WORDS[verdict.label]), loss=format(max(0.0, verdict.loss), ".1f"),
                  se=format(min(verdict.loss_se, 99.0), ".1f"))
        size = self.font_px("body")
        blit_text(surface, self.text, head, size, p.ink, lay.prompt_rect.center, "center",
                  "bold")
        box = lay.log_rect
        panel(surface, box, p, self.s)
        played, better = turn_words(table.state, verdict)
        small = self.font_px("small")
        y = box.top + self.px(12)
        for words, ink in ((tr("Played: {plan}", plan=played), p.ink_soft), (better, p.ink)):
            for line in wrap(self.text, words, small, box.width - self.px(24)):
                if y + small > box.bottom - self.px(8):
                    break
                blit_text(surface, self.text, line, small, ink, (box.left + self.px(12), y))
                y += round(small * 1.3)
            y += self.px(8)
        self.form.draw(surface, p, self.text, self.s)

    def resize(self, size: tuple[int, int]) -> None:
        self.w, self.h = size
        if self.table is not None and self.view == "turn":
            self.show_turn(self.index)
        super().resize(size)

    def close(self) -> None:
        self.cancel()
        if self.table is not None:
            self.table.close()
