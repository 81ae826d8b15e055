"""The read API's answers that need more than one field: the pending spice decision and the
preview of an action.

Why here and not in the UI or the AI: both used to re-derive these (the pending spice from the
kinds of legal actions, a sacrifice's points from the slot table), and every copy was a chance to
disagree with the rules. The engine answers once, from its own state and its own ``apply``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ganesha.engine import rules
from ganesha.engine.actions import Action, Drawn, Sacrifice, SpicesPlaced
from ganesha.engine.boards import COLOURS
from ganesha.engine.core import Phase, Record

#: The chance seed a preview's scratch copy draws from: any fixed value unrelated to the game.
PREVIEW_SEED = 0x9E7E3


@dataclass(frozen=True, slots=True)
class PendingSpice:
    """A spice decision the game waits for.

    ``effect`` is the token's effect key ("swap", "trade", "reslot" …); ``hex`` the altar hex the
    token lies on; ``seat`` the seat that decides (for Ginger's answer, the opponent who was
    given the gem; the effect is then "trade"); ``options`` the legal answers, exactly
    ``legal_actions()``, including ``SkipSpice`` where skipping is allowed.
    """

    effect: str
    hex: int
    seat: int
    options: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class Preview:
    """What a legal action would do, read from a scratch copy of the game.

    ``points``: the score change of every seat (negative for Red Pepper's payment; includes the
    drum point when the action ends a round). ``slots``: the mandala slots it fills, as
    (colour, slot index, value) in filling order. ``unlocks``: for a ``Sacrifice``, the colours
    its sacrificed gem (or no gem) may unlock; empty for other actions. ``chance``: True when the
    action draws from the bag (Red Pepper, Black Pepper, an altar refill at a reset): the draw
    itself is not previewed — the copy draws from an unrelated generator, so a preview never
    reveals or consumes the real next draw, and the other fields never depend on a draw.
    """

    points: tuple[int, ...]
    slots: tuple[tuple[str, int, int], ...]
    unlocks: tuple[str, ...]
    chance: bool


def pending_spice(s: Record, options: tuple[Action, ...]) -> PendingSpice | None:
    """The spice decision waiting now, or None (see :class:`PendingSpice`); ``options`` are the
    position's legal actions."""
    phase = s.phase
    if phase == Phase.SPICE or phase == Phase.ANSWER:
        effect = s.spice_effect
        if effect is None:  # cannot happen: these phases are entered with a token
            raise AssertionError("spice phase without a token")
        return PendingSpice(effect, s.spice_hex, s.current_player, options)
    if phase == Phase.RESLOT:
        return PendingSpice("reslot", s.coriander_hex, s.current, options)
    return None


def summarise(before: Record, after: Record, action: Action, history_mark: int) -> Preview:
    """The :class:`Preview` of ``action`` from the position ``before`` and a scratch copy
    ``after`` on which it was applied (``history_mark``: the copy's history length before)."""
    filled: list[tuple[str, int, int]] = []
    for c, (old, new) in enumerate(zip(before.mandala, after.mandala, strict=True)):
        values = before.values[c]
        filled.extend((COLOURS[c], i, values[i]) for i in range(old, new))
    drew = any(isinstance(item, (Drawn, SpicesPlaced))
               for item in after.history[history_mark:])
    return Preview(
        points=tuple(new - old for old, new in zip(before.score, after.score, strict=True)),
        slots=tuple(filled),
        unlocks=rules.unlocks(before, action) if isinstance(action, Sacrifice) else (),
        chance=drew,
    )
