"""Damaged files at the puzzles: a puzzle set that cannot be read is said on the screen, which
offers nothing to play and keeps running; a rating file that cannot be read is kept aside by the
store, said on the screen and on the title, and the ratings start afresh. And the standing's own
rules: the streak counts days, the daily tick, a visit rates a puzzle once, Next moves on."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from ganesha.data import puzzles
from ganesha.data.glicko import Glicko
from ganesha.store import puzzle_history
from ganesha.store.puzzle_history import Attempt, PuzzleHistory
from ganesha.ui.menus.puzzles.standing import Visit, load_set, offer_next, solved_on, streak
from ganesha.ui.menus.title import TitleScene
from tests.helpers.kept_files import kept_aside
from tests.helpers.menu_app import MakeApp
from tests.helpers.puzzle_play import PuzzleHand

TODAY = _dt.date(2026, 11, 28)


@pytest.fixture
def damaged_set(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The shipped set's file replaced by one that does not decompress."""
    bad = tmp_path / puzzles.FILE
    bad.write_bytes(b"\x1f\x8b not really gzip")
    monkeypatch.setattr(puzzles, "asset_path", lambda *parts: bad)
    puzzles.shipped.cache_clear()
    yield bad
    puzzles.shipped.cache_clear()


def test_a_damaged_set_is_said_and_nothing_is_offered(make_app: MakeApp,
                                                      damaged_set: Path) -> None:
    assert load_set().problem is not None
    app = make_app()
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    screen = hand.open_from_title()
    hand.frames(2)
    assert screen.notice is not None
    assert str(damaged_set) in screen.notice
    assert [c.name for c in screen.form.controls] == ["leave"]
    hand.press_control("leave")
    assert isinstance(hand.top, TitleScene)


def test_a_damaged_rating_file_is_kept_aside_and_said(make_app: MakeApp) -> None:
    app = make_app()
    path = puzzle_history.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    screen = hand.open_from_title()
    hand.frames(2)
    assert screen.notice is not None
    assert screen.notice in app.notices  # the title says it too
    assert kept_aside(path)
    assert screen.history == PuzzleHistory()


def attempt(day: int, solved: bool, puzzle: str = "p") -> Attempt:
    return Attempt(puzzle, solved, f"2026-11-{day:02d} 10:00", 1500.0)


def test_the_streak_counts_days_with_a_solved_puzzle_up_to_today() -> None:
    run = [attempt(28, True), attempt(27, False), attempt(27, True), attempt(26, True),
           attempt(24, True)]
    assert streak(run, TODAY) == 3  # 26, 27, 28; the 25th broke it
    assert streak(run[1:], TODAY) == 2  # today not yet solved: the streak to yesterday stands
    assert streak(run[1:], TODAY + _dt.timedelta(days=1)) == 0  # a whole day missed
    assert streak([attempt(28, False)], TODAY) == 0
    assert streak([], TODAY) == 0


def test_the_daily_tick_is_for_that_puzzle_solved_that_day() -> None:
    run = [attempt(28, False, "a"), attempt(27, True, "a"), attempt(28, True, "b")]
    assert not solved_on(run, "a", TODAY)
    assert solved_on(run, "b", TODAY)
    assert solved_on(run, "a", TODAY - _dt.timedelta(days=1))


def test_a_visit_rates_each_puzzle_once() -> None:
    first, second = puzzles.shipped()[:2]
    visit, none = Visit(), PuzzleHistory()
    assert visit.rates(first, none, TODAY)
    assert not visit.rates(first, none, TODAY)  # a retry, or opened again
    assert visit.rates(second, none, TODAY)
    assert Visit().rates(first, none, TODAY)  # the next visit, the puzzle not answered today
    answered = PuzzleHistory(attempts=(Attempt(first.id, False, f"{TODAY} 09:00", 1400.0),))
    assert not Visit().rates(first, answered, TODAY)  # answered today, in an earlier visit
    assert Visit().rates(first, answered, TODAY + _dt.timedelta(days=1))  # a day later


def test_next_never_offers_the_puzzle_just_played_while_another_is_near() -> None:
    shipped = puzzles.shipped()
    now = _dt.datetime(2026, 11, 28, 12)
    for seed in range(6):
        history = PuzzleHistory(attempts=tuple(attempt(1, False) for _ in range(seed)))
        chosen = offer_next(shipped, history, now)
        assert chosen is not None
        assert abs(chosen.rating - history.player.rating) <= puzzles.NEAR or all(
            abs(p.rating - history.player.rating) > puzzles.NEAR for p in shipped)
        again = offer_next(shipped, history, now, chosen.id)
        assert again is not None
        assert again != chosen
    lone = shipped[:1]
    assert offer_next(lone, PuzzleHistory(), now, lone[0].id) == lone[0]  # nothing else


def test_every_puzzle_solved_lately_offers_none() -> None:
    shipped = puzzles.shipped()
    now = _dt.datetime(2026, 11, 28, 12)
    solved = tuple(Attempt(p.id, True, "2026-11-20 10:00", 1500.0) for p in shipped)
    assert offer_next(shipped, PuzzleHistory(Glicko(), {}, solved), now) is None


def test_next_with_every_puzzle_solved_lately_says_so_on_home(make_app: MakeApp) -> None:
    app = make_app()
    for puzzle in puzzles.shipped():
        puzzle_history.record(puzzle, True)
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    screen = hand.open_from_title()
    hand.press_control("next")
    assert screen.view == "home"
    assert screen.none_left
    assert screen.attempt is None
    hand.press_control("daily")  # the day's puzzle is still there
    assert screen.puzzle == puzzles.daily(puzzles.shipped(), _dt.date.today())
