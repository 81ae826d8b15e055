"""Ogg files for the music and the effects (build time only; see make_music.py and
make_sounds.py): encode with libsndfile (the ``soundfile`` wheel), decode to compare, make the
encoder's bytes repeatable, and mark a loop's seam for the player.

Two codecs, each where it is smallest for what it carries:

- the music is **Opus** (:data:`MUSIC`): at about 26 kbit/s a stereo loop keeps its band and
  its width, where Vorbis needed 60-90 kbit/s; Opus runs at 48 kHz, so the music is made at
  48 kHz. pygame-ce's SDL_mixer plays Ogg Opus on every platform it ships wheels for (opusfile).
- the effects are **Vorbis** (:data:`EFFECTS`) at their own 22 050 Hz: Opus would need 24 kHz,
  and ``pygame.mixer.Sound`` reads Ogg Vorbis everywhere SDL_mixer runs.

**Loops.** A lossy stream restarted from its first sample joins its decoded end to a decoded
start that the encoder made separately, and at 26 kbit/s Opus's error (a quarter of the signal,
mostly low and slow) makes that seam a click: a step of 1 300-4 500 where neighbouring samples
move by under 1 000. So a loop's file holds the loop and then its first :data:`LOOP_TAIL` samples
again, and its comments say ``LOOPSTART``/``LOOPLENGTH`` (SDL_mixer's loop tags): the player plays
up to ``LOOPSTART + LOOPLENGTH`` and seeks back to ``LOOPSTART``. Any start within that repeated
second is the same music, but the seek makes each sound different; :func:`encode_loop` takes,
among the starts whose loop ends on an Opus packet's end (:func:`loop_starts` says why), the one
its caller picks — make_music.py listens to each through pygame (``build/loop_seam.py``).

libsndfile gives each stream a random serial number, so two encodings of the same PCM differ in
those four bytes of every page (and in the page checksums). :func:`fixed_serial` writes a fixed
serial and mends the checksums, so a rebuild on one machine leaves the files untouched.

The page tools (:func:`pages`, :func:`frames`, :func:`comments`) are pure Python, so the tests
read the committed files without numpy or a decoder.
"""

from __future__ import annotations

import io
import math
import struct
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

    Array = np.ndarray

SERIAL = 0x47414E45  # "GANE": the fixed Ogg stream serial (libsndfile picks a random one)
CHUNK = 16384        # frames per write to the encoder
OPUS_RATE = 48000    # Opus's granule positions count 48 kHz samples, whatever the input
LOOP_TAIL = 48000    # a loop's first second, again after its end
LOOP_STARTS = range(4800, 43200)  # where the seam may go: 0.1-0.9 s into that second


@dataclass(frozen=True)
class Codec:
    """libsndfile's subtype and compression level (0 best .. 1 smallest) for one kind of sound."""

    subtype: str
    level: float


MUSIC = Codec("OPUS", 0.975)
EFFECTS = Codec("VORBIS", 0.5)


# --- Ogg pages (pure Python) ---------------------------------------------------------------------
def pages(data: bytes) -> list[tuple[int, int, int]]:
    """(start, header length, total length) of every Ogg page of ``data``."""
    found = []
    pos = 0
    while pos < len(data):
        if data[pos:pos + 4] != b"OggS":
            raise ValueError(f"not an Ogg page at byte {pos}")
        segments = data[pos + 26]
        header = 27 + segments
        size = header + sum(data[pos + 27:pos + header])
        found.append((pos, header, size))
        pos += size
    return found


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
    for pos, _, size in pages(data):
        struct.pack_into("<I", out, pos + 14, SERIAL)
        struct.pack_into("<I", out, pos + 22, 0)
        crc = 0
        for byte in out[pos:pos + size]:
            crc = ((crc << 8) & 0xFFFFFFFF) ^ _CRC[(crc >> 24) ^ byte]
        struct.pack_into("<I", out, pos + 22, crc)
    return bytes(out)


def frames(data: bytes) -> tuple[int, int]:
    """(decoded frames, sample rate) of one Ogg Vorbis or Opus stream, from its pages.

    The last page's granule position counts the samples to the end; Opus counts at 48 kHz and
    includes the encoder's pre-skip, which a decoder drops (RFC 7845, section 4)."""
    last = data.rfind(b"OggS")
    granule = struct.unpack_from("<q", data, last + 6)[0]
    opus = data.find(b"OpusHead")
    if opus >= 0:
        pre_skip = struct.unpack_from("<H", data, opus + 10)[0]
        return granule - pre_skip, OPUS_RATE
    vorbis = data.find(b"\x01vorbis")
    if vorbis < 0:
        raise ValueError("neither an Ogg Vorbis nor an Ogg Opus stream")
    return granule, struct.unpack_from("<I", data, vorbis + 12)[0]


