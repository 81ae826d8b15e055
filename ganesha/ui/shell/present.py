"""How a drawn frame reaches the screen: the one seam between the app's drawing surface and the
window, so the whole layout can work in drawable pixels on every system.

Why two ways: an SDL 2 window *surface* (``display.set_mode``) is in points on macOS even with the
high-DPI flag (libsdl-org/sdlwiki#98), so a Retina screen would show a picture drawn at half
its resolution, blown up. A renderer's output is in drawable pixels there, so on macOS the app
draws on an off-screen surface of the renderer's output size and shows it as one streaming
texture per frame (:class:`RendererPresentation`). Elsewhere ``set_mode``'s surface already is in
real pixels (Windows is made DPI aware in :mod:`ganesha.ui.shell.window`) and nothing changes
(:class:`PlainPresentation`).

``GANESHA_PRESENT=renderer|plain`` forces a way; ``GANESHA_PIXEL_SCALE=2`` (tests and Linux checks
only) makes the renderer way draw at twice its output size and show it scaled down: the path a
Retina Mac takes (drawing surface ≠ window size) exercised on any screen. Mouse positions arrive
in window points and are mapped once where events enter (:meth:`Presentation.translate`).
"""

from __future__ import annotations

import contextlib
import os
import sys
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Final

import pygame
from pygame._sdl2.video import Renderer, Texture

from ganesha.store.settings import Settings
from ganesha.ui.shell.window import open_window, placement, start_display, window_icon

Size = tuple[int, int]
Point = tuple[int, int]

PLAIN: Final = "plain"
RENDERER: Final = "renderer"
#: Mouse events whose ``pos`` (and ``rel``) are in window points until translated.
POINTED: Final = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def presentation_kind(platform: str = sys.platform,
                      environ: Mapping[str, str] = os.environ) -> str:
    """:data:`RENDERER` on macOS, :data:`PLAIN` elsewhere, unless ``GANESHA_PRESENT`` says."""
    forced = environ.get("GANESHA_PRESENT", "").strip().lower()
    if forced in (PLAIN, RENDERER):
        return forced
    return RENDERER if platform == "darwin" else PLAIN


def pixel_scale(environ: Mapping[str, str] = os.environ) -> int:
    """The forced supersampling of the renderer way, 1 to 4 (anything else counts as 1)."""
    try:
        scale = int(environ.get("GANESHA_PIXEL_SCALE", "1"))
    except ValueError:
        return 1
    return scale if 1 <= scale <= 4 else 1


class Presentation(ABC):
    """The window as the app sees it: a surface in drawable pixels, shown by :meth:`present`."""

    @property
    def window(self) -> pygame.Window | None:
        """The app's own ``pygame.Window`` (renderer way); None when the display module owns
        the window (``set_mode``)."""
        return None

    @abstractmethod
    def surface(self) -> pygame.Surface:
        """The surface the app draws on, in drawable pixels (replaced on a size change)."""

    @abstractmethod
    def present(self) -> None:
        """Show what was drawn on :meth:`surface`."""

    @abstractmethod
    def resized(self) -> pygame.Surface:
        """After the window's size changed: the surface at the new drawable size."""

    @abstractmethod
    def set_fullscreen(self, on: bool, windowed: Size) -> bool:
        """Fullscreen on or off (``windowed`` the size to return to); whether it is on now."""

    @abstractmethod
    def window_size(self) -> Size:
        """The window's size in points: what the settings remember and SDL opens."""

    @abstractmethod
    def close(self) -> None:
        """Let go of what this way holds (the display itself is closed by the caller)."""

    def ratio(self) -> tuple[float, float]:
        """Drawable pixels per window point, across and down (1, 1 unless high DPI)."""
        (width, height), (win_w, win_h) = self.surface().get_size(), self.window_size()
        return width / max(1, win_w), height / max(1, win_h)

    def to_surface(self, pos: tuple[float, float]) -> Point:
        """A window position (points, as mouse events carry it) in drawable pixels."""
        across, down = self.ratio()
        return int(pos[0] * across), int(pos[1] * down)

    def translate(self, event: pygame.event.Event) -> pygame.event.Event:
        """``event`` with its mouse position in drawable pixels; a wheel event is given the
        pointer's position as ``pos`` (SDL 2 gives it none), so no scene asks SDL in points."""
        if event.type == pygame.MOUSEWHEEL:
            return pygame.event.Event(event.type, event.dict,
                                      pos=self.to_surface(pygame.mouse.get_pos()))
        if event.type not in POINTED or not hasattr(event, "pos") \
                or self.surface().get_size() == self.window_size():
            return event
        data = dict(event.dict, pos=self.to_surface(event.pos))
        if "rel" in data:
            across, down = self.ratio()
            data["rel"] = (round(data["rel"][0] * across), round(data["rel"][1] * down))
        return pygame.event.Event(event.type, data)


