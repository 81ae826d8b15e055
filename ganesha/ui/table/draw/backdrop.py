"""The unchanging picture of the table, painted once per window size: the background, the altar's
hexes, the mandala with its slots, values and Ganesha, and the frames of the players' tiles.
The :class:`~ganesha.ui.table.draw.painter.Painter` blits it every frame and draws the pieces on
top.
"""

from __future__ import annotations

import math

import pygame

from ganesha.engine import COLOURS, GameConfig
from ganesha.engine.boards import HEX_COUNT
from ganesha.ui.kit import art, type_scale, typeset
from ganesha.ui.kit.gems import colour_letter, gem_surface, pawn_surface
from ganesha.ui.kit.shapes import fit, hex_points, panel
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import GEM_COLOURS, PLAYER_COLOURS, Palette, TextCache, blit_text, mix
from ganesha.ui.table.draw.layout import MANDALA_SCALE, TREASURY_GEM, Layout
from ganesha.ui.table.words.prompts import seat_label


class Backdrop:
    """Paints the background surface for one layout, palette and match."""

    def __init__(self, layout: Layout, palette: Palette, text: TextCache, config: GameConfig,
                 values: tuple[tuple[int, ...], ...], used: tuple[int, ...],
                 seat_kinds: list[str], pawns: tuple[str, ...]) -> None:
        self.lay = layout
        self.p = palette
        self.text = text
        self.config = config
        self.values = values
        self.used = used
        self.seat_kinds = seat_kinds
        self.pawns = pawns
        self.drawn: list[tuple[str, pygame.Rect]] = []
        self._title_px: int | None = None

    def paint(self) -> pygame.Surface:
        """The background; :attr:`drawn` then lists every label and piece it holds, and where."""
        self.drawn = []
        return self._paint_background()

    def _label(self, surf: pygame.Surface, words: str, role: str, colour: tuple[int, int, int],
               pos: tuple[float, float], anchor: str = "topleft", kind: str | None = None,
               what: str = "label", size: int | None = None) -> pygame.Rect:
        """A line in a type-scale ``role`` (its face unless ``kind`` names another); ``size``
        only for a role's size worked out against another scale (the mandala's)."""
        chosen = type_scale.style(role)
        px = size if size is not None else chosen.px(self.lay.s)
        rect = blit_text(surf, self.text, words, px, colour, pos, anchor, kind or chosen.face)
        self.drawn.append((what, rect))
        return rect

    def _paint_background(self) -> pygame.Surface:
        lay, p, s = self.lay, self.p, self.lay.s
        surf = pygame.Surface((lay.width, lay.height)).convert()
        surf.blit(art.board(p.name, lay.width, lay.height), (0, 0))
        self._paint_left(surf)
        self._paint_mandala(surf)
        for seat in range(self.config.players):
            self._paint_tile_frame(surf, seat)
        if lay.guide_rect is not None:
            panel(surf, lay.guide_rect, p, s)
            self._panel_title(surf, tr("Spices on the altar"), lay.guide_rect,
                              (lay.guide_rect.left + lay.px(14),
                               lay.guide_rect.top + lay.px(12)))
        bar = lay.prompt_rect.inflate(round(20 * s), round(8 * s))
        ribbon = pygame.Surface(bar.size, pygame.SRCALPHA)
        pygame.draw.rect(ribbon, (*p.panel, 225), ribbon.get_rect(), border_radius=bar.height // 2)
        pygame.draw.rect(ribbon, (*p.panel_edge, 255), ribbon.get_rect(),
                         width=max(1, round(2 * s)), border_radius=bar.height // 2)
        surf.blit(ribbon, bar)
        return surf

    def _paint_left(self, surf: pygame.Surface) -> None:
        lay, p, s = self.lay, self.p, self.lay.s
        panel(surf, lay.header, p, s)
        panel(surf, lay.altar_rect, p, s)
        panel(surf, lay.log_rect, p, s)
        self._panel_title(surf, tr("Ganesha's altar"), lay.altar_rect, self._altar_title_at())
        self._panel_title(surf, tr("Game log"), lay.log_rect,
                          (lay.log_rect.left + lay.px(14), lay.log_rect.top + lay.px(10)))
        used = set(self.used)
        for h in range(HEX_COUNT):
            c = lay.hex_centres[h]
            pts = hex_points(c, lay.hex_radius * 0.96)
            if h in used:
                pygame.draw.polygon(surf, mix(p.altar_hex, p.panel_shadow, 0.25),
                                    [(x, y + lay.px(3)) for x, y in pts])
                pygame.draw.polygon(surf, p.altar_hex, pts)
                inner = hex_points(c, lay.hex_radius * 0.8)
                pygame.draw.polygon(surf, mix(p.altar_hex, p.altar_edge, 0.3), inner, 1)
                pygame.draw.polygon(surf, p.altar_edge, pts, max(1, lay.px(2)))
                # the number sits in the hex's top point, clear of the gem and its token
                self._label(surf, str(h + 1), "caption", p.ink,
                            (c[0], c[1] - lay.hex_radius * 0.75), "center", "bold",
                            "hex_number", type_scale.style("caption").px(lay.s, BOARD_MARKS))
            else:
                pygame.draw.polygon(surf, p.altar_unused, pts)
                pygame.draw.polygon(surf, mix(p.altar_unused, p.altar_edge, 0.35), pts, 1)

    def _paint_mandala(self, surf: pygame.Surface) -> None:
        """The mandala from the outside in: its rings and score track, the colour sectors, the
        slots with their values and starts, and Ganesha in the middle."""
        lay, p = self.lay, self.p
        c = (round(lay.centre[0]), round(lay.centre[1]))
        pygame.draw.circle(surf, p.panel_shadow, (c[0], c[1] + lay.mpx(6)), round(lay.r_outer))
        pygame.draw.circle(surf, p.mandala_ring, c, round(lay.r_outer))
        pygame.draw.circle(surf, mix(p.mandala_ring, p.mandala_base, 0.55), c,
                           round(lay.r_outer - lay.mpx(4)))
        pygame.draw.circle(surf, p.mandala_ring, c, round(lay.r_track - lay.mpx(16)))
        pygame.draw.circle(surf, p.mandala_base, c, round(lay.r_track - lay.mpx(19)))
        self._paint_track(surf)
        self._paint_sectors(surf)
        # decorative rings
        for rr in (lay.r_start - lay.mpx(26), lay.r_medallion + lay.mpx(8)):
            pygame.draw.circle(surf, p.mandala_line, c, round(rr), 1)
        # slots with their values, in filling order; the values are the "number" role at the
        # mandala's own scale, never below the "small" role of the window
        value_px = max(type_scale.style("small").px(lay.s, BOARD_MARKS),
                       type_scale.style("number").px(MANDALA_SCALE * lay.s, BOARD_MARKS))
        for col in range(len(lay.slot_pos)):
            self._paint_slots(surf, col, value_px)
            self._paint_start(surf, col)
        self._paint_ganesha(surf)

    def _paint_track(self, surf: pygame.Surface) -> None:
        """The score track round the edge: a tick per point 0..50, every fifth numbered."""
        lay, p = self.lay, self.p
        cx, cy = lay.centre
        for k in range(51):
            a = -math.pi / 2 + k * 2 * math.pi / 51
            r0, r1 = lay.r_track - lay.mpx(13), lay.r_track + lay.mpx(13)
            pygame.draw.line(surf, mix(p.mandala_ring, p.ink, 0.3),
                             (cx + r0 * math.cos(a + math.pi / 51),
                              cy + r0 * math.sin(a + math.pi / 51)),
                             (cx + r1 * math.cos(a + math.pi / 51),
                              cy + r1 * math.sin(a + math.pi / 51)), 1)
            if k % 5 == 0:
                self._label(surf, str(k), "count", p.ink,
                            (cx + lay.r_track * math.cos(a), cy + lay.r_track * math.sin(a)),
                            "center", None, "track_number",
                            type_scale.style("count").px(lay.s, BOARD_MARKS))

    def _paint_sectors(self, surf: pygame.Surface) -> None:
        """Colour sectors: a soft tinted petal per colour behind its slots."""
        lay, p = self.lay, self.p
        cx, cy = lay.centre
        tint = pygame.Surface((lay.width, lay.height), pygame.SRCALPHA)
        for col, a0 in enumerate(lay.sector_angles):
            colour = GEM_COLOURS[COLOURS[col]]
            pts = [(cx + (lay.r_start - lay.mpx(22)) * math.cos(math.radians(a0 + 2)),
                    cy + (lay.r_start - lay.mpx(22)) * math.sin(math.radians(a0 + 2)))]
            for k in range(0, 41):
                a = math.radians(a0 + 2 + 68 * k / 40)
                rr = lay.r_slots_out + lay.mpx(30)
                pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
            pts.append((cx + (lay.r_start - lay.mpx(22)) * math.cos(math.radians(a0 + 70)),
                        cy + (lay.r_start - lay.mpx(22)) * math.sin(math.radians(a0 + 70))))
            pygame.draw.polygon(tint, (*colour, 46 if p.name == "day" else 60), pts)
            pygame.draw.polygon(tint, (*colour, 120), pts, max(1, lay.mpx(2)))
        surf.blit(tint, (0, 0))

    def _paint_slots(self, surf: pygame.Surface, col: int, value_px: int) -> None:
        """Colour ``col``'s slots, joined in filling order, each with its value."""
        lay, p = self.lay, self.p
        row = lay.slot_pos[col]
        gem_colour = GEM_COLOURS[COLOURS[col]]
        for i, pos in enumerate(row):
            if i + 1 < len(row):
                pygame.draw.line(surf, mix(gem_colour, p.mandala_base, 0.5), pos, row[i + 1],
                                 max(1, lay.mpx(2)))
        for i, pos in enumerate(row):
            pr = (round(pos[0]), round(pos[1]))
            pygame.draw.circle(surf, p.panel_shadow, (pr[0], pr[1] + lay.mpx(2)),
                               round(lay.slot_radius))
            pygame.draw.circle(surf, p.slot_empty, pr, round(lay.slot_radius))
            pygame.draw.circle(surf, mix(gem_colour, p.ink, 0.2), pr, round(lay.slot_radius),
                               max(2, lay.mpx(3)))
            self._label(surf, str(self.values[col][i]), "number", p.slot_value, pr,
                        "center", None, "slot_value", value_px)

    def _paint_start(self, surf: pygame.Surface, col: int) -> None:
        """Colour ``col``'s start symbol: the colour's cut with an arrow pointing the filling
        direction; in colour-blind mode it carries the colour's letter for the whole sector (a
        letter beside every slot crowded the slot values of its neighbours)."""
        lay, p = self.lay, self.p
        cx, cy = lay.centre
        gem_colour = GEM_COLOURS[COLOURS[col]]
        sx, sy = lay.start_pos[col]
        icon = gem_surface(COLOURS[col], lay.mpx(30 if colour_letter(COLOURS[col]) else 26))
        surf.blit(icon, icon.get_rect(center=(round(sx), round(sy))))
        a = math.radians(lay.sector_angles[col] + 20)
        ax, ay = cx + lay.r_start * math.cos(a), cy + lay.r_start * math.sin(a)
        tangent = a + math.pi / 2
        tip = (ax + lay.mpx(12) * math.cos(tangent), ay + lay.mpx(12) * math.sin(tangent))
        back = (ax - lay.mpx(6) * math.cos(tangent), ay - lay.mpx(6) * math.sin(tangent))
        pygame.draw.line(surf, mix(gem_colour, p.ink, 0.3), back, tip, max(2, lay.mpx(3)))
        wing = lay.mpx(7)
        for sign in (1, -1):
            wa = tangent + math.pi + sign * 0.6
            pygame.draw.line(surf, mix(gem_colour, p.ink, 0.3), tip,
                             (tip[0] + wing * math.cos(wa), tip[1] + wing * math.sin(wa)),
                             max(2, lay.mpx(3)))

    def _paint_ganesha(self, surf: pygame.Surface) -> None:
        """The medallion in the middle, the sacrifice target: the illustrated Ganesha in his
        marigold halo on a disc of the side's gold."""
        lay, p = self.lay, self.p
        cx, cy = lay.centre
        R = lay.r_medallion
        gold = p.accent if p.name == "night" else (214, 124, 30)
        deep = mix(p.mandala_base, gold, 0.12)
        centre = (round(cx), round(cy))
        pygame.draw.circle(surf, p.panel_shadow, (centre[0], centre[1] + lay.px(3)), round(R))
        pygame.draw.circle(surf, deep, centre, round(R))
        pygame.draw.circle(surf, gold, centre, round(R), max(2, lay.px(3)))
        figure = art.ganesha_centrepiece(round(R * 1.92))
        surf.blit(figure, figure.get_rect(center=centre))

    def _altar_title_at(self) -> tuple[float, float]:
        lay = self.lay
        return (lay.altar_rect.left + lay.px(16), lay.altar_rect.top + lay.px(12))

    def panel_title_px(self) -> int:
        """The one size of the panels' titles at this table: the panel_title role's at the
        player's text size, or the largest under it at which the altar's title ends before
        the numbers of the hexes beside it (four players' altar reaches up high)."""
        if self._title_px is not None:
            return self._title_px
        lay, role = self.lay, type_scale.style("panel_title")
        words, at = tr("Ganesha's altar"), self._altar_title_at()
        px = role.px(lay.s)
        while px > type_scale.MIN_PX:
            # the drawn line's own height (its box is taller than the font's size says)
            bottom = at[1] + self.text.render("Ag", px, self.p.ink, role.face).get_height()
            numbers = [c[0] - lay.px(8) for c in lay.hex_centres
                       if c[1] - lay.hex_radius * 0.75 - lay.px(10) < bottom]
            room = min(numbers, default=lay.altar_rect.right - lay.px(8)) - at[0]
            if self.text.size(words, px, role.face)[0] <= room:
                break
            px -= 1
        self._title_px = px
        return px

    def _panel_title(self, surf: pygame.Surface, words: str, panel_rect: pygame.Rect,
                     at: tuple[float, float]) -> None:
        """A panel's name in its top-left corner, all three in one size."""
        px = self.panel_title_px()
        rect = self._label(surf, words, "panel_title", self.p.ink, at, size=px)
        typeset.note_panel(panel_rect)
        typeset.note("panel_title", px, rect, panel_rect, words)

    def _tile_header(self, seat: int) -> tuple[int, int, float, float]:
        """The sizes of a tile's name and seat kind and the heights of both: as large as the
        player's text size makes them while both stay above the Destiny slots (four tiles
        leave little room). A grown name comes down as far as it needs to stay clear of the
        tile's top edge (at 150 % its letters touched it), and the seat kind with it."""
        lay = self.lay
        t = lay.tiles[seat]
        heading, caption = type_scale.style("heading"), type_scale.style("caption")
        for most in (type_scale.text_factor(), 1.25, 1.0):
            name_px, kind_px = heading.px(lay.s, most), caption.px(lay.s, most)
            # the drawn line's own height (its box is taller than the font's size says)
            half = self.text.render("Ag", name_px, self.p.ink, "serif").get_height() / 2
            name_y = max(t.name[1] - lay.px(7), t.rect.top + lay.px(6) + half)
            lower = name_y - (t.name[1] - lay.px(7))
            kind_y = t.name[1] + lay.px(16) + (name_px - heading.px(lay.s, 1.0)) + lower
            # never into the name's line (the smallest window's kind line is at the floor size)
            kind_half = self.text.size("Ag", kind_px)[1] / 2
            kind_y = max(kind_y, math.ceil(name_y + half + kind_half) + lay.px(2))
            if kind_y + kind_half <= t.slots[0].top:
                break
        return name_px, kind_px, name_y, kind_y

    def _paint_tile_frame(self, surf: pygame.Surface, seat: int) -> None:
        lay, p, s = self.lay, self.p, self.lay.s
        t = lay.tiles[seat]
        panel(surf, t.rect, p, s)
        stripe = pygame.Rect(t.rect.left + lay.px(3), t.rect.top + lay.px(3), lay.px(6),
                             t.rect.height - lay.px(6))
        pygame.draw.rect(surf, PLAYER_COLOURS[seat], stripe, border_radius=lay.px(3))
        pawn = pawn_surface(seat, self.pawns[seat], lay.px(34))
        surf.blit(pawn, pawn.get_rect(center=(round(t.pawn[0]), round(t.pawn[1]))))
        heading, caption, name_y, kind_y = self._tile_header(seat)
        name = fit(self.text, self.config.seat_names[seat], heading, lay.px(132), "serif")
        self._label(surf, name, "heading", p.ink, (t.name[0], name_y),
                    "midleft", "serif", size=heading)
        label = fit(self.text, seat_label(self.seat_kinds[seat], self.seat_kinds), caption,
                    lay.px(132))
        self._label(surf, label, "caption", p.ink_soft, (t.name[0] + lay.px(1), kind_y),
                    "midleft", size=caption)
        for i, slot in enumerate(t.slots):
            pygame.draw.rect(surf, mix(p.panel, p.panel_shadow, 0.18), slot,
                             border_radius=lay.px(10))
            pygame.draw.rect(surf, p.panel_edge, slot, width=max(1, lay.px(2)),
                             border_radius=lay.px(10))
            self.drawn.append(("slot_frame", slot))
            self._label(surf, str(i + 1), "caption", p.ink,  # in the corner a gem leaves
                        (slot.left + lay.px(1), slot.top), "topleft", "bold", "slot_index",
                        type_scale.style("caption").px(lay.s, 1.0))
        tr_rect = t.treasury_rect
        pygame.draw.rect(surf, mix(p.panel, p.panel_shadow, 0.1), tr_rect, border_radius=lay.px(10))
        self._label(surf, tr("Treasury"), "caption", p.ink_soft,
                    (tr_rect.right - lay.px(8), tr_rect.top - lay.px(1)), "bottomright", "bold")
        for k, cell in enumerate(t.treasury_cells):
            ghost = gem_surface(COLOURS[k], round(TREASURY_GEM * s), shadow=False)
            ghost = ghost.copy()
            ghost.set_alpha(55)
            pos = cell.move(-round(8 * s), 0).center
            surf.blit(ghost, ghost.get_rect(center=pos))



BOARD_MARKS = 1.25
"""The most a board mark (a hex's number, a slot's value) grows with the player's text size:
their room is the board's geometry, which stays the same."""

__all__ = ["BOARD_MARKS", "Backdrop"]
