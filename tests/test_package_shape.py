"""The package's own shape: every function fits a screen, and every room (a package's folder)
holds few enough modules to be read as one place — a room past :data:`MOST_MODULES` is split by
job into a sub-package, as the menus' review room was (``ganesha/ui/menus/review/``)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

#: A scan of the code's shape, not of the game's behaviour: run with the slow checks (CI, on
#: every push), beside ruff, mypy and lint-imports, and left out of the everyday run.
pytestmark = pytest.mark.slow

PACKAGE = Path(__file__).resolve().parent.parent / "ganesha"
#: The longest function, in lines from its ``def`` to its last line.
LONGEST = 60
#: The most modules one folder of the package holds (its ``__init__`` not counted).
MOST_MODULES = 18


def test_no_function_in_the_package_grows_past_a_screenful() -> None:
    long = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > LONGEST:
                    long.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno} "
                                f"{node.name} ({lines} lines)")
    assert not long, "split these by job:\n" + "\n".join(long)


def test_every_room_holds_few_enough_modules_to_read_as_one() -> None:
    rooms = {path.parent for path in PACKAGE.rglob("__init__.py")}
    crowded = {}
    for room in sorted(rooms):
        count = sum(1 for module in room.glob("*.py") if module.name != "__init__.py")
        if count > MOST_MODULES:
            crowded[str(room.relative_to(PACKAGE.parent))] = count
    assert len(rooms) > 10  # the walk found the package's rooms
    assert not crowded, crowded
