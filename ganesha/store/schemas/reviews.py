"""The shape of a kept review (``reviews/<key>.json``): every reviewed turn's values, finite
and within a game's reach, each turn once and in order.

Which turns the game has is the game's to say: :func:`ganesha.store.reviews.load` matches each
turn to its game, so a review longer than its game is refused there.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from ganesha.ai.review import LABELS
from ganesha.data.i18n import translate
from ganesha.store.schemas.games import ActionValue, Word
from ganesha.store.schemas.kinds import Count, Points, Schema, one_of, require, require_unique

#: The most turns a review may hold: more than any game has (the game itself checks each).
MOST_TURNS = 1_000
Spread = Annotated[float, msgspec.Meta(ge=0.0, le=100_000.0)]
Action = Annotated[dict[Word, ActionValue], msgspec.Meta(max_length=4)]


class TurnRow(Schema, frozen=True):
    """One turn's verdict (:class:`ganesha.ai.review.TurnReview`); a spread of ``null`` is an
    unknown one (a single sample)."""

    turn: Annotated[int, msgspec.Meta(ge=0, le=MOST_TURNS)]
    played_value: Points
    played_se: Spread | None
    best: Annotated[list[Action], msgspec.Meta(max_length=64)]
    best_value: Points
    best_se: Spread | None
    loss: Points
    loss_se: Spread | None
    label: Annotated[str, one_of(LABELS)]
    samples: Count


class ReviewFile(Schema, frozen=True):
    """A finished review of some seats of one game (named by its digest)."""

    format: Literal["ganesha-review"]
    version: Literal[3]
    game: Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{64}$")]
    seats: Annotated[list[Annotated[int, msgspec.Meta(ge=0, le=3)]],
                     msgspec.Meta(min_length=1, max_length=4)]
    turns: Annotated[list[TurnRow], msgspec.Meta(min_length=1, max_length=MOST_TURNS)]

    def __post_init__(self) -> None:
        require_unique(self.seats, translate("a reviewed seat"))
        numbers = [t.turn for t in self.turns]
        require(numbers == sorted(set(numbers)),
                translate("the review's turns are not each once, in order"))
