"""The log says the whole turn, in the engine's facts: a gem pushed out of a Destiny slot, each
source of a turn's points added up, and the Destiny gems the end of the last round moves into
the Treasury — in English and in Russian, with Russian's plural forms."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ganesha.data.look import Look, wearing
from ganesha.engine import Action, EndTurn, GainPoint, GameState, Place, Sacrifice, Take
from ganesha.engine.positions import build_position
from ganesha.ui.table.words.log import GameLog, summary


@pytest.fixture
def russian() -> Iterator[None]:
    with wearing(Look(language="ru")):
        yield


def played(state: GameState, *actions: Action) -> list[str]:
    """Every log line of ``actions`` played from the hand-set ``state``."""
    log = GameLog(state)
    for action in actions:
        state.apply(action)
    return [line.text for line in log.lines(state)]


def summaries(state: GameState, *actions: Action) -> list[str]:
    """The summary of each turn ``actions`` played from ``state``."""
    log = GameLog(state)
    for action in actions:
        state.apply(action)
    return [e.summary.text for e in log.entries(state) if e.details]


def cinnamon_turn() -> list[str]:
    """Asha takes the yellow on Cinnamon's hex, uses it, and places that yellow (day, 2
    players: yellow's first slot is worth 3)."""
    state = build_position(altar={9: "yellow"}, spices={9: "point"}, slots={0: ("red", None)})
    return summaries(state, Take(9), GainPoint(), Place("yellow", "treasury"),
                     Sacrifice(None, "yellow"), EndTurn())


def test_a_push_into_the_treasury_is_said() -> None:
    state = build_position(altar={9: "blue"}, slots={0: ("red", None)})
    lines = played(state, Take(9), Place("blue", "slot1"))
    assert "Asha puts blue into Destiny slot 1, pushing red into the Treasury" in lines


def test_a_turn_total_names_each_source_of_its_points() -> None:
    assert cinnamon_turn()[0] == "Asha: yellow ×1 +3, Cinnamon +1 = +4"


def test_a_turn_of_one_source_needs_no_sum() -> None:
    state = build_position(altar={9: "yellow"}, slots={0: ("red", None)})
    assert summaries(state, Take(9), Place("yellow", "treasury"), Sacrifice(None, "yellow"),
                     EndTurn())[0] == "Asha: yellow ×1 +3"


def test_a_turn_that_only_took_a_gem_off_adds_nothing_up() -> None:
    """Cardamom took a yellow off and nothing was placed: no sum of one part ("= +0")."""
    assert summary("Meera", {}, (0, 0, 0, 0, 1), 0) == "Meera: yellow ×1 taken off, +0"
    assert summary("Meera", {("gem", "red"): [1, 2]}, (0, 0, 0, 0, 1), 2) \
        == "Meera: red ×1 +2, yellow ×1 taken off = +2"


def test_the_end_of_the_last_round_says_every_destiny_gem_moved() -> None:
    state = build_position(round=12, current=1, slots={0: ("red", None), 1: ("blue", "green")})
    lines = played(state, EndTurn())
    assert "Asha moves 1 Destiny gem into the Treasury: red" in lines
    assert "Ravi moves 2 Destiny gems into the Treasury: blue, green" in lines
    final = lines.index("The final stage begins: one Treasury gem at a time")
    assert final < lines.index("Asha moves 1 Destiny gem into the Treasury: red")


@pytest.mark.usefixtures("russian")
def test_in_russian_too() -> None:
    state = build_position(round=12, current=1, slots={0: ("red", None), 1: ("blue", "green")})
    lines = played(state, EndTurn())
    assert "Asha переносит 1 камень с клеток тактики в сокровищницу: красный" in lines
    assert "Ravi переносит 2 камня с клеток тактики в сокровищницу: синий, зелёный" in lines
    assert cinnamon_turn()[0] == "Asha: жёлтый ×1 +3, Чёрная горчица +1 = +4"
    pushed = build_position(altar={9: "blue"}, slots={0: ("red", None)})
    assert "Asha кладёт синий на клетку тактики 1 и вытесняет красный в сокровищницу" in \
        played(pushed, Take(9), Place("blue", "slot1"))
