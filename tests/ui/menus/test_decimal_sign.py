"""A number with decimals is written with the player's language's decimal sign, as the screens
draw it: "4.1" in English, "4,1" in Russian, in the Records' average score, the review's turn
verdict, its better plan's heading and its thresholds, and a puzzle's verdict and words."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ganesha.ai import puzzles as puzzle_plans
from ganesha.ai.review import Review, TurnReview, split_turns
from ganesha.data import puzzles
from ganesha.store import records, reviews, saves
from ganesha.store.settings import Settings
from ganesha.ui.kit import typeset
from ganesha.ui.kit.text import decimal
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.review import screen as review_screen
from ganesha.ui.menus.review.screen import ReviewScene
from tests.helpers.games import finished
from tests.helpers.menu_app import AppOnScreen, MakeApp
from tests.helpers.navigation import RecordedNavigation
from tests.helpers.puzzle_play import PuzzleHand
from tests.helpers.worn import worn

SIGN = {"en": ".", "ru": ","}
OTHER = {"en": ",", "ru": "."}


@pytest.mark.parametrize(("language", "value", "places", "signed", "trim", "written"), [
    ("en", 4.1, 1, False, False, "4.1"), ("ru", 4.1, 1, False, False, "4,1"),
    ("en", 4.14, 2, True, False, "+4.14"), ("ru", 4.14, 2, True, False, "+4,14"),
    ("ru", -0.25, 1, True, False, "-0,2"), ("ru", 12.0, 1, False, False, "12,0"),
    ("ru", 1.5, 1, False, True, "1,5"), ("ru", 3.0, 1, False, True, "3"),
    ("en", 30.0, 1, False, True, "30"), ("en", 4.1, 0, False, False, "4"),
])
def test_a_decimal_takes_the_language_s_sign(language: str, value: float, places: int,
                                              signed: bool, trim: bool, written: str) -> None:
    with worn(language=language):
        assert decimal(value, places, signed=signed, trim=trim) == written


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_records_average_score(make_app: MakeApp, language: str) -> None:
    app: AppOnScreen = make_app()
    recs = records.empty()
    records.add_game(recs, saves.SavedGame(finished(7), ("human", "medium")))
    recs.tallies = {("medium", 2): records.Tally(10, 4, 60, 413)}  # an average of 41.3
    with worn(language=language), typeset.watching() as sheet:
        RecordsScene(app, app, app, (1280, 800), recs, "").draw(app.surface)
    said = [line.words for line in sheet.lines]
    assert f"41{SIGN[language]}3" in said
    assert f"41{OTHER[language]}3" not in said


@pytest.fixture
def reviewed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> saves.SavedGame:
    """A finished game whose review is kept: each of the person's turns lost 4.1 ± 0.3."""
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    state = finished(7)
    turns = [t for t in split_turns(state.config, state.player_actions()) if t.seat == 0]
    review = Review(state.config, (0,), tuple(
        TurnReview(t, 0.0, 0.1, t.actions, 4.1, 0.1, 4.1, 0.3, "mistake", 64) for t in turns))
    assert reviews.save(review, state)
    return saves.SavedGame(state, ("human", "medium"))


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_review_s_turn_verdict_heading_and_thresholds(
        reviewed: saves.SavedGame, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    surface = pygame.display.set_mode((1280, 800))
    plate: list[str] = []
    real = review_screen.blit_text

    def spy(target: pygame.Surface, cache: object, text: str, *args: object,
            **kwargs: object) -> pygame.Rect:
        plate.append(text)
        return real(target, cache, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(review_screen, "blit_text", spy)
    sign, other = SIGN[language], OTHER[language]
    with worn(language=language):
        scene = ReviewScene(RecordedNavigation(), reviewed, (1280, 800))
        assert scene.review is not None  # the kept review, opened at once
        with typeset.watching() as sheet:
            scene.draw(surface)  # the summary, with the labels' thresholds
        summary = " ".join(line.words for line in sheet.lines)
        assert f"1{sign}5" in summary
        assert f"1{other}5" not in summary
        scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB))
        assert scene.view == "turn"
        scene.draw(surface)
        scene.close()
    drawn = " ".join(plate)
    assert f"4{sign}1 ± 0{sign}3" in drawn
    assert f"4{other}1" not in drawn
    told = " ".join(line.words for line in scene.words.lines)
    assert f"4{sign}1" in told  # the better plan's heading: the points it wins by the end
    assert f"4{other}1" not in told


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_puzzle_s_verdict_and_words(make_app: MakeApp, language: str) -> None:
    app = make_app(Settings(language=language, animation_speed="instant"))
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    hand.open_from_title()
    puzzle = next(p for p in puzzles.shipped() if p.id == "s1-g16-t24")
    hand.open_puzzle(puzzle)
    hand.play(puzzle_plans.alternatives(puzzle.position(), puzzle.plans, puzzle.seed)[0])
    hand.wait_for_verdict()
    screen = hand.screen
    verdict = screen.judgement
    assert verdict is not None
    assert not verdict.solved
    loss = format(verdict.loss, ".1f")
    assert "." in loss
    plate = " ".join(words for role, _, words in screen.said if role == "verdict")
    told = " ".join(line.words for line in screen.words.lines)
    for words in (plate, told):
        assert loss.replace(".", SIGN[language]) in words
        assert loss.replace(".", OTHER[language]) not in words
