"""The one window: its first size and place on the desktop, what is remembered of it between runs,
the fullscreen keys and the high-DPI hints.

The sizes are pure functions of the desktop size (tested for screens from 1024×600 to 3840×2160);
only :func:`open_window` and :func:`geometry_now` talk to SDL. SDL 2 as pygame-ce wraps it tells the
desktop's size but not its usable area (the taskbar, the dock, the menu bar), so room for them is
left by rule: a title bar above and a taskbar below, a larger share on large screens.

High DPI: on Windows the process is declared per-monitor DPI aware before the first window (else
Windows scales a blurry 96-dpi picture up). On macOS a ``set_mode`` surface stays in points, so
there the window is opened by :mod:`ganesha.ui.shell.present` (a renderer at the drawable size)
from the
same :func:`placement`; the layout always works in the drawable pixels it is handed.
"""

from __future__ import annotations

import contextlib
import os
import sys
import warnings
from typing import Final

import pygame

from ganesha.data.resources import AssetError, asset_path
from ganesha.store.settings import Settings, changed

Size = tuple[int, int]
Position = tuple[int, int]

#: The smallest window the layout is made for (the Steam Deck's and small netbooks' screens).
MINIMUM: Final[Size] = (1024, 600)
#: Width over height of the design grid: the first window keeps to it (16:10).
ASPECT: Final = 1.6
TITLE_BAR: Final = 32  # room left above the window for its title bar
TASKBAR: Final = 48  # room left below for a taskbar or dock (more on a large screen)


def usable_area(desktop: Size) -> tuple[int, int, int, int]:
    """(left, top, width, height) of the desktop a window may use, by rule (see the module)."""
    width, height = desktop
    top = TITLE_BAR if height > MINIMUM[1] else 0
    bottom = max(TASKBAR, round(height * 0.045)) if height > MINIMUM[1] else 0
    side = 16 if width > MINIMUM[0] else 0
    return side, top, max(1, width - 2 * side), max(1, height - top - bottom)


def first_window_size(desktop: Size, minimum: Size = MINIMUM) -> Size:
    """The largest 16:10 window that fits the usable area, at least ``minimum`` and never larger
    than the desktop itself (a screen smaller than the minimum gets the whole screen)."""
    _, _, usable_w, usable_h = usable_area(desktop)
    height = min(usable_h, usable_w / ASPECT)
    width = height * ASPECT
    width = min(max(round(width), minimum[0]), desktop[0])
    height = min(max(round(height), minimum[1]), desktop[1])
    return width, height


def centred(size: Size, desktop: Size) -> Position:
    """The position that centres a window of ``size`` in the usable area (never off screen)."""
    left, top, usable_w, usable_h = usable_area(desktop)
    x = left + (usable_w - size[0]) // 2
    y = top + (usable_h - size[1]) // 2
    return (max(0, min(x, desktop[0] - size[0])), max(0, min(y, desktop[1] - size[1])))


def initial_geometry(settings: Settings, desktop: Size) -> tuple[Size, Position]:
    """The remembered size and place when they still fit this desktop (the screen may have
    changed since), else the first-window size, centred."""
    size, position = settings.window_size, settings.window_position
    if size is not None and MINIMUM[0] <= size[0] <= desktop[0] \
            and MINIMUM[1] <= size[1] <= desktop[1]:
        if position is not None and 0 <= position[0] <= desktop[0] - size[0] \
                and 0 <= position[1] <= desktop[1] - size[1]:
            return size, position
        return size, centred(size, desktop)
    size = first_window_size(desktop)
    return size, centred(size, desktop)


def remembered(settings: Settings, size: Size, position: Position | None) -> Settings:
    """``settings`` with the windowed size and place to open at next time."""
    return changed(settings, window_size=size, window_position=position)


def is_fullscreen_key(event: pygame.event.Event) -> bool:
    """F11, or Alt+Enter: the fullscreen toggle on every screen."""
    if event.type != pygame.KEYDOWN:
        return False
    return event.key == pygame.K_F11 or (
        event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        and bool(getattr(event, "mod", 0) & pygame.KMOD_ALT))


def ask_for_high_dpi() -> None:
    """Before the display starts: ask Windows and macOS for real pixels (see the module)."""
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    if sys.platform == "win32":
        import ctypes

        with contextlib.suppress(AttributeError, OSError):
            ctypes.windll.shcore.SetProcessDpiAwareness(2)  # type: ignore[attr-defined]


def desktop_size() -> Size | None:
    """The first desktop's size, or None when SDL cannot tell (some headless drivers)."""
    with contextlib.suppress(pygame.error):
        sizes = pygame.display.get_desktop_sizes()
        if sizes and sizes[0][0] > 0 and sizes[0][1] > 0:
            return sizes[0]
    return None


def start_display() -> None:
    """Before any window: the DPI hints, then SDL's display and fonts."""
    ask_for_high_dpi()
    pygame.display.init()
    direct_framebuffer()
    pygame.font.init()


def direct_framebuffer(driver: str | None = None) -> None:
    """Under X11, a ``set_mode`` window's pixels go to the X server as they are (shared
    memory), not through an OpenGL texture. SDL 2's default there draws the window surface
    with OpenGL, which without a GPU driver (Mesa's software renderer: virtual machines, remote
    desktops, Xvfb) cost about 7 ms of CPU for every frame shown, most of what an app at rest
    used; the direct way costs 0.2 ms. A player's own ``SDL_FRAMEBUFFER_ACCELERATION`` wins.
    Read by SDL when the window's surface is made, after the display has started."""
    if (driver or pygame.display.get_driver()) == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def window_icon() -> pygame.Surface | None:
    """The window's icon, or None (the window works without it)."""
    with contextlib.suppress(AssetError, pygame.error):
        return pygame.image.load(str(asset_path("icon", "ganesha.png")))
    return None


def placement(size: Size | None, settings: Settings | None) -> tuple[Size, Position | None, Size]:
    """(size, place or None, minimum size) of the window to open: ``size`` as given, or (None)
    where the settings remember it, else the first-window size for this desktop, centred."""
    desktop = desktop_size()
    position: Position | None = None
    if size is None:
        if desktop is None:
            size = (1280, 800)
        else:
            size, position = initial_geometry(settings or Settings(), desktop)
    floor = MINIMUM if desktop is None else (min(MINIMUM[0], desktop[0]),
                                             min(MINIMUM[1], desktop[1]))
    return size, position, floor


def open_window(size: Size | None, settings: Settings | None = None) -> pygame.Surface:
    """The window of the plain path (``display.set_mode``): see :func:`placement`; resizable
    down to :data:`MINIMUM` (or the screen)."""
    start_display()
    pygame.display.set_caption("Ganesha")
    icon = window_icon()
    if icon is not None:
        pygame.display.set_icon(icon)
    size, position, floor = placement(size, settings)
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    with contextlib.suppress(pygame.error, AttributeError):
        if position is not None:
            pygame.display.set_window_position(position)
        with warnings.catch_warnings():  # the one call that reaches the window's SDL limits
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = floor
    return screen


def geometry_now(window: pygame.Window | None = None) -> Position | None:
    """Where the window is now: ``window``, or (None) the display module's (None if SDL cannot
    tell)."""
    with contextlib.suppress(pygame.error):
        return window.position if window is not None else pygame.display.get_window_position()
    return None


__all__ = ["ASPECT", "MINIMUM", "ask_for_high_dpi", "centred", "direct_framebuffer",
           "first_window_size",
           "geometry_now", "initial_geometry", "is_fullscreen_key", "open_window", "placement",
           "remembered", "start_display", "usable_area", "window_icon"]
