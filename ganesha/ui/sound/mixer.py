"""The one audio device, opened once for the effects and the music, quietly.

Sound is a nicety, never a reason to fail or to litter the terminal: with ``SDL_AUDIODRIVER``
set to ``dummy`` or ``disk`` (tests, benchmarks, CI; ``disk`` with a file named is played
into) the device is not even tried; otherwise it is
opened once, and if that fails the game stays silent. On a machine without a sound card SDL's
ALSA backend lets libasound print a dozen ``ALSA lib ...`` lines straight to the process's
standard error (C code: Python's ``sys.stderr`` never sees them, and pygame-ce offers no hook for
libasound's error handler). So the opening runs with file descriptor 2 pointed at the null device
for its few milliseconds (:func:`quiet_stderr`), and the game prints no warning of its own: the
Settings screen simply has no sound to play.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

import pygame

RATE = 48000  # the music's rate (Opus); the effects (22050 Hz mono) are converted when loaded


def headless() -> bool:
    """SDL was told to use no real audio device: ``dummy``, or ``disk`` with no file named.
    ``disk`` with ``SDL_DISKAUDIOFILE`` set is a deliberate recording: the mixer opens, decodes
    and plays as on a sound card, into that file (``python -m ganesha.bench frames``)."""
    driver = os.environ.get("SDL_AUDIODRIVER", "").lower()
    return driver == "dummy" or (driver == "disk" and not os.environ.get("SDL_DISKAUDIOFILE"))


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send what C libraries write to fd 2 to the null device meanwhile (not on Windows, whose
    audio backends print nothing; nor where fd 2 cannot be duplicated)."""
    if sys.platform == "win32":
        yield
        return
    try:
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield
        return
    try:
        sys.stderr.flush()
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


def start() -> bool:
    """True when the mixer is open, opening it if needed; never raises. The effects and the
    music each ask once and remember the answer."""
    if headless():
        return False
    try:
        if not pygame.mixer.get_init():
            with quiet_stderr():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=1024)
        return bool(pygame.mixer.get_init())
    except Exception:
        return False


__all__ = ["RATE", "headless", "quiet_stderr", "start"]
