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
#: then the pieces (hexes, slots, Destiny slots, Treasuries) and the prompt's line (it says
#: what the open choice is for, so it is read while choosing), the tiles and the mandala
#: around them, the panels of words least.
BAR, PIECE, TILE, MANDALA, PANEL = 4.0, 1.0, 0.35, 0.3, 0.25
PROMPT = PIECE
CELL = 12  # design units of a cell of the cost map, where a dialog's places are tried
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
    copy = state.resample(SCRATCH_SEED)
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
    if lay.card_room:  # the lesson's card at the foot of the tiles: it says what to choose
        parts.append((lay.r(982, 788 - lay.card_room, 286, lay.card_room), BAR))
    return parts


def covers_pieces(rect: pygame.Rect, lay: Layout) -> bool:
    """Whether ``rect`` lies over any of the board's pieces (a hex, a mandala slot, a Destiny
    slot or a Treasury), the prompt's line or the bar."""
    return any(weight >= PIECE and rect.colliderect(part) for part, weight in board_parts(lay))


class CostMap:
    """What covering the board costs, summed over square cells (a summed-area table), so the
    cost of any box of whole cells is four look-ups: a dialog tries thousands of places within
    a frame. Made once per layout (:func:`cost_map`)."""

    def __init__(self, lay: Layout) -> None:
        self.cell = cell = max(4, lay.px(CELL))
        cols, rows = -(-lay.width // cell), -(-lay.height // cell)
        grid = [[0.0] * cols for _ in range(rows)]
        for rect, weight in board_parts(lay):
            c0, c1 = max(0, rect.left // cell), min(cols, -(-rect.right // cell))
            across = [weight * (min(rect.right, (c + 1) * cell) - max(rect.left, c * cell))
                      for c in range(c0, c1)]
            for r in range(max(0, rect.top // cell), min(rows, -(-rect.bottom // cell))):
                down = min(rect.bottom, (r + 1) * cell) - max(rect.top, r * cell)
                row = grid[r]
                for k, share in enumerate(across):
                    row[c0 + k] += share * down
        self.sums = [[0.0] * (cols + 1) for _ in range(rows + 1)]
        for r, row in enumerate(grid):
            run, above, here = 0.0, self.sums[r], self.sums[r + 1]
            for c, value in enumerate(row):
                run += value
                here[c + 1] = above[c + 1] + run


_MAPS: dict[tuple[object, ...], CostMap] = {}


def cost_map(lay: Layout) -> CostMap:
    """The layout's :class:`CostMap`, made once per size, seats and text size."""
    key = (lay.width, lay.height, lay.players, lay.slot_counts, lay.card_room,
           tuple(lay.log_rect), tuple(lay.buttons_rect))
    if key not in _MAPS:
        _MAPS.clear()
        _MAPS[key] = CostMap(lay)
    return _MAPS[key]


def stand(size: tuple[int, int], lay: Layout, named: Sequence[pygame.Rect],
          near: tuple[float, float]) -> tuple[tuple[float, float, float], pygame.Rect]:
    """Where a dialog of ``size`` stands: inside the window, over none of the ``named`` boxes
    if it can, and over as little of the board as it can; between equals, nearest ``near``.
    Returns how well it stands — (the named area it hides, the cost of the board it covers,
    its distance from ``near``) — and the rectangle. Tried every third cell, then every cell
    around the best."""
    window = pygame.Rect(0, 0, lay.width, lay.height).inflate(-lay.px(8), -lay.px(8))
    box = pygame.Rect((0, 0), size)
    if box.width > window.width or box.height > window.height:
        box.center = window.center
        return (float(box.width * box.height), 0.0, 0.0), box.clamp(window)
    cell = cost_map(lay).cell
    columns = range(-(-window.left // cell), (window.right - box.width) // cell + 1) \
        or range(window.left // cell, window.left // cell + 1)  # as wide as the window
    rows = range(-(-window.top // cell), (window.bottom - box.height) // cell + 1) \
        or range(window.top // cell, window.top // cell + 1)
    score, (c, r) = _best(lay, box, columns[::3], rows[::3], named, near)
    around = (range(max(columns.start, c - 2), min(columns.stop, c + 3)),
              range(max(rows.start, r - 2), min(rows.stop, r + 3)))
    score, (c, r) = min((score, (c, r)), _best(lay, box, *around, named, near))
    box.topleft = (c * cell, r * cell)
    return score, box.clamp(window)


def _best(lay: Layout, box: pygame.Rect, columns: Sequence[int], rows: Sequence[int],
          named: Sequence[pygame.Rect], near: tuple[float, float]
          ) -> tuple[tuple[float, float, float], tuple[int, int]]:
    """The best cell for the dialog's top left among ``columns`` × ``rows``, and its score."""
    costs = cost_map(lay)
    cell, sums = costs.cell, costs.sums
    wide, tall = -(-box.width // cell), -(-box.height // cell)
    half_w, half_h = box.width / 2, box.height / 2
    found: tuple[tuple[float, float, float], tuple[int, int]] | None = None
    for r in rows:
        top, foot = sums[r], sums[min(len(sums) - 1, r + tall)]
        dy = (r * cell + half_h - near[1]) ** 2
        for c in columns:
            right = min(len(top) - 1, c + wide)
            hidden = 0
            if named:
                box.topleft = (c * cell, r * cell)
                for k in box.collidelistall(named):
                    cut = box.clip(named[k])
                    hidden += cut.width * cut.height
            score = (float(hidden), foot[right] - top[right] - foot[c] + top[c],
                     (c * cell + half_w - near[0]) ** 2 + dy)
            if found is None or score < found[0]:
                found = (score, (c, r))
    assert found is not None  # one cell at least
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
