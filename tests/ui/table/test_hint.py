"""The Hint button: at every kind of decision (take, second gem, place, sacrifice, each spice,
Ginger's answer, the final stage) the hint asked through the table — the H key, the search in a
worker — is legal, glows on the table, has its line of why, and is counted for the results."""

from __future__ import annotations

import time

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.ai.worker import AIWorker
from ganesha.engine import SPICES, GameConfig, GameState, Phase, Take, new_game
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.table.hint import HintAdvisor
from ganesha.ui.table.intents import HINT
from tests.helpers.table import Table


def decision_kind(state: GameState) -> str:
    if state.phase == Phase.SPICE:
        spice = state.pending_spice()
        assert spice is not None
        return f"spice:{spice.effect}"
    return str(state.phase)


WANTED = {str(p) for p in (Phase.TAKE, Phase.SECOND, Phase.PLACE, Phase.SACRIFICE, Phase.FINAL,
                           Phase.ANSWER, Phase.RESLOT)} | {
    f"spice:{e}" for e in SPICES if e != "reslot"}  # Coriander is decided in its own phase


def positions() -> dict[str, GameState]:
    """The first position of every decision kind met in a few random games."""
    found: dict[str, GameState] = {}
    for seed in range(40):
        state = new_game(GameConfig(players=3, seed=seed))
        bots = [make_player("random", seed * 7 + s) for s in range(3)]
        while not state.is_over and not set(found) >= WANTED:
            found.setdefault(decision_kind(state), state.snapshot())
            state.apply(bots[state.current_player].choose(state))
        if set(found) >= WANTED:
            break
    return found


FOUND = positions()


def test_every_decision_kind_was_found() -> None:
    assert set(FOUND) >= WANTED, sorted(WANTED - set(FOUND))


def wait_for_hint(table: Table, limit: float = 20.0) -> None:
    deadline = time.perf_counter() + limit
    while table.scene.hint.thinking:
        assert time.perf_counter() < deadline, "no hint in time"
        table.frame()
        time.sleep(0.002)


@pytest.mark.parametrize("kind", sorted(WANTED))
def test_a_hint_at_every_decision_is_legal_and_shown(kind) -> None:
    state = FOUND[kind].snapshot()
    before = state.to_json()
    table = Table(state, ["human"] * 3)
    scene = table.scene
    scene.hint = HintAdvisor(lambda: AIWorker(use_process=False), think_ms=40)
    try:
        assert "Hint" in [b.label for b in scene.buttons]
        table.scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0,
                                                     unicode="h"))
        assert scene.hint.thinking
        assert scene.hint.words() == "Looking for a hint…"
        wait_for_hint(table)
        hint = scene.hint.current(state)
        assert hint is not None, scene.hint.words()
        assert hint.action in state.legal_actions()
        assert state.to_json() == before  # asking changes nothing
        words = scene.effects.notice
        assert words.startswith(state.describe(hint.action))  # the move first, in the log's words
        assert scene.hint.words().startswith(words)  # the parts that fit the prompt line
        assert scene.effects.notice_tone == "news"  # advice, not a refusal's warning colour
        hl = scene.highlights()
        if isinstance(hint.action, Take):
            assert hl.glow == {hint.action.hex}
        table.frame()  # drawn with the hint's marks
        assert scene.hint.used == 1
        # the hinted move is played: the hint leaves with its position
        table.scene.controller.submit(hint.action)
        table.frame()
        assert scene.hint.current(state) is None
        assert scene.hint.words() == ""
    finally:
        scene.close()


def test_hints_are_counted_on_the_results_screen() -> None:
    state = FOUND[str(Phase.TAKE)].snapshot()
    table = Table(state, ["human"] * 3)
    scene = table.scene
    scene.hint = HintAdvisor(lambda: AIWorker(use_process=False), think_ms=400)
    try:
        scene.press_button(HINT)  # the bar's Hint button
        table.frame()
        assert scene.effects.notice == "Looking for a hint…"  # the table shows the thinking
        assert scene.effects.notice_tone == "news"
        wait_for_hint(table)
        scene.press_button(HINT)  # the same position again: not asked, not counted twice
        assert not scene.hint.thinking
        assert scene.hint.used == 1
        results = ResultsScene(scene.controller, 1280, 800, 1.0, hints_used=scene.hint.used)
        results.draw(table.surface)
        assert results.hints_used == 1
    finally:
        scene.close()


def test_no_hint_button_when_no_person_acts() -> None:
    state = FOUND[str(Phase.TAKE)].snapshot()
    table = Table(state, ["random"] * 3)
    try:
        assert "Hint" not in [b.label for b in table.scene.buttons]
        table.scene.ask_hint()
        assert not table.scene.hint.thinking
        assert table.scene.hint.used == 0
    finally:
        table.scene.close()


def test_the_line_keeps_the_parts_that_fit() -> None:
    advisor = HintAdvisor()
    advisor.line = ("Asha takes blue from hex 5", "this turn: +9, slots: 3", "about 62% to win")
    assert advisor.words() == " · ".join(advisor.line)
    two = "Asha takes blue from hex 5 · this turn: +9, slots: 3"
    assert advisor.words(lambda line: len(line) < 60) == two
    assert advisor.words(lambda line: False) == "Asha takes blue from hex 5"  # the move stays
