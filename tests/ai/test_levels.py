"""Every AI level, at every kind of decision: legal choices, determinism, no peeking at the bag."""

from __future__ import annotations

import itertools
import random

import pytest

from ganesha.ai import LEVELS, SEARCH_LEVELS, Hint, make_player
from ganesha.ai.search import SearchPlayer
from ganesha.engine import GameConfig, GameState, Phase, new_game
from tests.helpers.chance import other_future

#: Tiny, deterministic budgets: the tests check behaviour, the arena measures strength.
TINY = {"think_ms": None, "max_iterations": 12}


def tiny_player(level: str, seed: int):
    return make_player(level, seed, **TINY) if level in SEARCH_LEVELS else make_player(level, seed)


def random_positions(config: GameConfig, seed: int):
    """Every decision point of one random game (the state before each action)."""
    rng = random.Random(seed)
    state = new_game(config)
    while not state.is_over:
        yield state
        state.apply(rng.choice(state.legal_actions()))


CONFIGS = [
    GameConfig(players=p, side=side, spices=spices, drum_bonus=drum, fourth_seat_bonus=drum,
               seed=100 + i)
    for i, (p, side, spices, drum) in enumerate(
        itertools.product((2, 3, 4), ("day", "night"), (True, False), (True, False)))
]


# The everyday run keeps three full-rules configurations (below); the other twenty-one run with
# the slow checks in CI.
def daily(config: GameConfig) -> bool:
    """The everyday sample: with spices and the variants, each table size once, the sides in
    turn (2 and 4 players by day, 3 by night)."""
    return (config.spices and config.drum_bonus
            and (config.players % 2 == 0) == (config.side == "day"))


@pytest.mark.parametrize("config", [
    pytest.param(c, marks=() if daily(c) else pytest.mark.slow)
    for c in CONFIGS], ids=lambda c: f"{c.players}p-{c.side}-"
    f"{'spices' if c.spices else 'plain'}-{'en' if c.drum_bonus else 'ru'}")
def test_every_level_returns_a_legal_action(config: GameConfig) -> None:
    players = {level: tiny_player(level, 5) for level in LEVELS}
    phases: set[Phase] = set()
    for step, state in enumerate(random_positions(config, config.seed)):
        rare = state.phase not in (Phase.TAKE, Phase.PLACE, Phase.SACRIFICE)
        for level, player in players.items():
            if level in SEARCH_LEVELS and not rare and step % 5:
                continue  # the search is the slow one: every rare decision, 1 in 5 others
            before = state.digest()
            action = player.choose(state.clone())
            assert action in state.legal_actions(), (level, state.phase, action)
            assert state.digest() == before
        phases.add(state.phase)
    assert {Phase.TAKE, Phase.PLACE, Phase.SACRIFICE, Phase.FINAL} <= phases


def test_all_decision_kinds_were_met() -> None:
    """The random games above reach every kind of decision, spices included."""
    phases: set[Phase] = set()
    for config in CONFIGS:
        if config.spices:
            phases.update(s.phase for s in random_positions(config, config.seed))
    assert phases == {Phase.TAKE, Phase.SECOND, Phase.SPICE, Phase.ANSWER, Phase.PLACE,
                      Phase.RESLOT, Phase.SACRIFICE, Phase.FINAL}


def play(levels: list[str], config: GameConfig, seed: int) -> GameState:
    players = [tiny_player(level, seed + i) for i, level in enumerate(levels)]
    state = new_game(config)
    while not state.is_over:
        state.apply(players[state.current_player].choose(state.clone()))
    return state


@pytest.mark.parametrize("levels", [["easy", "medium"], ["hard", "random", "medium"]])
def test_same_seed_same_choices(levels: list[str]) -> None:
    config = GameConfig(players=len(levels), side="night", seed=21)
    first = play(levels, config, 3)
    second = play(levels, config, 3)
    assert first.player_actions() == second.player_actions()
    assert first.scores == second.scores


def test_search_does_not_peek_at_the_bag() -> None:
    """The same position with a different hidden bag order: the search plays without error and,
    since it re-samples every draw from its own generator, makes the very same choice."""
    state = new_game(GameConfig(players=2, seed=8))
    rng = random.Random(1)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    choices = []
    for hidden in (1, 2, 3):
        other = other_future(state, hidden)  # the real game, with another hidden future
        choices.append(tiny_player("hard", 9).choose(other))
        assert choices[-1] in state.legal_actions()
    assert choices[0] == choices[1] == choices[2]


def test_one_legal_action_takes_no_search() -> None:
    state = new_game(GameConfig(players=2, seed=4))
    while len(state.legal_actions()) != 1:
        state.apply(state.legal_actions()[-1])
    player = SearchPlayer(1, think_ms=1000, max_iterations=None)
    assert player.choose(state) == state.legal_actions()[0]
    assert player.last is None


def test_search_stops_on_the_flag_and_reports_its_rate() -> None:
    class Stop:
        calls = 0

        def is_set(self) -> bool:
            Stop.calls += 1
            return Stop.calls > 5

    state = new_game(GameConfig(players=4, seed=2))
    player = SearchPlayer(1, think_ms=5000, max_iterations=None)
    action = player.choose(state, stop=Stop())
    assert action in state.legal_actions()
    assert player.last is not None
    assert player.last.iterations <= 5
    result = SearchPlayer(1, think_ms=None, max_iterations=50).search(state)
    assert result.iterations == 50
    assert result.rate > 0


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_explain_gives_legal_hints(level: str) -> None:
    state = new_game(GameConfig(players=3, seed=6))
    hints = tiny_player(level, 2).explain(state, top=3)
    assert 1 <= len(hints) <= 3
    assert all(isinstance(h, Hint) for h in hints)
    assert all(h.action in state.legal_actions() and h.plan[0] == h.action for h in hints)
    assert len({h.action for h in hints}) == len(hints)
