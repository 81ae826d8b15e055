"""Undo: a human takes back their own decisions within the current turn, never past a bag draw
and never another player's move; the button shows how far back in an all-human game."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from ganesha.engine import Drawn, EndTurn, FinalPlace, GameConfig, SpicesPlaced, new_game
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.intents import UNDO
from tests.helpers.menu_app import current_save, table_of
from tests.helpers.table import TableFactory


def test_restore_brings_back_the_exact_position() -> None:
    state = new_game(GameConfig(players=3, seed=9))
    before = state.snapshot()
    for _ in range(5):
        state.apply(state.legal_actions()[-1])
    state.restore(before)
    assert state.to_json() == before.to_json()
    assert state.legal_actions() == before.legal_actions()


def test_undo_limits_over_a_whole_hot_seat_game() -> None:
    rng = random.Random(4)
    state = new_game(GameConfig(players=3, seed=21))
    c = TableController(state, ["human"] * 3)
    undone = 0
    jsons: list[str] = []  # the positions (and log lengths) the undo steps lead back to
    logs: list[int] = []
    while not state.is_over:
        if c.undo_steps() and rng.random() < 0.3:
            before_json, log_length = jsons[-1], logs[-1]
            assert c.undo()
            undone += 1
            assert state.to_json() == before_json
            assert len(c.log) == log_length
            jsons.pop(), logs.pop()
            continue
        if not c.undo_steps():
            jsons, logs = [], []
        jsons.append(state.to_json())
        logs.append(len(c.log))
        known = len(state.history)
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        c.submit(action)
        drew = any(isinstance(h, (Drawn, SpicesPlaced)) for h in state.history[known + 1:])
        if drew or isinstance(action, (EndTurn, FinalPlace)) or state.current_player != seat:
            assert c.undo_steps() == 0
        else:
            assert c.undo_steps() == len(jsons)
    assert undone > 10
    assert c.undo_steps() == 0
    assert not c.undo()


def test_the_button_counts_only_in_an_all_human_game() -> None:
    state = new_game(GameConfig(players=2, seed=3))
    hot_seat = TableController(state, ["human", "human"])
    hot_seat.submit(state.legal_actions()[0])
    assert (f"Undo ({hot_seat.undo_steps()})", UNDO) in \
        [(b.label, b.command) for b in hot_seat.buttons()]
    state = new_game(GameConfig(players=2, seed=3, first_player=0))
    versus_ai = TableController(state, ["human", "random"])
    versus_ai.submit(state.legal_actions()[0])
    assert ("Undo", UNDO) in [(b.label, b.command) for b in versus_ai.buttons()]
    versus_ai.close()


def test_undo_by_button_and_keys(table_factory: TableFactory) -> None:
    table = table_factory(players=2, seed=6)
    state = table.state
    start = state.to_json()
    table.controller.submit(state.legal_actions()[0])
    table.frame(3)
    button = next(b for b in table.scene.buttons if b.intent == UNDO)
    table.click(button.rect.center)
    assert state.to_json() == start
    table.controller.submit(state.legal_actions()[0])
    table.send(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z")
    assert state.to_json() == start
    assert not any(b.intent == UNDO for b in table.scene.buttons)


def test_an_undo_is_saved_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ganesha.data.match import Match
    from ganesha.store.settings import Settings
    from ganesha.ui.shell.menu_app import MenuApp

    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))
    app = MenuApp((1280, 800), Settings())
    try:
        app.start(Match(GameConfig(players=2, seed=2), ("human", "human"), ("cow", "tiger")))
        app.update(1 / 60)
        start = table_of(app).state.to_json()
        table_of(app).controller.submit(table_of(app).state.legal_actions()[0])
        app.update(1 / 60)
        assert current_save().state.to_json() != start
        table_of(app).undo()
        app.update(1 / 60)
        assert current_save().state.to_json() == start
    finally:
        app.close()
        pygame.display.quit()
