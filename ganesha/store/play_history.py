"""The player's rating game by game, kept so that Records can show how it moves.

Each rated seat of a reviewed game (a person's seat only) is one entry: the game (its records
id), when it was played (the date Records lists it with, else the day it was rated), the
seat's name and its rating with the interval (:mod:`ganesha.data.play_ratings`). A game is
rated when its review is finished or opened again, wherever that happens (the results, Last
game, a game of the records), and an entry already kept is not added again: rating a game
twice counts once.

One small JSON file in the data folder (``play-ratings.json``), newest first, at most
:data:`KEEP` entries, written atomically in one step (a kill leaves the old list or the new
one; a rating lost to a kill comes back the next time the game's review opens, since the
finished review itself is kept by :mod:`ganesha.store.reviews`). A file that cannot be read is
kept aside (``*.bad-<time>``) and the list starts afresh (Records, when it is the one to find
it, says so once); no screen fails over it.
"""

from __future__ import annotations

import datetime as _dt
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

from ganesha.ai.review import Review
from ganesha.data.i18n import translate
from ganesha.data.play_ratings import Combined, PlayRating, combine, rate
from ganesha.data.vocabulary import HUMAN
from ganesha.store import dirs as userdirs
from ganesha.store import records
from ganesha.store.files import UnreadableFile, load_kept, read_as, write_atomic
from ganesha.store.saves import SavedGame
from ganesha.store.schemas.tallies import KEEP_RATINGS as KEEP
from ganesha.store.schemas.tallies import RatingsFile, RecordsFile

FORMAT = "ganesha-play-ratings"
VERSION = 1
FILE = "play-ratings.json"


@dataclass(frozen=True, slots=True)
class RatedGame:
    """One seat's rating in one game."""

    game: str  # the records' id of the game (:func:`ganesha.store.records.game_id`)
    seat: int
    name: str
    date: str  # as the records write it: "YYYY-MM-DD HH:MM"
    rating: PlayRating


def path() -> Path:
    return userdirs.data_dir(create=False) / FILE


def from_file(file: RatingsFile) -> list[RatedGame]:
    """The entries of a decoded file (:class:`RatingsFile` checked every one)."""
    return [RatedGame(g.game, g.seat, g.name, g.date,
                      PlayRating(g.rating, g.low, g.high, g.turns, g.capped))
            for g in file.games]


def from_data(data: dict[str, Any]) -> list[RatedGame]:
    """The entries in parsed ``data``, through the file's schema; ValueError for anything
    off (the file is then kept aside)."""
    return from_file(msgspec.convert({"format": FORMAT, **data}, RatingsFile, strict=True))


def to_data(games: list[RatedGame]) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "games": [
        {"game": g.game, "seat": g.seat, "name": g.name, "date": g.date,
         "rating": g.rating.rating, "low": g.rating.low, "high": g.rating.high,
         "turns": g.rating.turns, "capped": g.rating.capped} for g in games]}


def _words(reason: str, kept: str | None) -> str:
    if kept is None:
        return translate("Your ratings game by game could not be read ({reason}).",
                         reason=reason)
    return translate("Your ratings game by game could not be read ({reason}). They were kept "
                     "as {name}.", reason=reason, name=kept)


def load_noticed() -> tuple[list[RatedGame], str | None]:
    """(the kept ratings, newest game first; a notice when the file was damaged and kept
    aside, for the screen that shows them). None kept yet: an empty list."""
    try:
        where = path()
    except OSError:
        return [], None
    games, notice = load_kept(where, RatingsFile, from_file, _words)
    return games or [], notice


def load() -> list[RatedGame]:
    """The kept ratings (see :func:`load_noticed`), for adding to them after a review: a
    damaged file is kept aside here without a word (Records, which shows the ratings, is where
    the player is told)."""
    return load_noticed()[0]


