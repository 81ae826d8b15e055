"""The engine's clients only read a game: no module outside ``ganesha/engine`` assigns to a
stored field of a ``GameState`` (``state.treasury[0] = …``, ``state.phase = …``, ``+=``).

Why a scan and not read-only properties: the fields are plain slots because the AI clones and
reads them thousands of times a second, and the engine's own rules (and the tests' hand-set
positions) write them. Everyone else changes a game only through ``apply`` (and undo, through
the engine's ``Game``); this keeps it so.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ganesha.engine.core import FIELDS

#: A scan of the code's shape, not of the game's behaviour: run with the slow checks (CI, on
#: every push), beside ruff, mypy and lint-imports, and left out of the everyday run.
pytestmark = pytest.mark.slow

PACKAGE = Path(__file__).resolve().parents[2] / "ganesha"


def _written_field(target: ast.expr) -> str | None:
    """The stored field a target writes (``x.field``, ``x.field[i]``, …), unless it is ``self``'s
    own attribute (a class of the client's that happens to use the same name)."""
    while isinstance(target, ast.Subscript):
        target = target.value
    own = isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
        and target.value.id in ("self", "cls")
    if isinstance(target, ast.Attribute) and target.attr in FIELDS and not own:
        return target.attr
    return None


def writes_in(source: str) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(source)):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = list(node.targets)
        for target in targets:
            for part in target.elts if isinstance(target, ast.Tuple) else [target]:
                field = _written_field(part)
                if field is not None:
                    found.append((getattr(node, "lineno", 0), field))
    return found


def test_the_scan_sees_each_kind_of_write() -> None:
    source = ("state.phase = 'x'\nstate.treasury[0][1] += 2\ngame.bag, n = [], 1\n"
              "self.bag = 3\nlayout.width = 4\nx = state.altar\n")
    assert [field for _, field in writes_in(source)] == ["phase", "treasury", "bag"]


def test_no_client_writes_a_game_field() -> None:
    files = [p for p in PACKAGE.rglob("*.py") if "engine" not in p.relative_to(PACKAGE).parts]
    assert len(files) > 80
    found = [f"{p.relative_to(PACKAGE)}:{line} writes .{field}"
             for p in files for line, field in writes_in(p.read_text(encoding="utf-8"))]
    assert not found, "\n".join(found)
