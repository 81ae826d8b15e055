"""docs/rules.md, "A turn": take gems, place them, sacrifice and place one colour.

Positions are two-player unless said otherwise. Two-player used hexes: 1 3 4 5 6 / 8 9 10 /
12 13 14 15 / 17; the centre hex 9 touches 4 5 8 10 13 14. Day values (2 players): red
5 4 3 3 2 2 1 1, green 5 4 4 3 2 1 1 1, purple 4 4 3 3 2 2 2 1, blue 5 3 4 2 3 2 1 1,
yellow 3 3 2 2 2 1 1 1.
"""

from __future__ import annotations

from typing import Any

import pytest

from ganesha.engine import (
    EndTurn,
    FinalPlace,
    Phase,
    Place,
    Sacrifice,
    SkipSpice,
    StopTaking,
    Take,
)
from ganesha.engine.positions import build_position
from tests.helpers.rules import assert_conserved, assert_refused, play

FULL_ALTAR_2P = {1: "red", 3: "green", 4: "blue", 5: "purple", 6: "yellow", 8: "green",
                 9: "red", 10: "blue", 12: "yellow", 13: "purple", 14: "green", 15: "red",
                 17: "blue"}


# --- phase 1: one gem ----------------------------------------------------------------------------

def test_one_gem_from_any_hex() -> None:
    state = build_position(altar=FULL_ALTAR_2P)
    assert state.phase == Phase.TAKE
    assert set(state.legal_actions()) == {Take(h) for h in FULL_ALTAR_2P}
    play(state, Take(17))
    assert state.held_gems() == ["blue"]
    assert 17 not in state.altar_gems()
    assert state.phase == Phase.PLACE  # no Destiny gem: no second gem


def test_take_from_empty_or_unused_hex_is_refused() -> None:
    state = build_position(altar={9: "red"})
    for action in (Take(4), Take(0), Take(18), StopTaking(), EndTurn(), Place("red", "slot1")):
        assert_refused(state, action)


def test_taken_gems_are_held_aside_until_phase_2() -> None:
    state = build_position(altar={9: "red", 10: "blue"}, slots={0: ("red", None)},
                           treasury={0: {"green": 1}})
    play(state, Take(9), Take(10))
    assert state.held_gems() == ["red", "blue"]
    assert state.seat(0).slots == ("red", None)
    assert state.seat(0).treasury == {"green": 1}
    assert state.phase == Phase.PLACE


# --- phase 1: empty altar ------------------------------------------------------------------------

def test_empty_altar_skips_phases_1_and_2() -> None:
    state = build_position(treasury={0: {"yellow": 1, "red": 2}})
    assert state.phase == Phase.SACRIFICE
    assert set(state.legal_actions()) == {
        Sacrifice("red", "red"), Sacrifice("yellow", "red"), Sacrifice(None, "yellow"),
        EndTurn(),
    }
    assert_refused(state, Take(9))


def test_empty_altar_and_empty_treasury_only_ends_the_turn() -> None:
    state = build_position()
    assert state.legal_actions() == [EndTurn()]
    play(state, EndTurn())
    assert state.current == 1
    assert state.phase == Phase.SACRIFICE


# --- phase 1: two gems ---------------------------------------------------------------------------

def test_no_second_gem_without_a_destiny_gem() -> None:
    state = build_position(altar={9: "red", 10: "red"})
    play(state, Take(9))
    assert state.phase == Phase.PLACE
    assert_refused(state, Take(10))


def test_no_second_gem_when_first_does_not_match_a_slot() -> None:
    state = build_position(altar={9: "blue", 10: "red"}, slots={0: ("red", "green")})
    play(state, Take(9))
    assert state.phase == Phase.PLACE
    assert_refused(state, Take(10))


