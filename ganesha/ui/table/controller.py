"""The controller of one match at the table: the person's intents, the AI seats and the
hot-seat hand-over around the turn driver, and the words of the bar.

The scene hands it typed intents (:mod:`ganesha.ui.table.intents`); :mod:`.moves` looks them up
in ``legal_actions()`` and the controller applies the answer, offers a choice, or says why not.
The work is split by job: :class:`~ganesha.ui.table.turns.TurnDriver` applies actions (undo,
gate, plans, results timing), :class:`~ganesha.ui.table.ai_seats.AISeats` paces the AI seats
(:attr:`TableController.ai`) and :class:`~ganesha.ui.table.hot_seat.HotSeat` holds the
hand-over and its catch-up (:attr:`TableController.hot_seat`). The person's intents go through
:meth:`~ganesha.ui.table.turns.TurnDriver.act`, so a move that ends their turn opens the
take-back moment (:mod:`ganesha.ui.table.take_back`), which :meth:`TableController.step` counts
down before the next seat begins. A *spectator* controller (replays) lets nobody act and no AI
play: actions come only from :meth:`submit`.
"""

from __future__ import annotations

from ganesha.data.vocabulary import NORMAL_SPEED, PAWNS, Speed
from ganesha.engine import Action, GameState
from ganesha.ui.kit.text import tr
from ganesha.ui.table import moves
from ganesha.ui.table.ai_seats import AISeats
from ganesha.ui.table.hot_seat import HotSeat
from ganesha.ui.table.intents import (
    SHOW_RESULTS,
    Answer,
    Command,
    Dismiss,
    HandOver,
    Piece,
    Spot,
    UndoCommand,
)
from ganesha.ui.table.turns import TurnDriver
from ganesha.ui.table.words.log import LogEntry
from ganesha.ui.table.words.prompts import (
    BarButton,
    BarRole,
    bar_buttons,
    prompt,
    take_back_prompt,
    undo_label,
)
from ganesha.ui.table.words.unavailable import unavailable_words


