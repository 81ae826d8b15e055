"""docs/rules.md, "What is in the box", "Setting up" and "The board data", rule by rule.

Board data is checked against numbers copied from docs/rules.md and against an adjacency derived
here independently (offset rows), not against the engine's own axial construction.
"""

from __future__ import annotations

import pytest

from ganesha.engine import COLOURS, SPICES, GameConfig, Phase, flow, new_game
from ganesha.engine.actions import Drawn, SpicesPlaced
from ganesha.engine.boards import (
    ADJACENT,
    ALTAR_ROWS,
    CORNERS,
    GEMS_PER_COLOUR,
    HEX_COUNT,
    HEX_ROW,
    MANDALA_VALUES,
    ROUNDS,
    USED_HEXES,
)
from ganesha.engine.positions import build_position
from tests.helpers.rules import assert_conserved

# --- the components table ------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "gems", "hexes", "tokens", "rounds"), [
    (2, 40, 13, 2, 12), (3, 50, 16, 3, 9), (4, 60, 19, 4, 9),
])
def test_components_by_player_count(players, gems, hexes, tokens, rounds) -> None:
    state = new_game(GameConfig(players=players, seed=11))
    inventory = state.inventory()
    assert sum(inventory["bag"].values()) + sum(inventory["altar"].values()) == gems
    assert len(state.altar_gems()) == hexes
    assert len(USED_HEXES[players]) == hexes
    assert len(state.spice_tokens()) == tokens
    assert state.rounds == rounds == ROUNDS[players]
    assert GEMS_PER_COLOUR[players] == gems // 5
    assert_conserved(state)


def test_five_colours_in_rule_order() -> None:
    assert COLOURS == ("red", "green", "purple", "blue", "yellow")


# --- altar geometry ------------------------------------------------------------------------------

def _offset_adjacency() -> list[set[int]]:
    """Adjacency from a drawing: rows 3,4,5,4,3 centred; x in half-hex units, y in rows."""
    cells = []
    for y, length in enumerate((3, 4, 5, 4, 3)):
        for i in range(length):
            cells.append((2 * i + (5 - length), y))
    return [
        {j for j, (x2, y2) in enumerate(cells)
         if (y2 == y and abs(x2 - x) == 2) or (abs(y2 - y) == 1 and abs(x2 - x) == 1)}
        for (x, y) in cells
    ]


def test_altar_rows_are_3_4_5_4_3() -> None:
    assert ALTAR_ROWS == (3, 4, 5, 4, 3)
    assert HEX_COUNT == 19
    assert [HEX_ROW.count(r) for r in range(5)] == [3, 4, 5, 4, 3]
    assert list(HEX_ROW) == sorted(HEX_ROW)  # numbered top to bottom


def test_adjacency_matches_the_drawing() -> None:
    assert [set(a) for a in ADJACENT] == _offset_adjacency()


def test_adjacency_examples() -> None:
    assert ADJACENT[9] == {4, 5, 8, 10, 13, 14}  # the centre hex has 6 neighbours
    assert ADJACENT[0] == {1, 3, 4}
    assert ADJACENT[7] == {3, 8, 12}
    assert ADJACENT[18] == {14, 15, 17}
    assert all(h not in ADJACENT[h] for h in range(HEX_COUNT))
    assert all(h in ADJACENT[j] for h in range(HEX_COUNT) for j in ADJACENT[h])


def test_corners_and_used_hexes() -> None:
    assert CORNERS == (0, 2, 7, 11, 16, 18)
    assert USED_HEXES[4] == tuple(range(19))
    assert USED_HEXES[3] == tuple(h for h in range(19) if h not in (0, 11, 16))
    assert USED_HEXES[2] == (1, 3, 4, 5, 6, 8, 9, 10, 12, 13, 14, 15, 17)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_altar_filled_left_to_right_top_to_bottom(players) -> None:
    state = new_game(GameConfig(players=players, seed=5))
    drawn = [event for event in state.history if isinstance(event, Drawn)]
    assert len(drawn) == 1
    assert drawn[0].why == "altar"
    gems = state.altar_gems()
    assert list(gems) == list(USED_HEXES[players])
    assert tuple(gems[h] for h in USED_HEXES[players]) == drawn[0].gems


def test_fill_stops_when_the_bag_runs_dry() -> None:
    # 5 yellow gems left in the bag: only the first five used hexes get one.
    state = build_position(2, treasury={1: {"red": 8, "green": 8, "purple": 8, "blue": 8,
                                            "yellow": 3}}, bag={"yellow": 5})
    flow.fill_altar(state)
    assert state.altar_gems() == {1: "yellow", 3: "yellow", 4: "yellow", 5: "yellow",
                                  6: "yellow"}
    assert state.bag_count == 0
    assert_conserved(state)


# --- spice tokens at setup -----------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_spice_tokens_at_setup_never_adjacent(players) -> None:
    seen: set[str] = set()
    for seed in range(150):
        state = new_game(GameConfig(players=players, seed=seed))
        tokens = state.spice_tokens()
        assert len(tokens) == players
        assert len(set(tokens.values())) == players
        assert set(tokens) <= set(USED_HEXES[players])
        for h in tokens:
            assert not ADJACENT[h] & set(tokens), (seed, tokens)
        placed = [e for e in state.history if isinstance(e, SpicesPlaced)]
        assert len(placed) == 1
        assert dict(placed[0].tokens) == tokens
        seen |= set(tokens.values())
    assert seen == set(SPICES)  # drawn from all eight