@pytest.mark.parametrize("slots", [("red", None), (None, "red"), ("green", "red")])
def test_second_gem_from_an_adjacent_hex(slots) -> None:
    state = build_position(altar=FULL_ALTAR_2P, slots={0: slots})
    play(state, Take(9))  # red
    assert state.phase == Phase.SECOND
    assert set(state.legal_actions()) == {Take(4), Take(5), Take(8), Take(10), Take(13),
                                          Take(14), StopTaking()}
    assert state.second_gem_hexes() == [4, 5, 8, 10, 13, 14]
    assert_refused(state, Take(17))
    assert_refused(state, Take(1))
    play(state, Take(13))  # purple: the second gem may be any colour
    assert state.held_gems() == ["red", "purple"]
    assert state.phase == Phase.PLACE


def test_second_gem_anywhere_when_both_slots_hold_the_same_colour() -> None:
    state = build_position(altar=FULL_ALTAR_2P, slots={0: ("red", "red")})
    play(state, Take(9))
    assert set(state.legal_actions()) == {Take(h) for h in FULL_ALTAR_2P if h != 9} \
        | {StopTaking()}
    play(state, Take(17))  # far from hex 9
    assert state.held_gems() == ["red", "blue"]


def test_both_slots_same_colour_but_first_gem_does_not_match() -> None:
    state = build_position(altar=FULL_ALTAR_2P, slots={0: ("green", "green")})
    play(state, Take(9))  # red
    assert state.phase == Phase.PLACE


def test_keep_just_one_when_no_legal_second_gem() -> None:
    state = build_position(altar={9: "red", 17: "blue"}, slots={0: ("red", None)})
    play(state, Take(9))  # nothing next to hex 9
    assert state.phase == Phase.PLACE
    assert state.held_gems() == ["red"]


def test_taking_one_gem_when_two_are_allowed() -> None:
    state = build_position(altar={9: "red", 10: "blue"}, slots={0: ("red", None)})
    play(state, Take(9))
    assert state.phase == Phase.SECOND
    play(state, StopTaking())
    assert state.phase == Phase.PLACE
    assert state.held_gems() == ["red"]
    assert state.altar_gems() == {10: "blue"}


def test_no_third_gem() -> None:
    state = build_position(altar={9: "red", 10: "red", 14: "red"}, slots={0: ("red", "red")})
    play(state, Take(9), Take(10))
    assert state.phase == Phase.PLACE
    assert_refused(state, Take(14))


# --- phase 2: placing ----------------------------------------------------------------------------

def test_place_choices_for_held_gems() -> None:
    state = build_position(altar={9: "red", 10: "blue"}, slots={0: ("red", None)})
    play(state, Take(9), Take(10))
    assert set(state.legal_actions()) == {
        Place(g, t) for g in ("red", "blue") for t in ("treasury", "slot1", "slot2")
    }
    assert_refused(state, Place("green", "treasury"))  # not held
    assert_refused(state, EndTurn())


def test_place_into_empty_slot_and_treasury() -> None:
    state = build_position(altar={9: "red", 10: "blue"}, slots={0: ("red", None)})
    play(state, Take(9), Take(10), Place("blue", "slot2"))
    assert state.phase == Phase.PLACE
    play(state, Place("red", "treasury"))
    assert state.seat(0).slots == ("red", "blue")
    assert state.seat(0).treasury == {"red": 1}
    assert state.phase == Phase.SACRIFICE
    assert state.held_gems() == []


def test_placing_on_an_occupied_slot_pushes_the_old_gem_to_the_treasury() -> None:
    state = build_position(altar={9: "blue"}, slots={0: ("red", "green")},
                           treasury={0: {"red": 1}})
    play(state, Take(9), Place("blue", "slot1"))
    assert state.seat(0).slots == ("blue", "green")
    assert state.seat(0).treasury == {"red": 2}


def test_two_gems_go_into_two_different_slots() -> None:
    state = build_position(altar={9: "red", 10: "red"}, slots={0: ("red", "purple")})
    play(state, Take(9), Take(10), Place("red", "slot1"))
    assert set(state.legal_actions()) == {Place("red", "treasury"), Place("red", "slot2")}
    assert_refused(state, Place("red", "slot1"))
    play(state, Place("red", "slot2"))
    assert state.seat(0).slots == ("red", "red")
    assert state.seat(0).treasury == {"red": 1, "purple": 1}


