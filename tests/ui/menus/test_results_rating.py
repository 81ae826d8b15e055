"""Rate my play on the results, through real clicks: the review runs beside the frame loop with
its progress and a Cancel, the rating shows when it is done and is kept (the review for the
review screen, the rating for Records); leaving the results stops it; the review screen opened
meanwhile waits for the same run; a game already reviewed shows its rating at once."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pygame
import pytest

from ganesha.ai.review import Review, TurnReview, split_turns
from ganesha.ai.review_job import Progress
from ganesha.data.look import Look, wearing
from ganesha.engine import Action, GameConfig, GameState
from ganesha.store import play_history, reviews
from ganesha.store.saves import SavedGame
from ganesha.ui.kit import typeset
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.review import runs as review_runs
from ganesha.ui.menus.review.screen import ReviewScene
from ganesha.ui.table.controller import TableController
from tests.helpers.games import finished
from tests.helpers.look import clashes
from tests.helpers.navigation import RecordedNavigation
from tests.helpers.ratings import level_loss, level_rating


class SteppedJob:
    """Stands in for the worker processes: four turns a poll, every turn losing the medium AI's
    calibrated loss ± 0.2 points."""

    made: ClassVar[list[SteppedJob]] = []

    def __init__(self, config: GameConfig, actions: list[Action], seats: tuple[int, ...],
                 first: int = 8, most: int = 8) -> None:
        self.config, self.seats = config, seats
        self.turns = [t for t in split_turns(config, actions) if t.seat in seats]
        self.done, self.cancelled = 0, False
        SteppedJob.made.append(self)

    def poll(self) -> Progress:
        self.done = min(self.done + 4, len(self.turns))
        return Progress(self.done, len(self.turns), 1.0)

    def result(self) -> Review | None:
        if self.done < len(self.turns):
            return None
        n = len(self.turns)
        medium = level_loss("medium")
        return Review(self.config, self.seats, tuple(  # an odd count's last turn: medium's own
            TurnReview(t, 0.0, 0.1, (), 0.0, 0.1,
                       medium + (0.0 if k == n - 1 and n % 2 else 0.2 if k % 2 else -0.2), 0.2,
                       "good", 8) for k, t in enumerate(self.turns)))

    def cancel(self) -> None:
        self.cancelled = True


@pytest.fixture
def game(home: Path, monkeypatch: pytest.MonkeyPatch) -> GameState:
    SteppedJob.made = []
    monkeypatch.setattr(review_runs, "ReviewJob", SteppedJob)
    return finished(9)


def click(scene: ResultsScene, rect: pygame.Rect) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.process_event(pygame.event.Event(kind, button=1, pos=rect.center))


def frame(scene: ResultsScene, surface: pygame.Surface) -> list[str]:
    """One frame; the words of the band's line as drawn."""
    scene.update(1 / 60)
    scene.draw(surface)
    return [words for words, _ in scene.rating_drawn]


def results(state: GameState) -> ResultsScene:
    return ResultsScene(TableController(state, ["human", "medium"]), 1280, 800, 1.0)


def test_rate_my_play_runs_beside_the_frames_and_shows_the_rating(game: GameState) -> None:
    surface = pygame.display.set_mode((1280, 800))
    scene = results(game)
    frame(scene, surface)
    assert scene.rating.button is not None
    assert scene.rating.button.label == "Rate my play"
    click(scene, scene.rating.button.rect)
    assert scene.rating.running
    said = frame(scene, surface)
    assert any(w.startswith("Rating your play: turn 5 of ") for w in said)
    assert scene.rating.button is not None
    assert scene.rating.button.label == "Cancel"
    for _ in range(20):
        said = frame(scene, surface)
    assert len(said) == 1
    assert said[0].startswith(f"Your play this game: about {level_rating('medium')} (")
    assert said[0].endswith("), like the medium AI")
    assert scene.rating.button is None
    assert reviews.load(game, (0,)) is not None  # the review screen opens it at once
    kept = play_history.load()
    assert [(g.seat, g.rating.rating) for g in kept] == [(0, level_rating("medium"))]
    assert scene.rating.runs.running() == 0
    again = results(game)  # the same game's results again: the rating at once, no run
    assert frame(again, surface) == said
    assert len(SteppedJob.made) == 1


def rating_started(game: GameState) -> tuple[ResultsScene, pygame.Surface]:
    """The results of ``game`` at 1280x800 with Rate my play pressed and one frame drawn."""
    surface = pygame.display.set_mode((1280, 800))
    scene = results(game)
    frame(scene, surface)
    assert scene.rating.button is not None
    click(scene, scene.rating.button.rect)
    frame(scene, surface)
    return scene, surface


def test_cancel_and_leaving_stop_the_review(game: GameState) -> None:
    scene, surface = rating_started(game)
    assert scene.rating.button is not None
    click(scene, scene.rating.button.rect)  # Cancel
    assert SteppedJob.made[-1].cancelled
    assert not scene.rating.running
    frame(scene, surface)
    assert scene.rating.button is not None
    assert scene.rating.button.label == "Rate my play"  # offered again
    click(scene, scene.rating.button.rect)
    frame(scene, surface)
    scene.close()  # the results left for the title, a rematch, the table
    assert SteppedJob.made[-1].cancelled
    assert scene.rating.runs.running() == 0
    assert reviews.load(game, (0,)) is None
    assert play_history.load() == []


