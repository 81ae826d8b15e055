"""The controller drives one match at the table: it applies actions, keeps the log, queues the
placement a player chose while taking, paces the AI seats, holds the undo boundary and says
when the results are due.

The scene hands it typed intents (a drop, a pressed button, a dialog option — see
:mod:`ganesha.ui.table.intents`); :mod:`ganesha.ui.table.moves` looks them up in
``legal_actions()`` and the
controller applies the answer, offers a choice, or reports why not. AI seats think through the
:class:`~ganesha.ai.worker.AIWorker` interface, so no frame waits for a decision. A *spectator*
controller (replays) lets nobody act and no AI play: actions come only from :meth:`submit`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ganesha.ai.worker import AIWorker, Fallback
from ganesha.data.i18n import N_
from ganesha.data.vocabulary import HUMAN, PAWNS, Speed
from ganesha.engine import Action, GameState, Phase, Place, Take
from ganesha.engine.undo import UndoHistory
from ganesha.ui.kit.text import tr
from ganesha.ui.table import moves
from ganesha.ui.table.catchup import CatchUp, missed_from
from ganesha.ui.table.intents import (
    SHOW_RESULTS,
    UNDO,
    Answer,
    Command,
    Dismiss,
    HandOver,
    Piece,
    Spot,
    UndoCommand,
)
from ganesha.ui.table.words.log import GameLog, LogEntry, LogLine, passed_over
from ganesha.ui.table.words.prompts import bar_buttons, prompt

# Another seat's play is staged: each of its actions is a beat of its own, this long at speed 1
# (the speed setting divides it; the instant speed has none), so it can be followed.
BEAT = 0.7
RESULTS_DELAY = 1.2  # seconds the finished table stays before the results, at normal speed

#: Asked before a person's action is applied: None lets it through, a sentence refuses it (the
#: lesson accepts only the move it teaches). The state is untouched by a refusal.
Gate = Callable[[GameState, Action], str | None]


def ai_request_seed(ai_seed: int, decisions: int, seat: int) -> int:
    """The seed of one AI request: the table's AI seed, the decisions made so far and the seat."""
    return (ai_seed * 1_000_003 + decisions * 7919 + seat) & 0x7FFFFFFF


