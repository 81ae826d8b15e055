"""Why a bar button cannot be used now: the sentence a click on it, disabled, is answered with.

A disabled button that does nothing when clicked reads as a broken one. The reason is the
engine's (``GameState.why_illegal`` of the action the button would take), worded as a refused
move is (:mod:`ganesha.ui.table.words.refusals`): a move of another kind than the game waits
for is answered by what the player may do now, the prompt. Two buttons get words of their own:
Place yellow, whose sacrifice sentences speak of a gem offered to Ganesha, and Undo, which is
about the turn's history rather than a move.
"""

from __future__ import annotations

from ganesha.engine import Action, EndTurn, GameState, Refusal, Sacrifice, StopTaking
from ganesha.ui.kit.text import tr
from ganesha.ui.table.words.prompts import BarRole
from ganesha.ui.table.words.refusals import refusal_words

#: The action each button would take, asked of the engine while it is disabled (the bar's
#: buttons are these actions when legal, see ``words.prompts.bar_buttons``).
PROBES: dict[BarRole, Action] = {
    BarRole.KEEP_ONE: StopTaking(),
    BarRole.PLACE_YELLOW: Sacrifice(None, "yellow"),
    BarRole.END_TURN: EndTurn(),
}

#: A Place yellow with no yellow gem to place (the engine's "places nothing" reasons).
NO_YELLOW = frozenset({Refusal.NOTHING_TO_PLACE, Refusal.PAIR_NEEDED})


def unavailable_words(state: GameState, role: BarRole, prompt: str) -> str:
    """Why the button of ``role`` cannot be used in ``state``; ``prompt`` (what the player may
    do now) answers a button of another phase than this one."""
    if role == BarRole.UNDO:
        return tr("Nothing to take back now: Undo takes back your moves of this turn, up to a "
                  "gem drawn from the bag")
    probe = PROBES.get(role)
    reason = state.why_illegal(probe) if probe is not None else None
    if reason is None or probe is None:
        return prompt
    if role == BarRole.PLACE_YELLOW and reason in NO_YELLOW:
        return tr("Place yellow: your Treasury holds no yellow gem to place")
    return refusal_words(state, probe, reason, prompt)


__all__ = ["PROBES", "unavailable_words"]