def test_treasury_gems_never_move_to_a_slot() -> None:
    state = build_position(altar={9: "red"}, treasury={0: {"blue": 3}})
    play(state, Take(9))
    assert_refused(state, Place("blue", "slot1"))
    play(state, Place("red", "treasury"))
    assert state.phase == Phase.SACRIFICE
    assert all(not isinstance(a, Place) for a in state.legal_actions())


# --- phase 3: sacrifice --------------------------------------------------------------------------

def _at_phase_3(treasury: dict[str, int], **kwargs: Any):
    """Empty altar, so the turn starts at phase 3 with this Treasury for seat 0."""
    return build_position(treasury={0: treasury}, **kwargs)


def test_sacrifice_colour_unlocks_the_same_colour() -> None:
    state = _at_phase_3({"blue": 3})
    play(state, Sacrifice("blue", "blue"))
    assert state.mandala_filled()["blue"] == 2
    assert state.scores == (5 + 3, 0)
    assert state.inventory()["bag"]["blue"] == 8 - 3 + 1
    assert state.seat(0).treasury == {}
    assert state.current == 1  # phase 3 happens at most once: the turn is over


def test_a_lone_gem_cannot_unlock_itself() -> None:
    state = _at_phase_3({"blue": 1, "red": 1})
    assert state.legal_actions() == [EndTurn()]
    assert_refused(state, Sacrifice("blue", "blue"))
    assert_refused(state, Sacrifice("blue", "red"))
    assert_refused(state, Sacrifice(None, "red"))


def test_yellow_sacrifice_unlocks_any_colour() -> None:
    state = _at_phase_3({"yellow": 1, "red": 2})
    play(state, Sacrifice("yellow", "red"))
    assert state.mandala_filled()["red"] == 2
    assert state.mandala_filled()["yellow"] == 0
    assert state.scores == (5 + 4, 0)
    assert state.inventory()["bag"]["yellow"] == 8


def test_yellow_sacrifice_unlocks_yellow() -> None:
    state = _at_phase_3({"yellow": 3})
    play(state, Sacrifice("yellow", "yellow"))
    assert state.mandala_filled()["yellow"] == 2
    assert state.scores == (3 + 3, 0)


def test_no_sacrifice_unlocks_yellow() -> None:
    state = _at_phase_3({"yellow": 2, "green": 1})
    play(state, Sacrifice(None, "yellow"))
    assert state.mandala_filled()["yellow"] == 2
    assert state.scores == (6, 0)
    assert state.seat(0).treasury == {"green": 1}


def test_exact_sacrifice_choices() -> None:
    state = _at_phase_3({"red": 2, "blue": 1, "yellow": 1})
    assert set(state.legal_actions()) == {
        Sacrifice("red", "red"),        # 1 red placed
        Sacrifice("yellow", "red"),     # 2 red
        Sacrifice("yellow", "blue"),    # 1 blue
        Sacrifice(None, "yellow"),      # 1 yellow
        EndTurn(),
    }
    for refused in (Sacrifice("yellow", "yellow"), Sacrifice("blue", "blue"),
                    Sacrifice("red", "blue"), Sacrifice(None, "red"),
                    Sacrifice("green", "green"), Sacrifice("yellow", "green")):
        assert_refused(state, refused)


def test_slot_gems_are_never_sacrificed() -> None:
    state = build_position(slots={0: ("yellow", "red")}, treasury={0: {"red": 1, "blue": 2}})
    assert_refused(state, Sacrifice("yellow", "red"))
    assert_refused(state, Sacrifice("red", "red"))
    assert set(state.legal_actions()) == {Sacrifice("blue", "blue"), EndTurn()}
    play(state, Sacrifice("blue", "blue"))
    assert state.seat(0).slots == ("yellow", "red")
    assert state.mandala_filled()["red"] == 0


def test_sacrificed_gems_unlocked_colour_all_placed() -> None:
    state = _at_phase_3({"yellow": 1, "purple": 4})
    play(state, Sacrifice("yellow", "purple"))
    assert state.mandala_filled()["purple"] == 4
    assert state.scores == (4 + 4 + 3 + 3, 0)


