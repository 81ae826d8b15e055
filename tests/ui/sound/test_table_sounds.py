"""Every event a player should notice plays its effect exactly once, through the real table: the
controller's listener and the table's public state (a refusal, a hint, a lesson step) feed
:class:`TableSounds`, which plays on a :class:`SoundBoard` under the dummy audio driver (it lists
what it played). An AI-only game at the instant speed stays silent unless asked."""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from ganesha.ai.worker import AIWorker
from ganesha.data.vocabulary import speed_named
from ganesha.engine import (
    Action,
    AnswerTrade,
    AnySacrifice,
    Drawn,
    EndTurn,
    GainPoint,
    Gamble,
    GameState,
    Redraw,
    RemoveLast,
    Reslot,
    SpicesPlaced,
    Swap,
    Trade,
)
from ganesha.store.settings import Settings
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.sound.effects import EFFECTS, SoundBoard
from ganesha.ui.sound.table_sounds import MILESTONE, SPICE_OF, TableSounds
from ganesha.ui.table.hint import HintAdvisor
from tests.helpers.positions import find_position, two_gem_position
from tests.helpers.table import TableFactory
from tests.helpers.workers import script_ai


def board() -> SoundBoard:
    """A board whose clock moves a second per asking: the minimum gap never drops an effect."""
    return SoundBoard(clock=itertools.count().__next__)


def attach(table, at_any_speed: bool = False) -> SoundBoard:
    sounds = board()
    sounds.at_any_speed = at_any_speed
    listening = TableSounds(sounds, table.scene)
    table.listening = listening  # kept alive with the table; its update runs per frame below
    original = table.frame

    def frame(n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            original(1, dt)
            listening.update()

    table.frame = frame
    return sounds


def leads_to(state: GameState, test: Callable[[GameState, GameState, Action], bool]) \
        -> Action | None:
    """A legal action whose result passes ``test`` (tried on copies)."""
    for action in state.legal_actions():
        after = state.snapshot()
        after.apply(action)
        if test(state, after, action):
            return action
    return None


def position_where(test: Callable[[GameState, GameState, Action], bool],
                   players: int = 2) -> tuple[GameState, Action]:
    state = find_position(lambda s: leads_to(s, test) is not None, players)
    action = leads_to(state, test)
    assert action is not None
    return state, action


def hear(table_factory, state: GameState, action: Action) -> list[str]:
    """What the table plays when ``action`` is played at it (every seat a person)."""
    t = table_factory(state)
    sounds = attach(t)
    t.controller.submit(action)
    t.frame(30)
    return sounds.played


def test_a_gem_taken_the_second_one_and_a_refused_drop(table_factory: TableFactory) -> None:
    state, first, second, far = two_gem_position()
    t = table_factory(state)
    sounds = attach(t)
    tile = t.layout.tiles[state.current_player]
    t.drag(t.layout.hex_centres[first], tile.treasury_rect.center)
    assert sounds.played == ["take"]
    t.drag(t.layout.hex_centres[far], tile.treasury_rect.center)  # not next to the first
    t.frame(5)
    assert sounds.played == ["take", "refused"]
    t.settle(0.6)
    t.drag(t.layout.hex_centres[second], tile.slots[1].center)
    t.settle(1.5)  # both gems are placed as planned
    assert sounds.played.count("take_second") == 1
    assert sounds.played.count("refused") == 1
    assert sounds.played.count("take") == 1
    assert sounds.played.count("place") == 2


def _name(kind: object) -> str:
    return str(getattr(kind, "__name__", kind))


@pytest.mark.parametrize("kind", sorted(SPICE_OF, key=_name))
def test_each_spice_has_its_voice_once(table_factory: TableFactory, kind) -> None:
    state, action = position_where(lambda s, a, act: isinstance(act, kind))
    played = hear(table_factory, state, action)
    assert played.count(f"spice_{SPICE_OF[kind]}") == 1
    others = [n for n in played if n.startswith("spice_") and n != f"spice_{SPICE_OF[kind]}"]
    assert others == []
    if kind is Redraw:  # its gem comes out of the bag
        assert played.count("bag_draw") == 1


def _kept(before: GameState, after: GameState, action: Action) -> bool:
    seat = before.current_player
    return sum(after.treasury_counts(seat)) > sum(before.treasury_counts(seat))


@pytest.mark.parametrize("kept", [True, False])
def test_red_pepper_kept_or_returned(table_factory: TableFactory, kept) -> None:
    state, action = position_where(
        lambda s, a, act: isinstance(act, Gamble) and _kept(s, a, act) == kept)
    played = hear(table_factory, state, action)
    assert played.count("pepper_kept" if kept else "pepper_returned") == 1
    assert ("pepper_returned" if kept else "pepper_kept") not in played
    assert played.count("bag_draw") == 1


def test_gingers_exchange(table_factory: TableFactory) -> None:
    state, action = position_where(lambda s, a, act: isinstance(act, AnswerTrade))
    assert hear(table_factory, state, action).count("exchange") == 1


def _new_altar(before: GameState, after: GameState, action: Action) -> bool:
    return any(isinstance(item, SpicesPlaced) or (isinstance(item, Drawn) and item.why == "altar")
               for item in after.history[len(before.history) + 1:])


def test_the_altar_reset_and_the_drum(table_factory: TableFactory) -> None:
    state, action = position_where(lambda s, a, act: _new_altar(s, a, act) and not a.is_over)
    played = hear(table_factory, state, action)
    assert played.count("altar_reset") == 1
    assert played.count("drum") == 1
    assert "bag_draw" not in played  # the refill is the reset's own sound


def test_a_score_reaching_fifty(table_factory: TableFactory) -> None:
    state, action = position_where(lambda s, a, act: any(
        old < MILESTONE <= new for old, new in zip(s.scores, a.scores, strict=True)))
    played = hear(table_factory, state, action)
    assert played.count("milestone") == 1
    assert played.count("score") == 1


def test_the_end_of_the_game(table_factory: TableFactory) -> None:
    state, action = position_where(lambda s, a, act: a.is_over)
    played = hear(table_factory, state, action)
    assert played.count("game_end") == 1
    assert "drum" not in played


def test_your_turn_after_another_person(table_factory: TableFactory) -> None:
    state, action = position_where(lambda s, a, act: isinstance(act, EndTurn)
                                   and a.current_player != s.current_player)
    played = hear(table_factory, state, action)
    assert played.count("your_turn") == 1


def test_your_turn_after_an_ai_once_per_turn(table_factory: TableFactory) -> None:
    state, _ = position_where(lambda s, a, act: isinstance(act, EndTurn)
                              and a.current_player != s.current_player)
    seats = ["human", "human"]
    seats[state.current_player] = "random"  # the AI ends its turn, then a person decides
    t = table_factory(state, seats)
    sounds = attach(t)
    script_ai(t)
    deadline = time.perf_counter() + 20
    while not t.controller.human_to_act:
        assert time.perf_counter() < deadline
        t.frame()
    t.frame(30)
    assert sounds.played.count("your_turn") == 1


def test_a_hint_shown(table_factory: TableFactory) -> None:
    t = table_factory(seed=5)
    sounds = attach(t)
    t.scene.hint = HintAdvisor(lambda: AIWorker(use_process=False), think_ms=40)
    t.scene.ask_hint()
    deadline = time.perf_counter() + 20
    while t.scene.hint.thinking:
        assert time.perf_counter() < deadline
        t.frame()
    t.frame(30)
    assert t.scene.hint.current(t.state) is not None
    assert sounds.played.count("hint") == 1
    t.scene.close()


def test_a_lesson_step_done(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 800))
    app = MenuApp((1280, 800), Settings(), think_ms=5, sounds=board(), autosave=False)
    try:
        app.start_lesson()
        table = app.table
        assert table is not None
        assert table.lesson is not None
        start = table.lesson.progress.index
        deadline = time.perf_counter() + 30
        while table.lesson.progress.index == start:
            assert time.perf_counter() < deadline
            taught = table.lesson.spotlight(table.state) if table.controller.human_to_act \
                else None
            if taught is not None:
                table.controller.submit(taught)
            app.update(1 / 60)
            app.draw(surface)
        for _ in range(10):
            app.update(1 / 60)
        assert app.sounds.played.count("lesson_step") == table.lesson.progress.index - start == 1
    finally:
        app.close()
        pygame.display.quit()


