"""The table's words for "what now": the prompt line over the bar and the bar's buttons, both
read from the state and its legal actions (so they can never offer what the engine refuses)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ganesha.data.vocabulary import HUMAN
from ganesha.engine import (
    Action,
    EndTurn,
    GameState,
    Phase,
    Sacrifice,
    StopTaking,
)
from ganesha.ui.kit.text import colour_name, level_name, tr
from ganesha.ui.table.intents import UNDO, Command


def prompt(state: GameState, human: bool, choosing: bool = False) -> str:
    """One line saying what the player to act may do now (``human``: a person decides;
    ``choosing``: their gem is on Ganesha and the colour dialog is open)."""
    if state.is_over:
        return tr("The game is over")
    seat = state.current_player
    who = state.config.seat_names[seat]
    phase = state.phase
    if not human:
        return tr("{name} is thinking…", name=who)
    if phase == Phase.TAKE:
        colours = two_gem_starts(state)
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
    if phase == Phase.SACRIFICE and choosing:  # the gem is already on Ganesha
        return tr("{name}: choose the colour to place on the mandala, or cancel", name=who)
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


_starts: dict[str, tuple[str, ...]] = {}


def two_gem_starts(state: GameState) -> tuple[str, ...]:
    """The engine's :meth:`~ganesha.engine.GameState.second_gem_colours`, asked once per
    position (it tries every take on a copy, and the prompt is drawn every frame)."""
    key = state.digest()  # the position itself: an undo and other moves may reach its length
    if key not in _starts:
        if len(_starts) > 32:
            _starts.clear()
        _starts[key] = state.second_gem_colours()
    return _starts[key]


def seat_label(kind: str, seats: Sequence[str]) -> str:
    """Who sits in a seat, under its name (tiles and results): "AI · hard", or for a person
    "you" when they are the only person at the table, "player" when several share the screen."""
    if kind != HUMAN:
        return tr("AI · {level}", level=level_name(kind))
    return tr("you") if sum(k == HUMAN for k in seats) == 1 else tr("player")


def undo_label(steps: int, everyone_human: bool) -> str | None:
    """The Undo button's words: with the count of steps at an all-person table, None when
    nothing may be taken back."""
    if not steps:
        return None
    return tr("Undo ({n})", n=steps) if everyone_human else tr("Undo")


def take_back_prompt(seconds_left: float) -> str:
    """The prompt while a turn-ending move may still be taken back."""
    return tr("Turn ends in {seconds} s — Undo takes it back",
              seconds=max(1, math.ceil(seconds_left)))


class BarRole(Enum):
    """What a button of the bar is, whatever it reads in the player's language: behaviour
    (which button stands out, which one a lesson lights) asks this, never the words."""

    UNDO = "undo"
    KEEP_ONE = "keep one gem"
    PLACE_YELLOW = "place yellow"
    END_TURN = "end turn"
    HINT = "hint"
    RESULTS = "results"


@dataclass(frozen=True, slots=True)
class BarButton:
    """One button of the bar: its ``role``, its words and its command (None: shown, but not
    usable now)."""

    role: BarRole
    label: str
    command: Command | None


def bar_buttons(legal: list[Action], undo_label: str | None) -> list[BarButton]:
    """The bar while a person acts: Undo, Keep one gem, Place yellow, End turn — always all four,
    in these places, each with its command or None when it cannot be used now (shown disabled),
    so a button never slides under the pointer into another's place. ``undo_label`` is None when
    nothing may be taken back."""
    keep: Action | None = next((a for a in legal if isinstance(a, StopTaking)), None)
    yellow: Action | None = next((a for a in legal
                                  if isinstance(a, Sacrifice) and a.gem is None), None)
    end: Action | None = next((a for a in legal if isinstance(a, EndTurn)), None)
    return [BarButton(BarRole.UNDO, undo_label or tr("Undo"), UNDO if undo_label else None),
            BarButton(BarRole.KEEP_ONE, tr("Keep one gem"), keep),
            BarButton(BarRole.PLACE_YELLOW, tr("Place yellow"), yellow),
            BarButton(BarRole.END_TURN, tr("End turn"), end)]


_gains: dict[str, dict[Action, int]] = {}


def sacrifice_gains(state: GameState) -> dict[Action, int]:
    """What each offering and Place yellow legal now scores the seat to act beyond ending the
    turn (the engine's :meth:`~ganesha.engine.GameState.preview` of each: a round's drum point
    comes with either), asked once per position (the bar is built every frame)."""
    if state.phase != Phase.SACRIFICE:
        return {}
    key = state.digest()
    if key not in _gains:
        if len(_gains) > 32:
            _gains.clear()
        seat = state.current_player
        legal = state.legal_actions()
        base = state.preview(EndTurn()).points[seat] if EndTurn() in legal else 0
        _gains[key] = {a: state.preview(a).points[seat] - base for a in legal
                       if isinstance(a, Sacrifice)}
    return _gains[key]


def scoring_moves(state: GameState) -> tuple[Action, ...]:
    """The offerings and Place yellow legal now that score the seat to act more than ending
    the turn would (see :func:`sacrifice_gains`)."""
    return tuple(a for a, gain in sacrifice_gains(state).items() if gain > 0)


def best_moves(state: GameState) -> tuple[Action, ...]:
    """The scoring moves that score the most: the only ones a bar button may suggest, so the
    bright button is never worth less than another open option (sacrificing the yellow gem
    to place three greens beats placing that one yellow)."""
    gains = sacrifice_gains(state)
    top = max(gains.values(), default=0)
    return tuple(a for a, gain in gains.items() if gain > 0 and gain == top)


def primary_flags(buttons: Sequence[BarButton], state: GameState, looked: bool,
                  advice: Action | None = None) -> list[bool]:
    """Which of :func:`bar_buttons` stand out as the suggested next step. With ``advice`` (the
    move of a hint current for this position) only the button that plays it, if any, so the
    bright button never says other than the hint. Otherwise Keep one gem and End turn — but
    never End turn while an offering or Place yellow worth points is legal and the player has
    not ``looked`` at what a scoring move would do (a preview of one shown since their last
    action); Place yellow stands out instead when it is such a move and no other open one
    scores more (:func:`best_moves`). Undo and Hint never do."""
    if advice is not None:
        return [b.command is not None and b.command == advice
                and b.role not in (BarRole.UNDO, BarRole.HINT) for b in buttons]
    unseen = () if looked else scoring_moves(state)
    flags = []
    for button in buttons:
        if button.role == BarRole.PLACE_YELLOW:
            flags.append(button.command is not None and button.command in unseen
                         and button.command in best_moves(state))
        elif button.role == BarRole.END_TURN:
            flags.append(not unseen)
        else:
            flags.append(button.role not in (BarRole.UNDO, BarRole.HINT))
    return flags


def resting_flags(buttons: Sequence[BarButton]) -> list[bool]:
    """The bar's emphasis while nobody at the screen acts (an AI thinks, a turn may still be
    taken back): every button keeps its usual weight but Undo, Place yellow and Hint."""
    return [b.role not in (BarRole.UNDO, BarRole.PLACE_YELLOW, BarRole.HINT) for b in buttons]


__all__ = ["BarButton", "BarRole", "bar_buttons", "best_moves", "primary_flags", "prompt",
           "resting_flags", "sacrifice_gains", "scoring_moves", "seat_label", "two_gem_starts"]
