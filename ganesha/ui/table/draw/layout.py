"""Where everything sits on the table, for any window size.

The table is designed on a 1280×800 grid and scaled uniformly (centred, letter-boxed) to the
window, so every widget keeps its proportions when the window is resized. All positions of gems
are named by a *token key* (see :func:`token_keys`), which lets the animator fly a gem from
wherever it was to wherever it now is without knowing any rule.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Final

import pygame

from ganesha.engine import GameState
from ganesha.engine.boards import COLOURS, HEX_COORDS, HEX_COUNT
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.grid import DesignGrid
from ganesha.ui.table.intents import AltarGem, Piece, Point, TakenGem

ALTAR_HEX: Final = 37
"""The altar's hex radius at 1280x800: a little over the first table's 33. The altar is read once a
turn and empties as the round goes on; the room it gave up went to the mandala and the log."""
ALTAR_GEM: Final = 31
"""A gem on the altar, across: it leaves the hex's number above it and its spice token below."""
ALTAR_TOKEN: Final = 20
"""A spice token on the altar, across: it peeks out at the lower right of its gem."""
TREASURY_GEM: Final = 27
"""A gem in a treasury cell, across: left of the cell's middle, clear of the count beside it."""
MANDALA_SCALE: Final = 0.93
"""The mandala's size against the first table's (r 326): over 600 px across at 1280x800, the
largest thing on the table, its slot values and track numbers read at a glance."""
LEFT_W: Final = 344
"""The left column's width (altar, spice guide, log) on the design grid; the mandala takes the
middle up to the tiles."""
GUIDE_MOST: Final = 1.25
"""How far the spice guide's name lines grow with the text size (the log keeps the rest)."""

TokenKey = tuple  # ("hex", h) | ("held", seat, i) | ("slot", seat, i) |
#                   ("treasury", seat, colour, k) | ("mandala", colour, i)


@dataclass
class TileLayout:
    """One player's Destiny tile."""

    rect: pygame.Rect
    pawn: Point
    name: Point
    score: Point
    drum: Point
    slots: tuple[pygame.Rect, pygame.Rect]
    held: tuple[Point, Point]
    held_label: Point
    treasury_cells: tuple[pygame.Rect, ...]
    treasury_rect: pygame.Rect
    status: Point
    # the room between the slots and the Treasury of a tall tile (2 players): the seat's last
    # turn is told there; None when the tiles are only as tall as their rows
    story: pygame.Rect | None = None


