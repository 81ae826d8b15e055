"""Hover help at the table: what is under the pointer, in one or two short lines.

Spice tokens, Destiny slots, the Treasury, mandala slots, the drum, the pawns, Ganesha and the bag
each explain themselves. Everything is read from the engine state and the table's layout, so the
words always match the picture; the table only asks :func:`tooltip_at` (with the state, the
layout and where the pawns stand) and :func:`draw_tooltip`.
"""

from __future__ import annotations

import math

import pygame

from ganesha.data.i18n import N_
from ganesha.engine import COLOURS, GameState
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.text import colour_name, spice_help, spice_name, tr, trn
from ganesha.ui.kit.theme import Palette, TextCache, wrap
from ganesha.ui.table.draw.layout import Layout, Point, pawn_point, ring_position


def tooltip_at(state: GameState, lay: Layout, pawns: list[float], pos: Point) -> str | None:
    """The help text for whatever of the table is at ``pos`` (None: nothing to say);
    ``pawns`` are the scores the pawns show now (they may still be walking)."""
    # pawns on the score track, then each tile's pawn, drum, slots and Treasury
    tip = _pawn_tip(state, lay, pawns, pos) or _tile_tip(state, lay, pos)
    if tip:
        return tip
    # the altar's spice tokens (with or without a gem on top); a hex without one says nothing
    h = lay.hex_at(pos, state.used_hexes)
    if h is not None:
        effect = state.spice_tokens().get(h)
        return f"{spice_name(effect)}: {spice_help(effect)}" if effect is not None else None
    return _mandala_tip(state, lay, pos)


def _pawn_tip(state: GameState, lay: Layout, pawns: list[float], pos: Point) -> str | None:
    """A pawn on the score track (pawns on one point stand in lanes, as drawn)."""
    lanes: dict[int, int] = {}
    for seat, value in enumerate(pawns):
        k = ring_position(round(value))
        lane = lanes.get(k, 0)
        lanes[k] = lane + 1
        if math.dist(pos, pawn_point(lay, value, lane)) <= lay.px(16):
            return trn("{name}: {n} point", "{name}: {n} points", state.scores[seat],
                       name=state.config.seat_names[seat])
    return None


def _tile_tip(state: GameState, lay: Layout, pos: Point) -> str | None:
    """A tile's pawn, the drum, a Destiny slot or the Treasury."""
    names = state.config.seat_names
    for seat, tile in enumerate(lay.tiles):
        if math.dist(pos, tile.pawn) <= lay.px(18):
            return trn("{name}: {n} point", "{name}: {n} points", state.scores[seat],
                       name=names[seat])
        if seat == state.first_player and math.dist(pos, tile.drum) <= lay.px(22):
            return tr("Ganesha's drum: {name} plays first this round; it passes on every three "
                      "rounds", name=names[seat])
        for i, slot in enumerate(tile.slots):
            if slot.collidepoint(pos):
                return tr("Destiny slot {n}: one gem. With a gem in a Destiny slot you may take "
                          "two gems, the first of that gem's colour", n=i + 1)
        if tile.treasury_rect.collidepoint(pos):
            return tr("Treasury: gems kept for the mandala, without limit")
    return None


def _mandala_tip(state: GameState, lay: Layout, pos: Point) -> str | None:
    """A mandala slot and what it scores, Ganesha, or the bag."""
    values = state.slot_values()
    filled = state.mandala_filled()
    for col, points in enumerate(lay.slot_pos):
        for i, point in enumerate(points):
            if math.dist(pos, point) <= lay.slot_radius:
                colour = COLOURS[col]
                key = (N_("{colour} slot {k} of {n}: scores {points} (taken)")
                       if i < filled[colour] else N_("{colour} slot {k} of {n}: scores {points}"))
                return tr(key, colour=colour_name(colour), k=i + 1, n=len(points),
                          points=values[colour][i])
    if lay.in_ganesha(pos):
        return tr("Ganesha: offer a Treasury gem here to place gems on the mandala")
    if math.dist(pos, lay.bag) <= lay.px(24):
        return trn("The bag: {n} gem", "The bag: {n} gems", state.bag_count)
    return None


def draw_tooltip(surface: pygame.Surface, words: str, pos: tuple[int, int], palette: Palette,
                 text: TextCache, scale: float) -> pygame.Rect | None:
    """A small panel beside the pointer, kept inside the window; returns where it went."""
    size = type_scale.style("small").px(scale)
    lines = wrap(text, words, size, max(120, round(360 * scale)))
    if not lines:
        return None
    pad = max(4, round(8 * scale))
    line_h = round(size * 1.3)
    width = max(text.size(line, size)[0] for line in lines) + 2 * pad
    rect = pygame.Rect(pos[0] + round(16 * scale), pos[1] + round(18 * scale), width,
                       line_h * len(lines) + 2 * pad - (line_h - size))
    rect.clamp_ip(surface.get_rect())
    if rect.collidepoint(pos):  # never under the pointer itself
        rect.bottom = pos[1] - round(8 * scale)
        rect.clamp_ip(surface.get_rect())
    shade = rect.move(0, max(2, round(3 * scale)))
    pygame.draw.rect(surface, palette.panel_shadow, shade, border_radius=max(4, round(8 * scale)))
    pygame.draw.rect(surface, palette.panel, rect, border_radius=max(4, round(8 * scale)))
    pygame.draw.rect(surface, palette.accent, rect, width=max(1, round(2 * scale)),
                     border_radius=max(4, round(8 * scale)))
    y = rect.top + pad
    for line in lines:
        surface.blit(text.render(line, size, palette.ink), (rect.left + pad, y))
        y += line_h
    return rect
