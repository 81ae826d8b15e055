"""Drawing the table. The unchanging parts (background, altar hexes, the mandala's slots and
values, the frames of the tiles) are painted once per window size into a cached surface; each
frame then only blits that and the pieces on top, which keeps the busy table far below 4 ms.

The painter only reads: the layout for places, the engine state for what is where.
"""

from __future__ import annotations

import math
import random
from collections import Counter

import pygame

from ..engine import COLOURS
from ..engine.boards import HEX_COUNT
from ..vocabulary import PAWNS
from .gems import colour_letter, gem_surface, glow_surface, pawn_surface, rect_glow, spice_surface
from .layout import Layout, laps, ring_position
from .text import spice_name, tr
from .theme import GEM_COLOURS, PLAYER_COLOURS, Palette, TextCache, blit_text, mix


def panel(surface: pygame.Surface, rect: pygame.Rect, p: Palette, s: float,
          fill: tuple[int, int, int] | None = None, radius: float = 14) -> None:
    """A carved panel: shadow, fill, a strong edge and a thin inner line."""
    rad = max(4, round(radius * s))
    shadow = rect.move(0, max(2, round(4 * s)))
    pygame.draw.rect(surface, p.panel_shadow, shadow, border_radius=rad)
    pygame.draw.rect(surface, fill or p.panel, rect, border_radius=rad)
    pygame.draw.rect(surface, p.panel_edge, rect, width=max(2, round(2 * s)), border_radius=rad)
    inner = rect.inflate(-round(10 * s), -round(10 * s))
    pygame.draw.rect(surface, mix(p.panel_edge, fill or p.panel, 0.55), inner, width=1,
                     border_radius=max(2, rad - round(4 * s)))


