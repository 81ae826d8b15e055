"""The game log's lines (engine/describe.py) say what happened: which draw went where, how many
gems a sacrifice places, which hex a gem came from (the first hex too), which tokens were laid.
The table shows these words as they are, so each case is checked by its English line."""

from __future__ import annotations

from ganesha.engine import Drawn, Sacrifice, SkipSpice, SpicesPlaced, Swap, Take
from ganesha.engine.describe import spice_draw
from ganesha.engine.positions import build_position


def test_black_pepper_always_keeps_its_draw() -> None:
    for taken in ("red", "blue", None):
        assert spice_draw(Drawn("redraw", ("red",)), taken) == (
            "Black Pepper draws red: into the Treasury")


def test_red_pepper_keeps_its_draw_only_in_the_colour_taken_from_its_hex() -> None:
    assert spice_draw(Drawn("gamble", ("red",)), "red") == (
        "Red Pepper draws red: the colour of the gem taken from its hex, kept in the Treasury")
    assert spice_draw(Drawn("gamble", ("red",)), "blue") == (
        "Red Pepper draws red: not the colour of the gem taken from its hex, back into the bag")
    assert spice_draw(Drawn("gamble", ()), None) == (
        "Red Pepper draws nothing: not the colour of the gem taken from its hex, back into the "
        "bag")


def test_the_chance_lines_tell_an_altar_fill_from_a_draw() -> None:
    state = build_position()
    assert state.describe(Drawn("altar", ("red", "blue", "red"))) == (
        "The altar is filled with 3 gems")
    assert state.describe(Drawn("redraw", ("green",))) == "Drawn from the bag: green"
    assert state.describe(SpicesPlaced(((0, "swap"), (9, "gamble")))) == (
        "Spice tokens: Caraway on hex 1, Red Pepper on hex 10")


def test_a_sacrifice_line_counts_the_gems_that_reach_the_mandala() -> None:
    state = build_position(treasury={0: {"red": 3, "blue": 1, "yellow": 2}})
    assert state.describe(Sacrifice("red", "red")) == (
        "Asha sacrifices red and places 2 × red on the mandala")
    assert state.describe(Sacrifice("blue", "red")) == (
        "Asha sacrifices blue and places 3 × red on the mandala")
    assert state.describe(Sacrifice(None, "yellow")) == (
        "Asha places 2 × yellow on the mandala without an offering")


def test_a_take_names_the_gem_on_its_hex_the_first_hex_included() -> None:
    state = build_position(4, altar={0: "green", 18: "red"})
    assert state.describe(Take(0)) == "Asha takes green from hex 1"
    assert state.describe(Take(18)) == "Asha takes red from hex 19"
    assert state.describe(Take(19)) == "Asha takes nothing from hex 20"  # no such hex


def test_passing_up_coriander_is_said_as_such() -> None:
    state = build_position(altar={9: "yellow"}, spices={9: "reslot"}, slots={0: ("red", None)},
                           treasury={0: {"blue": 1}})
    state.apply(Take(9))
    state.apply(next(a for a in state.legal_actions() if a != SkipSpice()))
    assert state.describe(SkipSpice()) == "Asha does not use Coriander"


def test_a_caraway_swap_names_the_gem_and_the_hex_the_board_numbers() -> None:
    state = build_position(4, altar={0: "green", 18: "red"})
    assert state.describe(Swap(0)) == "Asha uses Caraway: swaps for the green gem on hex 1"
    assert state.describe(Swap(18)) == "Asha uses Caraway: swaps for the red gem on hex 19"
