"""Every setting a game feels reaches the game, by every route a game starts from the menus: the
player changes it on the Settings screen by clicks (from the title, or from the pause menu before
a rematch), starts a game by New game (after an earlier game, whose choices New game remembers),
Continue, Learn to play or Rematch, and the game that opens shows it: its spice tokens, its
language, its text size, the colour-blind letters on its gems, its speed, reduced motion and
mute. The command line's route is in test_command_line_settings.py.

Spice tokens belong to a game's rules: a continued game and the lesson keep their own; every
new game (New game, Rematch) follows the setting."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from ganesha.data import i18n
from ganesha.engine import COLOURS
from ganesha.ui.kit import gems, motion, type_scale
from ganesha.ui.table.scene import TableScene
from tests.helpers.menu_app import AppOnScreen, MakeApp, frames, table_of
from tests.helpers.settings_routes import (
    CHANGES,
    change_from_title,
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


ROUTES: dict[str, Route] = {"new_game": by_new_game, "continue": by_continue,
                            "lesson": by_lesson, "rematch": rematch_after_changing}
#: The routes whose game keeps its own spice tokens: a game under way, and the lesson's.
KEEP_THEIR_SPICES = {"continue", "lesson"}


def is_russian(text: str) -> bool:
    return any("а" <= ch <= "я" for ch in text.lower())


def check_feels(name: str, route: str, app: AppOnScreen, table: TableScene) -> None:
    """The game ``table`` shows setting ``name`` as changed to :data:`CHANGES`."""
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
        assert not app.sounds.played  # the moves made since the table opened were silent


@pytest.fixture(autouse=True)
def _motion_back() -> Iterator[None]:
    """Reduced motion is global like the text size: back to off after each test."""
    yield
    motion.set_reduced(False)


@pytest.mark.parametrize("route", list(ROUTES))
@pytest.mark.parametrize("name", list(CHANGES))
def test_a_changed_setting_reaches_the_game_by_every_route(make_app: MakeApp, name: str,
                                                          route: str) -> None:
    app = make_app()
    table = ROUTES[route](app, name, CHANGES[name])
    assert app.settings == app.applied
    assert getattr(app.settings, name) == CHANGES[name]
    frames(app, 3)  # the table draws, and an AI seat may move
    check_feels(name, route, app, table)


def test_colour_letters_follow_the_language_of_a_continued_game(make_app: MakeApp) -> None:
    """Colour-blind letters are in the player's language, also when the language changed while
    the game was saved and left."""
    app = make_app()
    change_from_title(app, "colour_blind", True)
    start_from_new_game(app)
    assert gems.colour_letter("red") == "R"
    save_and_quit(app)
    change_from_title(app, "language", "ru")
    press(app, "continue")
    frames(app)
    assert gems.colour_letter("red") == i18n.colour_letters()["red"] != "R"
