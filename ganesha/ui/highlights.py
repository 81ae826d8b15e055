"""Every highlight of the table, from one place: which altar hexes glow or dim, which spots
accept the piece in hand, which pieces may be picked up, which mandala slots a legal action can
fill next, and which piece is lifted off the board.

Before, these were computed partly in the controller and partly in the scene's ``draw``; now the
painter only draws what :func:`highlights` says, and the answers all come from the controller's
reading of ``legal_actions()``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import COLOURS, FinalPlace, GameState, Phase, Sacrifice
from .controller import TableController
from .intents import AltarGem, Piece, Spot, TakenGem, TreasuryGem
from .layout import Layout, Point, piece_key


@dataclass(frozen=True)
class Highlights:
    glow: frozenset[int] = frozenset()  # altar hexes that may be taken / chosen
    dim: frozenset[int] = frozenset()  # altar gems that may not (the second gem's rule)
    outline: bool = False  # the glowing hexes get an outline too (a spice asks for a hex)
    targets: frozenset[Spot] = frozenset()  # spots that accept the piece in hand
    rings: tuple[Point, ...] = ()  # tile pieces that may be picked up
    selected_at: Point | None = None  # the selected piece's place (a white ring)
    next_slots: frozenset[str] = frozenset()  # colours whose next mandala slot a move fills
    lifted: Piece | None = None  # the piece under the pointer, drawn there, not in its place


def highlights(state: GameState, lay: Layout, controller: TableController,
               selected: Piece | None, lifted: Piece | None) -> Highlights:
    """What glows now: ``selected`` is the clicked piece, ``lifted`` the one being dragged."""
    if not controller.human_to_act:
        return Highlights(lifted=lifted)
    pickable = controller.pickable()
    focus = lifted or selected
    glow: set[int] = set()
    dim: set[int] = set()
    if state.phase == Phase.SECOND:
        glow = set(state.second_gem_hexes())
        dim = set(state.altar_gems()) - glow
    else:
        glow = {p.hex for p in pickable if isinstance(p, AltarGem)}
    if isinstance(focus, AltarGem):
        glow.add(focus.hex)
    seat = state.turn_player
    tile = lay.tiles[seat]
    rings: list[Point] = []
    held = state.held_gems()
    for piece in sorted(pickable, key=repr):
        if isinstance(piece, TakenGem) and piece.colour in held:
            rings.append(tile.held[min(1, held.index(piece.colour))])
        elif isinstance(piece, TreasuryGem):
            rings.append(tile.treasury_cells[COLOURS.index(piece.colour)].move(-lay.px(8), 0)
                         .center)
    next_slots = frozenset(a.colour if isinstance(a, Sacrifice) else a.gem
                           for a in state.legal_actions()
                           if isinstance(a, (Sacrifice, FinalPlace)))
    return Highlights(
        glow=frozenset(glow), dim=frozenset(dim), outline=state.phase == Phase.SPICE,
        targets=frozenset(controller.targets_for(focus)) if focus is not None else frozenset(),
        rings=tuple(rings),
        selected_at=lay.token_pos(piece_key(state, selected)) if selected is not None else None,
        next_slots=next_slots, lifted=lifted)


__all__ = ["Highlights", "highlights"]
