"""A player's "+N" rises under the score it changes and never over Ganesha's drum on a tile."""

from __future__ import annotations

import random

import pytest

from ganesha.engine import GameConfig, new_game
from ganesha.ui.kit.shapes import drum_rect
from tests.helpers.table import TableFactory
from tests.helpers.worn import worn


@pytest.mark.slow  # a whole game's score pops, at two text sizes
@pytest.mark.parametrize("percent", [100, 150])
def test_the_score_pop_keeps_clear_of_the_drum(table_factory: TableFactory, percent) -> None:
    with worn(text_size=percent):
        table = table_factory(new_game(GameConfig(players=3, seed=4, spices=True)))
        rng = random.Random(1)
        seen = 0
        while seen < 4 and not table.controller.state.is_over:
            scores = list(table.controller.state.scores)
            table.controller.submit(rng.choice(table.controller.state.legal_actions()))
            lay, animator = table.layout, table.scene.effects.animator
            drums = [drum_rect(tile.drum, lay.drum_px) for tile in lay.tiles]
            scored = table.controller.state.scores != scores
            for _ in range(150 if scored else 1):
                table.frame()
                for box in animator.pop_rects(table.scene.text):
                    assert box.collidelist(drums) == -1, (box, drums)
                    seen += scored
        assert seen >= 4  # score pops were drawn and checked
