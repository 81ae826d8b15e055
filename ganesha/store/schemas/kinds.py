"""The value kinds the schemas share: bounded whole numbers, finite numbers, a word out of a
fixed list, a line of text, and the one error a schema's own rules raise.

Why ``Meta`` annotations rather than checks in code: msgspec enforces them while it decodes,
and :func:`msgspec.json.schema` exports them, so the fuzz tests generate documents from the
very same declaration the game reads with.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Annotated, Any

import msgspec

from ganesha.data.i18n import translate
from ganesha.data.names import check_name


def one_of(values: Iterable[object]) -> msgspec.Meta:
    """A string that is exactly one of ``values`` (a pattern, so the JSON schema says it too)."""
    return msgspec.Meta(pattern="^(" + "|".join(re.escape(str(v)) for v in values) + ")$")


def whole(low: int, high: int) -> msgspec.Meta:
    return msgspec.Meta(ge=low, le=high)


#: A count or an index that no file of the game holds past a million.
Count = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]
#: A point value (a margin, a loss, a standard error): games score below a thousand points, so
#: anything outside ±100 000 (NaN and infinity never decode) was not written by the game.
Points = Annotated[float, msgspec.Meta(ge=-100_000.0, le=100_000.0)]
#: A date to the minute, as the records write it.
Date = Annotated[str, msgspec.Meta(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$")]
#: A records id of a game: sixteen hexadecimal digits.
GameId = Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{16}$")]


class Schema(msgspec.Struct, frozen=True):
    """Every schema: frozen (a decoded file is a value), inherited by a schema that does not
    say so itself. No ``kw_only``: msgspec makes keyword-only only the fields a class defines
    itself, and this one defines none."""


def refuse(reason: str) -> None:
    """Raise the error a schema's own rule raises (msgspec reports it as a ValidationError
    naming the rule, and the loader keeps the file aside)."""
    raise ValueError(reason)


def require(ok: bool, reason: str) -> None:
    if not ok:
        refuse(reason)


def require_names(names: Iterable[str]) -> None:
    """Every name a person reads passes the one text check of :mod:`ganesha.data.names`."""
    for name in names:
        problem = check_name(name)
        if problem is not None:
            refuse(problem)


def require_unique(values: Sequence[Any], what: str) -> None:
    require(len(set(values)) == len(values), translate("{what} is listed twice", what=what))
