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
    Action,
    AnswerTrade,
    FinalPlace,
    GameConfig,
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
from tests.helpers.random_play import ALL_ACTIONS, random_steps
from tests.helpers.refusals import CASES, ginger_answer_position, sacrifice_position

#: Every Coriander move a player could write: one slot, or both in either order.
ALL_RESLOTS = [Reslot(((slot, c),)) for slot in ("slot1", "slot2") for c in COLOURS] + [
    Reslot(((a, c0), (b, c1)))
    for a, b in (("slot1", "slot2"), ("slot2", "slot1"))
    for c0, c1 in itertools.product(COLOURS, repeat=2)
]
#: Actions that name things the game does not have.
MALFORMED: list[Action] = [
    Take(40), Take(-1), Place("pink", "treasury"), Place("red", "slot3"), Trade(7),
    Sacrifice("pink", "red"), FinalPlace("gold"), AnswerTrade("teal"),
    RemoveLast("black"), Reslot((("slot1", "red"), ("slot1", "blue")))]
UNIVERSE: list[Action] = [*ALL_ACTIONS, *ALL_RESLOTS, *MALFORMED]

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
    assert ginger_answer_position().why_illegal(AnswerTrade("green")) is Refusal.GEM_NOT_IN_TREASURY


def test_a_yellow_gem_or_clove_has_nothing_to_place_but_a_plain_gem_needs_a_pair() -> None:
    assert sacrifice_position({"yellow": 1}).why_illegal(Sacrifice("yellow", "yellow")) \
        is Refusal.NOTHING_TO_PLACE
    clove = sacrifice_position({"red": 1})
    clove.clove = True
    clove.refresh()
    assert clove.why_illegal(Sacrifice("red", "red")) is Refusal.NOTHING_TO_PLACE
    assert sacrifice_position({"red": 1}).why_illegal(Sacrifice("red", "red")) \
        is Refusal.PAIR_NEEDED


def test_a_non_action_is_refused_as_malformed() -> None:
    state = build_position(2, altar={4: "red"})
    with pytest.raises(IllegalAction) as raised:
        state.apply("take hex 4")  # type: ignore[arg-type]
    assert raised.value.reason is Refusal.MALFORMED
    assert state.why_illegal(SkipSpice()) is Refusal.WRONG_PHASE


def test_the_reason_survives_pickling() -> None:
    error = IllegalAction("Take(40): no such hex", Refusal.MALFORMED)
    again = pickle.loads(pickle.dumps(error))
    assert again.reason is Refusal.MALFORMED
    assert str(again) == str(error)
