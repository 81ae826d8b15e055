"""The words of a reviewed turn beside the table: what was played and the better plan, one
action a line in the log's words (as the game log tells a turn), wrapped to their panel and never
cut.

A long plan (five actions of a Russian turn at 150 % text in a 1024x600 window) is taller than
any panel the table can spare, so the panel scrolls: the wheel, Up / Down and Page Up / Page Down,
or the scroll bar at its right edge (click or drag), which shows how much there is and where the
lines on show stand. Lines are placed whole: each is drawn inside the panel or not at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ganesha.ai.review import TurnReview
from ganesha.data.i18n import translate as tr
from ganesha.engine import Action, GameState
from ganesha.ui.kit.text import decimal
from ganesha.ui.kit.theme import Colour, Palette, TextCache, blit_text, wrap
from ganesha.ui.table.hint import plan_gain

#: Keys that scroll the words, with the share of the panel's height they move.
SCROLL_KEYS = {pygame.K_UP: -0.25, pygame.K_DOWN: 0.25, pygame.K_PAGEUP: -0.9,
               pygame.K_PAGEDOWN: 0.9}
WHEEL_LINES = 2  # lines a notch of the wheel moves


@dataclass(frozen=True, slots=True)
class Paragraph:
    """One block of words: its text, ink and face; ``step`` marks one action of a plan, set in
    under its heading with its further lines hanging (no gap above it)."""

    words: str
    ink: Colour
    kind: str = "sans"
    step: bool = False


@dataclass(frozen=True, slots=True)
class Line:
    """A wrapped line at its place in the whole text (``top`` from the text's top, ``left``
    from the panel's left edge, in pixels)."""

    words: str
    ink: Colour
    kind: str
    top: int
    left: int = 0


def plan_steps(state: GameState, plan: Sequence[Action]) -> list[str]:
    """Each action of ``plan`` from ``state`` in the log's words, while they stay legal."""
    copy, steps = state.clone(), []
    for action in plan:
        if action not in copy.legal_actions():
            break
        steps.append(copy.describe(action, tr))
        copy.apply(action)
    return steps


def turn_paragraphs(state: GameState, verdict: TurnReview, ink: Colour,
                    soft: Colour) -> list[Paragraph]:
    """What was played and, unless it was the best, the better plan: a heading each with the
    points its plan scores this turn (the better one also the points it wins by the game's end,
    the turn's loss: a better plan often scores less now, and "+0" beside "4.1 points lost"
    alone would read as a contradiction), then one action a paragraph."""
    played, _ = plan_gain(state, verdict.turn.actions)
    told = [Paragraph(tr("Played ({points:+d} this turn):", points=played), soft, "bold")]
    told += [Paragraph(step, soft, step=True) for step in plan_steps(state, verdict.turn.actions)]
    if verdict.label != "best":
        points, _ = plan_gain(state, verdict.best)
        told.append(Paragraph(tr("Better ({points:+d} this turn, {loss} points more by the "
                                 "game's end):", points=points,
                                 loss=decimal(max(0.0, verdict.loss), 1)), ink, "bold"))
        told += [Paragraph(step, ink, step=True) for step in plan_steps(state, verdict.best)]
    return told


class WordsPanel:
    """Wrapped paragraphs in a box, scrolled by whole lines when they are taller than it."""

    def __init__(self) -> None:
        self.box = pygame.Rect(0, 0, 0, 0)
        self.view = pygame.Rect(0, 0, 0, 0)  # the part of the box the lines are drawn in
        self.track = pygame.Rect(0, 0, 0, 0)  # the scroll bar, when the words need one
        self.lines: list[Line] = []
        self.line_h = 1
        self.size = 1
        self.content_h = 0
        self.scroll = 0
        self.dragging = False  # the scroll bar held with the mouse
        self.drawn: list[tuple[str, pygame.Rect]] = []
        """What the last frame drew: ("line", rect) of every line, ("bar", rect) of the scroll
        bar's thumb, so a test can check that every line is whole inside :attr:`view`."""
        self.shown: list[int] = []  # the lines the last frame drew (indices into lines)

    def lay_out(self, text: TextCache, paragraphs: list[Paragraph], size: int,
                box: pygame.Rect, pad: int) -> None:
        """Wrap ``paragraphs`` at ``size`` px to ``box`` (inset by ``pad``); the scroll bar takes
        its room at the right only when the lines are taller than the box."""
        self.box, self.size = box, size
        self.line_h = round(size * 1.3)
        self.view = box.inflate(-2 * pad, -2 * pad)
        self.lines = self._wrap(text, paragraphs, self.view.width, pad)
        if self.content_h > self.view.height:
            bar = max(4, pad // 2)
            self.track = pygame.Rect(box.right - pad // 2 - bar, self.view.top, bar,
                                     self.view.height)
            self.view.width -= bar + pad // 2
            self.lines = self._wrap(text, paragraphs, self.view.width, pad)
        else:
            self.track = pygame.Rect(0, 0, 0, 0)
        self.scroll_to(self.scroll)

    def _wrap(self, text: TextCache, paragraphs: list[Paragraph], width: int,
              gap: int) -> list[Line]:
        lines: list[Line] = []
        top = 0
        indent, hang = self.size // 2, self.size  # a step's first line, and the lines after it
        for paragraph in paragraphs:
            if not paragraph.words:
                continue
            if lines and not paragraph.step:
                top += gap  # between the headed sections
            if paragraph.step:
                rows = wrap(text, paragraph.words, self.size, width - hang, paragraph.kind,
                            first=width - indent)
            else:
                rows = wrap(text, paragraph.words, self.size, width, paragraph.kind)
            for k, words in enumerate(rows):
                left = (hang if k else indent) if paragraph.step else 0
                lines.append(Line(words, paragraph.ink, paragraph.kind, top, left))
                top += self.line_h
        self.content_h = top
        return lines

    # --- scrolling ------------------------------------------------------------------------------
    @property
    def scrolls(self) -> bool:
        return self.content_h > self.view.height

    @property
    def most(self) -> int:
        """The furthest scroll: the last line whole at the panel's bottom."""
        return max(0, self.content_h - self.view.height)

    def scroll_to(self, offset: int) -> None:
        self.scroll = max(0, min(offset, self.most))

    def process_event(self, event: pygame.event.Event) -> bool:
        """Scroll by the wheel, the keys or the bar (a click, or dragged); True when the event
        was one of these."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - round(event.y) * WHEEL_LINES * self.line_h)
            return self.scrolls
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            share = SCROLL_KEYS[event.key]
            step = max(self.line_h, round(abs(share) * self.view.height))
            self.scroll_to(self.scroll + (step if share > 0 else -step))
            return self.scrolls
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.scrolls \
                and self.track.inflate(self.track.width * 2, 0).collidepoint(event.pos):
            self.dragging = True  # the bar follows the pointer until the button is let go
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        elif not (event.type == pygame.MOUSEMOTION and self.dragging):
            return False
        share = (event.pos[1] - self.track.top) / max(1, self.track.height)
        self.scroll_to(round(share * self.content_h - self.view.height / 2))
        return True

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, text: TextCache, palette: Palette) -> None:
        self.drawn, self.shown = [], []
        for index, line in enumerate(self.lines):
            y = self.view.top + line.top - self.scroll
            if y < self.view.top or y + self.line_h > self.view.bottom:
                continue  # scrolled out of the panel: whole lines only
            self.shown.append(index)
            self.drawn.append(("line", blit_text(surface, text, line.words, self.size, line.ink,
                                                 (self.view.left + line.left, y), "topleft",
                                                 line.kind)))
        if self.scrolls:
            pygame.draw.rect(surface, palette.panel_shadow, self.track,
                             border_radius=self.track.width // 2)
            share = self.view.height / self.content_h
            thumb = pygame.Rect(self.track.left,
                                self.track.top + round(self.track.height * self.scroll
                                                       / self.content_h),
                                self.track.width, max(self.track.width * 3,
                                                      round(self.track.height * share)))
            thumb.bottom = min(thumb.bottom, self.track.bottom)
            pygame.draw.rect(surface, palette.accent, thumb, border_radius=self.track.width // 2)
            self.drawn.append(("bar", thumb))


__all__ = ["Line", "Paragraph", "WordsPanel", "plan_steps", "turn_paragraphs"]
