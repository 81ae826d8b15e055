"""What the review compares and how it measures: the played plan against the planner's six
best, a turn with nothing to choose or nothing left to draw measured exactly and at once, the
loss held out from the samples that chose the best, accuracy, and verdicts that are values."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from ganesha.ai import make_player
from ganesha.ai.planner import plan_turn
from ganesha.ai.review import (
    MOST_SAMPLES,
    Review,
    Turn,
    TurnReview,
    bag_seed,
    candidates,
    held_out_loss,
    label_uncertain,
    review_turn,
    split_turns,
)
from ganesha.engine import (
    Action,
    EndTurn,
    FinalPlace,
    GameConfig,
    GameState,
    Place,
    Trade,
    new_game,
)


def _random_game(seed: int, spices: bool = False, upto: int | None = None) -> GameState:
    """A game played by random players (quick), to its end or for ``upto`` actions."""
    state = new_game(GameConfig(players=2, seed=seed, spices=spices))
    players = [make_player("random", seed + seat) for seat in range(2)]
    while not state.is_over and (upto is None or len(state.player_actions()) < upto):
        state.apply(players[state.current_player].choose(state))
    return state


def _planned(state: GameState, seed: int) -> list[tuple[Action, ...]]:
    return [plan.actions for plan in plan_turn(state.resample(seed), random.Random(seed))]


def test_the_played_plan_is_compared_with_the_planner_s_six_best() -> None:
    """docs/ai.md: the planner's best whole-turn plans plus the one played. Six: every
    candidate is valued on as many samples as the played plan, so their number is what a
    review costs (the 15 to 24 s a game measured there were with six)."""
    state = new_game(GameConfig(players=2, seed=3, spices=False))
    plans = _planned(state, 1)
    assert len(plans) > 8  # the opening offers far more than the review compares
    played = plans[3]
    compared = candidates(state, played, 1)
    assert compared[0] == played
    assert compared[1:] == [plan for plan in plans if plan != played][:6]


def test_a_played_turn_that_ran_on_past_a_plan_s_hand_over_is_not_compared_with_it() -> None:
    """A plan stops at Ginger's hand-over (what follows answers the opponent); a turn that
    played that plan and went on after the answer is that plan, not a rival of itself."""
    state = _random_game(1, spices=True, upto=3)
    plans = _planned(state, 1)
    handed = plans[0]
    assert isinstance(handed[-1], Trade)
    played = (*handed, Place(gem="red", target="treasury"), EndTurn())
    compared = candidates(state, played, 1)
    assert compared[0] == played
    assert handed not in compared
    assert compared[1:] == plans[1:7]


def _final_turn(seed: int, number: int) -> tuple[GameConfig, list[Action], Turn]:
    state = _random_game(seed)
    actions = state.player_actions()
    turn = split_turns(state.config, actions)[number]
    assert isinstance(turn.actions[0], FinalPlace)
    return state.config, actions, turn


def test_a_turn_with_only_one_move_is_best_and_loses_nothing() -> None:
    """The final stage's last gems often leave a seat one colour to place: the played plan is
    the only one, valued on its own samples."""
    config, actions, turn = _final_turn(3, 31)
    state = new_game(config)
    for action in actions[:turn.start]:
        state.apply(action)
    assert state.legal_actions() == list(turn.actions)
    verdict = review_turn(config, actions, turn, seed=1, first=8, most=64)
    assert verdict.best == turn.actions
    assert (verdict.label, verdict.loss, verdict.loss_se) == ("best", 0.0, 0.0)
    assert verdict.played_value == verdict.best_value
    assert verdict.played_se == verdict.best_se == 0.0
    assert verdict.samples == 8


def test_a_final_stage_loss_on_a_threshold_is_settled_at_the_first_samples() -> None:
    """Nothing is drawn in the final stage, so every sample gives the same margin: a turn that
    placed a colour 3 points worse than the best is a mistake ("inaccuracy" is under 3) with
    no spread, and more samples could not change that, so none are taken."""
    config, actions, turn = _final_turn(15, 25)
    verdict = review_turn(config, actions, turn, seed=1, first=8, most=64)
    assert (verdict.loss, verdict.loss_se, verdict.label) == (3.0, 0.0, "mistake")
    assert verdict.samples == 8


def test_a_plan_chosen_for_its_luck_on_one_half_is_measured_on_the_other() -> None:
    """The best is chosen on every other sample and measured on the rest: a rival that only
    did well on the even samples is chosen there and loses on the odd ones, so the played
    plan is credited that half; chosen on the odd ones the played plan is best and loses
    nothing. A review that chose on other samples than it measured on would see neither."""
    played = [0.0] * 6
    fluke = [1.0, -1.0] * 3
    assert held_out_loss([played, fluke]) == -0.5
    assert held_out_loss([played, [x + 1.0 for x in fluke]]) == 0.0


@pytest.mark.parametrize(("loss", "loss_se", "uncertain", "why"), [
    (2.0, 0.25, False, "two standard errors from the 1.5 threshold: settled"),
    (2.0, 0.26, True, "a hair nearer: more samples could still make it good"),
    (2.0, 0.2, False, "2.5 standard errors from 1.5 and far from the noise edge"),
    (0.75, 0.25, False, "one standard error above the noise edge (0.5): settled"),
    (0.7, 0.25, True, "within one of it: more samples could still make it best"),
    (0.5, 0.2, True, "a small loss near the noise edge (0.4)"),
    (0.0, 0.25, False, "no loss at all is best however noisy"),
    (3.0, 0.0, False, "measured exactly, even on a threshold"),
])
def test_the_samples_double_only_while_the_label_could_still_change(
        loss: float, loss_se: float, uncertain: bool, why: str) -> None:
    """docs/ai.md, "Noise": a turn is sampled further while its loss is within two standard
    errors of a threshold or within one of the edge of the noise (the values are exact in
    binary, so "exactly that far" is what it says)."""
    assert label_uncertain(loss, loss_se) is uncertain, why


def test_every_sample_of_a_review_meets_a_bag_of_its_own() -> None:
    """The candidates of one turn meet the same bags sample by sample (their differences are
    what is measured), but no two samples, of one turn or of two turns of a game, meet the
    same bag: a repeated bag would count one draw twice."""
    bags = [bag_seed(seed, k) for seed in range(1, 41) for k in range(MOST_SAMPLES)]
    assert len(set(bags)) == len(bags)


def _verdict(turn: Turn, label: str) -> TurnReview:
    return TurnReview(turn, 0.0, 0.1, (), 0.0, 0.1, 0.0, 0.1, label, 8)


def test_accuracy_is_the_share_of_turns_labelled_best_or_good() -> None:
    config = GameConfig(players=2, seed=1)
    mine, theirs = Turn(0, 0, 1, 0, ()), Turn(1, 1, 1, 3, ())
    labels = ("best", "good", "inaccuracy", "blunder", "best")
    review = Review(config, (0, 1), (*(_verdict(mine, label) for label in labels),
                                     _verdict(theirs, "mistake")))
    assert review.accuracy(0) == 60.0
    assert review.accuracy(1) == 0.0


@pytest.mark.parametrize("kind", ["turn", "verdict", "review"])
def test_a_review_is_a_frozen_value(kind: str) -> None:
    """A review is kept in a file and shown by several screens: none can change a verdict
    another shows, and a value without a per-instance dict stays small (a game has dozens)."""
    turn = Turn(0, 0, 1, 0, ())
    verdict = _verdict(turn, "best")
    value: Any = {"turn": turn, "verdict": verdict,
                  "review": Review(GameConfig(players=2, seed=1), (0,), (verdict,))}[kind]
    assert not hasattr(value, "__dict__")
    assert hash(value) == hash(dataclasses.replace(value))
    field = dataclasses.fields(value)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(value, field, getattr(value, field))
