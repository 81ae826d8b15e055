"""The invariants module (gem conservation, scores = their sources, no negative counts) and the
proof that ``clone()`` copies every field of the state."""

from __future__ import annotations

import pytest

from ganesha.engine import GameConfig, GameState, Phase, invariants, new_game, replay
from ganesha.engine.core import FIELDS, Chance
from ganesha.engine.invariants import InvariantBroken
from ganesha.engine.positions import build_position
from tests.helpers.random_play import play_random, random_steps


@pytest.mark.parametrize("players", [2, 3, 4])
def test_invariants_hold_over_a_random_game(players) -> None:
    steps = 0
    for state, _ in random_steps(GameConfig(players=players, seed=players), 3):
        assert invariants.gem_problems(state) == []
        assert invariants.score_problems(state) == []
        steps += 1
    assert steps > 50


def test_a_gem_too_many_is_named() -> None:
    state = new_game(GameConfig(players=4, seed=1))
    state.mandala[4] += 1
    assert invariants.gem_problems(state) == ["13 yellow gems instead of 12"]
    with pytest.raises(InvariantBroken, match="13 yellow gems instead of 12 after a bug"):
        invariants.check(state, "after a bug")


def test_a_negative_area_is_named_even_when_the_total_adds_up() -> None:
    # A red "moved" from seat 1's empty Treasury to seat 0's: the totals still add up to 8.
    state = build_position(treasury={0: {"red": 1}})
    state.treasury[0][0] += 1
    state.treasury[1][0] -= 1
    assert invariants.gem_problems(state) == ["-1 red gems in seat 1's treasury"]
    state.treasury[1][0] += 1
    with pytest.raises(InvariantBroken, match=r"^9 red gems instead of 8$"):
        invariants.check_gems(state)
    state.bag[0] = -1
    assert invariants.gem_problems(state)[0] == "-1 red gems in bag"


def test_scores_must_equal_their_sources_and_not_be_negative() -> None:
    state = build_position(scores={0: 3})
    invariants.check_scores(state)
    state.score[1] = -1
    state.points_by_source[1]["spices"] = -1
    assert invariants.score_problems(state) == ["seat 1 scores -1 (sources add up to -1)"]
    state.score[1] = 0
    state.points_by_source[1].clear()
    state.score[0] = 4
    with pytest.raises(InvariantBroken, match="seat 0 scores 4 \\(sources add up to 3\\)"):
        invariants.check_scores(state)


# --- clone() copies every field ---------------------------------------------------------------

def _all_slots() -> set[str]:
    return {name for cls in GameState.__mro__ for name in getattr(cls, "__slots__", ())}


#: Fields a clone shares on purpose: the cached legal-action list, which nobody mutates (the API
#: says so) and which both copies describe identically until one of them changes.
SHARED_BY_DESIGN = {"_legal"}
MUTABLE = (list, dict, set, Chance)


def _mid_game() -> GameState:
    """A position with most fields away from their defaults: a Ginger answer pending (held gems,
    spice fields, trade partner set), a few rounds in, scores and mandala gems on the board."""
    for seed in range(200):
        config = GameConfig(players=3, seed=seed)
        for state, _action in random_steps(config, seed):
            if state.phase == Phase.ANSWER and state.round > 2:
                return replay(config, state.player_actions())
    raise AssertionError("no Ginger answer found in 200 games")


def test_the_field_list_is_every_slot() -> None:
    assert set(FIELDS) | {"_legal", "_sample"} == _all_slots()
    assert not hasattr(GameState(GameConfig()), "__dict__")  # no field can hide outside slots


def test_a_snapshot_copies_every_field_equal_and_unaliased() -> None:
    state = _mid_game()
    state.legal_actions()  # fill the cache too
    copy = state.snapshot()
    for name in sorted(_all_slots()):
        original, copied = getattr(state, name), getattr(copy, name)  # AttributeError: not copied
        if isinstance(original, Chance):
            assert copied.state == original.state, name
        else:
            assert copied == original, name
        if isinstance(original, MUTABLE) and name not in SHARED_BY_DESIGN:
            assert copied is not original, f"{name} is shared between a state and its clone"
            for inner, inner_copy in _nested(original, copied):
                assert inner_copy is not inner, f"{name} shares an inner list or dict"
    assert copy.digest() == state.digest()


def _nested(a: object, b: object) -> list[tuple[object, object]]:
    if isinstance(a, list) and isinstance(b, list):
        return [(x, y) for x, y in zip(a, b, strict=True) if isinstance(x, MUTABLE)]
    return []


def test_a_clone_and_its_original_play_on_independently() -> None:
    state = play_random(GameConfig(players=4, seed=9), 2)
    start = replay(state.config, state.player_actions()[:60])
    before = start.snapshot()
    copy = start.clone()
    while not copy.is_over:
        copy.apply(copy.legal_actions()[-1])
    assert start.digest() == before.digest()
    assert start.history == before.history
    assert start.score_log == before.score_log
    assert start.points_by_source == before.points_by_source
