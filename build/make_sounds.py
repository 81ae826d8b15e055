"""Synthesise the game's short sound effects into ``assets/sounds/*.wav`` (pure Python, no numpy).

    python build/make_sounds.py            # (re)write the WAV files
    python build/make_sounds.py --check    # exit 1 if the committed files differ from the recipe

Every effect is made here from sine partials, envelopes and seeded noise, so the sounds belong to
the project (no third-party samples, no licence to track) and rebuild byte for byte:

- ``take``: a gem lifted from the altar — a bright glassy tick with a small upward glide;
- ``place``: a gem set down on the wooden tile — a soft low knock;
- ``score``: points on the mandala — a two-note bell chime;
- ``drum``: the drum turns at the end of a round — a tabla-like "dha" with a falling pitch;
- ``game_end``: the game is over — a rising pentatonic arpeggio of bells over a drone.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "sounds"
RATE = 22050
NAMES = ("take", "place", "score", "drum", "game_end")


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _add(buf: list[float], start: float, samples: list[float]) -> None:
    i0 = int(start * RATE)
    if len(buf) < i0 + len(samples):
        buf.extend([0.0] * (i0 + len(samples) - len(buf)))
    for i, v in enumerate(samples):
        buf[i0 + i] += v


def bell(freq: float, seconds: float, amp: float = 0.5, decay: float = 4.0) -> list[float]:
    """A struck bell: a few inharmonic partials, each dying away faster than the last."""
    partials = ((1.0, 1.0), (2.0, 0.45), (2.76, 0.25), (5.4, 0.1))
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.004)
        v = sum(a * math.exp(-decay * (1 + k) * t) * math.sin(2 * math.pi * freq * m * t)
                for k, (m, a) in enumerate(partials))
        out.append(amp * attack * v)
    return out


def take() -> list[float]:
    out = []
    n = int(RATE * 0.11)
    phase = 0.0
    for i in range(n):
        t = i / RATE
        freq = 2200 + 900 * t / 0.11
        phase += 2 * math.pi * freq / RATE
        env = min(1.0, t / 0.002) * math.exp(-38 * t)
        out.append(0.45 * env * (math.sin(phase) + 0.3 * math.sin(2.01 * phase)))
    return out


def place() -> list[float]:
    rng = random.Random(2)
    out = []
    low = 0.0
    for i in range(int(RATE * 0.16)):
        t = i / RATE
        low += (rng.uniform(-1, 1) - low) * 0.18  # one-pole low-pass: a wooden thud, not a hiss
        env = min(1.0, t / 0.0015) * math.exp(-45 * t)
        body = math.sin(2 * math.pi * 310 * t) * math.exp(-30 * t)
        out.append(0.55 * env * (0.9 * low * 3 + 0.6 * body))
    return out


def score() -> list[float]:
    buf = _silence(0.6)
    _add(buf, 0.0, bell(1318.5, 0.45, 0.32, 5.0))   # E6
    _add(buf, 0.09, bell(1975.5, 0.5, 0.28, 5.0))   # B6
    return buf


def drum() -> list[float]:
    rng = random.Random(7)
    out = []
    phase = 0.0
    for i in range(int(RATE * 0.45)):
        t = i / RATE
        freq = 95 + 90 * math.exp(-18 * t)
        phase += 2 * math.pi * freq / RATE
        env = min(1.0, t / 0.003) * math.exp(-7 * t)
        slap = rng.uniform(-1, 1) * math.exp(-70 * t) * 0.35
        ring = 0.18 * math.sin(2 * math.pi * 420 * t) * math.exp(-16 * t)
        out.append(0.75 * env * math.sin(phase) + slap + ring)
    return out


def game_end() -> list[float]:
    buf = _silence(1.9)
    notes = (523.25, 587.33, 659.25, 783.99, 880.0, 1046.5)  # C D E G A C: a pentatonic rise
    for k, f in enumerate(notes):
        _add(buf, 0.13 * k, bell(f, 1.1, 0.22, 2.6))
    drone = [0.1 * math.sin(2 * math.pi * 130.81 * i / RATE) * min(1, i / (0.3 * RATE))
             * math.exp(-1.6 * i / RATE) for i in range(int(RATE * 1.9))]
    _add(buf, 0.0, drone)
    return buf


RECIPES = {"take": take, "place": place, "score": score, "drum": drum, "game_end": game_end}


def wav_bytes(samples: list[float]) -> bytes:
    """16-bit mono PCM, normalised to -3 dBFS peak with a short fade-out against clicks."""
    peak = max(1e-9, max(abs(s) for s in samples))
    gain = 0.707 / peak
    fade = int(RATE * 0.01)
    n = len(samples)
    frames = bytearray()
    for i, s in enumerate(samples):
        if i >= n - fade:
            s *= (n - i) / fade
        frames += struct.pack("<h", max(-32767, min(32767, round(s * gain * 32767))))
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))
    return out.getvalue()


def build_all() -> dict[str, bytes]:
    return {name: wav_bytes(RECIPES[name]()) for name in NAMES}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    status = 0
    for name, data in build_all().items():
        path = OUT / f"{name}.wav"
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                print(f"{path.relative_to(ROOT)} differs from its recipe")
                status = 1
            continue
        OUT.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(ROOT)}: {len(data) / 1024:.0f} KiB")
    return status


if __name__ == "__main__":
    sys.exit(main())
