"""Every dialog at the table stands beside what it asks about, never over it: the mandala slots
a colour would fill and the gem Cardamom would remove, the Destiny slots and Treasury gems
Coriander would swap, the Treasury a Ginger gem goes to or comes from, the Treasury gem Black
Pepper returns, the glowing gems Caraway offers and the hex of the spice that asks. The places
are worked out here from the engine's answers, apart from the dialog's own reading, and the
dialog must cover none of them and stay in the window — at 1280x800 and 1024x600, at 100 %
and 150 % text, for 2, 3 and 4 players. The rings the dialog shows are the engine's answer for
each option."""

from __future__ import annotations

import pygame
import pytest

from ganesha.engine import (
    COLOURS,
    AnswerTrade,
    GameState,
    Redraw,
    RemoveLast,
    Reslot,
    Sacrifice,
    Swap,
    Trade,
)
from ganesha.ui.kit.theme import TextCache, palette_for
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.dialogs import TableDialog, build_dialog
from ganesha.ui.table.draw.asked import draw_asked
from ganesha.ui.table.draw.layout import Layout
from tests.helpers.dialog_positions import KINDS, colour_choice, dialog_positions
from tests.helpers.worn import worn

SIZES = [(1280, 800), (1024, 600)]


@pytest.fixture(scope="module", autouse=True)
def display() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode((1280, 800))


def _table(state: GameState, kind: str) -> TableController:
    """A controller whose deciding seat is a person (the others AI players)."""
    players = state.config.players
    seats = ["human" if seat == state.current_player else "medium" for seat in range(players)]
    controller = TableController(state, seats)
    if kind == "colour":
        controller.choice = list(colour_choice(state))
    return controller


def _slot_box(lay: Layout, colour: str, index: int) -> pygame.Rect:
    x, y = lay.slot_pos[COLOURS.index(colour)][index]
    r = lay.slot_radius
    return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))


def _hex_box(lay: Layout, h: int) -> pygame.Rect:
    x, y = lay.hex_centres[h]
    r = lay.hex_radius * 0.85
    return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))