@dataclass
class Layout(DesignGrid):
    """Every rectangle and point of the table scene at one window size."""

    width: int
    height: int
    players: int
    slot_counts: tuple[int, ...]
    # design units kept free at the foot of the tiles' column (the lesson's card), so the
    # tiles stay as tall as their rows there rather than growing into it
    card_room: int = 0
    s: float = 1.0
    ox: float = 0.0
    oy: float = 0.0
    left: pygame.Rect = field(default_factory=pygame.Rect)
    header: pygame.Rect = field(default_factory=pygame.Rect)
    altar_rect: pygame.Rect = field(default_factory=pygame.Rect)
    hex_radius: float = 0.0
    hex_centres: list[Point] = field(default_factory=list)
    bag: Point = (0.0, 0.0)
    log_rect: pygame.Rect = field(default_factory=pygame.Rect)
    speed_button: pygame.Rect = field(default_factory=pygame.Rect)
    bar_rows: int = 1  # the button bar's rows: two at a larger text size
    centre: Point = (0.0, 0.0)
    r_outer: float = 0.0
    r_track: float = 0.0
    r_slots_out: float = 0.0
    r_slots_in: float = 0.0
    r_start: float = 0.0
    r_medallion: float = 0.0
    slot_pos: list[list[Point]] = field(default_factory=list)
    slot_radius: float = 0.0
    start_pos: list[Point] = field(default_factory=list)
    sector_angles: list[float] = field(default_factory=list)
    tiles: list[TileLayout] = field(default_factory=list)
    prompt_rect: pygame.Rect = field(default_factory=pygame.Rect)
    buttons_rect: pygame.Rect = field(default_factory=pygame.Rect)
    guide_rect: pygame.Rect | None = None  # spice guide under the tiles when there is room
    gem_altar: int = 0
    gem_tile: int = 0
    gem_mandala: int = 0

    def __post_init__(self) -> None:
        self.fit_to((self.width, self.height))
        self._build()

    # --- construction ------------------------------------------------------------------------
    def mpx(self, v: float) -> int:
        """Pixels of a mandala measure: design units times the mandala's own scale."""
        return max(1, round(v * MANDALA_SCALE * self.s))

    def _build(self) -> None:
        # the altar, where every turn starts, is at the top left; the spices on it are explained
        # right below it, and the log fills the column's foot; the mandala, the largest thing on
        # the table, takes the middle with the prompt and the bar under it; the tiles the right
        # column, each as tall as the players allow
        self._build_altar()
        self._build_mandala()
        self._build_words()
        self._build_tiles()
        self.gem_altar = round(ALTAR_GEM * self.s)
        self.gem_tile = round(36 * self.s)
        self.gem_mandala = round(30 * MANDALA_SCALE * self.s)

    def _build_altar(self) -> None:
        """The left column: the header with the bag, the altar's hexes, the spice guide and the
        log (its speed button at the panel's top right)."""
        hex_r = ALTAR_HEX
        self.left = self.r(12, 12, LEFT_W, 776)
        self.header = self.r(12, 12, LEFT_W, 48)
        self.bag = self.p(12 + LEFT_W - 32, 37)
        altar_h = 40 + 8 * hex_r + 14
        self.altar_rect = self.r(12, 66, LEFT_W, altar_h)
        self.hex_radius = hex_r * self.s
        cx, cy = 12 + LEFT_W / 2, 66 + 40 + 4 * hex_r
        self.hex_centres = []
        for q, row_r in HEX_COORDS:
            x = cx + hex_r * math.sqrt(3) * (q + row_r / 2)
            y = cy + hex_r * 1.5 * row_r
            self.hex_centres.append(self.p(x, y))
        guide_top = 66 + altar_h + 8
        # the log: eight rows at 100 %; larger, the rest after a name line a player in the guide
        grow = min(type_scale.text_factor(), GUIDE_MOST)
        gap = 4 if grow > 1 else 8
        log_h = 204 if grow <= 1 else 784 - guide_top - 48 - self.players * round(20 * grow + 7)
        log_top = 788 - log_h
        self.guide_rect = self.r(12, guide_top, LEFT_W, log_top - gap - guide_top)
        self.log_rect = self.r(12, log_top, LEFT_W, log_h)
        # the speed button grows with its words ("speed 2×" at 150 % overflowed 104)
        speed_w, speed_h = type_scale.grown(104), type_scale.grown(28, 1.25)
        self.speed_button = self.r(12 + LEFT_W - 10 - speed_w, log_top + 8, speed_w, speed_h)

    def _build_mandala(self) -> None:
        """The mandala's rings, each colour's sector, its slots and its start."""
        k = MANDALA_SCALE
        # between the left column and the tiles, its top at the window's top margin
        self.centre = self.p((12 + LEFT_W + 982) / 2, 12 + 326 * k + 2)
        self.r_outer = 326 * k * self.s
        self.r_track = 308 * k * self.s
        self.r_slots_out = 262 * k * self.s
        self.r_slots_in = 212 * k * self.s
        self.r_start = 166 * k * self.s
        self.r_medallion = 120 * k * self.s
        self.slot_radius = 19 * k * self.s
        self.slot_pos = []
        self.start_pos = []
        self.sector_angles = []
        cxp, cyp = self.centre
        for c, n in enumerate(self.slot_counts):
            a0 = -90.0 + c * 72
            self.sector_angles.append(a0)
            row = []
            for i in range(n):
                a = math.radians(a0 + 7 + 58 * i / max(1, n - 1))
                rr = self.r_slots_out if i % 2 == 0 else self.r_slots_in
                row.append((cxp + rr * math.cos(a), cyp + rr * math.sin(a)))
            self.slot_pos.append(row)
            a = math.radians(a0 + 9)
            self.start_pos.append((cxp + self.r_start * math.cos(a),
                                   cyp + self.r_start * math.sin(a)))

    def _build_words(self) -> None:
        """Under the mandala: the prompt and the bar of buttons."""
        left = 12 + LEFT_W + 14
        width = 982 - 12 - left
        top = 12 + 2 * 326 * MANDALA_SCALE + 10
        self.prompt_rect = self.r(left, top, width, 40)
        # larger text: the bar's buttons in two rows (draw/bar_layout.py)
        self.bar_rows = 2 if type_scale.text_factor() > 1 else 1
        bar_h = 50 if self.bar_rows == 1 else 104
        self.buttons_rect = self.r(left, top + 48, width, min(bar_h, 788 - top - 48))

    def _build_tiles(self) -> None:
        """The right column: a tile per seat, as tall as the players (and the card) allow."""
        n = self.players
        gap = 10
        room = (776 - self.card_room - (n - 1) * gap) / n
        # a tile's rows need 250; a tile grows past that only when a whole story panel fits
        tile_h = room if room >= 340 else min(250, room)
        self.tiles = [self._tile(12 + seat * (tile_h + gap), tile_h) for seat in range(n)]

    def _tile(self, y: float, tile_h: float) -> TileLayout:
        """One seat's tile, its top at design height ``y``."""
        core = min(250, tile_h)
        x, w, cell = 982, 286, 52
        treasury_y = y + tile_h - 58
        cells = tuple(self.r(x + 10 + j * (cell + 2), treasury_y, cell, cell) for j in range(5))
        slot_y = y + 46 + max(0, (core - 180) / 2)
        top = max(slot_y, y + 55)  # a short tile's slots: under the seat kind's line
        story_top = slot_y + 54 + 14
        story = self.r(x + 16, story_top, w - 30, treasury_y - 26 - story_top) \
            if tile_h > core else None
        return TileLayout(
            rect=self.r(x, y, w, tile_h),
            pawn=self.p(x + 26, y + 26),
            name=self.p(x + 50, y + 26),
            score=self.p(x + w - 14, y + 26),
            drum=self.p(x + w - 84, y + 26),
            slots=(self.r(x + 12, top, 54, slot_y + 54 - top),
                   self.r(x + 72, top, 54, slot_y + 54 - top)),
            held=(self.p(x + 206, slot_y + 27), self.p(x + 256, slot_y + 27)),
            held_label=self.p(x + 132, slot_y + 27),  # past slot 2: room for "Taken"
            treasury_cells=cells,
            treasury_rect=self.r(x + 6, treasury_y - 4, w - 12, cell + 8),
            # the free lane above the Treasury, left of its label: clear of "Taken", its
            # gems and a 2-player tile's story
            status=self.p(x + 14, treasury_y - 5),
            story=story,
        )

    @property
    def drum_px(self) -> int:  # the drum's width on a tile (score pops keep clear of it)
        return self.px(40)

    # --- token positions ---------------------------------------------------------------------
    def token_pos(self, key: TokenKey) -> Point:
        kind = key[0]
        if kind == "hex":
            return altar_gem_point(self, key[1])
        if kind == "held":
            return self.tiles[key[1]].held[min(1, key[2])]
        if kind == "slot":
            return self.tiles[key[1]].slots[key[2]].center
        if kind == "treasury":
            return treasury_gem_point(self, key[1], key[2])
        if kind == "mandala":
            return self.slot_pos[key[1]][key[2]]
        return self.bag

    def token_size(self, key: TokenKey) -> int:
        kind = key[0]
        if kind == "hex":
            return self.gem_altar
        if kind == "mandala":
            return self.gem_mandala
        if kind == "treasury":
            return round(TREASURY_GEM * self.s)
        return self.gem_tile

    # --- hit testing ---------------------------------------------------------------------------
    def hex_at(self, pos: Point, used: tuple[int, ...]) -> int | None:
        best, best_d = None, self.hex_radius * 0.95
        for h in used:
            x, y = self.hex_centres[h]
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d < best_d:
                best, best_d = h, d
        return best

    def in_mandala(self, pos: Point) -> bool:
        return math.hypot(pos[0] - self.centre[0], pos[1] - self.centre[1]) <= self.r_outer

    def in_ganesha(self, pos: Point) -> bool:
        return math.hypot(pos[0] - self.centre[0], pos[1] - self.centre[1]) <= self.r_medallion


