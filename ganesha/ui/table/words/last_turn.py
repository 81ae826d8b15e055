"""What each seat's last turn changed on the table, read off the game's history.

A whole AI turn passes in a few beats; afterwards the table must still say what it did. The
marks are never kept in the scene or patched on the state: they are a function of the history.
The history is replayed from the game's setup (``replay`` reproduces every draw) and each turn's
changes are collected: the altar hexes it emptied, the Destiny slots it filled and the mandala
slots it filled. A seat's marks last until that seat acts again (its next turn has begun), and
only what is still true is marked (a hex refilled at a round's end is no longer empty), so the
same answer comes back after Undo, after Continue and after a language change. The same replay
keeps each turn's *beats* (:mod:`ganesha.ui.table.draw.ghosts`): where its gems went, action by
action, for
the ghost that replays a seat's last turn while the pointer rests on its tile.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ganesha.engine import (
    COLOURS,
    Action,
    ChanceResult,
    Drawn,
    GameState,
    IllegalAction,
    Phase,
    SpicesPlaced,
    new_game,
)
from ganesha.ui.table.draw.ghosts import Beat, concerns, travels
from ganesha.ui.table.draw.layout import token_keys


@dataclass(frozen=True)
class TurnMarks:
    """One seat's last turn: emptied altar hexes, filled Destiny slots (0, 1) and the mandala
    slots it filled as (colour, index in that colour's row)."""

    hexes: frozenset[int] = frozenset()
    slots: frozenset[int] = frozenset()
    mandala: frozenset[tuple[str, int]] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.hexes or self.slots or self.mandala)


@dataclass
class _Turn:
    seat: int
    key: tuple[int, int, bool]
    hexes: set[int] = field(default_factory=set)
    slots: set[int] = field(default_factory=set)
    mandala: set[tuple[int, int]] = field(default_factory=set)
    # the position before each of its actions, then after its last: its beats are read off
    # these only for the turns shown (reading every turn's gem maps cost 4x the replay)
    states: list[GameState] = field(default_factory=list)


def _key(state: GameState) -> tuple[int, int, bool]:
    """Which turn a decision belongs to (the same reading as the log's)."""
    return state.round, state.turn_player, state.phase == Phase.FINAL


def _note(turn: _Turn, before: GameState, after: GameState) -> None:
    """Add what one action of ``turn`` changed: emptied hexes, filled slots, new mandala gems."""
    seat = turn.seat
    for h in after.used_hexes:
        if before.altar[h] >= 0 and after.altar[h] < 0:
            turn.hexes.add(h)
    for i in (0, 1):
        if after.slots[seat][i] >= 0 and after.slots[seat][i] != before.slots[seat][i]:
            turn.slots.add(i)
    for c in range(len(COLOURS)):
        turn.mandala.update((c, k) for k in range(before.mandala[c], after.mandala[c]))


def _beats_of(turn: _Turn) -> tuple[Beat, ...]:
    """Each action's gems, from where they were to where they went (only what touched the
    turn's seat's tile or the mandala, not the altar's refill after the round)."""
    beats = []
    for before, after in zip(turn.states, turn.states[1:], strict=False):
        beat = tuple(t for t in travels(token_keys(before), token_keys(after))
                     if concerns(t, turn.seat))
        if beat:
            beats.append(beat)
    return tuple(beats)


def _turns(state: GameState) -> list[_Turn] | None:
    """Every turn of the game, replayed from its setup; None when the history does not replay
    to this very position (a hand-set position has no turns to show)."""
    replay = new_game(state.config)
    turns: list[_Turn] = []
    try:
        for item in state.history[len(replay.history):]:
            if isinstance(item, (Drawn, SpicesPlaced)):
                continue
            key = _key(replay)
            before = replay.clone()
            if not turns or turns[-1].key != key:
                if turns:
                    turns[-1].states.append(before)  # where the last one left the table
                turns.append(_Turn(replay.turn_player, key))
            turns[-1].states.append(before)
            replay.apply(item)
            _note(turns[-1], before, replay)
    except IllegalAction:
        return None
    if replay.digest() != state.digest():
        return None
    if turns:
        turns[-1].states.append(replay)
    return turns


def _finished(state: GameState, turns: list[_Turn]) -> dict[int, _Turn]:
    """Per seat, its last finished turn. A seat whose new turn has begun (it has acted in it)
    has none: its marks disappear when it acts again."""
    latest: dict[int, _Turn] = {}
    for turn in turns:
        latest[turn.seat] = turn
    now = None if state.is_over else _key(state)
    return {seat: turn for seat, turn in latest.items() if turn.key != now}


def last_turns(state: GameState) -> dict[int, TurnMarks]:
    """Per seat, the marks of its last finished turn (see :func:`_finished`)."""
    return _marks(state, _finished(state, _turns(state) or []))


def last_beats(state: GameState) -> dict[int, tuple[Beat, ...]]:
    """Per seat, the beats of its last finished turn: each action's gems, from where they were
    to where they went (only what touched that seat's tile or the mandala)."""
    return _beats(_finished(state, _turns(state) or []))


def _beats(finished: dict[int, _Turn]) -> dict[int, tuple[Beat, ...]]:
    beats = {seat: _beats_of(turn) for seat, turn in finished.items()}
    return {seat: b for seat, b in beats.items() if b}


def _marks(state: GameState, finished: dict[int, _Turn]) -> dict[int, TurnMarks]:
    marks: dict[int, TurnMarks] = {}
    for seat, turn in finished.items():
        marks[seat] = TurnMarks(
            hexes=frozenset(h for h in turn.hexes if h not in state.altar_gems()),
            slots=frozenset(i for i in turn.slots
                            if state.slots[seat][i] >= 0),
            mandala=frozenset((COLOURS[c], k) for c, k in turn.mandala
                              if k < state.mandala[c]))
    return {seat: m for seat, m in marks.items() if m}


class LastTurns:
    """:func:`last_turns`, replayed only when the history changed (the table asks every frame)."""

    def __init__(self) -> None:
        self._history: list[Action | ChanceResult] | None = None
        self._config: object = None
        self._marks: dict[int, TurnMarks] = {}
        self._beats: dict[int, tuple[Beat, ...]] = {}

    def _replay(self, state: GameState) -> None:
        if self._history != state.history or self._config != state.config:
            self._history = list(state.history)
            self._config = state.config
            finished = _finished(state, _turns(state) or [])
            self._marks = _marks(state, finished)
            self._beats = _beats(finished)

    def marks(self, state: GameState) -> dict[int, TurnMarks]:
        self._replay(state)
        return self._marks

    def beats(self, state: GameState) -> dict[int, tuple[Beat, ...]]:
        """:func:`last_beats`, from the same replay as :meth:`marks`."""
        self._replay(state)
        return self._beats


__all__ = ["LastTurns", "TurnMarks", "last_beats", "last_turns"]
