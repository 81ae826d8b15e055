"""The player's look: a frozen value checked as it is made, worn only for the extent of a
``with`` (nested ones restore the outer look, an exception too), and read by the translations,
the type scale, motion and the gems' letters."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pygame
import pytest

from ganesha.data import i18n
from ganesha.data.look import Look, current, wearing
from ganesha.store.settings import Settings
from ganesha.ui.kit import gems, motion, type_scale


def test_outside_every_with_the_look_is_english_at_100_percent_with_motion_and_shapes() -> None:
    assert current() == Look(language="en", text_size=100, reduced_motion=False,
                             colour_blind=False)
    assert i18n.translate("End turn") == "End turn"
    assert type_scale.style("body").px() == 16
    assert not motion.reduced()
    assert gems.colour_letter("red") == ""


def test_a_look_names_what_it_refuses() -> None:
    with pytest.raises(ValueError, match="unknown language 'de'"):
        Look(language="de")
    with pytest.raises(ValueError, match="text size 110 % is not offered"):
        Look(text_size=110)
    with pytest.raises(FrozenInstanceError):
        Look().language = "ru"  # type: ignore[misc]


def test_the_settings_look_is_theirs() -> None:
    settings = Settings(language="ru", text_size=125, reduced_motion=True, colour_blind=True)
    assert settings.look() == Look("ru", 125, reduced_motion=True, colour_blind=True)
    assert Settings().look() == Look()


def test_everything_drawn_inside_a_with_is_in_its_look() -> None:
    with wearing(Look(language="ru", text_size=150, reduced_motion=True,
                      colour_blind=True)) as look:
        assert current() is look
        assert i18n.language() == "ru"
        assert i18n.translate("End turn") == "Закончить ход"
        assert type_scale.style("body").px() == 24
        assert type_scale.text_factor() == 1.5
        assert type_scale.grown(40) == 60
        assert motion.reduced()
        assert gems.colour_letter("red") == "К"
    assert current() == Look()


def test_an_inner_with_gives_way_to_the_outer_look_even_after_an_error() -> None:
    outer, inner = Look(language="ru"), Look(text_size=150)
    seen = []

    def failing_frame() -> None:
        with wearing(inner):
            seen.append(current())
            raise RuntimeError("a screen failed while drawing")

    with wearing(outer):
        with pytest.raises(RuntimeError, match="failed while drawing"):
            failing_frame()
        assert current() is outer
    assert seen == [inner]
    assert current() == Look()


def test_a_gem_drawn_in_one_look_is_not_shown_in_another() -> None:
    pygame.display.init()
    plain = gems.gem_surface("green", 40)
    with wearing(Look(colour_blind=True)):
        lettered = gems.gem_surface("green", 40)
    with wearing(Look(language="ru", colour_blind=True)):
        russian = gems.gem_surface("green", 40)
    pictures = {pygame.image.tobytes(surface, "RGBA") for surface in (plain, lettered, russian)}
    assert len(pictures) == 3  # none, "G" and "З"
    assert gems.gem_surface("green", 40) is plain  # cached by its letter, not cleared
