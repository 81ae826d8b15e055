"""Every sentence the table shows is true: whole games played through a real table, each state's
prompt, tile stories, spice guide, score pops, log and hand-over held against the engine (the
oracle is tests/helpers/truth.py). The everyday games are few and short; more under ``slow``."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.ai.levels import RandomPlayer
from ganesha.data.vocabulary import NORMAL_SPEED
from ganesha.engine import (
    Action,
    EndTurn,
    GameConfig,
    GameState,
    Phase,
    RemoveLast,
    Sacrifice,
    SkipSpice,
    new_game,
)
from ganesha.lesson import play_until as play_until_step
from ganesha.ui.kit.text import spice_help, tr
from ganesha.ui.shell.lesson_start import lesson_table
from ganesha.ui.table.ai_seats import ai_request_seed
from ganesha.ui.table.scene import TableScene
from tests.helpers.table import TableFactory
from tests.helpers.truth import Oracle, play
from tests.helpers.worn import worn


def _game(table_factory, seed: int, players: int = 2, side: str = "night", *,
          hand_over: bool = False, speed: str = "1", size: tuple[int, int] | None = None,
          policy: str = "random", limit: int | None = None,
          seats: list[str] | None = None) -> Oracle:
    state = new_game(GameConfig(players=players, side=side, spices=True, seed=seed))
    table = table_factory(state, seats)
    if size is not None:  # a smaller window: less room for the tiles' stories
        table.surface = pygame.display.set_mode(size)
        table.scene.resize(size)
    table.scene.set_speed(table.scene.speed if speed == "1" else _instant())
    table.controller.hand_over = hand_over
    oracle = Oracle(table)
    choose = eager(seed) if policy == "eager" else RandomPlayer(seed).choose \
        if policy == "random" else make_player(policy, seed).choose
    play(table, oracle, choose, random.Random(seed), limit=limit)
    oracle.check_pops()
    return oracle


def eager(seed: int):
    """A player who uses every spice offered and, after Cardamom took a colour off the mandala,
    places that very colour again when it can (the turn whose story once said "nothing")."""
    rng = random.Random(seed)
    removed: list[str] = []

    def choose(state: GameState) -> Action:
        legal = state.legal_actions()
        uses = [a for a in legal if not isinstance(a, SkipSpice)] \
            if state.phase == Phase.SPICE else []
        if uses:
            use = rng.choice([a for a in uses if isinstance(a, RemoveLast)] or uses)
            if isinstance(use, RemoveLast):
                removed.append(use.colour)
            return use
        again = [a for a in legal if isinstance(a, Sacrifice) and removed
                 and a.colour == removed[-1]]
        if again:
            return again[0]
        action = rng.choice(legal)
        if isinstance(action, (Sacrifice, EndTurn)):
            removed.clear()
        return action
    return choose


def _instant():
    from ganesha.data.vocabulary import SPEEDS
    return next(s for s in SPEEDS if s.instant)


def test_a_two_player_opening_says_only_what_happened(table_factory: TableFactory) -> None:
    """The everyday run's oracle: the first turns of the game the defects were seen in."""
    oracle = _game(table_factory, 1987597469, size=(1024, 640), limit=28)
    assert not oracle.failures, "\n".join(oracle.failures)


@pytest.mark.slow
def test_a_two_player_game_says_only_what_happened(table_factory: TableFactory) -> None:
    oracle = _game(table_factory, 1987597469, size=(1024, 640))
    assert not oracle.failures, "\n".join(oracle.failures)


@pytest.mark.slow
def test_a_turn_that_took_a_gem_off_and_placed_it_again_says_both(
        table_factory: TableFactory) -> None:
    oracle = _game(table_factory, 22, policy="eager", limit=95)
    assert any(set(t.count("placed")) & set(t.count("removed")) for t in oracle.turns)
    assert not oracle.failures, "\n".join(oracle.failures)


@pytest.mark.slow
def test_a_three_player_game_opening_says_only_what_happened(table_factory: TableFactory) -> None:
    oracle = _game(table_factory, 11, players=3, side="day", policy="easy", limit=70)
    assert not oracle.failures, "\n".join(oracle.failures)


