"""The product played the way a player plays it, with the mouse alone and the text at 150 %:
from the title screen a new game against the expert, every one of the person's moves a drag or
a click at what is drawn, to the results, the review and back to the title; and Learn to play's
twelve steps the same way. Every gesture must reach its control (a gem dropped where it is
drawn, a button taking its click, no box off screen), every move reach the game, and no legal
move be refused."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ganesha.engine import Action, GameState, new_game
from ganesha.lesson import STEP_NAMES
from ganesha.ui.menus.title import TitleScene
from tests.helpers.mouse_play import Hand, app_at

SIZES = ((1280, 800), (1024, 600))
LANGUAGES = ("en", "ru")
#: The expert's think budget in the full matrix: its real level (about 3 s a decision, some 50
#: decisions a game) would take minutes a game, so the search is cut to this; it is the same
#: expert search, only shallower.
MATRIX_THINK_MS = 200


@pytest.fixture
def display(home: object) -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    yield
    pygame.display.quit()


def persons_moves(state: GameState, seat: int = 0) -> list[Action]:
    """The moves the game's history holds for ``seat``, told by replaying it from the deal."""
    replay = new_game(state.config)
    moves: list[Action] = []
    for action in state.player_actions():
        if replay.current_player == seat:
            moves.append(action)
        replay.apply(action)
    return moves


def game_against_the_expert(hand: Hand, read_review: bool = False) -> None:
    """A whole game by mouse from the title, its results, review (``read_review``: its turns
    stepped through) and back to the title; every gesture reached its control and no move was
    refused."""
    assert isinstance(hand.top, TitleScene)
    hand.new_game_against("expert")
    table = hand.table
    assert table.controller.seats == ["human", "expert"]
    hand.play_game()
    played = hand.played
    seed = table.state.config.seed  # each run deals anew: the seed replays a failure's deal
    assert played.missed == [], seed
    assert played.refusals == [], seed
    state = table.state
    assert state.is_over
    hand.results_review_title(read_review)
    assert played.missed == []
    assert played.meant, "the person made no move"
    assert persons_moves(state) == played.meant  # the history holds the moves the hand made
    assert played.screens == ["NewGameScene", "ResultsScene", "ReviewScene", "ResultsScene"]
    assert isinstance(hand.top, TitleScene)


def the_lesson(hand: Hand) -> None:
    """Learn to play by mouse, each step's glowing move, through all twelve steps."""
    steps = hand.learn_to_play()
    assert sorted(set(steps)) == list(range(len(STEP_NAMES)))  # every step, none skipped
    assert steps == sorted(steps)
    assert STEP_NAMES[steps[-1]] == "results"
    assert hand.played.missed == []
    assert hand.played.refusals == []
    assert isinstance(hand.top, TitleScene)


def test_a_game_against_the_expert_played_by_mouse_at_150_percent(display: None) -> None:
    """The everyday case: English, 1280x800, the expert at a tiny think budget."""
    with app_at((1280, 800), "en", 150, think_ms=5) as hand:
        game_against_the_expert(hand)


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_size_and_language_played_by_mouse(display: None, size: tuple[int, int],
                                                 language: str) -> None:
    with app_at(size, language, 150, think_ms=MATRIX_THINK_MS) as hand:
        game_against_the_expert(hand, read_review=True)
    with app_at(size, language, 150, think_ms=5) as hand:
        the_lesson(hand)
