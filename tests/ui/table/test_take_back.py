"""The take-back moment: a person's turn-ending move can be taken back (the Undo button,
Ctrl+Z, the pad's Y) until the next seat's first action is shown; the AI seat waits for it, the
instant speed and an AI-only table have none, and a move that drew from the bag is not offered
it."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.data.vocabulary import speed_named
from ganesha.engine import (
    COLOURS,
    Action,
    EndTurn,
    GameConfig,
    GameState,
    Phase,
    Sacrifice,
    new_game,
)
from ganesha.ui.shell.gamepad import Gamepads
from ganesha.ui.table.draw.view import countdown_rect
from ganesha.ui.table.intents import UNDO
from ganesha.ui.table.take_back import TAKE_BACK_SECONDS
from tests.helpers.positions import find as seeded_position
from tests.helpers.table import Table

FPS = 60


def lone_offering(state: GameState) -> str | None:
    """A Treasury gem colour whose one legal sacrifice scores, draws nothing and leaves the game
    going (dropped on Ganesha, it is applied at once: no colour to choose)."""
    if state.phase != Phase.SACRIFICE or state.clove:
        return None
    seat = state.current_player
    for colour in COLOURS:
        found = [a for a in state.legal_actions() if isinstance(a, Sacrifice) and a.gem == colour]
        if len(found) == 1:
            seen = state.preview(found[0])
            if seen.points[seat] > 0 and not seen.chance and state.round < 7:
                return colour
    return None


def against_ai(state: GameState, speed: str = "1") -> Table:
    """A table where the person is the seat to act now and a random AI the other."""
    seats = ["random", "random"]
    seats[state.current_player] = "human"
    return Table(state, seats, speed)


@pytest.fixture
def tables():
    pygame.display.init()
    pygame.font.init()
    made: list[Table] = []

    def make(state: GameState, speed: str = "1") -> Table:
        table = against_ai(state, speed)
        made.append(table)
        return table

    yield make
    for table in made:
        table.close()
    pygame.display.quit()


def offer_by_mouse(table: Table, colour: str) -> None:
    """Drag the Treasury gem ``colour`` onto Ganesha and let go there."""
    tile = table.layout.tiles[table.state.current_player]
    start = tile.treasury_cells[COLOURS.index(colour)].move(-table.layout.px(8), 0).center
    table.drag(start, table.layout.centre)


def undo_button(table: Table):
    return next(b for b in table.scene.buttons if b.intent == UNDO)


def offered(tables) -> tuple[Table, str, int]:
    """A table vs an AI where the person just dropped a scoring gem on Ganesha; the position
    before it as JSON, and the history length after it."""
    state = seeded_position(lambda s: lone_offering(s) is not None)
    colour = lone_offering(state)
    assert colour is not None
    before = state.to_json()
    table = tables(state)
    offer_by_mouse(table, colour)
    assert table.state.to_json() != before  # the offering was made, the turn ended
    assert table.controller.take_back is not None
    return table, before, len(table.state.history)


def test_an_offering_vs_an_ai_is_taken_back_with_the_undo_button(tables):
    table, before, after = offered(tables)
    c = table.controller
    table.frame(FPS)  # a second: the AI seat waits, Undo is offered
    assert len(table.state.history) == after
    assert c.take_back is not None
    assert not c.human_to_act
    assert "Undo" in c.prompt()
    button = undo_button(table)
    assert button.enabled
    table.click(button.rect.center)
    assert table.state.to_json() == before
    assert c.take_back is None
    assert c.human_to_act  # the person's sacrifice phase again
    table.frame(3 * FPS)
    assert table.state.to_json() == before  # the AI never moved


def test_the_moment_shows_a_shrinking_countdown_then_the_ai_plays(tables):
    table, _, after = offered(tables)
    c = table.controller
    table.frame(10)
    first = c.take_back.share_left(table.scene.speed) if c.take_back else 0.0
    table.frame(30)
    assert c.take_back is not None
    assert 0.0 < c.take_back.share_left(table.scene.speed) < first <= 1.0
    table.settle(TAKE_BACK_SECONDS + 6.0)  # the moment ends, the AI's beats follow
    assert c.take_back is None
    assert len(table.state.history) > after


def test_ctrl_z_takes_the_offering_back(tables):
    table, before, _ = offered(tables)
    table.send(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z")
    assert table.state.to_json() == before
    assert table.controller.human_to_act


def test_the_pads_undo_button_takes_the_offering_back(tables):
    table, before, _ = offered(tables)
    pads = Gamepads()
    try:
        down = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0,
                                  button=pygame.CONTROLLER_BUTTON_Y)
        translated = pads.handle(down)
        assert translated  # the pad's Y stands for a key press
        for event in translated:
            table.send(event.type, **event.dict)
    finally:
        pads.close()
    assert table.state.to_json() == before


def test_no_moment_at_the_instant_speed(tables):
    state = seeded_position(lambda s: lone_offering(s) is not None)
    colour = lone_offering(state)
    assert colour is not None
    table = tables(state)
    table.scene.set_speed(speed_named("max"))
    table.frame()
    offer_by_mouse(table, colour)
    assert table.controller.take_back is None
    assert table.controller.undo_steps() == 0


def test_no_moment_at_an_ai_only_table():
    pygame.display.init()
    pygame.font.init()
    table = Table(new_game(GameConfig(players=2, seed=5)), ["random", "random"], "4")
    try:
        for _ in range(8 * FPS):
            table.frame()
            assert table.controller.take_back is None
        assert table.state.round > 1 or table.state.turn_player != 0  # turns were played
    finally:
        table.close()
        pygame.display.quit()


def refilling_end(state: GameState) -> bool:
    """The person's End turn refills the altar from the bag (a round's end)."""
    return state.phase == Phase.SACRIFICE and EndTurn() in state.legal_actions() \
        and state.preview(EndTurn()).chance and state.round < 7


def test_a_turn_that_drew_from_the_bag_is_not_offered_back(tables):
    state = seeded_position(refilling_end)
    table = tables(state)
    end = next(b for b in table.scene.buttons if isinstance(b.intent, EndTurn))
    table.click(end.rect.center)
    c = table.controller
    assert c.take_back is None
    assert c.undo_steps() == 0
    assert "cannot be taken back" in table.scene.effects.notice
    after = table.state.to_json()
    table.send(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z")
    assert table.state.to_json() == after


def turn_leading_to(wanted: Callable[[GameState], bool]) -> tuple[GameState, list[Action]]:
    """The position where a turn began and its actions up to a ``wanted`` position (each seat
    played by a random bot), so a person can play them at the table."""
    for seed in range(300):
        state = new_game(GameConfig(players=2, seed=seed))
        bots = [make_player("random", seed * 7 + k) for k in range(2)]
        start, turn = state.clone(), (state.round, state.turn_player)
        played: list[Action] = []
        while not state.is_over:
            if (state.round, state.turn_player) != turn:
                start, turn = state.clone(), (state.round, state.turn_player)
                played = []
            if played and wanted(state):
                return start, played
            action = bots[state.current_player].choose(state)
            state.apply(action)
            played.append(action)
    raise AssertionError("no such turn")


def test_a_turn_undone_in_the_moment_keeps_its_earlier_steps(tables):
    """The steps of the turn before the offering come back with it: Undo goes on within the
    turn as before the slip."""
    start, played = turn_leading_to(lambda s: lone_offering(s) is not None
                                    and s.current_player == s.turn_player)
    table = tables(start)
    c = table.controller
    for action in played:
        c.act(action)
    steps = c.undo_steps()
    assert steps > 0
    colour = lone_offering(table.state)
    assert colour is not None
    offer_by_mouse(table, colour)
    assert c.take_back is not None
    assert c.undo()
    assert c.undo_steps() == steps


def test_a_hot_seat_hand_over_waits_for_the_moment():
    pygame.display.init()
    pygame.font.init()
    state = seeded_position(lambda s: lone_offering(s) is not None and s.round > 1)
    colour = lone_offering(state)
    assert colour is not None
    table = Table(state, ["human", "human"])
    table.controller.hot_seat.hand_over = True  # as open_table sets it for people sharing
    try:
        offer_by_mouse(table, colour)
        c = table.controller
        assert c.take_back is not None
        assert not c.hand_over_due()
        table.frame(30)
        assert table.scene.dialog is None  # no "Pass to …" while the move may be taken back
        table.settle(TAKE_BACK_SECONDS + 1.5)
        assert c.take_back is None
        assert c.hand_over_due()
        assert table.scene.dialog is not None  # now the screen is handed over
    finally:
        table.close()
        pygame.display.quit()


def test_a_final_stage_placement_may_be_taken_back_but_not_the_games_last(tables):
    def final(last: bool) -> Callable[[GameState], bool]:
        def wanted(state: GameState) -> bool:
            if state.phase != Phase.FINAL:
                return False
            probe = state.clone()
            probe.apply(state.legal_actions()[0])
            return probe.is_over == last
        return wanted

    for last in (False, True):
        state = seeded_position(final(last))
        before = state.to_json()
        table = tables(state)
        c = table.controller
        c.act(state.legal_actions()[0])  # as the person's drop on the mandala does
        if last:
            assert state.is_over
            assert c.take_back is None
            assert not c.undo()
        else:
            assert c.take_back is not None
            assert c.undo()
            assert state.to_json() == before


def test_the_countdown_bar_is_drawn_only_during_the_moment(tables):
    table, _, _ = offered(tables)
    table.frame(20)
    lay = table.layout
    c = table.controller
    assert c.take_back is not None
    bar = countdown_rect(lay, c.take_back.share_left(table.scene.speed))
    ink = table.scene.palette.ink
    assert tuple(table.surface.get_at(bar.center))[:3] == tuple(ink)[:3]
    table.send(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z")
    table.frame()
    assert tuple(table.surface.get_at(bar.center))[:3] != tuple(ink)[:3]
