"""The results screen: ranking with the tie-break explained, points by source, and a chart of
every player's score over the game (from ``state.score_log``)."""

from __future__ import annotations

import pygame

from ...engine import COLOURS, FinalPlace
from ..controller import TableController
from ..gems import gem_surface, pawn_surface
from ..grid import DesignGrid
from ..prompts import seat_label
from ..shapes import panel
from ..text import tr
from ..theme import PLAYER_COLOURS, TextCache, blit_text, mix, palette_for
from ..widgets.button import Button
from .base import Scene

SOURCE_LABELS = (("drum", "Drum"), ("spices", "Spices"), ("final", "Final stage"),
                 ("start", "Fourth seat"))


def ranking(state) -> list[int]:
    """Seats from first to last: the engine's winner first, then by score (ties by seat order)."""
    n = state.config.players
    winner = state.winner
    rest = sorted((s for s in range(n) if s != winner), key=lambda s: -state.scores[s])
    return ([winner] if winner is not None else []) + rest


def tie_break_text(state) -> str:
    best = max(state.scores)
    tied = [s for s in range(state.config.players) if state.scores[s] == best]
    if len(tied) < 2 or state.winner is None:
        return ""
    names = state.config.seat_names
    return tr("Tie at {points}: {name} reached {points} points first, so {name} wins.",
              points=best, name=names[state.winner])


