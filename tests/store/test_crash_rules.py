"""A crash and its report (store/crash.py): the exit code each way out of the game gives, what
the report says about the run (frozen or not, pygame loaded or not, the log's last 40 lines),
and no message box where there is no screen to show it on, or where it cannot be opened."""

from __future__ import annotations

import logging
import platform
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from ganesha.store import crash, logs
from ganesha.store.dirs import shown, unwritable_reason

pytestmark = pytest.mark.usefixtures("home")


def _raises(exc: BaseException) -> Callable[[], None]:
    def main() -> None:
        raise exc
    return main


@pytest.mark.parametrize(("main", "code"), [
    (lambda: None, 0), (lambda: 4, 4), (lambda: "done", 0),
    (_raises(SystemExit(None)), 0), (_raises(SystemExit(0)), 0), (_raises(SystemExit(3)), 3),
    (_raises(SystemExit("usage: ganesha [--size WxH]")), 1), (_raises(KeyboardInterrupt()), 130),
])
def test_each_way_out_of_the_game_has_its_exit_code(main: Callable[[], object],
                                                     code: int) -> None:
    assert crash.guard(main) == code


def test_a_crash_exits_with_the_crash_code_and_leaves_a_report(home: Path,
                                                               monkeypatch: pytest.MonkeyPatch,
                                                               ) -> None:
    monkeypatch.setenv(crash.NO_DIALOG_ENV, "1")
    assert crash.guard(_raises(RuntimeError("boom"))) == crash.EXIT_CRASH == 1
    assert list((home / "logs").glob("crash-*.txt"))


def test_the_report_says_the_run_was_not_frozen_and_which_pygame_ran(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    monkeypatch.delattr(sys, "frozen", raising=False)
    report = crash.format_report(RuntimeError("boom"))
    assert "frozen:    False\n" in report
    assert f"pygame:    {pygame.version.ver} (SDL " in report
    monkeypatch.delitem(sys.modules, "pygame")
    assert "pygame:    not loaded\n" in crash.format_report(RuntimeError("boom"))


def test_a_report_quotes_the_last_forty_lines_of_the_log() -> None:
    logs.setup_logging()
    for step in range(60):
        logging.getLogger("ganesha.test").warning("step %d", step)
    report = crash.format_report(RuntimeError("boom"))
    quoted = report.split(f"Log (last lines of {logs.LOG_NAME})", 1)[1]
    assert "step 20\n" in quoted
    assert "step 19\n" not in quoted
    assert quoted.rstrip().endswith("step 59")


@pytest.mark.parametrize("env", [
    {crash.NO_DIALOG_ENV: "1", "SDL_VIDEODRIVER": "dummy"}, {"SDL_VIDEODRIVER": "dummy"},
    {"SDL_VIDEODRIVER": "offscreen"},
    {"SDL_VIDEODRIVER": "x11", "DISPLAY": "", "WAYLAND_DISPLAY": ""},
    # a desktop at hand, but the run asked for no window (a headless test or CI run)
    {"SDL_VIDEODRIVER": "dummy", "DISPLAY": ":4242"},
    {"SDL_VIDEODRIVER": "offscreen", "WAYLAND_DISPLAY": "wayland-4242"},
])
def test_no_message_box_without_a_screen(env: dict[str, str], monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.delenv(crash.NO_DIALOG_ENV, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    import pygame

    pygame.display.quit()
    tried: list[str] = []
    opening = pygame.display.init

    def init() -> None:
        tried.append("a screen")
        opening()

    monkeypatch.setattr(pygame.display, "init", init)
    if sys.platform.startswith("linux"):
        assert not crash.show_message("It broke.", "Ganesha has to close")
        assert tried == []  # not even tried: an attempt may take a console over, or wait
    assert not pygame.display.get_init()
    assert "Ganesha has to close: It broke." in capsys.readouterr().err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="an X display named by DISPLAY")
def test_a_screen_that_cannot_be_opened_shows_no_message_box(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A desktop is named (DISPLAY) but no server answers there: the player is told on stderr,
    and show_message says that no box was shown."""
    monkeypatch.delenv(crash.NO_DIALOG_ENV, raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setenv("DISPLAY", ":4242")  # no X server listens there
    import pygame

    pygame.display.quit()
    try:
        assert crash.show_message("It broke.", "Ganesha has to close") is False
    finally:
        pygame.display.quit()
    assert "Ganesha has to close: It broke." in capsys.readouterr().err


def test_an_unwritable_home_is_named_in_the_systems_own_words(home: Path) -> None:
    (home / "config").write_text("a file where the folder belongs", encoding="utf-8")
    reason = unwritable_reason()
    assert reason is not None
    assert reason.startswith(f"{shown(home / 'config')}: ")
    assert "[Errno" not in reason


def test_the_report_names_the_python_version_that_ran() -> None:
    report = crash.format_report(RuntimeError("boom"))
    assert f"python:    {platform.python_version()} ({platform.python_implementation()})\n" \
        in report
