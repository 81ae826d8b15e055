"""Where everything sits on the table, for any window size.

The table is designed on a 1280×800 grid and scaled uniformly (centred, letter-boxed) to the
window, so every widget keeps its proportions when the window is resized. All positions of gems
are named by a *token key* (see :func:`token_keys`), which lets the animator fly a gem from
wherever it was to wherever it now is without knowing any rule.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from ..engine import GameState
from ..engine.boards import COLOURS, HEX_COORDS, HEX_COUNT
from .grid import DesignGrid
from .intents import AltarGem, Piece, Point, TakenGem

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


@dataclass
class Layout(DesignGrid):
    """Every rectangle and point of the table scene at one window size."""

    width: int
    height: int
    players: int
    slot_counts: tuple[int, ...]
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

    # --- helpers -----------------------------------------------------------------------------
    def ring_pos(self, score: int, lane: int = 0) -> Point:
        """A pawn's place on the 0–50 score track (past 50 it goes round again from 1)."""
        k = ring_position(score)
        a = -math.pi / 2 + k * 2 * math.pi / 51
        rr = self.r_track - lane * self.px(5)
        return (self.centre[0] + rr * math.cos(a), self.centre[1] + rr * math.sin(a))

    # --- construction ------------------------------------------------------------------------
    def _build(self) -> None:
        self.left = self.r(12, 12, 306, 776)
        self.header = self.r(12, 12, 306, 48)
        self.bag = self.p(274, 37)
        self.altar_rect = self.r(12, 66, 306, 300)
        self.hex_radius = 33 * self.s
        cx, cy = 165, 222
        self.hex_centres = []
        for q, row_r in HEX_COORDS:
            x = cx + 33 * math.sqrt(3) * (q + row_r / 2)
            y = cy + 33 * 1.5 * row_r
            self.hex_centres.append(self.p(x, y))
        self.log_rect = self.r(12, 376, 306, 412)
        self.speed_button = self.r(206, 384, 104, 30)

        self.centre = self.p(640, 338)
        self.r_outer = 326 * self.s
        self.r_track = 308 * self.s
        self.r_slots_out = 262 * self.s
        self.r_slots_in = 212 * self.s
        self.r_start = 166 * self.s
        self.r_medallion = 120 * self.s
        self.slot_radius = 19 * self.s
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

        self.prompt_rect = self.r(330, 672, 620, 40)
        self.buttons_rect = self.r(330, 720, 620, 52)

        n = self.players
        gap = 8
        tile_h = min(232, (776 - (n - 1) * gap) / n)
        self.tiles = []
        for seat in range(n):
            y = 12 + seat * (tile_h + gap)
            x, w = 962, 306
            treasury_y = y + tile_h - 66
            cells = tuple(self.r(x + 10 + k * 58, treasury_y, 56, 56) for k in range(5))
            slot_y = y + 50 + max(0, (tile_h - 188) / 2)
            self.tiles.append(TileLayout(
                rect=self.r(x, y, w, tile_h),
                pawn=self.p(x + 26, y + 26),
                name=self.p(x + 50, y + 26),
                score=self.p(x + w - 14, y + 26),
                drum=self.p(x + w - 88, y + 26),
                slots=(self.r(x + 12, slot_y, 56, 56), self.r(x + 76, slot_y, 56, 56)),
                held=(self.p(x + 212, slot_y + 28), self.p(x + 266, slot_y + 28)),
                held_label=self.p(x + 150, slot_y + 28),
                treasury_cells=cells,
                treasury_rect=self.r(x + 6, treasury_y - 4, w - 12, 64),
                status=self.p(x + 150, slot_y + 28),
            ))
        free_top = 12 + n * (tile_h + gap)
        if 788 - free_top >= 200:
            self.guide_rect = self.r(962, free_top + 4, 306, 788 - free_top - 4)
        else:
            self.guide_rect = None
        self.gem_altar = round(40 * self.s)
        self.gem_tile = round(40 * self.s)
        self.gem_mandala = round(33 * self.s)

    # --- token positions ---------------------------------------------------------------------
    def token_pos(self, key: TokenKey) -> Point:
        kind = key[0]
        if kind == "hex":
            return self.hex_centres[key[1]]
        if kind == "held":
            return self.tiles[key[1]].held[min(1, key[2])]
        if kind == "slot":
            return self.tiles[key[1]].slots[key[2]].center
        if kind == "treasury":
            return self.tiles[key[1]].treasury_cells[key[2]].move(-round(8 * self.s), 0).center
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
            return round(34 * self.s)
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


assert HEX_COUNT == 19
