"""Hot seat: what the incoming player missed, played again as beats after the hand-over.

When two or more people share the screen, the one who takes it was not watching while the others
played. Once they confirm the hand-over, the table replays every action since their own last one
that another person started (the AI moves in between come along), each as a beat with the same
staging as an AI turn. The replay runs on a *copy* of the game rebuilt from its history: the real
game is never rewound, so an autosave or a quit in the middle keeps the true position. The table
draws :attr:`CatchUp.view` while it lasts; nobody may act until it ends (or is skipped).
"""

from __future__ import annotations

from collections.abc import Callable

from ganesha.engine import (
    Action,
    Drawn,
    GameState,
    IllegalAction,
    SpicesPlaced,
    Take,
    new_game,
    replay,
)
from ganesha.ui.kit.text import tr
from ganesha.ui.table.words.log import passed_over

Listener = Callable[[Action, dict], None]


def deciders(state: GameState) -> list[tuple[int, int]] | None:
    """(history index, seat that decided it) for every action of the game; None when the history
    does not replay to this very position (a hand-set position has nothing to show again)."""
    probe = new_game(state.config)
    found: list[tuple[int, int]] = []
    try:
        for index in range(len(probe.history), len(state.history)):
            item = state.history[index]
            if isinstance(item, (Drawn, SpicesPlaced)):
                continue
            found.append((index, probe.current_player))
            probe.apply(item)
    except IllegalAction:
        return None
    return found if probe.digest() == state.digest() else None


def missed_from(state: GameState, seat: int, is_human: Callable[[int], bool]) -> int | None:
    """The history index of the first action another person decided after ``seat``'s own last
    one (None: nobody else at the screen has acted since)."""
    found = deciders(state)
    if not found:
        return None
    own = max((i for i, (_, who) in enumerate(found) if who == seat), default=-1)
    return next((index for index, who in found[own + 1:] if who != seat and is_human(who)), None)


def hand_over_words(state: GameState, seat: int, is_human: Callable[[int], bool],
                    instant: bool) -> str:
    """What the hot-seat hand-over tells the person taking the screen, true to what follows:
    the moves since their last turn are shown again (or, before their first turn, the moves
    made so far), unless the table's speed shows no motion, when nothing is replayed."""
    name = state.config.seat_names[seat]
    found = deciders(state) or []
    if instant or missed_from(state, seat, is_human) is None:
        return tr("{name}, your turn.", name=name)
    if any(who == seat for _, who in found):
        return tr("{name}, your turn. The moves made since your last turn are shown again "
                  "first.", name=name)
    return tr("{name}, your first turn. The moves made before it are shown first.", name=name)


class CatchUp:
    """The actions from history index ``start`` on, played one beat at a time on a copy."""

    def __init__(self, state: GameState, start: int, seat: int) -> None:
        self.seat = seat  # who is watching
        self.view = replay(state.config, state.history[:start])
        self._actions = [a for a in state.history[start:]
                         if not isinstance(a, (Drawn, SpicesPlaced))]
        self.total = len(self._actions)

    @property
    def done(self) -> bool:
        return not self._actions

    def beat(self, listeners: list[Listener]) -> list[str]:
        """Play the next action on the copy, telling the listeners before and after (as staged
        play and as a replay, so nothing counts it as a new decision). Returns the news the
        live table said for it (a spice passed over: "… is not offered"), to say again."""
        action = self._actions.pop(0)
        context = {"staged": True, "replay": True}
        token = self.view.spice_tokens().get(action.hex) if isinstance(action, Take) else None
        for listener in listeners:
            listener(action, context)
        self.view.apply(action)
        for listener in listeners:
            listener(action, {"after": True, **context})
        why = passed_over(token, self.view)
        return [why] if why else []

    def prompt(self) -> str:
        name = self.view.config.seat_names[self.seat]
        return tr("{name}: what happened since your last turn (click to skip)", name=name)


__all__ = ["CatchUp", "deciders", "hand_over_words", "missed_from"]
