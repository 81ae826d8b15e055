"""The game review screen: progress while the review is made, the summary, the turns with the
better plan as ghosts, kept for next time; Esc and Cancel leave nothing half-written."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.ai.planner import plan_turn
from ganesha.ai.review import Review, TurnReview, split_turns
from ganesha.data import i18n
from ganesha.engine import GameConfig, new_game
from ganesha.store import reviews
from ganesha.store.saves import SavedGame
from ganesha.ui.menus.review.screen import ReviewScene, reviewed_seats
from ganesha.ui.menus.review.words import turn_paragraphs
from ganesha.ui.table.hint import plan_gain
from tests.helpers.navigation import RecordedNavigation
from tests.helpers.worn import worn


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


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_turn_s_headings_say_what_each_plan_scores_now_and_the_better_one_wins_later(
        saved: SavedGame, language: str) -> None:
    """The played turn's heading gives the points it scored this turn; the better plan's gives
    its points this turn and the turn's loss it wins back by the game's end ("+0" beside "4.1
    points lost" alone read as a contradiction)."""
    state = saved.state
    turn = split_turns(state.config, state.player_actions())[4]
    before = new_game(state.config)
    for action in state.player_actions()[:turn.start]:
        before.apply(action)
    better = plan_turn(before.resample(3), random.Random(3))[0].actions
    verdict = TurnReview(turn, 0.0, 0.1, better, 4.1, 0.1, 4.06, 0.2, "mistake", 64)
    with worn(language=language):
        told = [p.words for p in turn_paragraphs(before, verdict, (0, 0, 0), (9, 9, 9))]
        played_heading = i18n.translate("Played ({points:+d} this turn):",
                                        points=plan_gain(before, turn.actions)[0])
        better_heading = i18n.translate(
            "Better ({points:+d} this turn, {loss} points more by the game's end):",
            points=plan_gain(before, better)[0], loss={"en": "4.1", "ru": "4,1"}[language])
    assert told[0] == played_heading
    assert better_heading in told
    assert told.index(better_heading) == 1 + len(turn.actions)