def named_boxes(state: GameState, lay: Layout, kind: str) -> list[pygame.Rect]:
    """What the dialog of ``kind`` asks about, from the engine's answers: its boxes on the
    table."""
    legal = colour_choice(state) if kind == "colour" else state.legal_actions()
    seat = state.current_player
    boxes: list[pygame.Rect] = []
    pending = state.pending_spice()
    if pending is not None:
        boxes.append(_hex_box(lay, pending.hex))
    filled = state.mandala_filled()
    for action in legal:
        if isinstance(action, Sacrifice):
            boxes += [_slot_box(lay, c, i) for c, i, _ in state.preview(action).slots]
        elif isinstance(action, RemoveLast):  # the last gem of its colour on the mandala
            boxes.append(_slot_box(lay, action.colour, filled[action.colour] - 1))
        elif isinstance(action, Reslot):
            tile = lay.tiles[seat]
            for slot, gem in action.moves:
                boxes.append(tile.slots[int(slot[-1]) - 1])
                boxes.append(tile.treasury_cells[COLOURS.index(gem)])
        elif isinstance(action, Trade):
            boxes.append(lay.tiles[action.seat].treasury_rect)
        elif isinstance(action, (AnswerTrade, Redraw)):
            boxes.append(lay.tiles[seat].treasury_cells[COLOURS.index(action.gem)])
        elif isinstance(action, Swap):
            boxes.append(_hex_box(lay, action.hex))
    return boxes


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", SIZES)
def test_every_dialog_stands_beside_what_it_asks_about(size: tuple[int, int], percent: int,
                                                        players: int) -> None:
    positions = dialog_positions(players)
    assert set(positions) == set(KINDS)
    with worn(text_size=percent):
        for kind, state in positions.items():
            counts = tuple(len(state.slot_values()[c]) for c in COLOURS)
            lay = Layout(size[0], size[1], players, counts)
            dialog = build_dialog(state, lay, _table(state, kind), TextCache())
            assert dialog is not None, kind
            named = named_boxes(state, lay, kind)
            assert named, kind
            covered = [tuple(box) for box in named if dialog.rect.colliderect(box)]
            assert covered == [], (kind, tuple(dialog.rect))
            assert pygame.Rect(0, 0, *size).contains(dialog.rect), (kind, tuple(dialog.rect))


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_dialog_rings_the_engines_answer_for_each_option(language: str) -> None:
    """Cardamom's options ring the last gem of their colour; the colour dialog's the slots its
    preview fills; the option under the pointer glows and is ringed boldly."""
    with worn(language=language):
        for kind in ("remove_last", "colour"):
            state = dialog_positions(3)[kind]
            counts = tuple(len(state.slot_values()[c]) for c in COLOURS)
            lay = Layout(1280, 800, 3, counts)
            dialog = build_dialog(state, lay, _table(state, kind), TextCache())
            assert isinstance(dialog, TableDialog)
            filled = state.mandala_filled()
            for option, places in zip(dialog.options, dialog.places, strict=True):
                action = option.intent
                on_mandala = {k for k in places if k[0] == "mandala"}
                if isinstance(action, RemoveLast):
                    c = action.colour
                    assert on_mandala == {("mandala", COLOURS.index(c), filled[c] - 1)}
                elif isinstance(action, Sacrifice):
                    assert on_mandala == {("mandala", COLOURS.index(c), i)
                                          for c, i, _ in state.preview(action).slots}
                else:
                    assert places == ()  # Skip, Cancel
            first = next(i for i, keys in enumerate(dialog.places) if keys)
            key = next(k for k in dialog.places[first] if k[0] == "mandala")
            x, y = lay.slot_pos[key[1]][key[2]]
            palette = palette_for(state.config.side)
            ring = (round(x) + round(lay.slot_radius + lay.px(5)) - 1, round(y))
            quiet, loud = pygame.Surface((1280, 800)), pygame.Surface((1280, 800))
            draw_asked(quiet, lay, palette, dialog.places, None)
            draw_asked(loud, lay, palette, dialog.places, first)
            assert quiet.get_at(ring)[:3] == palette.accent
            assert loud.get_at((round(x), round(y)))[:3] != quiet.get_at((round(x), round(y)))[:3]


def test_the_option_under_the_pointer_or_the_keyboards_ring_is_the_strong_one() -> None:
    """The mouse's hover or the keyboard's ring on an option makes it the one ringed boldly."""
    from ganesha.ui.table.draw.asked import pointed_option
    from ganesha.ui.table.scene import TableScene

    state = dialog_positions(3)["remove_last"]
    scene = TableScene(_table(state, "remove_last"), (1280, 800), "max")
    try:
        scene.update(1 / 60)
        dialog, hand = scene.dialog, scene.input
        assert dialog is not None
        assert len(dialog.buttons) >= 3
        assert pointed_option(dialog, hand) is None
        dialog.buttons[1].hover = True
        assert pointed_option(dialog, hand) == 1
        dialog.buttons[1].hover = False
        hand.focus.active, hand.focus.index = True, 2
        assert hand.focus_items()[2].kind == "dialog"
        assert pointed_option(dialog, hand) == 2
    finally:
        scene.close()


def test_cardamoms_hint_rings_no_empty_slot_as_the_gem_it_removes() -> None:
    """The hint's mark on the mandala is a colour's next empty slot: for Cardamom, whose
    option removes the last gem, that would point beside the gem, so its hint is its words."""
    from ganesha.ui.table.draw.highlights import Highlights, with_hint

    state = dialog_positions(3)["remove_last"]
    lay = Layout(1280, 800, 3, tuple(len(state.slot_values()[c]) for c in COLOURS))
    hl = Highlights()
    for action in state.legal_actions():
        if isinstance(action, RemoveLast):
            assert with_hint(hl, state, lay, action).next_slots == frozenset()
