"""The shape of what the player has done: ``records.json`` and ``play-ratings.json``.

The rules between fields are the ones a real history keeps: no more wins than games, no
average above the best score, a streak no longer than the wins, no more games listed than were
played, each game listed once, each seat of a game rated once.
"""

from __future__ import annotations

import datetime as _dt
from typing import Annotated, Literal

import msgspec

from ganesha.data.i18n import translate
from ganesha.data.vocabulary import SEAT_KINDS
from ganesha.store.schemas.games import SaveFile
from ganesha.store.schemas.kinds import (
    Date,
    GameId,
    Schema,
    one_of,
    refuse,
    require,
    require_names,
    require_unique,
    whole,
)

#: How many finished games the records keep whole (listed and replayable).
KEEP_GAMES = 20
#: The "level" of a game between people only (hot seat).
PEOPLE = "people"
#: The most games (played, won, a streak) and the best score a line of the records may hold:
#: more than anyone plays or scores, few enough digits to fit the screen's columns.
MOST_GAMES = 99_999
MOST_POINTS = 999
#: The most tally lines: one per opposition (each AI level, or people) and player count.
MOST_TALLIES = (len(SEAT_KINDS) + 1) * 3
#: Rated games kept: ten games' trend for a few names, with room to spare.
KEEP_RATINGS = 200
#: A rating outside this range was not written by the game.
LOWEST, HIGHEST = -5_000, 10_000

Games = Annotated[int, whole(0, MOST_GAMES)]


class TallyRow(Schema, frozen=True):
    """Games against one opposition at one player count, seen from the person's seat."""

    level: Annotated[str, one_of((*SEAT_KINDS, PEOPLE))]
    players: Annotated[int, whole(2, 4)]
    played: Games
    won: Games
    best: Annotated[int, whole(0, MOST_POINTS)]
    total: Annotated[int, whole(0, MOST_GAMES * MOST_POINTS)]

    def __post_init__(self) -> None:
        require(self.won <= self.played and self.total <= self.played * self.best
                and (self.played > 0 or self.best == 0),
                translate("a line of the records counts more than was played"))


class GameRow(Schema, frozen=True):
    """One finished game, kept whole so that it can be watched again."""

    id: GameId
    date: Date
    game: SaveFile

    def __post_init__(self) -> None:
        try:
            _dt.datetime.strptime(self.date, "%Y-%m-%d %H:%M")
        except ValueError:
            refuse(translate("the date of a game in the records is not a date"))


class RecordsFile(Schema, frozen=True):
    """``records.json``."""

    format: Literal["ganesha-records"]
    version: Literal[1]
    tallies: Annotated[list[TallyRow], msgspec.Meta(max_length=MOST_TALLIES)]
    games: Annotated[list[GameRow], msgspec.Meta(max_length=KEEP_GAMES)]
    streak: Games = 0

    def __post_init__(self) -> None:
        require_unique([(t.level, t.players) for t in self.tallies],
                       translate("a line of the records"))
        require_unique([g.id for g in self.games], translate("a game in the records"))
        require(self.streak <= sum(t.won for t in self.tallies),
                translate("a line of the records counts more than was played"))
        require(len(self.games) <= sum(t.played for t in self.tallies),
                "the records list more games than were played")


Rating = Annotated[int, whole(LOWEST, HIGHEST)]


class RatingRow(Schema, frozen=True):
    """One seat's rating in one game (:class:`ganesha.data.play_ratings.PlayRating`)."""

    game: GameId
    seat: Annotated[int, whole(0, 3)]
    name: str
    date: Date
    rating: Rating
    low: Rating
    high: Rating
    turns: Annotated[int, whole(0, 10_000)]
    capped: Literal["above", "below"] | None

    def __post_init__(self) -> None:
        require_names([self.name])
        require(self.low <= self.rating <= self.high,
                translate("a rating outside its own interval"))


class RatingsFile(Schema, frozen=True):
    """``play-ratings.json``, newest first."""

    format: Literal["ganesha-play-ratings"]
    version: Literal[1]
    games: Annotated[list[RatingRow], msgspec.Meta(max_length=KEEP_RATINGS)]

    def __post_init__(self) -> None:
        require_unique([(g.game, g.seat) for g in self.games], translate("a rated seat"))
