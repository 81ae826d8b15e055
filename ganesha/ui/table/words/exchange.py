"""Ginger's exchange in words, for both players at the table.

Ginger moves gems between two players in two actions by two seats (the gift, then the answer),
so neither the log line of one nor the gems' flights alone say what was traded for what. The
table's effects ask this class before and after every action and say the sentence it returns.
Whichever seat is a person or an AI, both sides of the exchange are named.
"""

from __future__ import annotations

from ganesha.engine import COLOURS, Action, AnswerTrade, GameState, Trade
from ganesha.ui.kit.text import colour_name, tr


class GingerExchange:
    """Reads the gift and the answer off the state around each action (never changes it)."""

    def __init__(self) -> None:
        self._seen: tuple[str, str, str] | None = None  # giver, receiver, colour of this action

    def before(self, action: Action, state: GameState) -> None:
        names = state.config.seat_names
        self._seen = None
        if isinstance(action, Trade) and state.held_gems():
            self._seen = (names[state.turn_player], names[action.seat], state.held_gems()[-1])
        elif isinstance(action, AnswerTrade) and 0 <= state.trade_gem < len(COLOURS):
            # the answer: the receiver of the gift (deciding now) hands a gem back to the giver
            self._seen = (names[state.turn_player], names[state.current_player],
                          COLOURS[state.trade_gem])

    def after(self, action: Action, state: GameState) -> str:
        """The sentence to show once ``action`` is applied ("" when it was not Ginger's)."""
        seen, self._seen = self._seen, None
        if seen is None:
            return ""
        giver, receiver, given = seen
        if isinstance(action, Trade):
            return tr("Ginger: {giver} gives {receiver} a {colour} gem",
                      giver=giver, receiver=receiver, colour=colour_name(given))
        if isinstance(action, AnswerTrade):
            return tr("Ginger: {giver} gave {given} to {receiver}; {receiver} handed back {back}",
                      giver=giver, receiver=receiver, given=colour_name(given),
                      back=colour_name(action.gem))
        return ""


__all__ = ["GingerExchange"]
