"""New game's "AI · at my level": chosen by clicks, its rating set by clicks on the dial (which
stops at its ends), opened at the player's own rating, and carried by the game it starts
through the table, the save, Continue and the last setup."""

from __future__ import annotations

import itertools
import json
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from ganesha.ai.registry import RATED, rated_level
from ganesha.data.play_ratings import PlayRating
from ganesha.data.rated_calibration import setting_for
from ganesha.data.vocabulary import TEXT_SIZES
from ganesha.store import last_setup, play_history
from ganesha.store.files import write_atomic
from ganesha.store.play_history import RatedGame
from ganesha.store.settings import Settings
from ganesha.ui.menus import my_level
from ganesha.ui.menus.new_game import NewGameScene, Option, Part, SeatControl
from ganesha.ui.sound.effects import SoundBoard
from tests.helpers.menu_app import AppOnScreen, MakeApp, current_save, frames, play_until, top_of
from tests.helpers.settings_routes import choose, click, control, press, save_and_quit


def dial(app: AppOnScreen) -> my_level.Dial:
    found = control(app, Option.MY_LEVEL)
    assert isinstance(found, my_level.Dial)
    return found


def step(app: AppOnScreen, up: bool) -> None:
    """A click on the dial's right (up) or left (down) arrow, where it is drawn."""
    rect = dial(app).rect
    click(app, (rect.right - rect.height // 3 if up else rect.left + rect.height // 3,
                rect.centery))


def test_the_seat_kind_and_the_dial_take_clicks(make_app: MakeApp) -> None:
    app = make_app()
    press(app, "new")
    assert not any(c.name is Option.MY_LEVEL for c in top_of(app, NewGameScene).form.controls)
    choose(app, SeatControl(Part.KIND, 1), RATED)
    assert dial(app).value == my_level.UNRATED  # no rated games in this home
    step(app, up=True)
    step(app, up=True)
    step(app, up=False)
    scene = top_of(app, NewGameScene)
    assert dial(app).value == my_level.UNRATED + my_level.STEP
    assert scene.seats[1]["kind"] == rated_level(my_level.UNRATED + my_level.STEP)
    choose(app, SeatControl(Part.KIND, 2), RATED)  # a second such seat plays at the same dial
    assert scene.seats[2]["kind"] == scene.seats[1]["kind"]
    choose(app, SeatControl(Part.KIND, 2), "hard")
    assert scene.seats[2]["kind"] == "hard"


def test_the_dial_stops_at_its_ends(make_app: MakeApp) -> None:
    app = make_app()
    press(app, "new")
    choose(app, SeatControl(Part.KIND, 1), RATED)
    for _ in range((my_level.UNRATED - my_level.LOWEST) // my_level.STEP + 2):
        step(app, up=False)
    assert dial(app).value == my_level.LOWEST  # never wraps to the top
    for _ in range(len(my_level.settings()) + 1):
        step(app, up=True)
    assert dial(app).value == my_level.top() >= 2400  # the expert's rating, to a whole step


def keep_ratings(name: str, rating: int, games: int) -> None:
    kept = [RatedGame(f"{i:016x}", 0, name, "2026-11-28 10:00",
                      PlayRating(rating, rating - 400, rating + 400, 25, None))
            for i in range(games)]
    path = play_history.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps(play_history.to_data(kept)))


def test_the_player_s_own_rating_opens_the_dial(make_app: MakeApp) -> None:
    keep_ratings("Asha", 1840, 10)
    app = make_app()
    press(app, "new")
    scene = top_of(app, NewGameScene)
    assert scene.seats[0]["name"] == "Asha"
    assert scene.player is not None
    assert scene.player.games == 10
    assert scene.player.rating == 1840
    assert scene.player.spread < 400 / 3  # ten games: far narrower than one game's ±400
    choose(app, SeatControl(Part.KIND, 1), RATED)
    assert dial(app).value == my_level.snap(setting_for(1840)) != my_level.UNRATED
    assert "1840" in my_level.note(scene.player)


