"""The player's records: totals per AI level and player count, best and average score, the
current winning streak, and the last finished games (each kept whole, so it can be watched again).

Stored as one JSON file in the data folder, written atomically; a file that cannot be read is
kept aside (renamed, never deleted — as :mod:`ganesha.store.saves` does) and the records start
afresh,
with a notice for the player. A finished game is recorded once: each game carries an id made
from its config and its moves, and a game already listed is not counted again (the app notices
the end of a game on every frame after it, and a Continue of a finished game must not count twice).

Only games with at least one person at the screen count; an all-AI demo is not the player's.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

from ganesha.ai.registry import base_level
from ganesha.data.i18n import translate
from ganesha.data.vocabulary import HUMAN, SEAT_KINDS
from ganesha.engine import SaveError
from ganesha.store import dirs as userdirs
from ganesha.store import files, saves
from ganesha.store.files import load_kept, reason_of, write_atomic
from ganesha.store.files import set_aside as keep_file_aside
from ganesha.store.schemas.tallies import (
    KEEP_GAMES,
    MOST_GAMES,
    MOST_POINTS,
    PEOPLE,
    GameRow,
    RecordsFile,
)

FORMAT = "ganesha-records"
VERSION = 1
FILE = "records.json"


@dataclass(frozen=True, slots=True)
class Tally:
    """Games against one AI level at one player count, seen from the person's seat."""

    played: int = 0
    won: int = 0
    best: int = 0
    total: int = 0  # the sum of the person's scores, for the average

    @property
    def average(self) -> float:
        return self.total / self.played if self.played else 0.0


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished game: when, who sat where, the scores, and the game itself for a replay."""

    id: str
    date: str  # ISO date and time (local), to the minute
    names: tuple[str, ...]
    seats: tuple[str, ...]
    scores: tuple[int, ...]
    winner: int | None
    game: dict[str, Any]  # the save's data (see :func:`ganesha.store.saves.to_text`)

    def saved(self) -> saves.SavedGame:
        """The game to replay; :class:`SaveError` if it no longer loads."""
        return saves.from_data(self.game)


@dataclass
class Records:
    tallies: dict[tuple[str, int], Tally]
    streak: int
    games: list[GameRecord]  # newest first


def game_id(saved: saves.SavedGame) -> str:
    """The same finished game always gives the same id (config + every move)."""
    return hashlib.sha256(saved.state.to_json().encode("utf-8")).hexdigest()[:16]


def level_of(seats: tuple[str, ...]) -> str:
    """The opposition a game counts under: the strongest AI level at the table, or
    :data:`PEOPLE` when only people played."""
    ai = [base_level(s) for s in seats if s != HUMAN]  # every rated seat counts as "rated"
    return max(ai, key=SEAT_KINDS.index) if ai else PEOPLE


def _path() -> Path:
    return userdirs.data_dir(create=False) / FILE


def has_records() -> bool:
    """True once a game with a person at the screen was finished (the file is not read)."""
    return files.exists(userdirs.data_dir(create=False) / FILE)


def empty() -> Records:
    return Records({}, 0, [])


def _game(row: GameRow) -> GameRecord:
    """One listed game, replayed: it must be the game its id names, finished by a person."""
    saved = saves.from_file(row.game)
    if not counts(saved) or row.id != game_id(saved):
        raise SaveError(translate("a game in the records was not finished by a person"))
    state = saved.state
    return GameRecord(row.id, row.date, state.config.seat_names, saved.seats,
                      tuple(state.scores), state.winner, json.loads(saves.to_text(saved)))


def from_file(file: RecordsFile) -> Records:
    """The records a decoded file holds (:class:`RecordsFile` checked its shape and sums);
    :class:`SaveError` when a listed game does not replay to what it claims."""
    tallies = {(t.level, t.players): Tally(t.played, t.won, t.best, t.total)
               for t in file.tallies}
    return Records(tallies, file.streak, [_game(row) for row in file.games])


def from_data(data: dict[str, Any]) -> Records:
    """The records in parsed ``data``, through the file's schema; :class:`SaveError` for
    anything off (the file is kept aside)."""
    try:
        file = msgspec.convert({"format": FORMAT, **data}, RecordsFile, strict=True)
    except msgspec.ValidationError as exc:
        raise SaveError(reason_of(exc)) from exc
    return from_file(file)


def to_data(records: Records) -> dict[str, Any]:
    return {
        "format": FORMAT, "version": VERSION, "streak": records.streak,
        "tallies": [{"level": level, "players": players, "played": t.played, "won": t.won,
                     "best": t.best, "total": t.total}
                    for (level, players), t in sorted(records.tallies.items())],
        "games": [{"id": g.id, "date": g.date, "game": g.game} for g in records.games],
    }


def load() -> tuple[Records, str | None]:
    """(the records, a notice for the player if the file was bad and was kept aside)."""
    kept, notice = load_kept(_path(), RecordsFile, from_file, _words)
    return (kept if kept is not None else empty()), notice


def _words(reason: str, kept: str | None) -> str:
    if kept is None:
        return translate("Your records could not be read ({reason}).", reason=reason)
    return translate("Your records could not be read ({reason}). They were kept as {name}.",
                     reason=reason, name=kept)


def set_aside(reason: object) -> str:
    """Keep the records file aside (renamed, never deleted): a screen failed while drawing
    what it holds. The notice for the player, naming the kept file."""
    return keep_file_aside(_path(), reason, _words)


def counts(saved: saves.SavedGame) -> bool:
    """True when ``saved`` is a game the records count: finished, with a person at a seat."""
    return saved.state.is_over and HUMAN in saved.seats


def add_game(records: Records, saved: saves.SavedGame, now: _dt.datetime | None = None) -> bool:
    """Count a finished game in ``records`` (in place); False if it does not count (not over,
    no person played, or already recorded)."""
    state = saved.state
    humans = [s for s, kind in enumerate(saved.seats) if kind == HUMAN]
    ident = game_id(saved)
    if not counts(saved) or any(g.id == ident for g in records.games):
        return False
    game = json.loads(saves.to_text(saved))
    when = (now or _dt.datetime.now()).strftime("%Y-%m-%d %H:%M")
    records.games.insert(0, GameRecord(ident, when, state.config.seat_names, saved.seats,
                                       tuple(state.scores), state.winner, game))
    del records.games[KEEP_GAMES:]
    key = (level_of(saved.seats), state.players)
    old = records.tallies.get(key, Tally())
    best_human = max(humans, key=lambda s: state.scores[s])
    score = state.scores[best_human]
    won = state.winner in humans
    records.tallies[key] = Tally(old.played + 1, old.won + won, max(old.best, score),
                                 old.total + score)
    records.streak = records.streak + 1 if won else 0
    return True


def record_game(saved: saves.SavedGame) -> str | None:
    """Add a finished game to the records file; a notice if the old file was kept aside.
    :class:`OSError` when the file cannot be written (the caller says so)."""
    records, notice = load()
    if add_game(records, saved):
        path = userdirs.data_dir() / FILE
        write_atomic(path, json.dumps(to_data(records), ensure_ascii=False))
    return notice


__all__ = ["FILE", "KEEP_GAMES", "MOST_GAMES", "MOST_POINTS", "PEOPLE", "GameRecord", "Records",
           "Tally", "add_game", "counts", "empty", "game_id", "level_of", "load", "record_game",
           "set_aside"]
