"""Positions the tests start from: found by playing seeded random games until one fits."""

from __future__ import annotations

from collections.abc import Callable

from ganesha.ai import make_player
from ganesha.engine import EndTurn, GameConfig, GameState, Phase, Place, Take, new_game
from ganesha.engine.boards import ADJACENT


def plain_hex(state: GameState) -> int:
    """A hex with a gem and no spice token (so taking it goes straight on)."""
    spices = state.spice_tokens()
    return next(h for h in sorted(state.altar_gems()) if h not in spices)


def two_gem_position() -> tuple[GameState, int, int, int]:
    """A seeded game in which the player to move holds a slot gem whose colour is on the altar,
    with a legal second gem and (for the refusal) a gem that is not adjacent."""
    for seed in range(200):
        state = new_game(GameConfig(players=2, seed=seed, spices=False))
        # each player takes the first gem and keeps it in Destiny slot 1
        for _ in range(2):
            state.apply(Take(plain_hex(state)))
            state.apply(next(a for a in state.legal_actions() if isinstance(a, Place)
                             and a.target == "slot1"))
            state.apply(EndTurn())
        slot = state.seat(state.current_player).slots[0]
        for h, colour in state.altar_gems().items():
            if colour != slot:
                continue
            probe = state.clone()
            probe.apply(Take(h))
            if probe.phase != Phase.SECOND:
                continue
            allowed = set(probe.second_gem_hexes())
            far = [g for g in probe.altar_gems() if g not in allowed and g not in ADJACENT[h]]
            if allowed and far:
                return state, h, sorted(allowed)[0], far[0]
    raise AssertionError("no two-gem position found")


def find(wanted: Callable[[GameState], bool], spices: bool = True) -> GameState:
    """The first position of a few seeded random 2-player games that is ``wanted``."""
    for seed in range(300):
        state = new_game(GameConfig(players=2, seed=seed, spices=spices))
        bots = [make_player("random", seed * 7 + k) for k in range(2)]
        while not state.is_over:
            if wanted(state):
                return state
            state.apply(bots[state.current_player].choose(state))
    raise AssertionError("no such position")


def find_position(accept: Callable[[GameState], bool], players: int = 2,
                  seeds: range = range(400)) -> GameState:
    """The first position of random seeded games (spices on) that ``accept`` takes."""
    for seed in seeds:
        state = new_game(GameConfig(players=players, seed=seed, spices=True))
        player = make_player("random", seed)
        while not state.is_over:
            if accept(state):
                return state
            state.apply(player.choose(state.clone()))
    raise AssertionError("no such position in the seeds tried")
