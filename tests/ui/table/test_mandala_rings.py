"""The next mandala slot is ringed only for colours a legal action can place right now."""

from __future__ import annotations

import pytest

from ganesha.engine import Phase
from ganesha.engine.positions import build_position
from tests.helpers.table import TableFactory


def _rings(table, monkeypatch) -> frozenset[str]:
    seen: list[frozenset[str]] = []
    painter = table.scene.painter
    original = painter.draw_mandala

    def spy(surf, state, hidden, show_next=frozenset()):
        seen.append(show_next)
        return original(surf, state, hidden, show_next)

    monkeypatch.setattr(painter, "draw_mandala", spy)
    table.frame()
    return seen[-1]


def test_no_ring_when_nothing_can_be_placed(table_factory: TableFactory,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    state = build_position(players=2, altar={}, treasury={0: {"red": 1}}, current=0)
    assert state.phase == Phase.SACRIFICE  # empty altar: straight to phase 3
    table = table_factory(state)
    assert _rings(table, monkeypatch) == frozenset()


def test_rings_follow_the_legal_sacrifices(table_factory: TableFactory,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    state = build_position(players=2, altar={}, treasury={0: {"red": 2, "yellow": 1}}, current=0)
    table = table_factory(state)
    assert _rings(table, monkeypatch) == {"red", "yellow"}