class TableController:
    """Owns the match's state for the table: applying actions, the log, the AI seats, undo."""

    def __init__(self, state: GameState, seats: list[str] | tuple[str, ...], ai_seed: int = 0,
                 think_ms: int | None = None, pawns: tuple[str, ...] | None = None,
                 spectator: bool = False, hand_over: bool = False) -> None:
        if len(seats) != state.config.players:
            raise ValueError("one seat kind per player is needed")
        self.state = state
        self.seats = list(seats)
        # each seat's pawn animal (chosen on the New game screen; by seat otherwise)
        self.pawns = tuple(pawns) if pawns else PAWNS[: state.config.players]
        self.spectator = spectator
        self.ai_seed = ai_seed
        self.think_ms = think_ms
        self.worker: AIWorker | None = None
        self.game_log = GameLog(state)  # the log, read off the history (see ui/log.py)
        self.decisions = 0
        self.hold_ai = False  # the screenshot mode holds the AI until a turn's picture is taken
        self.choice: list[Action] | None = None  # sacrifice options awaiting the player's pick
        self.acknowledged = -1  # the hot-seat hand-over last acknowledged (history length)
        # hot seat: each person takes the screen with a hand-over and sees what they missed
        self.hand_over = hand_over
        self.catchup: CatchUp | None = None
        self.listeners: list[Callable[[Action, dict], None]] = []
        self.notices: list[str] = []  # sentences for the table to say once (e.g. the AI's worker)
        self.news: list[str] = []  # the same, but news of the game, not a warning (a spice passed)
        self.gate: Gate | None = None  # a filter on the person's actions (the lesson's)
        # count the decisions from the history, so a resumed game's AI plays as the unbroken one
        self.steady_ai = False
        self._undo = UndoHistory()
        self._plans: list[tuple[str, str]] = []
        self._think_started: float | None = None
        self._since_beat = BEAT  # seconds of table time since an AI seat last acted
        self._results_wait = 0.0
        self._results_shown = False

    # --- seats ----------------------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    @property
    def human_to_act(self) -> bool:
        """A person at this screen decides now (never in spectator mode)."""
        return not self.spectator and not self.state.is_over and self.catchup is None \
            and self.is_human(self.state.current_player)

    @property
    def shown(self) -> GameState:
        """The position the table shows: the game, or its copy while a hand-over's catch-up
        plays the missed moves again (see ui/catchup.py)."""
        return self.catchup.view if self.catchup is not None else self.state

    def hand_over_due(self) -> bool:
        """Hot seat: the person to act takes the screen from another person who acted since
        their last turn, and has not confirmed it yet."""
        state = self.state
        return self.hand_over and self.human_to_act and self.acknowledged != len(state.history) \
            and missed_from(state, state.current_player, self.is_human) is not None

    def skip_catchup(self) -> None:
        """End the catch-up now (a click or a key while it plays)."""
        self.catchup = None

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
        """Apply a legal action, log it (and any bag draws it caused) and tell the listeners
        (once before, to capture the old picture, and once after with ``after=True``)."""
        state = self.state
        seat = state.current_player
        round_before = state.round
        turn_before = state.turn_player
        listeners_context = dict(context or {})
        token = state.spice_tokens().get(action.hex) if isinstance(action, Take) else None
        for listener in self.listeners:
            listener(action, listeners_context)
        # raises IllegalAction and changes nothing if not legal
        self._undo.apply(state, action, undoable=self.is_human(seat) and not self.spectator)
        why = passed_over(token, state)
        if why:
            self.news.append(why)  # the table says it, as the log does
        self.decisions += 1
        self.choice = None
        if state.turn_player != turn_before or state.round != round_before:
            self._plans.clear()  # a placement chosen while taking never outlives its turn
        for listener in self.listeners:
            listener(action, {"after": True, **listeners_context})

    @property
    def log(self) -> list[LogLine]:
        """Every line of the game's log as the history stands now (turn summaries left out)."""
        return self.game_log.lines(self.state)

    @property
    def log_entries(self) -> list[LogEntry]:
        """The log by turns: each a summary line over its actions, and the table's news (of
        the position shown: a catch-up's lines come with its beats)."""
        return self.game_log.entries(self.shown)

    # --- the player's intents -------------------------------------------------------------------
    def drop(self, piece: Piece, spot: Spot, hints: dict | None = None) -> moves.Resolution:
        """``piece`` put on ``spot``: applied (its planned placement queued), a choice offered
        (:attr:`choice`), or refused — the resolution says which."""
        if not self.human_to_act:
            return moves.Resolution(error=tr("Wait: it is not your turn"))
        res = moves.resolve(self.state, piece, spot, self.prompt())
        refusal = self.refusal(res.action) if res.action is not None else None
        if refusal:
            return moves.Resolution(error=refusal)
        if res.choices:
            self.choice = res.choices
        elif res.action is not None:
            if res.plan is not None:
                self.queue_placement(*res.plan)
            self.submit(res.action, {"hints": hints or {}})
        return res

    def press(self, command: Command) -> None:
        """A bar button."""
        if isinstance(command, UndoCommand):
            self.undo()
        elif command == SHOW_RESULTS:
            self._results_shown = False  # shown again by the next step
            self._results_wait = 1e9
        elif self.human_to_act and command in self.state.legal_actions() \
                and not self.refused(command):
            self.submit(command)

    def refusal(self, action: Action) -> str | None:
        """Why the gate refuses the person's ``action`` (None: no gate, or it agrees)."""
        return self.gate(self.state, action) if self.gate is not None else None

    def refused(self, action: Action) -> bool:
        """Ask the gate; a refusal is said on the table and reported True."""
        refusal = self.refusal(action)
        if refusal:
            self.notices.append(refusal)
        return bool(refusal)

    def choose(self, option: Answer) -> None:
        """A dialog option: an action, the hot-seat hand-over, or Cancel."""
        if isinstance(option, HandOver):
            self.acknowledged = option.moment
            state = self.state
            start = missed_from(state, state.current_player, self.is_human) \
                if self.hand_over else None
            if start is not None:
                self.catchup = CatchUp(state, start, state.current_player)
                self._since_beat = BEAT  # the first beat comes at once
        elif isinstance(option, Dismiss):
            self.cancel_choice()
        elif self.human_to_act and option in self.state.legal_actions():
            if not self.refused(option):
                self.submit(option)
        else:
            self.choice = None

    def cancel_choice(self) -> None:
        """Close the sacrifice colour choice without choosing (Esc)."""
        self.choice = None

    def pickable(self) -> set[Piece]:
        """Pieces the active human may pick up now (none while an AI or nobody acts)."""
        return moves.pickable(self.state) if self.human_to_act else set()

    def targets_for(self, piece: Piece) -> set[Spot]:
        """Spots that would accept ``piece`` now."""
        return moves.targets_for(self.state, piece) if self.human_to_act else set()

    # --- the plan queue -------------------------------------------------------------------------
    def queue_placement(self, colour: str, target: str) -> None:
        """Place a ``colour`` gem on ``target`` once phase 2 begins (the gem was dropped on a
        slot while being taken). Forgotten at the end of the turn."""
        self._plans.append((colour, target))

    @property
    def planned(self) -> tuple[tuple[str, str], ...]:
        return tuple(self._plans)

    def due_plan(self) -> Action | None:
        """The queued placement that is legal now, if any (plans that are not are dropped)."""
        if not self.human_to_act or self.state.phase != Phase.PLACE:
            return None
        legal = self.state.legal_actions()
        while self._plans:
            action = Place(*self._plans.pop(0))
            if action in legal and not self.refusal(action):
                return action
        return None

    # --- undo -----------------------------------------------------------------------------------
    def undo_steps(self) -> int:
        """How many of their own decisions the human to act may take back now."""
        return self._undo.steps(self.state) if self.human_to_act else 0

    def undo(self) -> bool:
        """Take back the last decision of the human to act (False if none may be)."""
        if not self.undo_steps():
            return False
        self._undo.undo(self.state)
        self._plans.clear()
        self.choice = None
        return True

    # --- driving the game -----------------------------------------------------------------------
    def step(self, dt: float, calm: bool, speed: Speed) -> bool:
        """One frame of the match: a due placement, an AI move when the table is ``calm`` and
        the pause since the last has passed; True once when the results should be shown."""
        state = self.state
        if state.is_over:
            if self._results_shown or not calm:
                return False
            self._results_wait += dt
            if self._results_wait >= (0.0 if speed.instant else RESULTS_DELAY / speed.factor):
                self._results_shown = True
                return True
            return False
        if self.catchup is not None:
            self._catch_up(dt, calm, speed)
            return False
        if calm:
            plan = self.due_plan()
            if plan is not None:
                self.submit(plan)
                return False
        if self.spectator or self.human_to_act or self.hold_ai:
            return False
        if speed.instant:
            self._play_turn_now()
            return False
        self._since_beat += dt
        action = self.update_ai(calm and self._since_beat >= BEAT / speed.factor)
        if action is not None:
            self.submit(action, {"staged": True})
            self._since_beat = 0.0
        return False

    def _catch_up(self, dt: float, calm: bool, speed: Speed) -> None:
        """A beat of the hand-over's catch-up when the table is calm and the beat has passed;
        it ends once its last beat has landed (at once at the instant speed)."""
        catchup = self.catchup
        if catchup is None or speed.instant or (catchup.done and calm):
            self.catchup = None
            return
        self._since_beat += dt
        if not catchup.done and calm and self._since_beat >= BEAT / speed.factor:
            self.news += catchup.beat(self.listeners)  # its news, as said live
            self._since_beat = 0.0

    @property
    def results_shown(self) -> bool:
        return self._results_shown

    def _play_turn_now(self) -> None:
        """As fast as possible, but one turn per frame so every turn can be seen."""
        state = self.state
        deadline = time.perf_counter() + 0.012
        turn = (state.round, state.turn_player)
        while not state.is_over and not self.human_to_act \
                and (state.round, state.turn_player) == turn:
            action = self.update_ai(True)
            if action is None:
                if time.perf_counter() > deadline:
                    break
                time.sleep(0.0002)
                continue
            self.submit(action)

    def update_ai(self, may_act: bool) -> Action | None:
        """Drive an AI seat: start its thinking, and hand back its action once ready and the
        table is calm enough to show it (``may_act``). Never blocks."""
        state = self.state
        if self.spectator or state.is_over or self.is_human(state.current_player):
            self._think_started = None
            return None
        if self.worker is None:
            self.worker = AIWorker()
        if not self.worker.busy and self._think_started is None:
            seat = state.current_player
            decisions = len(state.player_actions()) if self.steady_ai else self.decisions
            seed = ai_request_seed(self.ai_seed, decisions, seat)
            self.worker.start(state, self.seats[seat], seed, self.think_ms)
            self._think_started = time.perf_counter()
        if not may_act:
            return None
        action = self.worker.poll()
        fallback = self.worker.take_notice()
        if fallback is not None:  # the table says it once (the worker fell back to a thread)
            self.notices.append(fallback_notice(fallback))
        if action is None:
            return None
        self._think_started = None
        return action

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    # --- words for the player -------------------------------------------------------------------
    def prompt(self) -> str:
        """One line saying what the active player may do now."""
        if self.catchup is not None:
            return self.catchup.prompt()
        return prompt(self.state, self.is_human(self.state.current_player), bool(self.choice))

    def buttons(self) -> list[tuple[str, Command | None]]:
        """The bottom bar's buttons, straight from legal_actions(): fixed places while a person
        acts (None: shown, but not usable now), Results once the game is over."""
        result: list[tuple[str, Command | None]] = []
        if self.human_to_act:
            steps = self.undo_steps()
            everyone_human = all(self.is_human(s) for s in range(len(self.seats)))
            undo = (tr("Undo ({n})", n=steps) if everyone_human else tr("Undo")) if steps \
                else None
            result = bar_buttons(self.state.legal_actions(), undo)
        if self.state.is_over and self._results_shown:
            result.append((tr("Results"), SHOW_RESULTS))  # back to the results after a look
        return result


__all__ = ["UNDO", "Gate", "LogLine", "TableController", "ai_request_seed"]


#: The worker's fallback causes in the player's words.
_FALLBACK_CAUSES = {
    "ended": N_("the process ended mid-answer"),
    "stopped": N_("the process stopped"),
    "no-start": N_("the process did not start"),
    "timeout": N_("no answer within the budget"),
}


def fallback_notice(fallback: Fallback) -> str:
    """The sentence the table shows once when the AI worker falls back to a thread."""
    if fallback.cause == "cannot-start":
        return tr("The AI helper process could not be started; the AI thinks inside the game, "
                  "which may slow the table down.")
    return tr("The AI helper process kept failing ({reason}); the AI now thinks inside the game, "
              "which may slow the table down.", reason=tr(_FALLBACK_CAUSES[fallback.cause]))
