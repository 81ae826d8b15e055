"""The test suite's own shape: every test module stands alone (what modules share lives in
``tests/helpers``, or in a conftest's fixtures), and no test function grows past a screenful."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

#: A scan of the code's shape, not of the game's behaviour: run with the slow checks (CI, on
#: every push), beside ruff, mypy and lint-imports, and left out of the everyday run.
pytestmark = pytest.mark.slow

TESTS = Path(__file__).resolve().parent
#: The one package every module under tests/ may import from.
SHARED = "tests.helpers"
LONGEST = 60


def modules() -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(TESTS.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"), str(path))


def imported(tree: ast.Module) -> Iterator[tuple[int, str]]:
    """Every module name an import statement names (``from . import x`` counts as ``.x``)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            if node.module is None:
                yield from ((node.lineno, base + alias.name) for alias in node.names)
            else:
                yield node.lineno, base


def reaches_another_module(name: str) -> bool:
    if name.startswith("."):
        return True  # a relative import reaches a sibling of the importing module
    if name != "tests" and not name.startswith("tests."):
        return False
    return name != SHARED and not name.startswith(SHARED + ".")


def test_no_test_module_imports_another() -> None:
    found = [f"{path.relative_to(TESTS.parent)}:{line} imports {name}"
             for path, tree in modules() for line, name in imported(tree)
             if reaches_another_module(name)]
    assert not found, "move what is shared into tests/helpers:\n" + "\n".join(found)


def test_the_import_check_sees_every_way_of_reaching_another_module() -> None:
    """The rule's own examples: what it refuses and what it lets through."""
    code = ("import tests.ui.test_look\nfrom tests.test_records import finished\n"
            "from . import conftest\nfrom .test_menus import key\nimport tests\n"
            "from tests.helpers.look import draw\nimport tests.helpers\nimport testsuite\n")
    names = [name for _, name in imported(ast.parse(code))]
    assert [reaches_another_module(n) for n in names] == [True] * 5 + [False] * 3


def test_no_function_in_the_tests_is_over_60_lines() -> None:
    found = [f"{path.relative_to(TESTS.parent)}:{node.lineno} {node.name} "
             f"({(node.end_lineno or node.lineno) - node.lineno + 1} lines)"
             for path, tree in modules() for node in ast.walk(tree)
             if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
             and (node.end_lineno or node.lineno) - node.lineno + 1 > LONGEST]
    assert not found, f"split these (at most {LONGEST} lines each):\n" + "\n".join(found)
