"""Readable one-line accounts of actions and chance results, for the game log.

English only here; the UI's translation layer can wrap these later. ``describe`` is called with
the state *before* the action is applied, because that is when "which gem is on hex 7" is known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    Action, AnswerTrade, AnySacrifice, ChanceResult, Drawn, EndTurn, FinalPlace, GainPoint,
    Gamble, Place, Redraw, RemoveLast, Reslot, Sacrifice, SkipSpice, SpicesPlaced, StopTaking,
    Swap, Take, Trade,
)
from .boards import COLOURS, SPICE_NAMES

if TYPE_CHECKING:
    from .state import GameState

_TARGET_TEXT = {"treasury": "the Treasury", "slot1": "Destiny slot 1", "slot2": "Destiny slot 2"}


def describe(s: GameState, action: Action | ChanceResult) -> str:
    names = s.config.seat_names
    who = names[s.current_player]
    spice = SPICE_NAMES["en"]
    if isinstance(action, Take):
        gem = s.altar[action.hex]
        colour = COLOURS[gem] if gem >= 0 else "nothing"
        return f"{who} takes {colour} from hex {action.hex + 1}"
    if isinstance(action, StopTaking):
        return f"{who} keeps just one gem"
    if isinstance(action, SkipSpice):
        return f"{who} does not use {spice.get(s.pending_spice or 'reslot', 'the spice')}"
    if isinstance(action, RemoveLast):
        return f"{who} uses Cardamom: the last {action.colour} gem leaves the mandala"
    if isinstance(action, Swap):
        gem = s.altar[action.hex]
        return (f"{who} uses Caraway: swaps for the {COLOURS[gem]} gem on hex "
                f"{action.hex + 1}")
    if isinstance(action, Trade):
        return f"{who} uses Ginger: gives the gem to {names[action.seat]}"
    if isinstance(action, AnswerTrade):
        return f"{who} hands back a {action.gem} gem"
    if isinstance(action, GainPoint):
        return f"{who} uses Cinnamon: +1 point"
    if isinstance(action, AnySacrifice):
        return f"{who} uses Clove: any sacrifice this turn"
    if isinstance(action, Gamble):
        return f"{who} uses Red Pepper: pays 1 point and draws a gem"
    if isinstance(action, Redraw):
        return f"{who} uses Black Pepper: returns {action.gem} and draws a gem"
    if isinstance(action, Place):
        return f"{who} puts {action.gem} into {_TARGET_TEXT[action.target]}"
    if isinstance(action, Reslot):
        moves = ", ".join(f"{gem} into {_TARGET_TEXT[slot]}" for slot, gem in action.moves)
        return f"{who} uses Coriander: {moves}"
    if isinstance(action, Sacrifice):
        count = s.treasury[s.current][COLOURS.index(action.colour)] - (action.gem == action.colour)
        offer = f"sacrifices {action.gem}" if action.gem else "sacrifices nothing"
        plural = "gem" if count == 1 else "gems"
        return f"{who} {offer} and places {count} {action.colour} {plural} on the mandala"
    if isinstance(action, EndTurn):
        return f"{who} ends the turn"
    if isinstance(action, FinalPlace):
        return f"{who} places a final {action.gem} gem on the mandala"
    if isinstance(action, Drawn):
        if action.why == "altar":
            return f"The altar is filled with {len(action.gems)} gems"
        return f"Drawn from the bag: {', '.join(action.gems)}"
    if isinstance(action, SpicesPlaced):
        tokens = ", ".join(f"{spice[e]} on hex {h + 1}" for h, e in action.tokens)
        return f"Spice tokens: {tokens}"
    return repr(action)
