"""The bar's bright button and the table's other answers say the same thing: it is never an
option that scores less than another open one (the engine's previews rank them), and once a
hint is shown it is the hint's move or nothing."""

from __future__ import annotations

import pygame

from ganesha.ai import make_player
from ganesha.engine import EndTurn, GameConfig, GameState, Phase, Sacrifice, new_game
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.table.hint import HintAdvisor
from ganesha.ui.table.words.prompts import BarButton, BarRole, bar_buttons, primary_flags
from tests.helpers.hints import FixedHints
from tests.helpers.positions import find as seeded_position
from tests.helpers.table import Table

YELLOW = Sacrifice(None, "yellow")


def gain(state: GameState, action: Sacrifice) -> int:
    """What ``action`` scores the seat to act beyond what ending the turn would."""
    seat = state.current_player
    return state.preview(action).points[seat] - state.preview(EndTurn()).points[seat]


def open_sacrifices(state: GameState) -> list[Sacrifice]:
    return [a for a in state.legal_actions() if isinstance(a, Sacrifice)]


def yellow_beaten(state: GameState) -> bool:
    """Place yellow scores, but sacrificing a gem for another colour scores more (a yellow and
    a green taken: the yellow sacrificed for the greens beats the one yellow placed)."""
    if state.phase != Phase.SACRIFICE or YELLOW not in state.legal_actions() \
            or EndTurn() not in state.legal_actions():
        return False
    mine = gain(state, YELLOW)
    return mine > 0 and any(a.gem and gain(state, a) > mine for a in open_sacrifices(state))


def yellow_scores(state: GameState) -> bool:
    return state.phase == Phase.SACRIFICE and YELLOW in state.legal_actions() \
        and EndTurn() in state.legal_actions() and gain(state, YELLOW) > 0 \
        and all(gain(state, a) <= gain(state, YELLOW) for a in open_sacrifices(state))



def bright(table: Table) -> list[object]:
    """The commands of the bar's buttons that stand out now."""
    return [b.intent for b in table.scene.buttons
            if isinstance(b, Button) and b.primary and b.enabled]


def ask_hint(table: Table, move: object) -> None:
    """Press H, with a hint worker whose answer is ``move``."""
    table.scene.hint = HintAdvisor(lambda: FixedHints((move,)))  # type: ignore[arg-type]
    table.send(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    table.frame(2)


def test_place_yellow_is_not_suggested_when_a_sacrifice_scores_more(people_tables):
    state = seeded_position(yellow_beaten, spices=False)
    table = people_tables(state)
    assert YELLOW not in bright(table)
    assert EndTurn() not in bright(table)  # the better offering is still unseen


def test_place_yellow_is_suggested_when_it_scores_the_most(people_tables):
    table = people_tables(seeded_position(yellow_scores, spices=False))
    assert bright(table) == [YELLOW]


def test_a_hint_to_end_the_turn_lights_end_turn_not_place_yellow(people_tables):
    state = seeded_position(yellow_scores, spices=False)
    table = people_tables(state)
    ask_hint(table, EndTurn())
    hint = table.scene.hint.current(state)
    assert hint is not None
    assert hint.action == EndTurn()
    assert bright(table) == [EndTurn()]


def test_a_hint_to_offer_a_gem_lights_no_bar_button(people_tables):
    state = seeded_position(yellow_beaten, spices=False)
    offer = max((a for a in open_sacrifices(state) if a.gem), key=lambda a: gain(state, a))
    table = people_tables(state)
    ask_hint(table, offer)
    assert bright(table) == []  # the move is a drag onto Ganesha, shown on the table


def test_a_hint_to_place_yellow_lights_it(people_tables):
    state = seeded_position(yellow_beaten, spices=False)
    table = people_tables(state)
    ask_hint(table, YELLOW)
    assert bright(table) == [YELLOW]


def suggested(state: GameState) -> list[object]:
    buttons = [*bar_buttons(state.legal_actions(), None), BarButton(BarRole.HINT, "Hint", None)]
    flags = primary_flags(buttons, state, looked=False)
    return [b.command for b, flag in zip(buttons, flags, strict=True) if flag]


def test_no_suggested_sacrifice_scores_less_than_another_in_random_games():
    checked = 0
    for seed in range(12):
        state = new_game(GameConfig(players=2, seed=seed, spices=True))
        bots = [make_player("random", seed * 5 + k) for k in range(2)]
        while not state.is_over:
            if state.phase == Phase.SACRIFICE:
                best = max((gain(state, a) for a in open_sacrifices(state)), default=0)
                for command in suggested(state):
                    if isinstance(command, Sacrifice):
                        assert gain(state, command) == best, (seed, len(state.history))
                        checked += 1
            state.apply(bots[state.current_player].choose(state))
    assert checked > 0
