"""The autosave during the take-back moment: a save made while a turn-ending move may still be
taken back holds the position after the move, Continue loads it whole (the next seat plays on),
and a take-back is saved in turn."""

from __future__ import annotations

import time

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.data.match import Match
from ganesha.engine import COLOURS, GameConfig, GameState, Phase, Sacrifice, new_game
from ganesha.store import saves
from ganesha.store.settings import Settings
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.shell.sound import SoundBoard
from ganesha.ui.table.intents import Drop, ToGanesha, TreasuryGem

SIZE = (1280, 800)


def scoring_offering() -> tuple[GameState, str]:
    """A seeded position with a Treasury gem whose one sacrifice scores without a draw."""
    for seed in range(300):
        state = new_game(GameConfig(players=2, seed=seed))
        bots = [make_player("random", seed * 7 + k) for k in range(2)]
        while not state.is_over:
            if state.phase == Phase.SACRIFICE and not state.clove and state.round < 7:
                for colour in COLOURS:
                    found = [a for a in state.legal_actions()
                             if isinstance(a, Sacrifice) and a.gem == colour]
                    if len(found) == 1 and not state.preview(found[0]).chance \
                            and state.preview(found[0]).points[state.current_player] > 0:
                        return state, colour
            state.apply(bots[state.current_player].choose(state))
    raise AssertionError("no such position")


@pytest.fixture
def make_app(tmp_path, monkeypatch):
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(SIZE)
    made: list[MenuApp] = []

    def make() -> MenuApp:
        app = MenuApp(SIZE, Settings(animation_speed="normal"), think_ms=5,
                      sounds=SoundBoard())
        app.surface = surface
        made.append(app)
        return app

    yield make
    for app in made:
        app.close()
    pygame.display.quit()


def frames(app: MenuApp, n: int = 1) -> None:
    for _ in range(n):
        app.update(1 / 60)
        app.stack.draw(app.surface)


def test_a_save_made_in_the_moment_continues_whole(make_app):
    state, colour = scoring_offering()
    seats = ["random", "random"]
    seats[state.current_player] = "human"
    before = state.to_json()
    app = make_app()
    app.play(Match(state.config, tuple(seats), ()), state)
    frames(app, 2)
    app.table.apply(Drop(TreasuryGem(colour), ToGanesha()))
    frames(app, 20)
    assert app.table.controller.take_back is not None  # still in the moment
    saved, notice = saves.load_current()
    assert notice is None and saved is not None
    assert saved.state.to_json() == app.table.state.to_json() != before

    again = make_app()
    again.continue_game()
    table = again.table
    assert table is not None and table.state.to_json() == saved.state.to_json()
    assert table.controller.take_back is None and table.controller.undo_steps() == 0
    known = len(table.state.history)
    deadline = time.perf_counter() + 20
    while len(table.state.history) == known:  # the AI seat plays on from the saved position
        assert time.perf_counter() < deadline, "the AI seat did not play"
        frames(again)

    app.table.undo()  # the first app's moment is still open: the take-back is saved too
    frames(app)
    saved, _ = saves.load_current()
    assert saved is not None and saved.state.to_json() == before
