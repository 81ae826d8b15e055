"""The player's puzzle rating and history, kept so that each attempt moves both ratings.

One small JSON file in the data folder (``puzzle-ratings.json``): the player's Glicko-2 rating,
the rating of each puzzle the player has tried (it starts at the puzzle's shipped rating and
moves with this player's attempts), and the attempts newest first (puzzle id, solved or not,
when, the player's rating after), at most :data:`KEEP` of them. Every attempt is one atomic
write (a kill leaves the old file or the new one). A file that cannot be read is kept aside
(``*.bad-<time>``) with one notice, and the ratings start afresh; no screen fails over it.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ganesha.data.glicko import Glicko, attempt
from ganesha.data.i18n import translate
from ganesha.data.puzzles import Puzzle
from ganesha.store import dirs as userdirs
from ganesha.store.files import load_kept, write_atomic
from ganesha.store.schemas.puzzles import KEEP_ATTEMPTS as KEEP
from ganesha.store.schemas.puzzles import GlickoRow, PuzzleRatingsFile

FORMAT = "ganesha-puzzle-ratings"
VERSION = 1
FILE = "puzzle-ratings.json"
#: A puzzle solved within this many days is not offered again as the next one.
RECENT_DAYS = 30


@dataclass(frozen=True, slots=True)
class Attempt:
    """One try at one puzzle."""

    puzzle: str
    solved: bool
    date: str  # "YYYY-MM-DD HH:MM", as the records write dates
    rating: float  # the player's rating after it


@dataclass(frozen=True, slots=True)
class PuzzleHistory:
    """The player's rating, each tried puzzle's rating, and the attempts newest first."""

    player: Glicko = field(default_factory=Glicko)
    puzzles: dict[str, Glicko] = field(default_factory=dict)
    attempts: tuple[Attempt, ...] = ()

    def rating_of(self, puzzle: Puzzle) -> Glicko:
        """The puzzle's rating for this player: as moved by the attempts, else as shipped."""
        return self.puzzles.get(puzzle.id, Glicko(float(puzzle.rating)))

    def solved_since(self, date: str) -> set[str]:
        """The puzzles solved at ``date`` or later."""
        return {a.puzzle for a in self.attempts if a.solved and a.date >= date}

    def recent(self, now: _dt.datetime) -> set[str]:
        """The puzzles solved in the last :data:`RECENT_DAYS` days (not offered next)."""
        return self.solved_since(_date(now - _dt.timedelta(days=RECENT_DAYS)))


def _date(when: _dt.datetime) -> str:
    return when.strftime("%Y-%m-%d %H:%M")


def path() -> Path:
    return userdirs.data_dir(create=False) / FILE


def _glicko(row: GlickoRow) -> Glicko:
    return Glicko(row.rating, row.deviation, row.volatility)


def from_file(file: PuzzleRatingsFile) -> PuzzleHistory:
    """The history of a decoded file (:class:`PuzzleRatingsFile` checked every value)."""
    return PuzzleHistory(_glicko(file.player),
                         {ident: _glicko(row) for ident, row in file.puzzles.items()},
                         tuple(Attempt(a.puzzle, a.solved, a.date, a.rating)
                               for a in file.attempts))


def _row(rating: Glicko) -> dict[str, float]:
    return {"rating": rating.rating, "deviation": rating.deviation,
            "volatility": rating.volatility}


def to_data(history: PuzzleHistory) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "player": _row(history.player),
            "puzzles": {ident: _row(r) for ident, r in history.puzzles.items()},
            "attempts": [{"puzzle": a.puzzle, "solved": a.solved, "date": a.date,
                          "rating": a.rating} for a in history.attempts]}


def _words(reason: str, kept: str | None) -> str:
    if kept is None:
        return translate("Your puzzle rating could not be read ({reason}).", reason=reason)
    return translate("Your puzzle rating could not be read ({reason}). It was kept as {name}.",
                     reason=reason, name=kept)


def load_noticed() -> tuple[PuzzleHistory, str | None]:
    """(the kept history, a fresh one when there is none; a notice when the file was damaged
    and kept aside, for the screen that shows the rating)."""
    try:
        where = path()
    except OSError:
        return PuzzleHistory(), None
    history, notice = load_kept(where, PuzzleRatingsFile, from_file, _words)
    return history or PuzzleHistory(), notice


def record(puzzle: Puzzle, solved: bool,
           now: _dt.datetime | None = None) -> tuple[PuzzleHistory, str | None]:
    """Rate one attempt and keep it: both ratings move (solving is the player's win against
    the puzzle), the attempt leads the history. (The new history — returned even when the file
    could not be written, so the screen still shows the attempt; a notice when the kept file
    was damaged and set aside on the way.)"""
    history, notice = load_noticed()
    player, rated = attempt(history.player, history.rating_of(puzzle), solved)
    when = _date(now or _dt.datetime.now())
    if history.attempts:  # a clock set back never puts an attempt behind the newest one
        when = max(when, history.attempts[0].date)
    new = replace(history, player=player, puzzles={**history.puzzles, puzzle.id: rated},
                  attempts=(Attempt(puzzle.id, solved, when, player.rating),
                            *history.attempts)[:KEEP])
    with contextlib.suppress(OSError):  # not kept this time: the attempt still shows
        write_atomic(userdirs.data_dir() / FILE, json.dumps(to_data(new), ensure_ascii=False))
    return new, notice


__all__ = ["FILE", "KEEP", "RECENT_DAYS", "Attempt", "PuzzleHistory", "from_file",
           "load_noticed", "path", "record", "to_data"]
