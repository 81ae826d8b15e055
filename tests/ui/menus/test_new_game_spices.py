"""Spice tokens have one source, the setting "Spice tokens in new games": the New game screen
shows it, a click there changes it (saved, and shown by the Settings screen), and the last game's
choices never bring back another value, an older choices file included."""

from __future__ import annotations

import json
import shutil

from ganesha.store import last_setup
from ganesha.store.settings import load_settings, settings_path
from ganesha.ui.menus.new_game import NewGameScene, Option
from tests.helpers.menu_app import MakeApp, top_of
from tests.helpers.settings_routes import (
    change_from_title,
    control,
    press,
    save_and_quit,
    start_from_new_game,
)


def test_the_new_game_switch_is_the_setting(make_app: MakeApp) -> None:
    app = make_app()
    press(app, "new")
    assert control(app, Option.SPICES).value is True
    press(app, Option.SPICES)  # On -> Off, on the New game screen
    assert app.settings.spices is False
    assert load_settings(settings_path())[0].spices is False  # saved at once
    press(app, Option.BACK)
    press(app, "settings")
    assert control(app, "spices").value is False  # the Settings screen shows the same


def test_a_setting_changed_after_a_game_reaches_the_next_new_game(make_app: MakeApp) -> None:
    """The first game is played with spice tokens; turned off in Settings afterwards, the next
    New game shows them off and deals without them; turned on again, with them."""
    app = make_app()
    assert start_from_new_game(app).state.config.spices is True
    save_and_quit(app)
    change_from_title(app, "spices", False)
    press(app, "new")
    assert control(app, Option.SPICES).value is False
    press(app, Option.BACK)
    assert start_from_new_game(app).state.config.spices is False
    save_and_quit(app)
    change_from_title(app, "spices", True)
    assert start_from_new_game(app).state.config.spices is True


def test_an_older_choices_file_does_not_override_the_setting(make_app: MakeApp) -> None:
    """A last-setup.json from before spice tokens were a setting alone still opens New game with
    its other choices (here: the night side), its ``spices`` ignored."""
    seats = [{"kind": "human", "name": "Ann", "pawn": "cow"},
             {"kind": "easy", "name": "Bo", "pawn": "tiger"}]
    last_setup.setup_path().write_text(json.dumps({
        "format": "ganesha-setup", "version": 1,
        "setup": {"seats": seats, "side": "night", "spices": False}}), encoding="utf-8")
    app = make_app()
    assert not app.notices
    press(app, "new")
    screen = top_of(app, NewGameScene)
    assert (screen.side, screen.spices) == ("night", True)
    assert control(app, Option.SPICES).value is True
    press(app, Option.START)
    assert app.table is not None
    assert app.table.state.config.spices is True


def test_a_spice_choice_that_cannot_be_saved_says_so_on_new_game(make_app: MakeApp) -> None:
    """The switch still takes effect for this run, and the screen says the settings could not
    be kept (a file stands where the settings folder belongs)."""
    app = make_app()
    folder = settings_path().parent
    shutil.rmtree(folder)
    folder.write_text("not a folder", encoding="utf-8")
    press(app, "new")
    press(app, Option.SPICES)
    screen = top_of(app, NewGameScene)
    assert app.settings.spices is False
    assert screen.error.startswith("The settings could not be saved")
    press(app, Option.START)
    assert app.table is not None
    assert app.table.state.config.spices is False
