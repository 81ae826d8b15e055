"""Fit the display: the first window for a set of desktops, the remembered
size and place, and the fullscreen keys that work on every screen and are remembered."""

from __future__ import annotations

import json
import os
import warnings
from pathlib import Path

import pygame
import pytest

from ganesha.store.settings import Settings, from_data, load_settings, settings_path
from ganesha.ui.shell import loop as run_module
from ganesha.ui.shell import window
from ganesha.ui.shell.loop import RunOptions, run
from ganesha.ui.shell.window import MINIMUM, centred, first_window_size, initial_geometry


@pytest.mark.parametrize(("desktop", "expected"), [
    ((1024, 600), (1024, 600)),    # a netbook / handheld: the whole screen, never more
    ((1280, 800), (1152, 720)),    # Steam Deck desktop mode: room for the bars
    ((1366, 768), (1101, 688)),    # a common laptop with a taskbar: 768 - 32 - 48 high
    ((1920, 1080), (1598, 999)),
    ((2560, 1440), (2149, 1343)),
    ((3840, 2160), (3250, 2031)),  # a 4K screen: a larger share left for its (scaled) bars
    ((800, 480), (800, 480)),      # smaller than the minimum: the screen, not beyond it
])
def test_the_first_window_for_each_desktop(desktop, expected) -> None:
    size = first_window_size(desktop)
    assert size == expected
    assert size[0] <= desktop[0]
    assert size[1] <= desktop[1]
    assert size[0] >= min(MINIMUM[0], desktop[0])
    assert size[1] >= min(MINIMUM[1], desktop[1])
    if size[0] > MINIMUM[0] and size[1] > MINIMUM[1]:
        assert abs(size[0] / size[1] - 1.6) < 0.01  # 16:10, the design grid's shape
    x, y = centred(size, desktop)
    assert 0 <= x <= desktop[0] - size[0]
    assert 0 <= y <= desktop[1] - size[1]
    assert abs((desktop[0] - size[0]) - 2 * x) <= 1  # centred across


def test_a_remembered_window_is_used_only_while_it_still_fits() -> None:
    kept = Settings(window_size=(1400, 860), window_position=(50, 40))
    assert initial_geometry(kept, (1920, 1080)) == ((1400, 860), (50, 40))
    # the same settings on a smaller screen: fitted anew, never larger than the screen
    size, position = initial_geometry(kept, (1280, 800))
    assert size == first_window_size((1280, 800))
    assert position == centred(size, (1280, 800))
    # a place off this screen (a monitor unplugged): same size, centred again
    moved = Settings(window_size=(1400, 860), window_position=(2500, 40))
    assert initial_geometry(moved, (1920, 1080)) == ((1400, 860), centred((1400, 860),
                                                                         (1920, 1080)))


@pytest.mark.parametrize("bad", [[1200], [1200, "800"], [1200.0, 800], "1200x800", [0, 800]])
def test_a_strange_window_size_in_the_file_is_refused(bad) -> None:
    with pytest.raises(ValueError):
        from_data({"settings": {"window_size": bad}})


def test_f11_and_alt_enter_toggle_fullscreen_and_the_window_is_remembered(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    toggles: list[bool] = []
    real = pygame.display.set_mode

    def set_mode(size=(0, 0), flags=0, *args, **kwargs):
        toggles.append(bool(flags & pygame.FULLSCREEN))
        return real(size if size != (0, 0) else (1024, 768), flags & ~pygame.FULLSCREEN)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    monkeypatch.setattr(run_module, "geometry_now", lambda window=None: (30, 20))
    pygame.display.init()
    try:
        for event in (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""),
                      pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                         mod=pygame.KMOD_LALT, unicode="\r"),
                      pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""),
                      pygame.event.Event(pygame.QUIT)):
            pygame.event.post(event)
        assert run(RunOptions(settings=Settings(), size=None)) == 0
    finally:
        pygame.display.quit()
    assert toggles[1:] == [True, False, True]  # opened windowed, then on, off, on
    saved, notice = load_settings(settings_path(create=False))
    assert notice is None
    assert saved.fullscreen is True
    assert saved.window_size == first_window_size((1024, 768))  # the windowed size, not the screen
    assert saved.window_position == (30, 20)  # where it was before going fullscreen
    data = json.loads(settings_path(create=False).read_text(encoding="utf-8"))
    assert data["settings"]["window_size"] == list(saved.window_size)


def test_the_window_asks_for_real_pixels_and_keeps_the_layout_minimum(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    screen = window.open_window(None, Settings())
    try:
        assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"  # set before SDL starts
        desktop = window.desktop_size()
        assert desktop is not None
        assert screen.get_size() == first_window_size(desktop)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            assert pygame.Window.from_display_module().minimum_size == MINIMUM
    finally:
        pygame.display.quit()
