"""The UI re-derives no rule: no module under ``ganesha/ui`` imports the engine's rule tables
or rule modules, or reads the turn's rule state off the game.

What the UI may read from the engine's boards is what it draws (the altar's geometry, the colour
and spice vocabularies); thresholds, adjacency, the mandala tables and who unlocks what are the
engine's, and the UI asks ``legal_actions()``, ``why_illegal()``, ``preview()`` and the other
read queries instead.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

#: A scan of the code's shape, not of the game's behaviour: run with the slow checks (CI, on
#: every push), beside ruff, mypy and lint-imports, and left out of the everyday run.
pytestmark = pytest.mark.slow

UI = Path(__file__).resolve().parents[2] / "ganesha" / "ui"

#: Engine modules that hold rules or the stored game's internals.
RULE_MODULES = frozenset({
    "ganesha.engine.rules", "ganesha.engine.flow", "ganesha.engine.spices",
    "ganesha.engine.core", "ganesha.engine.read", "ganesha.engine.invariants",
    "ganesha.engine.positions",
})
#: Rule constants of the engine's boards (and the colour indexes the rules compare with).
RULE_NAMES = frozenset({
    "ADJACENT", "BLOCKED_BY", "CORNERS", "USED_HEXES", "GEMS_PER_COLOUR", "ROUNDS",
    "ROUNDS_PER_DRUM", "MANDALA_VALUES", "mandala_values", "RED", "GREEN", "PURPLE", "BLUE",
    "YELLOW", "well_formed",
})
#: Stored fields that only the rules read: what this turn still allows.
RULE_FIELDS = frozenset({
    "clove", "used_slots", "second_anywhere", "may_take_second", "first_hex", "took",
    "coriander_hex", "spice_effect",
})


def problems_in(source: str, where: str = "<source>") -> list[str]:
    """Every use of a rule module, rule constant or rule field in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module:
            modules = {node.module} | {f"{node.module}.{a.name}" for a in node.names}
            names = {a.name for a in node.names}
            if modules & RULE_MODULES:
                found.append(f"{where}:{node.lineno} imports {sorted(modules & RULE_MODULES)}")
            if node.module.startswith("ganesha.engine") and names & RULE_NAMES:
                found.append(f"{where}:{node.lineno} imports {sorted(names & RULE_NAMES)}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in RULE_MODULES:
                    found.append(f"{where}:{node.lineno} imports {alias.name}")
        elif isinstance(node, ast.Attribute) and node.attr in RULE_FIELDS | RULE_NAMES:
            found.append(f"{where}:{node.lineno} reads .{node.attr}")
    return found


def test_the_scanner_finds_each_kind_of_rule_use() -> None:
    source = '''
from ganesha.engine.boards import HEX_COORDS, YELLOW
from ganesha.engine import rules
import ganesha.engine.spices
from ganesha.engine.read import PREVIEW_SEED
if state.clove: pass
x = boards.ADJACENT
'''
    found = problems_in(source)
    assert len(found) == 6, found
    assert problems_in("from ganesha.engine.boards import HEX_COORDS, COLOURS\n"
                       "state.legal_actions(); state.why_illegal(a)\n") == []


def test_no_ui_module_uses_a_rule_of_its_own() -> None:
    files = sorted(UI.rglob("*.py"))
    assert len(files) > 50  # the scan sees the whole UI
    found = [p for path in files
             for p in problems_in(path.read_text(encoding="utf-8"), str(path.relative_to(UI)))]
    assert not found, "\n".join(found)
