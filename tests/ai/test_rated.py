"""The rated level: one rating sets the planner's noise and the search's simulations, never
weaker settings for a higher rating; its choices repeat with the seed; it travels by name."""

from __future__ import annotations

import itertools
import random

import pytest

from ganesha.ai import make_player
from ganesha.ai.planner import Plan
from ganesha.ai.players import (
    HIGHEST,
    LOWEST,
    PLANNER_TOP,
    RatedPlayer,
    knobs,
    softmax_pick,
    think_budget_ms,
)
from ganesha.ai.registry import base_level, is_level, rated_level, rating_of, thinks_long
from ganesha.ai.search import DEFAULT_THINK_MS
from ganesha.ai.worker import AIWorker
from ganesha.engine import GameConfig, new_game
from ganesha.lab.seats import parse_seat, seat_player
from tests.helpers.workers import wait_for


def test_a_higher_rating_never_plays_with_fewer_simulations_or_more_noise() -> None:
    settings = [knobs(r) for r in range(LOWEST - 100, HIGHEST + 100, 10)]
    for weaker, stronger in itertools.pairwise(settings):
        assert stronger.iterations >= weaker.iterations
        assert stronger.search_share >= weaker.search_share
        assert stronger.temperature <= weaker.temperature
        assert stronger.slip <= weaker.slip
    # and the dial really moves every knob over its range
    assert knobs(LOWEST).temperature > knobs(1000).temperature > knobs(PLANNER_TOP).temperature
    assert knobs(PLANNER_TOP).iterations == 0
    assert knobs(PLANNER_TOP).slip == 0
    assert 0 < knobs(1450).search_share < 1 == knobs(1600).search_share
    assert knobs(1600).iterations < knobs(2000).iterations < knobs(2271).iterations


def test_the_table_meets_its_knots_and_holds_its_ends() -> None:
    assert knobs(2000).iterations == 310
    assert knobs(2271).iterations == 6000
    assert knobs(1000).temperature == pytest.approx(2.4)
    assert knobs(5000) == knobs(HIGHEST)
    assert knobs(0) == knobs(LOWEST)


def test_the_simulations_grow_geometrically_between_knots() -> None:
    """Each step of the dial multiplies the simulations alike: halfway from 8 (1600) to 310
    (2000) is their geometric mean, 50, not the arithmetic 159."""
    assert knobs(1800).iterations == 50


@pytest.mark.parametrize(("rating", "searched"), [(1300, 0), (1600, 1)])
def test_the_search_share_sends_that_share_of_decisions_to_the_search(rating: int,
                                                                      searched: int) -> None:
    player = RatedPlayer(7, rating, clock=False)
    state = new_game(GameConfig(players=2, seed=7))
    used = 0
    for _ in range(40):
        player.last = None
        state.apply(player.choose(state))
        used += player.last is not None  # a decision the search made
    assert used == 0 if searched == 0 else used > 5


def test_softmax_picks_the_best_when_cold_and_others_when_warm() -> None:
    plans = [Plan((), 3.0), Plan((), 2.0), Plan((), -5.0)]
    rng = random.Random(1)
    assert {id(softmax_pick(plans, 0.0, rng)) for _ in range(50)} == {id(plans[0])}
    picks = [softmax_pick(plans, 1.0, rng) for _ in range(2000)]
    share = picks.count(plans[1]) / len(picks)
    assert 0.2 < share < 0.33  # e^-1 / (1 + e^-1 + e^-8) = 0.269
    assert picks.count(plans[2]) < 10


def play(level: str, seed: int, players: int = 2) -> list[object]:
    state = new_game(GameConfig(players=players, seed=seed))
    seats = [seat_player(level, seed * 31 + s) for s in range(players)]
    while not state.is_over:
        state.apply(seats[state.current_player].choose(state))
    return list(state.player_actions())


@pytest.mark.parametrize("level", ["rated:900", "rated:1450"])
def test_the_same_seed_plays_the_same_game(level: str) -> None:
    first = play(level, 3)
    assert play(level, 3) == first
    assert play(level, 4) != first


def test_names_travel_as_levels() -> None:
    assert rating_of(rated_level(1650)) == 1650
    assert base_level("rated:1650") == "rated"
    assert is_level("rated:800")
    assert is_level("rated")
    assert not is_level("rated:")
    assert not is_level("rated:16500")
    assert not is_level("rated:1x00")
    assert not is_level("rate:1600")
    assert thinks_long("rated:1200")
    assert not thinks_long("medium")
    player = make_player("rated:1650", 5)
    assert isinstance(player, RatedPlayer)
    assert player.knobs.rating == 1650
    with pytest.raises(ValueError):
        make_player("rated:99999")
    assert parse_seat("rated:2000") == ("rated:2000", {"clock": False})


def test_a_searching_setting_is_held_to_hard_s_second_on_the_table_only() -> None:
    assert think_budget_ms("rated:2400") <= DEFAULT_THINK_MS
    on_table = make_player("rated:2000", 1)
    assert isinstance(on_table, RatedPlayer)
    assert on_table.search is not None
    assert on_table.search.think_ms == DEFAULT_THINK_MS
    in_arena = seat_player("rated:2000", 1)
    assert in_arena.search is not None
    assert in_arena.search.think_ms is None
    assert in_arena.search.max_iterations == 310


def test_the_worker_plays_a_rated_seat_through_a_turn() -> None:
    """Both minds share the turn's plan: the worker keeps it between requests."""
    worker = AIWorker(use_process=False)
    try:
        state = new_game(GameConfig(players=2, seed=9))
        turn = state.turn_player
        for request in range(12):
            if state.turn_player != turn:
                break
            worker.start(state, "rated:1450", request, think_ms=200)
            action = wait_for(worker, 20.0)
            assert action in state.legal_actions()
            state.apply(action)
        assert state.turn_player != turn  # the turn was played to its end
    finally:
        worker.close()
