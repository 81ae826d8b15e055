"""The table speaks the player's language: tr() goes through the gettext catalogues, and the log
lines of the engine (state.describe) are translated too."""

from __future__ import annotations

from ganesha.engine import GameConfig, new_game
from ganesha.ui.kit.text import colour_name, spice_help, spice_name, tr
from ganesha.ui.table.controller import TableController
from tests.helpers.worn import worn


def test_the_tables_words_and_log_follow_the_language() -> None:
    with worn(language="ru"):
        assert tr("End turn") == "Закончить ход"
        assert tr("Round {n} / {total}", n=2, total=9) == "Раунд 2 / 9"
        assert colour_name("yellow") == "жёлтый"
        assert spice_name("point") == "Чёрная горчица"
        assert spice_help("gamble").startswith("Потратьте")
        state = new_game(GameConfig(players=2, seed=3))
        controller = TableController(state, ["human", "human"])
        controller.submit(state.legal_actions()[0])
        text = " ".join(line.text for line in controller.log)
        assert "Алтарь заполнен" in text
        assert "берёт" in text
        assert "камень" in controller.prompt()
    assert tr("End turn") == "End turn"
    assert colour_name("yellow") == "yellow"
