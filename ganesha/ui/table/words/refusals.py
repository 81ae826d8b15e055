"""The table's words for a refused move: one sentence per reason the engine gives.

Why a table and not a rule: the engine says why it refuses an action
(``GameState.why_illegal``, the ``reason`` of ``IllegalAction``), and it is the only place that
knows the rules. The table used to work the reason out again (which gem unlocks what, which
slot is taken) and could drift from the engine; now it only looks the reason up here and puts
it into the player's language.
"""

from __future__ import annotations

from ganesha.data.i18n import N_
from ganesha.engine import Action, GameState, Refusal, Trade
from ganesha.ui.kit.text import colour_name, tr

#: The sentence of each reason, with fields filled from the refused action: ``{gem}`` and
#: ``{colour}`` (its colours), ``{name}`` (Ginger's chosen opponent). None: the move is not of
#: the kind the game waits for, and the answer is what the player may do now (the prompt).
#: The sacrifice sentences are about a gem offered to Ganesha, which the table asks about as
#: a sacrifice of the gem's own colour (see :mod:`ganesha.ui.table.moves`).
SENTENCES: dict[Refusal, str | None] = {
    Refusal.GAME_OVER: N_("The game is over"),
    Refusal.WRONG_PHASE: None,
    Refusal.MALFORMED: None,
    Refusal.HEX_EMPTY: N_("There is no gem to take there"),
    Refusal.NOT_ADJACENT: N_("The second gem must come from a hex next to the first one"),
    Refusal.NOT_THIS_SPICE: N_("That is not what this spice does"),
    Refusal.MANDALA_COLOUR_EMPTY: N_("Cardamom: no {colour} gem is on the mandala"),
    Refusal.NOT_AN_OPPONENT: N_("Ginger: give the gem to an opponent"),
    Refusal.OPPONENT_CANNOT_ANSWER: N_("Ginger: {name} has no gem of another colour to hand "
                                       "back"),
    Refusal.SAME_COLOUR_BACK: N_("Hand back a gem of another colour than the one you were "
                                 "given"),
    Refusal.SLOT_EMPTY: N_("Coriander: that Destiny slot holds no gem"),
    Refusal.CHANGES_NOTHING: N_("Coriander: that move changes nothing"),
    Refusal.SAME_AS_LISTED: N_("Coriander: choose that move from the list"),
    Refusal.GEM_NOT_HELD: N_("You did not take a {gem} gem this turn"),
    Refusal.SLOT_USED: N_("That Destiny slot already got a gem this turn"),
    Refusal.GEM_NOT_IN_TREASURY: N_("That gem is not in your Treasury"),
    Refusal.COLOUR_LOCKED: N_("That sacrifice does not unlock {colour}"),
    Refusal.PAIR_NEEDED: N_("Sacrificing a {gem} gem places nothing: you need another {gem} gem "
                            "in your Treasury"),
    Refusal.NOTHING_TO_PLACE: N_("Sacrificing this gem places nothing: your Treasury has no "
                                 "other gem"),
    Refusal.NOT_OFFERED: None,
}


def refusal_words(state: GameState, action: Action, reason: Refusal, prompt: str) -> str:
    """Why ``action`` is refused (``reason``, the engine's), in the player's language;
    ``prompt`` (what the player may do now) answers a move of the wrong kind."""
    sentence = SENTENCES[reason]
    if sentence is None:
        return prompt
    return tr(sentence, **_fields(state, action))


def _fields(state: GameState, action: Action) -> dict[str, str]:
    """The action's colours and seat as the sentences name them."""
    values: dict[str, str] = {}
    gem = getattr(action, "gem", None)
    if isinstance(gem, str):
        values["gem"] = colour_name(gem)
    colour = getattr(action, "colour", None)
    if isinstance(colour, str):
        values["colour"] = colour_name(colour)
    names = state.config.seat_names
    if isinstance(action, Trade) and 0 <= action.seat < len(names):
        values["name"] = names[action.seat]
    return values


__all__ = ["SENTENCES", "refusal_words"]
