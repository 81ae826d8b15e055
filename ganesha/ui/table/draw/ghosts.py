"""Ghosts: gems drawn translucently where a move would take them (the hint) or where a past
turn took them (the replay of a player's last turn while the pointer rests on their tile).

A ghost is a :class:`Travel` — a gem of one colour from one place to another, the places named by
the layout's token keys (:func:`ganesha.ui.table.draw.layout.token_keys`), ``None`` for the bag. The
travels of one action are read off the gem map before and after it (:func:`travels`), so this
module knows no rule: the engine applies the action (on a scratch copy for the hint) and the
difference is what moved. A *beat* is the travels of one action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ganesha.engine import Action, GameState
from ganesha.ui.table.draw.layout import TokenKey, key_order, moved, token_keys

Beat = tuple["Travel", ...]


@dataclass(frozen=True, slots=True)
class Travel:
    """A gem of ``colour`` going from ``src`` to ``dst`` (token keys; None is the bag).
    ``covers``: a real gem is drawn at ``dst`` now (a hint's gem onto an occupied Destiny slot),
    so its ghost must not be drawn over that gem."""

    colour: str
    src: TokenKey | None
    dst: TokenKey | None
    covers: bool = False


def travels(before: dict[TokenKey, str], after: dict[TokenKey, str]) -> Beat:
    """Every gem whose place changed between two gem maps, paired per colour: places off the
    altar with places off the altar first (a Treasury gem to the mandala, a taken gem to a slot),
    then the altar with the rest (a take, a Caraway swap); the rest come from or go to the bag
    (a sacrificed gem, a draw, the altar's reset — a hex never passes a gem to another hex)."""
    removed, added = moved(before, after)
    found: list[Travel] = []
    for colour in sorted(set(removed) | set(added)):
        src = sorted(removed.get(colour, []), key=key_order)
        dst = sorted(added.get(colour, []), key=key_order)
        src_off = [k for k in src if k[0] != "hex"]
        dst_off = [k for k in dst if k[0] != "hex"]
        src_hex = [k for k in src if k[0] == "hex"]
        dst_hex = [k for k in dst if k[0] == "hex"]
        while src_off and dst_off:
            found.append(Travel(colour, src_off.pop(0), dst_off.pop(0)))
        while src_off and dst_hex:
            found.append(Travel(colour, src_off.pop(0), dst_hex.pop(0)))
        while src_hex and dst_off:
            found.append(Travel(colour, src_hex.pop(0), dst_off.pop(0)))
        found.extend(Travel(colour, k, None) for k in src_off + src_hex)
        found.extend(Travel(colour, None, k) for k in dst_off + dst_hex)
    return tuple(found)


def concerns(travel: Travel, seat: int) -> bool:
    """The travel touches ``seat``'s tile or the mandala (not the altar's refill at a reset)."""
    for key in (travel.src, travel.dst):
        if key is not None and (key[0] == "mandala"
                                or (key[0] in ("held", "slot", "treasury") and key[1] == seat)):
            return True
    return False


def plan_beats(state: GameState, plan: Sequence[Action]) -> tuple[Beat, ...]:
    """The beats of a suggested ``plan`` from ``state``, on a scratch copy: one per action, up
    to the first action that draws from the bag (a draw is never shown before it happens) or
    that is no longer legal."""
    copy = state.clone()
    now = token_keys(state)  # the gems the table shows while the ghosts are drawn
    beats: list[Beat] = []
    for action in plan:
        if action not in copy.legal_actions() or copy.preview(action).chance:
            break
        before = token_keys(copy)
        copy.apply(action)
        beat = tuple(replace(t, covers=t.dst in now) for t in travels(before, token_keys(copy)))
        if beat:
            beats.append(beat)
    return tuple(beats)


class PlanBeats:
    """:func:`plan_beats` worked out once per position and plan (the table asks every frame)."""

    def __init__(self) -> None:
        self._key: object = None
        self._beats: tuple[Beat, ...] = ()

    def get(self, state: GameState, plan: Sequence[Action]) -> tuple[Beat, ...]:
        # the position itself (its digest), not how long its history is: two positions of one
        # length (a hand-set one, another table's) must not share their ghosts
        key = (state.config, state.digest(), tuple(plan))
        if key != self._key:
            self._key, self._beats = key, plan_beats(state, plan)
        return self._beats


__all__ = ["Beat", "PlanBeats", "Travel", "concerns", "plan_beats", "travels"]
