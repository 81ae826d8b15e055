"""The look check: at 1280x800 and 1024x600, for 2-4 players, day and night, English
and Russian, the table draws no label or gem over another, and every spice token on the altar
stays in sight. The painter reports what it drew where (``Painter.drawn``); this reads that list.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest

from ganesha.data.look import Look, wearing
from ganesha.data.match import Match
from ganesha.data.vocabulary import speed_named
from ganesha.engine import GameConfig, new_game
from ganesha.ui.kit import gems
from ganesha.ui.table.scene import open_table
from tests.helpers.look import assert_table_draws_nothing_over_anything, draw, mid_game, overlaps

SIZES = ((1280, 800), (1024, 600))
def visible_share(token: pygame.Rect, covers: list[pygame.Rect]) -> float:
    """The share of a token's box that no gem box covers (sampled on a 10x10 grid)."""
    seen = 0
    for i in range(10):
        for j in range(10):
            point = (token.left + token.width * (i + 0.5) / 10,
                     token.top + token.height * (j + 0.5) / 10)
            seen += not any(c.collidepoint(point) for c in covers)
    return seen / 100


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    with wearing(Look(language=request.param)):
        yield request.param


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("players", "side"), [(2, "day"), (3, "night"), (4, "day"), (4, "night")])
def test_the_table_draws_nothing_over_anything(players: int, side: str,
                                               size: tuple[int, int], language: str) -> None:
    assert_table_draws_nothing_over_anything(players, side, size, language)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_spice_token_on_the_altar_is_in_sight(players: int, size: tuple[int, int]) -> None:
    for steps, seed in ((0, 4), (12, 5)):
        state = mid_game(players, "day", steps, seed)
        scene, _ = draw(state, size)
        tokens = [rect for kind, rect in scene.painter.drawn if kind == "spice_token"]
        assert len(tokens) == len(state.spice_tokens()) > 0
        gems_drawn = [rect for kind, rect in scene.painter.drawn if kind == "gem"]
        for token in tokens:
            # a gem may rest on part of its token, never on most of it
            assert visible_share(token, gems_drawn) >= 0.5, tuple(token)
        for a, b in combinations(tokens, 2):
            assert not a.colliderect(b)


def test_the_altar_is_the_big_board() -> None:
    """The altar's hexes are larger than the first table's (33 px at 1280x800) and its gems larger
    than the mandala's."""
    scene, _ = draw(mid_game(3, "day", 0, 1), (1280, 800))
    lay = scene.layout
    assert lay.hex_radius >= 37
    assert lay.gem_altar > lay.gem_mandala
    assert lay.altar_rect.left < lay.r_outer  # at the left, where the eye starts


def test_colour_blind_letters_do_not_crowd_the_mandala() -> None:
    with wearing(Look(colour_blind=True)):
        assert gems.colour_letter("red") == "R"  # the letters are on
        for size in SIZES:
            scene, _ = draw(mid_game(4, "night", 20, 6), size)
            assert not overlaps(scene.painter.drawn)


@pytest.mark.parametrize(("speed", "moves"), [("1", True), ("max", False)])
def test_legal_targets_breathe_except_at_instant_speed(speed: str, moves: bool) -> None:
    """The glow of the hexes one may take a second gem from pulses with the clock; at speed
    "instant" (``max``) the still table stays still."""
    state = new_game(GameConfig(players=3, seed=8))
    rng = random.Random(8)
    while not state.second_gem_hexes() and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.second_gem_hexes()  # a second gem to take: those hexes glow
    size = (1280, 800)
    surface = pygame.display.set_mode(size)
    scene = open_table(Match(state.config, ("human",) * 3), state, size, speed_named(speed))
    scene.update(2.0)
    altar = scene.layout.altar_rect
    pictures = []
    for clock in (0.0, 0.4):
        scene.clock = clock
        scene.draw(surface)
        pictures.append(pygame.image.tobytes(surface.subsurface(altar), "RGB"))
    assert (pictures[0] != pictures[1]) is moves
