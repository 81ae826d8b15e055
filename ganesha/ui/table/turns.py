"""The turn driver of one match at the table: it applies actions, holds the undo boundary, asks
the gate about a person's actions, keeps the placements a player chose while taking and says
when the results are due.

Every action, a person's, an AI's or a replay's, goes through :meth:`TurnDriver.submit`, which
tells the listeners (the scene's animations, the sounds, the autosave, the lesson) before and
after. :class:`~ganesha.ui.table.controller.TableController` builds on it with the person's
intents, the AI seats and the hot-seat hand-over.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ganesha.data.vocabulary import HUMAN, Speed
from ganesha.engine import Action, Game, GameState, Phase, Place, Take
from ganesha.ui.kit.text import tr
from ganesha.ui.table.take_back import TakeBack, drew_since, ends_turn
from ganesha.ui.table.words.log import GameLog, LogLine, passed_over

RESULTS_DELAY = 1.2  # seconds the finished table stays before the results, at normal speed

#: Asked before a person's action is applied: None lets it through, a sentence refuses it (the
#: lesson accepts only the move it teaches). The state is untouched by a refusal.
Gate = Callable[[GameState, Action], str | None]
#: Told of every action: once before it is applied, and once after with ``after=True``.
Listener = Callable[[Action, dict], None]


class TurnDriver:
    """Applies the actions of one match; ``seats`` holds each seat's kind (human or an AI
    level). A *spectator* driver (replays) counts no action as a person's to undo."""

    def __init__(self, state: GameState, seats: list[str] | tuple[str, ...],
                 spectator: bool = False) -> None:
        if len(seats) != state.config.players:
            raise ValueError("one seat kind per player is needed")
        self.state = state
        self.seats = list(seats)
        self.spectator = spectator
        self.game_log = GameLog(state)  # the log, read off the history (see words/log.py)
        self.decisions = 0
        self.choice: list[Action] | None = None  # sacrifice options awaiting the player's pick
        self.listeners: list[Listener] = []
        self.notices: list[str] = []  # sentences for the table to say once (e.g. the AI's worker)
        self.news: list[str] = []  # the same, but news of the game, not a warning (a spice passed)
        self.gate: Gate | None = None  # a filter on the person's actions (the lesson's)
        # the game with its undo rule: a person's decisions may be taken back, an AI's never
        self.game = Game(state, lambda seat: self.is_human(seat) and not self.spectator)
        # a person's turn-ending move, still to be taken back (see ui/table/take_back.py)
        self.take_back: TakeBack | None = None
        self._plans: list[tuple[str, str]] = []
        self._results_wait = 0.0
        self._results_shown = False

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    @property
    def human_to_act(self) -> bool:
        """A person at this screen decides now (never in spectator mode, nor while a
        turn-ending move may still be taken back)."""
        return not self.spectator and not self.state.is_over and self.take_back is None \
            and self.is_human(self.state.current_player)

    # --- applying -------------------------------------------------------------------------------
    def submit(self, action: Action, context: dict | None = None) -> None:
        """Apply a legal action, log it (and any bag draws it caused) and tell the listeners
        (once before, to capture the old picture, and once after with ``after=True``)."""
        state = self.state
        round_before = state.round
        turn_before = state.turn_player
        listeners_context = dict(context or {})
        self.take_back = None  # the next action is shown: the moment is over
        token = state.spice_tokens().get(action.hex) if isinstance(action, Take) else None
        for listener in self.listeners:
            listener(action, listeners_context)
        self.game.apply(action)  # raises IllegalAction and changes nothing if not legal
        why = passed_over(token, state)
        if why:
            self.news.append(why)  # the table says it, as the log does
        self.decisions += 1
        self.choice = None
        if state.turn_player != turn_before or state.round != round_before:
            self._plans.clear()  # a placement chosen while taking never outlives its turn
        self._plans_in_hand()
        for listener in self.listeners:
            listener(action, {"after": True, **listeners_context})

    def act(self, action: Action, context: dict | None = None) -> None:
        """A person's action, from the table's intents: :meth:`submit`, and when it ends their
        turn without drawing from the bag (nor ending the game), the take-back moment opens;
        when it drew, the table says why it cannot be taken back."""
        state = self.state
        turn, known = state.turn_marker, len(state.history)
        self.submit(action, context)
        if self.spectator or state.is_over or not ends_turn(state, action, turn):
            return
        if drew_since(state, known + 1):
            self.news.append(tr("The altar was refilled from the bag: this turn cannot be "
                                "taken back"))
            return
        seat = self.game.closing_seat()
        if seat is not None:
            self.take_back = TakeBack(seat)

    # --- the gate -------------------------------------------------------------------------------
    def refusal(self, action: Action) -> str | None:
        """Why the gate refuses the person's ``action`` (None: no gate, or it agrees)."""
        return self.gate(self.state, action) if self.gate is not None else None

    def refused(self, action: Action) -> bool:
        """Ask the gate; a refusal is said on the table and reported True."""
        refusal = self.refusal(action)
        if refusal:
            self.notices.append(refusal)
        return bool(refusal)

    # --- the plan queue -------------------------------------------------------------------------
    def queue_placement(self, colour: str, target: str) -> None:
        """Place a ``colour`` gem on ``target`` once phase 2 begins (the gem was dropped on a
        slot while being taken). Forgotten at the end of the turn."""
        self._plans.append((colour, target))

    def _plans_in_hand(self) -> None:
        """A plan names a gem in hand: one whose gem has left the hand otherwise than by its
        placement (Caraway swapped it back onto the altar, Ginger gave it away) is forgotten,
        else it would place the next gem of that colour taken, wherever that one was dropped."""
        held = Counter(self.state.held_gems())
        kept: list[tuple[str, str]] = []
        for colour, target in self._plans:
            if held[colour] > 0:
                held[colour] -= 1
                kept.append((colour, target))
        self._plans = kept

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
    @property
    def all_ai(self) -> bool:
        return not any(self.is_human(s) for s in range(len(self.seats)))

    @property
    def log(self) -> list[LogLine]:
        """Every line of the game's log as the history stands now (turn summaries left out)."""
        return self.game_log.lines(self.state)

    def undo_steps(self) -> int:
        """How many of their own decisions the human to act may take back now (during the
        take-back moment: the one move that ended the turn)."""
        if self.take_back is not None:
            return 1
        return self.game.undo_steps() if self.human_to_act else 0

    def recall_undo(self) -> None:
        """A game resumed from its save: rebuild the undo steps its people had, by replaying
        the saved moves from the start (the engine is deterministic from the seed), so what
        could be taken back before leaving can still be taken back after coming back. A save
        that does not replay to the same position keeps no steps."""
        self.game.recall()

    def undo(self) -> bool:
        """Take back the last decision of the human to act, or during the take-back moment the
        move that ended the turn, with the turn's earlier steps (False if none may be)."""
        if not self.undo_steps():
            return False
        moment, self.take_back = self.take_back, None
        if moment is not None:
            self.game.take_back_closing()
        else:
            self.game.undo()
        self._plans.clear()
        self.choice = None
        return True

    # --- the results ----------------------------------------------------------------------------
    def results_due(self, dt: float, calm: bool, speed: Speed) -> bool:
        """The game is over and the finished table has stayed long enough (counted while it is
        ``calm``): True once, when the results should be shown."""
        if self._results_shown or not calm:
            return False
        self._results_wait += dt
        if self._results_wait >= (0.0 if speed.instant else RESULTS_DELAY / speed.factor):
            self._results_shown = True
            return True
        return False

    def show_results_again(self) -> None:
        """The Results button after a look at the finished table: due at the next step."""
        self._results_shown = False
        self._results_wait = 1e9

    @property
    def results_shown(self) -> bool:
        return self._results_shown


__all__ = ["RESULTS_DELAY", "Gate", "Listener", "TurnDriver"]
