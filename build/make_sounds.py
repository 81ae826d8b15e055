"""Synthesise the game's short sound effects into ``assets/sounds/*.ogg`` (Ogg Vorbis).

    python build/make_sounds.py            # (re)write the Ogg files and the PCM digests
    python build/make_sounds.py --check    # exit 1 if the committed files differ from the recipe

Every effect is made here from sine partials, envelopes and seeded noise, so the sounds belong to
the project (no third-party samples, no licence to track). The synthesis is pure Python (no
numpy): the tests check a recipe's 16-bit PCM against its SHA-256 in ``build/sounds_pcm.json``
wherever they run. Writing and ``--check`` also need the ``build`` extra: the effects are encoded
to Ogg Vorbis (``build/ogg_codec.py``; a fifth of the size of the WAVs they were) and ``--check``
decodes each committed file and wants it within :data:`MIN_SNR_DB` of its recipe, since the
encoder's floating-point bytes may differ between library builds. The effects:

- ``take``: a gem lifted from the altar — a bright glassy tick with a small upward glide;
- ``place``: a gem set down on the wooden tile — a soft low knock;
- ``score``: points on the mandala — a two-note bell chime;
- ``drum``: the drum turns at the end of a round — a tabla-like "dha" with a falling pitch;
- ``game_end``: the game is over — a rising pentatonic arpeggio of bells over a drone;
- ``take_second``: the second gem of a turn — the take's tick, higher, twice;
- ``refused``: a drop the rules refuse — a soft, low wooden double knock, falling;
- one voice per spice, each a small bell figure of its own: ``spice_remove_last`` (Cardamom, a
  falling glide), ``spice_swap`` (Caraway, two bells trading places), ``spice_reslot``
  (Coriander, three quick rising plucks), ``spice_trade`` (Ginger offered, a warm open fifth),
  ``spice_point`` (Cinnamon, one bright sparkling bell), ``spice_any_sacrifice`` (Clove, a soft
  low gong) and ``spice_redraw`` (Black Pepper, a rattle and a low bell);
- ``exchange``: Ginger's exchange done — two bells passing each other;
- ``pepper_kept`` / ``pepper_returned``: Red Pepper's gem kept (a rising third) or sent back to
  the bag (a falling one, softer);
- ``altar_reset``: the altar refilled — a run of glassy ticks rising over a swell;
- ``bag_draw``: a gem drawn from the bag — a cloth rustle ending in a click;
- ``milestone``: a score reaching 50 — a quick fanfare of bells over a drone;
- ``hint``: a hint shown — an airy, slowly rising ping;
- ``lesson_step``: a lesson step done — two soft rising chimes;
- ``your_turn``: the turn comes to you — a soft tabla tap under a mid bell.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "sounds"
DIGESTS = ROOT / "build" / "sounds_pcm.json"
RATE = 22050
# Decoded vs synthesised: the rustle of bag_draw decodes at 16.5 dB, the tones at 20-34 dB.
MIN_SNR_DB = 12.0
NAMES = (
    "take", "take_second", "place", "score", "drum", "game_end", "refused",
    "spice_remove_last", "spice_swap", "spice_reslot", "spice_trade", "spice_point",
    "spice_any_sacrifice", "spice_redraw", "exchange", "pepper_kept", "pepper_returned",
    "altar_reset", "bag_draw", "milestone", "hint", "lesson_step", "your_turn",
)


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


def tick(start: float, end: float, seconds: float = 0.11, amp: float = 0.45) -> list[float]:
    """A glassy tick gliding from ``start`` to ``end`` Hz (the take's voice)."""
    out = []
    phase = 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        phase += 2 * math.pi * (start + (end - start) * t / seconds) / RATE
        env = min(1.0, t / 0.002) * math.exp(-38 * t)
        out.append(amp * env * (math.sin(phase) + 0.3 * math.sin(2.01 * phase)))
    return out


def tone(freq: float, seconds: float, amp: float, attack: float = 0.01, decay: float = 6.0,
         glide: float = 0.0) -> list[float]:
    """A soft sine with a little second harmonic; ``glide`` Hz per second bends it."""
    out = []
    phase = 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        phase += 2 * math.pi * (freq + glide * t) / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(amp * env * (math.sin(phase) + 0.2 * math.sin(2 * phase)))
    return out


def hiss(seed: int, seconds: float, amp: float, smooth: float, decay: float) -> list[float]:
    """Seeded noise through a one-pole low-pass (``smooth`` near 0: darker)."""
    rng = random.Random(seed)
    out, low = [], 0.0
    for i in range(int(RATE * seconds)):
        low += (rng.uniform(-1, 1) - low) * smooth
        out.append(amp * low * math.exp(-decay * i / RATE))
    return out


def mixed(seconds: float, *parts: tuple[float, list[float]]) -> list[float]:
    buf = _silence(seconds)
    for start, samples in parts:
        _add(buf, start, samples)
    return buf


def take_second() -> list[float]:
    return mixed(0.2, (0.0, tick(2800, 3600, 0.09)), (0.055, tick(3300, 4200, 0.1, 0.4)))


def refused() -> list[float]:
    return mixed(0.32, (0.0, tone(220, 0.14, 0.6, 0.002, 28)), (0.12, tone(175, 0.18, 0.55,
                                                                       0.002, 24)),
                 (0.0, hiss(3, 0.1, 0.5, 0.08, 60)))


def spice_remove_last() -> list[float]:
    return mixed(0.8, (0.0, bell(880, 0.5, 0.35, 5)), (0.12, tone(700, 0.6, 0.3, 0.01, 5,
                                                                  glide=-400)))


def spice_swap() -> list[float]:
    return mixed(0.7, (0.0, bell(988, 0.4, 0.3, 6)), (0.1, bell(740, 0.4, 0.3, 6)),
                 (0.2, bell(988, 0.45, 0.25, 6)), (0.3, bell(740, 0.4, 0.22, 6)))


def spice_reslot() -> list[float]:
    return mixed(0.6, *((0.08 * k, tone(f, 0.3, 0.4, 0.002, 14)) for k, f in
                        enumerate((587.3, 740.0, 880.0))))


def spice_trade() -> list[float]:
    return mixed(0.9, (0.0, bell(523.3, 0.8, 0.3, 3.5)), (0.0, bell(784.0, 0.8, 0.25, 3.5)))


def spice_point() -> list[float]:
    return mixed(0.7, (0.0, bell(1568, 0.6, 0.35, 4.5)), (0.05, bell(2637, 0.4, 0.12, 7)))


def spice_any_sacrifice() -> list[float]:
    return mixed(1.2, (0.0, bell(196, 1.2, 0.45, 2.2)), (0.0, bell(392.5, 1.0, 0.15, 3)))


def spice_redraw() -> list[float]:
    shake = [v * (0.5 + 0.5 * math.sin(2 * math.pi * 18 * i / RATE))
             for i, v in enumerate(hiss(5, 0.35, 0.6, 0.5, 6))]
    return mixed(0.9, (0.0, shake), (0.3, bell(330, 0.6, 0.3, 4)))


def exchange() -> list[float]:
    return mixed(0.8, (0.0, tone(659, 0.5, 0.3, 0.005, 5, glide=250)),
                 (0.0, tone(784, 0.5, 0.3, 0.005, 5, glide=-250)), (0.35, bell(988, 0.4, 0.2)))


def pepper_kept() -> list[float]:
    return mixed(0.8, (0.0, bell(784, 0.5, 0.3, 5)), (0.12, bell(988, 0.6, 0.32, 4.5)))


def pepper_returned() -> list[float]:
    return mixed(0.8, (0.0, bell(659, 0.5, 0.25, 5)), (0.14, bell(523.3, 0.6, 0.22, 5)))


def altar_reset() -> list[float]:
    rng = random.Random(9)
    ticks = [(0.06 * k + rng.uniform(0, 0.02), tick(1800 + 90 * k, 2300 + 90 * k, 0.08, 0.25))
             for k in range(12)]
    swell = [0.12 * math.sin(2 * math.pi * 261.6 * i / RATE) * math.sin(math.pi * i / (RATE * 1.1))
             for i in range(int(RATE * 1.1))]
    return mixed(1.2, (0.0, swell), *ticks)


def bag_draw() -> list[float]:
    rustle = [v * min(1.0, i / (RATE * 0.05)) for i, v in enumerate(hiss(4, 0.25, 0.5, 0.3, 9))]
    return mixed(0.4, (0.0, rustle), (0.24, tick(1400, 1500, 0.08, 0.35)))


def milestone() -> list[float]:
    notes = (523.25, 659.25, 783.99, 1046.5)
    drone = tone(130.8, 1.3, 0.12, 0.2, 1.5)
    return mixed(1.4, (0.0, drone), *((0.09 * k, bell(f, 0.9, 0.25, 3)) for k, f in
                                      enumerate(notes)))


def hint() -> list[float]:
    return tone(1175, 0.5, 0.35, 0.06, 5, glide=300)


def lesson_step() -> list[float]:
    return mixed(0.8, (0.0, bell(784, 0.5, 0.25, 5)), (0.15, bell(1046.5, 0.6, 0.25, 4.5)))


def your_turn() -> list[float]:
    tap = [0.5 * math.sin(2 * math.pi * 330 * i / RATE) * math.exp(-12 * i / RATE)
           for i in range(int(RATE * 0.3))]
    return mixed(0.7, (0.0, tap), (0.03, bell(880, 0.6, 0.25, 5)))


RECIPES = {
    "take": take, "take_second": take_second, "place": place, "score": score, "drum": drum,
    "game_end": game_end, "refused": refused, "spice_remove_last": spice_remove_last,
    "spice_swap": spice_swap, "spice_reslot": spice_reslot, "spice_trade": spice_trade,
    "spice_point": spice_point, "spice_any_sacrifice": spice_any_sacrifice,
    "spice_redraw": spice_redraw, "exchange": exchange, "pepper_kept": pepper_kept,
    "pepper_returned": pepper_returned, "altar_reset": altar_reset, "bag_draw": bag_draw,
    "milestone": milestone, "hint": hint, "lesson_step": lesson_step, "your_turn": your_turn,
}


#: Effects that are news, not events, peak lower than the rest (1.0: -3 dBFS).
LEVELS = {"hint": 0.5, "bag_draw": 0.5, "your_turn": 0.6, "lesson_step": 0.6, "refused": 0.7,
          "take_second": 0.9}


def pcm16(samples: list[float], level: float = 1.0) -> list[int]:
    """16-bit mono samples, normalised to ``level`` x -3 dBFS peak with a short fade-out against
    clicks."""
    peak = max(1e-9, max(abs(s) for s in samples))
    gain = 0.707 * level / peak
    fade = int(RATE * 0.01)
    n = len(samples)
    out = []
    for i, s in enumerate(samples):
        if i >= n - fade:
            s *= (n - i) / fade
        out.append(max(-32767, min(32767, round(s * gain * 32767))))
    return out


def digest(pcm: list[int]) -> str:
    return hashlib.sha256(struct.pack(f"<{len(pcm)}h", *pcm)).hexdigest()


def build_all() -> dict[str, list[int]]:
    """Every effect's PCM, by name."""
    return {name: pcm16(RECIPES[name](), LEVELS.get(name, 1.0)) for name in NAMES}


def read_digests() -> dict[str, str]:
    return json.loads(DIGESTS.read_text()) if DIGESTS.exists() else {}


def check(name: str, pcm: list[int], digests: dict[str, str]) -> str | None:
    """None when ``assets/sounds/<name>.ogg`` matches the recipe, else what is wrong (needs the
    ``build`` extra to decode)."""
    import numpy as np
    from ogg_codec import differs

    if digests.get(name) != digest(pcm):
        return "the recipe's PCM differs from its committed digest"
    reference = np.array(pcm, dtype=np.int16).reshape(-1, 1)
    return differs(OUT / f"{name}.ogg", reference, RATE, MIN_SNR_DB)


def write(built: dict[str, list[int]]) -> None:
    import numpy as np
    from ogg_codec import EFFECTS, encode

    OUT.mkdir(parents=True, exist_ok=True)
    for name, pcm in built.items():
        data = encode(np.array(pcm, dtype=np.int16).reshape(-1, 1), RATE, EFFECTS)
        (OUT / f"{name}.ogg").write_bytes(data)
        print(f"assets/sounds/{name}.ogg: {len(pcm) / RATE:.2f} s, {len(data) / 1024:.1f} KiB")
    DIGESTS.write_text(json.dumps({name: digest(pcm) for name, pcm in built.items()},
                                  indent=1) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    built = build_all()
    if not args.check:
        write(built)
        return 0
    digests = read_digests()
    status = 0
    for name, pcm in built.items():
        problem = check(name, pcm, digests)
        if problem:
            print(f"assets/sounds/{name}.ogg: {problem}; run python build/make_sounds.py")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