def test_gems_sit_on_top_of_tokens() -> None:
    state = new_game(GameConfig(players=4, seed=3))
    assert all(h in state.altar_gems() for h in state.spice_tokens())


def test_no_tokens_when_spices_are_off() -> None:
    for players in (2, 3, 4):
        state = new_game(GameConfig(players=players, spices=False, seed=1))
        assert state.spice_tokens() == {}
        assert not any(isinstance(e, SpicesPlaced) for e in state.history)


# --- first player, drum, Destiny tiles, fourth seat ----------------------------------------------

def test_first_player_from_the_setup_screen() -> None:
    state = new_game(GameConfig(players=3, first_player=2, seed=9))
    assert state.current == state.current_player == 2
    assert state.first_player == 2
    assert state.round == 1
    assert state.drum == 1
    assert state.phase == Phase.TAKE


def test_first_player_drawn_at_random() -> None:
    firsts = {new_game(GameConfig(players=4, seed=seed)).first_player for seed in range(60)}
    assert firsts == {0, 1, 2, 3}


@pytest.mark.parametrize("players", [2, 3])
def test_destiny_tiles_start_empty_and_scores_zero(players) -> None:
    state = new_game(GameConfig(players=players, seed=2))
    for seat in range(players):
        view = state.seat(seat)
        assert view.slots == (None, None)
        assert view.treasury == {}
        assert view.score == 0
    assert state.mandala_filled() == dict.fromkeys(COLOURS, 0)


@pytest.mark.parametrize(("first", "bonus_seat"), [(0, 3), (1, 0), (2, 1), (3, 2)])
def test_fourth_seat_starts_with_two_points(first, bonus_seat) -> None:
    state = new_game(GameConfig(players=4, first_player=first, seed=4))
    assert state.scores == tuple(2 if seat == bonus_seat else 0 for seat in range(4))


def test_fourth_seat_variant_off() -> None:
    state = new_game(GameConfig(players=4, first_player=1, fourth_seat_bonus=False))
    assert state.scores == (0, 0, 0, 0)


@pytest.mark.parametrize("players", [2, 3])
def test_fourth_seat_only_with_four_players(players) -> None:
    state = new_game(GameConfig(players=players, first_player=1, fourth_seat_bonus=True))
    assert state.scores == (0,) * players


# --- mandala data --------------------------------------------------------------------------------

# Copied verbatim from docs/rules.md, "The mandalas".
_RULES_TABLE = """
| 2 day | 5 4 3 3 2 2 1 1 | 5 4 4 3 2 1 1 1 | 4 4 3 3 2 2 2 1 | 5 3 4 2 3 2 1 1 | 3 3 2 2 2 1 1 1 |
| 2 night | 6 3 2 4 2 1 2 1 | 4 5 3 2 3 1 2 1 | 5 2 4 3 1 3 2 1 | 3 4 4 2 2 3 1 2 | 4 2 2 1 3 1 1 1 |
| 3 day | 5 4 3 3 3 2 2 1 1 1 | 5 4 4 3 2 2 2 1 1 1 | 4 4 3 3 3 2 2 2 1 1 | 5 4 3 2 3 2 2 2 1 1 | 3 3 2 2 2 2 1 1 1 1 |
| 3 night | 6 3 2 4 3 1 2 2 1 1 | 4 5 3 2 3 2 1 2 2 1 | 5 2 4 3 1 3 2 2 2 1 | 3 4 4 2 2 3 2 1 2 2 | 4 2 2 1 3 1 2 1 1 1 |
| 4 day | 5 4 3 3 3 2 2 2 1 1 1 1 | 5 4 4 3 2 2 2 2 1 1 1 1 | 4 4 3 3 3 2 2 2 2 1 1 1 | 5 4 3 2 3 2 2 2 2 1 1 1 | 3 3 2 2 2 2 2 1 1 1 1 1 |
| 4 night | 6 3 2 4 3 1 2 2 2 1 1 1 | 4 5 3 2 3 2 1 2 2 2 1 1 | 5 2 4 3 1 3 2 2 2 2 1 1 | 3 4 4 2 2 3 2 1 2 2 2 1 | 4 2 2 1 3 1 2 2 1 1 1 1 |
"""  # noqa: E501  (verbatim rows of the rules table)


def _rules_table() -> dict[tuple[int, str], tuple[tuple[int, ...], ...]]:
    table = {}
    for line in _RULES_TABLE.strip().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        players, side = cells[0].split()
        table[(int(players), side)] = tuple(tuple(int(v) for v in c.split()) for c in cells[1:])
    return table


def test_mandala_values_match_rules_table() -> None:
    assert _rules_table() == MANDALA_VALUES


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("side", ["day", "night"])
def test_every_colour_has_a_slot_per_gem(players, side) -> None:
    values = MANDALA_VALUES[(players, side)]
    assert len(values) == 5
    assert all(len(row) == GEMS_PER_COLOUR[players] for row in values)
    assert new_game(GameConfig(players=players, side=side)).values == values


def test_position_builder_refuses_too_many_gems() -> None:
    with pytest.raises(ValueError):
        build_position(2, treasury={0: {"red": 5}, 1: {"red": 4}})
    with pytest.raises(ValueError):
        build_position(2, altar={0: "red"})  # a corner, unused with two players
    with pytest.raises(ValueError):
        build_position(2, bag={"red": 1})  # the bag holds what is left: 8 of each