class ResultsScene(DesignGrid, Scene):
    def __init__(self, controller: TableController, width: int, height: int, speed: float) -> None:
        super().__init__()
        self.controller = controller
        self.state = controller.state
        self.text = TextCache()
        self.palette = palette_for(self.state.config.side)
        self.speed = speed
        self.elapsed = 0.0
        self.resize((width, height))

    def resize(self, size: tuple[int, int]) -> None:
        self.w, self.h = size
        self.fit_to(size)
        self.text.clear()
        self.quit_button = Button(self.r(1080, 730, 180, 50), tr("Quit"), "quit", primary=True,
                                  font_size=self.px(20))
        self.back_button = Button(self.r(880, 730, 180, 50), tr("See the table"), "back",
                                  font_size=self.px(20))

    def process_event(self, event: pygame.event.Event) -> bool:
        for b in (self.quit_button, self.back_button):
            intent = b.process_event(event)
            if intent == "quit" and self.stack is not None:
                self.stack.quit(0)
                return True
            if intent == "back" and self.stack is not None:
                self.stack.pop()  # back to the table, which stays alive under the results
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            if self.stack is not None:
                self.stack.quit(0)
            return True
        return True

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def draw(self, surface: pygame.Surface) -> None:
        p, st, text = self.palette, self.state, self.text
        top, bottom = p.background_top, p.background_bottom
        surface.fill(bottom)
        for band in range(0, self.h, 4):
            pygame.draw.rect(surface, mix(top, bottom, band / max(1, self.h)), (0, band, self.w, 4))
        names = st.config.seat_names
        winner = st.winner
        blit_text(surface, text, tr("{name} wins!", name=names[winner]) if winner is not None
                  else tr("Game over"), self.px(44), p.ink, self.p(640, 52), "center", "serif")
        tie = tie_break_text(st)
        if tie:
            blit_text(surface, text, tie, self.px(18), p.ink_soft, self.p(640, 92), "center")

        # ranking and points by source
        config = st.config
        sub = tr("{players} players · {side} side · seed {seed}", players=config.players,
                 side=tr(config.side), seed=config.seed)
        if not tie:
            blit_text(surface, text, sub, self.px(16), p.ink_soft, self.p(640, 92), "center")
        box = self.r(20, 118, 640, 600)
        panel(surface, box, p, self.s)
        order = ranking(st)
        colour_x = [244 + 40 * k for k in range(5)]
        extra_x = (("drum", tr("Drum"), 458), ("spices", tr("Spice"), 512),
                   ("final", tr("Final"), 568))
        y0 = 134.0
        for k, colour in enumerate(COLOURS):
            img = gem_surface(colour, self.px(26))
            surface.blit(img, img.get_rect(center=self.p(colour_x[k], y0 + 16)))
        for _, label, x in extra_x:
            blit_text(surface, text, label, self.px(14), p.ink_soft, self.p(x, y0 + 16), "center",
                      "bold")
        blit_text(surface, text, tr("Player"), self.px(14), p.ink_soft, self.p(70, y0 + 16),
                  "midleft",
                  "bold")
        blit_text(surface, text, tr("Total"), self.px(14), p.ink_soft, self.p(640, y0 + 16),
                  "midright", "bold")
        blit_text(surface, text, tr("mandala"), self.px(12), p.ink_soft, self.p(324, y0 + 38),
                  "center")
        row_h = min(120.0, 530 / max(1, len(order)))
        for rank, seat in enumerate(order):
            y = y0 + 56 + rank * row_h
            src = st.points_by_source[seat]
            if rank:
                pygame.draw.line(surface, mix(p.panel, p.ink_soft, 0.3), self.p(36, y - 8),
                                 self.p(644, y - 8), 1)
            blit_text(surface, text, f"{rank + 1}.", self.px(28), p.ink, self.p(36, y + 14),
                      kind="serif")
            pawn = pawn_surface(seat, self.controller.pawns[seat], self.px(36))
            surface.blit(pawn, pawn.get_rect(center=self.p(92, y + 30)))
            blit_text(surface, text, names[seat], self.px(24), p.ink, self.p(118, y + 16),
                      kind="serif")
            kind = self.controller.seats[seat]
            who = seat_label(kind, self.controller.seats)
            blit_text(surface, text, who, self.px(13), p.ink_soft, self.p(118, y + 46))
            for k, colour in enumerate(COLOURS):
                v = src.get("mandala_" + colour, 0)
                blit_text(surface, text, str(v), self.px(20), p.ink if v else p.ink_soft,
                          self.p(colour_x[k], y + 30), "center", "bold")
            for key, _, x in extra_x:
                v = src.get(key, 0)
                blit_text(surface, text, str(v), self.px(20), p.ink if v else p.ink_soft,
                          self.p(x, y + 30), "center", "bold")
            blit_text(surface, text, str(st.scores[seat]), self.px(32), p.ink, self.p(644, y + 30),
                      "midright", "serif")
            if src.get("start"):
                blit_text(surface, text, tr("+{n} fourth-seat start", n=src["start"]), self.px(13),
                          p.ink_soft, self.p(226, y + 56))
        self._draw_chart(surface, self.r(680, 118, 580, 600))
        self.back_button.draw(surface, p, text)
        self.quit_button.draw(surface, p, text)

    def _draw_chart(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Score over the game: one line per player, x = score events in order, by round."""
        p, st, text = self.palette, self.state, self.text
        panel(surface, box, p, self.s)
        blit_text(surface, text, tr("Score over the game"), self.px(20), p.ink,
                  (box.left + self.px(18), box.top + self.px(14)), kind="serif")
        area = box.inflate(-self.px(80), -self.px(120)).move(self.px(14), self.px(8))
        rounds = max(1, st.rounds + 1)
        best = max(10, max(st.scores) + 2)
        pygame.draw.rect(surface, mix(p.panel, p.panel_shadow, 0.08), area)
        for k in range(0, best + 1, 10):
            y = area.bottom - area.height * k / best
            pygame.draw.line(surface, mix(p.panel, p.ink_soft, 0.3), (area.left, y),
                             (area.right, y), 1)
            blit_text(surface, text, str(k), self.px(13), p.ink_soft, (area.left - self.px(6), y),
                      "midright")
        for r in range(1, rounds + 1):
            x = area.left + area.width * (r - 1) / rounds
            label = str(r) if r < rounds else tr("end")
            blit_text(surface, text, label, self.px(13), p.ink_soft,
                      (x + area.width / rounds / 2, area.bottom + self.px(6)), "midtop")
        blit_text(surface, text, tr("round"), self.px(13), p.ink_soft,
                  (area.centerx, area.bottom + self.px(26)), "midtop")
        n = st.config.players
        # Events per round, spread evenly across that round's column. The last K events are the
        # final stage (one per FinalPlace: every slot is worth at least 1), shown under "end".
        final_events = sum(1 for a in st.history if isinstance(a, FinalPlace))
        log = list(st.score_log)
        columns: dict[int, list[tuple[int, int]]] = {}
        for index, (seat, score, rnd) in enumerate(log):
            col = rounds - 1 if index >= len(log) - final_events else rnd - 1
            columns.setdefault(col, []).append((seat, score))
        lines: list[list[tuple[float, float]]] = [[(area.left, area.bottom)] for _ in range(n)]
        for col in sorted(columns):
            events = columns[col]
            for i, (seat, score) in enumerate(events):
                x = area.left + area.width * (col + (i + 1) / (len(events) + 1)) / rounds
                y = area.bottom - area.height * score / best
                lines[seat].append((x, lines[seat][-1][1]))
                lines[seat].append((x, y))
        for seat in range(n):
            end_y = area.bottom - area.height * st.scores[seat] / best
            lines[seat].append((area.right, end_y))
            pygame.draw.lines(surface, PLAYER_COLOURS[seat], False, lines[seat], max(2, self.px(3)))
            pawn = pawn_surface(seat, self.controller.pawns[seat], self.px(26))
            surface.blit(pawn, pawn.get_rect(center=(area.right + self.px(16), end_y)))
