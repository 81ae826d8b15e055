"""Positions where the table asks a question in a dialog, one per kind of dialog, found by
playing seeded random games: the tests open a real table on each and check where its dialog
stands, and ``build``'s screenshots show them."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ganesha.ai import make_player
from ganesha.engine import GameConfig, GameState, Phase, Sacrifice, new_game

#: The dialogs a player meets at the table, by the spice effect (or phase) that asks them.
KINDS: tuple[str, ...] = ("colour", "remove_last", "swap", "trade", "answer", "reslot",
                          "redraw", "point", "any_sacrifice", "gamble")


def colour_choice(state: GameState) -> list[Sacrifice]:
    """The sacrifices of one Treasury gem when it could place several colours (the colour
    dialog's options), or [] when no gem offers a choice."""
    options = [a for a in state.legal_actions() if isinstance(a, Sacrifice)]
    for gem in sorted({a.gem for a in options if a.gem is not None}):
        same = [a for a in options if a.gem == gem]
        if len(same) >= 2:
            return same
    return []


def kind_of(state: GameState) -> str | None:
    """Which dialog the position asks for (None: no dialog; the colour dialog when a sacrifice
    offers a choice of colours)."""
    pending = state.pending_spice()
    if state.phase == Phase.ANSWER:
        return "answer"
    if pending is not None and state.phase in (Phase.SPICE, Phase.RESLOT):
        return pending.effect
    if state.phase == Phase.SACRIFICE and colour_choice(state):
        return "colour"
    return None


def _richer(kind: str) -> Callable[[GameState], bool]:
    """Which of a kind's positions shows its question best: Cardamom with several colours on
    the mandala, the colour dialog with three colours or more."""
    if kind == "remove_last":
        return lambda s: len([a for a in s.legal_actions()]) >= 4
    if kind == "colour":
        return lambda s: len(colour_choice(s)) >= 3
    return lambda s: True


@lru_cache(maxsize=8)
def dialog_positions(players: int) -> dict[str, GameState]:
    """The first position of each kind (see :data:`KINDS`) in seeded random games of
    ``players``."""
    found: dict[str, GameState] = {}
    for seed in range(400):
        state = new_game(GameConfig(players=players, seed=seed, spices=True))
        bots = [make_player("random", seed * 11 + k) for k in range(players)]
        while not state.is_over and len(found) < len(KINDS):
            kind = kind_of(state)
            if kind is not None and kind not in found and _richer(kind)(state):
                found[kind] = state.snapshot()
            state.apply(bots[state.current_player].choose(state))
        if len(found) == len(KINDS):
            return found
    return found


__all__ = ["KINDS", "colour_choice", "dialog_positions", "kind_of"]
