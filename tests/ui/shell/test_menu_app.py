"""The menus around a real table, headless: a game started from New game is saved after its
actions, Continue resumes the identical state (AI seats included), Esc pauses, settings reach
the table while playing, and a broken save is kept aside with a notice."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pygame
import pytest

from ganesha.data import i18n
from ganesha.data.look import wearing
from ganesha.data.match import Match
from ganesha.engine import GameConfig, GameState, SaveError, new_game
from ganesha.store import saves
from ganesha.store.settings import Settings
from ganesha.ui.kit import gems
from ganesha.ui.menus.confirm import ConfirmScene
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.pause import PauseScene
from ganesha.ui.menus.replay import ReplayScene
from ganesha.ui.menus.results import results_of
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.shell.loop import RunOptions, run
from ganesha.ui.table.scene import TableScene
from tests.helpers.menu_app import (
    SETUP,
    MakeApp,
    current_save,
    frames,
    key,
    play_until,
    table_of,
    top_of,
)


def test_autosave_and_continue_resume_the_identical_game(make_app: MakeApp) -> None:
    app = make_app()
    assert isinstance(app.stack.top, TitleScene)
    assert not saves.has_current()
    app.start(SETUP)
    frames(app)
    assert saves.has_current()  # saved at once
    play_until(app, 12)
    frames(app)
    saved, notice = saves.load_current()
    assert notice is None
    assert saved is not None
    assert saved.seats == ("random", "random")
    assert saved.pawns == ("tiger", "monkey") == table_of(app).painter.pawns
    assert saved.state.to_json() == table_of(app).state.to_json()
    assert "take" in app.sounds.played
    assert "place" in app.sounds.played
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    app.save_and_quit()
    assert isinstance(app.stack.top, TitleScene)
    assert app.table is None

    again = make_app()
    title = top_of(again, TitleScene)
    assert title.form.controls[0].name == "continue"
    again.continue_game()
    assert isinstance(again.stack.top, TableScene)
    assert table_of(again).state.to_json() == saved.state.to_json()
    assert table_of(again).controller.seats == ["random", "random"]
    assert table_of(again).controller.pawns == ("tiger", "monkey")
    before = table_of(again).controller.decisions
    play_until(again, before + 3)  # the AI seats play on by themselves


def test_pause_stops_the_table_and_settings_reach_it(make_app: MakeApp) -> None:
    app = make_app(Settings(animation_speed="normal"))
    app.start(SETUP)
    frames(app, 3)
    assert table_of(app).speed.factor == 1.0
    key(app, pygame.K_ESCAPE)
    history = len(table_of(app).state.history)
    frames(app, 30)
    assert len(table_of(app).state.history) == history  # nothing moves while paused
    app.open_settings(overlay=True)
    app.update_settings(Settings(animation_speed="fast", sound=False))
    assert table_of(app).speed.factor == 2.0
    assert app.sounds.enabled is False
    painter = table_of(app).painter
    app.update_settings(Settings(animation_speed="fast", sound=False, language="ru"))
    assert table_of(app).painter is not painter  # the table's background is repainted in Russian
    with wearing(app.look):
        plain = gems.gem_surface("green", 40)
    app.update_settings(Settings(language="ru", colour_blind=True))
    with wearing(app.look):
        assert gems.colour_letter("green") == "З"  # colour-blind letters, in the player's language
        assert gems.colour_letter("red") == "К"  # also beside every mandala slot
        marked = gems.gem_surface("green", 40)
    assert pygame.image.tobytes(marked, "RGBA") != pygame.image.tobytes(plain, "RGBA")
    app.update_settings(Settings(language="en", colour_blind=False))
    with wearing(app.look):
        assert gems.colour_letter("green") == ""
        assert pygame.image.tobytes(gems.gem_surface("green", 40), "RGBA") \
            == pygame.image.tobytes(plain, "RGBA")
    key(app, pygame.K_ESCAPE)  # closes the settings
    key(app, pygame.K_ESCAPE)  # closes the pause
    assert app.stack.top is app.table


def test_a_finished_game_becomes_the_last_game(make_app: MakeApp) -> None:
    app = make_app()
    app.start(SETUP)
    deadline = time.perf_counter() + 40
    while not table_of(app).state.is_over:
        assert time.perf_counter() < deadline
        frames(app)
    frames(app)
    assert not saves.has_current()
    last, _ = saves.load_last()
    assert last is not None
    assert last.state.is_over
    assert last.state.to_json() == table_of(app).state.to_json()
    assert "game_end" in app.sounds.played
    deadline = time.perf_counter() + 20
    while app.stack.top is app.table:  # the results screen follows
        assert time.perf_counter() < deadline
        frames(app)
    key(app, pygame.K_ESCAPE)  # the results screen's "quit"
    frames(app)
    assert isinstance(app.stack.top, TitleScene)
    assert not app.stack.quit_requested

    # "Last game" watches it again, move by move
    assert "last" in [c.name for c in app.stack.top.form.controls]
    app.watch_last()
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.table is not None
    assert replay.k == 0
    n = len(replay.actions)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    frames(app, 5)
    assert replay.k == 2
    assert len(replay.table.state.player_actions()) == 2
    key(app, pygame.K_LEFT)
    assert replay.k == 1
    assert len(replay.table.state.player_actions()) == 1
    key(app, pygame.K_END)
    assert replay.k == n
    assert replay.table.state.to_json() == last.state.to_json()
    key(app, pygame.K_HOME)
    key(app, pygame.K_SPACE)
    assert replay.playing
    frames(app, 200)
    assert replay.k >= 2  # plays on by itself, one move after another
    assert len(replay.table.controller.log) >= 2 + replay.k
    app.stack.resize((1000, 640))
    assert replay.table.layout.width == 1000
    assert replay.k > 1
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_the_menu_loop_opens_on_the_title_and_closes_with_the_window(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    pygame.display.init()
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        assert run(RunOptions(settings=Settings(language="ru"))) == 0
        assert i18n.language() == "en"  # the run wore its look; nothing of it is left over
    finally:
        pygame.display.quit()


def test_a_broken_save_is_kept_aside_with_a_notice(make_app: MakeApp, tmp_path: Path) -> None:
    app = make_app()
    path = saves._path(saves.CURRENT)
    path.write_text("{not json", encoding="utf-8")
    app.show_title()
    assert top_of(app, MenuScene).form.controls[0].name == "continue"
    app.continue_game()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert title.notices
    assert "could not be read" in title.notices[0]
    assert not saves.has_current()
    assert list(path.parent.glob("current-game.json.bad-*"))


@pytest.mark.parametrize(("pawns", "read"), [
    (["tiger", "cow"], ("tiger", "cow")), (["tiger", "tiger"], SaveError),
    (["dragon", "cow"], SaveError), (["cow"], SaveError), ("cow,tiger", SaveError), (None, None),
])
def test_saved_pawns_are_kept_or_refused(pawns, read) -> None:
    """One distinct known pawn per seat, or none (the default by seat); anything else is a
    damaged save, refused by its schema."""
    state = GameState.from_json(new_game(GameConfig(players=2, seed=1)).to_json())
    data = json.loads(saves.to_text(saves.SavedGame(state, ("human", "easy"))))
    if pawns is not None:
        data["pawns"] = pawns
    if read is SaveError:
        with pytest.raises(SaveError, match="pawn"):
            saves.from_data(data)
    else:
        assert saves.from_data(data).pawns == read


def test_new_game_over_a_saved_game_asks_first(make_app: MakeApp) -> None:
    app = make_app()
    app.start(SETUP)
    frames(app)
    saved = current_save()
    app.save_and_quit()
    app.new_game()
    new_game_screen = app.stack.top
    other = Match(GameConfig(players=2, seed=99), ("human", "easy"))
    app.start(other)
    assert isinstance(app.stack.top, ConfirmScene)
    assert app.table is None
    key(app, pygame.K_ESCAPE)  # no: back to the New game screen, the saved game kept
    assert app.stack.top is new_game_screen
    assert current_save().state.to_json() == saved.state.to_json()
    app.start(other)
    yes = next(c for c in app.stack.top.form.controls if c.name == "yes")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.process_event(pygame.event.Event(kind, pos=yes.rect.center, button=1))
    frames(app)
    assert isinstance(app.stack.top, TableScene)
    assert current_save().state.config.seed == 99


def test_hints_used_survive_save_and_quit_and_continue(make_app: MakeApp) -> None:
    """The results say how many hints were used, also for a game saved, quit and continued:
    the count is kept with the saved game (an older save without it loads with none)."""
    app = make_app()
    app.start(Match(SETUP.config, ("human", "random"), SETUP.pawns))
    frames(app)
    table_of(app).hint.used = 2  # as after two presses of Hint (the AI's answer is not the point)
    frames(app)
    app.save_and_quit()
    saved = current_save()
    assert saved.hints == 2

    again = make_app()
    again.continue_game()
    assert table_of(again).hint.used == 2
    assert results_of(table_of(again)).hints_used == 2

    data = json.loads(saves.to_text(saved))
    del data["hints"]  # an older save has none: it loads with none
    assert saves.from_data(data).hints == 0
    for value in (-1, "2", 2.0, True):  # a strange count is a damaged save
        data["hints"] = value
        with pytest.raises(SaveError, match="hints"):
            saves.from_data(data)
