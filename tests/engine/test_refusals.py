"""The engine says why it refuses: ``why_illegal`` and ``IllegalAction.reason``.

Two properties over random games, and one position per reason: ``why_illegal`` is None exactly
for the listed actions; ``apply`` raises with the same reason and changes nothing; and the rules'
own diagnosis (``rules.refusal``, a second reading of the rules) finds nothing wrong exactly with
the listed actions, so no refusal falls back to "not offered".
"""

from __future__ import annotations

import itertools
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ganesha.engine import (
    COLOURS,
    AnswerTrade,
    EndTurn,
    FinalPlace,
    Gamble,
    GameConfig,
    GameState,
    IllegalAction,
    Phase,
    Place,
    Refusal,
    RemoveLast,
    Reslot,
    Sacrifice,
    SkipSpice,
    Take,
    Trade,
    rules,
)
from ganesha.engine.positions import build_position, snapshot
from tests.engine.randomplay import ALL_ACTIONS, play_random, random_steps

#: Every Coriander move a player could write: one slot, or both in either order.
ALL_RESLOTS = [Reslot(((slot, c),)) for slot in ("slot1", "slot2") for c in COLOURS] + [
    Reslot(((a, c0), (b, c1)))
    for a, b in (("slot1", "slot2"), ("slot2", "slot1"))
    for c0, c1 in itertools.product(COLOURS, repeat=2)
]
#: Actions that name things the game does not have.
MALFORMED = [Take(40), Take(-1), Place("pink", "treasury"), Place("red", "slot3"), Trade(7),
             Sacrifice("pink", "red"), FinalPlace("gold"), AnswerTrade("teal"),
             RemoveLast("black"), Reslot((("slot1", "red"), ("slot1", "blue")))]
UNIVERSE = ALL_ACTIONS + ALL_RESLOTS + MALFORMED

configs = st.builds(
    GameConfig,
    players=st.sampled_from([2, 3, 4]),
    side=st.sampled_from(["day", "night"]),
    spices=st.booleans(),
    seed=st.integers(0, 2**40),
)


@settings(max_examples=40, deadline=None)
@given(config=configs, choice_seed=st.integers(0, 2**32))
def test_why_illegal_is_none_exactly_for_the_legal_actions(config: GameConfig,
                                                           choice_seed: int) -> None:
    rng = random.Random(choice_seed ^ 0x5EA)
    checked = 0
    for state, action in random_steps(config, choice_seed):
        # every spice and Coriander decision, and a sample of the rest
        if state.phase not in (Phase.SPICE, Phase.ANSWER, Phase.RESLOT) \
                and rng.random() > 0.15 and action is not None:
            continue
        legal = state.legal_actions()
        for candidate in UNIVERSE:
            reason = state.why_illegal(candidate)
            assert (reason is None) == (candidate in legal), (candidate, reason)
            # the rules' diagnosis agrees with the generator: no "not offered" fallback
            assert rules.refusal(state, candidate) is reason, (candidate, reason)
        checked += 1
    assert checked > 0


@settings(max_examples=30, deadline=None)
@given(config=configs, choice_seed=st.integers(0, 2**32))
def test_apply_raises_with_the_reason_why_illegal_gives(config: GameConfig,
                                                        choice_seed: int) -> None:
    rng = random.Random(choice_seed ^ 0xB0B)
    for state, action in random_steps(config, choice_seed):
        if rng.random() > 0.1 and action is not None:
            continue
        legal = state.legal_actions()
        illegal = [a for a in UNIVERSE if a not in legal]
        before = snapshot(state)
        for bad in rng.sample(illegal, 5):
            reason = state.why_illegal(bad)
            with pytest.raises(IllegalAction) as raised:
                state.apply(bad)
            assert raised.value.reason is reason
            assert reason.value in str(raised.value) or reason is Refusal.WRONG_PHASE
            assert snapshot(state) == before
        for good in rng.sample(legal, min(3, len(legal))):
            assert state.why_illegal(good) is None


# --- one position per reason -------------------------------------------------------------------
def _spice(effect: str, players: int = 2, **position: object) -> GameState:
    """Seat 0 has just taken a red gem from hex 4, which holds the ``effect`` token."""
    state = build_position(players, altar={4: "red", 5: "blue", 8: "green", 12: "purple"},
                           spices={4: effect}, **position)  # type: ignore[arg-type]
    state.apply(Take(4))
    return state


def _coriander(slots: tuple[str | None, str | None], treasury: dict[str, int]) -> GameState:
    """Seat 0 took Coriander's gem (red, into the Treasury): the Coriander decision is due."""
    state = build_position(2, altar={4: "red"}, spices={4: "reslot"},
                           slots={0: slots}, treasury={0: treasury})
    state.apply(Take(4))
    state.apply(Place("red", "treasury"))
    assert state.phase == Phase.RESLOT
    return state


def _sacrifice(treasury: dict[str, int]) -> GameState:
    """Seat 0's phase 3 (an empty altar skips phases 1 and 2) with ``treasury``."""
    state = build_position(2, treasury={0: treasury})
    assert state.phase == Phase.SACRIFICE
    return state


