"""The two ways a frame reaches the screen (ganesha/ui/shell/present.py). The renderer way is run
with a
forced 2× pixel scale, so the app draws at twice the window's size and shows it scaled down: the
path a Retina Mac takes (drawable pixels ≠ window points), here on SDL's dummy driver, whose
software renderer is a real SDL renderer."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn

import pygame
import pytest

from ganesha import app
from ganesha.store.settings import Settings
from ganesha.ui.menus.new_game import NewGameScene
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.shell import loop as run_module
from ganesha.ui.shell import present
from ganesha.ui.shell.loop import RunOptions, run
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.shell.present import (
    PLAIN,
    RENDERER,
    PlainPresentation,
    Presentation,
    RendererPresentation,
    open_presentation,
    pixel_scale,
    presentation_kind,
)
from tests.helpers.app_main import every_frame


@pytest.fixture
def retina(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """The renderer way at a forced 2× scale, with a home of its own."""
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    monkeypatch.setenv("GANESHA_NO_CRASH_DIALOG", "1")
    monkeypatch.setenv("GANESHA_PRESENT", RENDERER)
    monkeypatch.setenv("GANESHA_PIXEL_SCALE", "2")
    yield tmp_path
    pygame.display.quit()


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[Presentation]:
    """Every presentation the real loop opens, in order (the test reaches its window)."""
    shown: list[Presentation] = []
    real_open = run_module.open_presentation

    def opening(*args: Any, **kwargs: Any) -> Presentation:
        shown.append(real_open(*args, **kwargs))
        return shown[-1]

    monkeypatch.setattr(run_module, "open_presentation", opening)
    return shown


def test_the_renderer_way_is_chosen_on_macos_only_unless_forced() -> None:
    assert presentation_kind("darwin", {}) == RENDERER
    assert presentation_kind("linux", {}) == PLAIN
    assert presentation_kind("win32", {}) == PLAIN
    assert presentation_kind("linux", {"GANESHA_PRESENT": "renderer"}) == RENDERER
    assert presentation_kind("darwin", {"GANESHA_PRESENT": "Plain"}) == PLAIN
    assert presentation_kind("darwin", {"GANESHA_PRESENT": "bogus"}) == RENDERER
    assert [pixel_scale({"GANESHA_PIXEL_SCALE": v}) for v in ("2", "4", "0", "9", "x")] \
        == [2, 4, 1, 1, 1]
    assert pixel_scale({}) == 1


def test_the_plain_way_is_set_mode_as_before() -> None:
    shown = open_presentation((1280, 800), kind=PLAIN)
    try:
        assert isinstance(shown, PlainPresentation)
        assert shown.window is None
        assert shown.surface() is pygame.display.get_surface()
        assert shown.surface().get_size() == shown.window_size() == (1280, 800)
        click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 200), button=1)
        assert shown.translate(click) is click  # scale 1: the very event, untouched
    finally:
        shown.close()
        pygame.display.quit()


def test_the_renderer_way_draws_at_twice_the_window_and_maps_the_mouse(retina) -> None:
    shown = open_presentation((1100, 700))
    try:
        assert isinstance(shown, RendererPresentation)
        assert shown.window is not None
        assert shown.window_size() == (1100, 700)
        assert shown.surface().get_size() == (2200, 1400)  # drawable pixels, 2×
        click = shown.translate(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 200),
                                                   button=1))
        assert click.type == pygame.MOUSEBUTTONDOWN
        assert click.pos == (600, 400)
        assert click.button == 1
        motion = shown.translate(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 20),
                                                    rel=(3, -4), buttons=(0, 0, 0)))
        assert motion.pos == (20, 40)
        assert motion.rel == (6, -8)
        wheel = shown.translate(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
        assert wheel.y == 1
        assert len(wheel.pos) == 2
        # the art can still be converted for fast blits (there is a display format)
        assert pygame.Surface((4, 4)).convert().get_size() == (4, 4)
        # what is drawn is what the renderer shows, scaled down to the window
        shown.surface().fill((200, 40, 90))
        shown.surface().fill((10, 220, 30), pygame.Rect(0, 0, 1100, 1400))  # the left half
        shown.present()
        picture = shown.renderer.to_surface()
        assert picture.get_size() == (1100, 700)
        assert tuple(picture.get_at((200, 350)))[:3] == (10, 220, 30)
        assert tuple(picture.get_at((900, 350)))[:3] == (200, 40, 90)
        # a resized window keeps the 2× relation
        shown.window.size = (1300, 760)
        assert shown.resized().get_size() == (2600, 1520)
        assert shown.to_surface((650, 380)) == (1300, 760)
    finally:
        shown.close()


def test_a_click_at_a_window_point_presses_the_title_button_there(
        retina, opened, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict = {"sizes": set()}
    def after_frame(script: run_module.Script, the_app: MenuApp, screen: pygame.Surface,
                    frame_ms: float) -> None:
        n = len(script.options.frame_times) + 1
        script.options.frame_times.append(frame_ms)
        seen["sizes"].add(screen.get_size())
        top = the_app.stack.top
        if n == 2:
            assert isinstance(top, TitleScene)
            button = next(c for c in top.form.controls if c.name == "new")
            seen["button"] = button.rect.copy()
            x, y = button.rect.center  # drawable pixels: the window point is half of it
            for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                data = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION \
                    else {"button": 1}
                pygame.event.post(pygame.event.Event(kind, pos=(x // 2, y // 2), **data))
        elif n == 8:
            seen["after_click"] = top
            opened[0].window.size = (1100, 700)  # the player drags the window's corner
        elif n == 12:
            seen["host_size"] = the_app.size
            seen["screen"] = screen.get_size()
            the_app.request_quit()
        assert n < 100, "the app did not finish"

    monkeypatch.setattr(run_module.Script, "after_frame", after_frame)
    every_frame(monkeypatch)  # the script counts frames: no resting between them
    assert run(RunOptions(size=(1280, 800), settings=Settings())) == 0
    assert seen["button"].left > 1280 // 2  # the point position is not on the button itself
    assert isinstance(seen["after_click"], NewGameScene)
    assert (2560, 1600) in seen["sizes"]  # the app drew at twice the window's size
    assert seen["screen"] == seen["host_size"] == (2200, 1400)  # and still does after a resize


def test_f11_goes_fullscreen_and_back_on_the_renderer_way(retina, opened,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    sizes: list[tuple[tuple[int, int], tuple[int, int]]] = []
    def after_frame(script: run_module.Script, the_app: MenuApp, screen: pygame.Surface,
                    frame_ms: float) -> None:
        n = len(script.options.frame_times) + 1
        script.options.frame_times.append(frame_ms)
        sizes.append((opened[0].window_size(), screen.get_size()))
        if n in (2, 6):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                                 unicode=""))
        elif n == 10:
            the_app.request_quit()

    monkeypatch.setattr(run_module.Script, "after_frame", after_frame)
    every_frame(monkeypatch)  # the script counts frames: no resting between them
    desktop = None
    pygame.display.init()
    desktop = pygame.display.get_desktop_sizes()[0]
    assert run(RunOptions(size=(1100, 700), settings=Settings())) == 0
    assert sizes[0] == ((1100, 700), (2200, 1400))
    assert sizes[4] == (desktop, (desktop[0] * 2, desktop[1] * 2))  # fullscreen, still 2×
    assert sizes[-1] == ((1100, 700), (2200, 1400))  # windowed again at its size


@pytest.mark.slow  # a whole game at 2560×1600: about 20 s
def test_a_whole_scripted_game_runs_through_the_renderer_way(
        retina, capsys: pytest.CaptureFixture[str]) -> None:
    shots = retina / "shots"
    code = app.main(["--demo", "--seats", "easy,easy", "--seed", "3", "--speed", "instant",
                     "--screenshots", str(shots), "--timeout", "120"])
    assert code == 0
    assert "Game over after" in capsys.readouterr().out
    picture = pygame.image.load(str(shots / "results.png"))
    assert picture.get_size() == (2560, 1600)  # the screenshot is the drawable surface
    assert len(list(shots.glob("turn-*.png"))) >= 12


def test_without_a_renderer_the_plain_way_takes_over(retina,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    def no_renderer(*args: object, **kwargs: object) -> NoReturn:
        raise pygame.error("no renderer here")

    monkeypatch.setattr(present, "Renderer", no_renderer)
    shown = open_presentation((1100, 700))
    try:
        assert isinstance(shown, PlainPresentation)
        assert shown.surface().get_size() == (1100, 700)
    finally:
        shown.close()
