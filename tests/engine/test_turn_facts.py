"""What an action did, as the engine tells it: the gems it pushed out of a Destiny slot into the
Treasury and each source of the points it scored (``Preview.pushed``, ``Preview.sources``,
``read.scored``), and the log lines that say the push — checked on positions built from
docs/rules.md and against the real ``apply`` over random games."""

from __future__ import annotations

import pytest

from ganesha.engine import (
    EndTurn,
    GainPoint,
    Gamble,
    GameConfig,
    Place,
    Reslot,
    Sacrifice,
    Scored,
    Take,
    scored,
)
from ganesha.engine.positions import build_position
from tests.helpers.random_play import random_steps
from tests.helpers.rules import play


def test_a_gem_placed_on_an_occupied_slot_pushes_the_old_one_into_the_treasury() -> None:
    state = build_position(altar={9: "blue"}, slots={0: ("red", None)})
    play(state, Take(9))
    assert state.preview(Place("blue", "slot1")).pushed == ((0, "red"),)
    assert state.preview(Place("blue", "slot2")).pushed == ()
    assert state.preview(Place("blue", "treasury")).pushed == ()
    assert state.describe(Place("blue", "slot1")) == \
        "Asha puts blue into Destiny slot 1, pushing red into the Treasury"
    assert state.describe(Place("blue", "slot2")) == "Asha puts blue into Destiny slot 2"
    play(state, Place("blue", "slot1"))
    assert state.seat(0).treasury == {"red": 1}


def test_a_gem_pushed_by_its_own_colour_is_still_said() -> None:
    state = build_position(altar={9: "red"}, slots={0: ("red", None)})
    play(state, Take(9))
    assert state.preview(Place("red", "slot1")).pushed == ((0, "red"),)
    assert "pushing red into the Treasury" in state.describe(Place("red", "slot1"))


def test_coriander_says_each_slot_gem_it_sends_back() -> None:
    state = build_position(altar={9: "red"}, spices={9: "reslot"}, slots={0: ("green", None)},
                           treasury={0: {"blue": 1}})
    play(state, Take(9))
    play(state, Place("red", "slot2"))
    move = Reslot((("slot1", "blue"),))
    assert move in state.legal_actions()
    assert state.preview(move).pushed == ((0, "green"),)
    assert state.describe(move) == \
        "Asha uses Coriander: blue into Destiny slot 1, green back to the Treasury"


def test_the_end_of_the_last_round_empties_every_slot_into_its_treasury() -> None:
    state = build_position(round=12, current=1, slots={0: ("red", None), 1: ("blue", "green")})
    preview = state.preview(EndTurn())
    assert preview.pushed == ((0, "red"), (1, "blue"), (1, "green"))
    play(state, EndTurn())
    assert state.final_stage
    assert state.seat(1).treasury == {"green": 1, "blue": 1}


def test_each_source_of_points_is_named() -> None:
    cinnamon = build_position(altar={9: "red"}, spices={9: "point"})
    play(cinnamon, Take(9))
    assert cinnamon.preview(GainPoint()).sources == (Scored(0, "spice", "point", 0, 1),)
    pepper = build_position(altar={9: "red"}, spices={9: "gamble"}, scores={0: 3})
    play(pepper, Take(9))
    assert pepper.preview(Gamble()).sources == (Scored(0, "spice", "gamble", 0, -1),)
    # the last seat of round 1 ends it: the first player's drum point
    last = build_position(current=1)
    assert last.preview(EndTurn()).sources == (Scored(0, "drum", "", 0, 1),)
    sacrifice = build_position(treasury={0: {"red": 3, "yellow": 1}}, mandala={"red": 1})
    assert sacrifice.preview(Sacrifice("yellow", "red")).sources == \
        (Scored(0, "gem", "red", 3, 10),)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_sources_add_up_and_the_pushes_are_real_over_random_games(players) -> None:
    """Every action of random games: the sources add up to each seat's score change, each gem
    source names the slots the action filled, and every pushed gem left a Destiny slot."""
    config = GameConfig(players=players, side="night", seed=70 + players)
    for state, action in random_steps(config, players):
        if action is None:
            break
        preview = state.preview(action)
        after = state.clone()
        after.apply(action)
        assert scored(state, after) == preview.sources
        for seat in range(players):
            assert sum(s.points for s in preview.sources if s.seat == seat) \
                == after.scores[seat] - state.scores[seat]
        for part in preview.sources:
            if part.source == "gem":
                assert part.gems == sum(c == part.key for c, _, _ in preview.slots)
        for seat, colour in preview.pushed:
            assert colour in (state.seat(seat).slots or ())
            assert after.seat(seat).treasury.get(colour, 0) >= 1
