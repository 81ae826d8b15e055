"""Drawn gems fly out of the bag: through the real table loop at speed 1, an AI's Red Pepper
draw (kept or returned), an altar reset and a Black Pepper redraw are drawn with a gem in motion
that set off from the bag's place, and the log says whether a Red Pepper gem was kept."""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest

from ganesha.engine import Action, Drawn, EndTurn, Gamble, GameState, Redraw
from ganesha.ui.table.draw.animation import Flight
from tests.helpers.positions import find_position
from tests.helpers.table import Table, TableFactory
from tests.helpers.workers import script_ai

DT = 1 / 60


def _after(state: GameState, action: Action) -> GameState:
    probe = state.snapshot()  # the real game's copy: the test predicts the real draw
    probe.apply(action)
    return probe


def _gamble_position(kept: bool) -> GameState:
    def accept(state: GameState) -> bool:
        if Gamble() not in state.legal_actions():
            return False
        seat = state.current_player
        before = sum(state.seat(seat).treasury.values())
        after = sum(_after(state, Gamble()).seat(seat).treasury.values())
        return (after > before) == kept
    return find_position(accept)


def _play_ai_action(table_factory: TableFactory, state: GameState,
                    pick: Callable[[Action], bool]) -> tuple[Table, list[list[Flight]]]:
    """Seat the current player as an AI, let it act once through the real loop (update and
    draw each frame); the flights in motion on every drawn frame until its next action."""
    seats = ["human"] * state.config.players
    seats[state.current_player] = "easy"
    t = table_factory(state=state, seats=seats)
    script_ai(t, pick)
    acted: list[Action] = []
    t.controller.listeners.append(lambda a, c: acted.append(a) if c.get("after") else None)
    frames: list[list[Flight]] = []
    for _ in range(240):
        t.stack.update(DT)
        t.stack.draw(t.surface)
        if len(acted) > 1:
            break
        if acted:
            frames.append(list(t.scene.effects.animator.in_motion()))
    assert acted, "the AI never acted"
    assert pick(acted[0]), "the AI never acted"
    return t, frames


def _from_bag(t: Table, frames: list[list[Flight]]) -> list[Flight]:
    bag = t.layout.bag
    return [f for flights in frames for f in flights
            if f.start == bag and math.dist(f.position()[0], bag) > 4]


@pytest.mark.parametrize("kept", [True, False])
def test_a_red_pepper_draw_comes_out_of_the_bag(table_factory: TableFactory, kept) -> None:
    state = _gamble_position(kept)
    seat = state.current_player
    t, frames = _play_ai_action(table_factory, state, lambda a: isinstance(a, Gamble))
    out = _from_bag(t, frames)
    assert out, "no frame showed the drawn gem leaving the bag"
    drawn = next(item for item in reversed(state.history) if isinstance(item, Drawn))
    assert {f.colour for f in out} == {drawn.gems[0]}
    back = [f for flights in frames for f in flights if f.end == t.layout.bag and f.fade]
    line = next(line.text for line in reversed(t.controller.log) if "Red Pepper" in line.text)
    if kept:
        assert any(f.dest is not None and f.dest[:2] == ("treasury", seat) for f in out)
        assert not back
        assert "kept" in line
    else:
        assert back
        assert "back into the bag" in line  # seen going back in


def test_an_altar_reset_empties_into_the_bag_and_refills_from_it(
        table_factory: TableFactory) -> None:
    def resets(state: GameState) -> bool:
        if EndTurn() not in state.legal_actions():
            return False
        probe = _after(state, EndTurn())
        return any(isinstance(item, Drawn) and item.why == "altar"
                   for item in probe.history[len(state.history):])

    state = find_position(resets)
    left, refilled = len(state.altar_gems()), len(_after(state, EndTurn()).altar_gems())
    t, frames = _play_ai_action(table_factory, state, lambda a: isinstance(a, EndTurn))
    seen = {id(f): f for flights in frames for f in flights}.values()
    out = [f for f in seen if f.start == t.layout.bag and f.dest and f.dest[0] == "hex"]
    assert len(out) == refilled  # every new altar gem came out of the bag
    assert len([f for f in seen if f.end == t.layout.bag]) == left
    # no old gem slides from one hex to another (the colour pairing's false story)
    assert not [f for f in seen if f.dest and f.dest[0] == "hex" and f.start != t.layout.bag]
    assert _from_bag(t, frames)


def test_a_black_pepper_redraw_goes_in_and_comes_out(table_factory: TableFactory) -> None:
    state = find_position(lambda s: any(isinstance(a, Redraw) for a in s.legal_actions()))
    t, frames = _play_ai_action(table_factory, state, lambda a: isinstance(a, Redraw))
    seen = {id(f): f for flights in frames for f in flights}.values()
    assert [f for f in seen if f.end == t.layout.bag and f.fade]
    assert _from_bag(t, frames)


def test_a_flying_gem_is_rasterised_once_not_at_every_size(
        table_factory: TableFactory) -> None:
    """A gem growing and shrinking through its flight is its art at the flight's peak size,
    scaled: the SVG is rasterised once per flight size, not once per frame (each cost 2-10 ms,
    and a refill's gems in the air together stalled the table)."""
    from ganesha.ui.kit.gems import gem_surface, lettered_gem
    from ganesha.ui.table.draw.animation import in_flight

    table_factory()  # the display the art is converted for
    lettered_gem.cache_clear()
    flight = Flight("red", (100.0, 100.0), (600.0, 300.0), 28, 48, 0.0, 0.5, None)
    sizes = set()
    while not flight.done:
        _, size, _ = flight.position()
        image = in_flight(flight.colour, size, 48 + 6)
        sizes.add(size)
        assert abs(image.get_width() - gem_surface("red", 48 + 6).get_width() * size / 54) <= 1
        flight.elapsed += DT
    assert len(sizes) > 10
    assert lettered_gem.cache_info().currsize <= 2  # the peak (and one at or above it, if any)
