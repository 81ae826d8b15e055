"""The AI seats at the table: their worker, the seed of each request, how long they think and
the pace at which their actions are shown.

An AI decision is asked of the :class:`~ganesha.ai.worker.AIWorker` and polled each frame, so no
frame waits for it. Each request's seed comes from the table's AI seed, the decisions made so far
and the seat, so a replayed or resumed game asks the same questions. Another seat's play is
*staged*: one action a beat, so a person can follow it. When the worker falls back from its
process to a thread, the table says so once (:func:`fallback_notice`).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ganesha.ai.worker import AIWorker, Fallback
from ganesha.data.i18n import N_
from ganesha.data.vocabulary import HUMAN, Speed
from ganesha.engine import Action, GameState
from ganesha.ui.kit.text import tr

# Another seat's play is staged: each of its actions is a beat of its own, this long at speed 1
# (the speed setting divides it; the instant speed has none), so it can be followed.
BEAT = 0.7
#: How long the instant speed plays on within one frame before it lets the frame be drawn.
INSTANT_FRAME = 0.012


def ai_request_seed(ai_seed: int, decisions: int, seat: int) -> int:
    """The seed of one AI request: the table's AI seed, the decisions made so far and the seat."""
    return (ai_seed * 1_000_003 + decisions * 7919 + seat) & 0x7FFFFFFF


class AISeats:
    """The AI seats of one table: ``seats`` holds every seat's kind (the person's too), and a
    fallback's sentence goes to ``notices`` for the table to say once."""

    def __init__(self, seats: list[str], notices: list[str], ai_seed: int = 0,
                 think_ms: int | None = None, use_process: bool = True) -> None:
        self.seats = seats
        self.use_process = use_process  # False: think in a thread (a host that is not the game)
        self.notices = notices
        self.ai_seed = ai_seed
        self.think_ms = think_ms
        self.worker: AIWorker | None = None
        self.hold_ai = False  # the screenshot mode holds the AI until a turn's picture is taken
        # count the decisions from the history, so a resumed game's AI plays as the unbroken one
        self.steady_ai = False
        self._think_started: float | None = None
        self._since_beat = BEAT  # seconds of table time since an AI seat last acted

    def acts(self, state: GameState) -> bool:
        """An AI seat is to act in ``state``."""
        return not state.is_over and self.seats[state.current_player] != HUMAN

    @property
    def thinking_for(self) -> float:
        """Seconds the current AI has been thinking (0 when no AI is thinking)."""
        if self._think_started is None:
            return 0.0
        return time.perf_counter() - self._think_started

    def update(self, state: GameState, may_act: bool, decisions: int) -> Action | None:
        """Drive the AI seat to act: start its thinking, and hand back its action once ready and
        the table is calm enough to show it (``may_act``). ``decisions`` is the table's count of
        decisions made, unless the AI is :attr:`steady_ai`. Never blocks."""
        if not self.acts(state):
            self._think_started = None
            return None
        if self.worker is None:
            self.worker = AIWorker(use_process=self.use_process)
        if not self.worker.busy and self._think_started is None:
            seat = state.current_player
            made = len(state.player_actions()) if self.steady_ai else decisions
            seed = ai_request_seed(self.ai_seed, made, seat)
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

    def staged(self, state: GameState, dt: float, calm: bool, speed: Speed,
               decisions: int) -> Action | None:
        """The AI's action once ready, the table ``calm`` and a beat passed since its last."""
        self._since_beat += dt
        action = self.update(state, calm and self._since_beat >= BEAT / speed.factor, decisions)
        if action is not None:
            self._since_beat = 0.0
        return action

    def play_turn_now(self, state: GameState, decisions: Callable[[], int],
                      submit: Callable[[Action], None]) -> None:
        """As fast as possible, but one turn per frame so every turn can be seen: the AI's
        actions go to ``submit`` until the turn changes (or a person is to act)."""
        deadline = time.perf_counter() + INSTANT_FRAME
        turn = state.turn_marker
        while self.acts(state) and state.turn_marker == turn:
            action = self.update(state, True, decisions())
            if action is None:
                if time.perf_counter() > deadline:
                    break
                time.sleep(0.0002)
                continue
            submit(action)

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None


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


__all__ = ["BEAT", "AISeats", "ai_request_seed", "fallback_notice"]
