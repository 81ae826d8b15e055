"""docs/rules.md, "Spices": for each of the eight effects, when it is offered, each choice, and
what it does; plus the token staying on its emptied hex.

Two players unless said otherwise. The token is on the centre hex 9 (neighbours 4 5 8 10 13 14);
hexes 12 and 17 are far from it (12 touches 17). Day values (2 players): red 5 4 3 3 2 2 1 1,
blue 5 3 4 2 3 2 1 1.
"""

from __future__ import annotations

from typing import Any

import pytest

from ganesha.engine import (
    AnswerTrade,
    AnySacrifice,
    EndTurn,
    GainPoint,
    Gamble,
    Phase,
    Place,
    Redraw,
    RemoveLast,
    Reslot,
    Sacrifice,
    SkipSpice,
    StopTaking,
    Swap,
    Take,
    Trade,
)
from ganesha.engine.actions import Action, Drawn
from ganesha.engine.positions import build_position
from tests.helpers.rules import assert_conserved, assert_refused, play

ALL_BUT_RED_ELSEWHERE = {"green": 8, "purple": 8, "blue": 8, "yellow": 8}


# --- every effect: offered when usable, and optional ---------------------------------------------

USABLE: dict[str, dict[str, Any]] = {
    "remove_last": dict(mandala={"blue": 1}),
    "swap": dict(altar={9: "red", 17: "blue"}),
    "trade": dict(treasury={1: {"blue": 1}}),
    "point": {},
    "any_sacrifice": {},
    "gamble": dict(scores={0: 1}),
    "redraw": dict(treasury={0: {"blue": 1}}),
}
OFFER: dict[str, list[Action]] = {
    "remove_last": [RemoveLast("blue")],
    "swap": [Swap(17)],
    "trade": [Trade(1)],
    "point": [GainPoint()],
    "any_sacrifice": [AnySacrifice()],
    "gamble": [Gamble()],
    "redraw": [Redraw("blue")],
}


@pytest.mark.parametrize("effect", sorted(USABLE))
def test_effect_is_offered_right_after_taking_and_may_be_skipped(effect) -> None:
    kwargs = {"altar": {9: "red"}, **USABLE[effect]}
    state = build_position(spices={9: effect}, **kwargs)
    play(state, Take(9))
    assert state.phase == Phase.SPICE
    assert state.legal_actions() == OFFER[effect] + [SkipSpice()]
    before = state.inventory(), state.scores
    play(state, SkipSpice())
    assert state.phase == Phase.PLACE
    assert (state.inventory(), state.scores) == before
    assert state.spice_tokens() == {9: effect}  # the token stays on its empty hex


@pytest.mark.parametrize(("effect", "position"), [
    ("remove_last", {}),                                        # empty mandala
    ("swap", {}),                                               # no other altar gem
    ("trade", {"treasury": {1: {"red": 2}}}),                   # only the same colour
    ("gamble", {"scores": {0: 0}}),                             # no points
    ("gamble", {"scores": {0: 4}, "treasury": {1: {"red": 7, **ALL_BUT_RED_ELSEWHERE}}}),
    ("redraw", {"treasury": {1: {"blue": 1}}}),                 # own Treasury empty
])
def test_effect_that_could_do_nothing_is_not_offered(effect, position) -> None:
    state = build_position(altar={9: "red"}, spices={9: effect}, **position)
    play(state, Take(9))
    assert state.phase == Phase.PLACE
    assert_refused(state, SkipSpice())
    assert state.spice_tokens() == {9: effect}


def test_a_token_cannot_fire_twice() -> None:
    state = build_position(altar={9: "red", 17: "blue"}, spices={9: "point"})
    play(state, Take(9), GainPoint(), Place("red", "treasury"), EndTurn())
    assert state.current == 1
    assert state.spice_tokens() == {9: "point"}
    assert_refused(state, Take(9))
    play(state, Take(17))
    assert state.phase == Phase.PLACE
    assert state.scores == (1, 0)


