"""Documents generated from a file's schema (Hypothesis strategies built from the msgspec type
information of :mod:`ganesha.store.schemas`), and the ways a document gets damaged.

Why build them here: the schema is the one declaration of a file's shape, so documents made
from it follow every change to it, with no second description of the files to keep in step.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from typing import Any

import msgspec.inspect as mi
from hypothesis import strategies as st

#: The longest list a generated document holds (a schema's own limit may be far larger).
LONGEST = 6


def documents(shape: type) -> st.SearchStrategy[Any]:
    """JSON-ready values of ``shape``'s kinds, within its declared bounds (the rules between
    fields are not generated: a document may still be refused by one)."""
    return _of(mi.type_info(shape))


def _whole(kind: mi.IntType) -> st.SearchStrategy[int]:
    low = kind.ge if kind.ge is not None else (-(2**62) if kind.gt is None else kind.gt + 1)
    high = kind.le if kind.le is not None else (2**62 if kind.lt is None else kind.lt - 1)
    return st.integers(low, high)


def _float(kind: mi.FloatType) -> st.SearchStrategy[float]:
    return st.floats(kind.ge if kind.ge is not None else kind.gt,
                     kind.le if kind.le is not None else kind.lt,
                     exclude_min=kind.ge is None and kind.gt is not None,
                     exclude_max=kind.le is None and kind.lt is not None,
                     allow_nan=False, allow_infinity=False)


def _text(kind: mi.StrType) -> st.SearchStrategy[str]:
    if kind.pattern is not None:
        return st.from_regex(kind.pattern, fullmatch=True)
    return st.text(min_size=kind.min_length or 0, max_size=min(kind.max_length or 30, 30))


def _fields(kind: mi.StructType | mi.DataclassType) -> st.SearchStrategy[dict[str, Any]]:
    required = {f.encode_name: _of(f.type) for f in kind.fields if f.required}
    optional = {f.encode_name: _of(f.type) for f in kind.fields if not f.required}
    return st.fixed_dictionaries(required, optional=optional)


def _of(kind: mi.Type) -> st.SearchStrategy[Any]:
    if isinstance(kind, (mi.StructType, mi.DataclassType)):
        return _fields(kind)
    if isinstance(kind, mi.LiteralType):
        return st.sampled_from(kind.values)
    if isinstance(kind, mi.UnionType):
        return st.one_of([_of(member) for member in kind.types])
    if isinstance(kind, mi.BoolType):
        return st.booleans()
    if isinstance(kind, mi.NoneType):
        return st.none()
    if isinstance(kind, mi.IntType):
        return _whole(kind)
    if isinstance(kind, mi.FloatType):
        return _float(kind)
    if isinstance(kind, mi.StrType):
        return _text(kind)
    if isinstance(kind, mi.TupleType):
        return st.tuples(*(_of(item) for item in kind.item_types)).map(list)
    if isinstance(kind, mi.ListType):
        low = kind.min_length or 0
        return st.lists(_of(kind.item_type), min_size=low,
                        max_size=max(low, min(kind.max_length or LONGEST, LONGEST)))
    if isinstance(kind, mi.DictType):
        return st.dictionaries(_of(kind.key_type), _of(kind.value_type),
                               max_size=min(kind.max_length or LONGEST, LONGEST))
    raise TypeError(f"no documents for {kind!r}")


# --- damage -----------------------------------------------------------------------------------

Path = tuple[Any, ...]


def paths(value: Any, at: Path = ()) -> Iterator[Path]:
    """Every place in a JSON document (object keys and list indices), outermost first."""
    yield at
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, (*at, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, (*at, i))


def get(value: Any, at: Path) -> Any:
    for step in at:
        value = value[step]
    return value


def replaced(value: Any, at: Path, new: Any) -> Any:
    """A copy of ``value`` with the place ``at`` holding ``new``."""
    if not at:
        return new
    copy = json.loads(json.dumps(value))
    parent = get(copy, at[:-1])
    parent[at[-1]] = new
    return copy


def dropped(value: Any, at: Path) -> Any:
    """A copy of ``value`` without the key (or list item) at ``at``."""
    copy = json.loads(json.dumps(value))
    del get(copy, at[:-1])[at[-1]]
    return copy


def swapped(old: Any) -> list[Any]:
    """Values of every other JSON kind than ``old``'s."""
    kinds: list[Any] = [None, True, 7, 2.5, "x", [], {}]
    same = {type(old)} | ({int, bool} if isinstance(old, int) else set())
    return [k for k in kinds if type(k) not in same]


#: Numbers no file of the game holds: NaN and the infinities (as Python's json writes them,
#: ``NaN`` and ``Infinity``), and one too large for a sum of a few of them.
BAD_NUMBERS = (math.nan, math.inf, -math.inf, 1e308)


def text(document: Any) -> bytes:
    """The document as the game's files are written (NaN and infinities as Python writes
    them)."""
    return json.dumps(document, ensure_ascii=False).encode("utf-8")
