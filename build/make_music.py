"""Compose and synthesise the game's music into ``assets/music/*.opus`` (Ogg Opus).

    python build/make_music.py            # (re)write the Opus files and the PCM digests
    python build/make_music.py --check    # exit 1 if the committed files differ from the recipe
    python build/make_music.py --wav DIR  # also write the synthesised PCM as WAVs, to listen

Build time only: needs the ``build`` extra (numpy for the synthesis, soundfile — whose wheels
bundle libsndfile with Opus — for the encoding); the game plays the files with pygame's mixer.

Three loops and two stings, all made here (``build/music_synth.py`` has the instruments), in the
temple's own idiom — a tanpura drone under a raga melody:

- ``title`` (title and menus, 96 s): raga Bhupali on D, a bansuri over the tanpura and a soft
  tabla in keherwa; the last cycle ends in a tihai whose last stroke is the loop's first beat;
- ``day`` (day tables, 97.2 s): raga Durga on E, calmer — a santoor over the drone, a bell at the
  top of every long cycle, no drums;
- ``night`` (night tables, 92.4 s): raga Malkauns on B, slow — a low bansuri, swarmandal
  glissandi and a heartbeat of the bayan;
- ``final`` (the final stage, a sting of ~6 s) and ``results`` (the results, ~10 s).

A loop is synthesised into a circular buffer (notes and reverb tails past the end wrap round to
the start), so its end flows into its start sample-exactly; its length is a whole number of beats
of a whole number of samples, and its melody's last note is held across the loop point. Its file
carries its first second again after its end and SDL_mixer's loop tags, at the seam that pygame's
mixer plays most smoothly (``build/ogg_codec.py`` and ``build/loop_seam.py`` say why).

**What ``--check`` proves.** The Opus encoder's bytes are not reproducible as they come:
libsndfile gives every stream a random serial number. The build overwrites that serial with a
fixed one (and mends the page checksums), so rebuilding on one machine gives the same bytes; but
the floating-point encoder may differ between library builds, so the check does not compare
bytes. It proves the committed files match the recipe in two steps:

1. the recipe's 16-bit PCM is synthesised again and its SHA-256 must equal the digest committed in
   ``build/music_pcm.json`` (the recipe, numpy's arithmetic and the seeds are unchanged). Another
   numpy or CPU may round a rare sample the other way (its sine and FFT differ in the last bit),
   so a PCM whose digest differs still passes — said so in the output — when it has the committed
   length and every second's RMS within :data:`RMS_TOLERANCE` of the committed fingerprint: a
   flipped bit moves it by about 1e-8, any change of the music by far more than the tolerance;
2. each committed file is decoded and must match that PCM (a loop's followed by its first
   second) within a lossy codec's tolerance: the same length to the sample and a residual at
   least :data:`MIN_SNR_DB` below the signal (a different piece or a shifted one comes out near
   0 dB); a loop's file must carry the loop tags of its length.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from loop_seam import quietest_start
from music_synth import (
    RATE,
    Array,
    Loop,
    bell,
    flute,
    hz,
    santoor,
    tabla_stroke,
    tanpura,
    to_int16,
)
from ogg_codec import (
    LOOP_TAIL,
    MUSIC,
    comments,
    decode,
    differs,
    encode,
    encode_loop,
    loop_starts,
    snr_db,
)

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "music"
DIGESTS = ROOT / "build" / "music_pcm.json"
RMS_TOLERANCE = 1e-6  # relative: each second's RMS against the committed fingerprint
MIN_SNR_DB = 9.0     # decoded vs synthesised: Opus keeps each band's energy, not the waveform,
                     # so the pieces decode 10.6-14.1 dB from the recipe; a shifted one, near 0
NAMES = ("title", "day", "night", "final", "results")
LOOPS = ("title", "day", "night")


@dataclass(frozen=True)
class Raga:
    """What a melody may use: the tonic in Hz, the scale in semitones above it, the notes a
    phrase may rest on, and the lowest and highest scale step relative to the tonic."""

    sa: float
    scale: tuple[int, ...]
    rests_on: tuple[int, ...]
    low: int = -3
    high: int = 8

    def steps(self) -> list[int]:
        """The scale over the range: index ``-low`` is the tonic."""
        n = len(self.scale)
        return [12 * (i // n) + self.scale[i % n] for i in range(self.low, self.high + 1)]


def compose(raga: Raga, beats: int, seed: int, pace: tuple[float, ...]) -> list[tuple]:
    """A melody as (start beat, length in beats, semitones) over ``beats``: phrases that wander
    by small steps and come to rest on a strong note, sparse at the ends of the loop and busier
    in its middle; it starts on beat 2 and its last note, the tonic, is held over the loop point
    (it rings into the first two beats, which stay free of the melody)."""
    rng = random.Random(seed)
    steps = raga.steps()
    home = -raga.low
    idx = home
    notes: list[tuple] = []
    pos = 2.0
    while pos < beats - 14:
        busy = 1 - abs(pos / beats - 0.5) * 2  # 0 at the ends, 1 in the middle
        for _ in range(rng.randint(3, 5 + round(3 * busy))):
            idx = max(0, min(len(steps) - 1, idx + rng.choice((-2, -1, -1, 1, 1, 2, 0))))
            length = rng.choice(pace[:2 + round(busy * (len(pace) - 2))])
            notes.append((pos, length, steps[idx]))
            pos += length
        strong = [i for i, s in enumerate(steps) if s % 12 in raga.rests_on]
        idx = min(strong, key=lambda i: (abs(i - idx), i))
        held = rng.choice((2.0, 3.0, 4.0))
        notes.append((pos, held, steps[idx]))
        pos += held + rng.choice((1.0, 2.0, 2.0, 3.0))
    # the cadence: approach the tonic from above, land two beats before the end and hold it
    # across the loop point
    cadence = [(beats - 6.0, 1.0, steps[home + 2]), (beats - 5.0, 1.0, steps[home + 1]),
               (beats - 4.0, 1.5, steps[home + 1]), (beats - 2.5, 0.5, steps[home - 1]),
               (beats - 2.0, 3.5, 0)]
    return [n for n in notes if n[0] < beats - 8] + cadence


def phrases(notes: list[tuple], beat: float) -> list[list[tuple[float, float, float]]]:
    """The melody cut where it breathes, in seconds: each phrase is one legato flute call."""
    out: list[list[tuple[float, float, float]]] = []
    for start, length, semis in notes:
        item = (start * beat, length * beat, float(semis))
        if out and abs(out[-1][-1][0] + out[-1][-1][1] - item[0]) < 1e-6:
            out[-1].append(item)
        else:
            out.append([item])
    return out


def add_flute(loop: Loop, notes: list[tuple], raga: Raga, beat: float, seed: int,
              gain: float, octave: int = 1) -> None:
    for k, phrase in enumerate(phrases(notes, beat)):
        t0 = phrase[0][0]
        rel = [(s - t0, n, p) for s, n, p in phrase]
        loop.add(t0, flute(rel, raga.sa * 2 ** octave, seed + k), gain, pan=0.1)


def add_drone(loop: Loop, raga: Raga, beats: int, beat: float, strings: tuple[int, ...],
              seed: int, gain: float) -> None:
    """The tanpura: its strings plucked in turn, one a beat, each ringing over the next."""
    rng = random.Random(seed)
    plucks = {s: tanpura(hz(raga.sa, s)) for s in set(strings)}
    for b in range(beats):
        s = strings[b % len(strings)]
        jitter = rng.uniform(-0.012, 0.012)
        loop.add(b * beat + jitter, plucks[s], gain * rng.uniform(0.85, 1.0),
                 pan=-0.35 + 0.2 * (b % len(strings)))


def add_tabla(loop: Loop, pattern: str, raga: Raga, start: float, step: float, seed: int,
              gain: float) -> None:
    """Strokes one ``step`` apart from ``start``; ``-`` is a rest."""
    cache: dict[str, Array] = {}
    for k, stroke in enumerate(pattern.split()):
        if stroke != "-":
            if stroke not in cache:
                cache[stroke] = tabla_stroke(stroke, raga.sa * 2, seed + len(cache))
            accent = 1.0 if k % 4 == 0 else 0.8
            loop.add(start + k * step, cache[stroke], gain * accent, pan=-0.15)


KEHERWA = "dha ge na ti na ka dhi na"
TIHAI = "dha ti dha - " * 2 + "dha ti dha"  # three times, landing on the next sam


def title() -> Loop:
    raga = Raga(hz(146.83, 0), (0, 2, 4, 7, 9), rests_on=(0, 4, 7))  # Bhupali on D
    beat, beats = 0.75, 128
    loop = Loop(round(beats * beat * RATE))
    add_drone(loop, raga, beats, beat, (-5, 0, 0, -12), 11, 0.55)
    add_flute(loop, compose(raga, beats, 1, (1.0, 0.5, 1.5, 0.5, 2.0, 0.5, 1.0)), raga, beat,
              100, 1.0)
    for cycle in range(beats // 8 - 1):
        add_tabla(loop, KEHERWA, raga, cycle * 8 * beat, beat, 300, 0.32)
    # the last cycle: a tihai whose third "dha" falls on beat 0, the loop's start
    add_tabla(loop, TIHAI, raga, (beats - 10) * beat, beat, 300, 0.36)
    loop.reverb(2.4, 0.28, 7)
    return loop


def day() -> Loop:
    raga = Raga(hz(164.81, 0), (0, 2, 5, 7, 9), rests_on=(0, 5, 7))  # Durga on E
    beat, beats = 0.9, 108
    loop = Loop(round(beats * beat * RATE))
    add_drone(loop, raga, beats, beat, (-5, 0, 0, -12), 21, 0.5)
    for k, (start, length, semis) in enumerate(compose(raga, beats, 2, (1.0, 0.5, 1.5, 0.5,
                                                                         1.0, 2.0))):
        note = santoor(hz(raga.sa * 2, semis), min(3.0, 1.2 + length * beat))
        loop.add(start * beat, note, 1.0, pan=0.25 if k % 2 else 0.05)
        if length >= 2:  # a long note is struck again, softly (the santoor cannot hold it)
            loop.add((start + 1) * beat, note, 0.45, pan=0.15)
    for cycle in range(0, beats, 36):
        loop.add(cycle * beat, bell(hz(raga.sa * 4, 7), 4.0), 0.35, pan=-0.4)
    loop.reverb(2.8, 0.32, 8)
    return loop


def night() -> Loop:
    raga = Raga(hz(123.47, 0), (0, 3, 5, 8, 10), rests_on=(0, 5, 8), low=-2, high=7)  # Malkauns
    beat, beats = 1.05, 88
    loop = Loop(round(beats * beat * RATE))
    add_drone(loop, raga, beats, beat, (-7, 0, 0, -12), 31, 0.6)
    add_flute(loop, compose(raga, beats, 3, (2.0, 1.0, 1.5, 1.0, 0.5)), raga, beat, 200, 0.9)
    for cycle in range(beats // 8):
        add_tabla(loop, "ge - - - ge - - -", raga, cycle * 8 * beat, beat, 400, 0.22)
    steps = raga.steps()
    for at in range(6, beats, 22):  # the swarmandal: a soft sweep up the raga's strings
        for k, semis in enumerate(steps[2:]):
            loop.add(at * beat + k * 0.06, santoor(hz(raga.sa * 4, semis), 2.2),
                     0.16, pan=0.5 - 0.08 * k)
    loop.reverb(3.4, 0.38, 9)
    return loop


def final() -> Loop:
    """The final stage begins: a tihai on the tabla under a flute rising to the upper tonic."""
    raga = Raga(hz(146.83, 0), (0, 2, 4, 7, 9), rests_on=(0, 7))
    loop = Loop(round(8.5 * RATE))
    add_tabla(loop, TIHAI, raga, 0.1, 0.32, 500, 0.5)
    loop.add(0.1, tanpura(hz(raga.sa, -12), 5.0), 0.7, pan=-0.3)
    rise = [(0.0, 0.3, 7.0), (0.3, 0.3, 9.0), (0.6, 0.3, 12.0), (0.9, 0.3, 14.0),
            (1.2, 0.3, 16.0), (1.5, 1.9, 19.0)]
    loop.add(1.0, flute(rise, raga.sa, 600), 0.9, pan=0.1)
    loop.add(3.3, bell(hz(raga.sa * 4, 0), 3.5), 0.6)
    loop.reverb(2.2, 0.3, 10)
    return loop


def results() -> Loop:
    """The game is over: bells falling through the raga, and the flute settling on the tonic."""
    raga = Raga(hz(146.83, 0), (0, 2, 4, 7, 9), rests_on=(0,))
    loop = Loop(round(13.0 * RATE))
    for k, s in enumerate((-5, 0, -12, 0)):
        loop.add(0.6 * k, tanpura(hz(raga.sa, s), 6.0), 0.6, pan=-0.35 + 0.2 * k)
    for k, s in enumerate((24, 21, 19, 16, 14, 12)):
        loop.add(0.25 * k, bell(hz(raga.sa * 2, s), 3.0), 0.45, pan=0.4 - 0.15 * k)
    melody = [(0.0, 0.8, 16.0), (0.8, 0.4, 14.0), (1.2, 0.8, 12.0), (2.0, 0.4, 9.0),
              (2.4, 1.0, 7.0), (3.4, 0.5, 9.0), (3.9, 0.5, 4.0), (4.4, 3.2, 0.0)]
    loop.add(1.6, flute(melody, raga.sa * 2, 700), 0.9, pan=0.1)
    loop.reverb(3.0, 0.34, 11)
    return loop


RECIPES: dict[str, Callable[[], Loop]] = {
    "title": title, "day": day, "night": night, "final": final, "results": results}


def synthesise(name: str) -> Array:
    """The piece ``name`` as 16-bit stereo PCM (frames x 2)."""
    return to_int16(RECIPES[name]().stereo(), 0.84 if name in LOOPS else 0.9)


def digest(pcm: Array) -> str:
    return hashlib.sha256(np.ascontiguousarray(pcm, dtype="<i2").tobytes()).hexdigest()


def fingerprint(pcm: Array) -> dict:
    """What ``--check`` compares: the exact digest, the length and each second's RMS."""
    seconds = [pcm[at:at + RATE].astype(np.float64) for at in range(0, len(pcm), RATE)]
    return {"sha256": digest(pcm), "frames": int(pcm.shape[0]),
            "rms": [float(f"{np.sqrt(np.mean(block ** 2)):.10g}") for block in seconds]}


