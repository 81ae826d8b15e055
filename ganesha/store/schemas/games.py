"""The shape of a kept game: the Continue, Last game and Earlier game saves, a pending result
(the same envelope), a game inside the records, and the lesson's file.

The envelope is the store's: who sits in each seat, their pawns, the hints used. The game
inside it is the engine's own save (config and moves), whose meaning only the engine knows: it
is declared here only as far as its kinds go (no fraction, no NaN, no nesting past a list of
pairs, bounded lengths), and :meth:`ganesha.engine.GameState.from_json` replays it.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from ganesha.data.i18n import translate
from ganesha.data.vocabulary import PAWNS, SEAT_KIND_PATTERN
from ganesha.store.schemas.kinds import Count, Schema, one_of, require, require_unique, whole

#: The most moves a game's save may hold (as the engine's own limit).
MOST_ACTIONS = 20_000

Word = Annotated[str, msgspec.Meta(max_length=64)]
ConfigValue = bool | int | Word | None | Annotated[list[Word], msgspec.Meta(max_length=4)]
ActionValue = (int | Word | None
               | Annotated[list[Annotated[list[Word], msgspec.Meta(max_length=2)]],
                           msgspec.Meta(max_length=4)])
SeatKind = Annotated[str, msgspec.Meta(pattern=SEAT_KIND_PATTERN)]
Pawn = Annotated[str, one_of(PAWNS)]
Seats = Annotated[list[SeatKind], msgspec.Meta(min_length=2, max_length=4)]


class EngineGame(Schema, frozen=True):
    """The engine's save text, as kinds: the engine checks every value's meaning."""

    format: Word
    version: int
    config: Annotated[dict[Word, ConfigValue], msgspec.Meta(max_length=16)]
    actions: Annotated[list[Annotated[dict[Word, ActionValue], msgspec.Meta(max_length=4)]],
                       msgspec.Meta(max_length=MOST_ACTIONS)]
    digest: Word | None = None


class SaveFile(Schema, frozen=True):
    """``current-game.json``, ``last-game.json``, ``recent-game.json``, a pending result and a
    game of the records: one seat kind (and pawn) per player of the game."""

    format: Literal["ganesha-game"]
    version: Annotated[int, msgspec.Meta(ge=1)]
    seats: Seats
    game: EngineGame
    pawns: Annotated[list[Pawn], msgspec.Meta(min_length=2, max_length=4)] | None = None
    hints: Count = 0

    def __post_init__(self) -> None:
        players = self.game.config.get("players", 2)
        require(len(self.seats) == players, translate("the save's seats are not one per player"))
        if self.pawns is not None:
            require(len(self.pawns) == players, "the save's pawns are not one per player")
            require_unique(self.pawns, translate("a pawn"))


Step = Annotated[int, whole(0, 1_000)]
Mark = tuple[Count, Count, Count]
Earlier = tuple[Count, Step, bool, bool, Mark | None]


class LessonProgress(Schema, frozen=True):
    """How far the learner is (:meth:`ganesha.lesson.Lesson.to_data`)."""

    step: Word
    active: bool
    free: bool
    finished: bool
    mark: Mark | None = None
    earlier: Annotated[list[Earlier], msgspec.Meta(max_length=64)] = msgspec.field(
        default_factory=list)

    def __post_init__(self) -> None:
        require(not self.active or self.mark is not None, "an active lesson step needs its mark")


class LessonFile(Schema, frozen=True):
    """``lesson.json``: the lesson's own game and progress."""

    format: Literal["ganesha-lesson"]
    version: Literal[1]
    progress: LessonProgress
    game: SaveFile