class TableController(TurnDriver):
    """Owns the match's state for the table: the turns, the person's intents, the AI seats
    (:attr:`ai`) and the hot-seat hand-over (:attr:`hot_seat`)."""

    def __init__(self, state: GameState, seats: list[str] | tuple[str, ...], ai_seed: int = 0,
                 think_ms: int | None = None, pawns: tuple[str, ...] | None = None,
                 spectator: bool = False, hand_over: bool = False,
                 ai_processes: bool = True) -> None:
        super().__init__(state, seats, spectator)
        # each seat's pawn animal (chosen on the New game screen; by seat otherwise)
        self.pawns = tuple(pawns) if pawns else PAWNS[: state.config.players]
        self.ai = AISeats(self.seats, self.notices, ai_seed, think_ms, use_process=ai_processes)
        # hot seat: each person takes the screen with a hand-over and sees what they missed
        self.hot_seat = HotSeat(hand_over)
        self.speed = NORMAL_SPEED  # the table's speed at the last step (the moment's countdown)

    # --- seats ----------------------------------------------------------------------------------
    @property
    def human_to_act(self) -> bool:
        """A person at this screen decides now (never in spectator mode, nor during a
        catch-up)."""
        return super().human_to_act and self.hot_seat.catchup is None

    @property
    def shown(self) -> GameState:
        """The position the table shows: the game, or its copy while a hand-over's catch-up
        plays the missed moves again (see :mod:`ganesha.ui.table.hot_seat`)."""
        return self.hot_seat.shown(self.state)

    def hand_over_due(self) -> bool:
        """Hot seat: the person to act takes the screen from another person who acted since
        their last turn, and has not confirmed it yet."""
        return self.hot_seat.due(self.state, self.human_to_act, self.is_human)

    def skip_catchup(self) -> None:
        """End the catch-up now (a click or a key while it plays)."""
        self.hot_seat.skip()

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
            self.act(res.action, {"hints": hints or {}})
        return res

    def press(self, command: Command) -> None:
        """A bar button."""
        if isinstance(command, UndoCommand):
            self.undo()
        elif command == SHOW_RESULTS:
            self.show_results_again()
        elif self.human_to_act and command in self.state.legal_actions() \
                and not self.refused(command):
            self.act(command)

    def choose(self, option: Answer) -> None:
        """A dialog option: an action, the hot-seat hand-over, or Cancel."""
        if isinstance(option, HandOver):
            self.hot_seat.confirm(option.moment, self.state, self.is_human)
        elif isinstance(option, Dismiss):
            self.cancel_choice()
        elif self.human_to_act and option in self.state.legal_actions():
            if not self.refused(option):
                self.act(option)
        else:
            self.choice = None

    def act(self, action: Action, context: dict | None = None) -> None:
        """A person's action (see :meth:`TurnDriver.act`). The instant speed keeps no take-back
        moment (the next seat begins at once), nor does a gated table: the lesson lets through
        only the move it teaches, so there is no slip to take back."""
        super().act(action, context)
        if self.speed.instant or self.gate is not None:
            self.take_back = None

    def cancel_choice(self) -> None:
        """Close the sacrifice colour choice without choosing (Esc)."""
        self.choice = None

    def pickable(self) -> set[Piece]:
        """Pieces the active human may pick up now (none while an AI or nobody acts)."""
        return moves.pickable(self.state) if self.human_to_act else set()

    def targets_for(self, piece: Piece) -> set[Spot]:
        """Spots that would accept ``piece`` now."""
        return moves.targets_for(self.state, piece) if self.human_to_act else set()

    # --- driving the game -----------------------------------------------------------------------
    def step(self, dt: float, calm: bool, speed: Speed) -> bool:
        """One frame of the match: the take-back moment's count, a catch-up beat, a due
        placement, an AI move when the table is ``calm`` and the pause since the last has
        passed; True once when the results should be shown."""
        self.speed = speed
        if self.state.is_over:
            return self.results_due(dt, calm, speed)
        if self.take_back is not None:
            if self.take_back.tick(dt, calm, speed):
                self.take_back = None  # the next seat begins (at the next frame)
            return False
        if self.hot_seat.catchup is not None:
            self.news += self.hot_seat.step(dt, calm, speed, self.listeners)
            return False
        plan = self.due_plan() if calm else None
        if plan is not None:
            self.act(plan)
        elif not (self.spectator or self.human_to_act or self.held()):
            self._play_ai(dt, calm, speed)
        return False

    def held(self) -> bool:
        """Whether the AI seats wait (the screenshot mode, a puzzle): they do, unless one is to
        answer inside a person's turn (the Ginger opponent's answer), since the person's turn
        cannot go on without it."""
        state = self.state
        answering = state.current_player != state.turn_player and self.is_human(
            state.turn_player)
        return self.ai.hold_ai and not answering

    def _play_ai(self, dt: float, calm: bool, speed: Speed) -> None:
        """The AI seat's frame: its whole turn at the instant speed, else one staged action."""
        if speed.instant:
            self.ai.play_turn_now(self.state, lambda: self.decisions, self.submit)
            return
        if (action := self.ai.staged(self.state, dt, calm, speed, self.decisions)) is not None:
            self.submit(action, {"staged": True})

    def close(self) -> None:
        self.ai.close()

    # --- words for the player -------------------------------------------------------------------
    def prompt(self) -> str:
        """One line saying what the active player may do now."""
        if self.hot_seat.catchup is not None:
            return self.hot_seat.catchup.prompt()
        if self.take_back is not None:
            return take_back_prompt(self.take_back.left(self.speed))
        return prompt(self.state, self.is_human(self.state.current_player), bool(self.choice))

    def why_unavailable(self, purpose: object) -> str:
        """Why the bar's button for ``purpose`` (its role) cannot be used now: the engine's
        reason in the table's words, or the prompt while the take-back moment holds the bar."""
        prompt = self.prompt()
        if self.take_back is not None or not self.human_to_act \
                or not isinstance(purpose, BarRole):
            return prompt
        return unavailable_words(self.state, purpose, prompt)

    def buttons(self) -> list[BarButton]:
        """The bottom bar's buttons, straight from legal_actions(): fixed places while a person
        acts (None: shown, but not usable now), Results once the game is over."""
        result: list[BarButton] = []
        if self.take_back is not None:  # only Undo may be used while the moment lasts
            result = bar_buttons([], tr("Undo"))
        elif self.human_to_act:
            everyone_human = all(self.is_human(s) for s in range(len(self.seats)))
            result = bar_buttons(self.state.legal_actions(),
                                 undo_label(self.undo_steps(), everyone_human))
        if self.state.is_over and self.results_shown:  # back to the results after a look
            result.append(BarButton(BarRole.RESULTS, tr("Results"), SHOW_RESULTS))
        return result


__all__ = ["TableController"]