def _opus_tags(data: bytes) -> tuple[int, int, int, bytes]:
    """The second page of an Ogg Opus stream, which holds its comment packet alone (RFC 7845)."""
    pos, header, size = pages(data)[1]
    packet = data[pos + header:pos + size]
    if not packet.startswith(b"OpusTags"):
        raise ValueError("the second page is not an Opus comment header")
    return pos, header, size, packet


def comments(data: bytes) -> dict[str, str]:
    """An Ogg Opus stream's comments, ``NAME=value``, by upper-case name."""
    packet = _opus_tags(data)[3]
    vendor = struct.unpack_from("<I", packet, 8)[0]
    at = 12 + vendor
    count = struct.unpack_from("<I", packet, at)[0]
    at += 4
    found = {}
    for _ in range(count):
        length = struct.unpack_from("<I", packet, at)[0]
        name, _, value = packet[at + 4:at + 4 + length].decode("utf-8").partition("=")
        found[name.upper()] = value
        at += 4 + length
    return found


def with_loop(data: bytes, start: int, length: int) -> bytes:
    """``data`` (Ogg Opus) with ``LOOPSTART``/``LOOPLENGTH`` comments, in samples: SDL_mixer
    plays a looping stream up to ``start + length`` and seeks back to ``start``. The comment
    page is rebuilt (libsndfile's padding dropped); the other pages keep their bytes."""
    pos, _, size, packet = _opus_tags(data)
    vendor = struct.unpack_from("<I", packet, 8)[0]
    notes = [f"LOOPSTART={start}".encode(), f"LOOPLENGTH={length}".encode()]
    body = packet[:12 + vendor] + struct.pack("<I", len(notes))
    body += b"".join(struct.pack("<I", len(note)) + note for note in notes)
    lacing = bytes([255] * (len(body) // 255) + [len(body) % 255])
    page = data[pos:pos + 26] + bytes([len(lacing)]) + lacing + body
    return fixed_serial(data[:pos] + page + data[pos + size:])


# --- encoding and decoding (numpy and soundfile: the build extra) --------------------------------
def encode(pcm: Array, rate: int, codec: Codec) -> bytes:
    """16-bit PCM (frames x channels) as an Ogg file of ``codec``."""
    import numpy as np
    import soundfile

    buffer = io.BytesIO()
    samples = pcm.astype(np.float32) / 32768
    with soundfile.SoundFile(buffer, "w", rate, samples.shape[1], format="OGG",
                             subtype=codec.subtype, compression_level=codec.level) as out:
        for at in range(0, len(samples), CHUNK):  # libsndfile's Vorbis writer crashes on
            out.write(samples[at:at + CHUNK])      # one large write; small blocks are safe
    return fixed_serial(buffer.getvalue())


def encode_loop(pcm: Array, codec: Codec,
                choose: Callable[[bytes, list[int], int], int]) -> bytes:
    """A loop as Ogg Opus: the loop, its first :data:`LOOP_TAIL` samples again, and the loop
    tags that make the player go round at the start ``choose(data, starts, length)`` picks
    among :func:`loop_starts` (the module's docstring says why)."""
    import numpy as np

    data = encode(np.concatenate([pcm, pcm[:LOOP_TAIL]]), OPUS_RATE, codec)
    return with_loop(data, choose(data, loop_starts(data, len(pcm)), len(pcm)), len(pcm))


def loop_starts(data: bytes, length: int) -> list[int]:
    """The starts within :data:`LOOP_STARTS` whose loop ends where an Opus packet ends.

    SDL_mixer (2.8) reads a packet, notices it has passed the loop's end, and drops the overshoot
    counted in bytes of every channel instead of in samples — four times too much of stereo
    sound, cutting the music short just before the seam. A loop that ends exactly on a packet's
    end leaves nothing to drop. Packets are a fixed length (libsndfile writes 20 ms), which the
    pages' granule positions show."""
    granules = [struct.unpack_from("<q", data, pos + 6)[0] for pos, _, _ in pages(data)]
    packet = 0
    for granule in granules[2:-1]:
        packet = math.gcd(packet, granule)
    pre_skip = struct.unpack_from("<H", data, data.find(b"OpusHead") + 10)[0]
    return [at for at in LOOP_STARTS if packet and (at + length + pre_skip) % packet == 0]


def decode(data: bytes, rate: int) -> Array:
    """The file's sound as frames x channels in 16-bit units (floats); raises on another rate."""
    import soundfile

    samples, found = soundfile.read(io.BytesIO(data), dtype="float64", always_2d=True)
    if found != rate:
        raise ValueError(f"rate {found}, not {rate}")
    return samples * 32768


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
    import numpy as np

    signal = float(np.sum(reference.astype(np.float64) ** 2))
    residual = float(np.sum((decoded - reference) ** 2)) or 1e-9
    return float(10 * np.log10(signal / residual))
