"""One position per reason the engine refuses a move, with the move it refuses there: the engine's
refusal tests check the reason, the table's tests its words."""

from __future__ import annotations

from collections.abc import Callable

from ganesha.engine import (
    Action,
    AnswerTrade,
    EndTurn,
    Gamble,
    GameConfig,
    GameState,
    Phase,
    Place,
    Refusal,
    RemoveLast,
    Reslot,
    Sacrifice,
    Take,
    Trade,
)
from ganesha.engine.positions import build_position
from tests.helpers.random_play import play_random


def spice_position(effect: str, players: int = 2, **position: object) -> GameState:
    """Seat 0 has just taken a red gem from hex 4, which holds the ``effect`` token."""
    state = build_position(players, altar={4: "red", 5: "blue", 8: "green", 12: "purple"},
                           spices={4: effect}, **position)  # type: ignore[arg-type]
    state.apply(Take(4))
    return state


def coriander_position(slots: tuple[str | None, str | None], treasury: dict[str, int]) -> GameState:
    """Seat 0 took Coriander's gem (red, into the Treasury): the Coriander decision is due."""
    state = build_position(2, altar={4: "red"}, spices={4: "reslot"},
                           slots={0: slots}, treasury={0: treasury})
    state.apply(Take(4))
    state.apply(Place("red", "treasury"))
    assert state.phase == Phase.RESLOT
    return state


def sacrifice_position(treasury: dict[str, int]) -> GameState:
    """Seat 0's phase 3 (an empty altar skips phases 1 and 2) with ``treasury``."""
    state = build_position(2, treasury={0: treasury})
    assert state.phase == Phase.SACRIFICE
    return state


def second_gem_position() -> GameState:
    """Seat 0 took red from hex 0 with red in a Destiny slot: a second gem next to hex 0."""
    state = build_position(4, altar={0: "red", 1: "blue", 9: "green"},
                           slots={0: ("red", None)})
    state.apply(Take(0))
    return state


def placing_two_position() -> GameState:
    """Seat 0 holds red and blue and put red into slot 1."""
    state = second_gem_position()
    state.apply(Take(1))
    state.apply(Place("red", "slot1"))
    return state


def ginger_answer_position() -> GameState:
    """Seat 1 was given red by Ginger and holds blue: its answer is due."""
    state = spice_position("trade", treasury={1: {"blue": 1}})
    state.apply(Trade(1))
    return state


#: Each reason but the fallback (``NOT_OFFERED``): how to reach a position, and the move refused.
CASES: dict[Refusal, tuple[Callable[[], GameState], Action]] = {
    Refusal.GAME_OVER: (lambda: play_random(GameConfig(players=2, seed=1), 1), EndTurn()),
    Refusal.WRONG_PHASE: (lambda: build_position(2, altar={4: "red"}), Place("red", "treasury")),
    Refusal.MALFORMED: (lambda: build_position(2, altar={4: "red"}), Take(40)),
    Refusal.HEX_EMPTY: (lambda: build_position(2, altar={4: "red"}), Take(5)),
    Refusal.NOT_ADJACENT: (second_gem_position, Take(9)),
    Refusal.NOT_THIS_SPICE: (lambda: spice_position("point"), Gamble()),
    Refusal.MANDALA_COLOUR_EMPTY: (lambda: spice_position("remove_last", mandala={"blue": 2}),
                                   RemoveLast("red")),
    Refusal.NOT_AN_OPPONENT: (lambda: spice_position("trade", treasury={1: {"blue": 1}}), Trade(0)),
    Refusal.OPPONENT_CANNOT_ANSWER: (
        lambda: spice_position("trade", 3, treasury={1: {"blue": 1}, 2: {"red": 2}}), Trade(2)),
    Refusal.SAME_COLOUR_BACK: (ginger_answer_position, AnswerTrade("red")),
    Refusal.SLOT_EMPTY: (lambda: coriander_position(("blue", None), {"green": 1}),
                         Reslot((("slot2", "green"),))),
    Refusal.CHANGES_NOTHING: (lambda: coriander_position(("blue", None), {"green": 1}),
                              Reslot((("slot1", "blue"),))),
    Refusal.SAME_AS_LISTED: (lambda: coriander_position(("blue", "green"), {}),
                             Reslot((("slot2", "red"), ("slot1", "blue")))),
    Refusal.GEM_NOT_HELD: (placing_two_position, Place("green", "treasury")),
    Refusal.SLOT_USED: (placing_two_position, Place("blue", "slot1")),
    Refusal.GEM_NOT_IN_TREASURY: (lambda: sacrifice_position({"red": 2}),
                                  Sacrifice("green", "red")),
    Refusal.COLOUR_LOCKED: (lambda: sacrifice_position({"red": 2, "blue": 1}),
                            Sacrifice("red", "blue")),
    Refusal.PAIR_NEEDED: (lambda: sacrifice_position({"red": 1, "blue": 1}),
                          Sacrifice("red", "red")),
    Refusal.NOTHING_TO_PLACE: (lambda: sacrifice_position({"yellow": 1, "red": 1}),
                               Sacrifice("yellow", "blue")),
}
