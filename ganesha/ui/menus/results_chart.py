"""The results screen's chart, "Score over the game": a panel with the score axis (a line and
a number every ten points), the rounds along the bottom ("end" for the final stage, a round's
number under every column, in two rows where one has no room), one line per player through
every score event of ``state.score_log`` to the final score, and each player's pawn level with
that score past the line's end (close scores put their pawns side by side, never above or below
their score, so no tie to a pawn slopes like a change of score).

It reads the results screen through :class:`ChartScene` (the screen imports this module), and
writes every word and picture through the screen's own ``text_line`` and ``picture``, so the
screen's record of what it drew, and the type checks, see the chart as part of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from ganesha.engine import FinalPlace
from ganesha.ui.kit import type_scale, typeset
from ganesha.ui.kit.gems import pawn_surface
from ganesha.ui.kit.shapes import panel
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import PLAYER_COLOURS, mix

if TYPE_CHECKING:
    from ganesha.engine import GameState
    from ganesha.ui.kit.theme import Colour, Palette, TextCache
    from ganesha.ui.table.controller import TableController

Points = list[tuple[float, float]]


class ChartScene(Protocol):
    """What the chart reads of the results screen (which imports this module, so it is named
    here by its parts, never imported)."""

    @property
    def state(self) -> GameState: ...
    @property
    def controller(self) -> TableController: ...
    @property
    def palette(self) -> Palette: ...
    @property
    def text(self) -> TextCache: ...
    @property
    def s(self) -> float: ...
    def px(self, v: float) -> int: ...
    def font_px(self, role: str, most: float | None = None) -> int: ...
    def text_line(self, surface: pygame.Surface, words: str, role: str, colour: Colour,
              pos: tuple[float, float], anchor: str = "topleft", kind: str | None = None,
              box: pygame.Rect | None = None, px: int | None = None) -> pygame.Rect: ...
    def picture(self, surface: pygame.Surface, kind: str, image: pygame.Surface,
                center: tuple[float, float]) -> None: ...


@dataclass(frozen=True)
class Plot:
    """The chart's plotting area on the screen: ``rounds`` columns (the last one the final
    stage's) and scores from 0 up to ``best``."""

    area: pygame.Rect
    rounds: int
    best: int

    def y(self, score: float) -> float:
        """The screen y of a score."""
        return self.area.bottom - self.area.height * score / self.best

    def x(self, column: float) -> float:
        """The screen x of the middle of a column (0 the first round's)."""
        return self.area.left + self.area.width * (column + 0.5) / self.rounds


@dataclass(frozen=True)
class Labels:
    """The rounds' labels under the plot: their words (each round's number, then "end"), the
    size they are set in and the rows they take (two when one row has no room: every second
    label a line lower, so none is ever left out)."""

    words: tuple[str, ...]
    px: int
    rows: int
    line: int  # one row's height in pixels


@dataclass(frozen=True)
class Chart:
    """Where everything of the chart goes: the plot, the rounds' labels and each seat's pawn
    (its centre), which stands level with the seat's final score; close scores put their
    pawns side by side, so no tie to a pawn ever slopes like a change of score."""

    plot: Plot
    labels: Labels
    pawns: tuple[tuple[float, float], ...]


def round_words(rounds: int) -> tuple[str, ...]:
    """The labels of ``rounds`` columns: each round's number, the last column "end"."""
    return (*(str(r) for r in range(1, rounds)), tr("end"))


def labels_fit(scene: ChartScene, plot: Plot, words: tuple[str, ...], px: int, rows: int,
               right: float) -> bool:
    """Whether the labels set at ``px`` in ``rows`` rows keep a gap from their neighbours in
    the same row, the last one ending left of ``right``."""
    gap = scene.px(4)
    edges = [(plot.x(k) - scene.text.size(w, px)[0] / 2, plot.x(k) + scene.text.size(w, px)[0] / 2)
             for k, w in enumerate(words)]
    if edges[-1][1] > right:
        return False
    return all(edges[k][1] + gap <= edges[k + rows][0] for k in range(len(edges) - rows))


def round_labels(scene: ChartScene, plot: Plot, right: float) -> Labels:
    """The labels in one row at the caption's size when they fit, else in two rows, else in
    two rows at the largest size (down to the smallest readable) that fits; none ends right
    of ``right``."""
    words = round_words(plot.rounds)
    px = scene.font_px("caption")
    rows = 1 if labels_fit(scene, plot, words, px, 1, right) else 2
    while rows == 2 and px > type_scale.MIN_PX \
            and not labels_fit(scene, plot, words, px, 2, right):
        px -= 1
    return Labels(words, px, rows, scene.text.size("0", px)[1])


def pawn_places(scene: ChartScene, plot: Plot, scores: tuple[int, ...]) -> list[tuple[float,
                                                                                        float]]:
    """Each seat's pawn level with its final score, right of the plot: the highest score's
    first; a pawn that would touch one already placed stands in the next place to the right."""
    clear, step = scene.px(24) + scene.px(2), scene.px(24) + scene.px(4)
    places: list[list[float]] = []  # the heights of the pawns standing in each place
    out: dict[int, tuple[float, float]] = {}
    for seat in sorted(range(len(scores)), key=lambda i: (-scores[i], i)):
        y = plot.y(scores[seat])
        place = next((k for k, ys in enumerate(places) if all(abs(y - o) >= clear for o in ys)),
                     len(places))
        if place == len(places):
            places.append([])
        places[place].append(y)
        out[seat] = (plot.area.right + scene.px(24) + place * step, y)
    return [out[seat] for seat in range(len(scores))]


