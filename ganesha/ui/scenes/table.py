"""The game table: the scene a player spends the whole game in.

Input → intent → controller: a press on a piece starts a drag (or, released without moving,
selects it); a release or a second click over a place asks the controller to resolve
"piece onto place". Every highlight comes from the controller, which reads ``legal_actions()``.
AI seats play through the controller's worker while this scene keeps drawing.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

import pygame

from ...engine import COLOURS, FinalPlace, Phase, Sacrifice
from ..animation import Animator, Tween
from ..controller import UNDO, TableController
from ..gems import gem_surface, glow_surface, rect_glow
from ..keyboard import KeyboardFocus
from ..layout import Layout, Point, token_keys
from ..painter import Painter
from ..text import tr
from ..theme import TextCache, blit_text, palette_for
from ..tooltips import draw_tooltip, tooltip_at
from ..widgets.button import Button, layout_row
from ..widgets.dialog import Dialog
from ..widgets.log_view import LogView
from .base import Scene
from .table_dialogs import build_dialog

SPEEDS: tuple[tuple[str, float], ...] = (("½×", 0.5), ("1×", 1.0), ("2×", 2.0), ("4×", 4.0),
                                          ("max", 0.0))
DRAG_THRESHOLD = 6
TOOLTIP_DELAY = 0.45  # seconds the pointer rests before hover help appears


@dataclass
class Press:
    """A mouse press on a piece: becomes a drag once the pointer moves far enough."""

    source: tuple
    start: Point
    pos: Point
    dragging: bool = False


def speed_index(name: str) -> int:
    for i, (label, value) in enumerate(SPEEDS):
        if name in (label, str(value), label.rstrip("×")) or (name == "max" and value == 0):
            return i
    if name in ("0.5", "half"):
        return 0
    return 1


class TableScene(Scene):
    def __init__(self, controller: TableController, size: tuple[int, int], speed: str = "1") -> None:
        super().__init__()
        self.controller = controller
        self.state = controller.state
        self.text = TextCache()
        self.palette = palette_for(self.state.config.side)
        self.animator = Animator()
        self.speed_i = speed_index(speed)
        self.animator.speed = SPEEDS[self.speed_i][1]
        n = self.state.config.players
        self.pawns = [Tween(0, 0.7) for _ in range(n)]
        for seat, score in enumerate(self.state.scores):
            self.pawns[seat] = Tween(score, 0.7)
        self.drum = Tween(self.state.first_player, 0.9)
        self.press: Press | None = None
        self.selected: tuple | None = None
        self.notice = ""
        self.notice_until = 0.0
        self.banner = ""
        self.banner_time = 0.0
        self.choice: list | None = None  # sacrifice colours awaiting a choice
        self.dialog: Dialog | None = None
        self._dialog_key: Any = None
        self.acknowledged_pass = -1
        self.buttons: list[Button] = []
        self._buttons_key: Any = None
        self.clock = 0.0
        self.last_ai_action = 0.0
        self.results_wait = 0.0
        self.results_shown = False
        self.dialog_age = 1.0
        self.token_seen = dict(self.state.spice_tokens())
        self.token_age: dict[int, float] = {}  # hex → seconds since its spice token appeared
        self.drum_shown = self.state.drum
        self.drum_flip = 0.0
        self.hold_ai = False  # set by the screenshot mode until the turn's picture is taken
        self.hover: tuple[int, int] | None = None
        self.hover_still = 0.0
        self.keys = KeyboardFocus(self)
        self._before: dict | None = None
        self.log_view = LogView(pygame.Rect(0, 0, 10, 10), 14)
        controller.listeners.append(self._on_action)
        self.resize(size)

    # --- sizing ----------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        counts = tuple(len(v) for v in _mandala_values(self.state))
        self.layout = Layout(size[0], size[1], self.state.config.players, counts)
        self.text.clear()
        self.painter = Painter(self.layout, self.palette, self.text, self.state,
                               self.controller.seats, getattr(self.controller, "pawns", None))
        self.log_view.resize(self.layout.log_rect, self.layout.px(14))
        self._dialog_key = None
        self._buttons_key = None
        self.animator.clear()

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_i][1]

    def set_speed(self, index: int) -> None:
        self.speed_i = index % len(SPEEDS)
        self.animator.speed = self.speed
        if self.speed == 0:
            self.animator.clear()

    # --- engine actions and their pictures --------------------------------------------------------
    def _on_action(self, action, context: dict) -> None:
        state = self.state
        if not context.get("after"):
            self._before = {
                "tokens": token_keys(state), "scores": state.scores, "round": state.round,
                "mandala": state.mandala_filled(), "first": state.first_player,
                "final": state.final_stage,
            }
            return
        before = self._before or {}
        self._before = None
        self.selected = None
        self.choice = None
        if self.speed == 0:
            return
        lay = self.layout
        self.animator.diff(before.get("tokens", {}), token_keys(state), lay, context.get("hints"))
        # points: a pop at the scorer's tile, and the slot values as gems land
        old_m = before.get("mandala", {})
        order = 0
        values = _mandala_values(state)
        for col, colour in enumerate(COLOURS):
            for i in range(old_m.get(colour, 0), state.mandala_filled().get(colour, 0)):
                pos = lay.slot_pos[col][i]
                self.animator.pop(f"+{values[col][i]}", (pos[0], pos[1] - lay.px(10)),
                                  self.palette.accent, lay.px(26), delay=0.22 * order + 0.5)
                order += 1
        for seat, (old, new) in enumerate(zip(before.get("scores", state.scores), state.scores)):
            if new != old:
                t = lay.tiles[seat]
                self.animator.pop(f"{new - old:+d}", (t.score[0] - lay.px(80), t.score[1] + lay.px(34)),
                                  self.palette.good if new > old else self.palette.bad, lay.px(24),
                                  delay=0.2 * order + 0.4)
        if before.get("round") != state.round and not state.is_over:
            self.banner = tr("Round {n}", n=state.round)
            if before.get("first") != state.first_player:
                self.banner += " · " + tr("the drum passes to {name}",
                                          name=state.config.seat_names[state.first_player])
            self.banner_time = 2.2
        elif state.final_stage and not before.get("final"):
            self.banner = tr("Final stage")
            self.banner_time = 2.2

    def submit(self, action, hints: dict | None = None) -> None:
        self.controller.submit(action, {"hints": hints or {}})

    # --- input -----------------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover, self.hover_still = event.pos, 0.0  # tooltips wait for a still pointer
            self.keys.mouse_moved()
        if event.type == pygame.KEYDOWN and self.keys.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.set_speed(min(self.speed_i + 1, len(SPEEDS) - 1))
                return True
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.set_speed(max(self.speed_i - 1, 0))
                return True
            if event.key == pygame.K_ESCAPE:
                self.selected = None
                self.press = None
                if self.choice:
                    self.choice = None
                return True
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.undo()
                return True
            return False
        if self.log_view.process_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and \
                self.layout.speed_button.collidepoint(event.pos) and self.press is None:
            self.set_speed(self.speed_i + 1)
            return True
        if self.dialog is not None:
            consumed, intent = self.dialog.process_event(event)
            if intent is not None:
                self._dialog_intent(intent)
                return True
            if consumed:
                return True
        for button in self.buttons:
            intent = button.process_event(event)
            if intent is not None:
                self.press_button(intent)
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and button.consumes(event.pos):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._mouse_down(event.pos)
        if event.type == pygame.MOUSEMOTION and self.press is None:
            self._set_cursor(self._piece_at(event.pos) is not None
                             and self.controller.human_to_act)
        if event.type == pygame.MOUSEMOTION and self.press is not None:
            self.press.pos = event.pos
            if not self.press.dragging and math.dist(event.pos, self.press.start) > DRAG_THRESHOLD:
                self.press.dragging = True
                self.selected = None
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            press, self.press = self.press, None
            if press.dragging:
                self._drop(press.source, self._target_at(event.pos), event.pos)
            elif self.selected == press.source:
                self.selected = None
            else:
                self._click_piece(press.source)
            return True
        return False

    def _set_cursor(self, hand: bool) -> None:
        if hand == getattr(self, "_hand", False):
            return
        self._hand = hand
        try:
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if hand else pygame.SYSTEM_CURSOR_ARROW)
        except pygame.error:  # no cursor support (dummy video driver)
            pass

    def _mouse_down(self, pos: Point) -> bool:
        if not self.controller.human_to_act:
            return False
        source = self._piece_at(pos)
        target = self._target_at(pos)
        if self.selected is not None and target is not None and \
                (source is None or target in self.controller.targets_for(self.selected[:2])):
            selected, self.selected = self.selected, None
            self._drop(selected, target, None)
            return True
        if source is not None:
            self.press = Press(source, pos, pos)
            return True
        if self.selected is not None:
            self.selected = None
        return False

    def _click_piece(self, source: tuple) -> None:
        """A click without dragging: a spice hex choice acts at once, otherwise select."""
        if source[0] == "hex" and self.state.phase == Phase.SPICE:
            self._drop(source, ("altar",), None)
            return
        self.selected = source

    def _piece_at(self, pos: Point) -> tuple | None:
        state, lay = self.state, self.layout
        phase = state.phase
        pickable = self.controller.pickable()
        seat = state.turn_player
        if state.current_player == seat:
            tile = lay.tiles[seat]
            for i, colour in enumerate(state.held_gems()[:2]):
                if math.dist(pos, tile.held[i]) <= lay.gem_tile * 0.6 and ("held", colour) in pickable:
                    return ("held", colour, i)
            treasury = state.seat(seat).treasury
            for k, cell in enumerate(tile.treasury_cells):
                colour = COLOURS[k]
                if cell.collidepoint(pos) and treasury.get(colour) and ("treasury", colour) in pickable:
                    return ("treasury", colour)
        h = lay.hex_at(pos, _used(state))
        if h is not None and h in state.altar_gems():
            if phase in (Phase.TAKE, Phase.SECOND) or ("hex", h) in pickable:
                return ("hex", h)
        return None

    def _target_at(self, pos: Point) -> tuple | None:
        state, lay = self.state, self.layout
        tile = lay.tiles[state.turn_player]
        for i, slot in enumerate(tile.slots):
            if slot.inflate(lay.px(8), lay.px(8)).collidepoint(pos):
                return ("slot", i)
        if tile.rect.collidepoint(pos):
            return ("treasury",)
        if lay.in_ganesha(pos):
            return ("ganesha",)
        if lay.in_mandala(pos):
            return ("mandala",)
        return ("nowhere",)

    def _source_key(self, source: tuple) -> tuple:
        state = self.state
        seat = state.turn_player
        if source[0] == "hex":
            return ("hex", source[1])
        if source[0] == "held":
            return ("held", seat, source[2])
        c = COLOURS.index(source[1])
        return ("treasury", seat, c, state.seat(seat).treasury.get(source[1], 1) - 1)

    def _drop(self, source: tuple, target: tuple, drop_pos: Point | None) -> None:
        """The player put ``source`` on ``target``: act, ask, or glide back and say why."""
        res = self.controller.resolve(source[:2], target)
        key = self._source_key(source)
        if res.error:
            self.say(res.error)
            if drop_pos is not None:
                colour = self._source_colour(source)
                lay = self.layout
                self.animator.fly(colour, drop_pos, lay.token_pos(key), lay.gem_tile,
                                  lay.token_size(key), key, duration=0.35)
            return
        if res.choices:
            self.choice = res.choices
            self._dialog_key = None
            return
        if res.action is not None:
            if res.plan is not None:
                self.controller.plans.append(res.plan)
            hints = {key: drop_pos} if drop_pos is not None else {}
            self.submit(res.action, hints)

    def _source_colour(self, source: tuple) -> str:
        if source[0] == "hex":
            return self.state.altar_gems().get(source[1], "red")
        return source[1]

    def _dialog_intent(self, intent: Any) -> None:
        kind = intent[0]
        if kind == "act":
            action = intent[1]
            self.choice = None
            if action in self.state.legal_actions():
                self.submit(action)
        elif kind == "cancel":
            self.choice = None
        elif kind == "ack":
            self.acknowledged_pass = intent[1]
        self._dialog_key = None

    def press_button(self, intent: Any) -> None:
        """A bar button was pressed (by the mouse or the keyboard focus)."""
        if intent == "results":
            self.results_shown = False  # shown again by the next update
            self.results_wait = 10.0
        elif intent == UNDO:
            self.undo()
        elif intent in self.state.legal_actions():
            self.submit(intent)

    def undo(self) -> None:
        """Take back the human's last decision of this turn (see TableController.undo)."""
        if self.controller.undo():
            self.selected = None
            self.press = None
            self.choice = None
            self.animator.clear()
            self._dialog_key = None
            self._buttons_key = None

    def say(self, text: str) -> None:
        self.notice = text
        self.notice_until = self.clock + 3.5

    # --- per frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.hover_still += dt
        self.dialog_age += dt
        tokens = self.state.spice_tokens()
        if tokens != self.token_seen:
            for h, effect in tokens.items():
                if self.token_seen.get(h) != effect and self.speed:
                    self.token_age[h] = -0.4 / self.speed  # after the old gems have left
            self.token_seen = dict(tokens)
        for h in list(self.token_age):
            self.token_age[h] += dt * (self.speed or 1)
            if self.token_age[h] >= 0.6:
                del self.token_age[h]
        if self.state.drum != self.drum_shown and self.drum_flip <= 0:
            self.drum_flip = 0.5 if self.speed else 0.0
            if not self.drum_flip:
                self.drum_shown = self.state.drum
        if self.drum_flip > 0:
            self.drum_flip -= dt * max(1.0, self.speed)
            if self.drum_flip <= 0.25:
                self.drum_shown = self.state.drum
        self.animator.update(dt)
        speed = self.speed
        for seat, tween in enumerate(self.pawns):
            tween.duration = 0.7 / speed if speed else 0
            tween.set(self.state.scores[seat], speed)
            tween.update(dt)
        self.drum.duration = 0.9 / speed if speed else 0
        self.drum.set(self.state.first_player, speed)
        self.drum.update(dt)
        if self.banner_time > 0:
            self.banner_time -= dt * (speed or 10)
            if self.banner_time <= 0:
                self.banner = ""
        self._step_game(dt)
        self._sync_widgets()

    def _step_game(self, dt: float) -> None:
        controller, state = self.controller, self.state
        if state.is_over:
            if not self.results_shown and not self.animator.busy:
                self.results_wait += dt
                if self.results_wait >= (1.2 / self.speed if self.speed else 0):
                    self.results_shown = True
                    from .results import ResultsScene
                    if self.stack is not None:
                        self.stack.push(ResultsScene(self.controller, self.layout.width,
                                                     self.layout.height, self.speed))
            return
        if not self.animator.busy:
            plan = controller.due_plan()
            if plan is not None:
                self.submit(plan)
                return
        if controller.human_to_act or self.hold_ai:
            return
        pause = 0.45 / self.speed if self.speed else 0.0
        may_act = not self.animator.busy and (time.perf_counter() - self.last_ai_action) >= pause
        if self.speed == 0:
            # as fast as possible, but one turn per frame so every turn can be seen (screenshots)
            deadline = time.perf_counter() + 0.012
            turn = (state.round, state.turn_player)
            while not state.is_over and not controller.human_to_act \
                    and (state.round, state.turn_player) == turn:
                action = controller.update_ai(True)
                if action is None:
                    if time.perf_counter() > deadline:
                        break
                    time.sleep(0.0002)
                    continue
                self.submit(action)
            return
        action = controller.update_ai(may_act)
        if action is not None:
            self.submit(action)
            self.last_ai_action = time.perf_counter()

    @property
    def calm(self) -> bool:
        """Nothing moving: a good moment for a screenshot."""
        return not self.animator.busy and not any(t.moving for t in self.pawns)

    def _sync_widgets(self) -> None:
        c = self.controller
        labels: list[tuple[str, object]] = list(c.buttons())
        if self.state.is_over and self.results_shown:
            labels.append((tr("Results"), "results"))  # back to the results after a look
        key = tuple((label, a) for label, a in labels)
        if key != self._buttons_key:
            self._buttons_key = key
            lay = self.layout
            self.buttons = []
            for label, action in labels:
                w = self.text.size(label, lay.px(20), "bold")[0] + lay.px(40)
                self.buttons.append(Button(pygame.Rect(0, 0, w, lay.px(46)), label, action,
                                           primary=label != tr("Place yellow") and action != UNDO,
                                           font_size=lay.px(20)))
            layout_row(self.buttons, lay.buttons_rect, lay.px(14))
        dkey = (len(self.state.history), self.state.phase, self.state.current_player,
                id(self.choice) if self.choice else None, self.acknowledged_pass, c.human_to_act)
        if dkey != self._dialog_key:
            self._dialog_key = dkey
            old = self.dialog
            self.dialog = self._build_dialog()
            if self.dialog is not None and (old is None or old.title != self.dialog.title):
                self.dialog_age = 0.0

    def _build_dialog(self) -> Dialog | None:
        return build_dialog(self)

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        state, lay, p, painter = self.state, self.layout, self.palette, self.painter
        surface.blit(painter.background, (0, 0))
        hidden = self.animator.hidden()
        c = self.controller
        pickable = c.pickable()
        lifted_source = self.press.source if self.press and self.press.dragging else None
        focus = lifted_source or self.selected
        targets = c.targets_for(focus[:2]) if focus else set()

        painter.draw_header(surface, state)
        glow: set[int] = set()
        dim: set[int] = set()
        if c.human_to_act:
            if state.phase == Phase.SECOND:
                allowed = set(state.second_gem_hexes())
                glow = allowed
                dim = set(state.altar_gems()) - allowed
            else:
                glow = {s[1] for s in pickable if s[0] == "hex"}
        if focus and focus[0] == "hex":
            glow = glow | {focus[1]}
        lifted_hex = lifted_source[1] if lifted_source and lifted_source[0] == "hex" else None
        painter.draw_altar(surface, state, hidden, glow, dim, lifted_hex,
                           outline=c.human_to_act and state.phase == Phase.SPICE,
                           token_alpha={h: max(0.0, age / 0.6) for h, age in self.token_age.items()})

        # drop targets glow while something is held or selected
        if ("ganesha",) in targets:
            g = glow_surface(round(lay.r_medallion * 1.25), p.accent, 200)
            surface.blit(g, g.get_rect(center=(round(lay.centre[0]), round(lay.centre[1]))))
        placeable = frozenset(
            a.colour if isinstance(a, Sacrifice) else a.gem
            for a in state.legal_actions() if isinstance(a, (Sacrifice, FinalPlace))
        ) if c.human_to_act else frozenset()
        painter.draw_mandala(surface, state, hidden, show_next=placeable)
        painter.draw_pawns(surface, [t.value for t in self.pawns], state.scores)

        tile = lay.tiles[state.turn_player]
        if ("treasury",) in targets:
            r = tile.treasury_rect
            surface.blit(rect_glow(r.width, r.height, p.accent, lay.px(12)),
                         (r.left - lay.px(12), r.top - lay.px(12)))
        for i in (0, 1):
            if ("slot", i) in targets:
                r = tile.slots[i]
                surface.blit(rect_glow(r.width, r.height, p.accent, lay.px(12)),
                             (r.left - lay.px(12), r.top - lay.px(12)))
        lifted_tile = None
        if lifted_source and lifted_source[0] in ("treasury", "held"):
            lifted_tile = lifted_source if lifted_source[0] == "held" else lifted_source[:2]
        for seat in range(state.config.players):
            active = seat == state.current_player and not state.is_over
            painter.draw_tile(surface, state, seat, hidden, active,
                              c.thinking_for if active else 0.0, lifted_tile,
                              self.pawns[seat].value, self.clock)
        painter.draw_guide(surface, state)
        self._draw_drum(surface)
        # selected / pickable pieces on the tile get a glow ring
        if c.human_to_act:
            seat = state.turn_player
            for src in pickable:
                pos = None
                if src[0] == "held":
                    held = state.held_gems()
                    if src[1] in held:
                        pos = tile.held[min(1, held.index(src[1]))]
                elif src[0] == "treasury":
                    pos = lay.tiles[seat].treasury_cells[COLOURS.index(src[1])].move(-lay.px(8), 0).center
                if pos is not None:
                    pygame.draw.circle(surface, p.accent, (round(pos[0]), round(pos[1])),
                                       round(lay.gem_tile * 0.62), max(2, lay.px(2)))
        if self.selected is not None:
            pos = lay.token_pos(self._source_key(self.selected))
            pygame.draw.circle(surface, (255, 255, 255), (round(pos[0]), round(pos[1])),
                               round(lay.gem_tile * 0.7), max(2, lay.px(3)))

        # prompt, buttons, log
        if self.notice and self.clock < self.notice_until:
            line, colour = self.notice, p.bad
        else:
            line, colour = c.prompt(), p.ink
        size = lay.px(21)
        while size > 10 and self.text.size(line, size, "bold")[0] > lay.prompt_rect.width:
            size -= 1
        blit_text(surface, self.text, line, size, colour, lay.prompt_rect.center, "center", "bold")
        for b in self.buttons:
            b.draw(surface, p, self.text)
        self._draw_speed(surface)
        self.log_view.draw(surface, p, self.text, c.log, lay.log_rect.top + lay.px(44))

        if self.banner:
            alpha = min(1.0, self.banner_time / 0.6)
            img = self.text.render(self.banner, lay.px(28), p.ink, "serif")
            box = img.get_rect(center=(round(lay.centre[0]), round(lay.centre[1] - lay.r_medallion - lay.px(48))))
            plate = pygame.Surface(box.inflate(lay.px(36), lay.px(16)).size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (*p.panel, round(230 * alpha)), plate.get_rect(),
                             border_radius=plate.get_height() // 2)
            pygame.draw.rect(plate, (*p.accent, round(255 * alpha)), plate.get_rect(), width=lay.px(3),
                             border_radius=plate.get_height() // 2)
            surface.blit(plate, plate.get_rect(center=box.center))
            img = img.copy()
            img.set_alpha(round(255 * alpha))
            surface.blit(img, box)

        self.animator.draw(surface, self.text)
        if self.dialog is not None:
            fade = min(1.0, self.dialog_age / 0.18) if self.speed else 1.0
            if fade < 1.0:
                layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                self.dialog.draw(layer, p, self.text)
                layer.set_alpha(round(255 * fade))
                surface.blit(layer, (0, round((1 - fade) * lay.px(16))))
            else:
                self.dialog.draw(surface, p, self.text)
        self.keys.draw(surface)
        if self.hover is not None and self.press is None and self.dialog is None \
                and self.hover_still >= TOOLTIP_DELAY and not self.keys.active:
            tip = tooltip_at(self, self.hover)
            if tip:
                draw_tooltip(surface, tip, self.hover, p, self.text, lay.s)
        if lifted_source is not None and self.press is not None:
            colour = self._source_colour(lifted_source)
            img = gem_surface(colour, round(lay.gem_tile * 1.2))
            x, y = self.press.pos
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def _draw_drum(self, surface: pygame.Surface) -> None:
        lay = self.layout
        v = self.drum.value
        a, b = int(math.floor(v)), int(math.ceil(v))
        t = v - a
        n = self.state.config.players
        pa, pb = lay.tiles[a % n].drum, lay.tiles[b % n].drum
        pos = (pa[0] + (pb[0] - pa[0]) * t, pa[1] + (pb[1] - pa[1]) * t)
        squash = abs(self.drum_flip - 0.25) / 0.25 if self.drum_flip > 0 else 1.0
        self.painter.draw_drum(surface, self.drum_shown, pos, squash)

    def _draw_speed(self, surface: pygame.Surface) -> None:
        lay, p = self.layout, self.palette
        r = lay.speed_button
        pygame.draw.rect(surface, p.panel, r, border_radius=r.height // 2)
        pygame.draw.rect(surface, p.panel_edge, r, width=max(1, lay.px(2)), border_radius=r.height // 2)
        blit_text(surface, self.text, tr("speed {s}", s=SPEEDS[self.speed_i][0]), lay.px(14), p.ink,
                  r.center, "center", "bold")

    def close(self) -> None:
        self.controller.close()


def _mandala_values(state) -> tuple[tuple[int, ...], ...]:
    from ...engine.boards import mandala_values
    return mandala_values(state.config.players, state.config.side)


def _used(state) -> tuple[int, ...]:
    from ...engine.boards import USED_HEXES
    return USED_HEXES[state.config.players]


__all__ = ["SPEEDS", "TableScene"]
