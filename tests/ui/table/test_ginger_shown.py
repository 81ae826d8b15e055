"""Ginger's exchange is shown to both players: the given gem flies from the giver's hand to the
receiver's Treasury, the answer flies back into the giver's hand, and a notice names both sides,
whether the giver is the AI (a person answers) or a person (the AI answers)."""

from __future__ import annotations

import math

import pytest

from ganesha.engine import AnswerTrade, GameState, Phase, Trade
from ganesha.ui.table.draw.animation import Flight
from tests.helpers.positions import find_position
from tests.helpers.table import TableFactory
from tests.helpers.workers import script_ai

DT = 1 / 60


def _trade_position() -> GameState:
    return find_position(lambda s: any(isinstance(a, Trade) for a in s.legal_actions()))


def _moving(t) -> list[Flight]:
    return [f for f in t.scene.effects.animator.in_motion() if math.dist(f.start, f.end) > 1]


def _run(t, frames: int, seen: list[Flight]) -> None:
    for _ in range(frames):
        t.stack.update(DT)
        t.stack.draw(t.surface)
        seen.extend(f for f in _moving(t) if f not in seen)


@pytest.mark.parametrize("giver_is_ai", [True, False])
def test_both_directions_fly_and_a_notice_names_both_sides(table_factory: TableFactory,
                                                           giver_is_ai) -> None:
    state = _trade_position()
    giver = state.current_player
    trade = next(a for a in state.legal_actions() if isinstance(a, Trade))
    receiver = trade.seat
    seats = ["human"] * state.config.players
    seats[giver if giver_is_ai else receiver] = "easy"
    t = table_factory(state=state, seats=seats)
    script_ai(t, lambda a: a == trade or isinstance(a, AnswerTrade))
    lay = t.layout
    given = state.held_gems()[-1]
    seen: list[Flight] = []
    if not giver_is_ai:
        t.controller.choose(trade)  # the person picks "Give to …" in the Ginger dialog
    _run(t, 90, seen)
    assert state.phase == Phase.ANSWER or not giver_is_ai
    if giver_is_ai:
        assert state.phase == Phase.ANSWER
        assert t.controller.human_to_act
        back = next(a for a in state.legal_actions() if isinstance(a, AnswerTrade))
        t.controller.choose(back)  # the person answers in the dialog
        _run(t, 2, seen)
    else:
        _run(t, 60, seen)
    answer = next(a for a in reversed(state.history) if isinstance(a, AnswerTrade))
    # there: from the giver's hand to the receiver's Treasury
    assert any(f.colour == given and f.dest is not None and f.dest[:2] == ("treasury", receiver)
               and min(math.dist(f.start, p) for p in lay.tiles[giver].held) < lay.gem_tile
               for f in seen)
    # back: from the receiver's Treasury into the giver's hand
    assert any(f.colour == answer.gem and f.dest is not None and f.dest[:2] == ("held", giver)
               and lay.tiles[receiver].treasury_rect.collidepoint(f.start) for f in seen)
    fx = t.scene.effects
    names = state.config.seat_names
    assert fx.notice_left > 0
    assert fx.notice_tone == "news"
    assert names[giver] in fx.notice
    assert names[receiver] in fx.notice
    assert given in fx.notice
    assert answer.gem in fx.notice