def _second() -> GameState:
    """Seat 0 took red from hex 0 with red in a Destiny slot: a second gem next to hex 0."""
    state = build_position(4, altar={0: "red", 1: "blue", 9: "green"},
                           slots={0: ("red", None)})
    state.apply(Take(0))
    return state


def _placing_two() -> GameState:
    """Seat 0 holds red and blue and put red into slot 1."""
    state = _second()
    state.apply(Take(1))
    state.apply(Place("red", "slot1"))
    return state


def _ginger_answer() -> GameState:
    """Seat 1 was given red by Ginger and holds blue: its answer is due."""
    state = _spice("trade", treasury={1: {"blue": 1}})
    state.apply(Trade(1))
    return state


CASES = {
    Refusal.GAME_OVER: (lambda: play_random(GameConfig(players=2, seed=1), 1), EndTurn()),
    Refusal.WRONG_PHASE: (lambda: build_position(2, altar={4: "red"}), Place("red", "treasury")),
    Refusal.MALFORMED: (lambda: build_position(2, altar={4: "red"}), Take(40)),
    Refusal.HEX_EMPTY: (lambda: build_position(2, altar={4: "red"}), Take(5)),
    Refusal.NOT_ADJACENT: (_second, Take(9)),
    Refusal.NOT_THIS_SPICE: (lambda: _spice("point"), Gamble()),
    Refusal.MANDALA_COLOUR_EMPTY: (lambda: _spice("remove_last", mandala={"blue": 2}),
                                   RemoveLast("red")),
    Refusal.NOT_AN_OPPONENT: (lambda: _spice("trade", treasury={1: {"blue": 1}}), Trade(0)),
    Refusal.OPPONENT_CANNOT_ANSWER: (
        lambda: _spice("trade", 3, treasury={1: {"blue": 1}, 2: {"red": 2}}), Trade(2)),
    Refusal.SAME_COLOUR_BACK: (_ginger_answer, AnswerTrade("red")),
    Refusal.SLOT_EMPTY: (lambda: _coriander(("blue", None), {"green": 1}),
                         Reslot((("slot2", "green"),))),
    Refusal.CHANGES_NOTHING: (lambda: _coriander(("blue", None), {"green": 1}),
                              Reslot((("slot1", "blue"),))),
    Refusal.SAME_AS_LISTED: (lambda: _coriander(("blue", "green"), {}),
                             Reslot((("slot2", "red"), ("slot1", "blue")))),
    Refusal.GEM_NOT_HELD: (_placing_two, Place("green", "treasury")),
    Refusal.SLOT_USED: (_placing_two, Place("blue", "slot1")),
    Refusal.GEM_NOT_IN_TREASURY: (lambda: _sacrifice({"red": 2}), Sacrifice("green", "red")),
    Refusal.COLOUR_LOCKED: (lambda: _sacrifice({"red": 2, "blue": 1}), Sacrifice("red", "blue")),
    Refusal.PAIR_NEEDED: (lambda: _sacrifice({"red": 1, "blue": 1}), Sacrifice("red", "red")),
    Refusal.NOTHING_TO_PLACE: (lambda: _sacrifice({"yellow": 1, "red": 1}),
                               Sacrifice("yellow", "blue")),
}


def test_every_reason_but_the_fallback_has_a_position_here() -> None:
    assert set(CASES) == set(Refusal) - {Refusal.NOT_OFFERED}


@pytest.mark.parametrize("reason", list(CASES), ids=lambda r: r.name)
def test_each_reason_is_given_where_its_rule_refuses(reason: Refusal) -> None:
    make, action = CASES[reason]
    state = make()
    before = snapshot(state)
    assert state.why_illegal(action) is reason
    with pytest.raises(IllegalAction) as raised:
        state.apply(action)
    assert raised.value.reason is reason
    assert snapshot(state) == before


def test_a_second_answer_colour_not_in_the_treasury_is_named() -> None:
    assert _ginger_answer().why_illegal(AnswerTrade("green")) is Refusal.GEM_NOT_IN_TREASURY


def test_a_yellow_gem_or_clove_has_nothing_to_place_but_a_plain_gem_needs_a_pair() -> None:
    assert _sacrifice({"yellow": 1}).why_illegal(Sacrifice("yellow", "yellow")) \
        is Refusal.NOTHING_TO_PLACE
    clove = _sacrifice({"red": 1})
    clove.clove = True
    clove.refresh()
    assert clove.why_illegal(Sacrifice("red", "red")) is Refusal.NOTHING_TO_PLACE
    assert _sacrifice({"red": 1}).why_illegal(Sacrifice("red", "red")) is Refusal.PAIR_NEEDED


def test_a_non_action_is_refused_as_malformed() -> None:
    state = build_position(2, altar={4: "red"})
    with pytest.raises(IllegalAction) as raised:
        state.apply("take hex 4")  # type: ignore[arg-type]
    assert raised.value.reason is Refusal.MALFORMED
    assert state.why_illegal(SkipSpice()) is Refusal.WRONG_PHASE


def test_the_reason_survives_pickling() -> None:
    error = IllegalAction("Take(40): no such hex", Refusal.MALFORMED)
    again = pickle.loads(pickle.dumps(error))
    assert again.reason is Refusal.MALFORMED and str(again) == str(error)
