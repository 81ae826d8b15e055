"""Hover help at the table: spice tokens, Destiny slots, the Treasury, mandala slots, the drum,
pawns, Ganesha and the bag explain themselves, in the player's language, after a short rest."""

from __future__ import annotations

import pygame

from ganesha.ui.table.words.tooltips import tooltip_at
from tests.helpers.table import Point, Table, TableFactory
from tests.helpers.worn import worn


def tip(table: Table, pos: Point) -> str | None:
    """The help at ``pos`` of the table as it stands (pawns where the effects show them)."""
    pawns = [t.value for t in table.scene.effects.pawns]
    return tooltip_at(table.state, table.layout, pawns, pos)


def tip_text(table: Table, pos: Point) -> str:
    """The help at ``pos``, which must have some."""
    text = tip(table, pos)
    assert text is not None, pos
    return text


def test_each_part_of_the_table_explains_itself(table_factory: TableFactory) -> None:
    table = table_factory(players=2, seed=6)
    state, lay = table.state, table.layout
    hex_, effect = next(iter(state.spice_tokens().items()))
    assert tip_text(table, lay.hex_centres[hex_]).startswith(
        {"remove_last": "Cardamom", "swap": "Caraway", "reslot": "Coriander", "trade": "Ginger",
         "point": "Cinnamon", "any_sacrifice": "Clove", "gamble": "Red Pepper",
         "redraw": "Black Pepper"}[effect])
    tile = lay.tiles[0]
    assert tip_text(table, tile.slots[1].center).startswith("Destiny slot 2")
    treasury = (tile.treasury_rect.centerx, tile.treasury_rect.bottom - 3)
    assert tip_text(table, treasury).startswith("Treasury")
    first = lay.tiles[state.first_player]
    assert tip_text(table, first.drum).startswith("Ganesha's drum")
    assert tip(table, tile.pawn) == "Asha: 0 points"
    assert tip(table, lay.slot_pos[0][0]) == "red slot 1 of 8: scores 5"
    assert tip_text(table, lay.centre).startswith("Ganesha:")
    assert tip(table, lay.bag) == f"The bag: {state.bag_count} gems"
    assert tip(table, (1, 1)) is None


def test_the_tooltip_shows_after_a_rest_in_russian(table_factory: TableFactory) -> None:
    with worn(language="ru"):
        table = table_factory(players=2, seed=6)
        pos = tuple(round(v) for v in table.layout.centre)
        table.send(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
        assert table.scene.input.hover == pos
        assert table.scene.input.hover_still < 0.45
        table.frame(40)  # about 0.7 s: the help is drawn
        assert tip_text(table, pos).startswith("Ганеша:")
