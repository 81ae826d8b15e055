"""The menus' controls and the base of every menu screen, in the table's look.

Controls report intents and never touch game or file logic (like the table's widgets): a
:class:`Form` hands each event to its controls, keeps the keyboard focus (Tab / arrows move it,
Enter presses, Left / Right change a value) and returns ``(name, value)`` when something happened.
:class:`MenuScene` lays a screen out on a 1280×800 design grid scaled to the window, paints the
temple background and rebuilds its controls after a resize or a language change.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

import pygame

from ..gems import gem_surface
from ..painter import panel
from ..theme import DAY, Palette, TextCache, blit_text, mix, wrap
from ..widgets.button import Button
from .base import DesignGrid, Scene

DESIGN_W, DESIGN_H = 1280, 800


class Control:
    """A focusable thing with a rectangle; subclasses answer mouse and keys."""

    focusable = True

    def __init__(self, name: str, rect: pygame.Rect) -> None:
        self.name = name
        self.rect = pygame.Rect(rect)
        self.enabled = True

    def handle(self, event: pygame.event.Event, focused: bool) -> Any:
        """A value when the event changed or pressed this control, else None."""
        return None

    def key(self, event: pygame.event.Event) -> Any:
        """A key while focused: a value, or None if the key is not this control's."""
        return None

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache, focused: bool,
             s: float) -> None:
        pass


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, palette: Palette, s: float) -> None:
    ring = rect.inflate(round(10 * s), round(10 * s))
    pygame.draw.rect(surface, palette.accent, ring, width=max(2, round(3 * s)),
                     border_radius=max(6, ring.height // 3))


class PushButton(Control):
    """The table's :class:`Button`, focusable; its value is ``True`` when pressed."""

    def __init__(self, name: str, rect: pygame.Rect, label: str, primary: bool = False,
                 font_size: int = 20, gems: tuple[str, ...] = ()) -> None:
        super().__init__(name, rect)
        self.button = Button(self.rect, label, name, gems, primary, font_size)

    @property
    def label(self) -> str:
        return self.button.label

    def handle(self, event, focused):
        return True if self.button.process_event(event) is not None else None

    def key(self, event):
        return True if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) else None

    def draw(self, surface, palette, text, focused, s):
        if not self.enabled:
            return
        if focused:
            focus_ring(surface, self.rect, palette, s)
        self.button.draw(surface, palette, text)


class Choice(Control):
    """One value out of several, shown as ‹ value ›: click the arrows or the value, or Left/Right.

    ``options`` are (value, label) pairs; ``icon`` may draw a small picture before the label.
    """

    def __init__(self, name: str, rect: pygame.Rect, options: list[tuple[Any, str]], value: Any,
                 font_size: int = 18,
                 icon: Callable[[Any, int], pygame.Surface | None] | None = None) -> None:
        super().__init__(name, rect)
        self.options = options
        self.index = next((i for i, (v, _) in enumerate(options) if v == value), 0)
        self.font_size = font_size
        self.icon = icon
        self._pressed = False

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def step(self, delta: int) -> Any:
        self.index = (self.index + delta) % len(self.options)
        return self.value

    def handle(self, event, focused):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.rect.collidepoint(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            self._pressed = False
            if self.rect.collidepoint(event.pos):
                left = event.pos[0] < self.rect.left + self.rect.height * 0.75
                return self.step(-1 if left else 1)
        return None

    def key(self, event):
        if event.key == pygame.K_LEFT:
            return self.step(-1)
        if event.key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.step(1)
        return None

    def draw(self, surface, palette, text, focused, s):
        r = self.rect
        radius = max(6, r.height // 3)
        if focused:
            focus_ring(surface, r, palette, s)
        pygame.draw.rect(surface, mix(palette.panel, palette.panel_shadow, 0.12), r,
                         border_radius=radius)
        pygame.draw.rect(surface, palette.panel_edge, r, width=max(1, round(2 * s)),
                         border_radius=radius)
        arrow = max(4, r.height // 5)
        inset = round(r.height * 0.38)
        for sign, x in ((-1, r.left + inset), (1, r.right - inset)):
            cy = r.centery
            points = [(x + sign * arrow * 0.6, cy), (x - sign * arrow * 0.5, cy - arrow),
                      (x - sign * arrow * 0.5, cy + arrow)]
            pygame.draw.polygon(surface, palette.panel_edge, points)
        label = self.options[self.index][1]
        icon = self.icon(self.value, round(r.height * 0.72)) if self.icon else None
        room = r.width - round(r.height * 1.5) - (icon.get_width() + round(6 * s) if icon else 0)
        size = self.font_size
        while size > 9 and text.size(label, size, "bold")[0] > room:
            size -= 1
        img = text.render(label, size, palette.ink, "bold")
        width = img.get_width() + (icon.get_width() + round(6 * s) if icon else 0)
        x = r.centerx - width // 2
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, r.centery)))
            x += icon.get_width() + round(6 * s)
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))


