"""The last turn stays on the table: after an AI turn its emptied hexes, its filled Destiny slots
and its new mandala slots are marked (read off the history by ui/table/words/last_turn.py), the
marks go when that seat acts again, they come back the same after Continue, and the painter draws
them in the seat's colour (bolder while the pointer is on that seat's tile)."""

from __future__ import annotations

import pygame

from ganesha.ai import make_player
from ganesha.data.vocabulary import speed_named
from ganesha.engine import COLOURS, GameConfig, GameState, Phase, new_game
from ganesha.ui.kit.theme import PLAYER_COLOURS
from ganesha.ui.table.words.last_turn import TurnMarks, last_turns
from tests.helpers.table import TableFactory
from tests.helpers.workers import ScriptedWorker


def _expected(before: GameState, after: GameState, seat: int) -> TurnMarks:
    """What a turn changed, read by comparing the state before it with the state after it."""
    hexes = frozenset(h for h in before.altar_gems() if h not in after.altar_gems())
    now, was = after.slots[seat], before.slots[seat]
    slots = frozenset(i for i in (0, 1) if now[i] >= 0 and now[i] != was[i])
    mandala = frozenset((COLOURS[c], k) for c in range(len(COLOURS))
                        for k in range(before.mandala[c], after.mandala[c]))
    return TurnMarks(hexes, slots, mandala)


def _turn_of(state: GameState, seat: int, bot) -> tuple[GameState, GameState]:
    """Play ``seat``'s whole turn with ``bot``; the states before and after it."""
    before = state.clone()
    while state.turn_player == seat and not state.is_over:
        state.apply(bot.choose(state))
    return before, state.clone()


def test_an_ai_turn_at_the_table_is_marked_until_that_seat_acts_again(
        table_factory: TableFactory) -> None:
    t = table_factory(state=new_game(GameConfig(players=2, seed=3, spices=False, first_player=0)),
                      seats=["easy", "human"])
    if t.controller.ai.worker is not None:
        t.controller.ai.worker.close()
    t.controller.ai.worker = ScriptedWorker(t.state)
    t.scene.set_speed(speed_named("instant"))
    before = t.state.clone()
    for _ in range(600):
        if t.state.current_player == 1:
            break
        t.frame()
    state = t.state
    assert state.current_player == 1
    assert state.turn_player == 1
    marks = t.scene.highlights().last_turn
    want = _expected(before, state, 0)
    assert want.hexes  # the turn took at least one gem
    assert marks[0] == want
    assert 1 not in marks  # the human has not played a turn yet
    # the human plays its turn; the AI's marks stay until the AI acts again
    human = make_player("random", seed=4)
    t.controller.ai.hold_ai = True  # the AI waits: its next turn is played below, one action
    while state.current_player == 1 and not state.is_over:
        t.controller.submit(human.choose(state))
        t.frame()
    assert state.current_player == 0
    assert t.scene.highlights().last_turn.get(0) == want
    t.controller.submit(make_player("random", seed=5).choose(state))  # the AI's first action
    assert 0 not in last_turns(state)
    assert 1 in last_turns(state)  # the human's turn is marked now


def test_each_seat_keeps_its_last_turn_over_a_whole_game_and_after_continue() -> None:
    state = new_game(GameConfig(players=3, seed=21))
    bots = [make_player("random", seed=s) for s in range(3)]
    seen = {0: False, 1: False, 2: False}
    last: dict[int, TurnMarks] = {}
    while not state.is_over and state.phase != Phase.FINAL:
        seat = state.turn_player
        before, after = _turn_of(state, seat, bots[seat])
        # a hex refilled at a round's end reads as not emptied on both sides
        last[seat] = _expected(before, after, seat)
        assert last_turns(state).get(seat, TurnMarks()) == last[seat]
        seen[seat] = seen[seat] or bool(last[seat].hexes and last[seat].mandala)
        continued = GameState.from_json(state.to_json())  # what Continue loads
        assert last_turns(continued) == last_turns(state)
    assert all(seen.values())


def test_a_hand_set_position_has_no_marks() -> None:
    state = new_game(GameConfig(players=2, seed=2))
    bot = make_player("random", seed=1)
    _turn_of(state, state.turn_player, bot)
    assert last_turns(state)
    odd = GameState.from_json(state.to_json())
    odd.score[0] += 3  # not where its history leads
    assert last_turns(odd) == {}


def test_the_marks_are_drawn_in_the_seats_colour_and_bolder_under_the_pointer(
        table_factory: TableFactory) -> None:
    t = table_factory(state=new_game(GameConfig(players=2, seed=8)))
    painter, lay = t.scene.painter, t.layout
    h = lay.hex_centres[t.state.used_hexes[0]]
    marks = {1: TurnMarks(hexes=frozenset({t.state.used_hexes[0]}), slots=frozenset({0}),
                          mandala=frozenset({("red", 0)}))}

    def seat_pixels(strong: int | None) -> int:
        surf = pygame.Surface(t.surface.get_size())
        surf.fill((0, 0, 0))
        painter.draw_last_turn(surf, marks, strong)
        box = pygame.Rect(0, 0, round(lay.hex_radius * 2), round(lay.hex_radius * 2))
        box.center = (round(h[0]), round(h[1]))
        colour = PLAYER_COLOURS[1]
        return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
                   if all(abs(a - b) < 100 for a, b in
                          zip(surf.get_at((x, y))[:3], colour, strict=True))
                   and surf.get_at((x, y))[:3] != (0, 0, 0))

    soft, bold = seat_pixels(None), seat_pixels(1)
    assert soft > 0
    assert bold > soft
