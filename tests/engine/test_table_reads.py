"""What the engine answers about the table, which the screens word and nothing else checks by
itself: where every gem is (red, the first colour, included), which first gems let a second gem
be taken, which seat opened the game in a position built for a later round, and why a token
was passed over."""

from __future__ import annotations

import random

import pytest

from ganesha.engine import (
    COLOURS,
    SPICES,
    GameConfig,
    GameState,
    Phase,
    SkipSpice,
    Take,
    new_game,
)
from ganesha.engine.boards import GEMS_PER_COLOUR
from ganesha.engine.describe import not_offered
from ganesha.engine.positions import build_position
from tests.helpers.random_play import random_steps


def _total(inventory: dict[str, dict[str, int]]) -> dict[str, int]:
    return {colour: sum(area[colour] for area in inventory.values()) for colour in COLOURS}


def test_the_inventory_counts_every_gem_on_the_altar_red_included() -> None:
    state = build_position(altar={9: "red", 10: "red", 17: "blue"}, slots={0: ("red", None)})
    inventory = state.inventory()
    assert inventory["altar"] == {"red": 2, "green": 0, "purple": 0, "blue": 1, "yellow": 0}
    assert inventory["slots"]["red"] == 1
    assert _total(inventory) == dict.fromkeys(COLOURS, GEMS_PER_COLOUR[2])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_inventory_holds_every_gem_at_every_step(players: int) -> None:
    for state, _ in random_steps(GameConfig(players=players, seed=players), choice_seed=5):
        assert _total(state.inventory()) == dict.fromkeys(COLOURS, GEMS_PER_COLOUR[players])


def _second_take_follows(state: GameState, take: Take) -> bool:
    probe = state.clone()
    probe.apply(take)
    if probe.phase == Phase.SPICE:
        probe.apply(SkipSpice())
    return probe.phase == Phase.SECOND


def test_second_gem_colours_name_exactly_the_first_gems_a_second_may_follow() -> None:
    """Tried on every take of random games: a colour is named when some first gem of it lets a
    second gem be taken, and only then."""
    named = 0
    for seed in range(6):
        state = new_game(GameConfig(players=2 + seed % 3, seed=seed))
        rng = random.Random(seed)
        while not state.is_over:
            if state.phase == Phase.TAKE:
                gems = state.altar_gems()
                expected = {gems[action.hex] for action in state.legal_actions()
                            if isinstance(action, Take) and _second_take_follows(state, action)}
                colours = state.second_gem_colours()
                assert colours == tuple(c for c in COLOURS if c in expected)
                named += bool(colours)
            state.apply(rng.choice(state.legal_actions()))
    assert named >= 50


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_position_of_a_later_round_knows_who_opened_the_game(players: int) -> None:
    """The drum passes the first player on once every three rounds; a position built for any
    round names the same opening seat as the game that was played to it."""
    seen = set()
    for state, _ in random_steps(GameConfig(players=players, seed=11, first_player=1),
                                 choice_seed=3):
        if state.is_over or state.turn_in_round or state.round in seen:
            continue
        seen.add(state.round)
        built = build_position(players, round=state.round, first_player=state.first_player)
        assert built.opening_player == state.opening_player == 1, state.round
    assert len(seen) >= 7


def test_a_built_position_plays_by_a_new_games_rules_unless_told() -> None:
    """The same config as a new game's defaults (seed included, so the same description always
    gives the same draws), but for the first player named and the spices given."""
    assert build_position().config == GameConfig(spices=False, first_player=0)
    assert build_position(spices={9: "point"}).config == GameConfig(first_player=0)


def test_a_built_positions_unnamed_destiny_slots_are_empty() -> None:
    state = build_position(3, slots={0: (None, "red"), 1: ("blue", None)})
    assert [state.seat(seat).slots for seat in range(3)] == [
        (None, "red"), ("blue", None), (None, None)]


def test_each_token_that_can_go_unused_has_its_own_reason() -> None:
    """The log says why a token under a taken gem was passed over; each effect that can be
    useless names its own reason, and the always-useful ones (and Coriander, offered later) none."""
    def template(text: str, /, **_: object) -> str:
        return text

    reasons = {effect: not_offered(effect, template) for effect in SPICES}
    useless = {"remove_last", "swap", "trade", "gamble", "redraw"}
    assert {effect for effect, reason in reasons.items() if reason is None} == set(SPICES) - useless
    assert len({reasons[effect] for effect in useless}) == len(useless)


def test_slot_colours_read_both_destiny_slots() -> None:
    state = build_position(slots={0: ("red", "blue"), 1: (None, "green")})
    assert state.slot_colours(0) == (COLOURS.index("red"), COLOURS.index("blue"))
    assert state.slot_colours(1) == (-1, COLOURS.index("green"))


def test_the_final_stage_is_told_only_while_it_lasts() -> None:
    seen = set()
    for state, _ in random_steps(GameConfig(players=3, seed=6), choice_seed=6):
        assert state.final_stage == (state.phase == Phase.FINAL)
        seen.add(state.final_stage)
    assert seen == {False, True}
