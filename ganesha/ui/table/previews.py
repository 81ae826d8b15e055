"""What a sacrifice would do, before the player lets go: the previews of the table.

Holding a Treasury gem over Ganesha (dragged, or picked with the keyboard and the ring on
Ganesha) says which colours the gem unlocks, which mandala slots would fill and how many points
they score; resting the pointer on a Destiny slot in the sacrifice phase says what a sacrifice of
that slot's colour would score now. Every number comes from the engine's
:meth:`~ganesha.engine.GameState.preview` of a legal action: this module knows no rule of its
own (which gem unlocks what is the preview's ``unlocks``; which sacrifices place anything is
``legal_actions()``). The painter draws the answer (:mod:`ganesha.ui.table.draw.ghost_paint`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ganesha.engine import COLOURS, Action, FinalPlace, GameState, Phase, Sacrifice
from ganesha.ui.kit.text import colour_name, tr
from ganesha.ui.table.drag import TableInput
from ganesha.ui.table.draw.layout import Layout
from ganesha.ui.table.intents import Piece, Point, TreasuryGem

#: What a preview answers: ("offer", gem colour) or ("slot", the Destiny gem's colour).
Question = tuple[str, str]


@dataclass(frozen=True, slots=True)
class Option:
    """One legal way the held gem (or the hovered colour) would go: the colour placed, the
    mandala slots it fills (indices in that colour's row, in filling order) and the points."""

    colour: str
    slots: tuple[int, ...]
    points: int


@dataclass(frozen=True, slots=True)
class PreviewNote:
    """A preview to show: one line of words and the options whose slots are drawn as ghosts."""

    text: str
    options: tuple[Option, ...]


def _option(state: GameState, action: Action) -> tuple[Option, tuple[str, ...]]:
    """The engine's preview of a legal ``action`` as an :class:`Option`, and what it unlocks.
    The points are the values of the slots it fills: the drum's point, when the action happens
    to end the round, is the round's and not the sacrifice's (ending the turn earns it too)."""
    seen = state.preview(action)
    colour = action.colour if isinstance(action, Sacrifice) else \
        action.gem if isinstance(action, FinalPlace) else ""
    filled = [(i, value) for c, i, value in seen.slots if c == colour]
    return Option(colour, tuple(i for i, _ in filled), sum(v for _, v in filled)), seen.unlocks


def _gain(option: Option) -> str:
    """What one option places and scores, in the log's words ("×3 on the mandala, +9")."""
    return tr("×{n} on the mandala, {points:+d}", n=len(option.slots), points=option.points)


def _short(option: Option) -> str:
    """One of several options, as the log counts gems ("red ×2 +9")."""
    return f"{colour_name(option.colour)} ×{len(option.slots)} {option.points:+d}"


def offer_preview(state: GameState, gem: str) -> PreviewNote | None:
    """The Treasury gem ``gem`` held over Ganesha: what offering it would unlock, fill and score
    (in the final stage: what placing it scores). None when the gem cannot be offered now."""
    legal = state.legal_actions()
    if state.phase == Phase.FINAL:
        if FinalPlace(gem) not in legal:
            return None
        option, _ = _option(state, FinalPlace(gem))
        return PreviewNote(tr("Place {gem}: {gain}", gem=colour_name(gem), gain=_gain(option)),
                           (option,))
    if state.phase != Phase.SACRIFICE:
        return None
    actions = [a for a in legal if isinstance(a, Sacrifice) and a.gem == gem]
    if not actions:
        return PreviewNote(tr("A {gem} sacrifice places nothing now", gem=colour_name(gem)), ())
    found = [_option(state, a) for a in actions]
    options = tuple(sorted((o for o, _ in found), key=lambda o: (-o.points, o.colour)))
    unlocked = found[0][1]
    if len(unlocked) == len(COLOURS):  # a yellow gem, or any gem under Clove
        parts = " · ".join(_short(o) for o in options)
        return PreviewNote(tr("{gem} unlocks any colour: {options}",
                              gem=colour_name(gem).capitalize(), options=parts), options)
    return PreviewNote(tr("{gem} unlocks {colour}: {gain}", gem=colour_name(gem).capitalize(),
                          colour=colour_name(options[0].colour), gain=_gain(options[0])),
                       options)


def _sacrifice_order(colour: str, action: Sacrifice) -> int:
    """Which sacrifice placing ``colour`` a Destiny slot's preview names: a gem of that colour
    first, then no gem, then any other gem the engine allows (in its order): they all place
    and score the same, so the preview names one."""
    if action.gem == colour:
        return 0
    return 1 if action.gem is None else 2


def slot_preview(state: GameState, colour: str) -> PreviewNote | None:
    """A Destiny slot holding a ``colour`` gem, hovered in the sacrifice phase: what the
    sacrifice placing that colour would score now (None outside the sacrifice phase)."""
    if state.phase != Phase.SACRIFICE:
        return None
    actions = [a for a in state.legal_actions()
               if isinstance(a, Sacrifice) and a.colour == colour]
    if not actions:
        return PreviewNote(tr("No sacrifice places {colour} now", colour=colour_name(colour)),
                           ())
    action = min(actions, key=lambda a: _sacrifice_order(colour, a))  # min keeps the first
    option, _ = _option(state, action)
    gain = _gain(option)
    if action.gem == colour:
        words = tr("Sacrifice {colour} now: {gain}", colour=colour_name(colour), gain=gain)
    elif action.gem is None:
        words = tr("Place {colour} now without a sacrifice: {gain}",
                   colour=colour_name(colour), gain=gain)
    else:
        words = tr("Sacrifice {gem} for {colour} now: {gain}", gem=colour_name(action.gem),
                   colour=colour_name(colour), gain=gain)
    return PreviewNote(words, (option,))


def question(state: GameState, lay: Layout, piece: Piece | None, at: Point | None,
             hover: Point | None) -> Question | None:
    """What the player's hand asks now: ``piece`` held (dragged, or picked) ``at`` a point over
    Ganesha (or anywhere on the mandala in the final stage), or the pointer resting (``hover``,
    nothing in hand) on a Destiny slot of the player to act that holds a gem."""
    if isinstance(piece, TreasuryGem):
        if at is not None and (lay.in_ganesha(at)
                               or (state.phase == Phase.FINAL and lay.in_mandala(at))):
            return "offer", piece.colour
        return None
    if piece is None and hover is not None:
        seat = state.current_player
        for i, rect in enumerate(lay.tiles[seat].slots):
            colour = state.seat(seat).slots[i]
            if colour is not None and rect.collidepoint(hover):
                return "slot", colour
    return None


def hand_question(state: GameState, lay: Layout, hand: TableInput) -> Question | None:
    """:func:`question` for the table's hand: a dragged gem where the pointer holds it; a
    picked gem where the pointer rests, or where the keyboard's ring stands on a target; with
    nothing in hand, the Destiny slot under the pointer or under the ring (a "look" item)."""
    ring = None  # the keyboard's ring, when it shows: it stands for the pointer
    if hand.focus.active:
        items = hand.focus_items()
        ring = items[hand.focus.index % len(items)] if items else None
    piece, at = hand.lifted, hand.hold.pos if hand.hold is not None else None
    over: Point | None = hand.hover if hand.hold is None else None
    if piece is None and hand.selected is not None:
        piece, at = hand.selected, hand.hover
        if hand.focus.active:
            at = ring.centre if ring is not None and ring.kind == "target" else None
    elif piece is None and hand.focus.active:
        over = ring.centre if ring is not None and ring.kind == "look" else None
    return question(state, lay, piece, at, over)


class PreviewCache:
    """The previews asked every frame, worked out once per position and question."""

    def __init__(self) -> None:
        self._key: object = None
        self._note: PreviewNote | None = None

    def get(self, state: GameState, question: Question) -> PreviewNote | None:
        """The answer to a :func:`question`."""
        history = state.history
        key = (state.config, len(history), repr(history[-1]) if history else "", question,
               tr("red"))  # a language change asks again
        if key != self._key:
            kind, colour = question
            self._note = offer_preview(state, colour) if kind == "offer" \
                else slot_preview(state, colour)
            self._key = key
        return self._note


__all__ = ["Option", "PreviewCache", "PreviewNote", "Question", "hand_question", "offer_preview",
           "question", "slot_preview"]