class PlainPresentation(Presentation):
    """``display.set_mode``'s own surface, flipped: Windows and Linux, as always (scale 1)."""

    def __init__(self, screen: pygame.Surface) -> None:
        self._screen = screen

    def surface(self) -> pygame.Surface:
        return self._screen

    def present(self) -> None:
        pygame.display.flip()

    def resized(self) -> pygame.Surface:
        self._screen = pygame.display.get_surface() or self._screen
        return self._screen

    def set_fullscreen(self, on: bool, windowed: Size) -> bool:
        try:
            self._screen = (pygame.display.set_mode((0, 0), pygame.FULLSCREEN) if on
                            else pygame.display.set_mode(windowed, pygame.RESIZABLE))
            return on
        except pygame.error:
            self._screen = pygame.display.set_mode(windowed, pygame.RESIZABLE)
            return False

    def window_size(self) -> Size:
        return self._screen.get_size()

    def close(self) -> None:
        """Nothing of its own: ``display.quit()`` closes the window."""


class RendererPresentation(Presentation):
    """A high-DPI ``pygame.Window`` and its renderer: the app draws on an off-screen surface of
    the renderer's output size (× the forced ``scale``), uploaded as one streaming texture per
    frame and drawn over the whole output (scaled down smoothly when ``scale`` > 1).

    A hidden 1×1 ``set_mode`` window stays open beside it: pygame's ``convert()`` takes its pixel
    format from the display surface, and the art is converted for fast blits."""

    def __init__(self, size: Size, position: Point | None, minimum: Size, scale: int = 1) -> None:
        self.scale = scale
        self.sdl_window = pygame.Window(
            "Ganesha", size, position if position is not None else pygame.WINDOWPOS_CENTERED,
            allow_high_dpi=True, resizable=True)
        try:
            self.renderer = Renderer(self.sdl_window)
        except pygame.error:
            self.sdl_window.destroy()
            raise
        self._format_window = pygame.display.set_mode((1, 1), pygame.HIDDEN)
        with contextlib.suppress(pygame.error):
            self.sdl_window.minimum_size = minimum
        self._surface = pygame.Surface((1, 1))
        self._texture: Texture | None = None
        self.resized()

    @property
    def window(self) -> pygame.Window:
        return self.sdl_window

    def drawable(self) -> Size:
        """The renderer's output in drawable pixels (2× the window's points on a Retina Mac)."""
        viewport = self.renderer.get_viewport()
        return (max(1, viewport.width), max(1, viewport.height))

    def surface(self) -> pygame.Surface:
        return self._surface

    def present(self) -> None:
        if self._texture is None:
            return
        self._texture.update(self._surface)
        self.renderer.clear()
        self.renderer.blit(self._texture, pygame.Rect((0, 0), self.drawable()))
        self.renderer.present()

    def resized(self) -> pygame.Surface:
        width, height = self.drawable()
        size = (width * self.scale, height * self.scale)
        if self._texture is None or self._surface.get_size() != size:
            self._surface = pygame.Surface(size).convert()
            self._texture = Texture(self.renderer, size, streaming=True,
                                    scale_quality=1 if self.scale > 1 else 0)
        return self._surface

    def set_fullscreen(self, on: bool, windowed: Size) -> bool:
        try:
            if on:
                self.sdl_window.set_fullscreen(desktop=True)
            else:
                self.sdl_window.set_windowed()
                self.sdl_window.size = windowed
        except pygame.error:
            self.sdl_window.set_windowed()
            on = False
        self.resized()
        return on

    def window_size(self) -> Size:
        return self.sdl_window.size

    def close(self) -> None:
        self._texture = None
        with contextlib.suppress(pygame.error):
            self.sdl_window.destroy()


def open_presentation(size: Size | None, settings: Settings | None = None,
                      kind: str | None = None) -> Presentation:
    """The window, presented the way :func:`presentation_kind` chooses (``kind`` forces one);
    the renderer way falls back to the plain one when SDL offers no renderer."""
    if (kind or presentation_kind()) == PLAIN:
        return PlainPresentation(open_window(size, settings))
    start_display()
    where, position, minimum = placement(size, settings)
    try:
        presentation = RendererPresentation(where, position, minimum, pixel_scale())
    except pygame.error:
        return PlainPresentation(open_window(size, settings))
    icon = window_icon()
    if icon is not None:
        with contextlib.suppress(pygame.error):
            presentation.sdl_window.set_icon(icon)
    return presentation


__all__ = ["PLAIN", "POINTED", "RENDERER", "PlainPresentation", "Presentation",
           "RendererPresentation", "open_presentation", "pixel_scale", "presentation_kind"]
