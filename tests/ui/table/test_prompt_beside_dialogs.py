"""The line under the mandala says what an open choice box is for, so it stays readable while
the box is open: the box stands clear of the prompt's words (Cinnamon's box in Russian at
1024x600 had covered the start of «Примените специю или пропустите»), at both table sizes, at
100, 125 and 150 % text, in both languages. Coriander's list of moves is left out: with nine
moves it is taller than the window above the bar, so no place clears the prompt's row."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ganesha.data.match import Match
from ganesha.ui.table.scene import open_table
from tests.helpers.dialog_positions import KINDS, colour_choice, dialog_positions
from tests.helpers.worn import worn

SIZES = [(1280, 800), (1024, 600)]


@pytest.fixture(scope="module")
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    yield
    pygame.display.quit()


def _prompt_words_and_box(kind: str, size: tuple[int, int]
                          ) -> tuple[list[pygame.Rect], pygame.Rect | None]:
    """The prompt's drawn words and the open box's rect, on a real table at the position
    that asks ``kind``."""
    state = dialog_positions(2)[kind].snapshot()
    seats = tuple("human" if s == state.current_player else "medium" for s in range(2))
    surface = pygame.display.set_mode(size)
    table = open_table(Match(state.config, seats), state, size)
    try:
        if kind == "colour":
            table.controller.choice = list(colour_choice(table.state))
        for _ in range(3):
            table.update(1.0)  # past every fade: the resting table with its box
        table.draw(surface)
        ribbon = table.layout.prompt_rect
        words = [rect for what, rect in table.painter.drawn
                 if what == "label" and ribbon.contains(rect)]
        return words, table.dialog.rect.copy() if table.dialog is not None else None
    finally:
        table.close()


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ru"])
def test_an_open_choice_box_leaves_the_prompt_readable(display: None, language: str,
                                                      size: tuple[int, int],
                                                      percent: int) -> None:
    with worn(language=language, text_size=percent):
        for kind in KINDS:
            if kind == "reslot":
                continue
            words, box = _prompt_words_and_box(kind, size)
            assert box is not None, kind
            assert len(words) == 1, (kind, words)  # the prompt, one block of words
            assert not box.colliderect(words[0]), (kind, tuple(box), tuple(words[0]))
