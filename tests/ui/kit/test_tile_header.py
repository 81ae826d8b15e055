"""A tile's name keeps clear of the tile's top edge at every text size (at 150 % its letters
had touched it), and the seat kind under it keeps clear of the name."""

from __future__ import annotations

import pytest

from ganesha.engine import GameConfig, new_game
from tests.helpers.look import draw
from tests.helpers.worn import worn


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_tiles_name_keeps_clear_of_its_top_edge(players, percent, size) -> None:
    with worn(text_size=percent):
        scene, _ = draw(new_game(GameConfig(players=players, seed=3)), size)
        try:
            lay = scene.layout
            for tile in lay.tiles:
                labels = sorted((r for kind, r in scene.painter.drawn  # the name and seat kind
                                 if kind == "label" and tile.rect.contains(r)
                                 and abs(r.left - tile.name[0]) <= lay.px(3)), key=lambda r: r.top)
                name, kind = labels[0], labels[1]
                assert name.top - tile.rect.top >= lay.px(5), (name, tile.rect)
                assert not name.colliderect(kind), (name, kind)
        finally:
            scene.close()