def test_the_review_screen_waits_for_the_same_run(game: GameState) -> None:
    scene, surface = rating_started(game)
    review = ReviewScene(RecordedNavigation(), SavedGame(game, ("human", "medium")), (1280, 800),
                         runs=scene.rating.runs)
    assert review.job is scene.rating.run  # one run, not two
    review.on_change("leave", True)  # Back from the review while it runs
    assert not SteppedJob.made[0].cancelled  # the results still wait for it
    for _ in range(20):
        frame(scene, surface)
    assert scene.rating.review is not None
    assert len(SteppedJob.made) == 1


def test_no_rating_is_offered_without_a_person_or_in_the_lesson(game: GameState) -> None:
    surface = pygame.display.set_mode((1280, 800))
    robots = ResultsScene(TableController(game, ["easy", "medium"]), 1280, 800, 1.0)
    lesson = ResultsScene(TableController(game, ["human", "medium"]), 1280, 800, 1.0,
                          lesson=True)
    for scene in (robots, lesson):
        assert frame(scene, surface) == []
        assert scene.rating.button is None


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("seats", [("human", "medium", "easy", "hard"), ("human", "human")])
def test_the_rating_line_fits_its_band_in_every_window(
        game: GameState, size: tuple[int, int], language: str, percent: int,
        seats: tuple[str, ...]) -> None:
    state = finished(9, len(seats))
    with wearing(Look(language=language, text_size=percent)):
        surface = pygame.display.set_mode(size)
        scene = ResultsScene(TableController(state, list(seats)), *size, 1.0)
        for stage in ("offered", "running", "done"):
            with typeset.watching() as sheet:
                frame(scene, surface)
            assert not clashes(scene.drawn), (stage, clashes(scene.drawn))
            band = [line for line in sheet.lines if line.words in dict(scene.rating_drawn)]
            for line in band:  # whole, inside the band above the panels, on the screen
                assert line.box.contains(line.rect), (stage, line.words)
                assert line.rect.bottom <= scene.panel_rect.top
            if scene.rating.button is not None:
                assert surface.get_rect().contains(scene.rating.button.rect)
                assert scene.rating.button.rect.bottom <= scene.panel_rect.top
            if stage == "offered":
                assert scene.rating.button is not None
                click(scene, scene.rating.button.rect)  # Rate my play
            for _ in range(12 if stage == "running" else 0):
                frame(scene, surface)
        assert scene.rating.review is not None
        assert len(scene.rating_drawn) == 1


def test_ratings_kept_aside_while_rating_are_told_once_on_the_results(game: GameState) -> None:
    """A damaged ratings file met when the finished review keeps its ratings is set aside and
    the new file holds only this game's: the results, where the player is, say so once."""
    where = play_history.path()
    where.parent.mkdir(parents=True, exist_ok=True)
    where.write_text('{"format": "ganesha-play-ratings", "games": [{"seat": 0}]}')
    scene, surface = rating_started(game)
    assert scene.notices == []
    for _ in range(20):
        frame(scene, surface)
    assert len(scene.notices) == 1
    assert "play-ratings.json.bad-" in scene.notices[0]
    assert len(list(where.parent.glob("play-ratings.json.bad-*"))) == 1
    assert [g.seat for g in play_history.load()] == [0]
    for _ in range(5):
        frame(scene, surface)
    assert len(scene.notices) == 1


def test_a_damaged_kept_review_is_told_on_the_results_that_find_it(game: GameState) -> None:
    """The results of a game whose kept review is damaged: set aside and said once (the
    review is made afresh when asked)."""
    scene, surface = rating_started(game)
    for _ in range(20):
        frame(scene, surface)
    kept = reviews.path_for(game, (0,))
    kept.write_text(kept.read_text()[:-12])  # cut short, as a kill mid-write of another tool
    again = results(game)
    frame(again, surface)
    assert len(again.notices) == 1
    assert kept.name + ".bad-" in again.notices[0]
    assert not kept.exists()
    assert again.rating.review is None  # made afresh when asked


def test_ratings_kept_aside_while_the_review_screen_rates_are_told_once(game: GameState) -> None:
    """The review screen making the review meets a damaged ratings file as it keeps the
    ratings: set aside, and told once in the notices it was handed."""
    where = play_history.path()
    where.parent.mkdir(parents=True, exist_ok=True)
    where.write_text('{"format": "ganesha-play-ratings", "games": [{"seat": 0}]}')
    notices: list[str] = []
    review = ReviewScene(RecordedNavigation(), SavedGame(game, ("human", "medium")), (1280, 800),
                         notices=notices)
    for _ in range(20):
        review.update(1 / 60)
    assert review.review is not None
    assert len(notices) == 1
    assert "play-ratings.json.bad-" in notices[0]
    assert [g.seat for g in play_history.load()] == [0]