def test_mandala_fills_from_the_next_empty_slot() -> None:
    state = _at_phase_3({"red": 3}, mandala={"red": 3})
    play(state, Sacrifice("red", "red"))
    assert state.mandala_filled()["red"] == 5
    assert state.scores == (3 + 2, 0)  # slots 4 and 5


def test_night_mandala_values_in_filling_order() -> None:
    state = _at_phase_3({"red": 3}, mandala={"red": 2}, side="night")
    play(state, Sacrifice("red", "red"))
    assert state.scores == (2 + 4, 0)  # night red: 6 3 [2 4] 2 1 2 1


def test_mandala_colour_filled_to_its_last_slot() -> None:
    state = _at_phase_3({"green": 2, "yellow": 1}, mandala={"green": 6})
    play(state, Sacrifice("yellow", "green"))
    assert state.mandala_filled()["green"] == 8
    assert state.scores == (1 + 1, 0)
    assert_conserved(state)


def test_three_player_values() -> None:
    state = build_position(3, treasury={0: {"blue": 5}}, mandala={"blue": 5})
    play(state, Sacrifice("blue", "blue"))
    assert state.scores == (2 + 2 + 2 + 1, 0, 0)  # 3 day blue: 5 4 3 2 3 [2 2 2 1] 1


def test_score_keeps_counting_past_fifty() -> None:
    state = _at_phase_3({"red": 3}, scores={0: 49})
    play(state, Sacrifice("red", "red"))
    assert state.scores == (49 + 5 + 4, 0)


def test_end_turn_without_sacrifice() -> None:
    state = _at_phase_3({"red": 3})
    play(state, EndTurn())
    assert state.seat(0).treasury == {"red": 3}
    assert state.scores == (0, 0)
    assert state.current == 1


def test_a_full_turn_then_the_next_player_clockwise() -> None:
    state = build_position(3, altar={9: "red", 10: "blue"}, slots={0: ("red", None)},
                           treasury={0: {"blue": 1}}, first_player=2, current=0)
    play(state, Take(9), Take(10), Place("red", "slot2"), Place("blue", "treasury"))
    assert state.phase == Phase.SACRIFICE
    play(state, Sacrifice("blue", "blue"))
    assert state.seat(0).slots == ("red", "red")
    assert state.scores == (5, 0, 0)
    assert state.current == 1
    assert state.phase == Phase.SACRIFICE  # the altar is now empty: seat 1 starts at phase 3


def test_turn_order_is_clockwise_from_the_first_player() -> None:
    state = build_position(3, first_player=1)
    seen = []
    for _ in range(3):
        seen.append(state.current)
        play(state, EndTurn())
    assert seen == [1, 2, 0]
    assert state.round == 2


def test_wrong_phase_actions_are_refused() -> None:
    state = build_position(altar={9: "red"}, treasury={0: {"red": 2}})
    for action in (EndTurn(), Sacrifice("red", "red"), FinalPlace("red"), SkipSpice(),
                   Place("red", "treasury")):
        assert_refused(state, action)


def test_malformed_actions_are_refused() -> None:
    state = build_position(altar={9: "red"})
    for action in (Take(-1), Take(99), None, "Take(9)", (9,), Place("pink", "treasury"),
                   Place("red", "slot3")):
        assert_refused(state, action)


@pytest.mark.parametrize(("players", "first_hex", "allowed"), [
    (4, 0, [1, 3, 4]),          # a corner is used with four players
    (3, 1, [2, 4, 5]),          # hex 0 is left out with three players
    (3, 10, [5, 6, 9, 14, 15]),  # hex 11 is left out with three players
    (2, 4, [1, 3, 5, 8, 9]),    # hex 0 is left out with two players
])
def test_second_gem_neighbours_respect_the_used_hexes(players, first_hex, allowed) -> None:
    from ganesha.engine.boards import USED_HEXES
    others = ("green", "purple", "blue", "yellow")
    altar = {h: others[i % 4] for i, h in enumerate(USED_HEXES[players])}
    altar[first_hex] = "red"
    state = build_position(players, altar=altar, slots={0: ("red", None)})
    play(state, Take(first_hex))
    assert state.second_gem_hexes() == allowed