def test_an_at_my_level_game_plays_saves_and_continues(make_app: MakeApp) -> None:
    app = make_app()
    press(app, "new")
    press(app, SeatControl(Part.REMOVE, 2))
    choose(app, SeatControl(Part.KIND, 0), RATED)  # the human's seat too: no one to wait for
    step(app, up=True)
    press(app, Option.START)
    kind = rated_level(my_level.UNRATED + my_level.STEP)
    assert app.table is not None
    assert list(app.table.controller.seats) == [kind, "medium"]
    play_until(app, 12)  # both AI seats move
    save_and_quit(app)
    assert current_save().seats == (kind, "medium")
    setup, _ = last_setup.load_setup()
    assert setup is not None
    assert setup.seats[0].kind == kind
    press(app, "continue")
    assert app.table is not None
    assert list(app.table.controller.seats) == [kind, "medium"]
    moved = app.table.controller.decisions
    play_until(app, moved + 6)
    save_and_quit(app)
    press(app, "new")  # the last setup brings the seat and its setting back
    assert top_of(app, NewGameScene).seats[0]["kind"] == kind
    assert dial(app).value == my_level.UNRATED + my_level.STEP


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_dial_is_drawn_clear_and_clicked_where_drawn(
        size: tuple[int, int], language: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Three seats (an AI level's line above the dial) and four, two at my level (the fullest
    screen), at every text size: the dial and its words overlap nothing else drawn, stay in the
    window, and its arrows answer a click at the place it is drawn."""
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    surface = pygame.display.set_mode(size)
    for text_size, seats in itertools.product(TEXT_SIZES, (3, 4)):
        settings = Settings(animation_speed="instant", language=language, text_size=text_size)
        app = AppOnScreen(size, settings, think_ms=5, sounds=SoundBoard(at_any_speed=True))
        app.surface = surface
        try:
            frames(app)
            press(app, "new")
            if seats == 4:
                press(app, Option.ADD)
            choose(app, SeatControl(Part.KIND, seats - 1), RATED)
            frames(app)
            scene = top_of(app, NewGameScene)
            where = (size, language, text_size, seats)
            for (ka, ra), (kb, rb) in combinations(scene.drawn, 2):
                if ka != kb or ka != "control" or dial(app).rect in (ra, rb):
                    assert not ra.colliderect(rb), (where, ka, tuple(ra), kb, tuple(rb))
            assert all(surface.get_rect().contains(rect) for _, rect in scene.drawn), where
            step(app, up=True)
            assert scene.seats[-1]["kind"] == rated_level(my_level.UNRATED + my_level.STEP)
            step(app, up=False)
            step(app, up=False)
            assert dial(app).value == my_level.UNRATED - my_level.STEP, where
        finally:
            app.close()


def test_a_kept_game_with_an_at_my_level_seat_replays_and_names_its_rating(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A records game opens in the replay with its seats as played; the tiles name the seat by
    the rating it played at, in the player's language."""
    from ganesha.engine import GameConfig, new_game
    from ganesha.store.saves import SavedGame
    from ganesha.ui.kit.scene import SceneStack
    from ganesha.ui.menus.replay import ReplayScene
    from ganesha.ui.table.words.prompts import seat_label
    from tests.helpers.screens_host import ScreensHost
    from tests.helpers.worn import worn

    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    state = new_game(GameConfig(players=2, seed=6))
    seats = ("human", "rated:1650")
    surface = pygame.display.set_mode((1280, 800))
    host = ScreensHost(SceneStack(), (1280, 800), Settings())
    replay = ReplayScene(host, host, SavedGame(state, seats), (1280, 800))
    try:
        replay.on_change("end", True)
        replay.draw(surface)
        assert replay.table is not None
        assert replay.table.controller.seats == list(seats)
    finally:
        replay.close()
    assert seat_label(seats[1], seats) == "AI · rating 1650"
    with worn(language="ru"):
        assert seat_label(seats[1], seats) == "ИИ · рейтинг 1650"


def test_a_rating_snaps_to_the_nearest_step_within_the_dial() -> None:
    assert my_level.snap(1840) == 1850
    assert my_level.snap(1824) == 1800
    assert my_level.snap(640) == my_level.LOWEST
    assert my_level.snap(9999) == my_level.top()