def altar_gem_point(lay: Layout, h: int) -> Point:
    """Where hex ``h``'s gem rests: a little below the middle, clear of its number."""
    x, y = lay.hex_centres[h]
    return (x, y + lay.hex_radius * 0.04)


def square(centre: Point, size: float) -> pygame.Rect:
    """The ``size``-wide square around ``centre``: the box a piece of that size fills."""
    side = max(1, round(size))
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def altar_gem_rect(lay: Layout, h: int) -> pygame.Rect:
    return square(altar_gem_point(lay, h), lay.gem_altar)


def altar_token_rect(lay: Layout, h: int) -> pygame.Rect:
    """Hex ``h``'s spice token: below its gem, half under it, in the middle of the hex, so
    neither the token nor its badge (at its lower right) reaches the number in the top point
    of the hex below right (at the lower right of the hex it had covered that number at
    1024x600)."""
    x, y = lay.hex_centres[h]
    return square((x, y + lay.hex_radius * 0.5), lay.px(ALTAR_TOKEN))


def treasury_gem_point(lay: Layout, seat: int, colour_index: int) -> Point:
    """Where a colour's gems stand in a treasury cell: left of centre, the count at its right."""
    center = lay.tiles[seat].treasury_cells[colour_index].move(-round(10 * lay.s), 0).center
    return (float(center[0]), float(center[1]))


