"""Whether the player asked for reduced motion (the Settings screen's switch), kept globally like
the text size, so every screen and the table read one answer.

With reduced motion on nothing moves by itself: the table's legal targets stop breathing, the
"thinking" dots and a text field's cursor stand still, the title's crown and mandala rest, and
screens change without a fade. What the player does still moves (a gem flies where it is put).
"""

from __future__ import annotations

_reduced = [False]


def set_reduced(on: bool) -> None:
    _reduced[0] = bool(on)


def reduced() -> bool:
    return _reduced[0]


__all__ = ["reduced", "set_reduced"]
