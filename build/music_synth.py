"""The instruments of the game's music, synthesised with numpy (build time only; see make_music.py).

Everything is written into a :class:`Loop`, a circular stereo buffer: a note that runs past the
end wraps round to the start, and the reverb is a circular convolution (FFT of the whole loop),
so the last beat flows into the first with no seam by construction. A one-shot cue (a sting) is
a Loop with enough silence at its end for every tail to die before the wrap.

The instruments are small recipes, not samples:

- :func:`tanpura`: a plucked drone string — many harmonics, the upper ones swelling after the
  pluck and dying slower (the buzz of the jawari bridge);
- :func:`flute`: a bansuri-like voice — a sine with a little of its 2nd and 3rd harmonic, breath
  noise, glides between notes (meend) and a vibrato that comes in late on long notes;
- :func:`tabla_stroke`: soft strokes — ``ge`` (the bayan's low boom with a rising pitch), ``na``
  (the dayan's ringing, harmonic tone), ``ti`` (a muted tap), ``dha`` (ge and na together);
- :func:`santoor`: a hammered pair of slightly detuned strings, bright and quickly fading;
- :func:`bell`: a small temple bell of inharmonic partials.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

RATE = 48000  # Opus runs at 48 kHz (build/ogg_codec.py)
TAU = 2 * np.pi
Array = np.ndarray


def hz(sa: float, semitones: float) -> float:
    """The frequency ``semitones`` above the tonic ``sa`` (equal temperament)."""
    return float(sa * 2 ** (semitones / 12))


def seconds(n: float) -> Array:
    """Time in seconds of ``n`` seconds' samples."""
    return np.arange(int(n * RATE)) / RATE


def noise(seed: int, n: int) -> Array:
    """Seeded white noise in [-1, 1) (the same on every run: the recipe is deterministic)."""
    return np.random.Generator(np.random.PCG64(seed)).random(n) * 2 - 1


def band(signal: Array, low: float, high: float) -> Array:
    """``signal`` kept between ``low`` and ``high`` Hz (a brick-wall FFT filter, circular)."""
    spectrum = np.fft.rfft(signal)
    freqs = np.fft.rfftfreq(len(signal), 1 / RATE)
    spectrum[(freqs < low) | (freqs > high)] = 0
    return np.fft.irfft(spectrum, len(signal))


class Loop:
    """A circular stereo buffer of exactly ``frames`` samples."""

    def __init__(self, frames: int) -> None:
        self.frames = frames
        self.left = np.zeros(frames)
        self.right = np.zeros(frames)

    def add(self, at: float, mono: Array, gain: float = 1.0, pan: float = 0.0) -> None:
        """Mix ``mono`` in from ``at`` seconds, wrapping past the end (pan: -1 left, 1 right)."""
        start = round(at * RATE) % self.frames
        wave = mono * gain
        left, right = np.sqrt((1 - pan) / 2), np.sqrt((1 + pan) / 2)
        pos = 0
        while pos < len(wave):
            i0 = (start + pos) % self.frames
            count = min(len(wave) - pos, self.frames - i0)
            self.left[i0:i0 + count] += left * wave[pos:pos + count]
            self.right[i0:i0 + count] += right * wave[pos:pos + count]
            pos += count

    def reverb(self, seconds_long: float, wet: float, seed: int) -> None:
        """A hall: each channel convolved (circularly) with its own decaying noise burst."""
        n = min(self.frames, int(seconds_long * RATE))
        t = np.arange(n) / RATE
        for k, channel in enumerate((self.left, self.right)):
            ir = np.zeros(self.frames)
            ir[:n] = band(noise(seed + k, n), 120, 7000) * np.exp(-6.9 * t / seconds_long)
            ir[:n] *= np.minimum(1.0, t / 0.02)  # a soft onset: the room answers after the note
            ir /= np.sqrt(np.sum(ir ** 2))
            dry = channel.copy()
            channel *= 1 - wet
            channel += wet * np.fft.irfft(np.fft.rfft(dry) * np.fft.rfft(ir), self.frames) * 3

    def stereo(self) -> Array:
        return np.stack([self.left, self.right], axis=1)


def tanpura(freq: float, length: float = 4.5, bright: float = 1.0) -> Array:
    """One pluck of a drone string."""
    t = seconds(length)
    out = np.zeros_like(t)
    for k in range(1, 16):
        if freq * k > 9000:
            break
        swell = 1 - np.exp(-t * (1.5 + 0.4 * k))  # the jawari: upper partials bloom late
        late = 0.35 * bright * min(1.0, k / 5) * swell
        amp = (1 / k) * (1 + late) * np.exp(-t * (0.55 + 0.05 * k))
        out += amp * np.sin(TAU * freq * k * t + 0.3 * k)
    attack = np.minimum(1.0, t / 0.008)
    fade = np.minimum(1.0, (length - t) / 0.4)
    return out * attack * fade * 0.18


