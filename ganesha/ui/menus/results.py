"""The results screen: ranking with the tie-break explained, points by source (each colour with
its final-stage part), a chart of every player's score over the game (from ``state.score_log``),
and the ways on: Rematch (same seats, a new seed), New game, Main menu, or back to the table.

Where the player goes next is not this screen's business: it calls ``leave`` with "rematch",
"new_game" or "menu" (the app's hook); without a hook (a demo run) every way out ends the run.
The numbers it shows are worked out in :mod:`.review.standings`; the people's rating for the
game, on request, in :mod:`.review.rating` (a line between the heading and the panels); the score
chart is drawn by :mod:`.results_chart`, through this screen's public ``label`` and
``picture``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ganesha.engine import COLOURS
from ganesha.store.saves import SavedGame
from ganesha.ui.kit import type_scale, typeset
from ganesha.ui.kit.gems import gem_surface, pawn_surface
from ganesha.ui.kit.grid import DesignGrid
from ganesha.ui.kit.scene import NOW, Scene
from ganesha.ui.kit.shapes import fit, panel
from ganesha.ui.kit.text import tr, trn
from ganesha.ui.kit.theme import (
    Colour,
    TextCache,
    blit_text,
    mix,
    palette_for,
    wrap,
)
from ganesha.ui.kit.widgets.button import Button, fit_row
from ganesha.ui.menus.menu_base import paint_backdrop
from ganesha.ui.menus.results_band import SUBTITLE_Y, Band
from ganesha.ui.menus.results_chart import draw_chart
from ganesha.ui.menus.review.notice import draw_notice
from ganesha.ui.menus.review.rating import RatingStrip
from ganesha.ui.menus.review.runs import ReviewRuns
from ganesha.ui.menus.review.standings import colour_points, ranking, tie_break_text
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.scene import TableScene
from ganesha.ui.table.words.prompts import seat_label

WINNER_MOMENT = 0.9  # seconds the winner's title grows in and their row glows


CHART_MOST = 1.25
"""The chart's words (its title, the axes' numbers) grow this far with the player's text size."""
RANK_MOST = 1.5
"""The ranking's words grow all the way with the text: its panel widens into the chart's room
(RANK_WIDEN design px at 150 %) and its rows spread their lines apart (up to ROW_SPREAD)."""
ROLE_MOST = {"display": 1.0, "body": 1.5, "caption": CHART_MOST, "panel_title": CHART_MOST,
             "small": RANK_MOST, "heading": RANK_MOST, "score": RANK_MOST}
"""How far each role grows with the text on this screen: one size per role, so a caption in
the ranking and one in the chart are the same size (the chart's fixed columns fill to the edge
at 1024x600, so its roles, and the same roles in the ranking, stop at CHART_MOST)."""
RANK_WIDEN = 200
ROW_SPREAD = 1.4
RANK_ROW_H = 120.0  # design height of a seat's row in the ranking


@dataclass(frozen=True)
class RankColumns:
    """The ranking panel's columns: ``wide`` is its design width (widened with the text), and
    ``grow`` how far the text grew (the rows' lines spread apart with it, up to ROW_SPREAD)."""

    wide: float
    grow: float

    def col(self, x: float) -> float:
        """A column's design x, the columns stretched with the panel."""
        return 20 + (x - 20) * self.wide / 640

    def dy(self, offset: float) -> float:
        """A line's place in a row, spread from the row's middle."""
        return 30 + (offset - 30) * min(self.grow, ROW_SPREAD)

    def colour_x(self, k: int) -> float:
        return self.col(244 + 44 * k)

    def extras(self) -> tuple[tuple[str, str, float], ...]:
        """(point source, its heading, its column) of the sources after the colours."""
        return (("drum", tr("Drum"), self.col(474)), ("spices", tr("Spice"), self.col(554)))



