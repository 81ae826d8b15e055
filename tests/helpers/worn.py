"""The look a test draws in: the look worn now with some of its parts changed, worn for a block
(:func:`ganesha.data.look.wearing`): a test that asks for Russian keeps the text size its fixture
wears, and nothing is left over for the next test."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from ganesha.data.look import Look, current, wearing


@contextmanager
def worn(**changes: Any) -> Iterator[Look]:
    """Wear the current look with ``changes`` (``language=``, ``text_size=``, ...) for the
    block."""
    with wearing(replace(current(), **changes)) as look:
        yield look


__all__ = ["worn"]
