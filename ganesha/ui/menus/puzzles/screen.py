"""Puzzles: find the best turn in a position from a real game, played at the real table.

Three views. **Home**: the player's puzzle rating, the streak, how many answers were solved,
the last attempts (the history), Next puzzle (near the player's rating, :mod:`.standing`) and
the daily puzzle. **Play**: the table at the puzzle's position (:mod:`.attempt`), with one line
over the log saying whose best turn to find; the person plays the whole turn as in a game
(drags, the bar, the boxes, Undo). Once the turn has passed, the judge weighs it in the
background (:mod:`.judging`; the screen says it is checking and never waits on it). **Verdict**:
solved (the table as played), or not (the table back at the position with the better plan's
ghost gems, as the review draws it); on the prompt plate the verdict and the points lost, beside
the table the better plan and what was played in the log's words, how the rating moved; Retry,
Next and Back. Back (and Esc) leads from a puzzle to Home, and from Home to where the screen was
opened (the title or Records).

The first answer to each puzzle while the screen is open is rated (both ratings move, kept by
:mod:`ganesha.store.puzzle_history`); a Retry is judged but not rated. A damaged puzzle set
is said on Home and nothing can be played; a damaged rating file was kept aside by the store,
which this screen says once.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

import pygame

from ganesha.ai.puzzle_judge import Judgement
from ganesha.ai.puzzles import Plan
from ganesha.data.glicko import Glicko
from ganesha.data.i18n import translate as tr
from ganesha.data.puzzles import Puzzle
from ganesha.data.vocabulary import NORMAL_SPEED, Speed
from ganesha.store import puzzle_history
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.scene import NOW
from ganesha.ui.kit.shapes import panel
from ganesha.ui.kit.theme import blit_text, wrap
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.host import Navigation
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.puzzles import home
from ganesha.ui.menus.puzzles.attempt import PuzzleTable
from ganesha.ui.menus.puzzles.judging import Judging
from ganesha.ui.menus.puzzles.standing import (
    Visit,
    day_puzzle,
    load_set,
    number_of,
    offer_next,
)
from ganesha.ui.menus.puzzles.words import (
    puzzle_words,
    rating_change,
    task,
    verdict_paragraphs,
    verdict_parts,
)
from ganesha.ui.menus.review.screen import fitted
from ganesha.ui.menus.review.words import Paragraph, WordsPanel

POINTER = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
#: Seconds of the app's clock during which a verdict just shown takes no press (see
#: :meth:`PuzzleScene.process_event`): a hasty double click takes well under it, a deliberate
#: click after reading the verdict well over it.
VERDICT_SETTLE = 0.35


class PuzzleScene(MenuScene):
    def __init__(self, navigation: Navigation, size: tuple[int, int],
                 speed: Speed = NORMAL_SPEED, notices: list[str] | None = None,
                 processes: bool = True) -> None:
        """``speed``: the table's animation speed; ``notices``: where a rating file kept aside
        is told of besides this screen (the title's one-line notices; None: not told);
        ``processes``: judge in a worker process (else in a thread, :mod:`.judging`), started
        when the first puzzle opens, not here: a look at Home starts no process."""
        self.navigation = navigation
        self.speed = speed
        self.set = load_set()
        self.history, notice = puzzle_history.load_noticed()
        self.notice = notice or (tr("The puzzles could not be read: {reason}",
                                    reason=self.set.problem) if self.set.problem else None)
        if notice is not None and notices is not None and notice not in notices:
            notices.append(notice)
        self.visit = Visit()
        self.judging: Judging | None = Judging(processes) if self.set.puzzles else None
        self.puzzle: Puzzle | None = None
        self.attempt: PuzzleTable | None = None
        self.answer: Plan = ()
        self.judgement: Judgement | None = None
        self.before: Glicko | None = None  # the rating before the answer (None: not rated)
        self.view = "home"
        self.settling = 0.0  # seconds left before the verdict's buttons take a press
        self.none_left = False  # Next found every puzzle solved lately
        self.words = WordsPanel()
        self.said: list[tuple[str, pygame.Rect, str]] = []
        """The table views' own lines as the last frame drew them: ("task" or "verdict", where,
        the words), so a test reads what the player reads."""
        super().__init__(size)

    # --- the puzzles ---------------------------------------------------------------------------
    @staticmethod
    def now() -> _dt.datetime:
        return _dt.datetime.now()

    def daily(self) -> Puzzle | None:
        return day_puzzle(self.set.puzzles, self.now().date())

    def open_next(self) -> None:
        """The next puzzle near the player's rating (never the one just played while another
        can be offered)."""
        chosen = offer_next(self.set.puzzles, self.history, self.now(),
                            self.puzzle.id if self.puzzle is not None else None)
        self.none_left = chosen is None
        if chosen is None:
            self.go_home()
        else:
            self.open(chosen)

    def open(self, puzzle: Puzzle) -> None:
        """The table at ``puzzle``'s position, the person to move (rated only if it was not
        answered before in this visit or today: :class:`.standing.Visit`)."""
        self._drop_table()
        self.puzzle, self.judgement, self.answer = puzzle, None, ()
        self.attempt = PuzzleTable(puzzle, (self.w, self.h), self.speed)
        if self.judging is not None:
            self.judging.prepare()
        self.view = "play"
        self.rebuild()

    def judged(self, judgement: Judgement) -> None:
        """The verdict is in: rated if it is the visit's first answer and the day's, shown with
        the table as played (solved) or back at the position with the better plan's ghosts."""
        assert self.puzzle is not None
        self.before = None
        if self.visit.rates(self.puzzle, self.history, self.now().date()):
            self.before = self.history.player
            self.history, notice = puzzle_history.record(self.puzzle, judgement.solved,
                                                         self.now())
            self.notice = notice or self.notice
        self.judgement = judgement
        if judgement.better is not None:
            self._drop_table()
            self.attempt = PuzzleTable(self.puzzle, (self.w, self.h), self.speed,
                                       spectator=True)
            self.attempt.table.shown_plan = judgement.better
        self.view = "verdict"
        self.settling = VERDICT_SETTLE
        self.words.scroll = 0
        self.rebuild()

    def go_home(self) -> None:
        if self.judging is not None:
            self.judging.cancel()
        self._drop_table()
        self.view = "home"
        self.rebuild()

    def _drop_table(self) -> None:
        if self.attempt is not None:
            self.attempt.close()
            self.attempt = None

    # --- per frame -----------------------------------------------------------------------------
    def frame_due(self) -> float | None:
        """Polled while the judge works; otherwise as the table (or a menu) needs."""
        if self.judging is not None and self.judging.busy:
            return NOW
        if self.settling > 0:  # woken when the verdict's buttons start to take presses
            due = self.attempt.table.frame_due() if self.attempt is not None else None
            return self.settling if due is None else min(due, self.settling)
        if self.attempt is not None:
            return self.attempt.table.frame_due()
        return super().frame_due()

    def update(self, dt: float) -> None:
        self.settling = max(0.0, self.settling - dt)
        attempt, judging = self.attempt, self.judging
        if attempt is None or judging is None:
            return
        attempt.table.update(dt)
        if self.view != "play" or self.puzzle is None:
            return
        if judging.busy:
            result = judging.poll()
            if result is not None:
                self.judged(result)
            return
        answer = attempt.answer()
        if answer is not None:
            self.answer = answer
            judging.start(self.puzzle, answer)

    # --- controls ------------------------------------------------------------------------------
    def build(self) -> None:
        if self.attempt is None or self.view == "home":
            self.form = home.controls(self, bool(self.set.puzzles))
            return
        lay = self.attempt.table.layout
        font = self.font_px("body")
        if self.view == "play":
            box = lay.log_rect
            h = min(self.px(44), box.height // 3)
            w = max(self.px(120), self.text.size(tr("Back"), font, "bold")[0] + self.px(28))
            rect = pygame.Rect(0, 0, min(w, box.width - self.px(16)), h)
            rect.midbottom = (box.centerx, box.bottom - self.px(10))
            self.form = Form([PushButton("leave", rect, tr("Back"), False, "label")])
            return
        self.form = Form(self._verdict_buttons(lay.buttons_rect, font))
        self.form.focus_on("next" if self.judgement is not None and self.judgement.solved
                           else "retry")
        self._lay_out_words()

    def _verdict_buttons(self, row: pygame.Rect, font: int) -> list[PushButton]:
        h = min(self.px(44), row.height - self.px(6))
        solved = self.judgement is not None and self.judgement.solved
        items = [("retry", tr("Retry")), ("next", tr("Next puzzle")), ("leave", tr("Back"))]
        widths = [self.text.size(label, font, "bold")[0] + self.px(28) for _, label in items]
        gap = self.px(8)
        scale = min(1.0, (row.width - gap * (len(items) - 1)) / sum(widths))
        widths = [round(w * scale) for w in widths]
        x = row.centerx - (sum(widths) + gap * (len(items) - 1)) // 2
        buttons = []
        for (name, label), w in zip(items, widths, strict=True):
            primary = name == ("next" if solved else "retry")
            buttons.append(PushButton(name, pygame.Rect(x, row.centery - h // 2, w, h), label,
                                      primary, "label"))
            x += w + gap
        return buttons

    def _lay_out_words(self) -> None:
        """The task, the rating's move, the better plan and what was played, over the spice
        guide and the log (the log alone where the table has no guide)."""
        assert self.attempt is not None
        assert self.puzzle is not None
        assert self.judgement is not None
        table = self.attempt.table
        lay, p = table.layout, table.palette
        box = lay.log_rect if lay.guide_rect is None else lay.guide_rect.union(lay.log_rect)
        state = self.puzzle.position()
        told = [Paragraph(task(self.puzzle, state), p.ink, "bold"),
                Paragraph(rating_change(self.before, self.history.player), p.ink)]
        told += verdict_paragraphs(state, self.answer, self.judgement, p.ink, p.ink_soft)
        self.words.lay_out(self.text, told, self.font_px("small"), box, self.px(12))

    def on_change(self, name: Any, value: Any) -> None:
        if name == "next":
            self.open_next()
        elif name == "daily":
            puzzle = self.daily()
            if puzzle is not None:
                self.open(puzzle)
        elif name == "retry" and self.puzzle is not None:
            self.open(self.puzzle)
        elif name == "leave":
            self.back()

    def process_event(self, event: pygame.event.Event) -> bool:
        """At the table the pointer goes to this screen's buttons first, then to the table;
        the keys to the table, but for Esc at a quiet table (back to Home).

        A verdict just shown takes no press for :data:`VERDICT_SETTLE` seconds of the app's
        clock: its buttons stand in the bar where End turn was, under the pointer, and a hasty
        double click on End turn (or a key pressed twice) would otherwise skip the verdict
        unread. A press begun before they appeared is never theirs anyway (a button acts on a
        release over it after a press on it). Waiting, rather than laying them elsewhere, keeps
        them where the bar's buttons always are; the words beside the table scroll at once."""
        if self.view == "verdict" and self.words.process_event(event):
            return True
        if self.view == "verdict" and self.settling > 0 and event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return True
        if self.view != "play" or self.attempt is None:
            return super().process_event(event)
        table = self.attempt.table
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and table.idle:
            self.back()
            return True
        if event.type in POINTER and any(c.rect.collidepoint(event.pos)
                                         for c in self.form.controls):
            return super().process_event(event)
        if event.type == pygame.MOUSEMOTION:
            self.follow_pointer(event.pos)
        return table.process_event(event)

    def back(self) -> None:
        if self.view != "home":
            self.go_home()
        else:
            self.navigation.close_screen(self)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.attempt is None or self.view == "home":
            super().draw(surface)  # the backdrop, then paint(), then the buttons
            return
        self.attempt.table.draw(surface)
        self.drawn, self.said = [], []
        if self.view == "play":
            self._draw_task(surface)
            if self.judging is not None and self.judging.busy:
                self._draw_checking(surface)
        else:
            self._draw_verdict(surface)
        self.form.draw(surface, self.palette, self.text, self.s)
        self.drawn += [("control", c.rect) for c in self.form.controls]

    def paint(self, surface: pygame.Surface) -> None:
        home.paint(self, surface, home.HomeView(
            self.set.puzzles, self.history, self.now().date(), self.daily(), self.none_left,
            self.notice))

    def _draw_task(self, surface: pygame.Surface) -> None:
        """Over the log: whose best turn to find, and while the judge works, that it does."""
        assert self.attempt is not None
        assert self.puzzle is not None
        table = self.attempt.table
        lay, p = table.layout, table.palette
        box = lay.log_rect
        panel(surface, box, p, self.s)
        lines = [(task(self.puzzle, table.state), "bold", p.ink),
                 (puzzle_words(number_of(self.set.puzzles, self.puzzle.id),
                               self.history.rating_of(self.puzzle)), "sans", p.ink_soft)]
        if self.judging is not None and self.judging.busy:
            lines.append((tr("Checking your turn…"), "sans", p.ink_soft))
        pad = self.px(12)
        y = box.top + pad
        size = self.font_px("body")
        for words, kind, ink in lines:
            for line in wrap(self.text, words, size, box.width - 2 * pad, kind):
                rect = blit_text(surface, self.text, line, size, ink, (box.centerx, y),
                                 "midtop", kind)
                self.drawn.append(("label", rect))
                self.said.append(("task", rect, line))
                y += round(size * 1.3)

    def _draw_checking(self, surface: pygame.Surface) -> None:
        """While the judge works, the prompt plate says so: under it the table would name the
        next seat as thinking, and in a puzzle nobody moves after the person."""
        assert self.attempt is not None
        lay, p = self.attempt.table.layout, self.attempt.table.palette
        plate = lay.prompt_rect.inflate(round(20 * lay.s), round(8 * lay.s))
        panel(surface, plate.union(lay.buttons_rect), p, self.s)
        words = tr("Checking your turn…")
        size, width = self.font_px("body"), lay.prompt_rect.width
        while size > type_scale.MIN_PX and self.text.size(words, size, "bold")[0] > width:
            size -= 1
        rect = blit_text(surface, self.text, words, size, p.ink, lay.prompt_rect.center,
                         "center", "bold")
        self.drawn.append(("label", rect))
        self.said.append(("prompt", rect, words))

    def _draw_verdict(self, surface: pygame.Surface) -> None:
        """The verdict on the prompt plate (over the bar), the words beside the table."""
        assert self.attempt is not None
        assert self.judgement is not None
        lay, p = self.attempt.table.layout, self.attempt.table.palette
        plate = lay.prompt_rect.inflate(round(20 * lay.s), round(8 * lay.s))
        panel(surface, plate.union(lay.buttons_rect), p, self.s)
        box = lay.prompt_rect
        size, lines = fitted(self.text, verdict_parts(self.judgement), self.font_px("body"),
                             box.width, box.height, "bold")
        step = self.text.size(lines[0], size, "bold")[1]
        y = box.centery - step * len(lines) / 2
        ink = p.good if self.judgement.solved else p.bad
        for line in lines:
            rect = blit_text(surface, self.text, line, size, ink, (box.centerx, y), "midtop",
                             "bold")
            self.drawn.append(("verdict", rect))
            self.said.append(("verdict", rect, line))
            y += step
        panel(surface, self.words.box, p, self.s)
        self.words.draw(surface, self.text, p)

    def resize(self, size: tuple[int, int]) -> None:
        self.w, self.h = size
        if self.attempt is not None:
            self.attempt.table.resize(size)
        super().resize(size)

    def close(self) -> None:
        self._drop_table()
        if self.judging is not None:
            self.judging.close()


__all__ = ["PuzzleScene"]
