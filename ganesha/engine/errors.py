"""The engine's own exceptions, so callers can tell a refused move from a bug, and the reasons
of a refusal.

Why the reasons live here, as values: the table explains every refused drop to the player, and
it used to work the reason out again from rule tables of its own (which gem unlocks what, which
slot is taken). A copy of a rule drifts; the engine that refuses is the one place that knows
why. It names the reason (a :class:`Refusal`), and the UI only words it.
"""

from __future__ import annotations

from enum import Enum


class Refusal(Enum):
    """Why an action is not legal now: the answer of ``GameState.why_illegal`` and the
    ``reason`` of :class:`IllegalAction`.

    The value is the engine's own English explanation (exception messages, logs, tests); the
    UI words each member for the player in ``ganesha.ui.table.words.refusals``. An action gets
    the first reason that applies, asked as a player would (``rules.refusal``): is the game on,
    is this the decision it waits for, does the action name real things, then its phase's rule.
    """

    # --- the game and the phase
    GAME_OVER = "the game is over"
    WRONG_PHASE = "the game waits for another kind of decision"
    MALFORMED = "it names a hex, seat, colour, slot or place the game does not have"
    # --- phase 1: taking gems
    HEX_EMPTY = "there is no gem on that hex"
    NOT_ADJACENT = "the second gem must come from a hex next to the first one"
    # --- spices
    NOT_THIS_SPICE = "that is another spice than the token waiting for a decision"
    MANDALA_COLOUR_EMPTY = "Cardamom: no gem of that colour is on the mandala"
    NOT_AN_OPPONENT = "Ginger: the gem must go to an opponent"
    OPPONENT_CANNOT_ANSWER = "Ginger: that opponent has no Treasury gem of another colour"
    SAME_COLOUR_BACK = "Ginger: the gem handed back must be of another colour than the one given"
    SLOT_EMPTY = "Coriander: that Destiny slot holds no gem to move"
    CHANGES_NOTHING = "Coriander: the move leaves the Destiny slots as they are"
    SAME_AS_LISTED = "Coriander: the move gives the same slots as a listed move written otherwise"
    # --- phase 2: placing the taken gems
    GEM_NOT_HELD = "no gem of that colour was taken this turn"
    SLOT_USED = "that Destiny slot already got a gem this turn"
    # --- Treasuries (phase 3, the final stage, Ginger's answer, Black Pepper, Coriander)
    GEM_NOT_IN_TREASURY = "the Treasury holds no gem of that colour"
    # --- phase 3: the sacrifice
    COLOUR_LOCKED = ("that sacrifice does not unlock that colour (a colour unlocks itself, "
                     "yellow unlocks any colour, no sacrifice unlocks yellow)")
    PAIR_NEEDED = ("that sacrifice places no gem: the gem unlocks only its own colour and the "
                   "Treasury holds no second gem of it")
    NOTHING_TO_PLACE = ("that sacrifice places no gem: the Treasury holds no gem of that colour "
                        "besides the one sacrificed")
    # --- none of the above (the rules found nothing specific; never expected, kept total)
    NOT_OFFERED = "it is not among the legal actions"


class GaneshaError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(GaneshaError, ValueError):
    """An action that is not in ``state.legal_actions()``; the state is left untouched.

    ``reason`` is the :class:`Refusal` that ``state.why_illegal(action)`` gives for it, so a
    caller that tried first and asks afterwards hears the same answer."""

    def __init__(self, message: str, reason: Refusal = Refusal.NOT_OFFERED) -> None:
        super().__init__(message)
        self.reason = reason

    def __reduce__(self) -> tuple[type[IllegalAction], tuple[str, Refusal]]:
        # keep the reason when the error crosses a process boundary (pickled)
        return IllegalAction, (str(self), self.reason)


class SaveError(GaneshaError, ValueError):
    """A save text that cannot be turned back into a game (corrupt, foreign or inconsistent)."""


class ConfigError(GaneshaError, ValueError):
    """A game configuration outside what the rules allow (e.g. 5 players)."""
