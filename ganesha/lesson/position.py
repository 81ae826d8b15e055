"""Reading the lesson's position: which taught situation exists now and the move that shows it
(pure: no pygame). The script (:mod:`.steps`) and its guide ask these questions; the engine
answers every one of them (legal actions, previews), so nothing here restates a rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ganesha.ai.heuristics import estimate, margin
from ganesha.engine import Action, FinalPlace, GameState, Phase, Sacrifice, SkipSpice, Take

YELLOW = "yellow"

A = TypeVar("A")


def legal_of(state: GameState, kind: type[A]) -> list[A]:
    """The legal actions of one kind, typed as that kind."""
    return [a for a in state.legal_actions() if isinstance(a, kind)]


def token_at(state: GameState, hex_: int) -> str | None:
    return state.spice_tokens().get(hex_)


def slot_colours(state: GameState) -> set[str]:
    return {c for c in state.seat(state.turn_player).slots if c is not None}


def two_gem_take(state: GameState) -> Take | None:
    """A first gem matching a Destiny slot, off any spice token, that lets a second gem follow."""
    if state.phase != Phase.TAKE:
        return None
    gems = state.altar_gems()
    for take in legal_of(state, Take):
        if gems[take.hex] in slot_colours(state) and token_at(state, take.hex) is None:
            after = state.clone()
            after.apply(take)
            if after.phase == Phase.SECOND and any(
                    token_at(after, t.hex) is None for t in legal_of(after, Take)):
                return take
    return None


def spice_take(state: GameState, effect: str | None) -> Take | None:
    """A gem on a spice token (of ``effect``; None: any but Ginger) whose token would be offered."""
    if state.phase not in (Phase.TAKE, Phase.SECOND):
        return None
    for take in legal_of(state, Take):
        token = token_at(state, take.hex)
        if token is None or (token != effect if effect else token == "trade"):
            continue
        after = state.clone()
        after.apply(take)
        if after.phase == Phase.SPICE and any(not isinstance(a, SkipSpice)
                                              for a in after.legal_actions()):
            return take
    return None


def spice_use(state: GameState) -> Action | None:
    """The best way to use the spice waiting now (Coriander included), or None: a spice step
    teaches using the token, so skipping is no option here, but which use still matters (a
    Cardamom that frees the slot the opponent is about to fill is no lesson)."""
    if state.phase not in (Phase.SPICE, Phase.RESLOT):
        return None
    return best_choice(state, [a for a in state.legal_actions() if not isinstance(a, SkipSpice)])


def best_choice(state: GameState, options: list[Action]) -> Action | None:
    """Of ``options``, the one after which the deciding seat stands best by the AI's own
    estimate of every seat's final score (its lead over the best other seat): the lesson's
    glowing choice in a spice decision or a Ginger answer is a move a good player would make.
    A chance option (Red Pepper, Black Pepper) is judged on one draw unrelated to the game's,
    as a preview is; ties keep the engine's order."""
    if not options:
        return None
    seat = state.current_player

    def lead(action: Action) -> float:
        after = state.resample(CHOICE_SEED)
        after.apply(action)
        return margin(estimate(after), seat)

    return max(options, key=lambda a: (lead(a), -options.index(a)))


#: The chance seed :func:`best_choice` judges a drawing option on (any value unrelated to the game).
CHOICE_SEED = 0x1E55


def best_sacrifice(state: GameState, test: Callable[[Sacrifice], bool]) -> Sacrifice | None:
    """Of the legal sacrifices passing ``test``, the one that places the most gems."""
    options = [a for a in legal_of(state, Sacrifice) if test(a)]
    if not options:
        return None
    return max(options, key=lambda a: (len(state.preview(a).slots), -options.index(a)))


def best_final(state: GameState) -> Action | None:
    options = legal_of(state, FinalPlace)
    return max(options, key=lambda a: state.next_slot_value(a.gem) or 0) if options else None


__all__ = ["CHOICE_SEED", "YELLOW", "best_choice", "best_final", "best_sacrifice", "legal_of",
           "slot_colours", "spice_take", "spice_use", "token_at", "two_gem_take"]
