"""The player's preferences, kept between runs in the user's config folder.

Loading never fails: a missing file gives the defaults; a damaged or foreign one gives the
defaults plus a one-line notice for the player, and the bad file is kept aside (renamed) so the
next save does not overwrite it. A home where nothing can be written (read-only, or a file where
the config or data folder belongs) gives the defaults and one notice that settings and games
cannot be saved; the game plays on.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from ganesha.data.i18n import translate
from ganesha.data.names import excerpt
from ganesha.data.vocabulary import LANGUAGES, SPEEDS, TEXT_SIZES
from ganesha.store import dirs as userdirs
from ganesha.store.files import (
    UnreadableFile,
    keep_aside,
    read_json,
    reason_of,
    write_atomic,
)
from ganesha.store.home import open_home

FORMAT = "ganesha-settings"
FILE_NAME = "settings.json"
ANIMATION_SPEEDS = tuple(speed.key for speed in SPEEDS)


@dataclass(frozen=True, slots=True)
class Settings:
    spices: bool = True          # spice tokens on by default in a new game
    language: str = "en"
    colour_blind: bool = False   # letters on gems and slots on top of the shapes
    animation_speed: str = "normal"
    sound: bool = True           # all sound (effects and music); the M key mutes and unmutes
    volume: float = 0.7          # 0.0 .. 1.0, the effects' volume
    fullscreen: bool = False
    text_size: int = 100         # per cent, one of vocabulary.TEXT_SIZES
    window_size: tuple[int, int] | None = None  # the windowed size at the last exit
    window_position: tuple[int, int] | None = None  # and where the window was
    music_volume: float = 0.5    # 0.0 .. 1.0; a file from before the music had none: this
    reduced_motion: bool = False  # no looping animation, no fades between screens

    def validated(self) -> Settings:
        """Raise ValueError naming the first field out of range."""
        for name in ("spices", "colour_blind", "sound", "fullscreen", "reduced_motion"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")
        if self.language not in LANGUAGES:
            raise ValueError(f"unknown language {excerpt(self.language)}")
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {excerpt(self.animation_speed)}")
        if type(self.text_size) is not int or self.text_size not in TEXT_SIZES:
            raise ValueError(f"text size must be one of {', '.join(map(str, TEXT_SIZES))}")
        if isinstance(self.volume, bool) or not isinstance(self.volume, (int, float)) \
                or not 0.0 <= self.volume <= 1.0:
            raise ValueError("volume must be a number from 0 to 1")
        if isinstance(self.music_volume, bool) or not isinstance(self.music_volume, (int, float)) \
                or not 0.0 <= self.music_volume <= 1.0:
            raise ValueError("music volume must be a number from 0 to 1")
        for name, low in (("window_size", 1), ("window_position", -100_000)):
            pair = getattr(self, name)
            if pair is not None and not (
                    isinstance(pair, tuple) and len(pair) == 2
                    and all(type(v) is int and low <= v <= 100_000 for v in pair)):
                raise ValueError(f"{name} must be two whole numbers")
        return self


def settings_path(create: bool = True) -> Path:
    """Where the settings file is; its folder is created unless ``create`` is False (loading
    passes False, so a home where the folder cannot exist only means "no settings yet")."""
    return userdirs.config_dir(create=create) / FILE_NAME


def from_data(data: dict[str, Any]) -> Settings:
    """Settings from a parsed file; unknown keys (a newer version's) are ignored."""
    values = data.get("settings")
    if not isinstance(values, dict):
        raise ValueError("no settings object")
    known = {f.name for f in fields(Settings)}
    chosen: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v
                              for k, v in values.items() if k in known}
    return Settings(**chosen).validated()


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """(settings, notice): the notice is None unless the file was bad and was kept aside, or —
    for the player's own settings (no ``path``), which the start loads once — the folders
    cannot be written, so nothing the player changes or plays will be kept.

    Without ``path`` this is the start's one call into the player's folders: it first opens
    them (:func:`ganesha.store.home.open_home`: the lock against a second copy, the temporary
    files a hard kill left, a game's end a kill interrupted), and its notice includes theirs.
    """
    if path is None:
        notices = open_home()
        settings, notice = _load(settings_path(create=False))
        notices = ([notice] if notice else []) + notices
        return settings, "\n".join(notices) or None
    return _load(path)


def _load(path: Path) -> tuple[Settings, str | None]:
    try:
        data = read_json(path, FORMAT)
        if data is None:
            return Settings(), None
        return from_data(data), None
    except (UnreadableFile, ValueError, TypeError) as exc:
        aside = keep_aside(path)
        if aside is None:
            return Settings(), translate(
                "Your settings file could not be read ({reason}); using defaults.",
                reason=reason_of(exc))
        return Settings(), translate(
            "Your settings file could not be read ({reason}); using defaults. "
            "It was kept as {name}.", reason=reason_of(exc), name=aside.name)


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
