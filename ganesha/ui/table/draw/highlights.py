"""Every highlight of the table, from one place: which altar hexes glow or dim, which spots
accept the piece in hand, which pieces may be picked up, which mandala slots a legal action can
fill next, and which piece is lifted off the board.

Before, these were computed partly in the controller and partly in the scene's ``draw``; now the
painter only draws what :func:`highlights` says, and the answers all come from the controller's
reading of ``legal_actions()``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ganesha.engine import (
    COLOURS,
    Action,
    FinalPlace,
    GameState,
    Phase,
    Place,
    Redraw,
    Sacrifice,
    Swap,
    Take,
)
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw.ghosts import Beat, PlanBeats
from ganesha.ui.table.draw.layout import Layout, Point, piece_key, treasury_gem_point
from ganesha.ui.table.intents import AltarGem, Piece, Spot, TakenGem, ToGanesha, TreasuryGem
from ganesha.ui.table.moves import spot_of
from ganesha.ui.table.previews import PreviewNote
from ganesha.ui.table.words.last_turn import LastTurns, TurnMarks


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
    # per seat, what its last turn changed (marked until that seat acts again)
    last_turn: dict[int, TurnMarks] = field(default_factory=dict)
    # per seat, its last turn's beats: replayed as a ghost while the pointer rests on its tile
    replays: dict[int, tuple[Beat, ...]] = field(default_factory=dict)
    ghosts: tuple[Beat, ...] = ()  # the hint's plan, drawn as ghosts at its destinations
    preview: PreviewNote | None = None  # what the held gem or the hovered slot would score


_LAST_TURNS = LastTurns()  # replays the history only when it changed, not every frame
_PLAN_BEATS = PlanBeats()  # the hint's ghosts, worked out once per hint


def highlights(state: GameState, lay: Layout, controller: TableController,
               selected: Piece | None, lifted: Piece | None) -> Highlights:
    """What glows now: ``selected`` is the clicked piece, ``lifted`` the one being dragged."""
    last_turn = _LAST_TURNS.marks(state)
    replays = _LAST_TURNS.beats(state)
    if not controller.human_to_act:
        return Highlights(lifted=lifted, last_turn=last_turn, replays=replays)
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
    rings: list[Point] = []
    held = state.held_gems()
    for piece in sorted(pickable, key=repr):
        if isinstance(piece, TakenGem) and piece.colour in held:
            rings.append(held_ring(state, lay, piece.colour))
        elif isinstance(piece, TreasuryGem):
            rings.append(treasury_ring(state, lay, piece.colour))
    next_slots = frozenset(a.colour if isinstance(a, Sacrifice) else a.gem
                           for a in state.legal_actions()
                           if isinstance(a, (Sacrifice, FinalPlace)))
    return Highlights(
        glow=frozenset(glow), dim=frozenset(dim), outline=state.phase == Phase.SPICE,
        targets=frozenset(controller.targets_for(focus)) if focus is not None else frozenset(),
        rings=tuple(rings),
        selected_at=lay.token_pos(piece_key(state, selected)) if selected is not None else None,
        next_slots=next_slots, lifted=lifted, last_turn=last_turn, replays=replays)


def held_ring(state: GameState, lay: Layout, colour: str) -> Point:
    """Where the ring of a taken ``colour`` gem goes (the turn player's "Taken" row)."""
    held = state.held_gems()
    return lay.tiles[state.turn_player].held[min(1, held.index(colour))]


def treasury_ring(state: GameState, lay: Layout, colour: str) -> Point:
    """Where the ring of a Treasury gem of ``colour`` goes (the turn player's tile)."""
    return treasury_gem_point(lay, state.turn_player, COLOURS.index(colour))


def with_hint(hl: Highlights, state: GameState, lay: Layout, hint: Action | None) -> Highlights:
    """The hint's move shown with the table's own marks: only its gem glows or is ringed, only
    its place glows (a hex, the Treasury, a Destiny slot, Ganesha) and the mandala shows the
    slots it fills. Moves made with a bar button (End turn, a spice) have no piece: their
    hint is the line of words alone. Nothing changes while the player holds a piece."""
    if hint is None or hl.lifted is not None or hl.selected_at is not None:
        return hl
    match hint:
        case Take(hex) | Swap(hex):
            return replace(hl, glow=frozenset({hex}), dim=hl.dim - {hex}, outline=True,
                           rings=())
        case Place(gem, target) if gem in state.held_gems():
            return replace(hl, glow=frozenset(), rings=(held_ring(state, lay, gem),),
                           targets=frozenset({spot_of(target)}))
        case Sacrifice(gem, colour):
            rings = (treasury_ring(state, lay, gem),) if gem is not None else ()
            return replace(hl, rings=rings, next_slots=frozenset({colour}),
                           targets=frozenset({ToGanesha()}) if gem is not None else frozenset())
        case FinalPlace(gem):
            return replace(hl, rings=(treasury_ring(state, lay, gem),),
                           next_slots=frozenset({gem}))
        case Redraw(gem):
            return replace(hl, rings=(treasury_ring(state, lay, gem),))
        # Cardamom's hint is its words: the mandala's mark of a colour is its next empty slot,
        # not the gem the option removes (the dialog rings that one, draw/asked.py)
    return hl


def with_ghosts(hl: Highlights, state: GameState, plan: tuple[Action, ...]) -> Highlights:
    """The hint's plan as ghosts (see :func:`ganesha.ui.table.draw.ghosts.plan_beats`); like the
    hint's
    glow, none while the player holds a piece."""
    if not plan or hl.lifted is not None or hl.selected_at is not None:
        return hl
    return replace(hl, ghosts=_PLAN_BEATS.get(state, plan))


__all__ = ["Highlights", "held_ring", "highlights", "treasury_ring", "with_ghosts", "with_hint"]
