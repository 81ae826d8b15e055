"""The game review's summary: the chart of the expected final margin after each reviewed turn,
its axis (a tick per turn, numbered as the turns view counts them: "Turn 12 of 17" is the
twelfth tick), a legend naming the colours of the labels, each seat's accuracy and the labels'
thresholds.

The parts flow down the page at the player's text size; the chart takes the height the words
leave, so nothing runs into the buttons at 1024x600 and 150 %.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ganesha.ai.review import LABELS, Review, TurnReview
from ganesha.data.i18n import N_
from ganesha.data.i18n import translate as tr
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.theme import PLAYER_COLOURS, Colour, blit_text

if TYPE_CHECKING:
    from ganesha.ui.menus.menu_base import MenuScene

#: The labels in the player's words.
LABEL_WORDS = {"best": N_("best"), "good": N_("good"), "inaccuracy": N_("inaccuracy"),
               "mistake": N_("mistake"), "blunder": N_("blunder")}
#: Chart colours of the labels, from calm to alarming.
LABEL_INK: dict[str, Colour] = {"best": (60, 130, 80), "good": (110, 150, 90),
                                "inaccuracy": (200, 150, 40), "mistake": (210, 100, 40),
                                "blunder": (180, 40, 40)}
TICK_STEPS = (1, 2, 5, 10, 20, 50)  # numbers on every n-th tick, the smallest n with room
BOTTOM = 712.0  # design y the summary keeps above (the buttons start at 722)


@dataclass
class SummaryMarks:
    """What the summary drew where, for the tests and for a click on the chart: each turn's
    point, each tick (turn number and x), the numbered ticks, the legend's entries (label, ink,
    words, swatch rect), the chart's box and each seat's rating line."""

    chart: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    points: list[tuple[float, float]] = field(default_factory=list)
    ticks: list[tuple[int, float]] = field(default_factory=list)
    numbered: list[int] = field(default_factory=list)
    legend: list[tuple[str, Colour, str, pygame.Rect]] = field(default_factory=list)
    ratings: list[pygame.Rect] = field(default_factory=list)


def line_h(scene: MenuScene, role: str) -> float:
    """The design height of a line of ``role`` at the player's text size."""
    return type_scale.style(role).px(scene.s, scene.text_most) * 1.35 / scene.s


def paint_summary(scene: MenuScene, surface: pygame.Surface, review: Review,
                  names: tuple[str, ...], words_above: str, thresholds: str,
                  ratings: dict[int, str] | None = None) -> SummaryMarks:
    """The summary from under the heading to above the buttons; ``ratings`` is each seat's
    rating for the game in a sentence, drawn under its accuracy."""
    marks = SummaryMarks()
    ratings = ratings or {}
    body, caption = line_h(scene, "body"), line_h(scene, "caption")
    y = 112.0
    scene.label(surface, words_above, 640, y, "body", anchor="midtop", width=1000)
    y += body + 4
    legend_h = legend_height(scene)
    below = (caption + 6 + legend_h + 10 + body * (len(review.seats) + len(ratings)) + 8
             + 2.2 * body)
    chart_h = max(110.0, min(300.0, BOTTOM - y - below))
    marks.chart = scene.r(140, y, 1000, chart_h)
    paint_chart(scene, surface, review.turns, review.seats, marks)
    y += chart_h + 6 + caption + 6
    y = paint_legend(scene, surface, y, marks) + 10
    for seat in review.seats:
        paint_accuracy(scene, surface, review, seat, names[seat], y)
        y += body
        if seat in ratings:
            marks.ratings.append(scene.label(surface, ratings[seat], 660, y, "body",
                                             anchor="midtop", width=960))
            y += body
    scene.paragraph(surface, thresholds, 200, y + 8, 880, "small",
                    height=max(line_h(scene, "small"), BOTTOM - y - 8))
    return marks


def paint_chart(scene: MenuScene, surface: pygame.Surface, turns: tuple[TurnReview, ...],
                seats: tuple[int, ...], marks: SummaryMarks) -> None:
    """The margin after each turn: a line per seat in its colour, a dot per turn in its label's
    colour, the margin's scale at the left and a tick per turn under the chart."""
    chart, palette = marks.chart, scene.palette
    scene.board(surface, chart)
    top = max([5.0] + [abs(t.played_value) for t in turns])
    reach = chart.height / 2 - scene.px(16)
    zero_y = chart.centery
    pygame.draw.line(surface, palette.ink_soft, (chart.left + scene.px(12), zero_y),
                     (chart.right - scene.px(12), zero_y), 1)
    step = (chart.width - scene.px(40)) / max(1, len(turns) - 1)
    marks.points = [(chart.left + scene.px(20) + i * step, zero_y - t.played_value / top * reach)
                    for i, t in enumerate(turns)]
    for seat in seats:
        mine = [p for p, t in zip(marks.points, turns, strict=True) if t.turn.seat == seat]
        if len(mine) > 1:
            pygame.draw.lines(surface, PLAYER_COLOURS[seat % len(PLAYER_COLOURS)], False, mine,
                              max(2, scene.px(3)))
    for (x, y), t in zip(marks.points, turns, strict=True):
        pygame.draw.circle(surface, LABEL_INK[t.label], (round(x), round(y)), max(3, scene.px(6)))
    size, ink = scene.font_px("caption"), palette.ink_soft
    for value, y in ((top, zero_y - reach), (0.0, zero_y), (-top, zero_y + reach)):
        scene.drawn.append(("label", blit_text(surface, scene.text, f"{value:+.0f}" if value
                                               else "0", size, ink,
                                               (chart.left - scene.px(8), y), "midright")))
    paint_ticks(scene, surface, marks)


