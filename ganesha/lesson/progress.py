"""How far a player is in the lesson: the step, whether its moment began, whether they skipped,
and that progress as saved data. The script itself is :mod:`ganesha.lesson.steps`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ganesha.ai import make_player
from ganesha.data.names import excerpt
from ganesha.engine import Action, GameState, Phase, new_game
from ganesha.lesson.missing import answering, spice_words, still_missing
from ganesha.lesson.steps import (
    AI_SEED,
    CONFIG,
    LEARNER,
    OPPONENT,
    SPICE_STEPS,
    STEP_NAMES,
    STEPS,
    Mark,
    Step,
    guide,
    turns_ended,
)
from ganesha.lesson.words import (
    FREE,
    SPICE_LESSON,
    SPICE_NEXT,
    SPICE_PICK,
    SPICE_PICK_BETWEEN,
    STEP_DONE,
    WAITING,
    WAITING_OPPONENT,
    WAITING_REFUSAL,
    Said,
)


@dataclass(frozen=True, slots=True)
class Earlier:
    """The lesson as it stood before one of the learner's moves (at history length
    ``history``): an Undo back to that position brings this back with it."""

    history: int
    index: int
    active: bool
    free: bool
    mark: Mark | None


#: How many of the learner's moves the lesson remembers for Undo (a turn has fewer).
EARLIER_KEPT = 24


@dataclass
class Lesson:
    """Which step the lesson is at. ``active``: the step's situation began (at ``mark``);
    ``free``: the player skipped and moves freely until the next step begins; ``finished``:
    the player left the results of the lesson's game; ``earlier``: the lesson before each of
    the learner's latest moves, so Undo takes the step back with the move."""

    index: int = 0
    active: bool = False
    free: bool = False
    mark: Mark | None = None
    finished: bool = False
    earlier: list[Earlier] = field(default_factory=list)

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
            self._catch_up(state)
            step = self.step
            learner_decides = not state.is_over and state.current_player == LEARNER
            if step is not None and (learner_decides or state.is_over) and step.starts(state):
                self.active, self.free = True, False
                self.mark = Mark(len(state.history), turns_ended(state), state.round)
            return

    def _catch_up(self, state: GameState) -> None:
        """A step whose moment can no longer come (the player skipped or played freely past
        it) gives way once the final stage or the results have begun: the lesson never waits
        for a round that will not be played."""
        last = STEP_NAMES.index("results" if state.is_over else "final_stage")
        if (state.is_over or state.phase == Phase.FINAL) and self.index < last:
            self.index = last

    def skip(self, state: GameState) -> None:
        """Skip step: leave the step under way (or, between steps, the lesson's lead) and move
        freely until the next step's moment comes."""
        if self.step is None or self.step.name == "results":
            return
        if self.active:
            self.index += 1
        self.active, self.free = False, True
        self.observe(state)

    def achieved(self, state: GameState) -> bool:
        """The active step's own move was made and its turn goes on: the rest is the player's."""
        step = self.step
        return self.active and step is not None and self.mark is not None \
            and step.achieved(state, self.mark)

    def taught(self, state: GameState) -> Action | None:
        """The move the lesson spotlights now (None: any legal move, or nobody to teach); once
        the step's move was made it is a suggestion only (see :meth:`gate`)."""
        step = self.step
        if self.free or step is None or state.is_over or state.current_player != LEARNER:
            return None
        move = step.prefer(state) if self.active else None
        if move is None or move not in state.legal_actions():
            move = guide(state, self.pending())
        return move

    def strict(self, state: GameState) -> bool:
        """The lesson accepts only its spotlighted move now (so only that move may glow)."""
        return self.taught(state) is not None and not self.achieved(state)

    def gate(self, state: GameState, action: Action) -> tuple[Said, ...] | None:
        """None when ``action`` is accepted, else the (untranslated) sentences saying why not:
        what is still missing at this moment, told from the position (:mod:`.missing`)."""
        taught = self.taught(state)
        if taught is None or action == taught or self.achieved(state):
            return None
        step = self.step
        missing = still_missing(state, taught, action)
        if not self.active or step is None:
            return missing, Said(WAITING_REFUSAL, step=self.number)
        if step.accepts(action) and action in state.legal_actions():
            return None  # it teaches the step as well as the glowing move
        why = step.why_not(state, action, taught)
        return (Said(why),) if why else (missing,)

    def card(self, state: GameState | None = None) -> tuple[Said, ...]:
        """The card's words now (untranslated sentences); with ``state``, a step whose move
        was made says so, and what the rest of the turn is, instead of asking for it again, and
        a spice waiting for the learner is explained while it acts, whichever step is next."""
        step = self.step
        if step is None:
            return (Said(STEPS[-1].text),)
        spice = spice_words(state, LEARNER, self.taught(state)) if state is not None else ()
        if spice and state is not None:
            return (*spice, *self._spice_pick(state, step, len(spice) > 1))
        if self.active:
            if state is not None and self.achieved(state):
                return (Said(step.later(state) or STEP_DONE),)
            return (Said(step.text),)
        waiting = WAITING_OPPONENT if state is not None and state.current_player != LEARNER \
            else WAITING
        return (Said(FREE if self.free else waiting, step=self.number, title=step.title),)

    def _spice_pick(self, state: GameState, step: Step, said_why: bool) -> tuple[Said, ...]:
        """The card's last sentence while a spice acts: the step's lesson or the lesson's
        pick, or (between steps, led or free) what comes next — only that, when the card
        already says why the glowing choice (``said_why``), so the card still fits."""
        if self.free:
            return (Said(FREE, step=self.number, title=step.title),)
        if state.current_player != LEARNER:  # the opponent's spice: nothing to pick
            return () if self.active else (Said(WAITING_OPPONENT, step=self.number,
                                                 title=step.title),)
        if not self.active:
            return (Said(SPICE_NEXT if said_why else SPICE_PICK_BETWEEN, step=self.number,
                         title=step.title),)
        answer = answering(state)
        if answer is not None:
            return (answer,)
        if step.name in SPICE_STEPS and not self.achieved(state):
            return (Said(SPICE_LESSON),)
        return (Said(SPICE_PICK),)

    @property
    def number(self) -> int:
        """The step's number shown on the card (1-based), at most the number of steps."""
        return min(self.index + 1, len(STEPS))

    # --- undo -----------------------------------------------------------------------------------
    def remember(self, state: GameState) -> None:
        """Before the learner's move: keep the lesson as it stands at this position."""
        kept = [e for e in self.earlier if e.history < len(state.history)]
        kept.append(Earlier(len(state.history), self.index, self.active, self.free, self.mark))
        self.earlier = kept[-EARLIER_KEPT:]

    def recall(self, state: GameState) -> bool:
        """After an Undo: the lesson as it was at the position now shown (False: no move of
        the learner's was remembered there, and the lesson stays as it is)."""
        found = next((e for e in reversed(self.earlier) if e.history == len(state.history)), None)
        if found is None:
            return False
        self.index, self.active, self.free, self.mark = (found.index, found.active, found.free,
                                                          found.mark)
        self.earlier = [e for e in self.earlier if e.history < found.history]
        return True

    # --- saving -------------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        return {"step": STEP_NAMES[self.index] if self.step else "done", "active": self.active,
                "free": self.free, "finished": self.finished, "mark": _mark_data(self.mark),
                "earlier": [[e.history, e.index, e.active, e.free, _mark_data(e.mark)]
                            for e in self.earlier]}

    @classmethod
    def from_data(cls, data: Any) -> Lesson:
        """Inverse of :meth:`to_data`; anything malformed raises ValueError (a file from before
        ``earlier`` was kept simply has nothing for Undo to take back)."""
        if not isinstance(data, dict):
            raise ValueError("the lesson's progress is not an object")
        name = data.get("step")
        if name != "done" and name not in STEP_NAMES:
            raise ValueError(f"unknown lesson step {excerpt(name)}")
        active, free, finished = (data.get(k) for k in ("active", "free", "finished"))
        if not all(type(f) is bool for f in (active, free, finished)):
            raise ValueError("the lesson's flags must be true or false")
        mark = _mark_of(data.get("mark"))
        if active and mark is None:
            raise ValueError("an active lesson step needs its mark")
        index = len(STEPS) if name == "done" else STEP_NAMES.index(name)
        return cls(index, bool(active), bool(free), mark, bool(finished),
                   _earlier_of(data.get("earlier", [])))


def _mark_data(mark: Mark | None) -> list[int] | None:
    return [mark.history, mark.turns, mark.round] if mark else None


def _mark_of(raw: Any) -> Mark | None:
    if raw is None:
        return None
    if not (isinstance(raw, list) and len(raw) == 3
            and all(type(v) is int and v >= 0 for v in raw)):
        raise ValueError("bad lesson mark")
    return Mark(*raw)


def _earlier_of(raw: Any) -> list[Earlier]:
    """The remembered lesson before the learner's latest moves, checked like the rest."""
    if not isinstance(raw, list) or len(raw) > EARLIER_KEPT:
        raise ValueError("bad lesson undo steps")
    earlier = []
    for item in raw:
        if not (isinstance(item, list) and len(item) == 5 and type(item[0]) is int
                and type(item[1]) is int and 0 <= item[1] <= len(STEPS) and item[0] >= 0
                and type(item[2]) is bool and type(item[3]) is bool):
            raise ValueError("bad lesson undo step")
        earlier.append(Earlier(item[0], item[1], item[2], item[3], _mark_of(item[4])))
    return earlier


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


__all__ = ["EARLIER_KEPT", "Earlier", "Lesson", "opponent_move", "play_until"]
