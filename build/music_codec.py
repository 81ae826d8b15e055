"""Ogg Vorbis for the music (build time only, see make_music.py): encode with libsndfile (the
``soundfile`` wheel), decode to compare, and make the encoder's bytes repeatable.

libsndfile gives each stream a random serial number, so two encodings of the same PCM differ in
those four bytes of every page (and in the page checksums). :func:`fixed_serial` writes a fixed
serial and mends the checksums, so a rebuild on one machine leaves the files untouched.
"""

from __future__ import annotations

import io
import struct

import numpy as np
from music_synth import RATE, Array

QUALITY = 0.68       # soundfile's compression level for Vorbis (0 best .. 1 smallest)
SERIAL = 0x47414E45  # "GANE": the fixed Ogg stream serial (libsndfile picks a random one)
CHUNK = 16384        # frames per write to the encoder


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


def encode(pcm: Array) -> bytes:
    import soundfile

    buffer = io.BytesIO()
    frames = pcm.astype(np.float32) / 32768
    with soundfile.SoundFile(buffer, "w", RATE, 2, format="OGG", subtype="VORBIS",
                             compression_level=QUALITY) as out:
        for at in range(0, len(frames), CHUNK):  # libsndfile's Vorbis writer crashes on
            out.write(frames[at:at + CHUNK])      # one large write; small blocks are safe
    return fixed_serial(buffer.getvalue())


def decode(data: bytes) -> Array:
    import soundfile

    frames, rate = soundfile.read(io.BytesIO(data), dtype="float64", always_2d=True)
    if rate != RATE:
        raise ValueError(f"rate {rate}, not {RATE}")
    return frames * 32768


def snr_db(reference: Array, decoded: Array) -> float:
    """How far below the reference the coding residual lies, in dB."""
    signal = float(np.sum(reference.astype(np.float64) ** 2))
    residual = float(np.sum((decoded - reference) ** 2)) or 1e-9
    return 10 * np.log10(signal / residual)


__all__ = ["decode", "encode", "fixed_serial", "snr_db"]