def paint_ticks(scene: MenuScene, surface: pygame.Surface, marks: SummaryMarks) -> None:
    """A tick under each turn's dot; the turn numbers on every n-th tick that leaves them room
    (the first always), and the axis's name ("turn") at its left."""
    chart, ink = marks.chart, scene.palette.ink_soft
    size = scene.font_px("caption")
    xs = [x for x, _ in marks.points]
    marks.ticks = [(i + 1, x) for i, x in enumerate(xs)]
    for x in xs:
        pygame.draw.line(surface, ink, (round(x), chart.bottom - scene.px(8)),
                         (round(x), chart.bottom - scene.px(2)), 1)
    step = xs[1] - xs[0] if len(xs) > 1 else float(chart.width)
    widest = scene.text.size(str(len(xs)), size)[0] + scene.px(10)
    every = next((n for n in TICK_STEPS if n * step >= widest), TICK_STEPS[-1])
    below = chart.bottom + scene.px(6)
    marks.numbered = [k for k, _ in marks.ticks if k == 1 or k % every == 0]
    for k in marks.numbered:
        scene.drawn.append(("label", blit_text(surface, scene.text, str(k), size, ink,
                                               (xs[k - 1], below), "midtop")))
    scene.drawn.append(("label", blit_text(surface, scene.text, tr("turn"), size, ink,
                                           (chart.left - scene.px(8), below), "topright")))


def legend_entries() -> list[tuple[str, Colour, str]]:
    """The legend: every label the review gives, its colour and its word, calm to alarming."""
    return [(name, LABEL_INK[name], tr(LABEL_WORDS[name])) for name in LABELS]


def legend_height(scene: MenuScene) -> float:
    """The design height the legend takes: one row, or two when its words do not fit one."""
    return line_h(scene, "small") * (1 if legend_width(scene) <= scene.px(1000) else 2)


def legend_width(scene: MenuScene) -> int:
    size, gap = scene.font_px("small"), scene.px(28)
    return sum(scene.px(20) + scene.text.size(words, size)[0] + gap
               for _, _, words in legend_entries()) - gap


def paint_legend(scene: MenuScene, surface: pygame.Surface, y: float,
                 marks: SummaryMarks) -> float:
    """A dot of each label's colour and its word, centred under the chart (two rows when one is
    too narrow); returns the design y below it."""
    size, gap, dot = scene.font_px("small"), scene.px(28), max(3, scene.px(6))
    entries = legend_entries()
    rows = [entries] if legend_width(scene) <= scene.px(1000) else [entries[:3], entries[3:]]
    row_h = line_h(scene, "small")
    for row in rows:
        width = sum(scene.px(20) + scene.text.size(w, size)[0] + gap for _, _, w in row) - gap
        x, centre_y = scene.p(640, y + row_h / 2)
        x -= width / 2
        for name, ink, words in row:
            pygame.draw.circle(surface, ink, (round(x + dot), round(centre_y)), dot)
            rect = blit_text(surface, scene.text, words, size, scene.palette.ink,
                             (x + scene.px(20), centre_y), "midleft")
            scene.drawn.append(("label", rect))
            marks.legend.append((name, ink, words, rect))
            x = rect.right + gap
        y += row_h
    return y


def paint_accuracy(scene: MenuScene, surface: pygame.Surface, review: Review, seat: int,
                   name: str, y: float) -> None:
    """One seat's accuracy and the count of each label, after a swatch of its line's colour."""
    theirs = [t for t in review.turns if t.turn.seat == seat]
    tally = [(sum(t.label == label for t in theirs), label) for label in LABELS]
    counts = ", ".join(f"{tr(LABEL_WORDS[label])} × {n}" for n, label in tally if n)
    rect = scene.label(surface, tr("{name}: accuracy {accuracy} % ({counts})", name=name,
                                   accuracy=round(review.accuracy(seat)), counts=counts),
                       660, y, "body", anchor="midtop", width=960)
    swatch_y = rect.centery
    pygame.draw.line(surface, PLAYER_COLOURS[seat % len(PLAYER_COLOURS)],
                     (rect.left - scene.px(34), swatch_y), (rect.left - scene.px(10), swatch_y),
                     max(2, scene.px(3)))


__all__ = ["LABEL_INK", "LABEL_WORDS", "SummaryMarks", "legend_entries", "paint_summary"]
