"""The take prompt in Russian names the colours a two-gem take may start with in a sentence
that stays grammatical for every colour: the colour word stands where its dictionary
(nominative, masculine) form belongs, agreeing with «камень»."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ganesha.data.look import Look, wearing
from ganesha.engine import COLOURS, GameState, Phase
from ganesha.ui.kit.text import colour_name
from ganesha.ui.table.words.prompts import prompt, two_gem_starts
from tests.helpers.positions import find_position


@pytest.fixture
def russian() -> Iterator[None]:
    with wearing(Look(language="ru")):
        yield


def starting_with(colour: str) -> GameState:
    """A position where a two-gem take may start with ``colour``."""
    return find_position(lambda s: s.phase == Phase.TAKE and colour in two_gem_starts(s))


@pytest.mark.parametrize("colour", COLOURS)
def test_every_colour_reads_as_a_nominative_after_on(colour, russian):
    state = starting_with(colour)
    starts = two_gem_starts(state)
    words = [colour_name(c) for c in starts]
    assert all(w.endswith(("ый", "ий")) for w in words)  # masculine, nominative: as «камень»
    line = prompt(state, human=True)
    assert f"если он {' или '.join(words)}," in line
    assert "цвета" not in line  # never «начиная с цвета красный»
    assert colour_name(colour) in line
