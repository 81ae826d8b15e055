"""A table opened on a game that already has a history (Continue, a crash recovery) shows the same
log as the table the game was played at: found by playing through Save and quit → Continue,
where the log came back empty but for the bag draws."""

from __future__ import annotations

from ganesha.ai import make_player
from ganesha.engine import GameConfig, GameState, new_game
from ganesha.ui.controller import TableController


def played_controller(actions: int) -> TableController:
    controller = TableController(new_game(GameConfig(players=3, seed=21)),
                                 ["human", "human", "human"])
    bots = [make_player("random", seed=s) for s in range(3)]
    while controller.decisions < actions and not controller.state.is_over:
        state = controller.state
        controller.submit(bots[state.current_player].choose(state))
    return controller


def test_a_continued_game_shows_the_log_it_was_played_with():
    played = played_controller(40)
    saved = GameState.from_json(played.state.to_json())  # what Continue loads
    continued = TableController(saved, ["human", "human", "human"])
    assert [line.text for line in continued.log] == [line.text for line in played.log]
    assert sum("takes" in line.text for line in continued.log) >= 5


def test_a_continued_game_keeps_writing_its_log():
    played = played_controller(12)
    continued = TableController(GameState.from_json(played.state.to_json()),
                                ["human", "human", "human"])
    before = len(continued.log)
    bot = make_player("random", seed=9)
    continued.submit(bot.choose(continued.state))
    assert len(continued.log) > before
    assert continued.log[:before] == played.log
