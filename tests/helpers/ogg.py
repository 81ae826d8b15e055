"""The length of an Ogg Vorbis or Ogg Opus file read from its pages, without a decoder: the
tests that check the committed music and effects run where the ``build`` extra (soundfile) is
not installed."""

from __future__ import annotations

import struct


def ogg_frames(data: bytes) -> tuple[int, int]:
    """(decoded frames, sample rate) of one Ogg stream.

    The last page's granule position counts the samples to the end; Opus counts at 48 kHz and
    includes the encoder's pre-skip, which a decoder drops (RFC 7845, section 4)."""
    last = data.rfind(b"OggS")
    granule = struct.unpack_from("<q", data, last + 6)[0]
    opus = data.find(b"OpusHead")
    if opus >= 0:
        pre_skip = struct.unpack_from("<H", data, opus + 10)[0]
        return granule - pre_skip, 48000
    vorbis = data.find(b"\x01vorbis")
    if vorbis < 0:
        raise ValueError("neither an Ogg Vorbis nor an Ogg Opus stream")
    return granule, struct.unpack_from("<I", data, vorbis + 12)[0]


def ogg_seconds(data: bytes) -> float:
    frames, rate = ogg_frames(data)
    return frames / rate
