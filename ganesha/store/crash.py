"""The crash guard: an unexpected exception leaves a readable report and a word to the player.

A frozen, windowed app has no console, so an uncaught exception would make the window vanish
without a trace. ``guard(main)`` runs the game; on an unexpected exception it

1. writes a plain-text report (game version, platform, Python, the traceback, whatever game
   context the app registered with ``set_context``: seed, config, the actions so far, and the
   last lines of the game's log, :mod:`ganesha.store.logs`) into the user's log folder
   (``userdirs.log_dir()``, below ``GANESHA_HOME`` when that is set), and notes it in the log;
2. tells the player in a few words where the report is: a small native message box when a real
   display exists, and always on stderr when there is one;
3. returns a non-zero exit code (1) instead of raising.

The app keeps the context current cheaply by passing callables, evaluated only at crash time::

    crash.set_context(seed=config.seed, config=lambda: config, actions=lambda: state.history)

Before building a table the shell calls :func:`set_game_context` (seed, seats, the game and the
save file it came from), so a crash while building it — a Continue that fails — names its save.
Reports are created 0600 (like saves) under a name no other report has, and a report that could
not be written whole (a full disk) is removed and printed on stderr instead.

``GANESHA_NO_CRASH_DIALOG=1`` suppresses the message box (the report and stderr line remain);
headless runs (``SDL_VIDEODRIVER=dummy``/``offscreen``, or no X/Wayland display on Linux) never
show one.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import logging
import os
import platform
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ganesha.store import dirs as userdirs
from ganesha.store import logs

#: How many of the log's last lines a report ends with.
LOG_LINES = 40

EXIT_CRASH = 1
NO_DIALOG_ENV = "GANESHA_NO_CRASH_DIALOG"

__all__ = [
    "EXIT_CRASH",
    "app_version",
    "clear_context",
    "format_report",
    "guard",
    "set_context",
    "set_game_context",
    "show_message",
    "write_report",
]

_context: dict[str, Any] = {}
_lock = threading.Lock()
_log = logging.getLogger(__name__)


def app_version() -> str:
    """The installed/frozen package version (from pyproject.toml via the package metadata)."""
    try:
        from importlib.metadata import version

        return version("ganesha")
    except Exception:
        pass
    try:  # running from a source tree that was never installed
        import tomllib

        pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
        with pyproject.open("rb") as fh:
            return str(tomllib.load(fh)["project"]["version"])
    except Exception:
        return "unknown"


def set_context(**info: Any) -> None:
    """Record game facts for a future report; a value may be a zero-argument callable."""
    with _lock:
        _context.update(info)


def clear_context() -> None:
    with _lock:
        _context.clear()


def set_game_context(*, seed: int, seats: Any, game: Any, save_file: Any = None) -> None:
    """Replace the game context with one game's: call it *before* building the table, so a crash
    while building it (a Continue or Last game that fails) is reported with its seed, seats,
    game (a callable giving the save text is cheapest) and the save file it was loaded from."""
    with _lock:
        _context.clear()
        _context.update(seed=seed, seats=seats, game=game)
        if save_file is not None:
            _context["save file"] = save_file


def _evaluate(value: Any) -> str:
    try:
        if callable(value):
            value = value()
        if isinstance(value, (list, tuple)) and value and not isinstance(value, str):
            return "\n" + "\n".join(f"    {i:4d}  {item!r}" for i, item in enumerate(value))
        return repr(value) if not isinstance(value, str) else value
    except Exception as exc:
        return f"<could not read: {type(exc).__name__}: {exc}>"


def format_report(exc: BaseException, context: dict[str, Any] | None = None) -> str:
    """The text of a crash report for ``exc`` (registered context, then ``context``, added)."""
    with _lock:
        merged = dict(_context)
    merged.update(context or {})
    now = _dt.datetime.now().astimezone()
    lines = [
        "Ganesha crash report",
        "====================",
        "",
        f"time:      {now.isoformat(timespec='seconds')}",
        f"version:   {app_version()}",
        f"frozen:    {bool(getattr(sys, 'frozen', False))}",
        f"platform:  {platform.platform()} ({platform.machine()})",
        f"python:    {sys.version.split()[0]} ({platform.python_implementation()})",
        f"pygame:    {_pygame_version()}",
        f"command:   {' '.join(sys.argv)}",
        f"error:     {type(exc).__name__}: {exc}",
        "",
        "Game",
        "----",
    ]
    if merged:
        for key in sorted(merged):
            lines.append(f"{key}: {_evaluate(merged[key])}")
    else:
        lines.append("(no game context recorded)")
    lines += ["", "Traceback", "---------", ""]
    lines += "".join(traceback.format_exception(exc)).rstrip("\n").splitlines()
    heading = f"Log (last lines of {logs.LOG_NAME})"
    lines += ["", heading, "-" * len(heading), ""]
    lines += logs.tail(LOG_LINES) or ["(nothing logged)"]
    return "\n".join(lines) + "\n"


def _pygame_version() -> str:
    module = sys.modules.get("pygame")
    if module is None:
        return "not loaded"
    try:
        ver = module.version
        return f"{ver.ver} (SDL {'.'.join(map(str, ver.SDL))})"
    except Exception:
        return "unknown"


def write_report(exc: BaseException, context: dict[str, Any] | None = None) -> Path | None:
    """Write the report into the log folder; its path, or None if it could not be written
    (then the whole report goes to stderr, and no empty or partial file is left behind)."""
    text = format_report(exc, context)
    try:
        path = _write_new(userdirs.log_dir(), text.encode("utf-8"))
    except Exception:
        _stderr(text)
        _log.error("crash (%s: %s); the report could not be written", type(exc).__name__, exc)
        return None
    _log.error("crash (%s: %s); report %s", type(exc).__name__, exc, path.name)
    return path


def _write_new(folder: Path, data: bytes) -> Path:
    """Create a report file no other report has (``O_EXCL``; a counter after the time and pid,
    so two crashes in one second keep both), readable by the player only (0600), and write
    ``data`` whole; on any failure the new file is removed and the error raised."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for attempt in range(1000):
        suffix = f"-{attempt}" if attempt else ""
        path = folder / f"crash-{stamp}-{os.getpid()}{suffix}.txt"
        try:
            fd = os.open(path, flags, 0o600)
        except FileExistsError:
            continue
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        except BaseException:
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(path)
            raise
        os.close(fd)
        return path
    raise FileExistsError(f"no free report name in {folder}")


