"""The one place where the table's intents become engine actions.

Widgets and the scene only say what the player did ("dropped the gem from hex 5 on slot 1",
"pressed End turn"); :meth:`TableController.resolve` looks that up in ``legal_actions()`` and
answers with an action to apply, a choice to offer, or a sentence saying why not. AI seats are
driven from here too, through the :class:`~ganesha.ai.worker.AIWorker` interface, so the scene
never waits for a decision.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..ai.worker import AIWorker
from ..engine import (
    Action,
    Drawn,
    EndTurn,
    FinalPlace,
    GameState,
    Phase,
    Place,
    Sacrifice,
    SpicesPlaced,
    StopTaking,
    Swap,
    Take,
)
from ..vocabulary import PAWNS
from .text import colour_name, tr

HUMAN = "human"
UNDO = "undo"  # the Undo button's intent (not an engine action)
TARGET_NAMES = ("treasury", "slot1", "slot2")

Source = tuple  # ("hex", h) | ("held", colour) | ("treasury", colour)
Target = tuple  # ("treasury",) | ("slot", 0|1) | ("ganesha",) | ("mandala",) | ("hex", h)


@dataclass
class Resolution:
    """What an intent amounts to: one action, a choice between several, or a refusal."""

    action: Action | None = None
    choices: list[Action] = field(default_factory=list)
    error: str = ""
    plan: tuple[str, str] | None = None  # (colour, target) to place once phase 2 begins


@dataclass
class LogLine:
    text: str
    seat: int | None
    round: int


class TableController:
    """Owns the game state for the table scene: applying actions, the log, the AI seats."""

    def __init__(self, state: GameState, seats: list[str], ai_seed: int = 0,
                 think_ms: int | None = None, pawns: tuple[str, ...] | None = None) -> None:
        if len(seats) != state.config.players:
            raise ValueError("one seat kind per player is needed")
        self.state = state
        self.seats = list(seats)
        # each seat's pawn animal (chosen on the New game screen; by seat otherwise)
        self.pawns = tuple(pawns) if pawns else PAWNS[: state.config.players]
        # Undo: (seat, the state before that seat's decision, log length then), newest last;
        # only decisions of the seat to act, within its turn, since the last bag draw.
        self._undo: list[tuple[int, GameState, int]] = []
        self.ai_seed = ai_seed
        self.think_ms = think_ms
        self.worker: AIWorker | None = None
        self.log: list[LogLine] = []
        self.plans: list[tuple[str, str]] = []
        self.decisions = 0
        self._think_started: float | None = None
        self.listeners: list[Callable[[Action, dict], None]] = []
        for item in state.history:
            if isinstance(item, (Drawn, SpicesPlaced)):
                self._log(state.describe(item, tr), None)

    # --- seats ----------------------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    @property
    def human_to_act(self) -> bool:
        return not self.state.is_over and self.is_human(self.state.current_player)

    @property
    def all_ai(self) -> bool:
        return not any(self.is_human(s) for s in range(len(self.seats)))

    @property
    def thinking_for(self) -> float:
        """Seconds the current AI has been thinking (0 when no AI is thinking)."""
        if self._think_started is None:
            return 0.0
        return time.perf_counter() - self._think_started

    # --- applying -------------------------------------------------------------------------------
    def submit(self, action: Action, context: dict | None = None) -> None:
        """Apply a legal action, log it (and any bag draws it caused) and tell the listeners."""
        state = self.state
        seat = state.current_player
        line = state.describe(action, tr)
        known = len(state.history)
        round_before = state.round
        turn_before = state.turn_player
        snapshot = (seat, state.clone(), len(self.log)) if self.is_human(seat) else None
        listeners_context = dict(context or {})
        for listener in self.listeners:
            listener(action, listeners_context)  # "before" hook: capture the old picture
        state.apply(action)  # raises IllegalAction and changes nothing if not legal
        self.decisions += 1
        same_turn = state.turn_player == turn_before and state.round == round_before
        if not same_turn:
            self.plans.clear()  # a placement chosen while taking never outlives its turn
        drew = any(isinstance(item, (Drawn, SpicesPlaced)) for item in state.history[known + 1:])
        closed = not same_turn or state.is_over or isinstance(action, (EndTurn, FinalPlace))
        if snapshot is None or drew or closed or (self._undo and self._undo[-1][0] != seat):
            self._undo.clear()  # never past a bag draw, another seat's move or the turn's end
        if snapshot is not None and not drew and not closed:
            self._undo.append(snapshot)
        self._log(line, seat)
        if state.round != round_before and not state.is_over:
            self._log(tr("Round {n} begins", n=state.round), None)
        if state.phase == Phase.FINAL and isinstance(action, (Sacrifice, EndTurn)):
            self._log(tr("The final stage begins: one Treasury gem at a time"), None)
        for item in state.history[known + 1:]:
            if isinstance(item, (Drawn, SpicesPlaced)):
                self._log(state.describe(item, tr), None)
        if state.is_over:
            winner = state.config.seat_names[state.winner]
            self._log(tr("{name} wins with {points} points", name=winner,
                         points=state.scores[state.winner]), None)
        for listener in self.listeners:
            listener(action, {"after": True, **listeners_context})

    # --- undo -----------------------------------------------------------------------------------
    def undo_steps(self) -> int:
        """How many of their own decisions the human to act may take back now."""
        if not self.human_to_act or not self._undo \
                or self._undo[-1][0] != self.state.current_player:
            return 0
        return len(self._undo)

    def undo(self) -> bool:
        """Take back the last decision of the human to act (False if none may be)."""
        if not self.undo_steps():
            return False
        _, snapshot, log_length = self._undo.pop()
        self.state.restore(snapshot)
        del self.log[log_length:]
        self.plans.clear()
        return True

    def _log(self, text: str, seat: int | None) -> None:
        self.log.append(LogLine(text, seat, self.state.round))

    # --- AI -------------------------------------------------------------------------------------
    def update_ai(self, may_act: bool) -> Action | None:
        """Drive an AI seat: start its thinking, and hand back its action once ready and the
        table is calm enough to show it (``may_act``). Never blocks."""
        state = self.state
        if state.is_over or self.is_human(state.current_player):
            self._think_started = None
            return None
        if self.worker is None:
            self.worker = AIWorker()
        if not self.worker.busy and self._think_started is None:
            seat = state.current_player
            seed = (self.ai_seed * 1_000_003 + self.decisions * 7919 + seat) & 0x7FFFFFFF
            self.worker.start(state, self.seats[seat], seed, self.think_ms)
            self._think_started = time.perf_counter()
        if not may_act:
            return None
        action = self.worker.poll()
        if action is None:
            return None
        self._think_started = None
        return action

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    # --- what may be picked up, and where it may go ----------------------------------------------
    def legal(self) -> list[Action]:
        return self.state.legal_actions() if self.human_to_act else []

    def pickable(self) -> set[Source]:
        """Pieces the active human may pick up now (they get a soft glow)."""
        result: set[Source] = set()
        for a in self.legal():
            if isinstance(a, (Take, Swap)):
                result.add(("hex", a.hex))
            elif isinstance(a, Place):
                result.add(("held", a.gem))
            elif (isinstance(a, Sacrifice) and a.gem is not None) or isinstance(a, FinalPlace):
                result.add(("treasury", a.gem))
        return result

    def targets_for(self, source: Source) -> set[Target]:
        """Drop targets that would accept ``source`` (they glow while it is held)."""
        state = self.state
        result: set[Target] = set()
        if not self.human_to_act:
            return result
        phase = state.phase
        kind = source[0]
        legal = state.legal_actions()
        if kind == "hex" and phase in (Phase.TAKE, Phase.SECOND):
            if any(isinstance(a, Take) and a.hex == source[1] for a in legal):
                result |= {("treasury",), ("slot", 0), ("slot", 1)}
        elif kind == "held" and phase == Phase.PLACE:
            for a in legal:
                if isinstance(a, Place) and a.gem == source[1]:
                    result.add(("treasury",) if a.target == "treasury"
                               else ("slot", TARGET_NAMES.index(a.target) - 1))
        elif kind == "treasury" and phase == Phase.SACRIFICE:
            if any(isinstance(a, Sacrifice) and a.gem == source[1] for a in legal):
                result.add(("ganesha",))
        elif kind == "treasury" and phase == Phase.FINAL:
            if FinalPlace(source[1]) in legal:
                result |= {("ganesha",), ("mandala",)}
        return result

    def resolve(self, source: Source, target: Target) -> Resolution:
        """Turn "this piece onto that place" into an action, a choice, or a refusal."""
        state = self.state
        if not self.human_to_act:
            return Resolution(error=tr("Wait: it is not your turn"))
        legal = state.legal_actions()
        phase = state.phase
        kind = source[0]
        if kind == "hex":
            h = source[1]
            if phase == Phase.SPICE and Swap(h) in legal:
                return Resolution(action=Swap(h))
            if phase not in (Phase.TAKE, Phase.SECOND):
                return Resolution(error=self.prompt())
            if target[0] not in ("treasury", "slot"):
                return Resolution(error=tr("Drop the gem on your Treasury or a Destiny slot"))
            action = Take(h)
            if action not in legal:
                if phase == Phase.SECOND:
                    return Resolution(error=tr(
                        "The second gem must come from a hex next to the first one"))
                return Resolution(error=tr("There is no gem to take there"))
            colour = state.altar_gems()[h]
            name = "treasury" if target[0] == "treasury" else TARGET_NAMES[target[1] + 1]
            return Resolution(action=action, plan=(colour, name))
        if kind == "held":
            if phase != Phase.PLACE:
                return Resolution(error=self.prompt())
            if target[0] not in ("treasury", "slot"):
                return Resolution(error=tr("Put the gem into your Treasury or a Destiny slot"))
            name = "treasury" if target[0] == "treasury" else TARGET_NAMES[target[1] + 1]
            action = Place(source[1], name)
            if action not in legal:
                return Resolution(error=tr("That Destiny slot already got a gem this turn"))
            return Resolution(action=action)
        if kind == "treasury":
            gem = source[1]
            if phase == Phase.FINAL:
                if target[0] not in ("ganesha", "mandala"):
                    return Resolution(error=tr("Place the gem on the mandala"))
                return Resolution(action=FinalPlace(gem))
            if phase != Phase.SACRIFICE:
                return Resolution(error=self.prompt())
            if target[0] != "ganesha":
                return Resolution(error=tr("Offer the gem to Ganesha in the middle of the mandala"))
            options = [a for a in legal if isinstance(a, Sacrifice) and a.gem == gem]
            if not options:
                return Resolution(error=tr(
                    "Sacrificing a {gem} gem places nothing: you need another {gem} gem",
                    gem=colour_name(gem)))
            if len(options) == 1:
                return Resolution(action=options[0])
            return Resolution(choices=options)
        return Resolution(error=self.prompt())

    def due_plan(self) -> Action | None:
        """A placement the player already chose by dropping the gem on a slot while taking it."""
        state = self.state
        if not self.human_to_act or state.phase != Phase.PLACE:
            return None
        legal = state.legal_actions()
        while self.plans:
            colour, target = self.plans.pop(0)
            action = Place(colour, target)
            if action in legal:
                return action
        return None

    # --- words for the player -------------------------------------------------------------------
    def prompt(self) -> str:
        """One line saying what the active player may do now."""
        state = self.state
        names = state.config.seat_names
        if state.is_over:
            return tr("The game is over")
        seat = state.current_player
        who = names[seat]
        phase = state.phase
        legal = state.legal_actions()
        if not self.is_human(seat):
            return tr("{name} is thinking…", name=who)
        if phase == Phase.TAKE:
            view = state.seat(seat)
            colours = sorted({c for c in view.slots if c})
            if colours:
                return tr("{name}: take a gem, or two starting with {colours}", name=who,
                          colours=tr(" or ").join(colour_name(c) for c in colours))
            return tr("{name}: take a gem from the altar", name=who)
        if phase == Phase.SECOND:
            return tr("{name}: take a second gem from a glowing hex, or keep one", name=who)
        if phase == Phase.PLACE:
            return tr("{name}: put each taken gem into your Treasury or a Destiny slot", name=who)
        if phase == Phase.SPICE:
            return tr("{name}: use the spice, or skip it", name=who)
        if phase == Phase.ANSWER:
            return tr("{name}: hand back a gem of another colour", name=who)
        if phase == Phase.RESLOT:
            return tr("{name}: Coriander — move Destiny gems, or skip", name=who)
        if phase == Phase.SACRIFICE:
            can_sacrifice = any(isinstance(a, Sacrifice) and a.gem for a in legal)
            can_yellow = Sacrifice(None, "yellow") in legal
            if can_sacrifice:
                return tr("{name}: drag a Treasury gem onto Ganesha, or end the turn", name=who)
            if can_yellow:
                return tr("{name}: place your yellow gems, or end the turn", name=who)
            return tr("{name}: nothing to place — end the turn", name=who)
        if phase == Phase.FINAL:
            return tr("{name}: final stage — place one Treasury gem on the mandala", name=who)
        return ""

    def buttons(self) -> list[tuple[str, Action]]:
        """The bottom bar's buttons for the active human, straight from legal_actions()."""
        legal = self.legal()
        result: list[tuple[str, Action]] = []
        for a in legal:
            if isinstance(a, StopTaking):
                result.append((tr("Keep one gem"), a))
            elif isinstance(a, Sacrifice) and a.gem is None:
                result.append((tr("Place yellow"), a))
            elif isinstance(a, EndTurn):
                result.append((tr("End turn"), a))
        steps = self.undo_steps()
        if steps:
            everyone_human = all(self.is_human(s) for s in range(len(self.seats)))
            result.insert(0, (tr("Undo ({n})", n=steps) if everyone_human else tr("Undo"), UNDO))
        return result