def chart_layout(scene: ChartScene, box: pygame.Rect) -> Chart:
    """The chart in the panel ``box``: room on the left for the score numbers, on the right
    for the pawns (as many places side by side as close scores need) and below for the rounds'
    labels (one row or two) and the word "round"; widened and lowered until everything fits."""
    st = scene.state
    rounds, best = max(1, st.rounds + 1), max(10, max(st.scores) + 2)
    places, rows = 1, 1
    while True:
        line = scene.text.size("0", scene.font_px("caption"))[1]
        right = scene.px(26) + places * (scene.px(24) + scene.px(4))
        below = max(scene.px(52), scene.px(6) + (rows + 1) * line + scene.px(8))
        area = pygame.Rect(box.left + scene.px(54), box.top + scene.px(68),
                           box.width - scene.px(54) - right, box.height - scene.px(68) - below)
        plot = Plot(area, rounds, best)
        labels = round_labels(scene, plot, box.right - scene.px(8))
        pawns = pawn_places(scene, plot, st.scores)
        wanted = 1 + round(max(x for x, _ in pawns) - area.right - scene.px(24)) \
            // (scene.px(24) + scene.px(4))
        if labels.rows <= rows and wanted <= places:
            return Chart(plot, labels, tuple(pawns))
        rows, places = max(rows, labels.rows), max(places, wanted)


def draw_chart(scene: ChartScene, surface: pygame.Surface, box: pygame.Rect) -> None:
    """Score over the game in the panel ``box``: one line per player, x = score events in
    order, by round, each ending level with its pawn at the final score."""
    p, st = scene.palette, scene.state
    panel(surface, box, p, scene.s)
    typeset.note_panel(box)
    scene.text_line(surface, tr("Score over the game"), "panel_title", p.ink,
                (box.left + scene.px(18), box.top + scene.px(14)), box=box)
    chart = chart_layout(scene, box)
    plot, area = chart.plot, chart.plot.area
    draw_axis(scene, surface, box, plot)
    draw_round_labels(scene, surface, box, chart)
    lines = score_lines(st, plot)
    for seat, line in enumerate(lines):
        line.append((area.right, plot.y(st.scores[seat])))
        draw_line(scene, surface, seat, line)
    for seat, line in enumerate(lines):  # the ties first: a pawn stands over another's tie
        tie_end = (chart.pawns[seat][0] - scene.px(12), line[-1][1])
        pygame.draw.line(surface, PLAYER_COLOURS[seat], line[-1], tie_end, max(1, scene.px(2)))
    for seat, centre in enumerate(chart.pawns):
        pawn = pawn_surface(seat, scene.controller.pawns[seat], scene.px(24))
        scene.picture(surface, "pawn", pawn, centre)


def draw_axis(scene: ChartScene, surface: pygame.Surface, box: pygame.Rect, plot: Plot) -> None:
    """The plotting area's ground, and a rule with its number every ten points."""
    p, area = scene.palette, plot.area
    pygame.draw.rect(surface, mix(p.panel, p.panel_shadow, 0.08), area)
    for k in range(0, plot.best + 1, 10):
        y = plot.y(k)
        pygame.draw.line(surface, mix(p.panel, p.ink_soft, 0.3), (area.left, y),
                         (area.right, y), 1)
        scene.text_line(surface, str(k), "caption", p.ink_soft, (area.left - scene.px(6), y),
                    "midright", box=box)


def draw_round_labels(scene: ChartScene, surface: pygame.Surface, box: pygame.Rect,
                      chart: Chart) -> None:
    """Every round's number under its column, "end" under the final stage's (in two rows
    when one has no room for them all), and "round" under them."""
    p, area, labels = scene.palette, chart.plot.area, chart.labels
    top = area.bottom + scene.px(6)
    for k, words in enumerate(labels.words):
        row = k % labels.rows if labels.rows > 1 else 0
        scene.text_line(surface, words, "caption", p.ink_soft,
                        (chart.plot.x(k), top + row * labels.line), "midtop", box=box,
                        px=labels.px)
    line = scene.text.size("0", scene.font_px("caption"))[1]
    scene.text_line(surface, tr("round"), "caption", p.ink_soft,
                (area.centerx, top + labels.rows * labels.line + max(0, line - labels.line)
                 + scene.px(2)), "midtop", box=box)


def score_lines(st: GameState, plot: Plot) -> list[Points]:
    """Each seat's line from 0 through every score event, as steps: the events of a round are
    spread evenly across its column, and the last K events are the final stage (one per
    FinalPlace: every slot is worth at least 1), shown under "end"."""
    area, rounds = plot.area, plot.rounds
    final_events = sum(1 for a in st.history if isinstance(a, FinalPlace))
    log = list(st.score_log)
    columns: dict[int, list[tuple[int, int]]] = {}
    for index, (seat, score, rnd) in enumerate(log):
        col = rounds - 1 if index >= len(log) - final_events else rnd - 1
        columns.setdefault(col, []).append((seat, score))
    lines: list[Points] = [[(area.left, area.bottom)] for _ in range(st.config.players)]
    for col in sorted(columns):
        events = columns[col]
        for i, (seat, score) in enumerate(events):
            x = area.left + area.width * (col + (i + 1) / (len(events) + 1)) / rounds
            lines[seat].append((x, lines[seat][-1][1]))
            lines[seat].append((x, plot.y(score)))
    return lines


def draw_line(scene: ChartScene, surface: pygame.Surface, seat: int, line: Points) -> None:
    """A seat's score line in its player colour."""
    pygame.draw.lines(surface, PLAYER_COLOURS[seat], False, line, max(2, scene.px(3)))


__all__ = ["Chart", "ChartScene", "Labels", "Plot", "chart_layout", "draw_chart", "pawn_places",
           "round_labels", "round_words", "score_lines"]