def hex_points(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    cx, cy = centre
    return [(cx + radius * math.cos(math.radians(60 * k - 90)),
             cy + radius * math.sin(math.radians(60 * k - 90))) for k in range(6)]


def draw_drum(surface: pygame.Surface, centre: tuple[float, float], size: int, number: int,
              p: Palette, text: TextCache) -> None:
    """Ganesha's drum (a small dhol) showing 1–3."""
    w, h = size, round(size * 0.78)
    body = pygame.Rect(0, 0, w, h)
    body.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, (40, 20, 10), body.move(0, 2), border_radius=h // 3)
    pygame.draw.rect(surface, (176, 48, 38), body, border_radius=h // 3)
    for k in range(1, 4):
        x = body.left + w * k / 4
        pygame.draw.line(surface, (240, 200, 90), (x, body.top + 2), (x, body.bottom - 2), 2)
    pygame.draw.rect(surface, (240, 200, 90), body, width=2, border_radius=h // 3)
    face = pygame.Rect(0, 0, round(h * 0.8), round(h * 0.8))
    face.center = body.center
    pygame.draw.ellipse(surface, (250, 236, 200), face)
    pygame.draw.ellipse(surface, (120, 60, 20), face, 2)
    blit_text(surface, text, str(number), round(h * 0.62), (90, 30, 10), body.center, "center", "serif")


def draw_bag(surface: pygame.Surface, centre: tuple[float, float], size: int, count: int,
             p: Palette, text: TextCache) -> None:
    cx, cy = centre
    body = pygame.Rect(0, 0, size, round(size * 0.82))
    body.center = (round(cx), round(cy + size * 0.1))
    pygame.draw.ellipse(surface, (70, 40, 20), body.move(0, 2))
    pygame.draw.ellipse(surface, (150, 90, 50), body)
    neck = [(cx - size * 0.22, cy - size * 0.28), (cx + size * 0.22, cy - size * 0.28),
            (cx + size * 0.32, cy - size * 0.48), (cx - size * 0.32, cy - size * 0.48)]
    pygame.draw.polygon(surface, (150, 90, 50), neck)
    pygame.draw.line(surface, (240, 200, 90), (cx - size * 0.24, cy - size * 0.28),
                     (cx + size * 0.24, cy - size * 0.28), 3)
    blit_text(surface, text, str(count), round(size * 0.42), (255, 244, 220),
              (cx, cy + size * 0.12), "center", "bold")


def fit(text: TextCache, value: str, size: int, width: int, kind: str = "sans") -> str:
    """``value`` shortened with an ellipsis so that it fits ``width`` pixels."""
    if text.size(value, size, kind)[0] <= width:
        return value
    while value and text.size(value + "…", size, kind)[0] > width:
        value = value[:-1]
    return value + "…"


class Painter:
    """Paints the table for one layout and palette; rebuilt on resize."""

    def __init__(self, layout: Layout, palette: Palette, text: TextCache, state,
                 seat_kinds: list[str], pawns: tuple[str, ...] | None = None) -> None:
        self.l = layout
        self.pawns = tuple(pawns) if pawns else PAWNS
        self.p = palette
        self.text = text
        self.config = state.config
        self.values = [tuple(v) for v in _values(state)]
        self.used = _used_hexes(state)
        self.seat_kinds = seat_kinds
        self.background = self._paint_background()

    # --- the unchanging picture -------------------------------------------------------------
    def _paint_background(self) -> pygame.Surface:
        l, p, s = self.l, self.p, self.l.s
        surf = pygame.Surface((l.width, l.height)).convert()
        top, bottom = p.background_top, p.background_bottom
        for y in range(l.height):
            pygame.draw.line(surf, mix(top, bottom, y / max(1, l.height - 1)), (0, y), (l.width, y))
        rng = random.Random(7)
        speck = pygame.Surface((l.width, l.height), pygame.SRCALPHA)
        for _ in range(int(l.width * l.height / 900)):
            x, y = rng.randrange(l.width), rng.randrange(l.height)
            if p.name == "night":
                pygame.draw.circle(speck, (230, 200, 120, rng.randrange(20, 90)), (x, y), 1)
            else:
                c = rng.choice(((120, 80, 40), (250, 230, 200)))
                pygame.draw.circle(speck, (*c, rng.randrange(15, 45)), (x, y), rng.choice((1, 1, 2)))
        surf.blit(speck, (0, 0))
        self._paint_left(surf)
        self._paint_mandala(surf)
        for seat in range(self.config.players):
            self._paint_tile_frame(surf, seat)
        if l.guide_rect is not None:
            panel(surf, l.guide_rect, p, s)
            blit_text(surf, self.text, tr("Spices on the altar"), l.px(17), p.ink,
                      (l.guide_rect.left + l.px(14), l.guide_rect.top + l.px(12)), kind="serif")
        bar = l.prompt_rect.inflate(round(20 * s), round(8 * s))
        ribbon = pygame.Surface(bar.size, pygame.SRCALPHA)
        pygame.draw.rect(ribbon, (*p.panel, 215), ribbon.get_rect(), border_radius=bar.height // 2)
        pygame.draw.rect(ribbon, (*p.panel_edge, 255), ribbon.get_rect(), width=max(1, round(2 * s)),
                         border_radius=bar.height // 2)
        surf.blit(ribbon, bar)
        return surf

    def _paint_left(self, surf: pygame.Surface) -> None:
        l, p, s = self.l, self.p, self.l.s
        panel(surf, l.header, p, s)
        panel(surf, l.altar_rect, p, s)
        panel(surf, l.log_rect, p, s)
        blit_text(surf, self.text, tr("Ganesha's altar"), l.px(15), p.ink_soft,
                  (l.altar_rect.left + l.px(14), l.altar_rect.top + l.px(8)), kind="bold")
        blit_text(surf, self.text, tr("Game log"), l.px(17), p.ink,
                  (l.log_rect.left + l.px(14), l.log_rect.top + l.px(12)), kind="serif")
        used = set(self.used)
        for h in range(HEX_COUNT):
            c = l.hex_centres[h]
            pts = hex_points(c, l.hex_radius * 0.96)
            if h in used:
                pygame.draw.polygon(surf, mix(p.altar_hex, p.panel_shadow, 0.25),
                                    [(x, y + l.px(3)) for x, y in pts])
                pygame.draw.polygon(surf, p.altar_hex, pts)
                inner = hex_points(c, l.hex_radius * 0.8)
                pygame.draw.polygon(surf, mix(p.altar_hex, p.altar_edge, 0.3), inner, 1)
                pygame.draw.polygon(surf, p.altar_edge, pts, max(1, l.px(2)))
                blit_text(surf, self.text, str(h + 1), l.px(11), mix(p.altar_edge, p.altar_hex, 0.2),
                          (c[0], c[1] - l.hex_radius * 0.72), "center")
            else:
                pygame.draw.polygon(surf, p.altar_unused, pts)
                pygame.draw.polygon(surf, mix(p.altar_unused, p.altar_edge, 0.35), pts, 1)

    def _paint_mandala(self, surf: pygame.Surface) -> None:
        l, p = self.l, self.p
        cx, cy = l.centre
        c = (round(cx), round(cy))
        pygame.draw.circle(surf, p.panel_shadow, (c[0], c[1] + l.px(6)), round(l.r_outer))
        pygame.draw.circle(surf, p.mandala_ring, c, round(l.r_outer))
        pygame.draw.circle(surf, mix(p.mandala_ring, p.mandala_base, 0.55), c, round(l.r_outer - l.px(4)))
        pygame.draw.circle(surf, p.mandala_ring, c, round(l.r_track - l.px(16)))
        pygame.draw.circle(surf, p.mandala_base, c, round(l.r_track - l.px(19)))
        # the score track: 0..50
        for k in range(51):
            a = -math.pi / 2 + k * 2 * math.pi / 51
            r0, r1 = l.r_track - l.px(13), l.r_track + l.px(13)
            pygame.draw.line(surf, mix(p.mandala_ring, p.ink, 0.3),
                             (cx + r0 * math.cos(a + math.pi / 51), cy + r0 * math.sin(a + math.pi / 51)),
                             (cx + r1 * math.cos(a + math.pi / 51), cy + r1 * math.sin(a + math.pi / 51)), 1)
            if k % 5 == 0:
                blit_text(surf, self.text, str(k), l.px(12), p.ink,
                          (cx + l.r_track * math.cos(a), cy + l.r_track * math.sin(a)), "center", "bold")
        # colour sectors: a soft tinted petal per colour behind its slots
        tint = pygame.Surface((l.width, l.height), pygame.SRCALPHA)
        for col, a0 in enumerate(l.sector_angles):
            colour = GEM_COLOURS[COLOURS[col]]
            pts = [(cx + (l.r_start - l.px(22)) * math.cos(math.radians(a0 + 2)),
                    cy + (l.r_start - l.px(22)) * math.sin(math.radians(a0 + 2)))]
            for k in range(0, 41):
                a = math.radians(a0 + 2 + 68 * k / 40)
                rr = l.r_slots_out + l.px(30)
                pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
            pts.append((cx + (l.r_start - l.px(22)) * math.cos(math.radians(a0 + 70)),
                        cy + (l.r_start - l.px(22)) * math.sin(math.radians(a0 + 70))))
            pygame.draw.polygon(tint, (*colour, 46 if p.name == "day" else 60), pts)
            pygame.draw.polygon(tint, (*colour, 120), pts, max(1, l.px(2)))
        surf.blit(tint, (0, 0))
        # decorative rings
        for rr in (l.r_start - l.px(26), l.r_medallion + l.px(8)):
            pygame.draw.circle(surf, p.mandala_line, c, round(rr), 1)
        # slots with their values, in filling order
        for col, row in enumerate(l.slot_pos):
            gem_colour = GEM_COLOURS[COLOURS[col]]
            for i, pos in enumerate(row):
                if i + 1 < len(row):
                    pygame.draw.line(surf, mix(gem_colour, p.mandala_base, 0.5), pos, row[i + 1],
                                     max(1, l.px(2)))
            for i, pos in enumerate(row):
                pr = (round(pos[0]), round(pos[1]))
                pygame.draw.circle(surf, p.panel_shadow, (pr[0], pr[1] + l.px(2)), round(l.slot_radius))
                pygame.draw.circle(surf, p.slot_empty, pr, round(l.slot_radius))
                pygame.draw.circle(surf, mix(gem_colour, p.ink, 0.2), pr, round(l.slot_radius),
                                   max(2, l.px(3)))
                blit_text(surf, self.text, str(self.values[col][i]), l.px(18), p.slot_value, pr,
                          "center", "bold")
                letter = colour_letter(COLOURS[col])  # colour-blind mode: the slot's colour too
                if letter:
                    off = l.slot_radius * 0.78
                    blit_text(surf, self.text, letter, l.px(11), mix(gem_colour, p.ink, 0.45),
                              (pr[0] + off, pr[1] + off), "center", "bold")
            # start symbol: the colour's cut with an arrow pointing the filling direction
            sx, sy = l.start_pos[col]
            icon = gem_surface(COLOURS[col], l.px(26))
            surf.blit(icon, icon.get_rect(center=(round(sx), round(sy))))
            a = math.radians(l.sector_angles[col] + 20)
            ax, ay = cx + l.r_start * math.cos(a), cy + l.r_start * math.sin(a)
            tangent = a + math.pi / 2
            tip = (ax + l.px(12) * math.cos(tangent), ay + l.px(12) * math.sin(tangent))
            back = (ax - l.px(6) * math.cos(tangent), ay - l.px(6) * math.sin(tangent))
            pygame.draw.line(surf, mix(gem_colour, p.ink, 0.3), back, tip, max(2, l.px(3)))
            wing = l.px(7)
            for sign in (1, -1):
                wa = tangent + math.pi + sign * 0.6
                pygame.draw.line(surf, mix(gem_colour, p.ink, 0.3), tip,
                                 (tip[0] + wing * math.cos(wa), tip[1] + wing * math.sin(wa)),
                                 max(2, l.px(3)))
        self._paint_ganesha(surf)

    def _paint_ganesha(self, surf: pygame.Surface) -> None:
        """The medallion in the middle: a lotus and a stylised Ganesha, the sacrifice target."""
        l, p = self.l, self.p
        cx, cy = l.centre
        R = l.r_medallion
        gold = p.accent if p.name == "night" else (214, 124, 30)
        deep = mix(p.mandala_base, gold, 0.12)
        pygame.draw.circle(surf, deep, (round(cx), round(cy)), round(R))
        pygame.draw.circle(surf, gold, (round(cx), round(cy)), round(R), max(2, l.px(3)))
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
        l, p, s = self.l, self.p, self.l.s
        t = l.tiles[seat]
        panel(surf, t.rect, p, s)
        stripe = pygame.Rect(t.rect.left + l.px(3), t.rect.top + l.px(3), l.px(6), t.rect.height - l.px(6))
        pygame.draw.rect(surf, PLAYER_COLOURS[seat], stripe, border_radius=l.px(3))
        pawn = pawn_surface(seat, self.pawns[seat], l.px(34))
        surf.blit(pawn, pawn.get_rect(center=(round(t.pawn[0]), round(t.pawn[1]))))
        name = fit(self.text, self.config.seat_names[seat], l.px(22), l.px(150), "serif")
        blit_text(surf, self.text, name, l.px(22), p.ink, (t.name[0], t.name[1] - l.px(6)),
                  "midleft", "serif")
        kind = self.seat_kinds[seat]
        label = tr("you") if kind == "human" else tr("AI · {level}", level=tr(kind))
        blit_text(surf, self.text, label, l.px(12), p.ink_soft,
                  (t.name[0] + l.px(1), t.name[1] + l.px(14)), "midleft")
        for i, slot in enumerate(t.slots):
            pygame.draw.rect(surf, mix(p.panel, p.panel_shadow, 0.18), slot, border_radius=l.px(10))
            pygame.draw.rect(surf, p.panel_edge, slot, width=max(1, l.px(2)), border_radius=l.px(10))
            blit_text(surf, self.text, str(i + 1), l.px(11), p.ink_soft,
                      (slot.left + l.px(8), slot.top + l.px(8)), "center", "bold")
        tr_rect = t.treasury_rect
        pygame.draw.rect(surf, mix(p.panel, p.panel_shadow, 0.1), tr_rect, border_radius=l.px(10))
        blit_text(surf, self.text, tr("Treasury"), l.px(12), p.ink_soft,
                  (tr_rect.right - l.px(8), tr_rect.top + l.px(2)), "topright", "bold")
        for k, cell in enumerate(t.treasury_cells):
            ghost = gem_surface(COLOURS[k], round(34 * s), shadow=False)
            ghost = ghost.copy()
            ghost.set_alpha(55)
            pos = cell.move(-round(8 * s), 0).center
            surf.blit(ghost, ghost.get_rect(center=pos))

    # --- per frame -----------------------------------------------------------------------------
    def draw_header(self, surf: pygame.Surface, state) -> None:
        l, p = self.l, self.p
        h = l.header
        title = (tr("Final stage") if state.final_stage else
                 tr("Game over") if state.is_over else
                 tr("Round {n} / {total}", n=state.round, total=state.rounds))
        blit_text(surf, self.text, title,
                  l.px(24), p.ink, (h.left + l.px(16), h.centery), "midleft", "serif")
        draw_bag(surf, l.bag, l.px(36), state.bag_count, p, self.text)
        blit_text(surf, self.text, tr("bag"), l.px(12), p.ink_soft,
                  (l.bag[0] - l.px(26), h.centery), "midright", "bold")

    def draw_altar(self, surf: pygame.Surface, state, hidden: Counter, glow: set[int],
                   dim: set[int], lifted: int | None, outline: bool = False,
                   token_alpha: dict[int, float] | None = None) -> None:
        """Spice tokens, glows and gems on the altar; ``token_alpha`` fades in new tokens."""
        l, p = self.l, self.p
        gems = state.altar_gems()
        spices = state.spice_tokens()
        token = l.px(26)
        token_alpha = token_alpha or {}
        for h, effect in spices.items():
            x, y = l.hex_centres[h]
            icon = spice_surface(effect, token)
            fade = token_alpha.get(h, 1.0)
            if fade < 1.0:
                icon = icon.copy()
                icon.set_alpha(round(255 * fade))
            surf.blit(icon, icon.get_rect(center=(round(x + l.hex_radius * 0.42),
                                                  round(y + l.hex_radius * 0.28))))
        for h in glow:
            x, y = l.hex_centres[h]
            g = glow_surface(round(l.hex_radius * 1.05), p.accent)
            surf.blit(g, g.get_rect(center=(round(x), round(y))))
            if dim or outline:
                pygame.draw.polygon(surf, p.accent, hex_points((x, y), l.hex_radius * 0.9),
                                    max(2, l.px(4)))
        for h, colour in gems.items():
            if hidden.get(("hex", h)) or h == lifted:
                continue
            x, y = l.hex_centres[h]
            img = gem_surface(colour, l.gem_altar, alpha=110 if h in dim else 255)
            surf.blit(img, img.get_rect(center=(round(x), round(y - l.px(3)))))
        for h, effect in spices.items():
            x, y = l.hex_centres[h]
            label = self.text.render(spice_name(effect), l.px(12), (255, 246, 226), "bold")
            box = label.get_rect(center=(round(x), round(y + l.hex_radius * 0.62)))
            pill = box.inflate(l.px(8), l.px(2))
            fade = token_alpha.get(h, 1.0)
            if fade < 1.0:
                plate = pygame.Surface(pill.size, pygame.SRCALPHA)
                pygame.draw.rect(plate, (92, 52, 24, round(255 * fade)), plate.get_rect(),
                                 border_radius=pill.height // 2)
                surf.blit(plate, pill)
                label = label.copy()
                label.set_alpha(round(255 * fade))
            else:
                pygame.draw.rect(surf, (92, 52, 24), pill, border_radius=pill.height // 2)
            surf.blit(label, box)

    def draw_mandala(self, surf: pygame.Surface, state, hidden: Counter,
                     show_next: frozenset[str] = frozenset()) -> None:
        """``show_next``: the colours a legal action can place now; their next slot is ringed."""
        l, p = self.l, self.p
        filled = state.mandala_filled()
        for col, colour in enumerate(COLOURS):
            row = l.slot_pos[col]
            n = filled.get(colour, 0)
            for i in range(min(n, len(row))):
                if hidden.get(("mandala", col, i)):
                    continue
                img = gem_surface(colour, l.gem_mandala)
                x, y = row[i]
                surf.blit(img, img.get_rect(center=(round(x), round(y))))
            if colour in show_next and n < len(row):
                x, y = row[n]
                pygame.draw.circle(surf, p.accent, (round(x), round(y)), round(l.slot_radius + l.px(4)),
                                   max(2, l.px(2)))

    def draw_pawns(self, surf: pygame.Surface, shown: list[float], scores: tuple[int, ...]) -> None:
        l = self.l
        lanes: Counter = Counter()
        size = l.px(30)
        for seat, value in enumerate(shown):
            k = ring_position(round(value))
            lane = lanes[k]
            lanes[k] += 1
            a = -math.pi / 2 + _ring_float(value) * 2 * math.pi / 51
            a += (0.0, 0.035, -0.035, 0.0)[lane % 4]  # pawns sharing a space stand side by side
            rr = l.r_track + (0, l.px(9), -l.px(9), -l.px(20))[lane % 4]
            x, y = l.centre[0] + rr * math.cos(a), l.centre[1] + rr * math.sin(a)
            img = pawn_surface(seat, self.pawns[seat], size)
            surf.blit(img, img.get_rect(center=(round(x), round(y))))
            lap = laps(scores[seat])
            if lap:
                blit_text(surf, self.text, f"+{50 * lap}", l.px(11), (255, 250, 235),
                          (x, y + size * 0.62), "center", "bold")

    def draw_tile(self, surf: pygame.Surface, state, seat: int, hidden: Counter, active: bool,
                  thinking: float, lifted: tuple | None, shown_score: float | None,
                  clock: float) -> None:
        l, p, s = self.l, self.p, self.l.s
        t = l.tiles[seat]
        view = state.seat(seat)
        if active:
            glow = rect_glow(t.rect.width, t.rect.height, p.accent, l.px(14))
            surf.blit(glow, (t.rect.left - l.px(14), t.rect.top - l.px(14)))
            pygame.draw.rect(surf, p.accent, t.rect, width=max(3, l.px(4)), border_radius=l.px(14))
        score = view.score if shown_score is None else round(shown_score)
        blit_text(surf, self.text, str(score), l.px(30), p.ink, t.score, "midright", "serif")
        for i, colour in enumerate(view.slots):
            if colour is None or hidden.get(("slot", seat, i)):
                continue
            img = gem_surface(colour, l.gem_tile)
            surf.blit(img, img.get_rect(center=t.slots[i].center))
        for k, colour in enumerate(COLOURS):
            count = view.treasury.get(colour, 0)
            shown = count - sum(1 for j in range(count) if hidden.get(("treasury", seat, k, j)))
            if lifted is not None and lifted == ("treasury", colour):
                shown -= 1
            if shown <= 0:
                continue
            cell = t.treasury_cells[k]
            pos = cell.move(-round(8 * s), 0).center
            img = gem_surface(colour, round(34 * s))
            surf.blit(img, img.get_rect(center=pos))
            blit_text(surf, self.text, f"×{shown}", l.px(17), p.ink,
                      (cell.right - l.px(2), cell.bottom - l.px(4)), "bottomright", "bold")
        if state.turn_player == seat and not state.is_over:
            held = state.held_gems()
            if held:
                blit_text(surf, self.text, tr("Taken"), l.px(14), p.ink_soft, t.held_label,
                          "midleft", "bold")
            for i, colour in enumerate(held[:2]):
                if hidden.get(("held", seat, i)) or lifted == ("held", colour, i):
                    continue
                img = gem_surface(colour, l.gem_tile)
                surf.blit(img, img.get_rect(center=(round(t.held[i][0]), round(t.held[i][1]))))
        if thinking > 0.5:
            dots = "." * (1 + int(clock * 3) % 3)
            blit_text(surf, self.text, tr("thinking") + dots, l.px(16), p.ink_soft,
                      t.status, "midleft", "bold")

    def draw_guide(self, surf: pygame.Surface, state) -> None:
        """What each spice token on the altar does (spent ones, their gem taken, faded)."""
        l, p = self.l, self.p
        box = l.guide_rect
        if box is None:
            return
        y = box.top + l.px(46)
        tokens = sorted(state.spice_tokens().items())
        gems = state.altar_gems()
        if not tokens:
            blit_text(surf, self.text, tr("No spice tokens in this game") if not self.config.spices
                      else tr("None left this round"), l.px(14), p.ink_soft,
                      (box.left + l.px(16), y), kind="sans")
            return
        width = box.width - l.px(70)
        for h, effect in tokens:
            spent = h not in gems
            ink = mix(p.ink, p.panel, 0.5) if spent else p.ink
            soft = mix(p.ink_soft, p.panel, 0.5) if spent else p.ink_soft
            icon = spice_surface(effect, l.px(32))
            if spent:
                icon = icon.copy()
                icon.set_alpha(110)
            surf.blit(icon, icon.get_rect(center=(box.left + l.px(30), y + l.px(14))))
            name = spice_name(effect) + "  · " + tr("hex {n}", n=h + 1)
            if spent:
                name += " · " + tr("used")
            blit_text(surf, self.text, name, l.px(15), ink, (box.left + l.px(54), y), kind="bold")
            y += l.px(19)
            from .text import spice_help
            from .theme import wrap
            for line in wrap(self.text, spice_help(effect), l.px(14), width):
                blit_text(surf, self.text, line, l.px(14), soft, (box.left + l.px(54), y))
                y += l.px(17)
            y += l.px(8)
            if y > box.bottom - l.px(30):
                break

    def draw_drum(self, surf: pygame.Surface, number: int, drum_pos: tuple[float, float],
                  squash: float = 1.0) -> None:
        """The drum; ``squash`` < 1 while it turns to its next number (a flip, not a jump)."""
        size = self.l.px(40)
        if squash >= 0.999:
            draw_drum(surf, drum_pos, size, number, self.p, self.text)
            return
        layer = pygame.Surface((size + 8, size + 8), pygame.SRCALPHA)
        draw_drum(layer, (layer.get_width() / 2, layer.get_height() / 2), size, number, self.p,
                  self.text)
        h = max(1, round(layer.get_height() * squash))
        img = pygame.transform.smoothscale(layer, (layer.get_width(), h))
        surf.blit(img, img.get_rect(center=(round(drum_pos[0]), round(drum_pos[1]))))


def _ring_float(value: float) -> float:
    if value <= 50:
        return max(0.0, value)
    return (value - 1) % 50 + 1


def _values(state) -> tuple[tuple[int, ...], ...]:
    from ..engine.boards import mandala_values
    return mandala_values(state.config.players, state.config.side)


def _used_hexes(state) -> tuple[int, ...]:
    from ..engine.boards import USED_HEXES
    return USED_HEXES[state.config.players]


__all__ = ["Painter", "draw_drum", "fit", "panel"]
