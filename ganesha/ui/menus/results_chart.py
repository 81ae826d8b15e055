"""The results screen's chart, "Score over the game": a panel with the score axis (a line and
a number every ten points), the rounds along the bottom ("end" for the final stage, a round's
number left out where it has no room), one line per player through every score event of
``state.score_log`` and each player's pawn past the line's end (close scores stand one above
the other, each tied to its line).

It reads the results screen through :class:`ChartScene` (the screen imports this module), and
writes every word and picture through the screen's own ``text_line`` and ``picture``, so the
screen's record of what it drew, and the type checks, see the chart as part of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from ganesha.engine import FinalPlace
from ganesha.ui.kit import typeset
from ganesha.ui.kit.gems import pawn_surface
from ganesha.ui.kit.shapes import panel
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import PLAYER_COLOURS, mix
from ganesha.ui.menus.standings import spread

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


def draw_chart(scene: ChartScene, surface: pygame.Surface, box: pygame.Rect) -> None:
    """Score over the game in the panel ``box``: one line per player, x = score events in
    order, by round."""
    p, st = scene.palette, scene.state
    panel(surface, box, p, scene.s)
    typeset.note_panel(box)
    scene.text_line(surface, tr("Score over the game"), "panel_title", p.ink,
                (box.left + scene.px(18), box.top + scene.px(14)), box=box)
    # room on the left for the score numbers, on the right for the pawns at the lines' ends
    area = pygame.Rect(box.left + scene.px(54), box.top + scene.px(68),
                       box.width - scene.px(54 + 50), box.height - scene.px(68 + 52))
    plot = Plot(area, max(1, st.rounds + 1), max(10, max(st.scores) + 2))
    draw_axis(scene, surface, box, plot)
    draw_round_labels(scene, surface, box, plot)
    lines = score_lines(st, plot)
    ends = [plot.y(st.scores[seat]) for seat in range(st.config.players)]
    pawn_px = scene.px(24)
    # close scores: the pawns stand one above the other, each tied to its line's end
    marks = spread(ends, pawn_px + 2, area.top + pawn_px / 2, area.bottom - pawn_px / 2)
    for seat, line in enumerate(lines):
        line.append((area.right, ends[seat]))
        draw_line(scene, surface, seat, line)
        draw_pawn(scene, surface, seat, (area.right, ends[seat]), marks[seat])


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
                      plot: Plot) -> None:
    """Each round's number under its column, "end" under the final stage's, and "round" under
    them; laid right to left from "end", a round's number with no room is left out."""
    p, area, rounds = scene.palette, plot.area, plot.rounds
    caption = scene.font_px("caption")
    room = float(box.right)
    for r in range(rounds, 0, -1):
        x = area.left + area.width * (r - 0.5) / rounds
        label = str(r) if r < rounds else tr("end")
        half = scene.text.size(label, caption)[0] / 2
        if x + half + scene.px(4) <= room:
            scene.text_line(surface, label, "caption", p.ink_soft, (x, area.bottom + scene.px(6)),
                        "midtop", box=box)
            room = x - half
    scene.text_line(surface, tr("round"), "caption", p.ink_soft,
                (area.centerx, area.bottom + scene.px(26)), "midtop", box=box)


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


def draw_pawn(scene: ChartScene, surface: pygame.Surface, seat: int,
              end: tuple[float, float], mark_y: float) -> None:
    """A seat's pawn right of the plot at height ``mark_y``, tied to its line's ``end``."""
    pawn_px = scene.px(24)
    mark_x = end[0] + scene.px(24)
    pygame.draw.line(surface, PLAYER_COLOURS[seat], end, (mark_x - pawn_px / 2, mark_y),
                     max(1, scene.px(2)))
    pawn = pawn_surface(seat, scene.controller.pawns[seat], pawn_px)
    scene.picture(surface, "pawn", pawn, (mark_x, mark_y))


__all__ = ["ChartScene", "Plot", "draw_chart", "score_lines"]