def test_the_second_gem_fires_its_token_too() -> None:
    state = build_position(altar={10: "red", 9: "blue"}, spices={9: "point"},
                           slots={0: ("red", None)})
    play(state, Take(10), Take(9))
    assert state.phase == Phase.SPICE
    play(state, GainPoint())
    assert state.phase == Phase.PLACE
    assert state.held_gems() == ["red", "blue"]
    assert state.scores == (1, 0)


# --- Cardamom (remove_last) ----------------------------------------------------------------------

def test_cardamom_choices_are_colours_on_the_mandala() -> None:
    state = build_position(altar={9: "green"}, spices={9: "remove_last"},
                           mandala={"red": 3, "blue": 1})
    play(state, Take(9))
    assert set(state.legal_actions()) == {RemoveLast("red"), RemoveLast("blue"), SkipSpice()}
    assert_refused(state, RemoveLast("green"))


def test_cardamom_removes_the_last_gem_and_its_slot_scores_again() -> None:
    state = build_position(altar={9: "red"}, spices={9: "remove_last"}, mandala={"red": 3},
                           treasury={0: {"red": 2}}, scores={0: 10})
    play(state, Take(9), RemoveLast("red"))
    assert state.mandala_filled()["red"] == 2
    assert state.inventory()["bag"]["red"] == 8 - 3 - 2 - 1 + 1
    assert state.scores == (10, 0)  # no points lost
    play(state, Place("red", "treasury"), Sacrifice("red", "red"))
    assert state.mandala_filled()["red"] == 4
    assert state.scores == (10 + 3 + 3, 0)  # slots 3 and 4, not 4 and 5


# --- Caraway (swap) ------------------------------------------------------------------------------

def test_caraway_choices_are_every_other_altar_gem() -> None:
    state = build_position(altar={9: "red", 17: "green", 10: "blue"}, spices={9: "swap"})
    play(state, Take(9))
    assert set(state.legal_actions()) == {Swap(17), Swap(10), SkipSpice()}
    assert_refused(state, Swap(9))
    assert_refused(state, Swap(12))


def test_caraway_exchanges_the_taken_gem() -> None:
    state = build_position(altar={9: "red", 17: "green", 10: "blue"}, spices={9: "swap"})
    play(state, Take(9), Swap(17))
    assert state.held_gems() == ["green"]
    assert state.altar_gems() == {10: "blue", 17: "red"}
    assert state.phase == Phase.PLACE


def test_caraway_target_token_does_not_fire() -> None:
    state = build_position(altar={9: "red", 17: "green"}, spices={9: "swap", 17: "point"})
    play(state, Take(9), Swap(17))
    assert state.phase == Phase.PLACE
    assert state.scores == (0, 0)
    # docs/rules.md, decision 8: the target hex keeps its token, for whoever takes its new gem
    # later.
    assert state.spice_tokens() == {9: "swap", 17: "point"}
    play(state, Place("green", "treasury"), EndTurn(), Take(17))
    assert state.phase == Phase.SPICE
    assert state.legal_actions() == [GainPoint(), SkipSpice()]


def test_caraway_second_gem_adjacency_from_the_original_hex() -> None:
    state = build_position(altar={9: "red", 17: "green", 10: "blue", 12: "purple"},
                           spices={9: "swap"}, slots={0: ("red", "green")})
    play(state, Take(9), Swap(17))
    assert state.phase == Phase.SECOND
    assert set(state.legal_actions()) == {Take(10), StopTaking()}  # 12 touches 17, not 9
    assert_refused(state, Take(12))
    play(state, Take(10))
    assert state.held_gems() == ["green", "blue"]


def test_caraway_on_the_second_gem_reaches_anywhere() -> None:
    state = build_position(altar={10: "red", 9: "blue", 17: "green"}, spices={9: "swap"},
                           slots={0: ("red", None)})
    play(state, Take(10), Take(9), Swap(17))
    assert state.held_gems() == ["red", "green"]
    assert state.altar_gems() == {17: "blue"}
    assert state.phase == Phase.PLACE


# --- Ginger (trade) ------------------------------------------------------------------------------

