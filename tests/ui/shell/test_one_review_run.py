"""The results' rating and the review screen opened over them wait for one review, not two: the
app holds the reviews under way and hands the same ones to both screens (nothing module-wide
keeps them), so the player's clicks — Rate my play, then Review — start one run."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from ganesha.ai.review import Review
from ganesha.ai.review_job import Progress
from ganesha.data import play_ratings
from ganesha.data.match import Match
from ganesha.engine import GameConfig
from ganesha.store.settings import Settings
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.review import runs
from ganesha.ui.menus.review.screen import ReviewScene
from ganesha.ui.shell.loop import RunOptions, Session
from tests.helpers.games import finished_by_one_bot

MATCH = Match(GameConfig(players=2, seed=11, names=("Asha", "Ravi")), ("human", "random"))


class ParkedJob:
    """A review that never finishes: the test reads who waits for it, not what it says."""

    made = 0

    def __init__(self, *args: object, **kwargs: object) -> None:
        self.turns = [0]
        ParkedJob.made += 1

    def poll(self) -> Progress:
        return Progress(0, 1, None)

    def result(self) -> Review | None:
        return None

    def cancel(self) -> None:
        pass


@pytest.fixture
def session(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Session]:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    monkeypatch.setattr(runs, "ReviewJob", ParkedJob)
    ParkedJob.made = 0
    pygame.display.init()
    pygame.font.init()
    run = Session(RunOptions(size=(1280, 800)), Settings(animation_speed="instant"))
    yield run
    run.close()


def click(session: Session, rect: pygame.Rect) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        session.step([pygame.event.Event(kind, pos=rect.center, button=1)])


def results_on_top(session: Session) -> ResultsScene:
    app = session.app
    app.play(MATCH, finished_by_one_bot(2, 22))
    for _ in range(600):
        session.step([])
        if isinstance(app.stack.top, ResultsScene):
            return app.stack.top
    raise AssertionError("the results did not open")


def test_rate_my_play_then_review_start_one_run(session: Session) -> None:
    assert play_ratings.calibration() is not None  # else no rating is offered at all
    results = results_on_top(session)
    assert results.rating.button is not None
    click(session, results.rating.button.rect)  # Rate my play
    assert results.rating.run is not None
    click(session, results.review_button.rect)  # Review, while the rating waits
    for _ in range(3):
        session.step([])
    review = session.app.stack.top
    assert isinstance(review, ReviewScene)
    assert review.job is results.rating.run  # the run the rating started
    assert ParkedJob.made == 1
