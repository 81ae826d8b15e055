"""Resizing the table and the results screen's buttons."""

from __future__ import annotations

import pygame

from ganesha.ai import make_player
from ganesha.data.vocabulary import speed_named
from ganesha.engine import GameConfig, new_game
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.review.standings import ranking
from ganesha.ui.table.intents import SHOW_RESULTS, Dismiss, HandOver
from tests.helpers.table import TableFactory


def test_the_table_scales_with_the_window(table_factory: TableFactory) -> None:
    t = table_factory(players=4, side="night")
    for size in ((1600, 900), (1024, 640), (800, 800)):
        t.surface = pygame.display.set_mode(size)
        t.stack.resize(size)
        t.frame(2)
        lay = t.layout
        assert (lay.width, lay.height) == size
        # everything stays inside the window
        for tile in lay.tiles:
            assert pygame.Rect(0, 0, *size).contains(tile.rect)
        assert lay.centre[0] - lay.r_outer >= 0
        assert lay.centre[1] + lay.r_outer <= size[1]


def test_results_screen_ranks_and_quits(table_factory: TableFactory) -> None:
    state = new_game(GameConfig(players=3, seed=2))
    player = make_player("random", 2)
    while not state.is_over:
        state.apply(player.choose(state))
    t = table_factory(state)
    t.frame(3)
    t.settle(2.0)  # the table shows the results once the game is over
    scene = t.stack.top
    assert isinstance(scene, ResultsScene)
    order = ranking(state)
    assert order[0] == state.winner
    assert sorted(order) == [0, 1, 2]
    t.click(scene.quit_button.rect.center)
    assert t.stack.quit_requested
    assert t.stack.exit_code == 0


def test_back_from_the_results_to_the_table_and_again(table_factory: TableFactory) -> None:
    state = new_game(GameConfig(players=2, seed=6))
    player = make_player("random", 6)
    while not state.is_over:
        state.apply(player.choose(state))
    t = table_factory(state)
    t.settle(2.0)
    results = t.stack.top
    assert isinstance(results, ResultsScene)
    t.click(results.back_button.rect.center)
    assert t.stack.top is t.scene
    t.frame(2)
    again = next(b for b in t.scene.buttons if b.intent == SHOW_RESULTS)
    t.click(again.rect.center)
    t.frame(2)
    assert isinstance(t.stack.top, ResultsScene)


def test_every_dialog_option_is_a_legal_action(table_factory: TableFactory) -> None:
    """A hot-seat game to the end in which every dialog (spices, Ginger, Coriander) is answered
    by clicking one of its buttons; all of them must offer only legal actions."""
    import random

    from ganesha.engine import Phase

    rng = random.Random(4)
    state = new_game(GameConfig(players=3, seed=11))
    t = table_factory(state, ["human"] * 3)
    t.scene.set_speed(speed_named("max"))  # no animation, so every click acts at once
    dialogs = 0
    for _ in range(3000):
        if state.is_over:
            break
        dialog = t.scene.dialog
        if dialog is not None:
            acts = [b for b in dialog.buttons if not isinstance(b.intent, Dismiss)]
            for b in acts:
                if not isinstance(b.intent, HandOver):
                    assert b.intent in state.legal_actions()
            if acts:
                dialogs += 1
                t.click(rng.choice(acts).rect.center)
                continue
        if state.phase in (Phase.SPICE, Phase.ANSWER, Phase.RESLOT) and dialog is None:
            raise AssertionError(f"no dialog in phase {state.phase}")
        t.scene.submit(rng.choice(state.legal_actions()))
        t.frame()
    assert state.is_over
    assert dialogs > 0