def test_ginger_offers_only_opponents_able_to_answer() -> None:
    state = build_position(3, altar={9: "red"}, spices={9: "trade"},
                           treasury={1: {"red": 2}, 2: {"blue": 1}})
    play(state, Take(9))
    assert state.legal_actions() == [Trade(2), SkipSpice()]
    assert_refused(state, Trade(1))
    assert_refused(state, Trade(0))


def test_ginger_not_offered_when_no_opponent_can_answer() -> None:
    state = build_position(3, altar={9: "red"}, spices={9: "trade"},
                           treasury={0: {"blue": 3}, 1: {"red": 2}})
    play(state, Take(9))
    assert state.phase == Phase.PLACE


def test_ginger_opponent_answers_as_current_player() -> None:
    state = build_position(3, altar={9: "red"}, spices={9: "trade"},
                           treasury={1: {"red": 2}, 2: {"blue": 1, "green": 2}})
    play(state, Take(9), Trade(2))
    assert state.phase == Phase.ANSWER
    assert state.current_player == 2
    assert state.current == 0
    assert state.seat(2).treasury == {"red": 1, "blue": 1, "green": 2}
    assert state.held_gems() == []
    assert set(state.legal_actions()) == {AnswerTrade("blue"), AnswerTrade("green")}
    for refused in (AnswerTrade("red"), AnswerTrade("yellow"), Place("red", "treasury"),
                    SkipSpice(), Trade(2)):
        assert_refused(state, refused)
    play(state, AnswerTrade("green"))
    assert state.current_player == state.current == 0
    assert state.held_gems() == ["green"]
    assert state.seat(2).treasury == {"red": 1, "blue": 1, "green": 1}
    assert state.phase == Phase.PLACE


def test_ginger_on_the_first_gem_keeps_the_second_gem() -> None:
    # The first gem matched slot 1 when it was taken; the gem handed back does not matter.
    state = build_position(altar={9: "red", 10: "green"}, spices={9: "trade"},
                           slots={0: ("red", None)}, treasury={1: {"blue": 1}})
    play(state, Take(9), Trade(1), AnswerTrade("blue"))
    assert state.phase == Phase.SECOND
    assert state.legal_actions() == [Take(10), StopTaking()]
    play(state, Take(10))
    assert state.held_gems() == ["blue", "green"]


# --- Cinnamon (point) ----------------------------------------------------------------------------

def test_cinnamon_gains_one_point() -> None:
    state = build_position(altar={9: "red"}, spices={9: "point"}, scores={0: 7})
    play(state, Take(9), GainPoint())
    assert state.scores == (8, 0)
    assert state.phase == Phase.PLACE


# --- Clove (any_sacrifice) -----------------------------------------------------------------------

def _clove_turn(use: bool):
    state = build_position(altar={9: "green"}, spices={9: "any_sacrifice"},
                           treasury={0: {"red": 1, "blue": 2}})
    play(state, Take(9), AnySacrifice() if use else SkipSpice(), Place("green", "treasury"))
    assert state.phase == Phase.SACRIFICE
    return state


def test_clove_any_gem_unlocks_any_colour() -> None:
    state = _clove_turn(use=True)
    assert set(state.legal_actions()) == {
        Sacrifice("red", "blue"), Sacrifice("red", "green"),
        Sacrifice("green", "red"), Sacrifice("green", "blue"),
        Sacrifice("blue", "red"), Sacrifice("blue", "blue"), Sacrifice("blue", "green"),
        EndTurn(),
    }
    assert_refused(state, Sacrifice(None, "red"))   # no sacrifice still unlocks only yellow
    assert_refused(state, Sacrifice("red", "red"))  # would place nothing
    play(state, Sacrifice("red", "blue"))
    assert state.scores == (5 + 3, 0)
    assert state.seat(0).treasury == {"green": 1}
    assert state.inventory()["bag"]["red"] == 8


def test_without_clove_the_usual_sacrifices() -> None:
    state = _clove_turn(use=False)
    assert set(state.legal_actions()) == {Sacrifice("blue", "blue"), EndTurn()}