def same_music(pcm: Array, committed: dict | None) -> str | None:
    """None when ``pcm`` is the committed PCM ("rounding" if only up to a rare last bit), else
    why not."""
    if committed is None:
        return "no committed digest"
    now = fingerprint(pcm)
    if now["sha256"] == committed["sha256"]:
        return None
    if now["frames"] != committed["frames"]:
        return f"the recipe makes {now['frames']} frames, the digest says {committed['frames']}"
    worst = max((abs(a - b) / max(b, 1.0) for a, b in zip(now["rms"], committed["rms"],
                                                            strict=True)), default=0.0)
    if worst > RMS_TOLERANCE:
        return f"the recipe's PCM differs from its committed digest (RMS off by {worst:.2g})"
    return "rounding"


def read_digests() -> dict[str, dict]:
    return json.loads(DIGESTS.read_text()) if DIGESTS.exists() else {}


def check(name: str, pcm: Array, digests: dict[str, dict]) -> str | None:
    """None when ``assets/music/<name>.opus`` matches the recipe, else what is wrong."""
    same = same_music(pcm, digests.get(name))
    if same == "rounding":
        print(f"{name}: the PCM differs from the digest only in rounding (another numpy or CPU)")
    elif same is not None:
        return same
    path = OUT / f"{name}.opus"
    if name not in LOOPS:
        return differs(path, pcm, RATE, MIN_SNR_DB)
    return differs(path, file_pcm(name, pcm), RATE, MIN_SNR_DB) \
        or loop_problem(path.read_bytes(), len(pcm))


