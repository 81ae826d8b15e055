"""Playing the table from the keyboard: a focus ring moves over what may be used now.

Without a piece in hand the ring visits the pieces the player may pick up (altar gems, taken
gems, Treasury gems — exactly the controller's ``pickable()``), then the bar's buttons; with a
piece in hand it visits the places that accept it (``targets_for``) and the piece itself. Arrows
or Tab move the ring, Enter or Space picks up / drops / presses, Backspace puts the piece down.
In a dialog, Left / Right and Enter choose among its buttons. The mouse hides the ring again.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from ..engine import COLOURS

Item = tuple[str, Any, tuple[float, float], float]  # (kind, data, centre, radius)

NEXT = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)
PREVIOUS = (pygame.K_LEFT, pygame.K_UP)
PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class KeyboardFocus:
    def __init__(self, table) -> None:
        self.table = table
        self.index = 0
        self.active = False  # shown once a key was used; the mouse hides it

    # --- what can be focused now -------------------------------------------------------------------
    def items(self) -> list[Item]:
        table = self.table
        state, lay, c = table.state, table.layout, table.controller
        found: list[Item] = []
        if table.dialog is not None:
            return [("dialog", b, b.rect.center, max(b.rect.width, b.rect.height) / 2)
                    for b in table.dialog.buttons]
        if c.human_to_act:
            seat = state.turn_player
            tile = lay.tiles[seat]
            selected = table.selected
            if selected is None:
                pickable = c.pickable()
                for h in sorted(state.altar_gems()):
                    if ("hex", h) in pickable:
                        found.append(("piece", ("hex", h), lay.hex_centres[h], lay.hex_radius))
                for i, colour in enumerate(state.held_gems()[:2]):
                    if ("held", colour) in pickable:
                        found.append(("piece", ("held", colour, i), tile.held[i],
                                      lay.gem_tile * 0.6))
                for k, colour in enumerate(COLOURS):
                    if ("treasury", colour) in pickable:
                        cell = tile.treasury_cells[k].move(-lay.px(8), 0)
                        found.append(("piece", ("treasury", colour), cell.center,
                                      lay.gem_tile * 0.6))
            else:
                targets = c.targets_for(selected[:2])
                for target in (("slot", 0), ("slot", 1)):
                    if target in targets:
                        r = tile.slots[target[1]]
                        found.append(("target", target, r.center, r.width * 0.62))
                if ("treasury",) in targets:
                    r = tile.treasury_rect
                    found.append(("target", ("treasury",), r.center, r.height * 0.55))
                if ("ganesha",) in targets:
                    found.append(("target", ("ganesha",), lay.centre, lay.r_medallion))
                elif ("mandala",) in targets:
                    found.append(("target", ("mandala",), lay.centre, lay.r_medallion))
                found.append(("piece", selected, lay.token_pos(table._source_key(selected)),
                              lay.gem_tile * 0.6))
        from .controller import UNDO

        for b in sorted(table.buttons, key=lambda b: b.intent == UNDO):  # Undo last: never by
            found.append(("button", b, b.rect.center,  # an Enter meant for the next step
                          max(b.rect.width, b.rect.height) / 2))
        return found

    # --- keys ----------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Handle a KEYDOWN; True if it was a focus key."""
        if event.key not in NEXT + PREVIOUS + PRESS + (pygame.K_BACKSPACE,):
            return False
        table = self.table
        if event.key == pygame.K_BACKSPACE:
            if table.selected is not None:
                table.selected = None
                self.index = 0
                return True
            return False  # Backspace means nothing else at the table
        items = self.items()
        if not items:
            return False
        if not self.active:
            self.active = True
            self.index = 0
            if event.key not in PRESS:
                return True
        self.index %= len(items)
        if event.key in NEXT:
            back = event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT)
            self.index = (self.index + (-1 if back else 1)) % len(items)
            return True
        if event.key in PREVIOUS:
            self.index = (self.index - 1) % len(items)
            return True
        kind, data, _, _ = items[self.index]
        if kind == "dialog":
            table._dialog_intent(data.intent)
        elif kind == "button":
            table.press_button(data.intent)
        elif kind == "piece":
            if table.selected == data:
                table.selected = None
            else:
                table._click_piece(data)
        elif kind == "target" and table.selected is not None:
            selected, table.selected = table.selected, None
            table._drop(selected, data, None)
        self.index = 0
        return True

    def mouse_moved(self) -> None:
        self.active = False

    # --- picture ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.active:
            return
        items = self.items()
        if not items:
            return
        _, _, centre, radius = items[self.index % len(items)]
        lay = self.table.layout
        r = round(radius + lay.px(6))
        x, y = round(centre[0]), round(centre[1])
        width = max(2, lay.px(3))
        pygame.draw.circle(surface, (20, 10, 4), (x, y + 1), r, width + 2)
        pygame.draw.circle(surface, (255, 255, 255), (x, y), r, width)
        for k in range(4):  # four ticks, so the ring reads as "focus", not as a glow
            a = math.pi / 4 + k * math.pi / 2
            p1 = (x + (r - lay.px(6)) * math.cos(a), y + (r - lay.px(6)) * math.sin(a))
            p2 = (x + (r + lay.px(6)) * math.cos(a), y + (r + lay.px(6)) * math.sin(a))
            pygame.draw.line(surface, (255, 255, 255), p1, p2, width)
