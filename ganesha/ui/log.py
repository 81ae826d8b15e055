"""One line of the table's game log: its words, the seat it is about (None for the table's own
news: draws, rounds, the winner) and the round it happened in. The controller writes them, the
log view shows them; neither needs the other to know what a line is."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LogLine:
    text: str
    seat: int | None
    round: int


__all__ = ["LogLine"]
