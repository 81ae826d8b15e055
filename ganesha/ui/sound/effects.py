"""The table's sound effects, with volume, mute and a minimum gap per effect.

The effects (Ogg Vorbis) are synthesised by ``build/make_sounds.py`` and live in
``assets/sounds/``. Sound is a nicety, never a reason to fail: with no audio device,
``SDL_AUDIODRIVER=dummy``, a mixer that will not start or a missing file, :class:`SoundBoard`
simply stays silent (it still lists what it would have played, for the tests). Which event deserves
which effect is decided in :mod:`ganesha.ui.sound.table_sounds`, from what the table already
derives.

An effect asked for again within :data:`MIN_GAP` seconds of its last playing is dropped: at 4x
speed an AI's turns come faster than a chime rings, and two of the same sample started a few
milliseconds apart add up into one loud blip.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pygame

from ganesha.data import resources
from ganesha.ui.sound import mixer

#: Every effect, by name (``assets/sounds/<name>.ogg``).
EFFECTS = (
    "take", "take_second", "place", "score", "drum", "game_end", "refused",
    "spice_remove_last", "spice_swap", "spice_reslot", "spice_trade", "spice_point",
    "spice_any_sacrifice", "spice_redraw", "exchange", "pepper_kept", "pepper_returned",
    "altar_reset", "bag_draw", "milestone", "hint", "lesson_step", "your_turn",
)
MIN_GAP = 0.15  # seconds between two starts of the same effect


class SoundBoard:
    """Plays the effects by name; silent when muted, at volume 0 or without a working mixer.
    ``clock`` (seconds) times the minimum gap; tests pass their own. ``at_any_speed`` asks for
    the table's effects even in a game of AI seats only at the instant speed."""

    def __init__(self, enabled: bool = True, volume: float = 0.7,
                 clock: Callable[[], float] = time.monotonic, at_any_speed: bool = False) -> None:
        self.enabled = enabled
        self.at_any_speed = at_any_speed
        self.volume = min(1.0, max(0.0, float(volume)))
        self.clock = clock
        self.available: bool | None = None  # None: the mixer has not been tried yet
        self.played: list[str] = []  # names played, newest last (tests and debugging read it)
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._last: dict[str, float] = {}

    def apply(self, settings) -> None:
        """Take sound on/off and the effects' volume from a
        :class:`ganesha.store.settings.Settings`."""
        self.enabled = bool(settings.sound)
        self.volume = min(1.0, max(0.0, float(settings.volume)))

    def _start_mixer(self) -> bool:
        if self.available is None:
            self.available = mixer.start()
        return self.available

    def preload(self) -> threading.Thread | None:
        """Decode every effect in a background thread (the table calls it as it opens), so no
        frame pays for a first play: each effect costs 1.5-3.3 ms to decode, and the first
        score, draw and drum in one frame cost 7 ms on a quiet 2-core machine, 12 ms with its
        cores loaded. Nothing to do (None) when muted or without a working mixer."""
        if not self.enabled or self.volume <= 0 or not self._start_mixer() \
                or all(name in self._sounds for name in EFFECTS):
            return None
        thread = threading.Thread(target=self._load_all, name="ganesha-effects", daemon=True)
        thread.start()
        return thread

    def _load_all(self) -> None:
        for name in EFFECTS:
            self._sound(name)  # a play meanwhile may load one twice: harmless, and rarer

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            try:
                path = resources.asset_path("sounds", f"{name}.ogg")
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except Exception:
                self._sounds[name] = None
        return self._sounds[name]

    def play(self, name: str) -> bool:
        """Play one effect; True if it was sent to the mixer. Muted, at volume 0 or within
        :data:`MIN_GAP` of the same effect, nothing is played (nor listed in :attr:`played`)."""
        if name not in EFFECTS:
            raise ValueError(f"no sound effect like {name!r}; choose from {', '.join(EFFECTS)}")
        if not self.enabled or self.volume <= 0:
            return False
        now = self.clock()
        last = self._last.get(name)
        if last is not None and now - last < MIN_GAP:
            return False
        self._last[name] = now
        self.played.append(name)
        del self.played[:-500]
        if not self._start_mixer():
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        try:
            sound.set_volume(self.volume)
            sound.play()
        except Exception:
            return False
        return True


__all__ = ["EFFECTS", "MIN_GAP", "SoundBoard"]
