"""What a dialog at the table asks about, and where it may stand.

A dialog's options are legal actions; the places each one concerns — the mandala slot a colour
would fill, the gem Cardamom would remove, the Destiny slots and Treasury gems Coriander would
swap, the Treasury a Ginger gem would go to — are read off the engine applying that action on a
scratch copy (the gem map before and after, :func:`~ganesha.ui.table.draw.layout.moved`), so this
module knows no rule. A dialog then stands where it covers none of those places, and as little
of the rest of the board as it can (beside the board, not over it), and the painter rings the
places while it shows (the option under the pointer or the keyboard's ring more strongly).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ganesha.engine import COLOURS, Action, GameState, Redraw
from ganesha.ui.kit.gems import glow_surface
from ganesha.ui.kit.shapes import hex_points
from ganesha.ui.kit.theme import Palette
from ganesha.ui.kit.widgets.dialog import Dialog
from ganesha.ui.table.drag import TableInput
from ganesha.ui.table.draw.layout import Layout, TokenKey, key_order, moved, square, token_keys

#: How much covering each part of the table costs a dialog, per pixel: the bar of buttons
#: most (Undo and Hint stay in reach, and a click meant for the bar never lands on an option),
#: then the pieces (hexes, slots, Destiny slots, Treasuries), the tiles and the mandala
#: around them, the panels of words less, the prompt least (a dialog speaks in its stead).
BAR, PIECE, TILE, MANDALA, PANEL, PROMPT = 4.0, 1.0, 0.35, 0.3, 0.25, 0.04
STEP = 16  # design units between the places tried for a dialog
SCRATCH_SEED = 0x5EED  # the chance a scratch copy draws from: unrelated to the game's


def option_places(state: GameState, intent: object) -> tuple[TokenKey, ...]:
    """The places a dialog's option concerns (token keys), from the engine: every place the
    action empties or fills, applied to a scratch copy that draws from its own chance (never
    the real next gem). When the action draws (Black Pepper, Red Pepper, a sacrifice that ends
    the round and refills the altar), what the draw brings is left out — it is not known yet —
    and the mandala slots are the preview's; Black Pepper's option concerns the Treasury gem
    it returns, named by the action itself (a draw of the same colour would hide it)."""
    legal: dict[object, Action] = {a: a for a in state.legal_actions()}
    action = legal.get(intent)
    if action is None:  # Cancel, or an intent of the table's own
        return ()
    seat = state.current_player
    if isinstance(action, Redraw):
        count = state.seat(seat).treasury.get(action.gem, 0)
        return (("treasury", seat, COLOURS.index(action.gem), max(0, count - 1)),)
    preview = state.preview(action)
    copy = state.clone()
    copy.reseed_chance(SCRATCH_SEED)
    before = token_keys(copy)
    copy.apply(action)
    removed, added = moved(before, token_keys(copy))
    keys = {k for found in removed.values() for k in found}
    if preview.chance:
        keys = {k for k in keys if k[0] not in ("hex", "mandala")}
        keys |= {("mandala", COLOURS.index(colour), i) for colour, i, _ in preview.slots}
    else:
        keys |= {k for found in added.values() for k in found}
    return tuple(sorted(keys, key=key_order))


def place_rect(lay: Layout, key: TokenKey) -> pygame.Rect:
    """The box a place takes on the table (what a dialog must leave uncovered)."""
    kind = key[0]
    if kind == "hex":
        return square(lay.hex_centres[key[1]], 2 * lay.hex_radius)
    if kind == "mandala":
        return square(lay.slot_pos[key[1]][key[2]], 2 * lay.slot_radius + lay.px(8))
    if kind == "slot":
        return lay.tiles[key[1]].slots[key[2]].copy()
    if kind == "treasury":
        return lay.tiles[key[1]].treasury_cells[key[2]].copy()
    return square(lay.token_pos(key), lay.token_size(key) + lay.px(8))


def board_parts(lay: Layout) -> list[tuple[pygame.Rect, float]]:
    """Every part of the table a dialog would hide, with what hiding it costs per pixel."""
    parts = [(square(xy, 2 * lay.hex_radius), PIECE) for xy in lay.hex_centres]
    parts += [(square(xy, 2 * lay.slot_radius), PIECE) for row in lay.slot_pos for xy in row]
    parts.append((square(lay.centre, 2 * lay.r_outer), MANDALA))  # its track, its pawns
    for tile in lay.tiles:
        parts += [(tile.rect, TILE), (tile.treasury_rect, PIECE)]
        parts += [(r, PIECE) for r in tile.slots]
    if lay.guide_rect is not None:
        parts.append((lay.guide_rect, PANEL))
    parts += [(lay.header, PANEL), (lay.log_rect, PANEL), (lay.prompt_rect, PROMPT),
              (lay.buttons_rect, BAR)]
    return parts


def covers_pieces(rect: pygame.Rect, lay: Layout) -> bool:
    """Whether ``rect`` lies over any of the board's pieces (a hex, a mandala slot, a Destiny
    slot or a Treasury) or over the bar."""
    return any(weight >= PIECE and rect.colliderect(part) for part, weight in board_parts(lay))


def _overlap(box: pygame.Rect, parts: Sequence[tuple[pygame.Rect, float]]) -> float:
    total = 0.0
    for rect, weight in parts:
        cut = box.clip(rect)
        total += cut.width * cut.height * weight
    return total


def _spots(low: int, high: int, step: int) -> list[int]:
    """Every ``step`` from ``low`` to ``high``, ``high`` included."""
    return sorted({*range(low, max(low, high), step), max(low, high)})


def stand(size: tuple[int, int], lay: Layout, named: Sequence[pygame.Rect],
          near: tuple[float, float]) -> tuple[tuple[float, float, float], pygame.Rect]:
    """Where a dialog of ``size`` stands: inside the window, over none of the ``named`` boxes
    if it can, and over as little of the board as it can; between equals, nearest ``near``.
    Returns how well it stands — (the named area it hides, the cost of the board it covers,
    its distance from ``near``) — and the rectangle. Tried on a coarse grid, then finely
    around the best (the table builds a dialog within a frame)."""
    window = pygame.Rect(0, 0, lay.width, lay.height).inflate(-lay.px(8), -lay.px(8))
    box = pygame.Rect((0, 0), size)
    if box.width > window.width or box.height > window.height:
        box.center = window.center
        return (float(box.width * box.height), 0.0, 0.0), box.clamp(window)
    must = [(r, 1.0) for r in named]
    parts = board_parts(lay)
    coarse = max(4, lay.px(STEP * 2))
    xs = _spots(window.left, window.right - box.width, coarse)
    ys = _spots(window.top, window.bottom - box.height, coarse)
    best = _best(box, xs, ys, must, parts, near)
    fine = max(2, coarse // 4)
    xs = [x for x in _spots(window.left, window.right - box.width, fine)
          if abs(x - best[1].x) < coarse]
    ys = [y for y in _spots(window.top, window.bottom - box.height, fine)
          if abs(y - best[1].y) < coarse]
    return min(best, _best(box, xs, ys, must, parts, near), key=lambda found: found[0])


def _best(box: pygame.Rect, xs: Sequence[int], ys: Sequence[int],
          must: Sequence[tuple[pygame.Rect, float]], parts: Sequence[tuple[pygame.Rect, float]],
          near: tuple[float, float]) -> tuple[tuple[float, float, float], pygame.Rect]:
    """The best of the places ``xs`` × ``ys`` for ``box``: (hidden named area, cost of the
    board covered, distance from ``near``) and the place."""
    found: tuple[tuple[float, float, float], pygame.Rect] | None = None
    for y in ys:
        band = pygame.Rect(0, y, 1 << 16, box.height)
        row_must = [p for p in must if band.colliderect(p[0])]
        row_parts = [p for p in parts if band.colliderect(p[0])]
        for x in xs:
            box.topleft = (x, y)
            away = (box.centerx - near[0]) ** 2 + (box.centery - near[1]) ** 2
            score = (_overlap(box, row_must), _overlap(box, row_parts), away)
            if found is None or score < found[0]:
                found = (score, box.copy())
    assert found is not None  # xs and ys are never empty
    return found


def pointed_option(dialog: Dialog, hand: TableInput) -> int | None:
    """The option the player is on: the button under the pointer, or the keyboard's ring."""
    for index, button in enumerate(dialog.buttons):
        if button.hover:
            return index
    items = hand.focus_items() if hand.focus.active else []
    if items:
        item = items[hand.focus.index % len(items)]
        if item.kind == "dialog" and item.data in dialog.buttons:
            return dialog.buttons.index(item.data)
    return None


