"""Fixtures the table's tests share."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from ganesha.engine import GameState
from tests.helpers.table import Table


@pytest.fixture
def people_tables() -> Iterator[Callable[[GameState], Table]]:
    """Makes hot-seat tables (two people) on given positions, each closed at the test's end."""
    pygame.display.init()
    pygame.font.init()
    made: list[Table] = []

    def make(state: GameState) -> Table:
        table = Table(state, ["human", "human"])
        made.append(table)
        return table

    yield make
    for table in made:
        table.close()
    pygame.display.quit()
