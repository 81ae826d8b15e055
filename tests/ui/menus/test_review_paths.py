"""The game review opens from where a finished game is shown: the results (a Review button) and
a replay's bar (Last game, and any game of the Records list through Watch)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.data.match import Match
from ganesha.engine import GameConfig, new_game
from ganesha.store.saves import SavedGame
from ganesha.store.settings import Settings
from ganesha.ui.menus.replay import ReplayScene
from ganesha.ui.menus.results import results_of
from ganesha.ui.menus.review import ReviewScene
from ganesha.ui.shell.menu_app import MenuApp


@pytest.fixture
def app(home: Path) -> Iterator[MenuApp]:
    pygame.display.set_mode((1280, 800))
    made = MenuApp((1280, 800), Settings(animation_speed="instant"), autosave=False)
    yield made
    made.close()


def finished_game(seed: int) -> SavedGame:
    state = new_game(GameConfig(players=2, seed=seed))
    players = [make_player("random", seed), make_player("easy", seed + 1)]
    while not state.is_over:
        state.apply(players[state.current_player].choose(state))
    return SavedGame(state, ("human", "easy"))


def test_the_results_lead_to_the_review_of_the_game_just_played(app: MenuApp) -> None:
    done = finished_game(3)
    app.begin(Match(done.state.config, done.seats))
    assert app.table is not None
    for action in done.state.player_actions():
        app.table.controller.submit(action)
    results = results_of(app.table)
    assert results.review_button in results.buttons
    results.leave = app.after_results
    results.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                             pos=results.review_button.rect.center))
    results.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                             pos=results.review_button.rect.center))
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    assert review.saved.state.player_actions() == done.state.player_actions()
    assert review.seats == (0,)  # the person, not the AI
    review.close()


def test_a_replay_s_bar_opens_the_review(app: MenuApp) -> None:
    done = finished_game(4)
    replay = ReplayScene(app, done, (1280, 800))
    app.stack.push(replay)
    assert any(c.name == "review" for c in replay.form.controls)
    replay.on_change("review", True)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    assert review.saved is done
    review.close()