def _played_on(saved: SavedGame) -> str:
    """The date the records list this game with (read quietly: a damaged records file is the
    Records screen's to keep aside and tell of), else now."""
    ident = records.game_id(saved)
    try:
        kept = read_as(userdirs.data_dir(create=False) / records.FILE, RecordsFile)
        for row in kept.games if kept is not None else []:
            if row.id == ident:
                return row.date
    except (UnreadableFile, OSError):
        pass
    return _dt.datetime.now().strftime("%Y-%m-%d %H:%M")


def rated_seats(saved: SavedGame, review: Review) -> list[tuple[int, PlayRating]]:
    """The people's seats of the review that have a rating for this game."""
    found = []
    for seat in review.seats:
        rated = rate(review, seat) if saved.seats[seat] == HUMAN else None
        if rated is not None:
            found.append((seat, rated))
    return found


def add(saved: SavedGame, review: Review) -> bool:
    """Keep the rating of each person's seat ``review`` rates in this game (see
    :func:`add_noticed`); True when something was written."""
    return add_noticed(saved, review)[0]


def add_noticed(saved: SavedGame, review: Review) -> tuple[bool, str | None]:
    """Keep the rating of each person's seat ``review`` rates in this game (once: an entry
    already kept stays as it is). (True when something was written, False when there was
    nothing new or the file could not be written — the rating still shows where it was made;
    the notice when the kept ratings were damaged and set aside on the way, for the screen
    the player is on: the new file holds only what follows, so the player is told.)"""
    if not records.counts(saved):
        return False, None
    ident = records.game_id(saved)
    games, notice = load_noticed()
    return _added(saved, review, ident, games), notice


def _added(saved: SavedGame, review: Review, ident: str, games: list[RatedGame]) -> bool:
    """The new ratings of ``review`` written before ``games`` (the kept ones)."""
    kept = {(g.game, g.seat) for g in games}
    new = [RatedGame(ident, seat, saved.state.config.seat_names[seat], "", rated)
           for seat, rated in rated_seats(saved, review) if (ident, seat) not in kept]
    if not new:
        return False
    when = _played_on(saved)
    # newest first: the new entries lead, and the stable sort keeps them ahead of older ones
    # of the same minute (the dates go to the minute)
    games = [RatedGame(g.game, g.seat, g.name, when, g.rating) for g in new] + games
    games.sort(key=lambda g: g.date, reverse=True)
    try:
        write_atomic(userdirs.data_dir() / FILE,
                     json.dumps(to_data(games[:KEEP]), ensure_ascii=False))
    except OSError:
        return False
    return True


def trend(games: list[RatedGame], name: str, most: int = 10) -> list[RatedGame]:
    """``name``'s last ``most`` rated games, oldest first (the way a line of them reads)."""
    return [g for g in games if g.name == name][:most][::-1]


def glance() -> list[RatedGame]:
    """The kept ratings for a screen that only glances at them (New game's default opponent): a
    damaged file reads as none and is left where it is, for Records to find and tell of."""
    try:
        document = read_as(path(), RatingsFile)
        return [] if document is None else from_file(document)
    except (OSError, UnreadableFile, ValueError):
        return []


def recent_rating(name: str, most: int = 10,
                  games: list[RatedGame] | None = None) -> Combined | None:
    """``name``'s last ``most`` rated games combined into one rating (None without any): what
    the New game screen sets an opponent "at my level" to. Glances at the file when ``games``
    is not given (:func:`glance`)."""
    kept = glance() if games is None else games
    return combine([g.rating for g in kept if g.name == name][:most])


def names(games: list[RatedGame]) -> list[str]:
    """The rated players' names, the most recently rated first."""
    seen: list[str] = []
    for g in games:
        if g.name not in seen:
            seen.append(g.name)
    return seen


__all__ = ["FILE", "KEEP", "RatedGame", "add", "add_noticed", "from_data", "glance", "load",
           "load_noticed", "names", "path", "rated_seats", "recent_rating", "to_data", "trend"]
