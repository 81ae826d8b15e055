"""Drawing the table. The unchanging parts (background, altar hexes, the mandala's slots and
values, the frames of the tiles) are painted once per window size into a cached surface; each
frame then only blits that and the pieces on top, which keeps the busy table far below 4 ms.

The painter only reads: the layout for places, the engine state for what is where.
"""

from __future__ import annotations

from collections import Counter

import pygame

from ..engine import COLOURS, GameState
from ..vocabulary import PAWNS
from .backdrop import Backdrop
from .gems import gem_surface, glow_surface, pawn_surface, rect_glow, spice_surface
from .intents import TakenGem, TreasuryGem
from .layout import Layout, laps, pawn_point, ring_position
from .shapes import draw_bag, draw_drum, hex_points
from .shapes import panel as panel  # re-exported: the menus draw their panels with it
from .text import spice_help, spice_name, tr
from .theme import Palette, TextCache, blit_text, mix, wrap


class Painter:
    """Paints the table for one layout and palette; rebuilt on resize."""

    def __init__(self, layout: Layout, palette: Palette, text: TextCache, state: GameState,
                 seat_kinds: list[str], pawns: tuple[str, ...] | None = None) -> None:
        self.lay = layout
        self.pawns = tuple(pawns) if pawns else PAWNS
        self.p = palette
        self.text = text
        self.config = state.config
        self.background = Backdrop(
            layout, palette, text, state.config,
            tuple(state.slot_values()[c] for c in COLOURS), state.used_hexes, seat_kinds,
            self.pawns).paint()

    # --- per frame -----------------------------------------------------------------------------
    def draw_header(self, surf: pygame.Surface, state: GameState) -> None:
        lay, p = self.lay, self.p
        h = lay.header
        title = (tr("Final stage") if state.final_stage else
                 tr("Game over") if state.is_over else
                 tr("Round {n} / {total}", n=state.round, total=state.rounds))
        blit_text(surf, self.text, title,
                  lay.px(24), p.ink, (h.left + lay.px(16), h.centery), "midleft", "serif")
        draw_bag(surf, lay.bag, lay.px(36), state.bag_count, p, self.text)
        blit_text(surf, self.text, tr("bag"), lay.px(12), p.ink_soft,
                  (lay.bag[0] - lay.px(26), h.centery), "midright", "bold")

    def draw_altar(self, surf: pygame.Surface, state: GameState, hidden: Counter, glow: set[int],
                   dim: set[int], lifted: int | None, outline: bool = False,
                   token_alpha: dict[int, float] | None = None) -> None:
        """Spice tokens, glows and gems on the altar; ``token_alpha`` fades in new tokens."""
        lay, p = self.lay, self.p
        gems = state.altar_gems()
        spices = state.spice_tokens()
        token = lay.px(26)
        token_alpha = token_alpha or {}
        for h, effect in spices.items():
            x, y = lay.hex_centres[h]
            icon = spice_surface(effect, token)
            fade = token_alpha.get(h, 1.0)
            if fade < 1.0:
                icon = icon.copy()
                icon.set_alpha(round(255 * fade))
            surf.blit(icon, icon.get_rect(center=(round(x + lay.hex_radius * 0.42),
                                                  round(y + lay.hex_radius * 0.28))))
        for h in glow:
            x, y = lay.hex_centres[h]
            g = glow_surface(round(lay.hex_radius * 1.05), p.accent)
            surf.blit(g, g.get_rect(center=(round(x), round(y))))
            if dim or outline:
                pygame.draw.polygon(surf, p.accent, hex_points((x, y), lay.hex_radius * 0.9),
                                    max(2, lay.px(4)))
        for h, colour in gems.items():
            if hidden.get(("hex", h)) or h == lifted:
                continue
            x, y = lay.hex_centres[h]
            img = gem_surface(colour, lay.gem_altar, alpha=110 if h in dim else 255)
            surf.blit(img, img.get_rect(center=(round(x), round(y - lay.px(3)))))
        for h, effect in spices.items():
            x, y = lay.hex_centres[h]
            label = self.text.render(spice_name(effect), lay.px(12), (255, 246, 226), "bold")
            box = label.get_rect(center=(round(x), round(y + lay.hex_radius * 0.62)))
            pill = box.inflate(lay.px(8), lay.px(2))
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

    def draw_mandala(self, surf: pygame.Surface, state: GameState, hidden: Counter,
                     show_next: frozenset[str] = frozenset()) -> None:
        """``show_next``: the colours a legal action can place now; their next slot is ringed."""
        lay, p = self.lay, self.p
        filled = state.mandala_filled()
        for col, colour in enumerate(COLOURS):
            row = lay.slot_pos[col]
            n = filled.get(colour, 0)
            for i in range(min(n, len(row))):
                if hidden.get(("mandala", col, i)):
                    continue
                img = gem_surface(colour, lay.gem_mandala)
                x, y = row[i]
                surf.blit(img, img.get_rect(center=(round(x), round(y))))
            if colour in show_next and n < len(row):
                x, y = row[n]
                pygame.draw.circle(surf, p.accent, (round(x), round(y)),
                                   round(lay.slot_radius + lay.px(4)),
                                   max(2, lay.px(2)))

    def draw_pawns(self, surf: pygame.Surface, shown: list[float], scores: tuple[int, ...]) -> None:
        lay = self.lay
        lanes: Counter = Counter()
        size = lay.px(30)
        for seat, value in enumerate(shown):
            k = ring_position(round(value))
            lane = lanes[k]
            lanes[k] += 1
            x, y = pawn_point(lay, value, lane)  # pawns sharing a space stand side by side
            img = pawn_surface(seat, self.pawns[seat], size)
            surf.blit(img, img.get_rect(center=(round(x), round(y))))
            lap = laps(scores[seat])
            if lap:
                blit_text(surf, self.text, f"+{50 * lap}", lay.px(11), (255, 250, 235),
                          (x, y + size * 0.62), "center", "bold")

    def draw_tile(self, surf: pygame.Surface, state: GameState, seat: int, hidden: Counter,
                  active: bool,
                  thinking: float, lifted: TakenGem | TreasuryGem | None,
                  shown_score: float | None,
                  clock: float) -> None:
        lay, p, s = self.lay, self.p, self.lay.s
        t = lay.tiles[seat]
        view = state.seat(seat)
        if active:
            glow = rect_glow(t.rect.width, t.rect.height, p.accent, lay.px(14))
            surf.blit(glow, (t.rect.left - lay.px(14), t.rect.top - lay.px(14)))
            pygame.draw.rect(surf, p.accent, t.rect, width=max(3, lay.px(4)),
                             border_radius=lay.px(14))
        score = view.score if shown_score is None else round(shown_score)
        blit_text(surf, self.text, str(score), lay.px(30), p.ink, t.score, "midright", "serif")
        for i, colour in enumerate(view.slots):
            if colour is None or hidden.get(("slot", seat, i)):
                continue
            img = gem_surface(colour, lay.gem_tile)
            surf.blit(img, img.get_rect(center=t.slots[i].center))
        for k, colour in enumerate(COLOURS):
            count = view.treasury.get(colour, 0)
            shown = count - sum(1 for j in range(count) if hidden.get(("treasury", seat, k, j)))
            if lifted == TreasuryGem(colour):
                shown -= 1
            if shown <= 0:
                continue
            cell = t.treasury_cells[k]
            pos = cell.move(-round(8 * s), 0).center
            img = gem_surface(colour, round(34 * s))
            surf.blit(img, img.get_rect(center=pos))
            blit_text(surf, self.text, f"×{shown}", lay.px(17), p.ink,
                      (cell.right - lay.px(2), cell.bottom - lay.px(4)), "bottomright", "bold")
        if state.turn_player == seat and not state.is_over:
            held = state.held_gems()
            if held:
                blit_text(surf, self.text, tr("Taken"), lay.px(14), p.ink_soft, t.held_label,
                          "midleft", "bold")
            for i, colour in enumerate(held[:2]):
                if hidden.get(("held", seat, i)) or lifted == TakenGem(colour, i):
                    continue
                img = gem_surface(colour, lay.gem_tile)
                surf.blit(img, img.get_rect(center=(round(t.held[i][0]), round(t.held[i][1]))))
        if thinking > 0.5:
            dots = "." * (1 + int(clock * 3) % 3)
            blit_text(surf, self.text, tr("thinking") + dots, lay.px(16), p.ink_soft,
                      t.status, "midleft", "bold")

    def draw_guide(self, surf: pygame.Surface, state: GameState) -> None:
        """What each spice token on the altar does (spent ones, their gem taken, faded)."""
        lay, p = self.lay, self.p
        box = lay.guide_rect
        if box is None:
            return
        y = box.top + lay.px(46)
        tokens = sorted(state.spice_tokens().items())
        gems = state.altar_gems()
        if not tokens:
            blit_text(surf, self.text, tr("No spice tokens in this game") if not self.config.spices
                      else tr("None left this round"), lay.px(14), p.ink_soft,
                      (box.left + lay.px(16), y), kind="sans")
            return
        width = box.width - lay.px(70)
        for h, effect in tokens:
            spent = h not in gems
            ink = mix(p.ink, p.panel, 0.5) if spent else p.ink
            soft = mix(p.ink_soft, p.panel, 0.5) if spent else p.ink_soft
            icon = spice_surface(effect, lay.px(32))
            if spent:
                icon = icon.copy()
                icon.set_alpha(110)
            surf.blit(icon, icon.get_rect(center=(box.left + lay.px(30), y + lay.px(14))))
            name = spice_name(effect) + "  · " + tr("hex {n}", n=h + 1)
            if spent:
                name += " · " + tr("used")
            blit_text(surf, self.text, name, lay.px(15), ink, (box.left + lay.px(54), y),
                      kind="bold")
            y += lay.px(19)
            for line in wrap(self.text, spice_help(effect), lay.px(14), width):
                blit_text(surf, self.text, line, lay.px(14), soft, (box.left + lay.px(54), y))
                y += lay.px(17)
            y += lay.px(8)
            if y > box.bottom - lay.px(30):
                break

    def draw_drum(self, surf: pygame.Surface, number: int, drum_pos: tuple[float, float],
                  squash: float = 1.0) -> None:
        """The drum; ``squash`` < 1 while it turns to its next number (a flip, not a jump)."""
        size = self.lay.px(40)
        if squash >= 0.999:
            draw_drum(surf, drum_pos, size, number, self.p, self.text)
            return
        layer = pygame.Surface((size + 8, size + 8), pygame.SRCALPHA)
        draw_drum(layer, (layer.get_width() / 2, layer.get_height() / 2), size, number, self.p,
                  self.text)
        h = max(1, round(layer.get_height() * squash))
        img = pygame.transform.smoothscale(layer, (layer.get_width(), h))
        surf.blit(img, img.get_rect(center=(round(drum_pos[0]), round(drum_pos[1]))))



__all__ = ["Painter", "draw_drum", "panel"]
