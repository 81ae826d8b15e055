"""A verdict is read before its buttons act: they stand in the bar where End turn was, partly
under the pointer (at 150 % text the Next puzzle button covers End turn's left end), so the
second click of a hasty double click on End turn (or a key pressed twice) must not skip the
verdict; a click or a key once the player has read it acts at once."""

from __future__ import annotations

import pygame

from ganesha.data import puzzles
from ganesha.engine import EndTurn
from ganesha.store.settings import Settings
from ganesha.ui.menus.puzzles.screen import PuzzleScene
from tests.helpers.menu_app import MakeApp, key
from tests.helpers.puzzle_play import FPS, READING, PuzzleHand

#: A turn of two takes and two placements that ends with the bar's End turn.
ENDED_BY_THE_BAR = "s1-g12-t12"
LARGE_TEXT = Settings(text_size=150, animation_speed="instant")


def ended_by_a_click(make_app: MakeApp,
                     settings: Settings | None = None) -> tuple[PuzzleHand, tuple[int, int]]:
    """The puzzle's best turn played with the mouse, End turn clicked near its left end, the
    verdict just shown (no frame of reading it yet); with where the click was."""
    app = make_app(settings)
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    hand.open_from_title()
    puzzle = next(p for p in puzzles.shipped() if p.id == ENDED_BY_THE_BAR)
    hand.open_puzzle(puzzle)
    *turn, last = puzzle.plans[0]
    assert isinstance(last, EndTurn)
    hand.play(tuple(turn))
    end = [b.rect for b in hand.table.input.buttons if b.intent == last and b.enabled]
    assert end, "no End turn in the bar"
    spot = (end[0].left + hand.table.layout.px(8), end[0].top + hand.table.layout.px(8))
    hand.click(spot)
    hand.wait_for_verdict(read=False)
    return hand, spot


def under(screen: PuzzleScene, spot: tuple[int, int]) -> str:
    """The name of the verdict's button under ``spot`` (the test needs one there)."""
    names = [c.name for c in screen.form.controls if c.rect.collidepoint(spot)]
    assert len(names) == 1, (spot, [(c.name, c.rect) for c in screen.form.controls])
    return str(names[0])


def test_a_double_click_on_end_turn_leaves_the_verdict_shown(make_app: MakeApp) -> None:
    hand, spot = ended_by_a_click(make_app, LARGE_TEXT)
    screen = hand.screen
    puzzle, judgement = screen.puzzle, screen.judgement
    assert judgement is not None
    assert under(screen, spot) == "next"  # Next puzzle stands where End turn was clicked
    hand.click(spot)  # the double click's second click, a few frames after the first
    assert screen.view == "verdict"
    assert screen.puzzle is puzzle
    assert screen.judgement is judgement
    hand.read_verdict()
    hand.click(spot)  # a deliberate click on the same button acts
    assert screen.view == "play"
    assert screen.puzzle is not puzzle


def test_a_key_pressed_twice_leaves_the_verdict_shown(make_app: MakeApp) -> None:
    hand, _ = ended_by_a_click(make_app)
    screen = hand.screen
    assert screen.form.focused is not None
    assert screen.form.focused.name == "next"  # solved: Next is the one Enter presses
    due = screen.frame_due()
    assert due is not None  # the loop wakes when the verdict starts to take presses
    assert due <= READING
    key(hand.app, pygame.K_RETURN)
    hand.frames(1)
    assert screen.view == "verdict"
    hand.read_verdict()
    key(hand.app, pygame.K_RETURN)
    hand.frames(1)
    assert screen.view == "play"


def test_the_verdict_read_the_table_rests(make_app: MakeApp) -> None:
    """After the puzzle's turn the other seats are held, not about to move: once the verdict's
    settle time and the targets' breathing are over, the loop is told nothing is due."""
    hand, _ = ended_by_a_click(make_app)
    hand.read_verdict()
    hand.frames(FPS * 12)  # well past the legal targets' breathing
    assert hand.screen.frame_due() is None
