"""The table's words for "what now": the prompt line over the bar and the bar's buttons, both
read from the state and its legal actions (so they can never offer what the engine refuses)."""

from __future__ import annotations

from ..engine import Action, EndTurn, GameState, Phase, Sacrifice, StopTaking
from ..vocabulary import HUMAN
from .intents import UNDO, Command
from .text import colour_name, tr


def prompt(state: GameState, human: bool) -> str:
    """One line saying what the player to act may do now (``human``: a person decides)."""
    if state.is_over:
        return tr("The game is over")
    seat = state.current_player
    who = state.config.seat_names[seat]
    phase = state.phase
    if not human:
        return tr("{name} is thinking…", name=who)
    if phase == Phase.TAKE:
        colours = sorted({c for c in state.seat(seat).slots if c})
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
        legal = state.legal_actions()
        if any(isinstance(a, Sacrifice) and a.gem for a in legal):
            return tr("{name}: drag a Treasury gem onto Ganesha, or end the turn", name=who)
        if Sacrifice(None, "yellow") in legal:
            return tr("{name}: place your yellow gems, or end the turn", name=who)
        return tr("{name}: nothing to place — end the turn", name=who)
    if phase == Phase.FINAL:
        return tr("{name}: final stage — place one Treasury gem on the mandala", name=who)
    return ""


def seat_label(kind: str) -> str:
    """Who sits in a seat, under its name: "you" or "AI · hard" (tiles and results)."""
    return tr("you") if kind == HUMAN else tr("AI · {level}", level=tr(kind))


def bar_buttons(legal: list[Action], undo_label: str) -> list[tuple[str, Command]]:
    """The buttons for the actions no piece stands for (keep one gem, place yellow, end the
    turn), Undo first when ``undo_label`` is given."""
    result: list[tuple[str, Command]] = [(undo_label, UNDO)] if undo_label else []
    for a in legal:
        if isinstance(a, StopTaking):
            result.append((tr("Keep one gem"), a))
        elif isinstance(a, Sacrifice) and a.gem is None:
            result.append((tr("Place yellow"), a))
        elif isinstance(a, EndTurn):
            result.append((tr("End turn"), a))
    return result


__all__ = ["bar_buttons", "prompt", "seat_label"]