def _stderr(text: str) -> None:
    stream = sys.stderr or sys.__stderr__
    if stream is None:  # a windowed app on Windows has no console at all
        return
    try:
        stream.write(text if text.endswith("\n") else text + "\n")
        stream.flush()
    except Exception:
        pass


def _display_available() -> bool:
    if os.environ.get(NO_DIALOG_ENV, "").strip() not in ("", "0"):
        return False
    driver = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver in ("dummy", "offscreen", "evdev"):
        return False
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def show_message(text: str, title: str = "Ganesha has to close") -> bool:
    """Tell the player: stderr when there is one, and a message box when a display exists.

    Returns True when a message box was shown.
    """
    _stderr(f"{title}: {text}")
    if not _display_available():
        return False
    try:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        if not pygame.display.get_init():
            pygame.display.init()
        box = getattr(pygame.display, "message_box", None)  # pygame-ce >= 2.4
        if box is not None:
            box(title, text, message_type="error", buttons=("OK",))
            return True
        return _drawn_message(pygame, title, text)
    except Exception:
        return False


def _drawn_message(pygame: Any, title: str, text: str) -> bool:  # pragma: no cover
    # (needs a real display)
    """A tiny window with the message, for a pygame without ``display.message_box``."""
    screen = pygame.display.set_mode((560, 220))
    pygame.display.set_caption(title)
    pygame.font.init()
    font = pygame.font.Font(None, 24)
    screen.fill((40, 30, 60))
    y = 20
    for line in [title, "", *text.splitlines()]:
        screen.blit(font.render(line, True, (240, 220, 170)), (20, y))
        y += 26
    pygame.display.flip()
    deadline = pygame.time.get_ticks() + 60_000
    while pygame.time.get_ticks() < deadline:
        event = pygame.event.wait(200)
        if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            break
    return True


def _player_text(path: Path | None, exc: BaseException) -> str:
    where = (f"A report was saved to:\n{userdirs.shown(path)}" if path
             else "The report is printed on the console.")
    return (
        f"Ganesha hit an unexpected error ({type(exc).__name__}) and has to close.\n"
        f"{where}\nPlease attach it when you report the problem."
    )


def handle(exc: BaseException, context: dict[str, Any] | None = None) -> int:
    """Report ``exc`` (file + message) and return the exit code to use."""
    path = write_report(exc, context)
    pygame = sys.modules.get("pygame")
    try:
        if pygame is not None and pygame.display.get_init():  # close the dead game's window
            pygame.display.quit()
    except Exception:
        pass
    show_message(_player_text(path, exc))
    return EXIT_CRASH


def _thread_hook(args: threading.ExceptHookArgs) -> None:
    """An exception that escaped a worker thread (e.g. an AI): keep a report, keep playing."""
    if args.exc_type is SystemExit or args.exc_value is None:
        return
    name = args.thread.name if args.thread is not None else "?"
    path = write_report(args.exc_value, {"thread": name})
    _stderr(f"Exception in thread {name}; report: {path}")


def guard(main: Callable[..., Any], *args: Any, **kwargs: Any) -> int:
    """Run ``main(*args, **kwargs)``; its exit code, or ``EXIT_CRASH`` after reporting a crash.

    ``SystemExit`` passes through as an exit code (argparse's ``--help`` and usage errors),
    Ctrl+C gives 130 quietly; every other exception is reported.
    """
    previous_hook = threading.excepthook
    threading.excepthook = _thread_hook
    try:
        result = main(*args, **kwargs)
    except SystemExit as stop:
        code = stop.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code
        _stderr(str(code))
        return 1
    except KeyboardInterrupt:
        return 130
    except BaseException as exc:
        return handle(exc)
    finally:
        threading.excepthook = previous_hook
    return result if isinstance(result, int) else 0
