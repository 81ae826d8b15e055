"""The shape of the player's puzzle ratings (``puzzle-ratings.json``): the player's Glicko-2
rating, each tried puzzle's, and the attempts newest first (each puzzle's id, solved or not,
when, and the player's rating after it)."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from ganesha.store.schemas.kinds import Date, Schema, require

#: Attempts kept: a long history for a trend and for "not solved recently", within a small file.
KEEP_ATTEMPTS = 1_000
#: Puzzles whose rating is kept (one per puzzle tried): more than any shipped set holds.
MOST_PUZZLES = 100_000
PuzzleId = Annotated[str, msgspec.Meta(pattern="^[a-z0-9-]{1,40}$")]
RatingValue = Annotated[float, msgspec.Meta(ge=-5_000.0, le=10_000.0)]


class GlickoRow(Schema, frozen=True):
    """One Glicko-2 rating (:class:`ganesha.data.glicko.Glicko`)."""

    rating: RatingValue
    deviation: Annotated[float, msgspec.Meta(gt=0.0, le=1_000.0)]
    volatility: Annotated[float, msgspec.Meta(gt=0.0, le=1.0)]


class AttemptRow(Schema, frozen=True):
    puzzle: PuzzleId
    solved: bool
    date: Date
    rating: RatingValue


class PuzzleRatingsFile(Schema, frozen=True):
    format: Literal["ganesha-puzzle-ratings"]
    version: Literal[1]
    player: GlickoRow
    puzzles: Annotated[dict[PuzzleId, GlickoRow], msgspec.Meta(max_length=MOST_PUZZLES)]
    attempts: Annotated[list[AttemptRow], msgspec.Meta(max_length=KEEP_ATTEMPTS)]

    def __post_init__(self) -> None:
        dates = [a.date for a in self.attempts]
        require(dates == sorted(dates, reverse=True), "the puzzle attempts are not newest first")
        require(all(a.puzzle in self.puzzles for a in self.attempts),
                "an attempt names a puzzle with no rating")
