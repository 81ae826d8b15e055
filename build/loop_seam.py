"""Choose where each music loop goes round by listening to it (build time; see make_music.py).

A loop's Opus file repeats its first second after its end and tells SDL_mixer, in its loop tags,
to seek back into that second (``build/ogg_codec.py`` says why). Any start there is the same
music, but not the same sound: a seek resets Opus's decoder a little way back (opusfile decodes
80 ms before the target and drops them), and its inter-frame energy prediction has not caught up
by the target, so the first samples after the seam stray from the uninterrupted decoding by
hundreds of units — differently at every start. Taken at a random start the seam steps by about
1 000 where the music moves by 120-150 a sample: a click. That depends on the decoder's own seek,
which no Python library reproduces, so this module asks the decoder a player has: pygame's
SDL_mixer plays the loop across the seam for every start the tags may name (SDL's disk driver
stands in for a sound card, about a third of a second each), and the start whose seam steps
least is kept.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from ogg_codec import OPUS_RATE, with_loop

LEAD = 4800       # samples of the loop's end played before the seam (0.1 s)
LISTEN_S = 0.25   # how long each start is listened to


def heard_seam(path: Path, start: int, length: int, out: Path) -> tuple[float, float]:
    """(the step at the seam, the median step before it) as pygame plays ``path`` (tagged to go
    round at ``start``) from :data:`LEAD` samples before the loop's end. Needs no sound card."""
    import numpy as np
    import pygame

    os.environ["SDL_AUDIODRIVER"] = "disk"
    os.environ["SDL_DISKAUDIOFILE"] = str(out)
    pygame.mixer.init(OPUS_RATE, -16, 2, 512)
    try:
        decoded = np.frombuffer(pygame.mixer.Sound(str(path)).get_raw(), dtype=np.int16)
        pygame.mixer.music.load(str(path))
        pygame.mixer.music.play(-1, start=(start + length - LEAD) / OPUS_RATE)
        time.sleep(LISTEN_S)
        pygame.mixer.music.stop()
    finally:
        pygame.mixer.quit()
    heard = np.fromfile(out, dtype=np.int16).reshape(-1, 2).astype(float)
    heard = heard[np.flatnonzero(np.abs(heard).sum(axis=1))[0]:]  # the device's silence
    ahead = decoded.reshape(-1, 2).astype(float)[start + length - LEAD:]
    lag = min(range(-600, 600), key=lambda at: float(
        np.abs(heard[1000:3000] - ahead[1000 + at:3000 + at]).max()))
    seam = LEAD - lag
    step = float(np.abs(heard[seam] - heard[seam - 1]).max())
    usual = float(np.median(np.abs(np.diff(heard[seam - 2000:seam], axis=0))))
    return step, usual


def quietest_start(data: bytes, starts: Sequence[int], length: int) -> int:
    """The start among ``starts`` whose seam pygame's mixer plays with the smallest step."""
    with tempfile.TemporaryDirectory() as folder:
        path, out = Path(folder) / "loop.opus", Path(folder) / "heard.raw"
        steps = {}
        for start in starts:
            path.write_bytes(with_loop(data, start, length))
            steps[start] = heard_seam(path, start, length, out)[0]
    return min(steps, key=lambda start: steps[start])