class ResultsScene(DesignGrid, Scene):
    def __init__(self, controller: TableController, width: int, height: int, speed: float,
                 hints_used: int = 0, leave: Callable[[str], None] | None = None,
                 note: str = "", lesson: bool = False, runs: ReviewRuns | None = None) -> None:
        super().__init__()
        # Learn to play's results: its game has no seats worth a rematch, so the ways on are a
        # real game (the New game screen) or the title
        self.lesson = lesson
        self.note = note  # the lesson's card about reading the results (ui/table/lesson_card.py)
        self.hints_used = hints_used  # the Hint button's uses at this table (ui/table/hint.py)
        self.controller = controller
        self.state = controller.state
        self.leave = leave
        self.text = TextCache()
        self.palette = palette_for(self.state.config.side)
        self.speed = speed
        self.elapsed = 0.0
        self.points = colour_points(self.state)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)  # the ranking panel as last drawn
        self.chart_rect = pygame.Rect(0, 0, 0, 0)  # the chart's panel as last drawn
        self.cells: list[pygame.Rect] = []  # each word and number drawn in it (none overlap)
        self.drawn: list[tuple[str, pygame.Rect]] = []
        """What the last frame drew where: ("label", rect) of every line, ("gem", rect) and
        ("pawn", rect) of every picture, ("control", rect) of every button, so a test can check
        that nothing overlaps (as ``MenuScene.drawn`` does for the menus)."""
        self._background: pygame.Surface | None = None
        self.notices: list[str] = []  # what finishing the game could not keep (see say)
        self.rating_drawn: list[tuple[str, pygame.Rect]] = []  # the rating's lines, as drawn
        # the people's rating for the game, on request (never the lesson's)
        # the reviews under way, shared with the review screen (None: this screen's own)
        self.rating = RatingStrip(None if lesson else SavedGame(
            self.state, tuple(controller.seats), controller.pawns),
            runs if runs is not None else ReviewRuns())
        self.resize((width, height))

    def say(self, words: str) -> None:
        """A notice between the buttons: the results open over the table by themselves, so what
        finishing the game could not keep is said here, where the player is."""
        if words not in self.notices:
            self.notices.append(words)

    def font_px(self, role: str, most: float | None = None) -> int:
        """A role's one size on this screen (:data:`ROLE_MOST`)."""
        return super().font_px(role, ROLE_MOST.get(role, 1.0) if most is None else most)

    def resize(self, size: tuple[int, int]) -> None:
        self.w, self.h = size
        self.fit_to(size)
        self.text.clear()
        self._background = None
        px = DesignGrid.font_px(self, "button")  # at the player's text size
        self.back_button = Button(self.r(20, 730, 210, 50), tr("See the table"), "back",
                                  font_size=px, role="button")
        self.review_button = Button(self.r(240, 730, 170, 50), tr("Review"), "review",
                                    font_size=px, role="button")
        self.quit_button = Button(self.r(880, 730, 170, 50), tr("Main menu"), "menu",
                                  font_size=px, role="button")
        self.new_button = Button(self.r(890, 730, 180, 50), tr("New game"), "new_game",
                                 font_size=px, role="button")
        self.rematch_button = Button(self.r(1080, 730, 180, 50), tr("Rematch"), "rematch",
                                     primary=True, font_size=px, role="button")
        if self.lesson:
            self.new_button = Button(self.r(1060, 730, 200, 50), tr("Play a real game"),
                                     "new_game", primary=True, font_size=px, role="button")
        fit_row([b for b in self.buttons[1:] if b is not self.review_button], self.text,
                round(self.p(1260, 0)[0]), self.px(10))

    @property
    def buttons(self) -> tuple[Button, ...]:
        if self.lesson:
            return (self.back_button, self.quit_button, self.new_button)
        return (self.back_button, self.review_button, self.quit_button, self.new_button,
                self.rematch_button)

    def go(self, where: str) -> None:
        """Leave the results for ``where`` ("rematch", "new_game", "menu", "review") through the
        app's hook; with no hook, end the run."""
        if self.leave is not None:
            self.leave(where)
        elif self.stack is not None:
            self.stack.quit(0)

    def process_event(self, event: pygame.event.Event) -> bool:
        if self.rating.process_event(event):
            return True
        for b in self.buttons:
            intent = b.process_event(event)
            if intent == "back" and self.stack is not None:
                self.stack.pop()  # back to the table, which stays alive under the results
                return True
            if intent is not None:
                self.go(intent)
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.go("menu")
            return True
        return True

    def update(self, dt: float) -> None:
        self.elapsed += dt
        self.rating.poll()
        while self.rating.notices:  # a damaged kept file met by the rating: said here
            self.say(self.rating.notices.pop(0))

    def close(self) -> None:
        """Left (to the table, the title, a new game): the rating stops unless the review
        screen waits for it too."""
        self.rating.cancel()

    def frame_due(self) -> float | None:
        return NOW  # the results count up and unfold with their own clock

    def text_line(self, surface: pygame.Surface, words: str, role: str, colour: Colour,
              pos: tuple[float, float], anchor: str = "topleft", kind: str | None = None,
              box: pygame.Rect | None = None, px: int | None = None) -> pygame.Rect:
        """One line in a type-scale ``role`` (its size on this screen unless ``px``: the
        winner's name growing in), noted in :attr:`drawn` and with the box it belongs in.
        Public because the chart (:mod:`.results_chart`) writes its words through it too, so
        they are recorded and sized as the rest of the screen's."""
        size = self.font_px(role) if px is None else px
        rect = blit_text(surface, self.text, words, size, colour, pos, anchor,
                         kind or type_scale.style(role).face)
        self.drawn.append(("label", rect))
        typeset.note(role, size, rect, box, words)
        return rect

    def picture(self, surface: pygame.Surface, kind: str, image: pygame.Surface,
                center: tuple[float, float]) -> None:
        """A gem or pawn centred at ``center``, noted in :attr:`drawn`; public for the
        chart's pawns (:mod:`.results_chart`), so the overlap checks see them."""
        rect = image.get_rect(center=(round(center[0]), round(center[1])))
        surface.blit(image, rect)
        self.drawn.append((kind, rect))

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = []
        if self._background is None or self._background.get_size() != surface.get_size():
            self._background = paint_backdrop(surface.get_size(), self.palette, self.s)
        surface.blit(self._background, (0, 0))
        # the winner's moment: the title grows in (ease-out) and their row glows, then settles
        moment = min(1.0, self.elapsed / WINNER_MOMENT)
        self._draw_heading(surface, moment)
        self._draw_footnote(surface)
        # ranking and points by source: the panels are as tall as the players need, centred
        order = ranking(self.state)
        height = max(360.0, 76 + RANK_ROW_H * len(order))
        band = Band.under_the_heading(self.font_px("body") / self.s,
                                      118 + max(0.0, (600 - height) / 2))
        y_top = band.panels
        grow = type_scale.grown(1.0, RANK_MOST)
        columns = RankColumns(640 + RANK_WIDEN * (grow - 1) / (RANK_MOST - 1), grow)
        self._draw_ranking(surface, columns, order, y_top, height, moment)
        if self.notices:
            self._draw_notices(surface, band)
        else:  # the band holds one or the other: what finishing could not keep comes first
            self._draw_rating(surface, band)
        self.chart_rect = self.r(20 + columns.wide + 20, y_top, 580 - (columns.wide - 640),
                                 height)
        draw_chart(self, surface, self.chart_rect)
        for b in self.buttons:
            b.draw(surface, self.palette, self.text)
            self.drawn.append(("control", b.rect))

    def _draw_heading(self, surface: pygame.Surface, moment: float) -> None:
        """Who won (growing in over the winner's ``moment``), and the tie-break or the game's
        setup under it."""
        p, st = self.palette, self.state
        winner = st.winner
        grow = 1 - (1 - moment) ** 3
        self.text_line(surface, tr("{name} wins!", name=st.config.seat_names[winner])
                   if winner is not None else tr("Game over"), "display", p.ink,
                   self.p(640, 52), "center",
                   px=round(self.font_px("display") * (0.6 + 0.4 * grow)))
        config = st.config
        sub = tie_break_text(st) or (tr("Learn to play") if self.lesson else trn(
            # the lesson's seed tells nobody anything
            "{players} player · {side} side · seed {seed}",
            "{players} players · {side} side · seed {seed}", config.players,
            players=config.players, side=tr(config.side), seed=config.seed))
        self.text_line(surface, sub, "body", p.ink_soft, self.p(640, SUBTITLE_Y), "center")

    def _draw_footnote(self, surface: pygame.Surface) -> None:
        """The lesson's note, or the hints used, between the buttons."""
        p = self.palette
        if self.note:
            lines = wrap(self.text, self.note, self.font_px("caption"), self.px(450))[:3]
            for i, line in enumerate(lines):
                self.text_line(surface, line, "caption", p.ink,
                           self.p(236, 755 + 20 * (i - len(lines) / 2) + 10), "midleft")
        elif self.hints_used:  # right of the Review button, in the note's role: the body
            # grows to 150 % and would run under the Main menu button at 1024x600
            self.text_line(surface, trn("{n} hint used", "{n} hints used", self.hints_used),
                       "caption", p.ink_soft, self.p(424, 755), "midleft")

    def _draw_notices(self, surface: pygame.Surface, band: Band) -> None:
        """The notices across the screen, between the heading and the panels."""
        box = self.r(20, band.top, 1240, max(24.0, band.panels - 6 - band.top))
        lines = draw_notice(surface, self.text, self.palette, " ".join(self.notices), box,
                            self.font_px("body"), "midtop")
        self.drawn += [("label", rect) for rect in lines]

    def _draw_rating(self, surface: pygame.Surface, place: Band) -> None:
        """The people's rating, or the button that starts it, in the band under the heading."""
        centre = self.p(640, place.centre)
        at = (round(centre[0]), round(centre[1]))
        size = self.font_px("body")
        self.rating.lay_out(at, self.px(2 * place.half), size, self.text)
        band = self.r(20, place.top, 1240, max(24.0, place.panels - 6 - place.top))

        def write(words: str, x: float, y: float) -> pygame.Rect:  # body text, centred
            rect = self.text_line(surface, words, "body", self.palette.ink, (x, y), "center",
                                  box=band)
            self.rating_drawn.append((words, rect))
            return rect

        self.rating_drawn = []

        self.rating.draw(surface, self.palette, self.text, write, at, band.width, size)
        if self.rating.button is not None:
            self.drawn.append(("control", self.rating.button.rect))

    def _draw_ranking(self, surface: pygame.Surface, columns: RankColumns, order: list[int],
                      y_top: float, height: float, moment: float) -> None:
        """The ranking panel: a header of the point sources, then a row per seat in ``order``;
        every word goes to :attr:`cells` too."""
        p = self.palette
        box = self.r(20, y_top, columns.wide, height)
        panel(surface, box, p, self.s)
        typeset.note_panel(box)
        self.panel_rect = box
        self.cells = []
        col = columns.col
        y0 = y_top + 16
        for k, colour in enumerate(COLOURS):
            img = gem_surface(colour, self.px(26))
            self.picture(surface, "gem", img, self.p(columns.colour_x(k), y0 + 12))
        for _, label, x in columns.extras():
            self._cell(surface, label, "small", p.ink_soft, self.p(x, y0 + 16), "center", "bold")
        self._cell(surface, tr("Player"), "small", p.ink_soft, self.p(col(70), y0 + 16),
                   "midleft", "bold")
        self._cell(surface, tr("Total"), "small", p.ink_soft, self.p(col(640), y0 + 16),
                   "midright", "bold")
        self.text_line(surface, tr("mandala (final stage)"), "caption", p.ink_soft,
                   self.p(columns.colour_x(2), y0 + 44), "center", box=box)
        for rank, seat in enumerate(order):
            self._draw_rank_row(surface, columns, rank, seat, y0 + 56 + rank * RANK_ROW_H, moment)

    def _draw_rank_row(self, surface: pygame.Surface, columns: RankColumns, rank: int, seat: int,
                       y: float, moment: float) -> None:
        """One seat's row at design height ``y``: rank, pawn, name and seat, each colour's points
        (with the final stage's part), the drum's and the spices', and the total."""
        p, st = self.palette, self.state
        col, dy, size, box = columns.col, columns.dy, self.font_px, self.panel_rect
        if seat == st.winner and moment < 1:
            glow = self.r(28, y - 6, columns.wide - 16, RANK_ROW_H - 8)
            layer = pygame.Surface(glow.size, pygame.SRCALPHA)
            layer.fill((*p.accent, round(110 * (1 - moment))))
            surface.blit(layer, glow)
        if rank:
            pygame.draw.line(surface, mix(p.panel, p.ink_soft, 0.3), self.p(36, y - 8),
                             self.p(col(644), y - 8), 1)
        self._cell(surface, f"{rank + 1}.", "score", p.ink, self.p(36, y + dy(14)))
        pawn = pawn_surface(seat, self.controller.pawns[seat], self.px(36))
        self.picture(surface, "pawn", pawn, self.p(col(92), y + dy(30)))
        name_w = self.px(col(118 + 98) - col(118))  # the name's column, stretched
        name = fit(self.text, st.config.seat_names[seat], size("heading"), name_w, "serif")
        self._cell(surface, name, "heading", p.ink, self.p(col(118), y + dy(16)), kind="serif")
        who = fit(self.text, seat_label(self.controller.seats[seat], self.controller.seats),
                  size("caption"), name_w)
        self._cell(surface, who, "caption", p.ink_soft, self.p(col(118), y + dy(46)))
        for k, colour in enumerate(COLOURS):
            total, final = self.points[seat][colour]
            self._cell(surface, str(total), "heading", p.ink if total else p.ink_soft,
                       self.p(columns.colour_x(k), y + dy(30)), "center")
            if final:  # under the colour's total, never into it (the caption's floor size)
                x, at = self.p(columns.colour_x(k), y + dy(52))
                words = f"({final})"
                half = self.text.render(words, size("caption"), p.ink_soft).get_height() / 2
                self.text_line(surface, words, "caption", p.ink_soft,
                           (x, max(at - half, self.cells[-1].bottom)), "midtop", box=box)
        src = st.points_by_source[seat]
        for key, _, x in columns.extras():
            v = src.get(key, 0)
            self._cell(surface, str(v), "heading", p.ink if v else p.ink_soft,
                       self.p(x, y + dy(30)), "center")
        self._cell(surface, str(st.scores[seat]), "score", p.ink, self.p(col(644), y + dy(30)),
                   "midright")
        if src.get("start"):
            self.text_line(surface, tr("+{n} fourth-seat start", n=src["start"]), "caption",
                       p.ink_soft, self.p(col(226), y + min(dy(76), 86)), box=box)  # above the rule

    def _cell(self, surface: pygame.Surface, words: str, role: str, colour: Colour,
              pos: tuple[float, float], anchor: str = "topleft", kind: str | None = None) -> None:
        """A word or number of the ranking, noted in :attr:`cells` (which must not overlap)."""
        self.cells.append(self.text_line(surface, words, role, colour, pos, anchor, kind,
                                     self.panel_rect))


def results_of(table: TableScene, runs: ReviewRuns | None = None) -> ResultsScene:
    """The results screen of a finished ``table``: what :attr:`TableScene.results` is set to
    wherever a table is opened for play; ``runs``, the app's reviews under way, lets a review
    opened over the results wait for the rating's run."""
    lesson = table.lesson
    return ResultsScene(table.controller, table.layout.width, table.layout.height,
                        table.speed.factor, hints_used=table.hint.used, leave=table.leave,
                        note=lesson.card()[1] if lesson else "", lesson=lesson is not None,
                        runs=runs)
