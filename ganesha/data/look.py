"""The player's look: the language, the text size, reduced motion and the colour-blind letters
every sentence and every drawing is made in.

A :class:`Look` is a frozen value: the app builds one from the player's settings
(:meth:`ganesha.store.schemas.choices.Settings.look`) and holds it; a tool that draws or words
things builds the one it was asked for. Whoever holds a look *wears* it around the work done in it
(:func:`wearing`): the app around each frame's event handling, update and drawing, and around the
rebuild of the open screens after a settings change, with the new look. Everything that reads the
look (:mod:`ganesha.data.i18n`, the type scale, motion, the gems) asks :func:`current`.

The worn look is one :class:`contextvars.ContextVar`, not a module value a setter changes: it is
set only by :func:`wearing`, for the extent of a ``with`` block, and reset by its token when the
block ends, however it ends. So no look leaks from one screen, test or tool into the next, two
looks can be drawn one after the other in one process, and outside every ``with`` the look is the
default one. A context variable does not follow work into a new :class:`threading.Thread`: no
thread of the game words or lays out anything (docs/architecture.md, "The player's look").
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Final

from ganesha.data.vocabulary import LANGUAGES, TEXT_SIZES


@dataclass(frozen=True, slots=True)
class Look:
    """What the player chose to see things in: ``language`` (one of ``vocabulary.LANGUAGES``),
    ``text_size`` in per cent of the type scale (one of ``vocabulary.TEXT_SIZES``),
    ``reduced_motion`` (nothing moves by itself) and ``colour_blind`` (a letter on every gem)."""

    language: str = "en"
    text_size: int = 100
    reduced_motion: bool = False
    colour_blind: bool = False

    def __post_init__(self) -> None:
        if self.language not in LANGUAGES:
            raise ValueError(f"unknown language {self.language!r}; "
                             f"choose from {', '.join(LANGUAGES)}")
        if self.text_size not in TEXT_SIZES:
            raise ValueError(f"text size {self.text_size!r} % is not offered; "
                             f"choose from {', '.join(map(str, TEXT_SIZES))}")

    @property
    def text_factor(self) -> float:
        """The text size as a factor of the type scale (1.0 at 100 %)."""
        return self.text_size / 100


#: The look worn outside every :func:`wearing` block: English, 100 %, motion, no letters.
PLAIN: Final = Look()

_worn: ContextVar[Look] = ContextVar("ganesha_look", default=PLAIN)


def current() -> Look:
    """The look worn now: the innermost :func:`wearing` block's, or the default :class:`Look`."""
    return _worn.get()


@contextmanager
def wearing(look: Look) -> Iterator[Look]:
    """Words and drawings inside the block are made in ``look``; the look worn before comes back
    when the block ends, even by an exception."""
    token = _worn.set(look)
    try:
        yield look
    finally:
        _worn.reset(token)


__all__ = ["PLAIN", "Look", "current", "wearing"]
