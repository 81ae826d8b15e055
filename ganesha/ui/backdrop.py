"""The unchanging picture of the table, painted once per window size: the background, the altar's
hexes, the mandala with its slots, values and Ganesha, and the frames of the players' tiles.
The :class:`~ganesha.ui.painter.Painter` blits it every frame and draws the pieces on top.
"""

from __future__ import annotations

import math
import random

import pygame

from ..engine import COLOURS, GameConfig
from ..engine.boards import HEX_COUNT
from .gems import colour_letter, gem_surface, pawn_surface
from .layout import Layout
from .prompts import seat_label
from .shapes import fit, hex_points, panel
from .text import tr
from .theme import GEM_COLOURS, PLAYER_COLOURS, Palette, TextCache, blit_text, mix


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

    def paint(self) -> pygame.Surface:
        return self._paint_background()

    def _paint_background(self) -> pygame.Surface:
        lay, p, s = self.lay, self.p, self.lay.s
        surf = pygame.Surface((lay.width, lay.height)).convert()
        top, bottom = p.background_top, p.background_bottom
        for y in range(lay.height):
            pygame.draw.line(surf, mix(top, bottom, y / max(1, lay.height - 1)), (0, y),
                             (lay.width, y))
        rng = random.Random(7)
        speck = pygame.Surface((lay.width, lay.height), pygame.SRCALPHA)
        for _ in range(int(lay.width * lay.height / 900)):
            x, y = rng.randrange(lay.width), rng.randrange(lay.height)
            if p.name == "night":
                pygame.draw.circle(speck, (230, 200, 120, rng.randrange(20, 90)), (x, y), 1)
            else:
                c = rng.choice(((120, 80, 40), (250, 230, 200)))
                pygame.draw.circle(speck, (*c, rng.randrange(15, 45)), (x, y),
                                   rng.choice((1, 1, 2)))
        surf.blit(speck, (0, 0))
        self._paint_left(surf)
        self._paint_mandala(surf)
        for seat in range(self.config.players):
            self._paint_tile_frame(surf, seat)
        if lay.guide_rect is not None:
            panel(surf, lay.guide_rect, p, s)
            blit_text(surf, self.text, tr("Spices on the altar"), lay.px(17), p.ink,
                      (lay.guide_rect.left + lay.px(14),
                       lay.guide_rect.top + lay.px(12)), kind="serif")
        bar = lay.prompt_rect.inflate(round(20 * s), round(8 * s))
        ribbon = pygame.Surface(bar.size, pygame.SRCALPHA)
        pygame.draw.rect(ribbon, (*p.panel, 215), ribbon.get_rect(), border_radius=bar.height // 2)
        pygame.draw.rect(ribbon, (*p.panel_edge, 255), ribbon.get_rect(),
                         width=max(1, round(2 * s)), border_radius=bar.height // 2)
        surf.blit(ribbon, bar)
        return surf

    def _paint_left(self, surf: pygame.Surface) -> None:
        lay, p, s = self.lay, self.p, self.lay.s
        panel(surf, lay.header, p, s)
        panel(surf, lay.altar_rect, p, s)
        panel(surf, lay.log_rect, p, s)
        blit_text(surf, self.text, tr("Ganesha's altar"), lay.px(15), p.ink_soft,
                  (lay.altar_rect.left + lay.px(14), lay.altar_rect.top + lay.px(8)), kind="bold")
        blit_text(surf, self.text, tr("Game log"), lay.px(17), p.ink,
                  (lay.log_rect.left + lay.px(14), lay.log_rect.top + lay.px(12)), kind="serif")
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
                blit_text(surf, self.text, str(h + 1), lay.px(11),
                          mix(p.altar_edge, p.altar_hex, 0.2),
                          (c[0], c[1] - lay.hex_radius * 0.72), "center")
            else:
                pygame.draw.polygon(surf, p.altar_unused, pts)
                pygame.draw.polygon(surf, mix(p.altar_unused, p.altar_edge, 0.35), pts, 1)

    def _paint_mandala(self, surf: pygame.Surface) -> None:
        lay, p = self.lay, self.p
        cx, cy = lay.centre
        c = (round(cx), round(cy))
        pygame.draw.circle(surf, p.panel_shadow, (c[0], c[1] + lay.px(6)), round(lay.r_outer))
        pygame.draw.circle(surf, p.mandala_ring, c, round(lay.r_outer))
        pygame.draw.circle(surf, mix(p.mandala_ring, p.mandala_base, 0.55), c,
                           round(lay.r_outer - lay.px(4)))
        pygame.draw.circle(surf, p.mandala_ring, c, round(lay.r_track - lay.px(16)))
        pygame.draw.circle(surf, p.mandala_base, c, round(lay.r_track - lay.px(19)))
        # the score track: 0..50
        for k in range(51):
            a = -math.pi / 2 + k * 2 * math.pi / 51
            r0, r1 = lay.r_track - lay.px(13), lay.r_track + lay.px(13)
            pygame.draw.line(surf, mix(p.mandala_ring, p.ink, 0.3),
                             (cx + r0 * math.cos(a + math.pi / 51),
                              cy + r0 * math.sin(a + math.pi / 51)),
                             (cx + r1 * math.cos(a + math.pi / 51),
                              cy + r1 * math.sin(a + math.pi / 51)), 1)
            if k % 5 == 0:
                blit_text(surf, self.text, str(k), lay.px(12), p.ink,
                          (cx + lay.r_track * math.cos(a),
                           cy + lay.r_track * math.sin(a)), "center", "bold")
        # colour sectors: a soft tinted petal per colour behind its slots
        tint = pygame.Surface((lay.width, lay.height), pygame.SRCALPHA)
        for col, a0 in enumerate(lay.sector_angles):
            colour = GEM_COLOURS[COLOURS[col]]
            pts = [(cx + (lay.r_start - lay.px(22)) * math.cos(math.radians(a0 + 2)),
                    cy + (lay.r_start - lay.px(22)) * math.sin(math.radians(a0 + 2)))]
            for k in range(0, 41):
                a = math.radians(a0 + 2 + 68 * k / 40)
                rr = lay.r_slots_out + lay.px(30)
                pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
            pts.append((cx + (lay.r_start - lay.px(22)) * math.cos(math.radians(a0 + 70)),
                        cy + (lay.r_start - lay.px(22)) * math.sin(math.radians(a0 + 70))))
            pygame.draw.polygon(tint, (*colour, 46 if p.name == "day" else 60), pts)
            pygame.draw.polygon(tint, (*colour, 120), pts, max(1, lay.px(2)))
        surf.blit(tint, (0, 0))
        # decorative rings
        for rr in (lay.r_start - lay.px(26), lay.r_medallion + lay.px(8)):
            pygame.draw.circle(surf, p.mandala_line, c, round(rr), 1)
        # slots with their values, in filling order
        for col, row in enumerate(lay.slot_pos):
            gem_colour = GEM_COLOURS[COLOURS[col]]
            for i, pos in enumerate(row):
                if i + 1 < len(row):
                    pygame.draw.line(surf, mix(gem_colour, p.mandala_base, 0.5), pos, row[i + 1],
                                     max(1, lay.px(2)))
            for i, pos in enumerate(row):
                pr = (round(pos[0]), round(pos[1]))
                pygame.draw.circle(surf, p.panel_shadow, (pr[0], pr[1] + lay.px(2)),
                                   round(lay.slot_radius))
                pygame.draw.circle(surf, p.slot_empty, pr, round(lay.slot_radius))
                pygame.draw.circle(surf, mix(gem_colour, p.ink, 0.2), pr, round(lay.slot_radius),
                                   max(2, lay.px(3)))
                blit_text(surf, self.text, str(self.values[col][i]), lay.px(18), p.slot_value, pr,
                          "center", "bold")
                letter = colour_letter(COLOURS[col])  # colour-blind mode: the slot's colour too
                if letter:
                    off = lay.slot_radius * 0.78
                    blit_text(surf, self.text, letter, lay.px(11), mix(gem_colour, p.ink, 0.45),
                              (pr[0] + off, pr[1] + off), "center", "bold")
            # start symbol: the colour's cut with an arrow pointing the filling direction
            sx, sy = lay.start_pos[col]
            icon = gem_surface(COLOURS[col], lay.px(26))
            surf.blit(icon, icon.get_rect(center=(round(sx), round(sy))))
            a = math.radians(lay.sector_angles[col] + 20)
            ax, ay = cx + lay.r_start * math.cos(a), cy + lay.r_start * math.sin(a)
            tangent = a + math.pi / 2
            tip = (ax + lay.px(12) * math.cos(tangent), ay + lay.px(12) * math.sin(tangent))
            back = (ax - lay.px(6) * math.cos(tangent), ay - lay.px(6) * math.sin(tangent))
            pygame.draw.line(surf, mix(gem_colour, p.ink, 0.3), back, tip, max(2, lay.px(3)))
            wing = lay.px(7)
            for sign in (1, -1):
                wa = tangent + math.pi + sign * 0.6
                pygame.draw.line(surf, mix(gem_colour, p.ink, 0.3), tip,
                                 (tip[0] + wing * math.cos(wa), tip[1] + wing * math.sin(wa)),
                                 max(2, lay.px(3)))
        self._paint_ganesha(surf)

    def _paint_ganesha(self, surf: pygame.Surface) -> None:
        """The medallion in the middle: a lotus and a stylised Ganesha, the sacrifice target."""
        lay, p = self.lay, self.p
        cx, cy = lay.centre
        R = lay.r_medallion
        gold = p.accent if p.name == "night" else (214, 124, 30)
        deep = mix(p.mandala_base, gold, 0.12)
        pygame.draw.circle(surf, deep, (round(cx), round(cy)), round(R))
        pygame.draw.circle(surf, gold, (round(cx), round(cy)), round(R), max(2, lay.px(3)))
        big = 4
        size = round(R * 2 * big)
        art = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        r = R * big
        petal = mix(gold, p.mandala_base, 0.55)
        for k in range(16):
            a = k * math.pi / 8
            pts = []
            for t in range(0, 21):
                u = t / 20
                rr = r * (0.62 + 0.33 * u)
                w = math.sin(math.pi * u) * 0.17
                pts.append((c + rr * math.cos(a + w), c + rr * math.sin(a + w)))
            for t in range(20, -1, -1):
                u = t / 20
                rr = r * (0.62 + 0.33 * u)
                w = -math.sin(math.pi * u) * 0.17
                pts.append((c + rr * math.cos(a + w), c + rr * math.sin(a + w)))
            pygame.draw.polygon(art, (*petal, 255), pts)
            pygame.draw.polygon(art, (*gold, 255), pts, big * 2)
        pygame.draw.circle(art, (*deep, 255), (c, c), r * 0.64)
        pygame.draw.circle(art, (*gold, 255), (c, c), r * 0.64, big * 2)
        ink = gold
        # ears
        for sign in (-1, 1):
            ear = pygame.Rect(0, 0, r * 0.46, r * 0.6)
            ear.center = (c + sign * r * 0.3, c - r * 0.02)
            pygame.draw.ellipse(art, (*mix(gold, deep, 0.35), 255), ear)
            pygame.draw.ellipse(art, (*ink, 255), ear, big * 2)
        # head and crown
        pygame.draw.circle(art, (*ink, 255), (c, c - r * 0.06), r * 0.22)
        crown = [(c - r * 0.16, c - r * 0.2), (c, c - r * 0.5), (c + r * 0.16, c - r * 0.2)]
        pygame.draw.polygon(art, (*ink, 255), crown)
        pygame.draw.circle(art, (*p.mandala_base, 255), (c, c - r * 0.38), r * 0.04)
        # trunk: a curling stroke
        pts = []
        for t in range(0, 31):
            u = t / 30
            x = c + r * (0.02 * math.sin(u * 3) + 0.16 * u * u)
            y = c + r * (0.08 + 0.38 * u - 0.12 * u ** 4)
            pts.append((x, y))
        for k, pt in enumerate(pts):
            pygame.draw.circle(art, (*ink, 255), pt, r * (0.085 - 0.05 * k / len(pts)))
        # eyes and tusks
        for sign in (-1, 1):
            pygame.draw.circle(art, (*deep, 255), (c + sign * r * 0.09, c - r * 0.1), r * 0.03)
            tusk = [(c + sign * r * 0.1, c + r * 0.06), (c + sign * r * 0.2, c + r * 0.2),
                    (c + sign * r * 0.13, c + r * 0.07)]
            pygame.draw.polygon(art, (250, 244, 230, 255), tusk)
        art = pygame.transform.smoothscale(art, (round(R * 2), round(R * 2)))
        surf.blit(art, art.get_rect(center=(round(cx), round(cy))))

    def _paint_tile_frame(self, surf: pygame.Surface, seat: int) -> None:
        lay, p, s = self.lay, self.p, self.lay.s
        t = lay.tiles[seat]
        panel(surf, t.rect, p, s)
        stripe = pygame.Rect(t.rect.left + lay.px(3), t.rect.top + lay.px(3), lay.px(6),
                             t.rect.height - lay.px(6))
        pygame.draw.rect(surf, PLAYER_COLOURS[seat], stripe, border_radius=lay.px(3))
        pawn = pawn_surface(seat, self.pawns[seat], lay.px(34))
        surf.blit(pawn, pawn.get_rect(center=(round(t.pawn[0]), round(t.pawn[1]))))
        name = fit(self.text, self.config.seat_names[seat], lay.px(22), lay.px(150), "serif")
        blit_text(surf, self.text, name, lay.px(22), p.ink, (t.name[0], t.name[1] - lay.px(6)),
                  "midleft", "serif")
        kind = self.seat_kinds[seat]
        label = seat_label(kind, self.seat_kinds)
        blit_text(surf, self.text, label, lay.px(12), p.ink_soft,
                  (t.name[0] + lay.px(1), t.name[1] + lay.px(14)), "midleft")
        for i, slot in enumerate(t.slots):
            pygame.draw.rect(surf, mix(p.panel, p.panel_shadow, 0.18), slot,
                             border_radius=lay.px(10))
            pygame.draw.rect(surf, p.panel_edge, slot, width=max(1, lay.px(2)),
                             border_radius=lay.px(10))
            blit_text(surf, self.text, str(i + 1), lay.px(11), p.ink_soft,
                      (slot.left + lay.px(8), slot.top + lay.px(8)), "center", "bold")
        tr_rect = t.treasury_rect
        pygame.draw.rect(surf, mix(p.panel, p.panel_shadow, 0.1), tr_rect, border_radius=lay.px(10))
        blit_text(surf, self.text, tr("Treasury"), lay.px(12), p.ink_soft,
                  (tr_rect.right - lay.px(8), tr_rect.top + lay.px(2)), "topright", "bold")
        for k, cell in enumerate(t.treasury_cells):
            ghost = gem_surface(COLOURS[k], round(34 * s), shadow=False)
            ghost = ghost.copy()
            ghost.set_alpha(55)
            pos = cell.move(-round(8 * s), 0).center
            surf.blit(ghost, ghost.get_rect(center=pos))



__all__ = ["Backdrop"]
