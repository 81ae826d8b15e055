"""The New game screen says how strong each offered level is, from the ratings file."""

from __future__ import annotations

import pytest

from ganesha.ai import OFFERED_LEVELS
from ganesha.data import ratings
from ganesha.ui.menus.new_game import rating_words
from tests.helpers.worn import worn


@pytest.mark.parametrize("level", OFFERED_LEVELS)
def test_every_offered_level_has_its_strength_in_words(level: str) -> None:
    words = rating_words(level)
    rated = ratings.ratings()[level]
    assert f"Rating {round(rated.rating)}" in words
    match = rated.against
    assert match is not None  # every offered level beat the level below it in the ladder
    n, m = ratings.in_words(match.win_rate)
    assert f"about {n} game{'s' if n != 1 else ''} in {m} against {match.weaker}" in words


def test_the_words_are_russian_with_russian_plurals() -> None:
    with worn(language="ru"):
        words = rating_words("expert")
        assert words.startswith("Рейтинг ")
        assert "3 партии из 4" in words
