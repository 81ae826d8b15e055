"""What a newcomer saw overlapping at the table: an AI's "thinking…" drawn over its "Taken" gems,
the round banner over the mandala's slots, the sacrifice colour dialog over the very slots its
choice is about (or over the altar). Each is checked where it is drawn, at the table
sizes a player meets."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from ganesha.data.look import Look, wearing
from ganesha.data.match import Match
from ganesha.engine import COLOURS, Sacrifice
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import TextCache, palette_for
from ganesha.ui.table.draw.layout import Layout
from ganesha.ui.table.draw.painter import Painter
from ganesha.ui.table.draw.view import banner_rect
from ganesha.ui.table.scene import open_table
from tests.helpers.positions import find, find_position
from tests.helpers.worn import worn

SIZES = [(1280, 800), (1024, 600), (1920, 1080)]


@pytest.fixture(scope="module")
def display() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode((1920, 1080))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_thinking_clears_the_taken_gems_and_every_label_of_the_tile(display, players, size) -> None:
    state = find_position(lambda s: len(s.held_gems()) == 2, players=players)
    seat = state.turn_player
    lay = Layout(size[0], size[1], players, tuple(len(state.slot_values()[c]) for c in COLOURS))
    kinds = ["human"] + ["medium"] * (players - 1)
    painter = Painter(lay, palette_for(state.config.side), TextCache(), state, kinds)
    surface = pygame.Surface(size)
    painter.drawn = []
    painter.draw_tile(surface, state, seat, Counter(), True, 2.0, None, None, 0.0)
    *others, thinking = painter.drawn
    assert thinking[0] == "label"
    words = thinking[1]
    tile = lay.tiles[seat]
    assert tile.rect.contains(words)
    assert sum(kind == "gem" and tile.rect.colliderect(r) for kind, r in others) >= 2
    assert words.collidelist([r for _, r in others]) == -1  # "Taken", its gems, the score
    fixed = [r for _, r in painter.background_drawn if tile.rect.colliderect(r)]
    assert words.collidelist(fixed) == -1  # the name, "player"/"AI", slot numbers, "Treasury"
    assert words.collidelist([*tile.slots, tile.treasury_rect]) == -1
    if tile.story is not None:
        assert not words.colliderect(tile.story)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_round_banner_keeps_off_the_mandalas_slots_and_track(display, players, size,
                                                                 language) -> None:
    with worn(language=language):
        lay = Layout(size[0], size[1], players, (10,) * len(COLOURS))
        text = TextCache()
        for words, line in ((tr("Round {n}", n=12), ""), (tr("Final stage"), ""),
                            (tr("Round {n}", n=12), tr("the drum passes to {name}", name="Meera"))):
            box, lines = banner_rect(lay, text, words, line)
            assert " ".join(x for x, _, _ in lines) == " ".join(f"{words} {line}".split())
            centre = pygame.Vector2(lay.centre)
            # the innermost edge of any slot: inside it there is only the medallion
            clear = min(centre.distance_to(xy) for row in lay.slot_pos for xy in row) \
                - lay.slot_radius
            corners = (box.topleft, box.topright, box.bottomleft, box.bottomright)
            assert all(centre.distance_to(c) < clear for c in corners), (words, line, box)
            assert box.width > lay.r_medallion  # still a banner, not a speck


def test_taken_comes_with_its_first_gem_not_before(display) -> None:
    state = find_position(lambda s: len(s.held_gems()) == 1)
    seat = state.turn_player
    lay = Layout(1280, 800, 2, tuple(len(state.slot_values()[c]) for c in COLOURS))
    painter = Painter(lay, palette_for(state.config.side), TextCache(), state, ["human"] * 2)
    tile = lay.tiles[seat]
    surface = pygame.Surface((1280, 800))

    def labels_by_the_held_gem(hidden: Counter) -> int:
        painter.drawn = []
        painter.draw_tile(surface, state, seat, hidden, True, 0.0, None, None, 0.0)
        return sum(kind == "label" and r.collidepoint(tile.held_label) for kind, r in painter.drawn)

    assert labels_by_the_held_gem(Counter()) == 1
    assert labels_by_the_held_gem(Counter({("held", seat, 0): 1})) == 0  # still flying in


def _sacrifices(state) -> list[Sacrifice]:
    """The colours one gem could be sacrificed for, when there are several (a choice)."""
    options = [a for a in state.legal_actions() if isinstance(a, Sacrifice)]
    for gem in {a.gem for a in options}:
        same = [a for a in options if a.gem == gem]
        if len(same) >= 4:
            return same
    return []


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_sacrifice_dialog_keeps_off_the_slots_it_fills_and_the_altar(display, size, percent,
                                                                         language) -> None:
    state = find(lambda s: bool(_sacrifices(s)))
    surface = pygame.display.set_mode(size)
    with wearing(Look(language=language, text_size=percent)):
        table = open_table(Match(state.config, ("human", "human")), state, size)
        table.controller.choice = list(_sacrifices(state))
        table.update(0.5)
        table.draw(surface)
        dialog, lay = table.dialog, table.layout
        assert dialog is not None
        assert dialog.title.startswith(tr("Sacrifice {gem}", gem="")[:4])
        r = lay.slot_radius
        filled = {(c, i) for a in _sacrifices(state) for c, i, _ in state.preview(a).slots}
        slots = [pygame.Rect(x - r, y - r, 2 * r, 2 * r)
                 for c, i in filled for x, y in [lay.slot_pos[COLOURS.index(c)][i]]]
        assert len(slots) >= 4
        assert dialog.rect.collidelist(slots) == -1, tuple(dialog.rect)
        h = lay.hex_radius * 0.85
        hexes = [pygame.Rect(x - h, y - h, 2 * h, 2 * h)
                 for x, y in (lay.hex_centres[k] for k in state.altar_gems())]
        assert dialog.rect.collidelist(hexes) == -1, tuple(dialog.rect)
        assert surface.get_rect().contains(dialog.rect)
        table.close()
