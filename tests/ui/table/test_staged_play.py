"""Staged play: an AI turn at speed 1 through the real table loop is a beat per action — every
action that moves a gem is drawn with that gem in flight, beats last about 0.6-0.8 s of table
time, the speed setting scales them, the instant speed plays the turn at once, and a person's own
drop is never slowed."""

from __future__ import annotations

import itertools

import pytest

from ganesha.data.vocabulary import speed_named
from ganesha.engine import Action, GameConfig, Take, new_game
from ganesha.ui.table.draw.layout import token_keys
from tests.helpers.table import TableFactory
from tests.helpers.workers import ScriptedWorker

DT = 1 / 60


def _ai_table(table_factory, speed: str):
    t = table_factory(state=new_game(GameConfig(players=2, seed=3, spices=True, first_player=0)),
                      seats=["easy", "human"])
    if t.controller.ai.worker is not None:
        t.controller.ai.worker.close()  # the real worker the first frame started
    t.controller.ai.worker = ScriptedWorker(t.state)
    t.scene.set_speed(speed_named(speed))
    return t


def test_an_ai_turn_is_a_beat_per_action_with_its_gem_in_flight(
        table_factory: TableFactory) -> None:
    t = _ai_table(table_factory, "1")
    state = t.state
    actions: list[tuple[float, Action, bool]] = []  # (table time, action, moves a gem)
    seen_flight: dict[int, bool] = {}
    clock = 0.0

    def listen(action: Action, context: dict) -> None:
        if context.get("after"):
            return
        actions.append((clock, action, False))

    before = {}

    def after(action: Action, context: dict) -> None:
        nonlocal before
        if not context.get("after"):
            before = token_keys(state)
            return
        time_, act, _ = actions[-1]
        actions[-1] = (time_, act, token_keys(state) != before)

    t.controller.listeners.insert(0, listen)
    t.controller.listeners.append(after)
    while state.current_player == 0 and clock < 30:
        t.stack.update(DT)
        t.stack.draw(t.surface)
        clock += DT
        if actions:
            index = len(actions) - 1
            seen_flight[index] = seen_flight.get(index, False) or t.scene.effects.animator.busy
    assert state.current_player == 1
    assert len(actions) >= 3
    for index, (_, action, moved) in enumerate(actions):
        if moved:
            assert seen_flight.get(index), f"{action} was never drawn in motion"
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(actions)]
    assert all(gap >= 0.6 for gap in gaps)
    assert sum(gaps) / len(gaps) <= 1.2


@pytest.mark.parametrize(("speed", "shortest"), [("2", 0.3), ("0.5", 1.2)])
def test_the_speed_setting_scales_the_beats(table_factory: TableFactory, speed, shortest) -> None:
    t = _ai_table(table_factory, speed)
    times: list[float] = []
    clock = 0.0
    t.controller.listeners.append(lambda a, c: times.append(clock) if c.get("after") else None)
    while t.state.current_player == 0 and clock < 60:
        t.stack.update(DT)
        clock += DT
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert gaps
    assert min(gaps) >= shortest - DT


def test_the_instant_speed_plays_the_turn_in_one_frame(table_factory: TableFactory) -> None:
    t = _ai_table(table_factory, "max")
    t.stack.update(DT)
    assert t.state.current_player == 1


def test_a_persons_own_drop_flies_at_the_quick_pace(table_factory: TableFactory) -> None:
    t = table_factory(state=new_game(GameConfig(players=2, seed=3, spices=False)),
                      seats=["human", "human"])
    h = next(iter(t.state.altar_gems()))
    t.controller.submit(Take(h))
    flights = t.scene.effects.animator.flights
    assert flights
    assert max(f.duration + f.delay for f in flights) <= 0.6