def test_both_slots_are_free_again_every_turn() -> None:
    state = build_position(altar={9: "red", 10: "blue", 17: "green"}, slots={0: ("purple", None)})
    play(state, Take(9), Place("red", "slot1"), EndTurn())
    play(state, Take(10), Place("blue", "slot1"), EndTurn())  # seat 1 uses its slot 1
    play(state, Take(17))
    assert Place("green", "slot1") in state.legal_actions()
    play(state, Place("green", "slot1"))
    assert state.seat(0).slots == ("green", None)
    assert state.seat(0).treasury == {"purple": 1, "red": 1}
    assert state.seat(1).slots == ("blue", None)


# --- the same rules, restated independently and checked along random games -----------------------

def _offset_neighbours() -> list[set[int]]:
    cells = [(2 * i + (5 - length), y)
             for y, length in enumerate((3, 4, 5, 4, 3)) for i in range(length)]
    return [{j for j, (x2, y2) in enumerate(cells)
             if (y2 == y and abs(x2 - x) == 2) or (abs(y2 - y) == 1 and abs(x2 - x) == 1)}
            for (x, y) in cells]


NEIGHBOURS = _offset_neighbours()


def _expected_sacrifices(treasury: dict[str, int], clove: bool) -> set[object]:
    """docs/rules.md, phase 3, restated: colour C unlocks C, yellow (or anything with Clove) unlocks
    any colour, no sacrifice unlocks yellow; only sacrifices that place a gem."""
    expected: set[object] = {EndTurn()}
    for gem, have in treasury.items():
        for colour in COLOURS_ORDER:
            placed = treasury.get(colour, 0) - (colour == gem)
            if have and placed > 0 and (colour == gem or gem == "yellow" or clove):
                expected.add(Sacrifice(gem, colour))
    if treasury.get("yellow"):
        expected.add(Sacrifice(None, "yellow"))
    return expected


COLOURS_ORDER = ("red", "green", "purple", "blue", "yellow")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_follow_the_restated_rules(players) -> None:
    import random

    from ganesha.engine import AnySacrifice, GameConfig, new_game
    for seed in range(10):
        rng = random.Random(seed)
        state = new_game(GameConfig(players=players, seed=seed))
        clove = False
        first_slots: tuple[str | None, str | None] = (None, None)
        first_hex, first_colour, took, used_slots = -1, None, 0, set()
        while not state.is_over:
            phase, legal = state.phase, set(state.legal_actions())
            seat = state.seat(state.current)
            if phase == Phase.TAKE:
                assert legal == {Take(h) for h in state.altar_gems()}
            elif phase == Phase.SECOND:
                gems = state.altar_gems()
                allowed = set(gems) if first_slots[0] is not None \
                    and first_slots[0] == first_slots[1] else NEIGHBOURS[first_hex] & set(gems)
                assert first_colour in first_slots
                assert legal == {Take(h) for h in allowed} | {StopTaking()}
            elif phase == Phase.PLACE:
                free = [t for t in ("slot1", "slot2") if t not in used_slots]
                assert legal == {Place(g, t) for g in state.held_gems()
                                 for t in ("treasury", *free)}
            elif phase == Phase.SACRIFICE:
                assert legal == _expected_sacrifices(seat.treasury, clove)
            action = rng.choice(state.legal_actions())
            if isinstance(action, Take):
                took += 1
                if took == 1:
                    first_hex, first_slots = action.hex, seat.slots
                    first_colour = state.altar_gems()[action.hex]
            elif isinstance(action, Place) and action.target != "treasury":
                used_slots.add(action.target)
            elif isinstance(action, AnySacrifice):
                clove = True
            elif isinstance(action, (Sacrifice, EndTurn)):
                clove, took, used_slots = False, 0, set()
            play(state, action)
