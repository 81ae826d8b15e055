"""The Records screen through the app: a game finished at the table is recorded once, the title
offers Records, the screen draws in both languages at both sizes, and a listed game replays."""

from __future__ import annotations

import pygame
import pytest

from ganesha.data import i18n
from ganesha.data.match import Match
from ganesha.store import records, saves
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.replay import ReplayScene
from ganesha.ui.menus.title import TitleScene
from tests.helpers.games import finished
from tests.helpers.menu_app import AppOnScreen, MakeApp, frames


@pytest.fixture
def app(make_app: MakeApp) -> AppOnScreen:
    return make_app()


def test_a_game_finished_at_the_table_is_recorded_once_and_replays(app) -> None:
    state = finished(7)
    match = Match(state.config, ("human", "medium"), ())
    app.play(match, state)
    frames(app, 30)
    app.dirty = True  # a later write of the same finished game must not count it again
    frames(app, 5)
    data, _ = records.load()
    assert len(data.games) == 1
    assert data.tallies[("medium", 2)].played == 1
    assert saves.load_last()[0] is not None

    app.leave_table()
    app.host.show_title()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert "records" in [c.name for c in title.form.controls]
    title.on_change("records", True)
    screen = app.stack.top
    assert isinstance(screen, RecordsScene)
    assert len(screen.records.games) == 1
    frames(app)
    screen.on_change("watch:0", True)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.actions == state.player_actions()


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_screen_draws_in_both_languages_and_sizes(app, language, size) -> None:
    recs = records.empty()
    for seed in range(11):  # more than a page
        seats = ("human", *("hard", "easy", "human")[:1 + seed % 3])
        records.add_game(recs, saves.SavedGame(finished(seed, 2 + seed % 3), seats))
    i18n.set_language(language)
    surface = pygame.display.set_mode(size)
    for shown in (recs, records.empty()):
        screen = RecordsScene(app.host, size, shown, "a notice")
        screen.draw(surface)
        if shown.games:
            screen.on_change("older", True)
            assert screen.page == 1
            screen.draw(surface)
            names = [c.name for c in screen.form.controls]
            assert "newer" in names
            assert "watch:8" in names
        for control in screen.form.controls:  # every control on the screen
            assert surface.get_rect().contains(control.rect)
