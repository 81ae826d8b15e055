"""Hover help at the table: spice tokens, Destiny slots, the Treasury, mandala slots, the drum,
pawns, Ganesha and the bag explain themselves, in the player's language, after a short rest."""

from __future__ import annotations

import pygame

from ganesha import i18n
from ganesha.ui.tooltips import tooltip_at


def test_each_part_of_the_table_explains_itself(table_factory):
    table = table_factory(players=2, seed=6)
    state, lay = table.state, table.layout
    hex_, effect = next(iter(state.spice_tokens().items()))
    assert tooltip_at(table.scene, lay.hex_centres[hex_]).startswith(
        {"remove_last": "Cardamom", "swap": "Caraway", "reslot": "Coriander", "trade": "Ginger",
         "point": "Cinnamon", "any_sacrifice": "Clove", "gamble": "Red Pepper",
         "redraw": "Black Pepper"}[effect])
    tile = lay.tiles[0]
    assert tooltip_at(table.scene, tile.slots[1].center).startswith("Destiny slot 2")
    treasury = (tile.treasury_rect.centerx, tile.treasury_rect.bottom - 3)
    assert tooltip_at(table.scene, treasury).startswith("Treasury")
    first = lay.tiles[state.first_player]
    assert tooltip_at(table.scene, first.drum).startswith("Ganesha's drum")
    assert tooltip_at(table.scene, tile.pawn) == "Asha: 0 points"
    assert tooltip_at(table.scene, lay.slot_pos[0][0]) == "red slot 1 of 8: scores 5"
    assert tooltip_at(table.scene, lay.centre).startswith("Ganesha:")
    assert tooltip_at(table.scene, lay.bag) == f"The bag: {state.bag_count} gems"
    assert tooltip_at(table.scene, (1, 1)) is None


def test_the_tooltip_shows_after_a_rest_in_russian(table_factory):
    i18n.set_language("ru")
    try:
        table = table_factory(players=2, seed=6)
        pos = tuple(round(v) for v in table.layout.centre)
        table.send(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
        assert table.scene.hover == pos and table.scene.hover_still < 0.45
        table.frame(40)  # about 0.7 s: the help is drawn
        assert tooltip_at(table.scene, pos).startswith("Ганеша:")
    finally:
        i18n.set_language("en")
