"""One value that describes a match: the engine's config plus who sits in each seat.

The New game screen makes it, the command line builds it, a save stores it and the table is
opened from it, so every way into a game starts from the same thing (before, the command line, the
menus and the saves each carried their own tuple of seats and pawns).
"""

from __future__ import annotations

from dataclasses import dataclass

from ganesha.data.vocabulary import HUMAN, PAWNS, SEAT_KINDS, is_seat_kind
from ganesha.engine import GameConfig


@dataclass(frozen=True, slots=True)
class Match:
    """``seats[i]`` is ``"human"`` or an AI level; ``pawns[i]`` the seat's pawn animal (empty:
    the default pawn of each seat). Names live in ``config.names`` because the engine's log and
    results speak them."""

    config: GameConfig
    seats: tuple[str, ...]
    pawns: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        players = self.config.players
        if len(self.seats) != players or any(not is_seat_kind(k) for k in self.seats):
            raise ValueError(f"seats must be {players} of {', '.join(SEAT_KINDS)} "
                             f"(or rated:NNNN)")
        if self.pawns and (len(self.pawns) != players or len(set(self.pawns)) != players
                           or any(p not in PAWNS for p in self.pawns)):
            raise ValueError(f"pawns must be {players} different of {', '.join(PAWNS)}")

    @property
    def seat_pawns(self) -> tuple[str, ...]:
        """The pawn of every seat, the defaults filled in."""
        return self.pawns or PAWNS[: self.config.players]

    @property
    def humans(self) -> int:
        return sum(kind == HUMAN for kind in self.seats)


__all__ = ["Match"]
