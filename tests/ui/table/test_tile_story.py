"""The 2-player table's tall tiles tell each seat's last turn in the room the column had left
empty; 3 and 4 players keep their tiles as they were."""

from __future__ import annotations

import pygame
import pytest

from ganesha.engine import COLOURS, GameConfig, Take, new_game
from ganesha.ui.table.draw.layout import Layout
from ganesha.ui.table.words.tile_story import story_entry
from tests.helpers.positions import plain_hex
from tests.helpers.table import TableFactory, turn_played


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600), (1920, 1080)])
def test_two_tiles_fill_the_column_and_keep_their_rows_clear(size) -> None:
    lay = Layout(size[0], size[1], 2, (8,) * len(COLOURS))
    three = Layout(size[0], size[1], 3, (10,) * len(COLOURS))
    assert lay.tiles[1].rect.bottom > three.tiles[1].rect.bottom  # taller than before
    assert lay.tiles[1].rect.bottom <= lay.left.bottom  # and still inside the column
    for tile in lay.tiles:
        story = tile.story
        assert story is not None
        assert tile.rect.contains(story)
        assert story.height >= lay.px(100)
        assert all(not story.colliderect(r) for r in (*tile.slots, tile.treasury_rect))
        assert story.top > tile.held[1][1]
        assert story.bottom < tile.status[1] - lay.px(12)  # "thinking…" stands under it


@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_players_keep_their_tiles(players) -> None:
    lay = Layout(1280, 800, players, (10,) * len(COLOURS))
    assert all(t.story is None for t in lay.tiles)
    assert lay.tiles[0].rect.height == (250 if players == 3 else 186)


def test_each_tile_tells_its_seats_last_finished_turn(table_factory: TableFactory) -> None:
    table = table_factory(new_game(GameConfig(players=2, seed=5, spices=False)))
    done, _, _ = turn_played(table)
    state = table.state
    playing = state.current_player
    table.controller.submit(Take(plain_hex(state)))  # the other seat's turn goes on
    table.settle(1)
    entries = table.controller.log_entries
    entry = story_entry(entries, state, done)
    assert entry is not None
    assert entry.summary.seat == done
    assert entry.summary.text.startswith(state.config.seat_names[done])
    assert story_entry(entries, state, playing) is None  # its only turn is the one going on
    box = table.layout.tiles[done].story
    assert box is not None
    told = [r for kind, r in table.scene.painter.drawn if kind == "label" and box.contains(r)]
    assert len(told) >= 1 + 1 + len(entry.details)  # heading, summary, each action


def test_the_story_never_runs_past_its_panel(table_factory: TableFactory) -> None:
    table = table_factory(new_game(GameConfig(players=2, seed=5, spices=False)))
    turn_played(table)
    table.surface = pygame.display.set_mode((1024, 600))
    table.scene.resize((1024, 600))
    table.frame(2)
    for tile in table.layout.tiles:
        box = tile.story
        assert box is not None
        inside = [r for kind, r in table.scene.painter.drawn
                  if kind == "label" and r.colliderect(box)]
        assert inside
        assert all(box.contains(r) for r in inside)
