"""The game review screen: progress while the review is made, the summary, the turns with the
better plan as ghosts, kept for next time; Esc and Cancel leave nothing half-written."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.ai.review import Review
from ganesha.engine import GameConfig, new_game
from ganesha.store import reviews
from ganesha.store.saves import SavedGame
from ganesha.ui.menus.review.screen import ReviewScene, reviewed_seats
from tests.helpers.navigation import RecordedNavigation


@pytest.fixture
def saved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> SavedGame:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    state = new_game(GameConfig(players=2, seed=21, names=("Asha", "Ravi")))
    players = [make_player("easy", 1), make_player("medium", 2)]
    while len(state.player_actions()) < 36:
        state.apply(players[state.current_player].choose(state))
    return SavedGame(state, ("human", "medium"))


def finish(scene: ReviewScene, surface: pygame.Surface) -> Review:
    """Frames until the review is made; the review, which the scene keeps from then on."""
    deadline = time.monotonic() + 120  # guards a hang; nothing here is timed
    while scene.review is None and time.monotonic() < deadline:
        scene.update(0.05)
        scene.draw(surface)  # the progress view draws while the turns come in
        time.sleep(0.02)
    assert scene.review is not None
    return scene.review


def test_a_review_is_made_shown_kept_and_stepped_through(saved: SavedGame) -> None:
    surface = pygame.display.set_mode((1280, 800))
    assert reviewed_seats(saved) == (0,)  # the person, not the AI
    scene = ReviewScene(RecordedNavigation(), saved, (1280, 800), budget=(8, 8))
    assert scene.job is not None
    assert scene.review is None
    review = finish(scene, surface)
    assert reviews.load(saved.state, (0,)) == scene.review  # kept for next time
    scene.draw(surface)  # the summary: chart and accuracy
    assert any(c.name == "turns" for c in scene.form.controls)
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB))
    assert scene.view == "turn"
    assert scene.table is not None
    first = review.turns[0]
    # the table stands at the start of the reviewed turn, its seat to act
    assert len(scene.table.state.player_actions()) == first.turn.start
    assert scene.table.state.current_player == first.turn.seat
    scene.draw(surface)
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT))
    assert scene.index == min(1, len(review.turns) - 1)
    assert scene.table.shown_plan == (() if review.turns[scene.index].label == "best"
                                      else review.turns[scene.index].best)
    scene.draw(surface)
    again = ReviewScene(RecordedNavigation(), saved, (1280, 800), budget=(8, 8))
    assert again.job is None
    assert again.review == scene.review  # opened instantly
    scene.close()


def test_cancel_leaves_no_review_behind(saved: SavedGame) -> None:
    host = RecordedNavigation()
    scene = ReviewScene(host, saved, (1280, 800), budget=(64, 64))
    scene.on_change("leave", True)
    assert host.closed == [scene]  # back to where the review was opened from
    assert scene.job is None
    assert reviews.load(saved.state, (0,)) is None
    assert not reviews.path_for(saved.state, (0,)).exists()
