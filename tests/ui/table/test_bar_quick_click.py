"""A quick click on the bar is never lost: the pointer arrives on a button and presses in the
same frame, the preview of that button's points appears (End turn becomes the suggestion, so the
bar is laid out again), and the release in the next frame still presses the button."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ganesha.engine import GameState, Sacrifice
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.table.words.prompts import scoring_moves
from tests.helpers.positions import find as seeded_position
from tests.helpers.table import Table

YELLOW = Sacrifice(None, "yellow")


def yellow_scores(state: GameState) -> bool:
    """Place yellow scores more than ending the turn (and no Clove changes what it places)."""
    return not state.clove and YELLOW in scoring_moves(state)


@pytest.fixture
def table() -> Iterator[Table]:
    """A hot-seat table where Place yellow scores and nobody has looked at it yet."""
    pygame.display.init()
    pygame.font.init()
    made = Table(seeded_position(yellow_scores), ["human", "human"])
    yield made
    made.close()
    pygame.display.quit()


def bar(table: Table, label: str) -> Button:
    return next(b for b in table.scene.buttons if b.label == label)


def post(table: Table, kind: int, pos: tuple[int, int]) -> None:
    """One mouse event, handled without a frame after it (the window delivers several in one)."""
    data = {"button": 1} if kind != pygame.MOUSEMOTION else {"rel": (0, 0),
                                                             "buttons": (0, 0, 0)}
    table.stack.process_event(pygame.event.Event(kind, pos=pos, **data))


def test_a_press_made_as_the_preview_appears_is_released_on_the_same_button(
        table: Table) -> None:
    state: GameState = table.state
    yellow = bar(table, "Place yellow")
    assert yellow.primary
    assert not bar(table, "End turn").primary
    known = len(state.history)
    at = yellow.rect.center
    post(table, pygame.MOUSEMOTION, at)  # arrives and presses in one frame
    post(table, pygame.MOUSEBUTTONDOWN, at)
    table.frame(2)  # the preview of its points shows: End turn is the suggestion now
    assert bar(table, "End turn").primary
    assert not bar(table, "Place yellow").primary
    assert len(state.history) == known
    post(table, pygame.MOUSEBUTTONUP, at)
    table.frame()
    assert YELLOW in state.history[known:]


def test_the_bar_keeps_each_button_while_its_command_stays(table: Table) -> None:
    """Laid out again for a new suggestion, the bar is the same buttons (the one under the
    pointer stays lit); a button whose command changes is a new one (a disabled one has none:
    nothing can be pressed or lit on it)."""
    before = list(table.scene.buttons)
    suggested = [b.primary for b in before]
    at = bar(table, "Place yellow").rect.center
    table.send(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
    table.frame(2)
    after = table.scene.buttons
    assert [b.primary for b in after] != suggested  # laid out again
    assert [id(b) for b in after if b.enabled] == [id(b) for b in before if b.enabled]
    assert sum(b.enabled for b in after) >= 3  # Keep one gem or End turn, Place yellow, Hint
    assert bar(table, "Place yellow").hover
    table.send(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    table.send(pygame.MOUSEBUTTONUP, pos=at, button=1)
    table.frame(2)
    undo = next(b for b in table.scene.buttons if b.label.startswith("Undo"))
    assert undo.enabled
    assert undo not in before  # Undo had no command before the offering; now it has one