def loop_problem(data: bytes, length: int) -> str | None:
    """None when a loop's tags give its length and a start within the repeated second whose
    loop ends on an Opus packet's end (build/ogg_codec.py ``loop_starts`` says why). Which of
    those starts sounds best is heard, not computed: ``tests/ui/sound/test_music.py`` listens."""
    tags = comments(data)
    start = int(tags["LOOPSTART"]) if tags.get("LOOPSTART", "").isdigit() else -1
    if tags.get("LOOPLENGTH") != str(length) or start not in loop_starts(data, length):
        return f"its loop tags are {tags}; LOOPLENGTH={length} and a LOOPSTART ending a packet"
    return None


def file_pcm(name: str, pcm: Array) -> Array:
    """What the piece's file holds: a loop and then its first second again; a sting as it is."""
    return np.concatenate([pcm, pcm[:LOOP_TAIL]]) if name in LOOPS else pcm


def write_wav(path: Path, pcm: Array) -> None:
    import wave

    with wave.open(str(path), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(np.ascontiguousarray(pcm, dtype="<i2").tobytes())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--wav", type=Path, help="also write each piece's PCM as a WAV here")
    parser.add_argument("names", nargs="*", help=f"some of {', '.join(NAMES)} (default: all)")
    args = parser.parse_args(argv)
    names = args.names or list(NAMES)
    unknown = sorted(set(names) - set(NAMES))
    if unknown:
        parser.error(f"no piece like {', '.join(unknown)}; choose from {', '.join(NAMES)}")
    digests = read_digests()
    status = 0
    for name in names:
        pcm = synthesise(name)
        if args.wav is not None:
            args.wav.mkdir(parents=True, exist_ok=True)
            write_wav(args.wav / f"{name}.wav", pcm)
        if args.check:
            problem = check(name, pcm, digests)
            if problem:
                print(f"assets/music/{name}.opus: {problem}; run python build/make_music.py")
                status = 1
            continue
        OUT.mkdir(parents=True, exist_ok=True)
        # a loop's seam is the one a player hears smallest (build/loop_seam.py listens)
        data = encode_loop(pcm, MUSIC, quietest_start) if name in LOOPS \
            else encode(pcm, RATE, MUSIC)
        (OUT / f"{name}.opus").write_bytes(data)
        digests[name] = fingerprint(pcm)
        print(f"assets/music/{name}.opus: {pcm.shape[0] / RATE:.1f} s, {len(data) / 1024:.0f} KiB, "
              f"{snr_db(file_pcm(name, pcm), decode(data, RATE)):.1f} dB")
    if not args.check:
        DIGESTS.write_text(json.dumps({n: digests[n] for n in NAMES if n in digests}) + "\n")
        files = [OUT / f"{n}.opus" for n in NAMES]
        total = sum(path.stat().st_size for path in files if path.exists())
        print(f"all music: {total / 1024:.0f} KiB")
    return status


__all__ = ["LOOPS", "NAMES", "RECIPES", "check", "decode", "digest", "fingerprint", "same_music",
           "synthesise"]

if __name__ == "__main__":
    sys.exit(main())
