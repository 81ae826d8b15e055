"""Regression checks from the QA play-through of the rebuilt table: a table opened on a game that
already has a history (Continue) shows the same log as the table the game was played at (it came
back empty but for the bag draws), and a language switch mid-game reaches the lines already
written (they stayed English). Both were fixed by the log read off the history
(ui/table/words/log.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ganesha.ai import make_player
from ganesha.data.look import wearing
from ganesha.engine import GameConfig, GameState, new_game
from ganesha.ui.table.controller import TableController
from tests.helpers.menu_app import table_of


def played_controller(actions: int) -> TableController:
    controller = TableController(new_game(GameConfig(players=3, seed=21)),
                                 ["human", "human", "human"])
    bots = [make_player("random", seed=s) for s in range(3)]
    while controller.decisions < actions and not controller.state.is_over:
        state = controller.state
        controller.submit(bots[state.current_player].choose(state))
    return controller


def test_a_continued_game_shows_the_log_it_was_played_with() -> None:
    played = played_controller(40)
    saved = GameState.from_json(played.state.to_json())  # what Continue loads
    continued = TableController(saved, ["human", "human", "human"])
    assert [line.text for line in continued.log] == [line.text for line in played.log]
    assert sum("takes" in line.text for line in continued.log) >= 5


def test_a_continued_game_keeps_writing_its_log() -> None:
    played = played_controller(12)
    continued = TableController(GameState.from_json(played.state.to_json()),
                                ["human", "human", "human"])
    before = len(continued.log)
    bot = make_player("random", seed=9)
    continued.submit(bot.choose(continued.state))
    assert len(continued.log) > before
    assert continued.log[:before] == played.log


def test_the_settings_language_reaches_the_log_of_the_open_table(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    from ganesha.data.match import Match
    from ganesha.store.settings import Settings
    from ganesha.ui.shell.menu_app import MenuApp
    from ganesha.ui.sound.effects import SoundBoard

    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))
    app = MenuApp((1280, 800), Settings(animation_speed="instant"), sounds=SoundBoard())
    try:
        app.start(Match(GameConfig(players=2, seed=11), ("human", "human"), ()))
        controller = table_of(app).controller
        bot = make_player("random", seed=1)
        for _ in range(6):
            controller.submit(bot.choose(controller.state))
        app.update_settings(Settings(animation_speed="instant", language="ru"))
        with wearing(app.look):  # as the next frame reads it
            takes = [line.text for line in controller.log if line.seat is not None]
        assert any("берёт" in text for text in takes), takes
        assert not any(word in text for text in takes for word in ("takes", "puts", "ends")), takes
    finally:
        app.close()
        pygame.display.quit()
