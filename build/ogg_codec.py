"""Ogg files for the music and the effects (build time only; see make_music.py and
make_sounds.py): encode with libsndfile (the ``soundfile`` wheel), decode to compare, and make the
encoder's bytes repeatable.

Two codecs, each where it is smallest for what it carries:

- the music is **Opus** (:data:`MUSIC`): at about 26 kbit/s a stereo loop keeps its band and
  its width, where Vorbis needed 60-90 kbit/s; Opus runs at 48 kHz, so the music is made at
  48 kHz. pygame-ce's SDL_mixer plays Ogg Opus on every platform it ships wheels for (opusfile).
- the effects are **Vorbis** (:data:`EFFECTS`) at their own 22 050 Hz: Opus would need 24 kHz,
  and ``pygame.mixer.Sound`` reads Ogg Vorbis everywhere SDL_mixer runs.

libsndfile gives each stream a random serial number, so two encodings of the same PCM differ in
those four bytes of every page (and in the page checksums). :func:`fixed_serial` writes a fixed
serial and mends the checksums, so a rebuild on one machine leaves the files untouched.
"""

from __future__ import annotations

import io
import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np

Array = np.ndarray

SERIAL = 0x47414E45  # "GANE": the fixed Ogg stream serial (libsndfile picks a random one)
CHUNK = 16384        # frames per write to the encoder


@dataclass(frozen=True)
class Codec:
    """libsndfile's subtype and compression level (0 best .. 1 smallest) for one kind of sound."""

    subtype: str
    level: float


MUSIC = Codec("OPUS", 0.975)
EFFECTS = Codec("VORBIS", 0.5)


def _ogg_crc_table() -> list[int]:
    table = []
    for i in range(256):
        r = i << 24
        for _ in range(8):
            r = ((r << 1) ^ 0x04C11DB7) if r & 0x80000000 else r << 1
        table.append(r & 0xFFFFFFFF)
    return table


_CRC = _ogg_crc_table()


def fixed_serial(data: bytes) -> bytes:
    """Every Ogg page's stream serial set to :data:`SERIAL`, each page's checksum recomputed."""
    out = bytearray(data)
    pos = 0
    while pos < len(out):
        if out[pos:pos + 4] != b"OggS":
            raise ValueError(f"not an Ogg page at byte {pos}")
        segments = out[pos + 26]
        size = 27 + segments + sum(out[pos + 27:pos + 27 + segments])
        struct.pack_into("<I", out, pos + 14, SERIAL)
        struct.pack_into("<I", out, pos + 22, 0)
        crc = 0
        for byte in out[pos:pos + size]:
            crc = ((crc << 8) & 0xFFFFFFFF) ^ _CRC[(crc >> 24) ^ byte]
        struct.pack_into("<I", out, pos + 22, crc)
        pos += size
    return bytes(out)


def encode(pcm: Array, rate: int, codec: Codec) -> bytes:
    """16-bit PCM (frames x channels) as an Ogg file of ``codec``."""
    import soundfile

    buffer = io.BytesIO()
    frames = pcm.astype(np.float32) / 32768
    channels = frames.shape[1]
    with soundfile.SoundFile(buffer, "w", rate, channels, format="OGG", subtype=codec.subtype,
                             compression_level=codec.level) as out:
        for at in range(0, len(frames), CHUNK):  # libsndfile's Vorbis writer crashes on
            out.write(frames[at:at + CHUNK])      # one large write; small blocks are safe
    return fixed_serial(buffer.getvalue())


def decode(data: bytes, rate: int) -> Array:
    """The file's sound as frames x channels in 16-bit units (floats); raises on another rate."""
    import soundfile

    frames, found = soundfile.read(io.BytesIO(data), dtype="float64", always_2d=True)
    if found != rate:
        raise ValueError(f"rate {found}, not {rate}")
    return frames * 32768


def differs(path: Path, reference: Array, rate: int, min_snr_db: float) -> str | None:
    """None when the Ogg file at ``path`` decodes to ``reference`` (16-bit PCM, frames x
    channels) within a lossy codec's tolerance — the same length to the sample and the residual
    at least ``min_snr_db`` below the signal — else what is wrong."""
    if not path.exists():
        return "missing"
    decoded = decode(path.read_bytes(), rate)
    if decoded.shape != reference.shape:
        return f"decodes to {decoded.shape[0]} frames, the recipe makes {reference.shape[0]}"
    quality = snr_db(reference, decoded)
    if quality < min_snr_db:
        return f"decodes {quality:.1f} dB from the recipe (needs {min_snr_db})"
    return None


def snr_db(reference: Array, decoded: Array) -> float:
    """How far below the reference the coding residual lies, in dB."""
    signal = float(np.sum(reference.astype(np.float64) ** 2))
    residual = float(np.sum((decoded - reference) ** 2)) or 1e-9
    return 10 * np.log10(signal / residual)
