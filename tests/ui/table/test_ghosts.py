"""Previews, the hint's ghost and the replay of a hovered tile's last turn, through the real
table: events in, highlights and the painter's ``drawn`` record out.

The previews' numbers must be the engine's own (``GameState.preview``) — the table never
re-derives a rule — and nothing here may change the game."""

from __future__ import annotations

import math

import pygame
import pytest

from ganesha.data.vocabulary import speed_named
from ganesha.engine import (
    COLOURS,
    EndTurn,
    FinalPlace,
    GameConfig,
    GameState,
    Phase,
    Place,
    Sacrifice,
    Take,
    new_game,
)
from ganesha.ui.table.draw.ghost_paint import REPLAY_BEAT
from ganesha.ui.table.draw.ghosts import Travel, travels
from ganesha.ui.table.draw.layout import altar_gem_point, token_keys
from ganesha.ui.table.hint import HintAdvisor
from ganesha.ui.table.intents import AltarGem, ToSlot
from ganesha.ui.table.previews import offer_preview, slot_preview
from tests.helpers.hints import FixedHints
from tests.helpers.positions import find, plain_hex
from tests.helpers.table import Table, TableFactory, turn_played


def sacrifices(state: GameState, gem: str | None = None) -> list[Sacrifice]:
    return [a for a in state.legal_actions()
            if isinstance(a, Sacrifice) and (gem is None or a.gem == gem)]


def own_colour_sacrifice(state: GameState) -> bool:
    """Sacrifice phase, a Destiny slot's colour may be sacrificed for itself, no Clove."""
    if state.phase != Phase.SACRIFICE or state.clove:
        return False
    slots = state.seat(state.current_player).slots
    return any(c is not None and Sacrifice(c, c) in state.legal_actions() for c in slots)


def yellow_for_two(state: GameState) -> bool:
    return state.phase == Phase.SACRIFICE and not state.clove \
        and len(sacrifices(state, "yellow")) >= 2


def engine_option(state: GameState, action: Sacrifice) -> tuple[str, tuple[int, ...], int]:
    """The engine's preview of ``action``: its colour, the slots it fills and their values."""
    seen = state.preview(action)
    assert all(c == action.colour for c, _, _ in seen.slots)
    return (action.colour, tuple(i for _, i, _ in seen.slots),
            sum(value for _, _, value in seen.slots))


def cell_centre(table: Table, colour: str) -> tuple[int, int]:
    tile = table.layout.tiles[table.state.current_player]
    return tile.treasury_cells[COLOURS.index(colour)].move(-table.layout.px(8), 0).center


def hold_over_ganesha(table: Table, colour: str) -> None:
    start = cell_centre(table, colour)
    lay = table.layout
    table.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for k in range(1, 7):
        pos = (round(start[0] + (lay.centre[0] - start[0]) * k / 6),
               round(start[1] + (lay.centre[1] - start[1]) * k / 6))
        table.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def ghosts_at(table: Table, point: tuple[float, float], within: float = 3.0) -> int:
    return sum(1 for kind, rect in table.scene.painter.drawn
               if kind == "ghost" and math.dist(rect.center, point) <= within)


def test_a_gem_dragged_over_ganesha_previews_what_the_engine_says(
        table_factory: TableFactory) -> None:
    state = find(own_colour_sacrifice)
    seat = state.current_player
    colour = next(c for c in state.seat(seat).slots
                  if c is not None and Sacrifice(c, c) in state.legal_actions())
    before = state.to_json()
    table = table_factory(state)
    hold_over_ganesha(table, colour)
    note = table.scene.highlights().preview
    assert note is not None
    wanted = sorted(engine_option(state, a) for a in sacrifices(state, colour))
    assert sorted((o.colour, o.slots, o.points) for o in note.options) == wanted
    option = note.options[0]
    assert f"{option.points:+d}" in note.text
    assert colour in note.text.lower()
    row = table.layout.slot_pos[COLOURS.index(option.colour)]
    assert all(ghosts_at(table, row[i]) for i in option.slots)  # the slots it would fill
    assert any(kind == "preview_points" for kind, _ in table.scene.painter.drawn)
    assert option.points == state.preview(Sacrifice(colour, colour)).points[seat] - (
        1 if state.preview(EndTurn()).points[seat] else 0)  # the drum's point is the round's
    table.send(pygame.MOUSEBUTTONUP, pos=(3, 3), button=1)  # let go off the table: nothing
    assert table.scene.highlights().preview is None
    assert state.to_json() == before


def test_a_yellow_gem_previews_every_colour_it_unlocks(table_factory: TableFactory) -> None:
    state = find(yellow_for_two)
    table = table_factory(state)
    hold_over_ganesha(table, "yellow")
    note = table.scene.highlights().preview
    assert note is not None
    assert "any colour" in note.text
    wanted = sorted(engine_option(state, a) for a in sacrifices(state, "yellow"))
    assert sorted((o.colour, o.slots, o.points) for o in note.options) == wanted
    assert len(note.options) >= 2


