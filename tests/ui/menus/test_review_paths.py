"""The game review opens from where a finished game is shown — the results (a Review button) and
a replay's bar (Last game, and any game of the Records list through Watch) — and Back, from any
screen on the way, returns to the screen it was opened from, with the same game on it.

Every step is a real mouse click or key press through the app, as a player makes it."""

from __future__ import annotations

import pygame

from ganesha.ai import make_player
from ganesha.ai.review import review_game
from ganesha.data.match import Match
from ganesha.engine import GameConfig, new_game
from ganesha.store import finish, reviews
from ganesha.store.saves import SavedGame
from ganesha.ui.kit.scene import Scene
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.replay import ReplayScene
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.review.screen import ReviewScene
from ganesha.ui.menus.title import TitleScene
from tests.helpers.menu_app import AppOnScreen, MakeApp, frames, key, top_of


def finished_game(seed: int) -> SavedGame:
    state = new_game(GameConfig(players=2, seed=seed))
    players = [make_player("random", seed), make_player("easy", seed + 1)]
    while not state.is_over:
        state.apply(players[state.current_player].choose(state))
    return SavedGame(state, ("human", "easy"))


def with_review(saved: SavedGame) -> SavedGame:
    """The game with its review already kept (a few samples a turn), so it opens at once."""
    review = review_game(saved.state.config, saved.state.player_actions(), [0], first=4, most=4)
    assert reviews.save(review, saved.state)
    return saved


def click(app: AppOnScreen, at: pygame.Rect) -> None:
    """A left click in the middle of ``at``, then a frame drawn."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.process_event(pygame.event.Event(kind, button=1, pos=at.center))
    frames(app)


def control(scene: Scene, name: str) -> pygame.Rect:
    """Where the control ``name`` of a menu screen stands."""
    assert isinstance(scene, MenuScene)
    rects = [c.rect for c in scene.form.controls if c.name == name]
    assert rects, f"no {name} on {type(scene).__name__}"
    return rects[0]


def press(app: AppOnScreen, k: int) -> None:
    key(app, k)
    frames(app)


def test_back_from_the_review_returns_to_the_results_of_the_same_game(
        make_app: MakeApp) -> None:
    done = with_review(finished_game(3))
    app = make_app()
    app.begin(Match(done.state.config, done.seats))
    assert app.table is not None
    for action in done.state.player_actions():
        app.table.controller.submit(action)
    for _ in range(600):  # the table pushes its results once the game's end has been shown
        frames(app)
        if isinstance(app.stack.top, ResultsScene):
            break
    results = top_of(app, ResultsScene)
    game = results.state.to_json()
    heard = list(app.music.cues)
    assert heard[-1] == "results"
    click(app, results.review_button.rect)
    review = top_of(app, ReviewScene)
    assert review.saved.state.player_actions() == done.state.player_actions()
    assert review.seats == (0,)  # the person, not the AI
    frames(app, 5)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is results
    assert results.state.to_json() == game  # the same game, still finished
    frames(app, 5)
    # the title's music under the review and the results alike, the results' sting only once
    assert app.music.cues in (heard, [*heard, "title"])
    click(app, results.review_button.rect)  # again, and out through the turns and Back
    click(app, control(top_of(app, ReviewScene), "turns"))
    assert top_of(app, ReviewScene).view == "turn"
    click(app, control(top_of(app, ReviewScene), "leave"))
    assert app.stack.top is results
    assert results.state.to_json() == game
    press(app, pygame.K_ESCAPE)  # the results' own way out: the title
    top_of(app, TitleScene)


def test_records_watch_review_and_back_step_by_step(make_app: MakeApp) -> None:
    done = with_review(finished_game(4))
    assert not finish.finish_game(done).notice
    app = make_app()
    frames(app)
    click(app, control(top_of(app, TitleScene), "records"))
    records = top_of(app, RecordsScene)
    click(app, control(records, "watch:0"))
    replay = top_of(app, ReplayScene)
    assert records.records.games[0].date in replay.heading_words()  # this game, by its date
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert replay.k == 2
    click(app, control(replay, "review"))
    review = top_of(app, ReviewScene)
    assert review.saved.state.player_actions() == done.state.player_actions()
    click(app, control(review, "leave"))
    assert app.stack.top is replay
    assert replay.k == 2  # the replay where it was left
    click(app, control(replay, "leave"))
    assert app.stack.top is records
    press(app, pygame.K_ESCAPE)
    top_of(app, TitleScene)


def test_last_game_review_and_back_step_by_step(make_app: MakeApp) -> None:
    done = with_review(finished_game(5))
    assert not finish.finish_game(done).notice
    app = make_app()
    frames(app)
    title = top_of(app, TitleScene)
    click(app, control(title, "last"))
    replay = top_of(app, ReplayScene)
    assert replay.saved.state.player_actions() == done.state.player_actions()
    click(app, control(replay, "review"))
    top_of(app, ReviewScene)
    press(app, pygame.K_TAB)  # into the turns: Esc still leaves the review
    assert top_of(app, ReviewScene).view == "turn"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is replay
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is title
