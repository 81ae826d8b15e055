"""The one input object of the table: pygame events in, typed intents out.

:class:`TableInput` owns everything about the player's hand — where the pointer rests (for the
tooltips), the piece pressed or dragged, the selected piece and the keyboard focus ring — and
turns mouse and keyboard alike into the intents of :mod:`ganesha.ui.table.intents`: a drag that ends
over the Treasury and Enter on the Treasury's ring both become ``Drop(piece, ToTreasury())``.
It reads the state through the controller, the places through the layout and the bar's and the
dialog's buttons as the scene last built them; it never changes the game itself.
"""

from __future__ import annotations

import contextlib
import math
from dataclasses import dataclass

import pygame

from ganesha.engine import COLOURS, Phase
from ganesha.ui.kit.hit import POINTER_EVENTS, PointerRouter, Region
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.kit.widgets.dialog import Dialog
from ganesha.ui.table import moves
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw.layers import DRAW_ORDER, Layer
from ganesha.ui.table.draw.layout import Layout
from ganesha.ui.table.draw.log_view import LogView
from ganesha.ui.table.intents import (
    UNDO,
    AltarGem,
    ChangeSpeed,
    Choose,
    Drop,
    Intent,
    Nowhere,
    PickUp,
    Piece,
    Point,
    Press,
    PutDown,
    Spot,
    TakenGem,
    ToGanesha,
    ToMandala,
    ToSlot,
    ToTreasury,
    TreasuryGem,
    Unavailable,
)
from ganesha.ui.table.keyboard import FocusItem, KeyboardFocus, focus_items

DRAG_THRESHOLD = 6  # pixels the pointer moves before a press becomes a drag
SPEED_KEYS = {pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1,
              pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1}

Handled = tuple[bool, Intent | None]  # (consumed, the intent if the event made one)


@dataclass
class Hold:
    """A mouse press on a piece: becomes a drag once the pointer moves far enough."""

    piece: Piece
    start: Point
    pos: Point
    dragging: bool = False


def piece_at(controller: TableController, lay: Layout, pos: Point) -> Piece | None:
    """The piece under ``pos`` that may be lifted now."""
    state = controller.state
    seat = state.turn_player
    if state.current_player == seat:
        tile = lay.tiles[seat]
        for i, colour in enumerate(state.held_gems()[:2]):
            if math.dist(pos, tile.held[i]) <= lay.gem_tile * 0.6 \
                    and moves.may_pick(state, TakenGem(colour)):
                return TakenGem(colour, i)
        treasury = state.seat(seat).treasury
        for k, cell in enumerate(tile.treasury_cells):
            colour = COLOURS[k]
            if cell.collidepoint(pos) and treasury.get(colour) \
                    and moves.may_pick(state, TreasuryGem(colour)):
                return TreasuryGem(colour)
    h = lay.hex_at(pos, state.used_hexes)
    if h is not None and moves.may_pick(state, AltarGem(h)):
        return AltarGem(h)
    return None


def spot_at(controller: TableController, lay: Layout, pos: Point) -> Spot:
    """The spot under ``pos`` (on the tile of the player whose turn it is)."""
    tile = lay.tiles[controller.state.turn_player]
    for i, slot in enumerate(tile.slots):
        if slot.inflate(lay.px(8), lay.px(8)).collidepoint(pos):
            return ToSlot(i)
    if tile.rect.collidepoint(pos):
        return ToTreasury()
    if lay.in_ganesha(pos):
        return ToGanesha()
    if lay.in_mandala(pos):
        return ToMandala()
    return Nowhere()


