"""Fixed board data: the altar's hexes, the mandala slot values and the spice tokens.

Everything here comes from ``docs/rules.md`` ("The board data") and is kept as plain immutable
data so that the rules code, the AI and the UI all read the same numbers; nothing in this module
changes during a game. Colours are small ints internally (indexes into the tuple ``COLOURS``)
because the engine keeps per-colour counts in lists; the public API speaks colour names.
"""

from __future__ import annotations

from typing import Final

COLOURS: Final = ("red", "green", "purple", "blue", "yellow")
RED, GREEN, PURPLE, BLUE, YELLOW = range(5)
COLOUR_INDEX: Final = {name: i for i, name in enumerate(COLOURS)}

# --- the altar -------------------------------------------------------------------------------
# 19 hexes in rows of 3, 4, 5, 4, 3, numbered 0..18 left to right, top to bottom (the UI shows
# them as 1..19). Axial coordinates (q, r) of a radius-2 hexagon give the adjacency for free.
ALTAR_ROWS: Final = (3, 4, 5, 4, 3)


def _axial_coordinates() -> tuple[tuple[int, int], ...]:
    coords = []
    for r in range(-2, 3):
        for q in range(max(-2, -r - 2), min(2, -r + 2) + 1):
            coords.append((q, r))
    return tuple(coords)


HEX_COORDS: Final = _axial_coordinates()
HEX_COUNT: Final = len(HEX_COORDS)
HEX_ROW: Final = tuple(r + 2 for _, r in HEX_COORDS)
_AXIAL_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
ADJACENT: Final = tuple(
    frozenset(
        j
        for j, (q2, r2) in enumerate(HEX_COORDS)
        if (q2 - q, r2 - r) in _AXIAL_STEPS
    )
    for (q, r) in HEX_COORDS
)
#: Per hex, a bitmask (bit ``h`` = hex ``h``) of the hex itself and its neighbours: the hexes a
#: spice token there rules out for the next token. Laying tokens tests one bit instead of
#: scanning every earlier token's neighbours.
BLOCKED_BY: Final = tuple(
    (1 << h) | sum(1 << j for j in ADJACENT[h]) for h in range(len(HEX_COORDS))
)

# Corners: first and last hex of rows 1, 3 and 5.
CORNERS: Final = (0, 2, 7, 11, 16, 18)
_UNUSED_BY_PLAYERS = {
    2: frozenset(CORNERS),
    3: frozenset((0, 11, 16)),  # alternate corners: first of row 1, last of row 3, first of row 5
    4: frozenset(),
}
USED_HEXES: Final = {
    players: tuple(h for h in range(HEX_COUNT) if h not in unused)
    for players, unused in _UNUSED_BY_PLAYERS.items()
}

# --- components by player count -----------------------------------------------------------------
GEMS_PER_COLOUR: Final = {2: 8, 3: 10, 4: 12}
ROUNDS: Final = {2: 12, 3: 9, 4: 9}
ROUNDS_PER_DRUM: Final = 3  # the drum passes (and the altar resets) every 3 rounds
SIDES: Final = ("day", "night")
DEFAULT_NAMES: Final = ("Asha", "Ravi", "Meera", "Dev")

# --- mandala slot values, in filling order, per (players, side), colours in COLOURS order ------
_MANDALA_TEXT = {
    (2, "day"): ("5 4 3 3 2 2 1 1", "5 4 4 3 2 1 1 1", "4 4 3 3 2 2 2 1", "5 3 4 2 3 2 1 1",
                 "3 3 2 2 2 1 1 1"),
    (2, "night"): ("6 3 2 4 2 1 2 1", "4 5 3 2 3 1 2 1", "5 2 4 3 1 3 2 1", "3 4 4 2 2 3 1 2",
                   "4 2 2 1 3 1 1 1"),
    (3, "day"): ("5 4 3 3 3 2 2 1 1 1", "5 4 4 3 2 2 2 1 1 1", "4 4 3 3 3 2 2 2 1 1",
                 "5 4 3 2 3 2 2 2 1 1", "3 3 2 2 2 2 1 1 1 1"),
    (3, "night"): ("6 3 2 4 3 1 2 2 1 1", "4 5 3 2 3 2 1 2 2 1", "5 2 4 3 1 3 2 2 2 1",
                   "3 4 4 2 2 3 2 1 2 2", "4 2 2 1 3 1 2 1 1 1"),
    (4, "day"): ("5 4 3 3 3 2 2 2 1 1 1 1", "5 4 4 3 2 2 2 2 1 1 1 1",
                 "4 4 3 3 3 2 2 2 2 1 1 1", "5 4 3 2 3 2 2 2 2 1 1 1",
                 "3 3 2 2 2 2 2 1 1 1 1 1"),
    (4, "night"): ("6 3 2 4 3 1 2 2 2 1 1 1", "4 5 3 2 3 2 1 2 2 2 1 1",
                   "5 2 4 3 1 3 2 2 2 2 1 1", "3 4 4 2 2 3 2 1 2 2 2 1",
                   "4 2 2 1 3 1 2 2 1 1 1 1"),
}
MANDALA_VALUES: Final[dict[tuple[int, str], tuple[tuple[int, ...], ...]]] = {
    key: tuple(tuple(int(v) for v in row.split()) for row in rows)
    for key, rows in _MANDALA_TEXT.items()
}


def mandala_values(players: int, side: str) -> tuple[tuple[int, ...], ...]:
    """Slot values per colour (filling order) for one mandala board side."""
    return MANDALA_VALUES[(players, side)]


# --- spice tokens -----------------------------------------------------------------------------
# Tokens are named by effect; their printed names (which differ between the two rulebooks) are
# presentation and live in ``ganesha.data.i18n``.
SPICES: Final = (
    "remove_last", "swap", "reslot", "trade", "point", "any_sacrifice", "gamble", "redraw",
)