def test_an_ai_only_game_at_the_instant_speed_is_silent_unless_asked(
        table_factory: TableFactory) -> None:
    heard = {}
    for loud in (False, True):
        state, _ = position_where(lambda s, a, act: True)
        t = table_factory(state, ["random", "random"])
        t.scene.set_speed(speed_named("instant"))
        sounds = attach(t, at_any_speed=loud)
        script_ai(t)
        known = len(state.history)
        for _ in range(40):
            t.frame()
        assert len(t.state.history) > known
        heard[loud] = list(sounds.played)
    assert heard[False] == []
    assert heard[True]


def test_every_effect_is_reachable_by_an_event() -> None:
    """The effects the table can ask for are exactly the board's list (no orphan sample)."""
    asked = {"take", "take_second", "place", "score", "drum", "game_end", "refused", "exchange",
             "pepper_kept", "pepper_returned", "altar_reset", "bag_draw", "milestone", "hint",
             "lesson_step", "your_turn"} | {f"spice_{name}" for name in SPICE_OF.values()}
    assert asked == set(EFFECTS)
    assert {RemoveLast, Swap, Reslot, Trade, GainPoint, AnySacrifice, Redraw} == set(SPICE_OF)


def test_no_your_turn_when_the_turn_comes_back_after_gingers_answer(
        table_factory: TableFactory) -> None:
    """The trader gets the turn back after the opponent's answer: still their own turn."""
    state, action = position_where(lambda s, a, act: isinstance(act, AnswerTrade)
                                   and a.current_player == a.turn_player != s.current_player)
    assert "your_turn" not in hear(table_factory, state, action)
    state, action = position_where(lambda s, a, act: isinstance(act, Trade)
                                   and a.current_player != a.turn_player)
    assert hear(table_factory, state, action).count("your_turn") == 1  # the answer is theirs
