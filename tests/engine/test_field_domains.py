"""Every field of a game holds a value of its own domain at every moment: a hex field is a hex in
play or -1 ("none"), a gem field a colour index or -1, a seat field a seat. Clones, snapshots
and undo compare states field by field, so a "none" spelled two ways would make equal positions
differ; and every new turn starts clean (no first hex, no token waiting, no trade)."""

from __future__ import annotations

import pytest

from ganesha.engine import GameConfig, GameState, Phase, Place, SkipSpice, Take
from ganesha.engine.positions import build_position
from tests.helpers.random_play import random_steps

NONE = -1
GEMS = range(5)


def _domain_problems(s: GameState) -> list[str]:
    hexes, seats = set(s.used_hexes), range(s.players)
    checks = {
        "first_hex": s.first_hex in hexes | {NONE},
        "spice_hex": s.spice_hex in hexes | {NONE},
        "coriander_hex": s.coriander_hex in hexes | {NONE},
        "pending_gem": s.pending_gem in {*GEMS, NONE},
        "trade_gem": s.trade_gem in {*GEMS, NONE},
        "trade_partner": s.trade_partner in {*seats, NONE},
        "altar": all(gem in {*GEMS, NONE} for gem in s.altar),
        "slots": all(gem in {*GEMS, NONE} for row in s.slots for gem in row),
        "held": all(gem in GEMS for gem in s.held) and len(s.held) <= 2,
        "took": s.took in (0, 1, 2),
        "used_slots": s.used_slots in range(4),
        "seats": all(seat in seats for seat in (s.current, s.first_player, s.opening_player)),
        "turn_in_round": s.turn_in_round in range(s.players + 1),  # players: the round is over
        "round": 1 <= s.round <= s.last_round,
        "winner_seat": s.winner_seat is None or s.winner_seat in seats,
    }
    return [name for name, ok in checks.items() if not ok]


def _turn_start_problems(s: GameState) -> list[str]:
    fresh = {"first_hex": s.first_hex == NONE, "spice_hex": s.spice_hex == NONE,
             "coriander_hex": s.coriander_hex == NONE, "trade_partner": s.trade_partner == NONE,
             "held": s.held == [], "took": s.took == 0, "used_slots": s.used_slots == 0,
             "spice_effect": s.spice_effect is None, "clove": not s.clove,
             "may_take_second": not s.may_take_second,
             "second_anywhere": not s.second_anywhere}
    return [name for name, ok in fresh.items() if not ok]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (2, 4), (4, 5)])
def test_every_field_holds_a_value_of_its_domain(players: int, seed: int) -> None:
    starts = 0
    for state, _ in random_steps(GameConfig(players=players, seed=seed), choice_seed=seed):
        assert _domain_problems(state) == [], (state.round, state.phase)
        if state.phase == Phase.TAKE and state.took == 0 and not state.is_over:
            starts += 1
            assert _turn_start_problems(state) == [], (state.round, state.current)
    assert starts >= 20


def test_a_new_game_starts_in_round_one_at_a_clean_turn() -> None:
    for players in (2, 3, 4):
        state = next(random_steps(GameConfig(players=players, seed=players), 0))[0]
        assert (state.round, state.turn_in_round, state.phase) == (1, 0, Phase.TAKE)
        assert _domain_problems(state) == []
        assert _turn_start_problems(state) == []


def test_coriander_used_or_passed_up_leaves_no_token_waiting() -> None:
    """Random games seldom reach Coriander's moves, so both ways out are played here."""
    for use in (True, False):
        state = build_position(altar={9: "yellow"}, spices={9: "reslot"},
                               slots={0: ("red", None)}, treasury={0: {"blue": 1}})
        state.apply(Take(9))
        state.apply(Place("yellow", "treasury"))
        assert state.phase == Phase.RESLOT
        assert state.coriander_hex == 9
        state.apply(state.legal_actions()[0] if use else SkipSpice())
        assert state.phase == Phase.SACRIFICE
        assert state.coriander_hex == NONE
        assert _domain_problems(state) == []


def test_a_state_made_from_a_config_alone_spells_none_the_same_way() -> None:
    """Before setup deals anything, a state is round 1 at a clean turn, every field in its
    domain: the "none" of a fresh state is the one every turn starts with."""
    for players in (2, 3, 4):
        fresh = GameState(GameConfig(players=players))
        assert (fresh.round, fresh.turn_in_round, fresh.current, fresh.first_player,
                fresh.opening_player, fresh.winner_seat) == (1, 0, 0, 0, 0, None)
        assert (fresh.pending_gem, fresh.trade_gem) == (NONE, NONE)
        assert _domain_problems(fresh) == []
        assert _turn_start_problems(fresh) == []
