"""Drawing the table. The unchanging parts (background, altar hexes, the mandala's slots and
values, the frames of the tiles) are painted once per window size into a cached surface; each
frame then only blits that and the pieces on top, which keeps the busy table far below 4 ms.

The painter only reads: the layout for places, the engine state for what is where.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import pygame

from ganesha.data.vocabulary import PAWNS
from ganesha.engine import COLOURS, GameState
from ganesha.ui.kit import motion, type_scale, typeset
from ganesha.ui.kit.gems import gem_surface, glow_surface, pawn_surface, rect_glow, spice_surface
from ganesha.ui.kit.shapes import draw_bag, draw_drum, drum_rect, fit, hex_points
from ganesha.ui.kit.shapes import panel as panel  # re-exported: the menus draw their panels with it
from ganesha.ui.kit.text import spice_help, tr
from ganesha.ui.kit.theme import PLAYER_COLOURS, Palette, TextCache, blit_text, mix, wrap
from ganesha.ui.table.draw.backdrop import Backdrop
from ganesha.ui.table.draw.layout import (
    ALTAR_TOKEN,
    GUIDE_MOST,
    TREASURY_GEM,
    Layout,
    altar_gem_rect,
    altar_token_rect,
    laps,
    pawn_point,
    ring_position,
    square,
    treasury_gem_point,
)
from ganesha.ui.table.draw.rings import RING_GROWS, ring_radius
from ganesha.ui.table.draw.spice_guide import (
    guide_names,
    helps_that_fit,
    spice_badges,
    token_states,
)
from ganesha.ui.table.intents import TakenGem, TreasuryGem
from ganesha.ui.table.words.last_turn import TurnMarks
from ganesha.ui.table.words.log import NOW, WAITING


class Painter:
    """Paints the table for one layout and palette; rebuilt on resize."""

    def __init__(self, layout: Layout, palette: Palette, text: TextCache, state: GameState,
                 seat_kinds: list[str], pawns: tuple[str, ...] | None = None) -> None:
        self.lay = layout
        self.pawns = tuple(pawns) if pawns else PAWNS
        self.p = palette
        self.text = text
        self.config = state.config
        backdrop = Backdrop(
            layout, palette, text, state.config,
            tuple(state.slot_values()[c] for c in COLOURS), state.used_hexes, seat_kinds,
            self.pawns)
        self.background = backdrop.paint()
        self.title_px = backdrop.panel_title_px()
        self.background_drawn: tuple[tuple[str, pygame.Rect], ...] = tuple(backdrop.drawn)
        self.drawn: list[tuple[str, pygame.Rect]] = []
        # the words of the last frame's own sentences, by where they stand ("guide", "story 0"):
        # what the player reads, for the tests that hold every sentence against the game
        self.said: list[tuple[str, str]] = []
        """What the last frame drew where: (kind, rect) of every label, gem and spice token
        ("label", "hex_number", "slot_value", "gem", "mandala_gem", "spice_token", ...), so a
        test can check that nothing covers anything it should not."""
        self._wrapped: dict[tuple[str, int, int], list[str]] = {}  # the painter lives per language
        self.score_px = self._score_px()
        self.score_boxes: dict[int, pygame.Rect] = {}  # each tile's score as last drawn

    # --- per frame -----------------------------------------------------------------------------
    def start_frame(self) -> None:
        """Begin a frame: :attr:`drawn` restarts from what the background holds."""
        self.drawn = list(self.background_drawn)
        self.said = []

    def _role(self, surf: pygame.Surface, words: str, role: str, colour: tuple[int, int, int],
              pos: tuple[float, float], anchor: str = "topleft",
              kind: str | None = None, most: float | None = None) -> pygame.Rect:
        """A line in one of the type scale's roles (ganesha/ui/kit/type_scale.py), in the role's
        face unless ``kind`` names another; ``most`` caps the text size's growth (Style.px)."""
        style = type_scale.style(role)
        return self._line(surf, words, style.px(self.lay.s, most), colour, pos, anchor,
                           kind or style.face)

    def _taken_label(self, surf: pygame.Surface, seat: int) -> None:
        """"Taken" before the held gems, shrunk (not below 100 %) to end before the ring."""
        lay, t, small = self.lay, self.lay.tiles[seat], type_scale.style("small")
        ring = ring_radius(lay, t.held[0]) * RING_GROWS
        room = t.held[0][0] - ring - t.held_label[0] - lay.px(2)
        px = small.px(lay.s)
        while px > small.px(lay.s, 1.0) and self.text.size(tr("Taken"), px, small.face)[0] > room:
            px -= 1
        self._line(surf, tr("Taken"), px, self.p.ink_soft, t.held_label, "midleft", small.face)

    def _score_px(self) -> int:
        """The tiles' scores' size: the role's, brought down (not below 100 %) while a
        grown score, kept under the tile's top edge, would reach the taken gems' rings."""
        lay, role = self.lay, type_scale.style("score")
        t = lay.tiles[0]
        floor = t.held[0][1] - ring_radius(lay, t.held[0]) * RING_GROWS - lay.px(2)
        px = role.px(lay.s)
        while px > role.px(lay.s, 1.0):
            tall = self.text.size("00", px, role.face)[1]
            if max(t.score[1] + tall / 2, t.rect.top + lay.px(8) + tall) <= floor:
                break
            px -= 1
        return px

    def drum_point(self, seat: int) -> tuple[float, float]:
        """The drum's place on ``seat``'s tile, left of the score as last drawn."""
        x, y = self.lay.tiles[seat].drum
        if (score := self.score_boxes.get(seat)) is not None:
            x = min(x, score.left - self.lay.px(6) - drum_rect((x, y), self.lay.drum_px).w / 2)
        return (x, y)

    def _line(self, surf: pygame.Surface, words: str, size: int, colour: tuple[int, int, int],
               pos: tuple[float, float], anchor: str = "topleft",
               kind: str = "sans") -> pygame.Rect:
        rect = blit_text(surf, self.text, words, size, colour, pos, anchor, kind)
        self.drawn.append(("label", rect))
        return rect

    def draw_header(self, surf: pygame.Surface, state: GameState) -> None:
        lay, p = self.lay, self.p
        h = lay.header
        title = (tr("Final stage") if state.final_stage else
                 tr("Game over") if state.is_over else
                 tr("Round {n} / {total}", n=state.round, total=state.rounds))
        # the header's height is fixed: the title grows with the text size only as far as it
        # fits, and shrinks (not below 100 %) to end before the bag's caption; a title still too
        # long ("Завершающая стадия") takes the caption's room (the bag shows its count anyway)
        role, cap, right = type_scale.style("title"), type_scale.style("caption"), lay.bag[0]
        words = self.text.size(tr("bag"), cap.px(lay.s), cap.face)[0]
        px, room = role.px(lay.s, 1.15), right - lay.px(34) - words - (h.left + lay.px(16))
        while px > role.px(lay.s, 1.0) and self.text.size(title, px, role.face)[0] > room:
            px -= 1
        if self.text.size(title, px, role.face)[0] <= room:
            self._role(surf, tr("bag"), "caption", p.ink_soft, (right - lay.px(26), h.centery),
                       "midright")
        else:  # without the caption it still ends before the bag (1024x600 at 150 %)
            room = right - lay.px(22) - (h.left + lay.px(16))
            while px > 1 and self.text.size(title, px, role.face)[0] > room:
                px -= 1
        self._line(surf, title, px, p.ink, (h.left + lay.px(16), h.centery), "midleft",
                   role.face)
        draw_bag(surf, lay.bag, lay.px(36), state.bag_count, p, self.text)

    def draw_altar(self, surf: pygame.Surface, state: GameState, hidden: Counter, glow: set[int],
                   dim: set[int], lifted: int | None, outline: bool = False,
                   token_alpha: dict[int, float] | None = None, pulse: float = 0.0) -> None:
        """Spice tokens, glows and gems on the altar; ``token_alpha`` fades in new tokens.

        A gem sits a little above its hex's middle and its spice token peeks out below it,
        with the badge of its line in the guide below the altar: the token is always in
        sight and no name is written over a neighbour. ``pulse`` (0..1) breathes the glow of the
        legal gems.
        """
        lay, p = self.lay, self.p
        gems = state.altar_gems()
        token_alpha = token_alpha or {}
        badges = spice_badges(state)
        for h, effect in state.spice_tokens().items():
            icon = spice_surface(effect, lay.px(ALTAR_TOKEN), badges[h], lay.font_px("caption"))
            fade = token_alpha.get(h, 1.0)
            if fade < 1.0:
                icon = icon.copy()
                icon.set_alpha(round(255 * fade))
            at = altar_token_rect(lay, h)
            surf.blit(icon, at.topleft)
            # noted with its badge, which reaches past the token's square
            self.drawn.append(("spice_token", at.union(icon.get_bounding_rect().move(at.topleft))))
        glow_r = round(lay.hex_radius * (0.95 + 0.1 * pulse))
        for h in glow:
            x, y = lay.hex_centres[h]
            g = glow_surface(glow_r, p.accent)
            surf.blit(g, g.get_rect(center=(round(x), round(y))))
            if dim or outline:
                pygame.draw.polygon(surf, p.accent, hex_points((x, y), lay.hex_radius * 0.9),
                                    max(2, lay.px(4)))
        for h, colour in gems.items():
            if hidden.get(("hex", h)) or h == lifted:
                continue
            img = gem_surface(colour, lay.gem_altar, alpha=110 if h in dim else 255)
            box = altar_gem_rect(lay, h)
            surf.blit(img, img.get_rect(center=box.center))
            self.drawn.append(("gem", box))

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
                self.drawn.append(("mandala_gem", square((x, y), lay.gem_mandala)))
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
                self._role(surf, f"+{50 * lap}", "caption", (255, 250, 235),
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
        px, face = self.score_px, type_scale.style("score").face
        half = self.text.size(str(score), px, face)[1] / 2
        at = (t.score[0], max(t.score[1], t.rect.top + lay.px(8) + half))
        self.score_boxes[seat] = self._line(surf, str(score), px, p.ink, at, "midright", face)
        for i, colour in enumerate(view.slots):
            if colour is None or hidden.get(("slot", seat, i)):
                continue
            img = gem_surface(colour, lay.gem_tile)
            surf.blit(img, img.get_rect(center=t.slots[i].center))
            self.drawn.append(("gem", square(t.slots[i].center, lay.gem_tile)))
        for k, colour in enumerate(COLOURS):
            count = view.treasury.get(colour, 0)
            shown = count - sum(1 for j in range(count) if hidden.get(("treasury", seat, k, j)))
            if lifted == TreasuryGem(colour):
                shown -= 1
            if shown <= 0:
                continue
            cell = t.treasury_cells[k]
            pos = treasury_gem_point(lay, seat, k)
            img = gem_surface(colour, round(TREASURY_GEM * s))
            surf.blit(img, img.get_rect(center=pos))
            self.drawn.append(("gem", square(pos, TREASURY_GEM * s)))
            self._role(surf, f"×{shown}", "small", p.ink,  # beside its gem, in the cell
                      (cell.right - lay.px(2), cell.bottom - lay.px(4)), "bottomright", "bold",
                      most=1.0)
        if state.turn_player == seat and not state.is_over:
            held = state.held_gems()
            # the label comes with its first gem: not while that gem is still flying in
            if any(not hidden.get(("held", seat, i)) or lifted == TakenGem(colour, i)
                   for i, colour in enumerate(held[:2])):
                self._taken_label(surf, seat)
            for i, colour in enumerate(held[:2]):
                if hidden.get(("held", seat, i)) or lifted == TakenGem(colour, i):
                    continue
                img = gem_surface(colour, lay.gem_tile)
                surf.blit(img, img.get_rect(center=(round(t.held[i][0]), round(t.held[i][1]))))
                self.drawn.append(("gem", square(t.held[i], lay.gem_tile)))
        if thinking > 0.5:
            dots = "..." if motion.reduced() else "." * (1 + int(clock * 3) % 3)
            self._role(surf, tr("thinking") + dots, "caption", p.ink_soft, t.status, "bottomleft",
                       "bold")

    def draw_last_turn(self, surf: pygame.Surface, marks: dict[int, TurnMarks],
                       strong: int | None = None) -> None:
        """Each seat's last turn, marked softly in its colour so the table still says what an
        AI did after its beats are over: a thin hex outline on the hexes it emptied, a ring on
        the Destiny slots and mandala slots it filled. ``strong``: the seat (its tile under
        the pointer) whose marks are drawn bolder."""
        lay = self.lay
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        for seat, m in marks.items():
            bold = seat == strong
            colour = (*PLAYER_COLOURS[seat % len(PLAYER_COLOURS)], 255 if bold else 150)
            width = max(2, lay.px(4)) if bold else max(1, lay.px(2))
            for h in m.hexes:  # a faint wash of the seat's colour inside a thin outline
                points = hex_points(lay.hex_centres[h], lay.hex_radius * 0.8)
                pygame.draw.polygon(layer, (*colour[:3], 70 if bold else 40), points)
                pygame.draw.polygon(layer, colour, points, width)
            t = lay.tiles[seat]
            for i in m.slots:
                pygame.draw.rect(layer, colour, t.slots[i].inflate(lay.px(4), lay.px(4)), width,
                                 border_radius=lay.px(8))
            for colour_name, k in m.mandala:
                row = lay.slot_pos[COLOURS.index(colour_name)]
                if k < len(row):
                    x, y = row[k]
                    pygame.draw.circle(layer, colour, (round(x), round(y)),
                                       round(lay.slot_radius + lay.px(2)), width)
        surf.blit(layer, (0, 0))

    def draw_guide(self, surf: pygame.Surface, state: GameState,
                   fates: Mapping[int, str] | None = None) -> None:
        """What each spice token on the altar does; a token whose gem was taken says what
        became of it (``fates``, read off the history: see :func:`token_states`), faded once
        it is settled."""
        lay, p = self.lay, self.p
        box = lay.guide_rect
        if box is None:
            return
        title = self.text.render("Ag", self.title_px, p.ink, type_scale.style("panel_title").face)
        y = max(box.top + lay.px(42), box.top + lay.px(14) + title.get_height())  # below it
        tokens = sorted(state.spice_tokens().items())
        said = token_states(state, fates)
        if not tokens:
            self._guide_note(surf, tr("No spice tokens in this game") if not self.config.spices
                             else tr("None left this round"), y)
            return
        width = box.width - lay.px(70)
        badges = spice_badges(state)
        label, small = type_scale.style("label"), type_scale.style("small")
        name_h = self.text.size("Ag", label.px(lay.s, GUIDE_MOST), label.face)[1]
        line_h = self.text.size("Ag", small.px(lay.s), small.face)[1]
        named = max(name_h, lay.px(26))  # a token's name line alone
        names, px = guide_names(self.text, lay, tokens, said, width)
        # settled tokens get their name line alone, so the live ones fit; the live ones are
        # told alike: as many lines of each one's help as fit for all of them
        helps = {h: [] if said[h] not in ("live", NOW, WAITING)
                 else self._help_lines(effect, small.px(lay.s), width) for h, effect in tokens}
        helps = helps_that_fit(self.text, lay, helps, box.bottom - y,
                               (name_h, line_h, named), width)
        for k, (h, effect) in enumerate(tokens):
            spent = said[h] not in ("live", NOW, WAITING)
            lines = helps[h]
            brief = not lines  # no room for its help (its tooltip has it): the name line alone
            if brief and y + named > box.bottom - lay.px(6):
                break  # not even that: left out, never drawn over the panel's edge
            # a settled token's line is quieter, never below 4.5:1 (its icon fades instead)
            ink = p.ink_soft if spent else p.ink
            soft = mix(p.ink_soft, p.panel, 0.5) if spent else p.ink_soft
            side = lay.px(24 if brief else 34)
            icon = spice_surface(effect, side, badges[h], lay.font_px("caption"))
            if spent:
                icon = icon.copy()
                icon.set_alpha(110)
            at = square((box.left + lay.px(30), y + side / 2 + lay.px(1)), side)
            surf.blit(icon, at.topleft)
            self.drawn.append(("spice_icon", at))
            name = fit(self.text, names[k], px, width, label.face)  # past the floor: "…"
            self.said.append(("guide", name))
            row = self._line(surf, name, px, ink, (box.left + lay.px(54), y), "topleft", label.face)
            typeset.note("label", px, row, box, name)
            for line in lines:
                row = self._role(surf, line, "small", soft, (box.left + lay.px(54), row.bottom))
                typeset.note("small", small.px(lay.s), row, box, line)
            y = max(row.bottom, at.bottom) + lay.px(6)

    def _guide_note(self, surf: pygame.Surface, words: str, y: float) -> None:
        """A sentence in place of the tokens, wrapped inside the guide (in Russian at 150 % one
        line ran out of the panel over the mandala)."""
        lay, small = self.lay, type_scale.style("small")
        box = lay.guide_rect
        assert box is not None
        for row in wrap(self.text, words, small.px(lay.s), box.width - lay.px(32), small.face):
            y = self._role(surf, row, "small", self.p.ink_soft, (box.left + lay.px(16), y)).bottom

    def _help_lines(self, effect: str, size: int, width: int) -> list[str]:
        """A spice's help wrapped to the guide, measured once (wrapping every frame cost 1 ms)."""
        key = (effect, size, width)
        if key not in self._wrapped:
            self._wrapped[key] = wrap(self.text, spice_help(effect), size, width,
                                      type_scale.style("small").face)
        return self._wrapped[key]

    def draw_drum(self, surf: pygame.Surface, number: int, drum_pos: tuple[float, float],
                  squash: float = 1.0) -> None:
        """The drum; ``squash`` < 1 while it turns to its next number (a flip, not a jump)."""
        size = self.lay.drum_px
        self.drawn.append(("drum", drum_rect(drum_pos, size)))
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