def ring_position(score: int) -> int:
    """The ring shows 0..50; a pawn passing 50 goes on at 1 (0 is skipped on later laps)."""
    if score <= 50:
        return max(0, score)
    return (score - 1) % 50 + 1


def ring_float(value: float) -> float:
    """:func:`ring_position` for a pawn on its way (a tween between two scores)."""
    if value <= 50:
        return max(0.0, value)
    return (value - 1) % 50 + 1


def pawn_point(lay: Layout, value: float, lane: int) -> Point:
    """Where a pawn showing ``value`` stands on the track; pawns sharing a space stand side by
    side in lanes 0–3 (the painter draws them here and the tooltips find them here)."""
    a = -math.pi / 2 + ring_float(value) * 2 * math.pi / 51
    a += (0.0, 0.035, -0.035, 0.0)[lane % 4]
    rr = lay.r_track + (0, lay.px(9), -lay.px(9), -lay.px(20))[lane % 4]
    return lay.centre[0] + rr * math.cos(a), lay.centre[1] + rr * math.sin(a)


def piece_key(state: GameState, piece: Piece) -> TokenKey:
    """The token key of the gem ``piece`` names (where the animator and the rings find it)."""
    seat = state.turn_player
    if isinstance(piece, AltarGem):
        return ("hex", piece.hex)
    if isinstance(piece, TakenGem):
        return ("held", seat, piece.index)
    c = COLOURS.index(piece.colour)
    return ("treasury", seat, c, max(0, state.seat(seat).treasury.get(piece.colour, 1) - 1))


def laps(score: int) -> int:
    return 0 if score <= 50 else (score - 1) // 50


def token_keys(state: GameState) -> dict[TokenKey, str]:
    """Every gem the table shows, keyed by where it sits, with its colour."""
    tokens: dict[TokenKey, str] = {}
    for h, colour in state.altar_gems().items():
        tokens[("hex", h)] = colour
    seat_now = state.turn_player
    for i, colour in enumerate(state.held_gems()):
        tokens[("held", seat_now, i)] = colour
    for seat in range(state.config.players):
        view = state.seat(seat)
        for i, slot in enumerate(view.slots):
            if slot is not None:
                tokens[("slot", seat, i)] = slot
        for colour, count in view.treasury.items():
            c = COLOURS.index(colour)
            for k in range(count):
                tokens[("treasury", seat, c, k)] = colour
    for colour, count in state.mandala_filled().items():
        c = COLOURS.index(colour)
        for i in range(count):
            tokens[("mandala", c, i)] = colour
    return tokens


def key_order(key: TokenKey) -> tuple[str, ...]:
    """A sort key for token keys that orders indices as numbers (slot 10 after slot 9)."""
    return tuple(f"{k:04d}" if isinstance(k, int) else str(k) for k in key)


def moved(before: dict[TokenKey, str], after: dict[TokenKey, str]
          ) -> tuple[dict[str, list[TokenKey]], dict[str, list[TokenKey]]]:
    """Between two gem maps (:func:`token_keys`), per colour: the places a gem left and the
    places a gem came to (what the animator flies and the ghosts replay)."""
    removed: dict[str, list[TokenKey]] = {}
    added: dict[str, list[TokenKey]] = {}
    for key, colour in before.items():
        if after.get(key) != colour:
            removed.setdefault(colour, []).append(key)
    for key, colour in after.items():
        if before.get(key) != colour:
            added.setdefault(colour, []).append(key)
    return removed, added

assert HEX_COUNT == 19
