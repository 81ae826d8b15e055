"""The table from the keyboard alone: the focus ring visits what may be used now, Enter picks up,
drops and presses; whole turns can be played without the mouse."""

from __future__ import annotations

import pygame

from ganesha.engine import Take
from ganesha.ui.table.intents import AltarGem, ToSlot, ToTreasury
from tests.helpers.table import TableFactory


def key(table, k, mod=0):
    table.send(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def test_pick_and_drop_with_enter(table_factory: TableFactory) -> None:
    table = table_factory(players=2, seed=6, first_player=0)
    scene, state = table.scene, table.state
    key(table, pygame.K_RIGHT)                  # the first key only shows the ring
    assert scene.input.focus.active
    assert scene.input.focus.index == 0
    kind, data, _, _ = scene.input.focus_items()[0]
    assert kind == "piece"
    assert isinstance(data, AltarGem)
    key(table, pygame.K_RETURN)
    assert scene.input.selected == data
    kinds = [item.data for item in scene.input.focus_items()]
    assert kinds[:3] == [ToSlot(0), ToSlot(1), ToTreasury()]
    key(table, pygame.K_RIGHT)                  # slot 2
    key(table, pygame.K_RETURN)
    table.settle(2)
    assert any(isinstance(a, Take) for a in state.history)
    assert state.seat(0).slots[1] is not None


def test_whole_turns_by_keyboard(table_factory: TableFactory) -> None:
    table = table_factory(players=2, seed=8, first_player=0)
    state = table.state
    for seat in (0, 1):
        presses = 0
        while state.turn_player == seat and presses < 40:
            key(table, pygame.K_RETURN)
            table.settle(0.5)
            presses += 1
        assert state.turn_player != seat, f"seat {seat} could not finish its turn by keyboard"


def test_backspace_puts_the_piece_down_and_the_mouse_hides_the_ring(
        table_factory: TableFactory) -> None:
    table = table_factory(players=2, seed=6, first_player=0)
    scene = table.scene
    key(table, pygame.K_RETURN)                 # Enter acts at once: the first gem is picked up
    assert scene.input.selected is not None
    key(table, pygame.K_BACKSPACE)
    assert scene.input.selected is None
    table.send(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    assert not scene.input.focus.active
