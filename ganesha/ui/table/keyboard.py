"""Playing the table from the keyboard: a focus ring moves over what may be used now.

Without a piece in hand the ring visits the pieces the player may pick up (altar gems, taken
gems, Treasury gems — exactly the controller's ``pickable()``), then the bar's buttons; with a
piece in hand it visits the spots that accept it (``targets_for``) and the piece itself. In the
sacrifice phase it also rests, last, on the Destiny slots holding a gem ("look" items: Enter
does nothing there, the table previews that colour's sacrifice, see ui/table/previews.py). Arrows
or Tab move the ring, Enter or Space uses what it is on. In a dialog, Left / Right and Enter
choose among its buttons. The mouse hides the ring again. This module only knows *where* the
ring is; :class:`~ganesha.ui.table.drag.TableInput` turns the item under it into an intent.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from ganesha.engine import COLOURS, GameState, Phase
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw.layout import Layout, Point, piece_key
from ganesha.ui.table.intents import (
    UNDO,
    AltarGem,
    Piece,
    Spot,
    TakenGem,
    ToGanesha,
    ToMandala,
    ToSlot,
    ToTreasury,
    TreasuryGem,
)


class FocusItem(NamedTuple):
    """Something the ring can stop on: a piece, a spot, a bar button or a dialog button."""

    kind: str  # "piece" | "target" | "look" | "button" | "dialog"
    data: Piece | Spot | Button
    centre: Point
    radius: float


NEXT = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)
PREVIOUS = (pygame.K_LEFT, pygame.K_UP)
PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def focus_items(state: GameState, lay: Layout, controller: TableController,
                selected: Piece | None, dialog_buttons: list[Button] | None,
                bar: list[Button]) -> list[FocusItem]:
    """What the ring may visit now, in order."""
    if dialog_buttons is not None:
        return [FocusItem("dialog", b, b.rect.center, max(b.rect.width, b.rect.height) / 2)
                for b in dialog_buttons]
    found: list[FocusItem] = []
    if controller.human_to_act:
        if selected is None:
            found += _pickable_items(state, lay, controller.pickable())
        else:
            found += _target_items(state, lay, controller.targets_for(selected), selected)
    # Undo last: never by an Enter meant for the next step
    for b in sorted((b for b in bar if b.enabled), key=lambda b: b.intent == UNDO):
        found.append(FocusItem("button", b, b.rect.center, max(b.rect.width, b.rect.height) / 2))
    if controller.human_to_act and selected is None and state.phase == Phase.SACRIFICE:
        # last, so that Enter at the ring's start still moves the game on
        tile = lay.tiles[state.turn_player]
        for i, gem in enumerate(state.seat(state.turn_player).slots):
            if gem is not None:
                r = tile.slots[i]
                found.append(FocusItem("look", ToSlot(i), r.center, r.width * 0.62))
    return found


def _pickable_items(state: GameState, lay: Layout, pickable: set[Piece]) -> list[FocusItem]:
    """The pieces the person may pick up: on the altar, then taken, then in the Treasury."""
    tile = lay.tiles[state.turn_player]
    found = [FocusItem("piece", AltarGem(h), lay.hex_centres[h], lay.hex_radius)
             for h in sorted(state.altar_gems()) if AltarGem(h) in pickable]
    for i, colour in enumerate(state.held_gems()[:2]):
        if TakenGem(colour) in pickable:
            found.append(FocusItem("piece", TakenGem(colour, i), tile.held[i],
                                   lay.gem_tile * 0.6))
    for k, colour in enumerate(COLOURS):
        if TreasuryGem(colour) in pickable:
            cell = tile.treasury_cells[k].move(-lay.px(8), 0)
            found.append(FocusItem("piece", TreasuryGem(colour), cell.center,
                                   lay.gem_tile * 0.6))
    return found


def _target_items(state: GameState, lay: Layout, targets: set[Spot],
                  selected: Piece) -> list[FocusItem]:
    """Where the selected piece may go (the slots, the Treasury, Ganesha or the mandala), then
    the piece itself (to put it down again)."""
    tile = lay.tiles[state.turn_player]
    found = [FocusItem("target", ToSlot(i), tile.slots[i].center, tile.slots[i].width * 0.62)
             for i in (0, 1) if ToSlot(i) in targets]
    if ToTreasury() in targets:
        r = tile.treasury_rect
        found.append(FocusItem("target", ToTreasury(), r.center, r.height * 0.55))
    if ToGanesha() in targets:
        found.append(FocusItem("target", ToGanesha(), lay.centre, lay.r_medallion))
    elif ToMandala() in targets:
        found.append(FocusItem("target", ToMandala(), lay.centre, lay.r_medallion))
    found.append(FocusItem("piece", selected, lay.token_pos(piece_key(state, selected)),
                           lay.gem_tile * 0.6))
    return found


class KeyboardFocus:
    """Where the ring is (``index`` into the current items) and whether it shows."""

    def __init__(self) -> None:
        self.index = 0
        self.active = False  # shown once a key was used; the mouse hides it

    def handle(self, key: int, mod: int, items: list[FocusItem]) -> tuple[bool, FocusItem | None]:
        """A focus key: (consumed, the item to use when it was a press)."""
        if key not in NEXT + PREVIOUS + PRESS or not items:
            return False, None
        if not self.active:
            self.active = True
            self.index = 0
            if key not in PRESS:
                return True, None
        self.index %= len(items)
        if key in NEXT:
            back = key == pygame.K_TAB and bool(mod & pygame.KMOD_SHIFT)
            self.index = (self.index + (-1 if back else 1)) % len(items)
            return True, None
        if key in PREVIOUS:
            self.index = (self.index - 1) % len(items)
            return True, None
        item = items[self.index]
        self.index = 0
        return True, item

    def draw(self, surface: pygame.Surface, lay: Layout, items: list[FocusItem]) -> None:
        if not self.active or not items:
            return
        _, data, centre, radius = items[self.index % len(items)]
        width = max(2, lay.px(3))
        if isinstance(data, Button):  # a button gets a ring of its own shape, not a disc
            box = data.rect.inflate(lay.px(10), lay.px(10))
            corner = max(6, box.height // 3)
            pygame.draw.rect(surface, (20, 10, 4), box.move(0, 1), width + 2, corner)
            pygame.draw.rect(surface, (255, 255, 255), box, width, corner)
            return
        r = round(radius + lay.px(6))
        x, y = round(centre[0]), round(centre[1])
        pygame.draw.circle(surface, (20, 10, 4), (x, y + 1), r, width + 2)
        pygame.draw.circle(surface, (255, 255, 255), (x, y), r, width)
        for k in range(4):  # four ticks, so the ring reads as "focus", not as a glow
            a = math.pi / 4 + k * math.pi / 2
            p1 = (x + (r - lay.px(6)) * math.cos(a), y + (r - lay.px(6)) * math.sin(a))
            p2 = (x + (r + lay.px(6)) * math.cos(a), y + (r + lay.px(6)) * math.sin(a))
            pygame.draw.line(surface, (255, 255, 255), p1, p2, width)


__all__ = ["FocusItem", "KeyboardFocus", "focus_items"]
