"""A hint's gem bound for a Destiny slot that holds a gem now: both can be read. The ghost is a
badge on the slot's corner, not a translucent gem over the real one (which only mixed their
colours), and the real gem's middle is drawn as without the hint (a dashed arrow aside)."""

from __future__ import annotations

import math

import pygame
import pytest

from ganesha.engine import Place, Take
from ganesha.engine.positions import build_position
from tests.helpers.table import Table, TableFactory


def occupied_slot_plan(table_factory: TableFactory) -> tuple[Table, tuple[Take, Place]]:
    """Asha's slot 1 holds red; the plan takes the yellow of hex 10 and puts it there."""
    state = build_position(altar={9: "yellow", 4: "green"}, slots={0: ("red", "blue")})
    return table_factory(state), (Take(9), Place("yellow", "slot1"))


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_a_hint_onto_an_occupied_slot_leaves_the_real_gem_readable(
        table_factory: TableFactory, size: tuple[int, int]) -> None:
    table, plan = occupied_slot_plan(table_factory)
    table.surface = pygame.display.set_mode(size)
    table.scene.resize(size)
    table.frame(3)
    lay = table.layout
    slot = lay.tiles[0].slots[0]
    gem = lay.token_size(("slot", 0, 0))
    middle = pygame.Rect(0, 0, gem // 2, gem // 2)
    middle.center = slot.center
    plain = table.surface.subsurface(middle).copy()
    table.scene.shown_plan = plan
    table.frame(3)
    drawn = table.scene.painter.drawn
    badges = [r for kind, r in drawn if kind == "ghost_badge"]
    assert len(badges) == 1, drawn
    badge = badges[0]
    assert badge.centerx > slot.centerx  # on its upper right corner
    assert badge.centery < slot.centery
    assert not badge.collidepoint(slot.center)
    assert not [r for kind, r in drawn if kind == "ghost"
                and math.dist(r.center, slot.center) < gem / 4], "a ghost over the real gem"
    shown = table.surface.subsurface(middle)
    differing = sum(plain.get_at((x, y)) != shown.get_at((x, y))
                    for x in range(middle.width) for y in range(middle.height))
    # at most the thin dashed arrow of the take may cross it (a ghost over it changed it all)
    assert differing <= middle.width * middle.height // 8, \
        f"{differing} of {middle.width * middle.height} pixels of the real gem's middle changed"
    arrows = [r for kind, r in drawn if kind == "ghost_arrow"]
    assert len(arrows) == 3  # hex → Taken, Taken → slot 1, red pushed → the Treasury
    assert table.state.seat(0).slots == ("red", "blue")  # a hint, not a move


def test_a_hint_onto_an_empty_slot_stands_in_it(table_factory: TableFactory) -> None:
    state = build_position(altar={9: "yellow"}, slots={0: (None, "blue")})
    table = table_factory(state)
    table.scene.shown_plan = (Take(9), Place("yellow", "slot1"))
    table.frame(3)
    drawn = table.scene.painter.drawn
    slot = table.layout.tiles[0].slots[0]
    assert not any(kind == "ghost_badge" for kind, _ in drawn)
    assert [r for kind, r in drawn if kind == "ghost" and math.dist(r.center, slot.center) < 3]
