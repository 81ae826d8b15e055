"""The bar's suggested button and the Place yellow preview: End turn never stands out over an
offering or Place yellow worth points that the player has not looked at (a preview of a scoring
move shown since their last action), and resting on Place yellow previews what it places and
scores, as a gem held over Ganesha does."""

from __future__ import annotations

import pygame

from ganesha.engine import COLOURS, EndTurn, GameState, Phase, Sacrifice
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.table.previews import place_preview
from ganesha.ui.table.words.prompts import BarButton, BarRole, primary_flags, scoring_moves
from tests.helpers.positions import find as seeded_position
from tests.helpers.table import Table

YELLOW = Sacrifice(None, "yellow")


def gain(state: GameState, action: Sacrifice) -> int:
    """What ``action`` scores the seat to act beyond what ending the turn would."""
    seat = state.current_player
    return state.preview(action).points[seat] - state.preview(EndTurn()).points[seat]


def yellow_scores(state: GameState) -> bool:
    return state.phase == Phase.SACRIFICE and not state.clove \
        and YELLOW in state.legal_actions() and EndTurn() in state.legal_actions() \
        and gain(state, YELLOW) > 0


def only_offerings_score(state: GameState) -> bool:
    """Treasury offerings score, Place yellow is not legal."""
    return state.phase == Phase.SACRIFICE and not state.clove \
        and YELLOW not in state.legal_actions() and EndTurn() in state.legal_actions() \
        and any(isinstance(a, Sacrifice) and a.gem and gain(state, a) > 0
                for a in state.legal_actions())


def nothing_scores(state: GameState) -> bool:
    return state.phase == Phase.SACRIFICE and state.legal_actions() == [EndTurn()]



def bar(table: Table, label: str) -> Button:
    return next(b for b in table.scene.buttons if b.label == label)


def rest_on(table: Table, button: Button) -> None:
    table.send(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    table.frame(2)


def test_end_turn_waits_for_a_look_at_place_yellow(people_tables):
    state = seeded_position(yellow_scores)
    table = people_tables(state)
    assert YELLOW in scoring_moves(state)
    assert not bar(table, "End turn").primary
    assert bar(table, "Place yellow").primary  # the scoring move is the suggestion
    rest_on(table, bar(table, "Place yellow"))  # looked at: its points are previewed
    assert bar(table, "End turn").primary
    assert not bar(table, "Place yellow").primary
    table.send(pygame.MOUSEMOTION, pos=(3, 3), rel=(0, 0), buttons=(0, 0, 0))
    assert bar(table, "End turn").primary  # a look counts until the next action


def test_end_turn_waits_for_a_look_at_a_scoring_offering(people_tables):
    state = seeded_position(only_offerings_score)
    table = people_tables(state)
    assert not bar(table, "End turn").primary
    assert not bar(table, "Place yellow").primary  # not legal here: nothing else stands out
    seat = state.current_player
    colour = next(a.gem for a in state.legal_actions()
                  if isinstance(a, Sacrifice) and a.gem and gain(state, a) > 0)
    assert colour is not None
    tile = table.layout.tiles[seat]
    start = tile.treasury_cells[COLOURS.index(colour)].move(-table.layout.px(8), 0).center
    table.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    centre = (round(table.layout.centre[0]), round(table.layout.centre[1]))
    table.send(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(1, 0, 0))
    table.frame(2)
    assert table.scene.highlights().preview is not None
    table.send(pygame.MOUSEBUTTONUP, pos=(3, 3), button=1)  # let go off the table: nothing
    table.frame(2)
    assert bar(table, "End turn").primary


def test_end_turn_stands_out_when_nothing_scores(people_tables):
    table = people_tables(seeded_position(nothing_scores))
    assert bar(table, "End turn").primary


def test_the_rule_read_from_the_legal_actions():
    state = seeded_position(yellow_scores)
    labels = [BarButton(BarRole.UNDO, "Undo", None), BarButton(BarRole.KEEP_ONE, "Keep", None),
              BarButton(BarRole.PLACE_YELLOW, "Place yellow", YELLOW),
              BarButton(BarRole.END_TURN, "End turn", EndTurn())]
    assert primary_flags(labels, state, looked=False)[2:] == [True, False]
    assert primary_flags(labels, state, looked=True)[2:] == [False, True]


def test_resting_on_place_yellow_previews_its_points(people_tables):
    state = seeded_position(yellow_scores)
    before = state.to_json()
    table = people_tables(state)
    assert table.scene.highlights().preview is None
    rest_on(table, bar(table, "Place yellow"))
    note = table.scene.highlights().preview
    assert note is not None
    assert note == place_preview(state, "yellow")
    seen = state.preview(YELLOW)
    filled = tuple(i for c, i, _ in seen.slots if c == "yellow")
    assert [(o.colour, o.slots) for o in note.options] == [("yellow", filled)]
    points = sum(v for c, _, v in seen.slots if c == "yellow")
    assert f"{points:+d}" in note.text
    assert "yellow" in note.text
    row = table.layout.slot_pos[COLOURS.index("yellow")]
    ghosts = [rect.center for kind, rect in table.scene.painter.drawn if kind == "ghost"]
    assert all(any(abs(x - row[i][0]) <= 3 and abs(y - row[i][1]) <= 3 for x, y in ghosts)
               for i in filled)  # the slots it would fill, drawn as ghosts
    assert state.to_json() == before  # a preview changes nothing


def test_the_keyboard_ring_on_place_yellow_previews_it_too(people_tables):
    state = seeded_position(yellow_scores)
    table = people_tables(state)
    for _ in range(40):  # Tab round the ring until it stands on Place yellow
        table.send(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")
        items = table.scene.input.focus_items()
        ring = items[table.scene.input.focus.index % len(items)]
        if isinstance(ring.data, Button) and ring.data.label == "Place yellow":
            break
    else:
        raise AssertionError("the ring never reached Place yellow")
    note = table.scene.highlights().preview
    assert note is not None
    assert note == place_preview(state, "yellow")
