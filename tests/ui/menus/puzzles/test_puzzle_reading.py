"""What a player reads at the puzzles is true of the moment: while the judge works the prompt
plate says the turn is being checked (not that the next seat is thinking: in a puzzle nobody
moves after the person); a failed verdict tells the better plan first, seen without scrolling
in the smallest window, with the points it scores this turn and the points it wins by the
game's end (the plate's loss), and the played turn with its own points; a newcomer's Home
counts no streak and no tally of zero, and a streak stands across midnight; the daily puzzle,
answered and its answer shown, is not rated again on coming back the same day; the table and
the history name each puzzle by its number."""

from __future__ import annotations

import datetime as _dt
import re
import threading

import pygame
import pytest

from ganesha.ai import puzzle_judge
from ganesha.ai.puzzles import alternatives
from ganesha.data import puzzles
from ganesha.data.i18n import translate
from ganesha.data.i18n import translate_plural as trn
from ganesha.data.look import wearing
from ganesha.store import puzzle_history
from ganesha.store.settings import Settings
from ganesha.ui.menus.puzzles import judging
from ganesha.ui.menus.puzzles.screen import PuzzleScene
from ganesha.ui.menus.puzzles.words import streak_words, tally_words
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.table.hint import plan_gain
from tests.helpers.menu_app import MakeApp
from tests.helpers.puzzle_play import PuzzleHand

FINAL = "s1-g10-t24"  # one placement of the final stage: quick to play


def shipped(ident: str) -> puzzles.Puzzle:
    return next(p for p in puzzles.shipped() if p.id == ident)


def at_puzzle(make_app: MakeApp, ident: str, size: tuple[int, int] = (1280, 800),
              percent: int = 100) -> PuzzleHand:
    app = make_app(Settings(text_size=percent, animation_speed="instant"))
    app.surface = pygame.display.set_mode(size)
    app.resize(size)
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    hand.open_from_title()
    hand.open_puzzle(shipped(ident))
    return hand


