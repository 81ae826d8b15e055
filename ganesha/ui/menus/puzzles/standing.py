"""Where the player stands with the puzzles: the set (or why it cannot be read), the puzzle to
offer next, the day's puzzle, the streak, and which answers of a visit are rated.

The **streak** counts days: consecutive calendar days, up to today, on each of which the player
solved at least one puzzle (a day not over yet does not break it: a streak that reached yesterday
still stands until today ends). Days, not solves in a row, so that one failed hard puzzle does
not wipe out a week of practice, and the daily puzzle has a reason to come back for.

**Rated once a visit, and once a day**: while the Puzzles screen stays open, the first answer to
each puzzle moves both ratings; a Retry, or the same puzzle opened again (the daily one from
Home), is judged and shown but not rated again (else an answer given with the solution already
shown would win rating points for free). Nor is a puzzle already answered today in an earlier
visit: the daily puzzle is the same all day, so leaving the screen and coming back would
otherwise rate the answer just shown. Next never offers a puzzle solved in the last 30 days, so
on a later day only a puzzle not solved comes back, and is rated again.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence
from dataclasses import dataclass

from ganesha.data.puzzles import Puzzle, PuzzleDataError, daily, next_puzzle, shipped
from ganesha.store.puzzle_history import Attempt, PuzzleHistory


@dataclass(frozen=True, slots=True)
class PuzzleSet:
    """The shipped puzzles, or the reason they cannot be read (then none)."""

    puzzles: tuple[Puzzle, ...]
    problem: str | None = None


def load_set() -> PuzzleSet:
    """The shipped set; a damaged file gives no puzzles and its reason, never an exception."""
    try:
        return PuzzleSet(shipped())
    except (PuzzleDataError, OSError) as exc:
        return PuzzleSet((), str(exc))


def streak(attempts: Sequence[Attempt], today: _dt.date) -> int:
    """Consecutive days with a solved puzzle, counted back from today (or from yesterday when
    nothing is solved today yet)."""
    days = {_day(a.date) for a in attempts if a.solved}
    day = today if today in days else today - _dt.timedelta(days=1)
    count = 0
    while day in days:
        count += 1
        day -= _dt.timedelta(days=1)
    return count


def _day(date: str) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(date[:10])
    except ValueError:
        return None


def solved_on(attempts: Sequence[Attempt], puzzle: str, day: _dt.date) -> bool:
    """Whether ``puzzle`` was solved on ``day`` (the daily puzzle's tick)."""
    return any(a.solved and a.puzzle == puzzle and _day(a.date) == day for a in attempts)


def offer_next(puzzles: Sequence[Puzzle], history: PuzzleHistory,
               now: _dt.datetime, skip: str | None = None) -> Puzzle | None:
    """The next puzzle near the player's rating, not solved lately, never ``skip`` (the one
    just played) while another can be offered; drawn with the number of attempts as its seed,
    so each attempt moves the draw on. None when every puzzle was solved lately."""
    ratings = {ident: rating.rating for ident, rating in history.puzzles.items()}
    recent = history.recent(now)
    seed = len(history.attempts)
    if skip is not None and any(p.id not in recent and p.id != skip for p in puzzles):
        recent = {*recent, skip}
    return next_puzzle(puzzles, history.player.rating, ratings, recent, seed)


def number_of(puzzles: Sequence[Puzzle], ident: str) -> int | None:
    """The puzzle's number in the set, from 1 (its name for the player: the table and the
    history say it, so a row of the history can be told from another); None when the set no
    longer holds it."""
    return next((k for k, p in enumerate(puzzles, 1) if p.id == ident), None)


def day_puzzle(puzzles: Sequence[Puzzle], today: _dt.date) -> Puzzle | None:
    return daily(puzzles, today)


class Visit:
    """The puzzles already rated since the Puzzles screen was opened (the module's
    docstring)."""

    def __init__(self) -> None:
        self.rated: set[str] = set()

    def rates(self, puzzle: Puzzle, history: PuzzleHistory, today: _dt.date) -> bool:
        """True for the visit's first answer to ``puzzle`` when ``history`` holds no answer to
        it on ``today`` (and marks it rated)."""
        if puzzle.id in self.rated or any(a.puzzle == puzzle.id and _day(a.date) == today
                                           for a in history.attempts):
            return False
        self.rated.add(puzzle.id)
        return True


__all__ = ["PuzzleSet", "Visit", "day_puzzle", "load_set", "number_of",
           "offer_next", "solved_on", "streak"]
