"""Which effect each event at the table deserves, read off what the table already derives.

Two ways in, both outside the table's internals: the controller's action listener (called before
and after every action, like the table's own effects) gives the engine's events — a gem taken
(the second of a turn has its own, brighter tick), placed, scored, a spice used (a voice per
spice), Ginger's exchange, Red Pepper's gem kept or returned, a bag draw, the altar reset, a new
round's drum, a score reaching 50, the end, and the turn coming to a person after someone else;
and one look a frame at the table's public state gives the rest — a refusal said in the notice
line (a drop refused), a hint arriving, a lesson step done.

A game of AI seats only at the instant speed plays nothing (hundreds of turns a second would be a
buzz, not news) unless the sound board was made ``at_any_speed``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ganesha.engine import (
    Action,
    AnswerTrade,
    AnySacrifice,
    Drawn,
    FinalPlace,
    GainPoint,
    Gamble,
    GameState,
    Place,
    Redraw,
    RemoveLast,
    Reslot,
    Sacrifice,
    SpicesPlaced,
    Swap,
    Take,
    Trade,
)
from ganesha.ui.sound.effects import SoundBoard

if TYPE_CHECKING:
    from ganesha.ui.table.scene import TableScene

MILESTONE = 50  # the score track's end: a score reaching it is worth a flourish

#: The spice each spice action is the use of (Red Pepper has its outcome's voice instead).
SPICE_OF: dict[type, str] = {
    RemoveLast: "remove_last", Swap: "swap", Reslot: "reslot", Trade: "trade",
    GainPoint: "point", AnySacrifice: "any_sacrifice", Redraw: "redraw",
}


@dataclass(frozen=True, slots=True)
class Before:
    """What the listener notes before an action, to compare with the state after it."""

    seat: int
    turn: int
    round: int
    scores: tuple[int, ...]
    held: int
    treasury: int
    known: int

    @classmethod
    def of(cls, state: GameState) -> Before:
        seat = state.current_player
        return cls(seat, state.turn_player, state.round, tuple(state.scores),
                   len(state.held_gems()),
                   sum(state.treasury_counts(seat)), len(state.history))


def effects_for(action: Action, before: Before, after: GameState,
                is_human: Callable[[int], bool]) -> list[str]:
    """The effects one applied action deserves, in order (at most one of each)."""
    names: list[str] = []
    if isinstance(action, Take):
        names.append("take_second" if before.held else "take")
    elif isinstance(action, (Place, FinalPlace, Sacrifice)):
        names.append("place")
    if type(action) in SPICE_OF:
        names.append(f"spice_{SPICE_OF[type(action)]}")
    elif isinstance(action, Gamble):
        kept = sum(after.treasury_counts(before.seat)) > before.treasury
        names.append("pepper_kept" if kept else "pepper_returned")
    elif isinstance(action, AnswerTrade):
        names.append("exchange")
    later = after.history[before.known + 1:]
    if any(isinstance(item, SpicesPlaced) or (isinstance(item, Drawn) and item.why == "altar")
           for item in later):
        names.append("altar_reset")
    elif any(isinstance(item, Drawn) for item in later):
        names.append("bag_draw")
    pairs = list(zip(before.scores, after.scores, strict=True))
    if any(new > old for old, new in pairs):
        names.append("score")
    if any(old < MILESTONE <= new for old, new in pairs):
        names.append("milestone")
    if after.is_over:
        names.append("game_end")
    elif after.round != before.round:
        names.append("drum")
    if your_turn(before, after, is_human):
        names.append("your_turn")
    return names


def your_turn(before: Before, after: GameState, is_human: Callable[[int], bool]) -> bool:
    """A person must decide after another seat acted: a new turn is theirs, or they answer
    Ginger in someone else's turn (not the turn's owner getting it back after that answer)."""
    seat = after.current_player
    if after.is_over or seat == before.seat or not is_human(seat):
        return False
    return after.turn_player != before.turn or seat != after.turn_player


class TableSounds:
    """One table's effects: attach with the table, call :meth:`update` once a frame."""

    def __init__(self, board: SoundBoard, table: TableScene) -> None:
        self.board = board
        self.table = table
        self.before: Before | None = None
        self.notice_left = table.effects.notice_left
        self.hint: object = None
        self.lesson_step = table.lesson.progress.index if table.lesson is not None else None
        table.controller.listeners.append(self.on_action)

    @property
    def quiet(self) -> bool:
        """An AI-only game at the instant speed: nothing is news."""
        return (self.table.controller.all_ai and self.table.speed.instant
                and not self.board.at_any_speed)

    def play(self, name: str) -> None:
        if not self.quiet:
            self.board.play(name)

    def on_action(self, action: Action, context: dict) -> None:
        """The controller's listener."""
        state = self.table.controller.state
        if not context.get("after"):
            self.before = Before.of(state)
            return
        before, self.before = self.before, None
        if before is not None:
            for name in effects_for(action, before, state, self.table.controller.is_human):
                self.play(name)

    def update(self) -> None:
        """What the table shows without an action: a refusal, a hint, a lesson step."""
        table = self.table
        fx = table.effects
        if fx.notice_left > self.notice_left + 1e-9 and fx.notice_tone == "bad":
            self.play("refused")  # a new refusal was just said
        self.notice_left = fx.notice_left
        hint = table.hint.current(table.state)
        if hint is not None and hint is not self.hint:
            self.play("hint")
        self.hint = hint
        if table.lesson is not None:
            step = table.lesson.progress.index
            if self.lesson_step is not None and step > self.lesson_step:
                self.play("lesson_step")
            self.lesson_step = step


__all__ = ["MILESTONE", "SPICE_OF", "Before", "TableSounds", "effects_for", "your_turn"]
