"""A gem dropped on a Destiny slot while it is taken goes to that slot, even when an earlier gem
of the same colour was planned for the Treasury and then left the hand: taken from a Caraway
hex and dropped on the Treasury, swapped back onto the altar for a gem of another colour, then
taken again from there and dropped on slot 2, the red gem had gone to the Treasury (the stale
plan of the first drop placed it) and the slot stayed empty. Played with the mouse on a real
table."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ganesha.engine import GameState, Phase, Place, StopTaking, Swap, Take
from ganesha.ui.table.draw.highlights import treasury_ring
from ganesha.ui.table.draw.layout import altar_gem_point
from ganesha.ui.table.turns import TurnDriver
from tests.helpers.positions import find
from tests.helpers.table import Table


@pytest.fixture
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    yield
    pygame.display.quit()


def swap_and_take_back(state: GameState) -> tuple[int, int] | None:
    """(h, g): the player to move may take hex ``h``'s gem (Caraway on it), swap it onto hex
    ``g`` for a gem of another colour, and take it back from ``g`` as the second gem."""
    if state.phase != Phase.TAKE:
        return None
    gems = state.altar_gems()
    for h, effect in sorted(state.spice_tokens().items()):
        if effect != "swap" or Take(h) not in state.legal_actions():
            continue
        taken = state.clone()
        taken.apply(Take(h))
        for swap in taken.legal_actions():
            if isinstance(swap, Swap) and gems[swap.hex] != gems[h]:
                swapped = taken.clone()
                swapped.apply(swap)
                if Take(swap.hex) in swapped.legal_actions():
                    return h, swap.hex
    return None


def test_a_gem_dropped_on_slot_2_goes_there_after_a_caraway_swap(display: None) -> None:
    state = find(lambda s: swap_and_take_back(s) is not None)
    found = swap_and_take_back(state)
    assert found is not None
    h, g = found
    colour, other = state.altar_gems()[h], state.altar_gems()[g]
    seat = state.current_player
    table = Table(state, ["human", "human"])
    try:
        lay = table.layout
        table.drag(altar_gem_point(lay, h), treasury_ring(state, lay, "blue"))  # to the Treasury
        table.settle(1.0)
        assert state.phase == Phase.SPICE
        assert state.held_gems() == [colour]
        table.click(altar_gem_point(lay, g))  # Caraway: the taken gem swaps with this one
        table.settle(1.0)
        assert state.held_gems() == [other]
        table.drag(altar_gem_point(lay, g), lay.tiles[seat].slots[1].center)  # to slot 2
        table.settle(2.0)
        assert state.seat(seat).slots[1] == colour
        turn = state.history[-4:]
        assert turn[:3] == [Take(h), Swap(g), Take(g)]
        assert Place(colour, "slot2") in turn
        assert Place(colour, "treasury") not in turn
        assert state.held_gems() == [other]  # the gem swapped in was planned for nothing
    finally:
        table.close()


def test_no_more_plans_of_a_colour_are_kept_than_gems_of_it_in_hand() -> None:
    """One gem in hand keeps one plan: the first chosen for it."""
    state = find(lambda s: s.phase == Phase.SECOND and len(s.held_gems()) == 1)
    colour = state.held_gems()[0]
    driver = TurnDriver(state, ["human", "human"])
    driver.queue_placement(colour, "slot1")
    driver.queue_placement(colour, "treasury")
    driver.submit(StopTaking())
    assert state.held_gems() == [colour]
    assert driver.planned == ((colour, "slot1"),)
