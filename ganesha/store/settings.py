"""The player's preferences, kept between runs in the user's config folder.

Loading never fails: a missing file gives the defaults; a damaged or foreign one gives the
defaults plus a one-line notice for the player, and the bad file is kept aside (renamed) so the
next save does not overwrite it. A home where nothing can be written (read-only, or a file where
the config or data folder belongs) gives the defaults and one notice that settings and games
cannot be saved; the game plays on.
"""

from __future__ import annotations

import json
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

import msgspec

from ganesha.data.i18n import translate
from ganesha.data.look import Look, wearing
from ganesha.data.vocabulary import SPEEDS
from ganesha.store import dirs as userdirs
from ganesha.store.files import UnreadableFile, load_kept, read_as, write_atomic
from ganesha.store.home import open_home
from ganesha.store.schemas.choices import Settings, SettingsFile

FORMAT = "ganesha-settings"
FILE_NAME = "settings.json"
ANIMATION_SPEEDS = tuple(speed.key for speed in SPEEDS)


def settings_path(create: bool = True) -> Path:
    """Where the settings file is; its folder is created unless ``create`` is False (loading
    passes False, so a home where the folder cannot exist only means "no settings yet")."""
    return userdirs.config_dir(create=create) / FILE_NAME


def from_data(data: dict[str, Any]) -> Settings:
    """Settings from a parsed file, through the file's schema; unknown keys (a newer
    version's) are ignored, anything else off raises ValueError."""
    return msgspec.convert({"format": FORMAT, **data}, SettingsFile, strict=True).settings


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """(settings, notice): the notice is None unless the file was bad and was kept aside, or —
    for the player's own settings (no ``path``), which the start loads once — the folders
    cannot be written, so nothing the player changes or plays will be kept.

    Without ``path`` this is the start's one call into the player's folders: it first opens
    them (:func:`ganesha.store.home.open_home`: the lock against a second copy, the temporary
    files a hard kill left, a game's end a kill interrupted), and its notice includes theirs.
    """
    if path is None:
        with wearing(_settings_look(settings_path(create=False))):
            notices = open_home()
            settings, notice = _load(settings_path(create=False))
        notices = ([notice] if notice else []) + notices
        return settings, "\n".join(notices) or None
    return _load(path)


def _settings_look(path: Path) -> Look:
    """The look the start's notices (a game's end completed, a file kept aside) are worded in:
    the settings' own, read without touching the file (opening the home comes first, and only
    then may a bad settings file be kept aside). A file that cannot be read gives the default
    look."""
    try:
        file = read_as(path, SettingsFile)
    except (UnreadableFile, ValueError):
        return Look()
    return file.settings.look() if file is not None else Look()


def _words(reason: str, kept: str | None) -> str:
    if kept is None:
        return translate("Your settings file could not be read ({reason}); using defaults.",
                         reason=reason)
    return translate("Your settings file could not be read ({reason}); using defaults. "
                     "It was kept as {name}.", reason=reason, name=kept)


def _load(path: Path) -> tuple[Settings, str | None]:
    settings, notice = load_kept(path, SettingsFile, lambda file: file.settings, _words)
    return (settings if settings is not None else Settings()), notice


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically; OSError when the folder cannot be written."""
    settings.validated()
    text = json.dumps({"format": FORMAT, "version": 1, "settings": asdict(settings)}, indent=2)
    write_atomic(path or settings_path(create=False), text + "\n")


def store_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Save, and say what went wrong instead of raising: None when saved, else a notice in the
    player's language for the settings screen to show at once, where the change was made."""
    try:
        save_settings(settings, path)
    except OSError as exc:
        return translate("The settings could not be saved: {error}",
                         error=exc.strerror or str(exc))
    return None


def changed(settings: Settings, **values: Any) -> Settings:
    """A copy with some fields changed, checked (for the settings screen)."""
    return replace(settings, **values).validated()


__all__ = ["ANIMATION_SPEEDS", "FILE_NAME", "FORMAT", "Settings", "changed", "from_data",
           "load_settings", "save_settings", "settings_path", "store_settings"]
