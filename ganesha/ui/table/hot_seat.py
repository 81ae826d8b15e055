"""Hot seat: the hand-over between people sharing the screen, and what the incoming player
missed, played again as beats after it.

When two or more people share the screen, the one who takes it was not watching while the others
played. Once they confirm the hand-over, the table replays every action since their own last one
that another person started (the AI moves in between come along), each as a beat with the same
staging as an AI turn. The replay runs on a *copy* of the game rebuilt from its history: the real
game is never rewound, so an autosave or a quit in the middle keeps the true position. The table
draws :attr:`CatchUp.view` while it lasts; nobody may act until it ends (or is skipped).
:class:`HotSeat` keeps which hand-over was confirmed and paces the catch-up's beats.
"""

from __future__ import annotations

from collections.abc import Callable

from ganesha.data.vocabulary import Speed
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
from ganesha.ui.table.ai_seats import BEAT
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


class HotSeat:
    """The hand-over of one table: ``hand_over`` is on when people share the screen; each takes
    it with a confirmed hand-over and then sees what they missed (:attr:`catchup`)."""

    def __init__(self, hand_over: bool) -> None:
        self.hand_over = hand_over
        self.acknowledged = -1  # the hand-over last acknowledged (history length)
        self.catchup: CatchUp | None = None
        self._since_beat = BEAT  # seconds of table time since the catch-up's last beat

    def shown(self, state: GameState) -> GameState:
        """The position the table shows: the game, or its copy while the catch-up plays."""
        return self.catchup.view if self.catchup is not None else state

    def due(self, state: GameState, person_to_act: bool, is_human: Callable[[int], bool]) -> bool:
        """The person to act (``person_to_act``) takes the screen from another person who acted
        since their last turn, and has not confirmed it yet."""
        return self.hand_over and person_to_act and self.acknowledged != len(state.history) \
            and missed_from(state, state.current_player, is_human) is not None

    def confirm(self, moment: int, state: GameState, is_human: Callable[[int], bool]) -> None:
        """The hand-over at history length ``moment`` is confirmed: the catch-up starts, if the
        incoming person missed anything."""
        self.acknowledged = moment
        start = missed_from(state, state.current_player, is_human) if self.hand_over else None
        if start is not None:
            self.catchup = CatchUp(state, start, state.current_player)
            self._since_beat = BEAT  # the first beat comes at once

    def skip(self) -> None:
        """End the catch-up now (a click or a key while it plays)."""
        self.catchup = None

    def step(self, dt: float, calm: bool, speed: Speed, listeners: list[Listener]) -> list[str]:
        """A beat of the catch-up when the table is calm and the beat has passed; it ends once
        its last beat has landed (at once at the instant speed). Returns the beat's news."""
        catchup = self.catchup
        if catchup is None or speed.instant or (catchup.done and calm):
            self.catchup = None
            return []
        self._since_beat += dt
        if not catchup.done and calm and self._since_beat >= BEAT / speed.factor:
            self._since_beat = 0.0
            return catchup.beat(listeners)  # its news, as said live
        return []


__all__ = ["CatchUp", "HotSeat", "deciders", "hand_over_words", "missed_from"]
