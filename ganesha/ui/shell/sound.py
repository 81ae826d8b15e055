"""Short sound effects (take, place, score, drum, game end) with volume and mute.

The WAVs are synthesised by ``build/make_sounds.py`` and live in ``assets/sounds/``. Sound is a
nicety, never a reason to fail: with no audio device, ``SDL_AUDIODRIVER=dummy``, a mixer that will
not start or a missing file, :class:`SoundBoard` simply stays silent. :func:`sounds_for` says which
effects an engine action deserves, so the table can play them from its action listener.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import pygame

from ganesha.data import resources
from ganesha.engine import FinalPlace, Place, Sacrifice, Swap, Take

if TYPE_CHECKING:
    from ganesha.engine import Action, GameState

EFFECTS = ("take", "place", "score", "drum", "game_end")


class SoundBoard:
    """Plays the effects by name; silent when muted, at volume 0 or without a working mixer."""

    def __init__(self, enabled: bool = True, volume: float = 0.7) -> None:
        self.enabled = enabled
        self.volume = min(1.0, max(0.0, float(volume)))
        self.available: bool | None = None  # None: the mixer has not been tried yet
        self.played: list[str] = []  # names played, newest last (tests and debugging read it)
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}

    def apply(self, settings) -> None:
        """Take sound on/off and volume from a :class:`ganesha.store.settings.Settings`."""
        self.enabled = bool(settings.sound)
        self.volume = min(1.0, max(0.0, float(settings.volume)))

    def _start_mixer(self) -> bool:
        if self.available is None:
            self.available = False
            if os.environ.get("SDL_AUDIODRIVER", "").lower() in ("dummy", "disk"):
                return False  # headless runs: nothing to hear, no device to open
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
                self.available = bool(pygame.mixer.get_init())
            except Exception:
                self.available = False
        return self.available

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            try:
                path = resources.asset_path("sounds", f"{name}.wav")
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except Exception:
                self._sounds[name] = None
        return self._sounds[name]

    def play(self, name: str) -> bool:
        """Play one effect; True if it was sent to the mixer."""
        if name not in EFFECTS:
            raise ValueError(f"no sound effect like {name!r}; choose from {', '.join(EFFECTS)}")
        if not self.enabled or self.volume <= 0:
            return False
        self.played.append(name)
        del self.played[:-50]
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


def sounds_for(action: Action, round_before: int, scores_before: tuple[int, ...],
               after: GameState) -> list[str]:
    """The effects one applied action deserves, in order (at most one of each)."""
    names: list[str] = []
    if isinstance(action, (Take, Swap)):
        names.append("take")
    elif isinstance(action, (Place, FinalPlace, Sacrifice)):
        names.append("place")
    if any(a > b for a, b in zip(after.scores, scores_before, strict=True)):
        names.append("score")
    if after.is_over:
        names.append("game_end")
    elif after.round != round_before:
        names.append("drum")
    return names
