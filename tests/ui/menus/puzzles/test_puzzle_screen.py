"""The puzzles' screen around the table, driven by real clicks and keys through the app: Retry is
judged but not rated, Next offers a puzzle near the rating, the daily puzzle, Esc and Back, no
hint at a puzzle's table, the take-back moment before judging, the judge never holding a frame,
and the puzzle history in Records."""

from __future__ import annotations

import datetime as _dt
import threading
import time

import pygame

from ganesha.ai import puzzle_judge
from ganesha.data import puzzles
from ganesha.data.glicko import Glicko
from ganesha.data.look import wearing
from ganesha.store import puzzle_history
from ganesha.store.settings import Settings
from ganesha.ui.menus.puzzles import judging
from ganesha.ui.menus.puzzles.standing import offer_next
from ganesha.ui.menus.puzzles.words import rating_change, short_streak_words
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.table.words.prompts import BarRole
from tests.helpers.menu_app import MakeApp, key
from tests.helpers.puzzle_play import PuzzleHand

FINAL = "s1-g10-t24"  # one placement of the final stage: quick to play


def shipped(ident: str) -> puzzles.Puzzle:
    return next(p for p in puzzles.shipped() if p.id == ident)


def at_puzzle(make_app: MakeApp, ident: str = FINAL,
              settings: Settings | None = None) -> PuzzleHand:
    app = make_app(settings)
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    hand.open_from_title()
    hand.open_puzzle(shipped(ident))
    return hand


def test_a_retry_is_judged_but_not_rated_again(make_app: MakeApp) -> None:
    hand = at_puzzle(make_app)
    puzzle = hand.screen.puzzle
    assert puzzle is not None
    hand.play(puzzle.plans[0])
    hand.wait_for_verdict()
    rated, _ = puzzle_history.load_noticed()
    hand.press_control("retry")
    assert hand.screen.view == "play"
    hand.play(puzzle.plans[0])
    hand.wait_for_verdict()
    kept, _ = puzzle_history.load_noticed()
    assert kept == rated  # one attempt, the ratings as the first answer left them
    assert len(kept.attempts) == 1
    told = " ".join(line.words for line in hand.screen.words.lines)
    assert rating_change(None, kept.player) in told


def test_next_offers_another_puzzle_near_the_rating(make_app: MakeApp) -> None:
    hand = at_puzzle(make_app)
    first = hand.screen.puzzle
    assert first is not None
    hand.play(first.plans[0])
    hand.wait_for_verdict()
    history = hand.screen.history
    hand.press_control("next")
    chosen = hand.screen.puzzle
    assert chosen is not None
    assert chosen != first
    assert chosen == offer_next(puzzles.shipped(), history, hand.screen.now(), first.id)
    assert hand.screen.view == "play"


def test_the_daily_puzzle_is_the_day_s_and_ticked_once_solved(make_app: MakeApp) -> None:
    app = make_app()
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    screen = hand.open_from_title()
    hand.press_control("daily")
    today = puzzles.daily(puzzles.shipped(), _dt.date.today())
    assert screen.puzzle == today
    assert today is not None
    hand.play(today.plans[0])
    hand.wait_for_verdict()
    hand.press_control("leave")
    assert screen.view == "home"
    hand.frames(1)
    kept, _ = puzzle_history.load_noticed()
    assert [(a.puzzle, a.solved) for a in kept.attempts] == [(today.id, True)]
    assert screen.history == kept
    hand.press_control("daily")  # again, the answer known: judged, not rated
    hand.play(today.plans[0])
    hand.wait_for_verdict()
    assert puzzle_history.load_noticed()[0] == kept


def test_esc_leads_from_the_table_home_and_from_home_to_the_title(make_app: MakeApp) -> None:
    hand = at_puzzle(make_app)
    key(hand.app, pygame.K_ESCAPE)
    hand.frames(1)
    assert hand.screen.view == "home"
    assert hand.screen.attempt is None
    key(hand.app, pygame.K_ESCAPE)
    hand.frames(1)
    assert isinstance(hand.top, TitleScene)


def test_a_puzzle_s_table_has_no_hint(make_app: MakeApp) -> None:
    hand = at_puzzle(make_app, "s1-g11-t9")
    table = hand.table
    assert table.controller.human_to_act
    assert table.buttons  # the bar is there, without the Hint button
    assert all(button.purpose != BarRole.HINT for button in table.buttons)
    key(hand.app, pygame.K_h)
    hand.frames(2)
    assert table.hint.current(table.state) is None
    assert not table.hint.thinking


def test_the_turn_is_judged_once_the_take_back_moment_is_over(make_app: MakeApp) -> None:
    """At the normal speed a turn's last move may be taken back for a moment: nothing is
    judged before it passes, and Undo in it gives the turn back to play."""
    hand = at_puzzle(make_app, settings=Settings(animation_speed="normal"))
    puzzle = hand.screen.puzzle
    assert puzzle is not None
    hand.play(puzzle.plans[0])
    assert hand.table.controller.take_back is not None
    assert hand.screen.view == "play"
    assert not hand.screen.judging or not hand.screen.judging.busy
    hand.click(next(b.rect.center for b in hand.table.buttons if b.enabled))  # Undo
    assert hand.table.controller.human_to_act
    hand.play(puzzle.plans[0])
    hand.wait_for_verdict()
    assert hand.screen.judgement is not None
    assert hand.screen.judgement.solved


def test_frames_go_on_while_the_judge_works(make_app: MakeApp, monkeypatch) -> None:
    """A slow judgement never holds the frame loop: the table says it is checking, frames
    come, and the verdict shows when the judge is done."""
    release = threading.Event()

    def slow_judge(puzzle: puzzles.Puzzle, played: tuple) -> puzzle_judge.Judgement:
        release.wait(10)
        return puzzle_judge.judge(puzzle, played)

    monkeypatch.setattr(judging, "judge", slow_judge)
    hand = at_puzzle(make_app)
    puzzle = hand.screen.puzzle
    assert puzzle is not None
    hand.play(puzzle.plans[0])
    started = time.perf_counter()
    hand.frames(10)
    assert time.perf_counter() - started < 5
    assert hand.screen.view == "play"
    assert any("…" in words for role, _, words in hand.screen.said if role == "task")
    release.set()
    hand.wait_for_verdict()
    assert hand.screen.judgement is not None


def test_records_show_the_puzzle_standing_and_lead_to_the_puzzles(make_app: MakeApp) -> None:
    hand = at_puzzle(make_app)
    puzzle = hand.screen.puzzle
    assert puzzle is not None
    hand.play(puzzle.plans[0])
    hand.wait_for_verdict()
    hand.app.show_title()
    hand.frames(1)
    hand.app.open_records()
    records = hand.top
    assert isinstance(records, RecordsScene)
    hand.frames(1)
    kept, _ = puzzle_history.load_noticed()
    assert kept.player.rating > Glicko().rating
    assert records.puzzles == kept
    with wearing(hand.app.look):
        assert any(short_streak_words(1) in words for words in records_lines(records))
    hand.press_control("puzzles")
    assert hand.screen.view == "home"


def records_lines(records: RecordsScene) -> list[str]:
    lines: list[str] = []
    original = records.label

    def label(surface: pygame.Surface, words: str, *args, **kwargs) -> pygame.Rect:
        lines.append(words)
        return original(surface, words, *args, **kwargs)

    records.label = label  # type: ignore[method-assign]
    records.draw(pygame.Surface((records.w, records.h)))
    return lines
