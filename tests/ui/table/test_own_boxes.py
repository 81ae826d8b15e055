"""Every label, count and badge of the table keeps its own box, at 1280x800 and 1024x600, at 100,
125 and 150 % text, in English and Russian: "Taken" stays clear of the ring on the first taken
gem, a Treasury count ("×1") of the ring on the next cell's gem, the drum of the score beside it;
and the spice guide tells every live token alike (no token's description dropped while the
token before it shows its own).

The table draws for real and reports what it drew where (``Painter.drawn``): every line of
words ("label", the mandala's and altar's numbers) against every piece and mark (gems, the rings
on pieces that may be picked up, the drum, the spice icons)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from ganesha.data.look import Look, wearing
from ganesha.data.vocabulary import HUMAN, speed_named
from ganesha.engine import COLOURS, GameConfig, GameState, new_game
from ganesha.lab.layout_figures import clashes
from ganesha.ui.kit import typeset
from ganesha.ui.kit.theme import TextCache
from ganesha.ui.table import moves
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw.layout import Layout
from ganesha.ui.table.draw.spice_guide import helps_that_fit, token_states
from ganesha.ui.table.intents import TakenGem, TreasuryGem
from ganesha.ui.table.scene import TableScene
from tests.helpers.positions import find_position

SIZES = ((1280, 800), (1024, 600))
PERCENTS = (100, 125, 150)
LANGUAGES = ("en", "ru")


def taken_two(state: GameState) -> bool:
    """Two gems taken, both may be placed: "Taken" with a ring on each."""
    held = moves.pickable(state)
    return len(state.held_gems()) == 2 and sum(isinstance(p, TakenGem) for p in held) == 2


def treasury_neighbours(state: GameState) -> bool:
    """Treasury gems that may be picked up in neighbouring cells: a ring beside a count."""
    ringed = {COLOURS.index(p.colour) for p in moves.pickable(state)
              if isinstance(p, TreasuryGem)}
    treasury = state.seat(state.turn_player).treasury
    return any(k in ringed and treasury.get(COLOURS[k - 1], 0) for k in range(1, len(COLOURS)))


def drum_by_two_digits(state: GameState) -> bool:
    """The drum on a tile whose score has two digits."""
    return state.scores[state.first_player] >= 10


POSITIONS: dict[str, tuple[Callable[[GameState], bool], int]] = {
    "taken": (taken_two, 2),
    "taken, four seats": (taken_two, 4),
    "treasury": (treasury_neighbours, 2),
    "drum": (drum_by_two_digits, 4),
}


@pytest.fixture(autouse=True)
def display() -> Iterator[None]:
    """A display for the tables' pictures, whichever test of the worker ran before."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(SIZES[0])
    yield
    pygame.display.quit()


@pytest.fixture(scope="module")
def positions() -> dict[str, GameState]:
    return {name: find_position(wanted, players) for name, (wanted, players)
            in POSITIONS.items()}


def table(state: GameState, size: tuple[int, int]) -> TableScene:
    """The resting table with the person to move at it (every other seat an AI that does not
    act: the turn is the person's)."""
    seats = [HUMAN if seat == state.current_player else "random"
             for seat in range(state.config.players)]
    return TableScene(TableController(state.clone(), seats), size, speed_named("max"))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("percent", PERCENTS)
@pytest.mark.parametrize("size", SIZES)
def test_words_keep_clear_of_gems_rings_and_the_drum(
        positions: dict[str, GameState], size: tuple[int, int],
        percent: int, language: str) -> None:
    with wearing(Look(text_size=percent, language=language)):
        surface = pygame.display.set_mode(size)
        found: list[str] = []
        for name, state in positions.items():
            scene = table(state, size)
            try:
                for _ in range(3):
                    scene.update(1.0)
                scene.draw(surface)
                drawn = scene.painter.drawn
            finally:
                scene.close()
            kinds = {kind for kind, _ in drawn}
            assert {"drum", "gem", "label"} | ({"ring"} if name != "drum" else set()) <= kinds, \
                (name, kinds)
            found += [f"{name}: {c}" for c in clashes(drawn, scene.layout.px(3))]
        assert not found, "\n".join(found[:10])


def guide_lines(state: GameState, size: tuple[int, int]) -> list[list[str]]:
    """The spice guide's help lines under each token's name, token by token."""
    scene = table(state, size)
    try:
        scene.update(1.0)
        with typeset.watching() as sheet:
            scene.draw(pygame.display.set_mode(size))
    finally:
        scene.close()
    guide = scene.layout.guide_rect
    per: list[list[str]] = []
    for line in sheet.lines:
        if line.box != guide:
            continue
        if line.role == "label":
            per.append([])
        elif per:
            per[-1].append(line.words)
    return per


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("percent", PERCENTS)
@pytest.mark.parametrize("size", SIZES)
def test_the_spice_guide_tells_every_live_token_alike(
        size: tuple[int, int], percent: int, language: str) -> None:
    """At a round's start, every token on the altar is live: each shows as many lines of its
    description as every other (all of it, its first lines, or none), never one token's
    description and not the next one's."""
    with wearing(Look(text_size=percent, language=language)):
        told = []
        for players, seed in ((2, 1), (2, 2), (3, 1), (4, 3)):
            state = new_game(GameConfig(players=players, seed=seed, spices=True))
            assert set(token_states(state).values()) == {"live"}
            per = guide_lines(state, size)
            assert 2 <= len(per) <= len(state.spice_tokens()), per  # the tokens named that fit
            counts = {len(lines) for lines in per}
            assert len(counts) == 1, (players, seed, per)
            told.append(counts.pop())
        if size == (1280, 800) and percent == 100:
            assert told[0] > 0, "two tokens at the largest table: their descriptions are told"


def test_the_guide_keeps_every_line_that_fits_and_marks_a_cut_help() -> None:
    """Room for all: every help whole. Room for a line each: each help's first line, ending
    in "…". Room for names only: no help at all."""
    pygame.font.init()
    lay = Layout(1280, 800, 2, (10,) * len(COLOURS))
    helps = {3: ["one two", "three four"], 7: ["five six", "seven", "eight"], 9: []}
    heights = (20.0, 16.0, 26.0)  # a name line, a help line, a name line alone

    def told(room: float) -> dict[int, list[str]]:
        return helps_that_fit(TextCache(), lay, helps, room, heights, 300)

    assert told(1000) == helps
    each = told((36 + 6) * 2 + 26 + 6)  # a name and a line for two, a name for the third
    assert each == {3: ["one two …"], 7: ["five six …"], 9: []}
    assert told(3 * (26 + 6)) == {3: [], 7: [], 9: []}


@pytest.mark.parametrize("size", SIZES)
def test_a_game_without_spices_is_said_inside_the_guide(size: tuple[int, int]) -> None:
    """"No spice tokens in this game", as long as Russian at 150 % makes it, wraps inside the
    guide's panel instead of running out of it over the mandala."""
    pygame.display.init()
    pygame.font.init()
    with wearing(Look(text_size=150, language="ru")):
        scene = table(new_game(GameConfig(players=2, seed=5, spices=False)), size)
        try:
            scene.update(1.0)
            scene.draw(pygame.display.set_mode(size))
            drawn = scene.painter.drawn
        finally:
            scene.close()
    guide = scene.layout.guide_rect
    assert guide is not None
    said = [rect for kind, rect in drawn if kind == "label" and guide.collidepoint(rect.topleft)]
    assert said
    assert all(guide.contains(rect) for rect in said), (guide, said)