@pytest.mark.slow
def test_hot_seat_hand_over_promises_only_what_it_shows(table_factory: TableFactory) -> None:
    oracle = _game(table_factory, 5, hand_over=True, limit=40)
    assert not oracle.failures, "\n".join(oracle.failures)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_many_games_say_only_what_happened(table_factory: TableFactory, seed: int) -> None:
    players = 2 + seed % 3
    oracle = _game(table_factory, 1000 + seed, players=players,
                   side=("day", "night")[seed % 2], hand_over=seed % 2 == 0,
                   policy=("random", "easy")[seed // 3],
                   size=((1024, 600), (1280, 800), (1600, 900))[seed % 3])
    assert not oracle.failures, "\n".join(oracle.failures)


@pytest.mark.slow
def test_an_instant_hot_seat_game_promises_no_replay(table_factory: TableFactory) -> None:
    oracle = _game(table_factory, 77, hand_over=True, speed="instant", limit=60)
    assert not oracle.failures, "\n".join(oracle.failures)


#: The ``lesson_at`` fixture: a lesson table at the first decision of the named step.
LessonAt = Callable[[str], TableScene]


@pytest.fixture
def lesson_at(table_factory: TableFactory) -> Iterator[LessonAt]:
    """A real lesson table at the first decision of a step (no file written)."""
    made: list[TableScene] = []

    def make(step: str) -> TableScene:
        pygame.display.set_mode((1280, 800))
        state, progress = play_until_step(step, ai_request_seed)
        table = lesson_table(state, progress, (1280, 800), NORMAL_SPEED, None, False,
                             lambda where: None)
        table.update(1 / 60)
        made.append(table)
        return table
    yield make
    for table in made:
        table.close()


def test_the_lesson_card_stops_asking_for_what_was_done(lesson_at: LessonAt) -> None:
    table = lesson_at("slots_or_treasury")
    c, lesson = table.controller, table.lesson
    assert lesson is not None
    asked = lesson.card()[1]
    while c.state.phase == Phase.PLACE:
        taught = lesson.spotlight(c.state)
        assert taught is not None
        c.choose(taught)
        table.update(1 / 60)
    assert c.state.phase == Phase.SACRIFICE
    assert all(v for v in c.state.seat(0).treasury.values())
    words = lesson.card()[1]
    assert words != asked
    assert "Treasury now" in words
    assert lesson.spotlight(c.state) == EndTurn()
    assert "End turn" in words


def test_the_lesson_says_why_it_refuses_a_better_offering(lesson_at: LessonAt) -> None:
    table = lesson_at("sacrifice")
    c, lesson = table.controller, table.lesson
    assert lesson is not None
    state = c.state
    taught = lesson.spotlight(state)
    assert isinstance(taught, Sacrifice)
    better = [a for a in state.legal_actions() if isinstance(a, Sacrifice)
              and state.preview(a).points[0] > state.preview(taught).points[0]]
    assert better, "the step's position offers a better offering (the +8 against +4)"
    for action in better:
        refusal = c.refusal(action)
        assert refusal is None or "scores more" in refusal, refusal
    plain = [a for a in state.legal_actions() if isinstance(a, Sacrifice) and a.gem == a.colour
             and a.colour != "yellow"]
    assert all(c.refusal(a) is None for a in plain)  # any plain offering teaches the step


def test_the_words_say_what_they_mean() -> None:
    """Place yellow is no offering of "nothing"; Red Pepper says what its gem must match; the
    Russian summary of a turn that placed nothing reads as Russian."""
    state = new_game(GameConfig(players=2, seed=3))
    line = state.describe(Sacrifice(None, "yellow"))
    assert "nothing" not in line
    assert "without an offering" in line
    assert "colour of the gem" in spice_help("gamble")
    with worn(language="ru"):
        text = tr("{who}: nothing on the mandala, {points}", who="Ася", points="+0")
        assert "ничего на мандалу" not in text
        assert text != "Ася: nothing on the mandala, +0"


@pytest.mark.slow
def test_a_game_against_the_tables_own_ai_says_only_what_happened(
        table_factory: TableFactory) -> None:
    oracle = _game(table_factory, 4242, players=3, speed="instant", policy="random",
                   seats=["human", "easy", "medium"])
    assert oracle.table.controller.state.is_over
    assert len(oracle.turns) > 27
    assert not oracle.failures, "\n".join(oracle.failures)
