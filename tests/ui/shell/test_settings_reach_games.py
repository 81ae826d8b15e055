"""Every setting a game feels reaches the game, by every route a game starts from the menus: the
player changes it on the Settings screen by clicks (from the title, or from the pause menu before
a rematch), starts a game by New game (after an earlier game, whose choices New game remembers),
Continue, Learn to play or Rematch (or resumes the game it was changed in), and the game shows
it: its spice tokens, its language, its text size, the colour-blind letters on its gems, its
speed, reduced motion and mute. The command line's route is in test_command_line_settings.py.

Spice tokens belong to a game's rules: a game under way (resumed or continued) and the lesson
keep their own; every new game (New game, Rematch) follows the setting."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from ganesha.data import i18n
from ganesha.data.look import wearing
from ganesha.engine import COLOURS
from ganesha.store.settings import load_settings, settings_path
from ganesha.ui.kit import gems, motion, type_scale
from ganesha.ui.table.scene import TableScene
from tests.helpers.menu_app import AppOnScreen, MakeApp, frames, key, table_of
from tests.helpers.settings_routes import (
    CHANGES,
    change_from_title,
    click,
    control,
    pause_and_change,
    press,
    rematch_after_changing,
    save_and_quit,
    start_from_new_game,
)

Route = Callable[[AppOnScreen, str, Any], TableScene]


def by_new_game(app: AppOnScreen, name: str, value: Any) -> TableScene:
    start_from_new_game(app)  # an earlier game: New game opens with its choices
    save_and_quit(app)
    change_from_title(app, name, value)
    return start_from_new_game(app)


def by_continue(app: AppOnScreen, name: str, value: Any) -> TableScene:
    start_from_new_game(app)
    save_and_quit(app)
    change_from_title(app, name, value)
    press(app, "continue")
    return table_of(app)


def by_lesson(app: AppOnScreen, name: str, value: Any) -> TableScene:
    change_from_title(app, name, value)
    press(app, "lesson")
    return table_of(app)


def by_resuming(app: AppOnScreen, name: str, value: Any) -> TableScene:
    """The game under way itself: changed in its pause menu, then Resume."""
    table = start_from_new_game(app)
    pause_and_change(app, name, value)
    return table


ROUTES: dict[str, Route] = {"new_game": by_new_game, "continue": by_continue,
                            "lesson": by_lesson, "rematch": rematch_after_changing,
                            "resume": by_resuming}
#: The routes whose game keeps its own spice tokens: a game under way, and the lesson's.
KEEP_THEIR_SPICES = {"continue", "lesson", "resume"}


def is_russian(text: str) -> bool:
    return any("а" <= ch <= "я" for ch in text.lower())


def check_feels(name: str, route: str, app: AppOnScreen, table: TableScene,
                heard: list[str]) -> None:
    """The game ``table`` shows setting ``name`` as changed to :data:`CHANGES` (``heard``: the
    effects played before the last frames)."""
    if name == "spices":
        assert table.state.config.spices is (route in KEEP_THEIR_SPICES)
    elif name == "language":
        assert i18n.language() == "ru"
        assert is_russian(table.controller.prompt())
    elif name == "text_size":
        assert type_scale.text_factor() == 1.5
        assert table.layout.bar_rows == 2  # the bar's buttons wrap for the larger text
    elif name == "colour_blind":
        assert all(gems.colour_letter(colour) for colour in COLOURS)
    elif name == "animation_speed":
        assert table.speed.key == "fast"
    elif name == "reduced_motion":
        assert motion.reduced()
    else:
        assert not app.sounds.enabled
        assert not app.music.enabled
        assert app.sounds.played == heard  # the last frames' moves, if any, were silent


#: The everyday sample: spice tokens by every route (the one setting whose effect depends on the
#: route), and every other setting by one route, each route taken at least twice.
DAILY = [("spices", route) for route in ROUTES] + [
    ("language", "continue"), ("text_size", "new_game"), ("colour_blind", "rematch"),
    ("animation_speed", "lesson"), ("reduced_motion", "resume"), ("sound", "rematch")]
#: Every setting by every route, for the full run.
EVERY = [(name, route) for name in CHANGES for route in ROUTES if (name, route) not in DAILY]


def check_reaches(app: AppOnScreen, name: str, route: str) -> None:
    """Change ``name`` and start a game by ``route``: the settings are applied and saved, and
    the game feels the change."""
    table = ROUTES[route](app, name, CHANGES[name])
    assert app.settings == app.applied
    assert getattr(app.settings, name) == CHANGES[name]
    heard = list(app.sounds.played)
    frames(app, 3)  # the table draws, and an AI seat may move
    with wearing(app.look):  # what the app's frames are drawn in
        check_feels(name, route, app, table, heard)


def test_the_sample_covers_every_setting_and_route() -> None:
    assert {name for name, _ in DAILY} == set(CHANGES)
    assert {route for _, route in DAILY} == set(ROUTES)


@pytest.mark.parametrize(("name", "route"), DAILY)
def test_a_changed_setting_reaches_the_game(make_app: MakeApp, name: str, route: str) -> None:
    check_reaches(make_app(), name, route)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "route"), EVERY)
def test_a_changed_setting_reaches_the_game_by_every_route(make_app: MakeApp, name: str,
                                                          route: str) -> None:
    check_reaches(make_app(), name, route)


def test_colour_letters_follow_the_language_of_a_continued_game(make_app: MakeApp) -> None:
    """Colour-blind letters are in the player's language, also when the language changed while
    the game was saved and left."""
    app = make_app()
    change_from_title(app, "colour_blind", True)
    start_from_new_game(app)
    with wearing(app.look):
        assert gems.colour_letter("red") == "R"
    save_and_quit(app)
    change_from_title(app, "language", "ru")
    press(app, "continue")
    frames(app)
    with wearing(app.look):
        assert gems.colour_letter("red") == i18n.colour_letters()["red"] == "К"


@pytest.mark.parametrize("how", ["key", "button"])
def test_the_speed_picked_at_the_table_is_the_setting(make_app: MakeApp, how: str) -> None:
    """The table's speed button and the - key change the animation speed setting: saved, shown
    by Settings, and the next game starts at it."""
    app = make_app()  # at the instant speed
    table = start_from_new_game(app)
    if how == "key":
        key(app, pygame.K_MINUS)  # one step slower
    else:
        click(app, table.layout.speed_button.center)  # one step on, wrapping to the slowest
    frames(app)
    picked = table.speed.key
    assert picked != "instant"
    assert app.settings.animation_speed == picked
    assert load_settings(settings_path())[0].animation_speed == picked
    save_and_quit(app)
    press(app, "settings")
    assert control(app, "animation_speed").value == picked
    press(app, "done")
    assert start_from_new_game(app).speed.key == picked


def test_the_speed_picked_in_the_lesson_is_the_setting(make_app: MakeApp) -> None:
    app = make_app()
    press(app, "lesson")
    table = table_of(app)
    key(app, pygame.K_MINUS)
    frames(app)
    assert table.speed.key != "instant"
    assert app.settings.animation_speed == table.speed.key
