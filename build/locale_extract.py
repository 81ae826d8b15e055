"""Babel's Python extractor plus the game's word tables (see ``build/babel.cfg``).

Babel finds the first arguments of translation calls; a few modules keep sentences as the values
of a dictionary that a call later translates by key (``SPICE_HELP``, ``LEVEL_BLURBS``, the log's
``_TARGETS``...), which no keyword can see. This method yields those values too, merged with the
calls in source order, so the catalogue lists a module's strings as they appear in it.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any, cast

from babel.messages.extract import extract_python

#: What an extraction method yields: (line, the call's name ("" for a table word), the message or
#: the tuple of its literal arguments, translator comments).
Extracted = tuple[int, str, Any, list[str]]


def extract_ganesha(fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str],
                    options: Mapping[str, Any]) -> Iterator[Extracted]:
    """Babel's ``python`` method, then the string values of the dictionaries named by the
    ``word_tables`` option (space-separated names), all sorted by line."""
    # Babel's annotations describe the results of extract(), not of the methods it calls
    found: list[Any] = list(extract_python(fileobj, keywords, comment_tags, cast(Any, options)))
    tables = set(str(options.get("word_tables", "")).split())
    fileobj.seek(0)
    source = fileobj.read().decode(str(options.get("encoding", "utf-8")))
    if any(name in source for name in tables):  # parse only the few modules that have one
        found += [(line, "", text, []) for line, text in table_words(source, tables)]
    return iter(sorted(found, key=lambda item: item[0]))


def table_words(source: str, tables: set[str]) -> list[tuple[int, str]]:
    """(line, text) of every string value of a dictionary literal assigned to a name in
    ``tables`` at any depth of ``source``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        if isinstance(value, ast.Dict) and any(
                isinstance(t, ast.Name) and t.id in tables for t in targets):
            found += [(v.lineno, v.value) for v in value.values
                      if isinstance(v, ast.Constant) and isinstance(v.value, str)]
    return found