def draw_asked(surface: pygame.Surface, lay: Layout, palette: Palette,
               places: Sequence[tuple[TokenKey, ...]], strong: int | None) -> None:
    """Ring every place the dialog's options concern in the table's accent; the ``strong``
    option's (under the pointer or the keyboard's ring) glow and are ringed boldly."""
    thin, bold = max(2, lay.px(3)), max(3, lay.px(5))
    ringed: dict[TokenKey, bool] = {}
    for index, keys in enumerate(places):
        for key in keys:
            ringed[key] = ringed.get(key, False) or index == strong
    for key, heavy in sorted(ringed.items(), key=lambda item: (item[1], key_order(item[0]))):
        box = place_rect(lay, key)
        if heavy:
            glow = glow_surface(round(max(box.width, box.height) * 0.75), palette.accent)
            surface.blit(glow, glow.get_rect(center=box.center))
        width = bold if heavy else thin
        if key[0] == "hex":
            pygame.draw.polygon(surface, palette.accent, hex_points(lay.hex_centres[key[1]],
                                                                    lay.hex_radius * 0.92), width)
        elif key[0] == "mandala":
            x, y = lay.slot_pos[key[1]][key[2]]
            pygame.draw.circle(surface, palette.accent, (round(x), round(y)),
                               round(lay.slot_radius + lay.px(5)), width)
        else:
            pygame.draw.rect(surface, palette.accent, box.inflate(lay.px(4), lay.px(4)), width,
                             border_radius=lay.px(8))


__all__ = ["board_parts", "covers_pieces", "draw_asked", "option_places", "place_rect",
           "pointed_option", "stand"]
