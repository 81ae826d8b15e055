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
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ganesha.data.i18n import translate
from ganesha.data.names import check_text, excerpt
from ganesha.data.vocabulary import HUMAN, SEAT_KINDS
from ganesha.engine import SaveError
from ganesha.store import dirs as userdirs
from ganesha.store import files, saves
from ganesha.store.files import UnreadableFile, keep_aside, read_json, reason_of, write_atomic

FORMAT = "ganesha-records"
VERSION = 1
FILE = "records.json"
#: How many finished games are kept whole (listed and replayable).
KEEP_GAMES = 20
#: The "level" of a game between people only (hot seat).
PEOPLE = "people"
#: The most games (played, won, a streak) and the best score a line of the records may hold:
#: more than anyone plays or scores, few enough digits to fit the screen's columns. A file
#: that claims more was edited or damaged, and is kept aside like any other.
MOST_GAMES = 99_999
MOST_POINTS = 999
#: A game's date as :func:`add_game` writes it (ASCII digits: the only glyphs the date column
#: is measured for).
DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}")


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
    ai = [s for s in seats if s != HUMAN]
    return max(ai, key=SEAT_KINDS.index) if ai else PEOPLE


def _path() -> Path:
    return userdirs.data_dir(create=False) / FILE


def has_records() -> bool:
    """True once a game with a person at the screen was finished (the file is not read)."""
    return files.exists(userdirs.data_dir(create=False) / FILE)


def empty() -> Records:
    return Records({}, 0, [])


def _int(value: Any, most: int = MOST_GAMES) -> int:
    if type(value) is not int or value < 0:
        raise SaveError("a count in the records is not a whole number")
    if value > most:
        raise SaveError(translate("a count in the records is larger than {most}", most=most))
    return value


def _tally(row: dict[str, Any]) -> Tally:
    """One line of totals, checked for what can be: no more wins than games, no score without
    a game, an average no higher than the best."""
    played, won = _int(row.get("played")), _int(row.get("won"))
    best = _int(row.get("best"), MOST_POINTS)
    total = _int(row.get("total"), MOST_GAMES * MOST_POINTS)
    if won > played or total > played * best or (best and not played):
        raise SaveError(translate("a line of the records counts more than was played"))
    return Tally(played, won, best, total)


def _date(value: str) -> str:
    """A game's date, exactly as :func:`add_game` writes it."""
    try:
        if DATE.fullmatch(value) is None:
            raise ValueError(value)
        _dt.datetime.strptime(value, "%Y-%m-%d %H:%M")
    except ValueError:
        raise SaveError(translate("the date of a game in the records is not a date")) from None
    return value


def from_data(data: dict[str, Any]) -> Records:
    """The records in ``data``; :class:`SaveError` for anything off (the file is kept aside)."""
    if type(data.get("version")) is not int or data["version"] != VERSION:
        raise SaveError(f"unknown records version {excerpt(data.get('version'))}")
    tallies: dict[tuple[str, int], Tally] = {}
    for row in _list(data.get("tallies")):
        level, players = row.get("level"), row.get("players")
        if level not in (*SEAT_KINDS, PEOPLE) or players not in (2, 3, 4):
            raise SaveError("a line of the records names no known level or player count")
        tallies[(level, players)] = _tally(row)
    games = []
    for row in _list(data.get("games"))[:KEEP_GAMES]:
        game = row.get("game")
        if not isinstance(game, dict) or not isinstance(row.get("date"), str) \
                or not isinstance(row.get("id"), str):
            raise SaveError("a game in the records is incomplete")
        for field in ("date", "id"):  # drawn on the Records screen (the date) or compared
            problem = check_text(row[field])
            if problem is not None:
                raise SaveError(translate("the {field} of a game in the records: {problem}",
                                          field=field, problem=problem))
        saved = saves.from_data(game)  # checks the game whole (names, seats, moves)
        if not counts(saved) or row["id"] != game_id(saved):
            raise SaveError(translate("a game in the records was not finished by a person"))
        state = saved.state
        _date(row["date"])
        games.append(GameRecord(row["id"], row["date"], state.config.seat_names, saved.seats,
                                tuple(state.scores), state.winner, game))
    streak = _int(data.get("streak", 0))
    if streak > sum(t.won for t in tallies.values()):
        raise SaveError(translate("a line of the records counts more than was played"))
    return Records(tallies, streak, games)


def _list(value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise SaveError("the records are not in the expected shape")
    return value


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
    path = _path()
    try:
        data = read_json(path, FORMAT)
        return (from_data(data) if data is not None else empty()), None
    except (UnreadableFile, SaveError) as exc:
        return empty(), set_aside(exc)


def set_aside(reason: object) -> str:
    """Keep the records file aside (renamed, never deleted): it could not be read, or a screen
    failed while drawing what it holds. The notice for the player, naming the kept file."""
    aside = keep_aside(_path())
    if aside is None:
        return translate("Your records could not be read ({reason}).", reason=reason_of(reason))
    return translate("Your records could not be read ({reason}). They were kept as {name}.",
                     reason=reason_of(reason), name=aside.name)


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


__all__ = ["FILE", "KEEP_GAMES", "PEOPLE", "GameRecord", "Records", "Tally", "add_game", "counts",
           "empty", "game_id", "level_of", "load", "record_game", "set_aside"]