class Slider(Control):
    """A value from 0 to 1 in tenths: drag or click the bar, or Left/Right."""

    def __init__(self, name: str, rect: pygame.Rect, value: float, font_size: int = 16) -> None:
        super().__init__(name, rect)
        self.value = round(min(1.0, max(0.0, value)), 2)
        self.font_size = font_size
        self._drag = False

    def _bar(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.left + r.height // 2, r.centery - 3, r.width - r.height * 2, 6)

    def _at(self, x: int) -> float:
        bar = self._bar()
        return round(min(1.0, max(0.0, (x - bar.left) / max(1, bar.width))), 2)

    def handle(self, event, focused):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            self._drag = True
            self.value = self._at(event.pos[0])
            return self.value
        if event.type == pygame.MOUSEMOTION and self._drag:
            self.value = self._at(event.pos[0])
            return self.value
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag:
            self._drag = False
            return self.value
        return None

    def key(self, event):
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 0.1 if event.key == pygame.K_RIGHT else -0.1
            self.value = round(min(1.0, max(0.0, self.value + step)), 2)
            return self.value
        return None

    def draw(self, surface, palette, text, focused, s):
        if focused:
            focus_ring(surface, self.rect, palette, s)
        bar = self._bar()
        pygame.draw.rect(surface, palette.panel_shadow, bar, border_radius=3)
        filled = bar.copy()
        filled.width = round(bar.width * self.value)
        pygame.draw.rect(surface, palette.accent, filled, border_radius=3)
        knob = (bar.left + filled.width, bar.centery)
        pygame.draw.circle(surface, palette.panel_shadow, (knob[0], knob[1] + 2), self.rect.height // 3)
        pygame.draw.circle(surface, palette.accent, knob, self.rect.height // 3)
        pygame.draw.circle(surface, palette.panel_edge, knob, self.rect.height // 3, max(1, round(2 * s)))
        blit_text(surface, text, f"{round(self.value * 100)}%", self.font_size, palette.ink,
                  (self.rect.right, self.rect.centery), "midright", "bold")


class TextField(Control):
    """One line of typed text (names, the seed). ``allowed`` filters the characters typed."""

    def __init__(self, name: str, rect: pygame.Rect, value: str, max_length: int = 20,
                 allowed: Callable[[str], bool] | None = None, font_size: int = 18) -> None:
        super().__init__(name, rect)
        self.value = value
        self.max_length = max_length
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.font_size = font_size
        self.clock = 0.0

    def handle(self, event, focused):
        if event.type == pygame.TEXTINPUT and focused:
            typed = "".join(ch for ch in event.text if self.allowed(ch))
            if typed and len(self.value) < self.max_length:
                self.value = (self.value + typed)[: self.max_length]
                return self.value
        return None

    def key(self, event):
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            return self.value
        return None

    def draw(self, surface, palette, text, focused, s):
        r = self.rect
        radius = max(4, round(8 * s))
        fill = mix(palette.panel, (255, 255, 255), 0.35 if palette.name == "day" else 0.08)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        edge = palette.accent if focused else palette.panel_edge
        pygame.draw.rect(surface, edge, r, width=max(2, round((3 if focused else 2) * s)),
                         border_radius=radius)
        img = text.render(self.value or " ", self.font_size, palette.ink)
        pos = img.get_rect(midleft=(r.left + round(10 * s), r.centery))
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-round(8 * s), 0))
        surface.blit(img, pos)
        if focused and int(pygame.time.get_ticks() / 530) % 2 == 0:
            x = pos.right + 2 if self.value else pos.left
            pygame.draw.line(surface, palette.ink, (x, r.top + round(8 * s)),
                             (x, r.bottom - round(8 * s)), max(1, round(2 * s)))
        surface.set_clip(clip)


class Form:
    """Controls in focus order. ``process_event`` returns (consumed, (name, value) | None)."""

    def __init__(self, controls: list[Control]) -> None:
        self.controls = controls
        self.focus: int | None = None

    def focus_on(self, name: str) -> None:
        for i, c in enumerate(self.controls):
            if c.name == name:
                self.focus = i

    @property
    def focused(self) -> Control | None:
        return self.controls[self.focus] if self.focus is not None else None

    def _move(self, delta: int) -> None:
        usable = [i for i, c in enumerate(self.controls) if c.enabled and c.focusable]
        if not usable:
            return
        if self.focus not in usable:
            self.focus = usable[0] if delta > 0 else usable[-1]
            return
        k = usable.index(self.focus)
        self.focus = usable[(k + delta) % len(usable)]

    def process_event(self, event: pygame.event.Event) -> tuple[bool, tuple[str, Any] | None]:
        if event.type == pygame.KEYDOWN:
            current = self.focused
            if current is not None and current.enabled:
                value = current.key(event)
                if value is not None:
                    return True, (current.name, value)
            if event.key in (pygame.K_TAB, pygame.K_DOWN):
                back = event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT)
                self._move(-1 if back else 1)
                return True, None
            if event.key == pygame.K_UP:
                self._move(-1)
                return True, None
            return False, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((i for i, c in enumerate(self.controls)
                        if c.enabled and c.rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.focus = hit
        for i, c in enumerate(self.controls):
            if not c.enabled:
                continue
            value = c.handle(event, i == self.focus)
            if value is not None:
                return True, (c.name, value)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return any(c.enabled and c.rect.collidepoint(event.pos) for c in self.controls), None
        return event.type == pygame.TEXTINPUT and self.focused is not None, None

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache, s: float) -> None:
        for i, c in enumerate(self.controls):
            c.draw(surface, palette, text, i == self.focus, s)


class MenuScene(DesignGrid, Scene):
    """A screen on the 1280×800 design grid: background, controls in a :class:`Form`, Esc = back.

    Subclasses implement :meth:`build` (make ``self.form`` from the current values, called after
    every resize and language change), :meth:`on_change` and :meth:`paint`.
    """

    palette: Palette = DAY

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__()
        self.text = TextCache()
        self.form = Form([])
        self._background: pygame.Surface | None = None
        self.resize(size)

    # --- geometry --------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.w, self.h = size
        self.s = min(self.w / DESIGN_W, self.h / DESIGN_H)
        self.ox = (self.w - DESIGN_W * self.s) / 2
        self.oy = (self.h - DESIGN_H * self.s) / 2
        self.text.clear()
        self._background = None
        self.rebuild()

    def rebuild(self) -> None:
        focus = self.form.focused.name if self.form.focused else None
        self.build()
        if focus is not None:
            self.form.focus_on(focus)

    # --- to override -------------------------------------------------------------------------------
    def build(self) -> None:
        self.form = Form([])

    def on_change(self, name: str, value: Any) -> None:
        pass

    def back(self) -> None:
        if self.stack is not None:
            self.stack.pop()

    def paint(self, surface: pygame.Surface) -> None:
        pass

    # --- the loop ----------------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        consumed, change = self.form.process_event(event)
        if change is not None:
            self.on_change(*change)
        return consumed or not self.overlay or event.type in (
            pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT)

    def draw(self, surface: pygame.Surface) -> None:
        if self.overlay:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((10, 6, 20, 150))
            surface.blit(shade, (0, 0))
        else:
            if self._background is None or self._background.get_size() != surface.get_size():
                self._background = paint_backdrop(surface.get_size(), self.palette, self.s)
            surface.blit(self._background, (0, 0))
        self.paint(surface)
        self.form.draw(surface, self.palette, self.text, self.s)

    # --- shared pictures ---------------------------------------------------------------------------
    def heading(self, surface: pygame.Surface, title: str, y: float = 70) -> None:
        blit_text(surface, self.text, title, self.px(46), self.palette.ink, self.p(640, y),
                  "center", "serif")

    def board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        panel(surface, rect, self.palette, self.s)

    def label(self, surface: pygame.Surface, words: str, x: float, y: float, size: float = 19,
              colour=None, anchor: str = "midleft", kind: str = "bold",
              width: float | None = None) -> pygame.Rect:
        """One line of text; with ``width`` (design pixels) the type shrinks until it fits."""
        px = self.px(size)
        if width is not None:
            while px > 9 and self.text.size(words, px, kind)[0] > self.px(width):
                px -= 1
        return blit_text(surface, self.text, words, px, colour or self.palette.ink,
                         self.p(x, y), anchor, kind)

    def paragraph(self, surface: pygame.Surface, words: str, x: float, y: float, width: float,
                  size: float = 16, colour=None) -> float:
        """Wrapped text from (x, y); returns the design y below it."""
        line_h = size * 1.35
        for line in wrap(self.text, words, self.px(size), self.px(width)):
            blit_text(surface, self.text, line, self.px(size), colour or self.palette.ink_soft,
                      self.p(x, y), "topleft")
            y += line_h
        return y


def paint_backdrop(size: tuple[int, int], p: Palette, s: float) -> pygame.Surface:
    """The menus' background: the table's sandstone gradient with a faint mandala and gems."""
    w, h = size
    surf = pygame.Surface((w, h))
    for y in range(h):
        pygame.draw.line(surf, mix(p.background_top, p.background_bottom, y / max(1, h - 1)),
                         (0, y), (w, y))
    art = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, h / 2
    for k, radius in enumerate((0.46, 0.38, 0.30, 0.21)):
        rad = round(min(w, h) * radius)
        pygame.draw.circle(art, (*p.mandala_ring, 34 - 5 * k), (round(cx), round(cy)), rad,
                           max(2, round(4 * s)))
    petals = 16
    for i in range(petals):
        a = 2 * math.pi * i / petals
        rad = min(w, h) * 0.34
        pygame.draw.circle(art, (*p.mandala_line, 22), (round(cx + rad * math.cos(a)),
                                                        round(cy + rad * math.sin(a))),
                           round(min(w, h) * 0.07), max(1, round(2 * s)))
    surf.blit(art, (0, 0))
    rng = random.Random(11)
    colours = ("red", "green", "purple", "blue", "yellow")
    for k in range(14):
        side = k % 2
        x = rng.uniform(0.02, 0.12) if side == 0 else rng.uniform(0.88, 0.98)
        y = rng.uniform(0.08, 0.95)
        gem = gem_surface(colours[k % 5], round(rng.uniform(22, 40) * s), alpha=120)
        surf.blit(gem, gem.get_rect(center=(round(x * w), round(y * h))))
    return surf.convert() if pygame.display.get_surface() is not None else surf
