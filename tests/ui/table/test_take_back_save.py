"""The autosave during the take-back moment: a save made while a turn-ending move may still be
taken back holds the position after the move, Continue loads it whole (the next seat plays on),
and a take-back is saved in turn."""

from __future__ import annotations

import time

from ganesha.ai import make_player
from ganesha.data.match import Match
from ganesha.engine import COLOURS, GameConfig, GameState, Phase, Sacrifice, new_game
from ganesha.store import saves
from ganesha.store.settings import Settings
from ganesha.ui.table.intents import Drop, ToGanesha, TreasuryGem
from tests.helpers.menu_app import MakeApp, frames

#: The take-back moment runs at the normal speed (none at the instant speed).
NORMAL = Settings(animation_speed="normal")


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


def test_a_save_made_in_the_moment_continues_whole(make_app: MakeApp) -> None:
    state, colour = scoring_offering()
    seats = ["random", "random"]
    seats[state.current_player] = "human"
    before = state.to_json()
    app = make_app(NORMAL)
    app.play(Match(state.config, tuple(seats), ()), state)
    frames(app, 2)
    first = app.table
    assert first is not None
    first.apply(Drop(TreasuryGem(colour), ToGanesha()))
    frames(app, 20)
    assert first.controller.take_back is not None  # still in the moment
    saved, notice = saves.load_current()
    assert notice is None
    assert saved is not None
    assert saved.state.to_json() == first.state.to_json() != before

    again = make_app(NORMAL)
    again.continue_game()
    table = again.table
    assert table is not None
    assert table.state.to_json() == saved.state.to_json()
    assert table.controller.take_back is None
    assert table.controller.undo_steps() == 0
    known = len(table.state.history)
    deadline = time.perf_counter() + 20
    while len(table.state.history) == known:  # the AI seat plays on from the saved position
        assert time.perf_counter() < deadline, "the AI seat did not play"
        frames(again)

    first.undo()  # the first app's moment is still open: the take-back is saved too
    frames(app)
    saved, _ = saves.load_current()
    assert saved is not None
    assert saved.state.to_json() == before