class TableInput:
    """Hover, press/drag, selection and the focus ring; :meth:`handle` gives intents."""

    def __init__(self, controller: TableController, layout: Layout) -> None:
        self.controller = controller
        self.layout = layout
        self.buttons: list[Button] = []  # the bar, as the scene last laid it out
        self.dialog: Dialog | None = None
        self.log: LogView | None = None  # the log panel (it scrolls, and opens a turn)
        # the lesson's card and its button, while a lesson is on
        self.card: tuple[pygame.Rect | None, Button | None] = (None, None)
        self.router: PointerRouter[Layer, Handled] = PointerRouter()
        self.hold: Hold | None = None
        self.selected: Piece | None = None
        self.hover: tuple[int, int] | None = None
        self.hover_still = 0.0  # seconds the pointer has rested
        # the seat whose tile the pointer rests on with an empty hand (its last turn replays),
        # and for how long: a gem in hand, or one just let go there, is no rest on the tile
        self.tile_under: int | None = None
        self.tile_rest = 0.0  # seconds since the pointer came to rest there (the replay's age)
        self._dropped_on: int | None = None  # the tile a drag ended on, until the pointer leaves
        self.focus = KeyboardFocus()
        self._hand = False

    # --- what the rest of the table reads -----------------------------------------------------
    @property
    def idle(self) -> bool:
        """Nothing in hand: Esc may mean "pause" rather than "put it down"."""
        return self.selected is None and self.hold is None

    @property
    def lifted(self) -> Piece | None:
        """The piece being dragged (drawn under the pointer, not in its place)."""
        return self.hold.piece if self.hold is not None and self.hold.dragging else None

    def focus_items(self) -> list[FocusItem]:
        c = self.controller
        return focus_items(c.state, self.layout, c, self.selected,
                           self.dialog.buttons if self.dialog is not None else None,
                           self.buttons + ([self.card[1]] if self.card[1] is not None else []))

    def clear(self) -> None:
        """Forget the piece in hand (after an action, an undo or a resize)."""
        self.selected = None
        self.hold = None

    def update(self, dt: float) -> None:
        self.hover_still += dt
        pos = self.hover
        tile = self._tile_at(pos)
        if tile != self._dropped_on:
            self._dropped_on = None
        if self.hold is not None or self._dropped_on is not None:
            tile = None
        if tile != self.tile_under:
            self.tile_under, self.tile_rest = tile, 0.0
        else:
            self.tile_rest += dt

    def _tile_at(self, pos: Point | None) -> int | None:
        return next((seat for seat, t in enumerate(self.layout.tiles)
                     if pos is not None and t.rect.collidepoint(pos)), None)

    # --- events ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Handled:
        """A key goes to the focus ring; a pointer event to the one part on top under the
        pointer (:meth:`regions`, in the draw order), or to the part a press began on."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type not in POINTER_EVENTS:
            return False, None
        if event.type == pygame.MOUSEMOTION:
            self.hover, self.hover_still = event.pos, 0.0  # tooltips wait for a still pointer
            self.focus.active = False
        pos = getattr(event, "pos", None) or self.hover or pygame.mouse.get_pos()
        handled = self.router.route(event, pos, DRAW_ORDER, self.regions())
        return handled if handled is not None else (False, None)

    def regions(self) -> dict[Layer, Region[Handled]]:
        """What takes pointer events now, by the layer it is drawn in: the board everywhere
        (under everything else), the bar's buttons, the log, the speed control, the lesson's
        card and an open choice box (the whole window while it is modal)."""
        lay = self.layout
        found: dict[Layer, Region[Handled]] = {
            Layer.BOARD: Region(lambda pos: True, self._board_event, self._leave_board),
            Layer.BAR: Region(lambda pos: any(b.rect.collidepoint(pos) for b in self.buttons),
                              self._bar_event, lambda: _unlit(self.buttons)),
            Layer.SPEED: Region(lay.speed_button.collidepoint, self._speed_event),
        }
        log = self.log
        if log is not None:
            found[Layer.LOG] = Region(log.rect.collidepoint, lambda e: (log.process_event(e), None))
        card, button = self.card
        if card is not None:
            found[Layer.LESSON] = Region(card.collidepoint, self._card_event,
                                         lambda: _unlit([button] if button else []))
        dialog = self.dialog
        if dialog is not None:
            found[Layer.DIALOG] = Region(
                lambda pos: dialog.modal or dialog.rect.collidepoint(pos), self._dialog_event,
                lambda: _unlit(dialog.buttons))
        return found

    def _dialog_event(self, event: pygame.event.Event) -> Handled:
        if self.dialog is None:
            return False, None
        consumed, option = self.dialog.process_event(event)
        return (True, Choose(option)) if option is not None else (consumed, None)

    def _bar_event(self, event: pygame.event.Event) -> Handled:
        """A bar button's command; a click on a disabled one asks why it is disabled."""
        for button in self.buttons:
            if not button.enabled:
                if button.refused_click(event):
                    return True, Unavailable(button.purpose)
                continue
            command = button.process_event(event)
            if command is not None:
                return True, Press(command)
        return event.type != pygame.MOUSEMOTION, None

    def _card_event(self, event: pygame.event.Event) -> Handled:
        button = self.card[1]
        command = button.process_event(event) if button is not None else None
        return (True, Press(command)) if command is not None else (True, None)

    def _speed_event(self, event: pygame.event.Event) -> Handled:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and self.layout.speed_button.collidepoint(event.pos):
            return True, ChangeSpeed(1, wrap=True)
        return event.type != pygame.MOUSEMOTION, None

    def _leave_board(self) -> None:
        self._set_cursor(False)

    def _board_event(self, event: pygame.event.Event) -> Handled:
        """The pieces and the spots: a press lifts, a drag carries, a release drops."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._mouse_down(event.pos)
        if event.type == pygame.MOUSEMOTION:
            return self._mouse_moved(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hold is not None:
            hold, self.hold = self.hold, None
            if hold.dragging:
                self._dropped_on = self._tile_at(event.pos)
                return True, Drop(hold.piece, spot_at(self.controller, self.layout, event.pos),
                                  event.pos)
            if self.selected == hold.piece:
                self.selected = None
                return True, None
            return True, self._pick(hold.piece)
        return False, None

    def _key(self, event: pygame.event.Event) -> Handled:
        if event.key == pygame.K_BACKSPACE:
            if self.selected is None:
                return False, None  # Backspace means nothing else at the table
            self.selected = None
            self.focus.index = 0
            return True, PutDown()
        consumed, item = self.focus.handle(event.key, event.mod, self.focus_items())
        if consumed:
            return True, self._use(item) if item is not None else None
        if event.key in SPEED_KEYS:
            return True, ChangeSpeed(SPEED_KEYS[event.key])
        if event.key == pygame.K_ESCAPE:
            self.clear()
            return True, PutDown()
        if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            return True, Press(UNDO)
        return False, None

    def _use(self, item: FocusItem) -> Intent | None:
        """Enter on the ring's item: the same intents a click there would give."""
        data = item.data
        if isinstance(data, Button):
            return Choose(data.intent) if item.kind == "dialog" else Press(data.intent)
        if item.kind == "piece" and isinstance(data, (AltarGem, TakenGem, TreasuryGem)):
            if self.selected == data:
                self.selected = None
                return PutDown()
            return self._pick(data)
        if item.kind == "target" and self.selected is not None \
                and isinstance(data, (ToTreasury, ToSlot, ToGanesha, ToMandala)):
            piece, self.selected = self.selected, None
            return Drop(piece, data)
        return None

    def _mouse_down(self, pos: Point) -> Handled:
        c = self.controller
        if not c.human_to_act:
            return False, None
        piece = piece_at(c, self.layout, pos)
        spot = spot_at(c, self.layout, pos)
        if self.selected is not None \
                and (piece is None or spot in c.targets_for(self.selected)):
            selected, self.selected = self.selected, None
            return True, Drop(selected, spot)
        if piece is not None:
            self.hold = Hold(piece, pos, pos)
            return True, None
        self.selected = None
        return False, None

    def _mouse_moved(self, pos: Point) -> Handled:
        hold = self.hold
        if hold is None:
            self._set_cursor(self.controller.human_to_act
                             and piece_at(self.controller, self.layout, pos) is not None)
            return False, None
        hold.pos = pos
        if not hold.dragging and math.dist(pos, hold.start) > DRAG_THRESHOLD:
            hold.dragging = True
            self.selected = None
        return True, None

    def _pick(self, piece: Piece) -> Intent:
        """A click on a piece: a Caraway hex acts at once, anything else is selected."""
        if isinstance(piece, AltarGem) and self.controller.state.phase == Phase.SPICE:
            return Drop(piece, Nowhere())
        self.selected = piece
        return PickUp(piece)

    def _set_cursor(self, hand: bool) -> None:
        if hand == self._hand:
            return
        self._hand = hand
        with contextlib.suppress(pygame.error):  # no cursor support (dummy video driver)
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if hand
                                    else pygame.SYSTEM_CURSOR_ARROW)


def _unlit(buttons: list[Button]) -> None:
    """The pointer is over another part: no button here is hovered."""
    for button in buttons:
        button.hover = False


__all__ = ["DRAG_THRESHOLD", "Hold", "TableInput", "piece_at", "spot_at"]
