"""The textbook partner's own playout, evaluation and rewards (``ai/ismcts_playout.py``)."""

from __future__ import annotations

import random

import pytest

from ganesha.ai import ismcts_playout as p
from ganesha.ai.heuristics import TURN_ENDS
from ganesha.engine import EndTurn, GameConfig, GameState, Phase, Place, Sacrifice, Take, new_game
from ganesha.engine.boards import COLOUR_INDEX


class Steady(random.Random):
    """A generator that never slips into a random action and adds no noise (for greedy)."""

    def random(self) -> float:
        return 0.5


def one_gem_in_the_treasury() -> tuple[GameState, int, int]:
    """A 2-player game after the first seat kept one gem in its Treasury: (state, seat,
    colour index)."""
    state = new_game(GameConfig(players=2, seed=3, spices=False))
    seat = state.current_player
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Take)))
    gem = state.held_gems()[0]
    state.apply(Place(gem, "treasury"))
    state.apply(EndTurn())
    return state, seat, COLOUR_INDEX[gem]


def test_the_evaluation_is_the_score_plus_a_share_of_the_slots_owned_gems_would_fill() -> None:
    state, seat, colour = one_gem_in_the_treasury()
    values = p.values_of(state)
    filled = state.mandala_counts()[colour]
    estimates = p.evaluate(state)
    assert estimates[seat] == pytest.approx(state.scores[seat]
                                            + p.SHARE_FIRST * values[colour][filled])
    assert estimates[1 - seat] == pytest.approx(state.scores[1 - seat])


def test_the_share_grows_to_the_whole_value_by_the_final_stage() -> None:
    state = new_game(GameConfig(players=2, seed=3))
    assert p.share(state) == pytest.approx(p.SHARE_FIRST)
    rng = random.Random(2)
    while state.phase != Phase.FINAL:
        state.apply(rng.choice(state.legal_actions()))
    assert p.share(state) == 1.0


def test_the_win_reward_is_each_seat_chance_and_the_rank_reward_its_seats_beaten() -> None:
    win = p.win_rewards([20.0, 12.0, 12.0])
    assert sum(win) == pytest.approx(1.0)
    assert win[0] > win[1] == win[2]
    assert p.rank_rewards([20.0, 12.0, 12.0]) == [1.0, 0.25, 0.25]
    assert p.rank_rewards([5.0, 9.0, 1.0, 3.0]) == pytest.approx([2 / 3, 1.0, 0.0, 1 / 3])


@pytest.mark.parametrize("kind", p.REWARDS)
def test_a_finished_game_pays_the_winner_most(kind: str) -> None:
    state = new_game(GameConfig(players=3, seed=9))
    rng = random.Random(4)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    paid = p.rewards(state, kind)
    assert state.winner is not None
    assert paid[state.winner] == 1.0
    assert all(r < 1.0 for seat, r in enumerate(paid) if seat != state.winner)


def test_a_playout_stops_after_the_turns_asked_for() -> None:
    for turns in (1, 3):
        state = new_game(GameConfig(players=3, seed=6)).resample(1)
        before = len(state.player_actions())
        p.playout(state, random.Random(2), turns)
        played = state.player_actions()[before:]
        assert sum(type(a) in TURN_ENDS for a in played) == turns
        assert type(played[-1]) in TURN_ENDS


def test_greedy_takes_the_gem_whose_next_slot_scores_most() -> None:
    state = new_game(GameConfig(players=2, seed=12, spices=False))
    values = p.values_of(state)
    action = p.greedy(state, Steady(1), values)
    assert isinstance(action, Take)
    worth = {h: values[c][0] for h, c in enumerate(state.altar_colours()) if c >= 0}
    assert worth[action.hex] == max(worth.values())


def test_greedy_fills_an_empty_destiny_slot_first() -> None:
    state = new_game(GameConfig(players=2, seed=12, spices=False))
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Take)))
    action = p.greedy(state, Steady(1), p.values_of(state))
    assert action == Place(state.held_gems()[0], "slot1")


def test_the_gems_in_hand_count_for_the_seat_holding_them() -> None:
    state = new_game(GameConfig(players=2, seed=3, spices=False))
    seat = state.current_player
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Take)))
    colour = state.held_colours()[0]
    assert p.evaluate(state)[seat] == pytest.approx(
        state.scores[seat] + p.SHARE_FIRST * p.values_of(state)[colour][0])


def _gain(state: GameState, action: Sacrifice) -> float:
    """What a sacrifice places, by the engine's own scoring, less the paid gem's next slot."""
    after = state.clone()
    after.apply(action)
    gain = float(after.scores[state.current_player] - state.scores[state.current_player])
    if action.gem is not None:
        c = COLOUR_INDEX[action.gem]
        row = p.values_of(state)[c]
        filled = state.mandala_counts()[c]
        gain -= row[filled] if filled < len(row) else 0
    return gain


def test_greedy_sacrifices_only_past_the_margin() -> None:
    """At each sacrifice decision of a random game: the sacrifice with the best gain when it
    beats :data:`SACRIFICE_MARGIN`, else the end of the turn."""
    seen = set()
    for seed in range(6):
        state = new_game(GameConfig(players=2, seed=seed, spices=False))
        rng = random.Random(seed)
        while not state.is_over:
            offers = [a for a in state.legal_actions() if isinstance(a, Sacrifice)]
            if state.phase == Phase.SACRIFICE and offers:
                best = max(_gain(state, a) for a in offers)
                chosen = p.greedy(state, Steady(1), p.values_of(state))
                worth_it = best > p.SACRIFICE_MARGIN
                seen.add(worth_it)
                assert isinstance(chosen, Sacrifice) == worth_it
                if isinstance(chosen, Sacrifice):
                    assert _gain(state, chosen) == best
            state.apply(rng.choice(state.legal_actions()))
    assert seen == {True, False}