def flute(notes: Sequence[tuple[float, float, float]], sa: float, seed: int,
          glide: float = 0.07, breath: float = 0.06) -> Array:
    """A phrase of (start s, length s, semitones above ``sa``) notes played legato where they
    touch: the pitch glides from note to note, the breath keeps going through the phrase."""
    end = max(start + length for start, length, _ in notes) + 0.5
    t = seconds(end)
    pitch = np.full_like(t, notes[0][2], dtype=float)
    amp = np.zeros_like(t)
    vib_depth = np.zeros_like(t)
    for i, (start, length, semis) in enumerate(notes):
        i0, i1 = int(start * RATE), int((start + length) * RATE)
        g = int(glide * RATE)
        pitch[i0:] = semis
        if i > 0 and g:  # glide from the note before
            prev = notes[i - 1][2]
            ramp = np.linspace(0, 1, min(g, len(t) - i0))
            pitch[i0:i0 + len(ramp)] = prev + (semis - prev) * (3 * ramp ** 2 - 2 * ramp ** 3)
        nt = t[i0:i1] - start
        touching = i + 1 < len(notes) and notes[i + 1][0] - (start + length) < 0.05
        release = np.ones_like(nt) if touching else np.minimum(1.0, (length - nt) / 0.18)
        attack = np.minimum(1.0, nt / 0.06) if i == 0 or not _touches(notes, i - 1) else 1.0
        amp[i0:i1] = np.maximum(amp[i0:i1], attack * release * (0.85 + 0.15 * np.exp(-nt * 3)))
        vib_depth[i0:i1] = np.clip((nt - 0.35) / 0.5, 0, 1) * 0.18 * (length > 0.6)
    # a short tail so the breath stops softly, not with a click
    last = int((notes[-1][0] + notes[-1][1]) * RATE)
    amp[last:] = 0
    amp = np.convolve(amp, np.ones(441) / 441, mode="same")
    semis = pitch + vib_depth * np.sin(TAU * 5.2 * t)
    phase = np.cumsum(TAU * sa * 2 ** (semis / 12) / RATE)
    tone = np.sin(phase) + 0.22 * np.sin(2 * phase + 0.4) + 0.08 * np.sin(3 * phase + 1.1)
    air = band(noise(seed, len(t)), 900, 5200) * breath
    return (tone + air * (0.6 + 0.4 * np.sin(phase))) * amp * 0.3


def _touches(notes: Sequence[tuple[float, float, float]], i: int) -> bool:
    start, length, _ = notes[i]
    return i + 1 < len(notes) and notes[i + 1][0] - (start + length) < 0.05


def tabla_stroke(kind: str, sa: float, seed: int) -> Array:
    """One soft stroke: ``ge``, ``na``, ``ti``, ``dha`` (ge + na) or ``ka`` (a flat slap)."""
    if kind == "dha":
        return _pad_add(tabla_stroke("ge", sa, seed), tabla_stroke("na", sa, seed + 1))
    if kind == "ge":
        t = seconds(0.7)
        f = sa / 2 * (1 + 0.22 * (1 - np.exp(-t * 9)))  # the palm presses: the pitch rises
        phase = np.cumsum(TAU * f / RATE)
        return np.sin(phase) * np.exp(-t * 5.5) * np.minimum(1, t / 0.004) * 0.9
    if kind == "na":
        t = seconds(0.6)
        out = sum(a * np.sin(TAU * sa * 2 * m * t) * np.exp(-t * d)
                  for m, a, d in ((1, 1.0, 7), (2, 0.5, 9), (3, 0.35, 12), (4, 0.2, 15)))
        click = band(noise(seed, len(t)), 2000, 8000) * np.exp(-t * 120) * 0.6
        return (out + click) * np.minimum(1, t / 0.002) * 0.45
    if kind == "ti":
        t = seconds(0.18)
        tone = np.sin(TAU * sa * 4.1 * t) * np.exp(-t * 30)
        return (tone + band(noise(seed, len(t)), 1500, 7000) * np.exp(-t * 60)) * 0.28
    t = seconds(0.15)  # ka
    return band(noise(seed, len(t)), 200, 2500) * np.exp(-t * 45) * 0.5


def _pad_add(a: Array, b: Array) -> Array:
    out = np.zeros(max(len(a), len(b)))
    out[:len(a)] += a
    out[:len(b)] += b
    return out


def santoor(freq: float, length: float = 1.8) -> Array:
    """One hammered course of two strings, a few cents apart (the shimmer of the santoor)."""
    t = seconds(length)
    out = np.zeros_like(t)
    for detune in (-0.0015, 0.0015):
        f = freq * (1 + detune)
        for k, a in ((1, 1.0), (2, 0.45), (3, 0.25), (4, 0.12), (6, 0.05)):
            out += a * np.sin(TAU * f * k * t) * np.exp(-t * (2.2 + 1.3 * k))
    return out * np.minimum(1, t / 0.002) * np.minimum(1.0, (length - t) / 0.2) * 0.16


def bell(freq: float, length: float = 3.0) -> Array:
    """A small temple bell."""
    t = seconds(length)
    out = sum(a * np.sin(TAU * freq * m * t) * np.exp(-t * d)
              for m, a, d in ((1, 1.0, 1.2), (2.01, 0.5, 1.8), (2.76, 0.35, 2.6),
                              (5.4, 0.15, 4.0), (8.9, 0.06, 6.0)))
    return out * np.minimum(1, t / 0.003) * np.minimum(1.0, (length - t) / 0.3) * 0.2


def to_int16(stereo: Array, peak: float) -> Array:
    """Scale so the loudest sample is ``peak`` (of full scale) and round to 16-bit PCM."""
    top = float(np.max(np.abs(stereo))) or 1.0
    return np.round(stereo * (peak * 32767 / top)).astype(np.int16)
