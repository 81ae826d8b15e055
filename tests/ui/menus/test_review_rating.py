"""The review's rating line: "Your play this game" for the one person reviewed, each name when
several are, "too short to rate" with the turns counted (in Russian too), drawn clear of the rest
of the summary; opening a kept review keeps its rating for Records (a rating a kill lost comes
back)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ganesha.data.look import Look, wearing
from ganesha.store import play_history, reviews
from ganesha.store.saves import SavedGame
from ganesha.ui.menus.review.screen import ReviewScene
from tests.helpers.games import finished
from tests.helpers.navigation import RecordedNavigation
from tests.helpers.ratings import half_way, level_loss, level_rating, review_losing


def kept_review(seats: tuple[str, ...], turns: int, loss: float | None = None) -> SavedGame:
    """A finished game with a kept review of its people: ``turns`` turns each, losing ``loss``
    ± 0.2 in turn."""
    state = finished(11, len(seats))
    loss = level_loss("medium") if loss is None else loss
    people = tuple(i for i, kind in enumerate(seats) if kind == "human")
    review = review_losing(state, people, loss, lambda seat: turns)
    assert reviews.save(review, state)
    return SavedGame(state, seats)


def summary(saved: SavedGame, size: tuple[int, int] = (1280, 800)) -> ReviewScene:
    surface = pygame.display.set_mode(size)
    scene = ReviewScene(RecordedNavigation(), saved, size)
    assert scene.job is None  # opened from the kept review
    scene.draw(surface)
    labels = [rect for kind, rect in scene.drawn if kind == "label"]
    for rect in scene.marks.ratings:  # drawn whole, clear of every other line
        assert surface.get_rect().contains(rect)
        assert sum(rect.colliderect(other) for other in labels) == 1
    return scene


def test_one_person_reads_their_own_rating_beside_the_levels(home: Path) -> None:
    scene = summary(kept_review(("human", "medium"), 12))
    assert scene.review is not None
    lines = scene.rating_lines(scene.review)
    assert list(lines) == [0]
    assert lines[0].startswith(f"Your play this game: about {level_rating('medium')} (")
    assert lines[0].endswith("), like the medium AI")
    assert len(scene.marks.ratings) == 1


def test_several_people_are_each_named(home: Path) -> None:
    saved = kept_review(("human", "human"), 12, loss=half_way("medium", "hard"))
    scene = summary(saved)
    assert scene.review is not None
    names = saved.state.config.seat_names
    lines = scene.rating_lines(scene.review)
    for seat in (0, 1):
        middle = int(round((level_rating("medium") + level_rating("hard")) / 2, -1))
        assert lines[seat].startswith(f"{names[seat]}'s play this game: about {middle} (")
        assert lines[seat].endswith("between the medium and hard AIs")
    assert len(scene.marks.ratings) == 2


@pytest.mark.parametrize(("language", "words"), [
    ("en", "Too short to rate: 5 turns reviewed, 8 needed"),
    ("ru", "Партия слишком коротка для рейтинга: разобрано 5 ходов, нужно 8")])
def test_a_short_game_says_it_is_too_short_to_rate(home: Path, language: str,
                                                   words: str) -> None:
    with wearing(Look(language=language, text_size=150)):
        scene = summary(kept_review(("human", "medium"), 5), (1024, 600))
        assert scene.review is not None
        assert scene.rating_lines(scene.review) == {0: words}
        assert play_history.load() == []  # nothing to keep


def test_opening_a_kept_review_keeps_its_rating(home: Path) -> None:
    saved = kept_review(("human", "medium"), 12)
    assert play_history.load() == []  # a kill came between the review and its rating
    summary(saved)
    assert [g.rating.rating for g in play_history.load()] == [level_rating("medium")]
