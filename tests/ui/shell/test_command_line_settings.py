"""A command-line game starts from the saved settings, each one changed by the player on the
Settings screen in an earlier run: ``ganesha --players 2`` deals with or without spice tokens as
the setting says, in its language, text size, colour-blind letters, speed, reduced motion and
mute. ``--spices`` / ``--no-spices`` (one or the other) and ``--speed`` change that game only:
nothing is saved, and the next game follows the settings again. Through ``ganesha.app.main``
and the real loop, headless."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ganesha import app as app_module
from ganesha.data import i18n
from ganesha.engine import COLOURS
from ganesha.store.settings import Settings, load_settings, save_settings, settings_path
from ganesha.ui.kit import gems, motion, type_scale
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.sound.effects import SoundBoard
from tests.helpers.app_main import run_main
from tests.helpers.menu_app import SIZE, AppOnScreen, table_of
from tests.helpers.settings_routes import CHANGES, change_from_title


@pytest.fixture
def home(home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The private home, no crash dialog."""
    monkeypatch.setenv("GANESHA_NO_CRASH_DIALOG", "1")
    return home


def change_in_an_earlier_run(name: str, value: Any) -> None:
    """Title → Settings → the row → Done in a run of the menus, closed afterwards."""
    pygame.display.init()
    earlier = AppOnScreen(SIZE, Settings(animation_speed="instant"), sounds=SoundBoard())
    earlier.surface = pygame.display.set_mode(SIZE)
    try:
        change_from_title(earlier, name, value)
    finally:
        earlier.close()
    assert getattr(load_settings(settings_path())[0], name) == value


def first_table(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> dict[str, Any]:
    """``ganesha ARGV`` up to its table's second frame; what that game showed, then quit."""
    seen: dict[str, Any] = {}

    def on_frame(n: int, the_app: MenuApp) -> None:
        if n == 2:
            table = table_of(the_app)
            seen.update(spices=table.state.config.spices, language=i18n.language(),
                        prompt=table.controller.prompt(), factor=type_scale.text_factor(),
                        bar_rows=table.layout.bar_rows, speed=table.speed.key,
                        letters=[gems.colour_letter(c) for c in COLOURS],
                        reduced=motion.reduced(), sound=the_app.sounds.enabled,
                        music=the_app.music.enabled)
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    code, _ = run_main(monkeypatch, argv, on_frame)
    assert code == 0
    return seen


def expected(name: str, seen: dict[str, Any]) -> None:
    """What the command line's game showed for setting ``name`` changed to :data:`CHANGES`."""
    if name == "spices":
        assert seen["spices"] is False
    elif name == "language":
        assert seen["language"] == "ru"
        assert any("а" <= ch <= "я" for ch in seen["prompt"].lower())
    elif name == "text_size":
        assert (seen["factor"], seen["bar_rows"]) == (1.5, 2)
    elif name == "colour_blind":
        assert all(seen["letters"])
    elif name == "animation_speed":
        assert seen["speed"] == "fast"
    elif name == "reduced_motion":
        assert seen["reduced"]
    else:
        assert not seen["sound"]
        assert not seen["music"]


@pytest.mark.parametrize("name", list(CHANGES))
def test_the_command_line_game_follows_each_saved_setting(
        home: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    change_in_an_earlier_run(name, CHANGES[name])
    expected(name, first_table(monkeypatch, ["--players", "2", "--seed", "5"]))


@pytest.mark.parametrize(("saved", "argv", "dealt"), [
    # every day: the setting followed, and an option against it (each answer once)
    (True, [], True), (True, ["--no-spices"], False),
    pytest.param(False, [], False, marks=pytest.mark.slow),
    pytest.param(False, ["--spices"], True, marks=pytest.mark.slow),
])
def test_spice_options_override_the_setting_for_that_game_only(
        home: Path, monkeypatch: pytest.MonkeyPatch, saved: bool, argv: list[str],
        dealt: bool) -> None:
    save_settings(Settings(spices=saved, animation_speed="instant"))
    seen = first_table(monkeypatch, ["--players", "2", *argv])
    assert seen["spices"] is dealt
    assert load_settings(settings_path())[0].spices is saved  # the override is not saved


def test_spices_and_no_spices_together_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as refused:  # the parser main uses: a bad pair never plays
        app_module.build_parser().parse_args(["--spices", "--no-spices"])
    assert refused.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


def test_a_spice_option_alone_starts_a_game() -> None:
    parser = app_module.build_parser()
    for argv, menus in (([], True), (["--spices"], False), (["--no-spices"], False)):
        assert app_module.wants_menus(parser.parse_args(argv)) is menus


def test_a_rematch_of_a_command_line_game_follows_the_settings_again(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--no-spices --speed max`` hold for their own game; Rematch on its results deals the
    next one as the settings say (spice tokens on, the normal speed)."""
    save_settings(Settings(spices=True, animation_speed="normal"))
    seen: dict[str, Any] = {}

    def on_frame(n: int, the_app: MenuApp) -> None:
        top = the_app.stack.top
        if "first" not in seen and the_app.table is not None:
            seen["first"] = (the_app.table.state.config.spices, the_app.table.speed.key)
        if isinstance(top, ResultsScene) and "rematch" not in seen:
            seen["rematch"] = the_app.table
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=top.rematch_button.rect.center,
                                                     button=1))
        elif "rematch" in seen and the_app.table is not seen["rematch"] \
                and the_app.table is not None:
            seen["second"] = (the_app.table.state.config.spices, the_app.table.speed.key)
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    code, _ = run_main(monkeypatch, ["--seats", "easy,easy", "--no-spices", "--speed", "max",
                                     "--seed", "4"], on_frame, limit=3000)
    assert code == 0
    assert seen["first"] == (False, "instant")
    assert seen["second"] == (True, "normal")
    assert load_settings(settings_path())[0].animation_speed == "normal"
