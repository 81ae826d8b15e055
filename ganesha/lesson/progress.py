"""How far a player is in the lesson: the step, whether its moment began, whether they skipped,
and that progress as saved data. The script itself is :mod:`ganesha.lesson.steps`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ganesha.ai import make_player
from ganesha.data.names import excerpt
from ganesha.engine import Action, GameState, new_game
from ganesha.lesson.steps import (
    AI_SEED,
    CONFIG,
    FREE,
    LEARNER,
    OPPONENT,
    STEP_NAMES,
    STEPS,
    WAITING,
    WAITING_REFUSAL,
    Mark,
    Step,
    guide,
    turns_ended,
)


@dataclass
class Lesson:
    """Which step the lesson is at. ``active``: the step's situation began (at ``mark``);
    ``free``: the player skipped and moves freely until the next step begins; ``finished``:
    the player left the results of the lesson's game."""

    index: int = 0
    active: bool = False
    free: bool = False
    mark: Mark | None = None
    finished: bool = False

    @property
    def step(self) -> Step | None:
        return STEPS[self.index] if self.index < len(STEPS) else None

    def pending(self) -> set[str]:
        return set(STEP_NAMES[self.index:])

    def observe(self, state: GameState) -> None:
        """Move on after a new position: end the step whose moment passed, start the next one
        whose situation exists (only at the learner's decision, or once the game is over)."""
        while True:
            step = self.step
            if step is None:
                return
            if self.active and self.mark is not None:
                result = step.done(state, self.mark)
                if result is None:
                    return
                self.active = False
                if result:
                    self.index += 1
                continue
            learner_decides = not state.is_over and state.current_player == LEARNER
            if (learner_decides or state.is_over) and step.starts(state):
                self.active, self.free = True, False
                self.mark = Mark(len(state.history), turns_ended(state), state.round)
            return

    def skip(self, state: GameState) -> None:
        """Skip step: on to the next step, moving freely until its moment comes."""
        if self.step is None or self.step.name == "results":
            return
        self.index += 1
        self.active, self.free = False, True
        self.observe(state)

    def taught(self, state: GameState) -> Action | None:
        """The one move the lesson accepts now (None: any legal move, or nobody to teach)."""
        step = self.step
        if self.free or step is None or state.is_over or state.current_player != LEARNER:
            return None
        move = step.prefer(state) if self.active else None
        if move is None or move not in state.legal_actions():
            move = guide(state, self.pending())
        return move

    def gate(self, state: GameState, action: Action) -> str | None:
        """None when ``action`` is accepted, else the (untranslated) sentence saying why not."""
        taught = self.taught(state)
        if taught is None or action == taught:
            return None
        step = self.step
        if not self.active or step is None:
            return WAITING_REFUSAL
        if step.accepts(action) and action in state.legal_actions():
            return None  # it teaches the step as well as the glowing move
        return step.why_not(state, action, taught) or step.refusal

    def card(self, state: GameState | None = None) -> str:
        """The card's words now (an untranslated template); with ``state``, a step whose move
        was made says so instead of asking for it again."""
        step = self.step
        if step is None:
            return STEPS[-1].text
        if self.active:
            return (step.later(state) if state is not None else None) or step.text
        return FREE if self.free else WAITING

    @property
    def number(self) -> int:
        """The step's number shown on the card (1-based), at most the number of steps."""
        return min(self.index + 1, len(STEPS))

    # --- saving -------------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        mark = self.mark
        return {"step": STEP_NAMES[self.index] if self.step else "done", "active": self.active,
                "free": self.free, "finished": self.finished,
                "mark": [mark.history, mark.turns, mark.round] if mark else None}

    @classmethod
    def from_data(cls, data: Any) -> Lesson:
        """Inverse of :meth:`to_data`; anything malformed raises ValueError."""
        if not isinstance(data, dict):
            raise ValueError("the lesson's progress is not an object")
        name = data.get("step")
        if name != "done" and name not in STEP_NAMES:
            raise ValueError(f"unknown lesson step {excerpt(name)}")
        active, free, finished = (data.get(k) for k in ("active", "free", "finished"))
        if not all(type(f) is bool for f in (active, free, finished)):
            raise ValueError("the lesson's flags must be true or false")
        raw = data.get("mark")
        mark = None
        if raw is not None:
            if not (isinstance(raw, list) and len(raw) == 3
                    and all(type(v) is int and v >= 0 for v in raw)):
                raise ValueError("bad lesson mark")
            mark = Mark(*raw)
        if active and mark is None:
            raise ValueError("an active lesson step needs its mark")
        index = len(STEPS) if name == "done" else STEP_NAMES.index(name)
        return cls(index, bool(active), bool(free), mark, bool(finished))




def opponent_move(state: GameState, seed_of: Callable[[int, int, int], int]) -> Action:
    """The gentle opponent's move as the lesson's table asks for it: the easy level, seeded by
    ``seed_of(ai_seed, decisions so far, seat)`` (the table's own rule, passed in by the UI)."""
    seed = seed_of(AI_SEED, len(state.player_actions()), state.current_player)
    return make_player(OPPONENT, seed).choose(state)


def play_until(step: str, seed_of: Callable[[int, int, int], int]
               ) -> tuple[GameState, Lesson]:
    """The lesson's game from its start, the learner playing every taught move, up to the first
    decision of ``step`` (for pictures and tests). Raises ValueError if it never comes."""
    state = new_game(CONFIG)
    tracker = Lesson()
    tracker.observe(state)
    while True:
        current = tracker.step
        if current is not None and current.name == step and tracker.active:
            return state, tracker
        if state.is_over:
            break
        move = tracker.taught(state) if state.current_player == LEARNER else None
        state.apply(move if move is not None else opponent_move(state, seed_of))
        tracker.observe(state)
    raise ValueError(f"the lesson never reached {excerpt(step)}")


__all__ = ["Lesson", "opponent_move", "play_until"]
