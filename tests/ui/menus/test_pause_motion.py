"""Nothing hangs in mid-air under the pause: every flight, pawn and drum lands before the overlay
is drawn, and play goes on after Resume."""

from __future__ import annotations

from ganesha.engine import GameConfig, new_game
from ganesha.store.settings import Settings
from ganesha.ui.menus.pause import PauseScene
from tests.helpers.screens_host import ScreensHost
from tests.helpers.table import TableFactory
from tests.helpers.workers import script_ai

DT = 1 / 60


def test_the_pause_lands_every_flight_and_resume_plays_on(table_factory: TableFactory) -> None:
    state = new_game(GameConfig(players=2, seed=3, spices=True, first_player=0))
    t = table_factory(state=state, seats=["easy", "human"])
    script_ai(t)
    fx = t.scene.effects
    for _ in range(200):
        t.frame()
        if fx.animator.in_motion():
            break
    assert fx.animator.in_motion(), "the AI's gem never set off"
    acted = len(state.history)
    host = ScreensHost(t.stack, t.surface.get_size(), Settings())
    host.pause()
    t.frame()
    assert isinstance(t.stack.top, PauseScene)
    assert not fx.animator.flights
    assert fx.calm  # landed: nothing is drawn in the air
    assert [p.value for p in fx.pawns] == list(state.scores)
    t.frame(30)
    assert len(state.history) == acted  # the AI waits under the pause
    t.stack.top.back()  # Resume
    t.settle(3)
    assert len(state.history) > acted
