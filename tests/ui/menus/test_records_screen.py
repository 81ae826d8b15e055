"""The Records screen through the app: a game finished at the table is recorded once, the title
offers Records, the screen draws in both languages at both sizes, a listed game replays, and its
counts take the plural form of their number ("Последние 2 партии", "Сыграно 25 партий")."""

from __future__ import annotations

import dataclasses

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
from tests.helpers.worn import worn


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
    app.show_title()
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
    with worn(language=language):
        surface = pygame.display.set_mode(size)
        for shown in (recs, records.empty()):
            screen = RecordsScene(app, app, app, size, shown, "a notice")
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


def _labels(screen: RecordsScene, surface: pygame.Surface, monkeypatch) -> list[str]:
    """The words of every line the screen draws."""
    said: list[str] = []
    real = screen.label

    def spy(surf: pygame.Surface, words: str, *args, **kwargs) -> pygame.Rect:
        said.append(words)
        return real(surf, words, *args, **kwargs)

    monkeypatch.setattr(screen, "label", spy)
    screen.draw(surface)
    return said


@pytest.mark.parametrize(("language", "listed", "played", "won", "expected"), [
    ("en", 1, 1, 1, ("Last 1 game", "1 game played, 1 win ·")),
    ("en", 5, 22, 0, ("Last 5 games", "22 games played, 0 wins ·")),
    ("ru", 1, 21, 2, ("Последняя 1 партия", "Сыграна 21 партия, 2 победы ·")),
    ("ru", 2, 22, 1, ("Последние 2 партии", "Сыграно 22 партии, 1 победа ·")),
    ("ru", 5, 25, 11, ("Последние 5 партий", "Сыграно 25 партий, 11 побед ·")),
])
def test_counts_take_the_plural_form_of_their_number(app, monkeypatch: pytest.MonkeyPatch,
                                                     language, listed, played, won,
                                                     expected) -> None:
    recs = records.empty()
    records.add_game(recs, saves.SavedGame(finished(7), ("human", "medium")))
    recs.games = [dataclasses.replace(recs.games[0], id=str(k)) for k in range(listed)]
    recs.tallies = {("medium", 2): records.Tally(played, won, 60, 50 * played)}
    with worn(language=language):
        said = _labels(RecordsScene(app, app, app, (1280, 800), recs, ""), app.surface, monkeypatch)
        heading, summary = expected
        assert heading in said
        assert any(line.startswith(summary) for line in said), said


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_game_against_a_rated_seat_names_its_rating(app, language, monkeypatch) -> None:
    """A seat "at my level" is listed with the rating it played at, in the player's words, never
    as the kind its file keeps ("rated:1650")."""
    recs = records.empty()
    records.add_game(recs, saves.SavedGame(finished(3, 2), ("human", "rated:1650")))
    with worn(language=language):
        surface = pygame.display.set_mode((1280, 800))
        said = _labels(RecordsScene(app, app, app, (1280, 800), recs), surface, monkeypatch)
        rating = i18n.translate("rating {rating}", rating=1650)
    assert any(f"({rating})" in line for line in said), said
    assert not any("rated:" in line for line in said), said