def test_clove_lasts_only_this_turn() -> None:
    state = _clove_turn(use=True)
    play(state, EndTurn(), EndTurn())  # seat 1 ends round 1; the altar stays empty
    assert state.current == 0
    assert state.phase == Phase.SACRIFICE
    assert set(state.legal_actions()) == {Sacrifice("blue", "blue"), EndTurn()}


# --- Red Pepper (gamble) -------------------------------------------------------------------------

def test_red_pepper_same_colour_goes_to_the_treasury() -> None:
    # The bag holds only red gems.
    state = build_position(altar={9: "red"}, spices={9: "gamble"}, scores={0: 3},
                           treasury={1: ALL_BUT_RED_ELSEWHERE}, bag={"red": 7})
    play(state, Take(9), Gamble())
    assert state.scores == (2, 0)
    assert state.seat(0).treasury == {"red": 1}
    assert state.inventory()["bag"]["red"] == 6
    assert state.history[-1] == Drawn("gamble", ("red",))
    assert state.held_gems() == ["red"]
    assert state.phase == Phase.PLACE


def test_red_pepper_other_colour_goes_back_to_the_bag() -> None:
    # The bag holds only blue gems.
    state = build_position(altar={9: "red"}, spices={9: "gamble"}, scores={0: 3},
                           treasury={1: {"red": 7, "green": 8, "purple": 8, "yellow": 8}},
                           bag={"blue": 8})
    play(state, Take(9), Gamble())
    assert state.scores == (2, 0)
    assert state.seat(0).treasury == {}
    assert state.inventory()["bag"] == {"red": 0, "green": 0, "purple": 0, "blue": 8,
                                        "yellow": 0}
    assert state.history[-1] == Drawn("gamble", ("blue",))


def test_red_pepper_compares_with_the_gem_from_its_own_hex() -> None:
    # First gem blue (plain hex), second gem red from the Red Pepper hex; the bag holds only blue.
    state = build_position(altar={10: "blue", 9: "red"}, spices={9: "gamble"}, scores={0: 1},
                           slots={0: ("blue", None)},
                           treasury={1: {"red": 7, "green": 8, "purple": 8, "yellow": 8}},
                           bag={"blue": 6})
    play(state, Take(10), Take(9), Gamble())
    assert state.seat(0).treasury == {}
    assert state.inventory()["bag"]["blue"] == 6
    assert state.scores == (0, 0)


# --- Black Pepper (redraw) -----------------------------------------------------------------------

def test_black_pepper_choices_are_treasury_colours() -> None:
    state = build_position(altar={9: "red"}, spices={9: "redraw"},
                           treasury={0: {"blue": 1, "yellow": 2}})
    play(state, Take(9))
    assert set(state.legal_actions()) == {Redraw("blue"), Redraw("yellow"), SkipSpice()}
    assert_refused(state, Redraw("red"))  # the held gem is not in the Treasury yet


def test_black_pepper_returns_then_draws() -> None:
    # Empty bag: the gem returned is the only one that can come out.
    state = build_position(altar={9: "red"}, spices={9: "redraw"},
                           treasury={0: {"blue": 1}, 1: {"red": 7, "green": 8, "purple": 8,
                                                         "blue": 7, "yellow": 8}},
                           bag={})
    play(state, Take(9), Redraw("blue"))
    assert state.seat(0).treasury == {"blue": 1}
    assert state.bag_count == 0
    assert state.history[-1] == Drawn("redraw", ("blue",))
    assert state.phase == Phase.PLACE


@pytest.mark.parametrize("seed", range(6))
def test_black_pepper_draw_is_a_random_bag_gem(seed) -> None:
    # Bag: 7 green; after returning blue it holds 7 green + 1 blue.
    state = build_position(altar={9: "red"}, spices={9: "redraw"}, seed=seed,
                           treasury={0: {"blue": 1}, 1: {"red": 7, "purple": 8, "blue": 7,
                                                         "yellow": 8, "green": 1}},
                           bag={"green": 7})
    play(state, Take(9), Redraw("blue"))
    drawn = state.history[-1]
    assert isinstance(drawn, Drawn)
    assert drawn.why == "redraw"
    assert len(drawn.gems) == 1
    assert state.seat(0).treasury == {drawn.gems[0]: 1}
    assert state.bag_count == 7
    assert_conserved(state)


