"""Records shows each player's rating over their last rated games: opened the app's way, at
both window sizes, both languages and both text sizes, the trend's heading, each name's newest
rating and its move are drawn, clear of every other line and control; with no rated game the
totals keep the whole board."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ganesha.data import i18n
from ganesha.data.look import Look, wearing
from ganesha.store import play_history, records, saves
from ganesha.store.settings import Settings
from ganesha.ui.kit import typeset
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.records_trend import arrow, change
from tests.helpers.games import finished
from tests.helpers.look import check
from tests.helpers.ratings import half_way, level_loss, review_losing
from tests.helpers.screens_host import ScreensHost


def rate_games(losses: list[float]) -> None:
    """Finish, record and rate a game per loss (seat 0 a person losing that much a turn)."""
    for seed, loss in enumerate(losses):
        state = finished(20 + seed)
        saved = saves.SavedGame(state, ("human", "medium"))
        records.record_game(saved)
        review = review_losing(state, (0,), loss)
        assert play_history.add(saved, review)


def open_records(size: tuple[int, int]) -> RecordsScene:
    host = ScreensHost(SceneStack(), size, Settings(), save_settings_file=False)
    host.open_records()
    scene = host.stack.top
    assert isinstance(scene, RecordsScene)
    return scene


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("percent", [100, 150])
def test_the_trend_is_drawn_clear_of_everything(home: Path, size: tuple[int, int],
                                                language: str, percent: int) -> None:
    rate_games([level_loss("easy"), level_loss("medium"), half_way("medium", "hard")])  # climbing
    with wearing(Look(language=language, text_size=percent)):
        scene = open_records(size)
        assert len(scene.ratings) == 3
        surface = pygame.display.set_mode(size)
        with typeset.watching() as sheet:
            scene.draw(surface)
        words = [line.words for line in sheet.lines]
        heading = i18n.translate_plural("Rating, last {n} rated game",
                                        "Rating, last {n} rated games", 3)
        assert heading in words
        assert "1750" in words  # the newest game's rating
        assert "↗ +635" in words  # against the average of the two before it (1115)
        check(scene.drawn, surface, f"records-trend-{size[0]}-{language}-{percent}")


def test_without_a_rated_game_there_is_no_trend(home: Path) -> None:
    records.record_game(saves.SavedGame(finished(5), ("human", "medium")))
    scene = open_records((1280, 800))
    with typeset.watching() as sheet:
        scene.draw(pygame.display.set_mode((1280, 800)))
    assert not any(line.words.startswith("Rating, last") for line in sheet.lines)


def test_the_move_is_against_the_games_before() -> None:
    assert arrow(None) == ""
    assert arrow(120) == "↗ +120"
    assert arrow(-80) == "↘ −80"
    assert arrow(10) == "→ +10"
    assert change([]) is None


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("percent", [100, 125, 150])
def test_every_column_of_the_trend_is_drawn_whole(home: Path, size: tuple[int, int],
                                                  language: str, percent: int) -> None:
    """A player's first rated game: its rating and "first rated game" in full (never
    "first rated …"), each in its own column, clear of the line of ratings beside them."""
    rate_games([level_loss("medium")])
    with wearing(Look(language=language, text_size=percent)):
        scene = open_records(size)
        surface = pygame.display.set_mode(size)
        with typeset.watching() as sheet:
            scene.draw(surface)
        first = i18n.translate("first rated game")
        row = [line for line in sheet.lines if line.words == first]
        assert row, [line.words for line in sheet.lines]
        rating = [line for line in sheet.lines if line.words == str(scene.ratings[0].rating.rating)]
        assert rating
        spark = [rect for kind, rect in scene.drawn if kind == "picture"]
        assert spark
        for line in (*row, *rating):
            assert not line.rect.colliderect(spark[0]), (line.words, tuple(line.rect))
        assert rating[0].rect.right < row[0].rect.left
        board = scene.r(50, 120, 570, 590)
        assert board.contains(row[0].rect)
        check(scene.drawn, surface, f"records-first-{size[0]}-{language}-{percent}")
