"""The base of every menu screen, in the table's look.

:class:`MenuScene` lays a screen out on the one 1280×800 design grid (:mod:`ganesha.ui.kit.grid`)
scaled to the window, paints the temple background, hands events to its
:class:`~ganesha.ui.kit.widgets.form.Form` and rebuilds its controls after a resize or a language
change. The controls themselves live in :mod:`ganesha.ui.kit.widgets`.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from ganesha.ui.kit import art, motion, type_scale, typeset
from ganesha.ui.kit.grid import DesignGrid
from ganesha.ui.kit.scene import Scene
from ganesha.ui.kit.theme import DAY, Colour, Palette, TextCache, blit_text, wrap
from ganesha.ui.kit.widgets.control import Control
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.text_field import TextField
from ganesha.ui.table.draw.painter import panel


class MenuScene(DesignGrid, Scene):
    """A screen on the 1280×800 design grid: background, controls in a :class:`Form`, Esc = back.

    Subclasses implement :meth:`build` (make ``self.form`` from the current values, called after
    every resize and language change), :meth:`on_change` and :meth:`paint`.
    """

    palette: Palette = DAY
    text_most: float | None = None
    """Caps how far the player's text size grows this screen's text (``Style.px``): for a
    screen of fixed rows and columns (Records); None grows it all the way."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__()
        self.text = TextCache()
        self.form = Form([])
        self._background: pygame.Surface | None = None
        self.caps: dict[str, int] = {}
        """The size each role is drawn at on this screen where that is less than the role's own
        (the largest every one of its texts fits at): one role, one size on a screen."""
        self._settled = False
        self.drawn: list[tuple[str, pygame.Rect]] = []
        """What the last frame drew where: ("label", rect) of every line the helpers below drew
        and ("control", rect) of every control, so a test can check nothing overlaps."""
        self.resize(size)

    # --- geometry -----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.w, self.h = size
        self.fit_to(size)
        self.text.clear()
        self._background = None
        self.rebuild()

    def rebuild(self) -> None:
        focus = self.form.focused.name if self.form.focused else None
        self.build()
        self.settle_type()
        if focus is not None:
            self.form.focus_on(focus)

    def settle_type(self) -> None:
        """One size per role for the screen's controls: each starts at its role's size on this
        screen, and a role's controls all take the largest size at which every one of them
        fits its box (no control shrinks alone: a row of buttons in three sizes reads as three
        kinds of button)."""
        roles: dict[str, list[Control]] = {}
        for control in self.form.controls:
            roles.setdefault(control.role, []).append(control)
        self.caps = {}
        for role, controls in roles.items():
            for control in controls:
                control.font_size = self.font_px(role)
            self.cap(role, min(control.fit_px(self.text, type_scale.MIN_PX)
                               for control in controls))
            for control in controls:
                control.font_size = self.role_px(role)
        self._settled = False  # the next frame measures the screen's lines first

    def role_px(self, role: str) -> int:
        """The size a role is drawn at on this screen (see :attr:`caps`)."""
        px = self.font_px(role)
        return min(px, self.caps.get(role, px))

    def cap(self, role: str, px: int) -> None:
        """A text of ``role`` fits only at ``px``: every text of the role takes that size."""
        if px < self.role_px(role):
            self.caps[role] = px
            self._settled = False

    def font_px(self, role: str, most: float | None = None) -> int:
        return super().font_px(role, self.text_most if most is None else most)

    def grown_rect(self, x: float, y: float, w: float, h: float, most: float | None = None,
                   centred: bool = True) -> pygame.Rect:
        """A control's rect whose 100 % height ``h`` grows with the text (up to ``most``):
        centred on the row it had (``y`` its 100 % top), or growing downwards if not
        ``centred``. Widths stay: the rows' columns are the screen's layout."""
        tall = type_scale.grown(h, most)
        top = y - (tall - h) / 2 if centred else y
        return self.r(x, top, w, tall)

    # --- to override --------------------------------------------------------------------------
    def build(self) -> None:
        self.form = Form([])

    def on_change(self, name: Any, value: Any) -> None:
        pass

    def back(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def paint(self, surface: pygame.Surface) -> None:
        pass

    # --- the loop -----------------------------------------------------------------------------
    def frame_due(self) -> float | None:
        """A menu changes only with input, except a focused text field's blinking cursor; a
        screen with a clock of its own (an ``update``) says so itself."""
        if isinstance(self.form.focused, TextField):
            return motion.blink_due(pygame.time.get_ticks())
        return None

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.follow_pointer(event.pos)
        consumed, change = self.form.process_event(event)
        if change is not None:
            self.on_change(*change)
        return consumed or not self.overlay or event.type in (
            pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT)

    def follow_pointer(self, pos: tuple[int, int]) -> None:
        """The keyboard's focus moves onto the usable control under the pointer, so the focus
        ring and the hover look always mark the same control (a ring left on another button
        reads as that one being the one Enter presses). A text field being typed in keeps the
        focus: a pointer passing over a button must not take the keys away from it."""
        if isinstance(self.form.focused, TextField):
            return
        hit = next((i for i, c in enumerate(self.form.controls)
                    if c.enabled and c.focusable and c.rect.collidepoint(pos)), None)
        if hit is not None:
            self.form.focus = hit

    def draw(self, surface: pygame.Surface) -> None:
        if not self._settled:
            self._settled = True
            with typeset.watching():  # a measuring pass: its lines are not the frame's
                self._draw_once(surface.copy())
        self.drawn = []
        self._draw_once(surface)

    def _draw_once(self, surface: pygame.Surface) -> None:
        if self.overlay:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((10, 6, 20, 150))
            surface.blit(shade, (0, 0))
        else:
            if self._background is None or self._background.get_size() != surface.get_size():
                self._background = paint_backdrop(surface.get_size(), self.palette, self.s)
            surface.blit(self._background, (0, 0))
        self.paint(surface)
        for control in self.form.controls:
            control.font_size = min(control.font_size, self.role_px(control.role))
        self.form.draw(surface, self.palette, self.text, self.s)
        self.drawn += [("control", c.rect) for c in self.form.controls]

    # --- shared pictures ----------------------------------------------------------------------
    def heading(self, surface: pygame.Surface, title: str, y: float = 70,
                room: float | None = None) -> None:
        """The screen's title, in the type scale's display role, centred on ``y``; with
        ``room`` (design px) it keeps to a band that tall (between a board's edge and its first
        row), the display role growing on this screen only as far as that band allows."""
        size, box = self.role_px("display"), None
        if room is not None:
            ink = self.palette.ink  # the drawn line's own height: taller than its font's size
            while size > type_scale.MIN_PX and \
                    self.text.render(title, size, ink, "display").get_height() > self.px(room) - 1:
                size -= 1
            self.cap("display", size)
            box = self.r(0, y - room / 2, 1280, room)
        self._record(surface, blit_text(surface, self.text, title, size, self.palette.ink,
                                        self.p(640, y), "center", "display"),
                     "display", size, box, title)

    def _record(self, surface: pygame.Surface, rect: pygame.Rect, role: str, px: int,
                box: pygame.Rect | None, words: str) -> pygame.Rect:
        """Note a line of ``role`` drawn at ``rect``: the part the surface's clip lets show, if
        any (a scrolling view draws lines that its clip hides)."""
        shown = rect.clip(surface.get_clip())
        if shown.width and shown.height:
            self.drawn.append(("label", shown))
        typeset.note(role, px, shown, box, words)  # hidden: noted with no area
        return rect

    def board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        panel(surface, rect, self.palette, self.s)
        typeset.note_panel(rect)

    def label(self, surface: pygame.Surface, words: str, x: float, y: float,
              role: str = "heading", colour: Colour | None = None, anchor: str = "midleft",
              kind: str | None = None, width: float | None = None) -> pygame.Rect:
        """One line of text in a type-scale ``role`` (its size; its face unless ``kind`` names
        another); with ``width`` (design pixels) the type shrinks until it fits."""
        face = kind or type_scale.style(role).face
        px = self.role_px(role)
        box = None
        if width is not None:
            while px > type_scale.MIN_PX and self.text.size(words, px, face)[0] > self.px(width):
                px -= 1
            self.cap(role, px)
            box = pygame.Rect(0, 0, self.px(width), self.text.size(words, px, face)[1])
            setattr(box, anchor, (round(self.p(x, y)[0]), round(self.p(x, y)[1])))
        return self._record(surface, blit_text(surface, self.text, words, px,
                                               colour or self.palette.ink, self.p(x, y), anchor,
                                               face), role, px, box, words)

    def paragraph(self, surface: pygame.Surface, words: str, x: float, y: float, width: float,
                  role: str = "body", colour: Colour | None = None,
                  height: float | None = None) -> float:
        """Wrapped text from (x, y) in a type-scale ``role``; returns the design y below it.
        With ``height`` (design pixels) the type shrinks until the lines fit it: a note under a
        row keeps to its room at a large text size instead of running into the next row."""
        chosen = type_scale.style(role)
        px = self.role_px(role)
        lines = wrap(self.text, words, px, self.px(width), chosen.face)
        while height is not None and px > type_scale.MIN_PX \
                and len(lines) * px * 1.35 > self.px(height):
            px -= 1
            lines = wrap(self.text, words, px, self.px(width), chosen.face)
        self.cap(role, px)
        line_h = chosen.size * 1.35 * px / chosen.px(self.s, 1.0)  # design units, as drawn
        box = self.r(x, y, width, height if height is not None else len(lines) * line_h)
        for line in lines:
            self._record(surface, blit_text(surface, self.text, line, px,
                                   colour or self.palette.ink_soft, self.p(x, y), "topleft",
                                   chosen.face), role, px, box, line)
            y += line_h
        return y


def paint_backdrop(size: tuple[int, int], p: Palette, s: float) -> pygame.Surface:
    """The menus' background: the table's board material with a faint mandala. (Gems scattered
    at its sides stood behind the New game and Records panels and read as stray pieces.)"""
    w, h = size
    surf = pygame.Surface((w, h))
    surf.blit(art.board(p.name, w, h), (0, 0))
    rings = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, h / 2
    for k, radius in enumerate((0.46, 0.38, 0.30, 0.21)):
        ring = round(min(w, h) * radius)
        pygame.draw.circle(rings, (*p.mandala_ring, 34 - 5 * k), (round(cx), round(cy)), ring,
                           max(2, round(4 * s)))
    petals = 16
    for i in range(petals):
        a = 2 * math.pi * i / petals
        rad = min(w, h) * 0.34
        pygame.draw.circle(rings, (*p.mandala_line, 22), (round(cx + rad * math.cos(a)),
                                                        round(cy + rad * math.sin(a))),
                           round(min(w, h) * 0.07), max(1, round(2 * s)))
    surf.blit(rings, (0, 0))
    return surf.convert() if pygame.display.get_surface() is not None else surf


__all__ = ["MenuScene", "paint_backdrop"]