# --- Coriander (reslot) --------------------------------------------------------------------------

def test_coriander_waits_until_after_phase_2() -> None:
    state = build_position(altar={9: "red"}, spices={9: "reslot"}, treasury={0: {"blue": 1}})
    play(state, Take(9))
    assert state.phase == Phase.PLACE  # nothing to decide yet
    play(state, Place("red", "slot1"))  # the gem just placed counts
    assert state.phase == Phase.RESLOT
    assert state.legal_actions() == [Reslot((("slot1", "blue"),)), SkipSpice()]
    play(state, Reslot((("slot1", "blue"),)))
    assert state.seat(0).slots == ("blue", None)
    assert state.seat(0).treasury == {"red": 1}
    assert state.phase == Phase.SACRIFICE


def test_coriander_skipped_without_a_slot_gem() -> None:
    state = build_position(altar={9: "red"}, spices={9: "reslot"}, treasury={0: {"blue": 1}})
    play(state, Take(9), Place("red", "treasury"))
    assert state.phase == Phase.SACRIFICE
    assert_refused(state, Reslot((("slot1", "blue"),)))


def test_coriander_moves_one_or_two_gems() -> None:
    state = build_position(altar={9: "yellow"}, spices={9: "reslot"},
                           slots={0: ("red", "green")}, treasury={0: {"blue": 1}})
    play(state, Take(9), Place("yellow", "treasury"))
    assert state.phase == Phase.RESLOT
    results = {}
    for action in state.legal_actions():
        if action == SkipSpice():
            continue
        after = state.clone()
        play(after, action)
        view = after.seat(0)
        key = tuple(sorted(c or "" for c in view.slots))
        assert key not in results, "each outcome is offered once"
        results[key] = view.treasury
        in_treasury = [c for c, n in view.treasury.items() for _ in range(n)]
        pool = sorted([*(c or "" for c in view.slots), *in_treasury])
        assert pool == ["blue", "green", "red", "yellow"]
        assert after.phase == Phase.SACRIFICE
    # The slots are interchangeable, so an outcome is an unordered pair; swapping the two slot
    # gems (red, green) -> (green, red) changes nothing and is not offered.
    colours = ("red", "green", "blue", "yellow")
    assert set(results) == {tuple(sorted((a, b))) for a in colours for b in colours
                            if a != b and {a, b} != {"red", "green"}}
    assert results[tuple(sorted(("blue", "yellow")))] == {"red": 1, "green": 1}
    assert results[tuple(sorted(("red", "blue")))] == {"green": 1, "yellow": 1}


def test_coriander_moves_with_one_slot_gem() -> None:
    state = build_position(altar={9: "yellow"}, spices={9: "reslot"},
                           slots={0: (None, "red")}, treasury={0: {"blue": 1, "green": 2}})
    play(state, Take(9), Place("yellow", "treasury"))
    assert set(state.legal_actions()) == {
        Reslot((("slot2", "blue"),)), Reslot((("slot2", "green"),)),
        Reslot((("slot2", "yellow"),)), SkipSpice(),
    }
    assert_refused(state, Reslot((("slot2", "purple"),)))
    assert_refused(state, Reslot((("slot1", "blue"),)))


def test_coriander_skip_changes_nothing() -> None:
    state = build_position(altar={9: "yellow"}, spices={9: "reslot"},
                           slots={0: ("red", None)}, treasury={0: {"blue": 1}})
    play(state, Take(9), Place("yellow", "treasury"))
    before = state.inventory(), state.seat(0)
    play(state, SkipSpice())
    assert (state.inventory(), state.seat(0)) == before
    assert state.phase == Phase.SACRIFICE


def test_caraway_target_coriander_is_not_armed() -> None:
    state = build_position(altar={9: "red", 17: "green"}, spices={9: "swap", 17: "reslot"},
                           treasury={0: {"blue": 1}})
    play(state, Take(9), Swap(17), Place("green", "slot1"))
    assert state.phase == Phase.SACRIFICE  # no Coriander moves offered