def test_under_clove_any_gem_unlocks_any_colour() -> None:
    state = find(lambda s: s.phase == Phase.SACRIFICE and s.clove and any(
        a.gem not in (None, "yellow") for a in sacrifices(s)))
    gem = next(a.gem for a in sacrifices(state) if a.gem not in (None, "yellow"))
    assert gem is not None
    note = offer_preview(state, gem)
    assert note is not None
    assert "any colour" in note.text
    assert sorted((o.colour, o.slots, o.points) for o in note.options) == sorted(
        engine_option(state, a) for a in sacrifices(state, gem))


def test_a_gem_that_would_place_nothing_says_so() -> None:
    state = find(lambda s: s.phase == Phase.SACRIFICE and not s.clove and any(
        s.seat(s.current_player).treasury.get(c) == 1 and not sacrifices(s, c)
        for c in COLOURS if c != "yellow"))
    gem = next(c for c in COLOURS if c != "yellow"
               and state.seat(state.current_player).treasury.get(c) == 1)
    note = offer_preview(state, gem)
    assert note is not None
    assert note.options == ()
    assert "nothing" in note.text


def test_the_keyboard_picked_gem_aimed_at_ganesha_is_previewed(table_factory: TableFactory) -> None:
    state = find(own_colour_sacrifice)
    table = table_factory(state)
    table.send(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")  # the first gem
    picked = table.scene.input.selected
    assert picked is not None
    assert not isinstance(picked, AltarGem)  # a held gem: it has its colour
    note = table.scene.highlights().preview  # the ring now stands on Ganesha
    assert note is not None
    assert note == offer_preview(state, picked.colour)


def test_hovering_a_destiny_slot_previews_that_colours_sacrifice(
        table_factory: TableFactory) -> None:
    state = find(own_colour_sacrifice)
    seat = state.current_player
    i, colour = next((i, c) for i, c in enumerate(state.seat(seat).slots)
                     if c is not None and Sacrifice(c, c) in state.legal_actions())
    table = table_factory(state)
    table.send(pygame.MOUSEMOTION, pos=table.layout.tiles[seat].slots[i].center, rel=(0, 0),
               buttons=(0, 0, 0))
    note = table.scene.highlights().preview
    assert note is not None
    assert note == slot_preview(state, colour)
    assert [(o.colour, o.slots, o.points) for o in note.options] == [
        engine_option(state, Sacrifice(colour, colour))]
    option = note.options[0]
    assert note.text == (f"Sacrifice {colour} now: ×{len(option.slots)} on the mandala, "
                         f"{option.points:+d}")


def test_a_destiny_slot_says_nothing_before_the_sacrifice_phase() -> None:
    state = new_game(GameConfig(players=2, seed=3, spices=False))
    assert slot_preview(state, "red") is None


def test_the_hint_draws_its_plan_as_ghosts_at_the_destinations(table_factory: TableFactory) -> None:
    state = new_game(GameConfig(players=2, seed=5, spices=False))
    h = plain_hex(state)
    colour = state.altar_gems()[h]
    plan = (Take(h), Place(colour, "slot1"), EndTurn())
    table = table_factory(state)
    table.scene.hint = HintAdvisor(lambda: FixedHints(plan))
    table.send(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    table.frame(2)
    lay, seat = table.layout, state.current_player
    assert ghosts_at(table, lay.tiles[seat].held[0]) == 1  # taken: to the "Taken" row
    assert ghosts_at(table, lay.tiles[seat].slots[0].center) == 1  # then into slot 1
    assert sum(kind == "ghost_arrow" for kind, _ in table.scene.painter.drawn) == 2
    assert state.altar_gems()[h] == colour
    assert len(state.history) == len(new_game(
        state.config).history)  # a ghost, not a move
    table.click(altar_gem_point(lay, h))  # picking the gem up hides the ghost
    assert not any(kind == "ghost" for kind, _ in table.scene.painter.drawn)


def test_hovering_a_tile_replays_its_last_turn_in_a_loop(table_factory: TableFactory) -> None:
    table = table_factory(new_game(GameConfig(players=2, seed=5, spices=False)))
    seat, h, _ = turn_played(table)
    lay, state = table.layout, table.state
    digest = state.digest()
    hex_at, slot_at = altar_gem_point(lay, h), lay.tiles[seat].slots[0].center
    table.send(pygame.MOUSEMOTION, pos=lay.tiles[seat].rect.center,
               rel=(0, 0), buttons=(0, 0, 0))
    assert ghosts_at(table, hex_at, lay.px(8)) == 1  # the gem leaves its hex again
    table.frame(round(2 * REPLAY_BEAT * 60) + 5)
    assert ghosts_at(table, slot_at) == 1
    assert ghosts_at(table, hex_at, lay.px(8)) == 0
    table.frame(72)  # past the rest (1 s): the loop has started over, in its first beat
    assert ghosts_at(table, slot_at) == 0
    assert sum(
        kind == "ghost" for kind, _ in table.scene.painter.drawn) == 1
    table.send(pygame.MOUSEMOTION, pos=(3, 3), rel=(0, 0), buttons=(0, 0, 0))
    assert not any(kind == "ghost" for kind, _ in table.scene.painter.drawn)
    assert state.digest() == digest


def test_the_turn_going_on_is_not_replayed(table_factory: TableFactory) -> None:
    table = table_factory(new_game(GameConfig(players=2, seed=5, spices=False)))
    turn_played(table)
    seat = table.state.current_player
    table.send(pygame.MOUSEMOTION, pos=table.layout.tiles[seat].rect.center, rel=(0, 0),
               buttons=(0, 0, 0))
    table.frame(10)
    assert not any(kind == "ghost" for kind, _ in table.scene.painter.drawn)


def test_a_sacrifice_travels_from_the_treasury_to_the_mandala_and_the_bag() -> None:
    state = find(own_colour_sacrifice)
    colour = next(c for c in state.seat(state.current_player).slots
                  if c is not None and Sacrifice(c, c) in state.legal_actions())
    placed = len(state.preview(Sacrifice(colour, colour)).slots)
    after = state.clone()
    after.apply(Sacrifice(colour, colour))
    moved = travels(token_keys(state), token_keys(after))
    assert sorted(t.dst[0] if t.dst else "bag" for t in moved) == ["bag"] + ["mandala"] * placed
    assert all(t.src is not None and t.src[0] == "treasury" for t in moved)
    assert travels(token_keys(state), token_keys(state)) == ()
    assert Travel(colour, None, None) not in moved


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_previews_and_ghosts_draw_at_both_sizes(size) -> None:
    state = find(yellow_for_two)
    pygame.display.init()
    table = Table(state, ["human", "human"])
    table.surface = pygame.display.set_mode(size)
    table.scene.resize(size)
    hold_over_ganesha(table, "yellow")
    drawn = table.scene.painter.drawn
    assert sum(kind == "ghost" for kind, _ in drawn) >= 2
    window = pygame.Rect(0, 0, *size)
    assert all(window.contains(r) for kind, r in drawn if kind in ("ghost", "preview_points"))
    table.close()


def test_the_keyboard_ring_on_a_destiny_slot_previews_its_colour(
        table_factory: TableFactory) -> None:
    state = find(own_colour_sacrifice)
    before = state.to_json()
    table = table_factory(state)
    hand = table.scene.input
    table.send(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")  # the ring shows
    for _ in range(len(hand.focus_items())):
        if hand.focus_items()[hand.focus.index].kind == "look":
            break
        table.send(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
    item = hand.focus_items()[hand.focus.index]
    assert item.kind == "look"
    assert isinstance(item.data, ToSlot)
    colour = state.seat(state.current_player).slots[item.data.index]
    assert colour is not None
    assert table.scene.highlights().preview == slot_preview(state, colour)
    table.send(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")  # looking only
    assert state.to_json() == before


def test_at_the_instant_speed_the_replay_stands_still_where_the_gems_went(
        table_factory: TableFactory) -> None:
    table = table_factory(new_game(GameConfig(players=2, seed=5, spices=False)))
    seat = turn_played(table)[0]
    table.scene.set_speed(speed_named("instant"))
    lay = table.layout
    table.send(pygame.MOUSEMOTION, pos=lay.tiles[seat].rect.center, rel=(0, 0),
               buttons=(0, 0, 0))
    for _ in range(3):  # the same picture every frame: nothing moves by itself
        table.frame(17)
        ghosts = [r.center for kind, r in table.scene.painter.drawn if kind == "ghost"]
        assert ghosts == [lay.tiles[seat].slots[0].center]  # not its stop in the "Taken" row


def test_in_the_final_stage_a_held_gem_previews_its_one_slot() -> None:
    state = find(lambda s: s.phase == Phase.FINAL)
    gem = next(a.gem for a in state.legal_actions() if isinstance(a, FinalPlace))
    seen = state.preview(FinalPlace(gem))
    note = offer_preview(state, gem)
    assert note is not None
    assert len(seen.slots) == 1
    assert [(o.colour, o.slots, o.points) for o in note.options] == [
        (gem, (seen.slots[0][1],), seen.slots[0][2])]
    assert note.text.startswith(f"Place {gem}: ×1 on the mandala")