def test_while_the_judge_works_the_prompt_plate_says_the_turn_is_checked(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()

    def slow_judge(puzzle: puzzles.Puzzle, played: tuple) -> puzzle_judge.Judgement:
        release.wait(10)
        return puzzle_judge.judge(puzzle, played)

    monkeypatch.setattr(judging, "judge", slow_judge)
    hand = at_puzzle(make_app, FINAL)
    puzzle = hand.screen.puzzle
    assert puzzle is not None
    hand.frames(1)
    assert not prompt_lines(hand.screen)  # the table's own prompt while the person plays
    hand.play(puzzle.plans[0])
    hand.frames(3)
    assert hand.screen.judging is not None
    assert hand.screen.judging.busy
    lay = hand.table.layout
    told = prompt_lines(hand.screen)
    assert told, "the prompt plate says nothing of the judge"
    assert all(lay.prompt_rect.contains(rect) for rect in told)
    release.set()
    hand.wait_for_verdict()
    hand.frames(1)
    assert not prompt_lines(hand.screen)


def prompt_lines(screen: PuzzleScene) -> list[pygame.Rect]:
    return [rect for role, rect, _ in screen.said if role == "prompt"]


def test_a_failed_verdict_leads_with_the_better_plan_and_its_points(make_app: MakeApp) -> None:
    """In 1024x600 at 150 % text: the better plan's heading and first step are in view at
    once, the heading with what the plan scores this turn and what it wins in the end; the
    played turn follows with its own points this turn."""
    puzzle = shipped("s1-g13-t17")  # four players, six moves; the refuted turn scores more
    start = puzzle.position()      # this turn than the better one
    refuted = alternatives(start, puzzle.plans, puzzle.seed)[0]
    assert plan_gain(start, refuted)[0] != plan_gain(start, puzzle.plans[0])[0]
    hand = at_puzzle(make_app, puzzle.id, (1024, 600), 150)
    hand.play(refuted)
    hand.wait_for_verdict()
    hand.frames(1)
    verdict = hand.screen.judgement
    assert verdict is not None
    assert verdict.better is not None
    words = hand.screen.words
    lines = [line.words for line in words.lines]
    loss = format(verdict.loss, ".1f")
    better = next(k for k, line in enumerate(lines) if loss in line)
    assert f"{plan_gain(start, verdict.better)[0]:+d}" in lines[better]
    assert {better, better + 1} <= set(words.shown)  # in view before any scrolling
    played = next(k for k, line in enumerate(lines)
                  if k > better and f"{plan_gain(start, refuted)[0]:+d}" in line)
    assert played > better


def test_a_newcomers_home_counts_no_zero_streak_and_no_zero_tally(make_app: MakeApp) -> None:
    app = make_app()
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    screen = hand.open_from_title()
    said = home_labels(screen)
    assert said
    zero_streak = trn("Streak: {n} day in a row with a solved puzzle",
                      "Streak: {n} days in a row with a solved puzzle", 0)
    assert zero_streak not in said
    assert tally_words(()) not in said
    assert not screen.history.attempts


def home_labels(screen: PuzzleScene) -> list[str]:
    """Every label Home draws, as the next frame draws it."""
    lines: list[str] = []
    original = screen.label

    def label(surface: pygame.Surface, words: str, *args: object,
              **kwargs: object) -> pygame.Rect:
        lines.append(words)
        return original(surface, words, *args, **kwargs)  # type: ignore[arg-type]

    screen.label = label  # type: ignore[method-assign]
    screen.draw(pygame.Surface((screen.w, screen.h)))
    return lines


def test_a_streak_stands_across_midnight_and_ends_after_a_day_without_a_solve(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    """Solved at 23:59, Home at 00:01 still counts the day (today is not over); a whole day
    missed, and Home says no streak is running."""
    clock = [_dt.datetime(2026, 3, 9, 23, 59)]
    monkeypatch.setattr(PuzzleScene, "now", staticmethod(lambda: clock[0]))
    hand = at_puzzle(make_app, FINAL)
    puzzle = hand.screen.puzzle
    assert puzzle is not None
    hand.play(puzzle.plans[0])
    hand.wait_for_verdict()
    hand.press_control("leave")
    assert hand.screen.view == "home"
    with wearing(hand.app.look):
        assert streak_words(1) in home_labels(hand.screen)
        clock[0] = _dt.datetime(2026, 3, 10, 0, 1)
        assert streak_words(1) in home_labels(hand.screen)
        clock[0] = _dt.datetime(2026, 3, 11, 0, 1)
        assert streak_words(0) in home_labels(hand.screen)
        assert streak_words(1) not in home_labels(hand.screen)


def test_the_daily_puzzle_answered_once_is_not_rated_again_in_a_later_visit(
        make_app: MakeApp) -> None:
    """Failed, the answer shown, Back to the title and Puzzles again: the daily puzzle played
    with the answer just shown is judged but moves no rating, and no attempt is added."""
    app = make_app()
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    hand.open_from_title()
    hand.press_control("daily")
    puzzle = hand.screen.puzzle
    assert puzzle is not None
    hand.play(alternatives(puzzle.position(), puzzle.plans, puzzle.seed)[0])
    hand.wait_for_verdict()
    kept, _ = puzzle_history.load_noticed()
    hand.press_control("leave")  # to Home
    hand.press_control("leave")  # to the title
    assert isinstance(hand.top, TitleScene)
    hand.press_control("puzzles")
    hand.press_control("daily")
    assert hand.screen.puzzle == puzzle
    hand.play(puzzle.plans[0])
    hand.wait_for_verdict()
    assert hand.screen.judgement is not None
    assert hand.screen.judgement.solved
    assert hand.screen.before is None  # said as not rated
    assert puzzle_history.load_noticed()[0] == kept


def test_the_table_names_the_puzzle_and_its_rating_apart_from_the_players(
        make_app: MakeApp) -> None:
    """In Russian "Puzzle rating" (Records: the player's) reads "your rating in puzzles": the
    table's line under the task names the puzzle by its number and is not that sentence."""
    app = make_app(Settings(language="ru", animation_speed="instant"))
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    hand.open_from_title()
    puzzle = shipped(FINAL)
    hand.open_puzzle(puzzle)
    number = puzzles.shipped().index(puzzle) + 1
    told = [words for role, _, words in hand.screen.said if role == "task"]
    assert any(re.search(rf"\b{number}\b", line) for line in told)  # not in the rating
    with wearing(app.look):
        players_words = translate("Puzzle rating: {rating}", rating=puzzle.rating)
    assert players_words not in told


def test_each_row_of_the_history_names_its_puzzle(make_app: MakeApp) -> None:
    hand = at_puzzle(make_app, FINAL)
    hand.play(shipped(FINAL).plans[0])
    hand.wait_for_verdict()
    hand.press_control("next")
    other = hand.screen.puzzle
    assert other is not None
    assert other.id != FINAL
    hand.play(other.plans[0])
    hand.wait_for_verdict()
    hand.press_control("leave")
    rows = [words for words in home_labels(hand.screen) if "·" in words]
    numbers = [puzzles.shipped().index(p) + 1 for p in (other, shipped(FINAL))]
    assert len(rows) == 2
    assert all(f" {n} " in row for n, row in zip(numbers, rows, strict=True))
