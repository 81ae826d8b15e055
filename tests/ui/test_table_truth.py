"""Every sentence the table shows is true: whole games played through a real table, each state's
prompt, tile stories, spice guide, score pops, log and hand-over held against the engine (the
oracle is tests/ui/truth.py). The everyday games are few and short; more under ``slow``."""

from __future__ import annotations

import random

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.ai.random_player import RandomPlayer
from ganesha.engine import GameConfig, new_game
from tests.ui.truth import Oracle, play


def _game(table_factory, seed: int, players: int = 2, side: str = "night", *,
          hand_over: bool = False, speed: str = "1", size: tuple[int, int] | None = None,
          policy: str = "random", limit: int | None = None) -> Oracle:
    state = new_game(GameConfig(players=players, side=side, spices=True, seed=seed))
    table = table_factory(state)
    if size is not None:  # a smaller window: less room for the tiles' stories
        table.surface = pygame.display.set_mode(size)
        table.scene.resize(size)
    table.scene.set_speed(table.scene.speed if speed == "1" else _instant())
    table.controller.hand_over = hand_over
    oracle = Oracle(table)
    player = RandomPlayer(seed) if policy == "random" else make_player(policy, seed)
    play(table, oracle, player.choose, random.Random(seed), limit=limit)
    oracle.check_pops()
    return oracle


def _instant():
    from ganesha.data.vocabulary import SPEEDS
    return next(s for s in SPEEDS if s.instant)


def test_a_two_player_game_says_only_what_happened(table_factory) -> None:
    oracle = _game(table_factory, 1987597469, size=(1024, 640))
    assert not oracle.failures, "\n".join(oracle.failures)


def test_a_three_player_game_opening_says_only_what_happened(table_factory) -> None:
    oracle = _game(table_factory, 11, players=3, side="day", policy="easy", limit=70)
    assert not oracle.failures, "\n".join(oracle.failures)


def test_hot_seat_hand_over_promises_only_what_it_shows(table_factory) -> None:
    oracle = _game(table_factory, 5, hand_over=True, limit=40)
    assert not oracle.failures, "\n".join(oracle.failures)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_many_games_say_only_what_happened(table_factory, seed: int) -> None:
    players = 2 + seed % 3
    oracle = _game(table_factory, 1000 + seed, players=players,
                   side=("day", "night")[seed % 2], hand_over=seed % 2 == 0,
                   policy=("random", "easy")[seed // 3],
                   size=((1024, 600), (1280, 800), (1600, 900))[seed % 3])
    assert not oracle.failures, "\n".join(oracle.failures)


@pytest.mark.slow
def test_an_instant_hot_seat_game_promises_no_replay(table_factory) -> None:
    oracle = _game(table_factory, 77, hand_over=True, speed="instant", limit=60)
    assert not oracle.failures, "\n".join(oracle.failures)
