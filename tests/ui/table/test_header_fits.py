"""The header's title ends before the bag at every window size and text size, even the longest
one (the Russian final stage in a 1024x600 window at 150 %), where the bag's caption already
gave up its room."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.data import i18n
from ganesha.engine import GameConfig, GameState, new_game
from ganesha.ui.kit import type_scale
from tests.helpers.table import AppTable


def final_stage() -> GameState:
    """A random game's first position of the final stage."""
    state = new_game(GameConfig(players=2, seed=4, spices=True))
    bots = [make_player("random", k) for k in range(2)]
    while not state.final_stage:
        state.apply(bots[state.current_player].choose(state))
    return state


@pytest.fixture
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    yield
    pygame.display.quit()
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
@pytest.mark.parametrize("percent", [100, 150])
def test_the_final_stage_title_ends_before_the_bag(display: None, language: str,
                                                   size: tuple[int, int], percent: int) -> None:
    i18n.set_language(language)
    type_scale.set_text_size(percent)
    table = AppTable(final_stage(), ("human", "human"), size)
    table.frame(3)
    lay = table.scene.layout
    titles = [rect for kind, rect in table.scene.painter.drawn
              if kind == "label" and lay.header.contains(rect) and rect.left < lay.bag[0]]
    assert titles, "no title in the header"
    bag_left = lay.bag[0] - lay.px(36) / 2
    assert max(rect.right for rect in titles) <= bag_left, (language, size, percent)
