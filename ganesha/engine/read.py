"""The read API's answers that need more than one field: the pending spice decision and the
preview of an action.

Why here and not in the UI or the AI: both used to re-derive these (the pending spice from the
kinds of legal actions, a sacrifice's points from the slot table), and every copy was a chance to
disagree with the rules. The engine answers once, from its own state and its own ``apply``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ganesha.engine import rules
from ganesha.engine.actions import (
    SLOT_NAMES,
    Action,
    Drawn,
    Place,
    Reslot,
    Sacrifice,
    SpicesPlaced,
)
from ganesha.engine.boards import COLOUR_INDEX, COLOURS
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
class Scored:
    """One source of a score change, so a turn's total can be told part by part ("yellow ×1
    +2, Cinnamon +1 = +3") from the engine's own ledger (``points_by_source``), never re-added
    by a reader.

    ``source`` is "gem" (mandala slots filled by a sacrifice or in the final stage; ``key`` the
    colour, ``gems`` how many), "spice" (``key`` the effect: "point" for Cinnamon, "gamble" for
    Red Pepper's payment), "drum" (a round's end) or the ledger's own key for anything else.
    """

    seat: int
    source: str
    key: str
    gems: int
    points: int


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
    ``sources``: the points again, source by source (see :class:`Scored`). ``pushed``: the
    gems it moves out of a Destiny slot into that seat's Treasury, as (seat, colour) — a gem
    placed on an occupied slot pushes the old one, Coriander sends each slot gem it replaces,
    and the end of the last round empties every slot.
    """

    points: tuple[int, ...]
    slots: tuple[tuple[str, int, int], ...]
    unlocks: tuple[str, ...]
    chance: bool
    sources: tuple[Scored, ...] = ()
    pushed: tuple[tuple[int, str], ...] = ()


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
        sources=scored(before, after),
        pushed=pushed(before, after, action),
    )


def scored(before: Record, after: Record) -> tuple[Scored, ...]:
    """Every score change from position ``before`` to ``after`` (one action apart), source by
    source, in seat order; read off the per-source ledger that every score change passes
    through (``core.add_points``), so the parts always add up to the score."""
    found: list[Scored] = []
    for seat, (old, new) in enumerate(zip(before.points_by_source, after.points_by_source,
                                          strict=True)):
        if old == new:
            continue
        for key in sorted(new.keys() | old.keys()):
            points = new.get(key, 0) - old.get(key, 0)
            if points:
                found.append(_source(before, after, seat, key, points))
    return tuple(found)


def _source(before: Record, after: Record, seat: int, key: str, points: int) -> Scored:
    """One ledger entry's change as a :class:`Scored`."""
    if key.startswith("mandala_") or key == "final":
        colour = key.removeprefix("mandala_") if key != "final" else next(
            (COLOURS[c] for c in range(len(COLOURS)) if after.mandala[c] > before.mandala[c]), "")
        gems = after.mandala[COLOUR_INDEX[colour]] - before.mandala[COLOUR_INDEX[colour]] \
            if colour else 0
        return Scored(seat, "gem", colour, gems, points)
    if key == "spices":  # the token decided on: Cinnamon's point or Red Pepper's payment
        return Scored(seat, "spice", before.spice_effect or "", 0, points)
    return Scored(seat, key, "", 0, points)


def displaced(before: Record, action: Action) -> tuple[str, ...]:
    """The colours of the Destiny slot gems a ``Place`` or a Coriander ``Reslot`` sends to the
    Treasury, read from the position ``before`` it (empty for every other action)."""
    if not isinstance(action, (Place, Reslot)):
        return ()
    slots = before.slots[before.current]
    targets = (action.target,) if isinstance(action, Place) else \
        tuple(slot for slot, _ in action.moves)
    return tuple(COLOURS[slots[SLOT_NAMES.index(t)]] for t in targets
                 if t in SLOT_NAMES and slots[SLOT_NAMES.index(t)] >= 0)


def pushed(before: Record, after: Record, action: Action) -> tuple[tuple[int, str], ...]:
    """The gems ``action`` moved from a Destiny slot into the Treasury (see :class:`Preview`),
    from the position ``before`` and the position ``after`` it."""
    if isinstance(action, (Place, Reslot)):
        return tuple((before.current, colour) for colour in displaced(before, action))
    return tuple((s, COLOURS[b]) for s in range(before.players)
                 for b, a in zip(before.slots[s], after.slots[s], strict=True) if b >= 0 > a)


def inventory(s: Record) -> dict[str, dict[str, int]]:
    """Where every gem is: area → colour → count. Sums to 40/50/60 at every moment."""
    def counts(items: Iterable[int]) -> dict[str, int]:
        result = dict.fromkeys(COLOURS, 0)
        for c in items:
            result[COLOURS[c]] += 1
        return result

    def summed(rows: Iterable[list[int]]) -> dict[str, int]:
        result = dict.fromkeys(COLOURS, 0)
        for row in rows:
            for c, n in enumerate(row):
                result[COLOURS[c]] += n
        return result

    return {
        "bag": dict(zip(COLOURS, s.bag, strict=True)),
        "altar": counts(c for c in s.altar if c >= 0),
        "held": counts(s.held),
        "slots": counts(c for row in s.slots for c in row if c >= 0),
        "treasury": summed(s.treasury),
        "mandala": dict(zip(COLOURS, s.mandala, strict=True)),
    }
