"""The per-user folders of the game: settings, saved data and logs.

By default these are the platform's usual places (through platformdirs):

- Linux: ``~/.config/Ganesha``, ``~/.local/share/Ganesha``, ``~/.local/state/Ganesha/log``
  (or wherever ``XDG_*_HOME`` point);
- macOS: ``~/Library/Application Support/Ganesha`` (config and data), ``~/Library/Logs/Ganesha``;
- Windows: ``%LOCALAPPDATA%\\Ganesha`` (config and data), ``%LOCALAPPDATA%\\Ganesha\\Logs``.

Setting the environment variable ``GANESHA_HOME=DIR`` puts everything below ``DIR`` instead
(``DIR/config``, ``DIR/data``, ``DIR/logs``): tests, portable installs and bug hunts use it so that
nothing touches a real home folder. The folders are created on first use.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from ganesha.data.names import drawable

APP_NAME = "Ganesha"
HOME_ENV = "GANESHA_HOME"

__all__ = ["APP_NAME", "HOME_ENV", "config_dir", "data_dir", "home_override", "log_dir", "shown",
           "unwritable_reason"]


def shown(path: os.PathLike[str] | str) -> str:
    """``path`` as text any screen can draw: every notice and the error screen name paths
    through this. A home folder whose name holds a byte that is not UTF-8 gives Python a path
    with lone surrogates, which ``font.render`` refuses; here those become U+FFFD (and control
    characters "?"), so the path reads as near to the real one as the fonts allow."""
    return drawable(os.fspath(path))


def home_override() -> Path | None:
    """The folder named by ``GANESHA_HOME``, or None when it is unset or empty."""
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser().absolute() if value else None


def _resolve(kind: str, create: bool) -> Path:
    root = home_override()
    if root is not None:
        path = root / {"config": "config", "data": "data", "log": "logs"}[kind]
    else:
        import platformdirs  # imported here: the override path must work even without it

        # appauthor=False: no "Ganesha\Ganesha" doubling on Windows.
        if kind == "config":
            path = platformdirs.user_config_path(APP_NAME, appauthor=False)
        elif kind == "data":
            path = platformdirs.user_data_path(APP_NAME, appauthor=False)
        else:
            path = platformdirs.user_log_path(APP_NAME, appauthor=False)
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def _probe(path: Path) -> str | None:
    """Why nothing can be written into ``path`` (creating it first), or None when it can."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path, prefix=".ganesha-probe-"):
            pass
    except OSError as exc:
        return f"{shown(path)}: {exc.strerror or exc}"
    return None


def unwritable_reason(kinds: Iterable[str] = ("config", "data")) -> str | None:
    """Why settings or games cannot be saved (the config or data folder cannot be created or
    written: a read-only home, a file where a folder belongs…), or None when both can be.

    Called once at start so the player hears it once, up front, and then plays with defaults;
    the readers never create folders, so nothing else fails on such a home.
    """
    for kind in kinds:
        try:
            reason = _probe(_resolve(kind, create=False))
        except Exception as exc:  # platformdirs could not name a folder at all
            reason = f"{kind}: {exc}"
        if reason is not None:
            return reason
    return None


def config_dir(create: bool = True) -> Path:
    """Where settings live (created unless ``create`` is False)."""
    return _resolve("config", create)


def data_dir(create: bool = True) -> Path:
    """Where saved games and other kept data live (created unless ``create`` is False)."""
    return _resolve("data", create)


def log_dir(create: bool = True) -> Path:
    """Where logs and crash reports go (created unless ``create`` is False)."""
    return _resolve("log", create)
