"""Every number with decimals a player reads is written by :func:`ganesha.ui.kit.text.decimal`
(the language's decimal sign: "4,1" in Russian), never by a bare format spec.

An AST scan of ganesha/ui and ganesha/lesson: a ``format(x, ".1f")``, an f-string's
``{x:.2f}`` or a translated template's ``{loss:.1f}`` whose spec can write a decimal point
fails here with its file and line. Whole numbers (``:+d``, ``:.0f``) pass: they have no
decimal sign."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

#: A scan of the code's shape, not of the game's behaviour: run with the slow checks (CI, on
#: every push), beside ruff, mypy and lint-imports, and left out of the everyday run.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[3]
SCANNED = (ROOT / "ganesha" / "ui", ROOT / "ganesha" / "lesson")

#: Files allowed a decimal spec, with the reason.
ALLOWED = {
    "ganesha/ui/kit/text.py": "the one helper that writes decimals for the player",
    "ganesha/ui/shell/startup_probe.py": "a timing file for the tools, never shown",
}

DECIMAL_SPEC = re.compile(r"^[^.]*(\.(?!0[fF%]?$)\d+)?[eEfFgGn%]$")
"""A format spec whose output may hold a decimal point (``.1f``, ``g``, ``+.2f``, ``.1%``;
not ``.0f``)."""

FIELD = re.compile(r"\{[^{}:]*:([^{}]*)\}")
TRANSLATORS = {"tr", "trn", "translate", "translate_plural"}


def decimal_spec(spec: str) -> bool:
    return bool(DECIMAL_SPEC.match(spec))


def _spec_text(node: ast.expr) -> str | None:
    """The spec of a constant spec argument or of an f-string's constant spec."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and all(isinstance(v, ast.Constant) for v in node.values):
        return "".join(str(v.value) for v in node.values if isinstance(v, ast.Constant))
    return None


def _called(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def findings(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, what) for each decimal spec in ``tree``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            spec = _spec_text(node.format_spec)
            if spec is not None and decimal_spec(spec):
                found.append((node.lineno, f"f-string spec {spec!r}"))
        elif isinstance(node, ast.Call) and _called(node) == "format" and len(node.args) == 2:
            spec = _spec_text(node.args[1])
            if spec is not None and decimal_spec(spec):
                found.append((node.lineno, f"format(…, {spec!r})"))
        elif isinstance(node, ast.Call) and _called(node) in TRANSLATORS:
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found += [(node.lineno, f"template field spec {spec!r}")
                              for spec in FIELD.findall(arg.value) if decimal_spec(spec)]
    return found


@pytest.mark.parametrize(("spec", "flagged"), [
    (".1f", True), ("+.2f", True), ("g", True), (".1%", True), ("6.3e", True),
    (".0f", False), ("+.0f", False), ("+d", False), ("03d", False), ("", False), (">8", False),
])
def test_the_specs_that_can_write_a_decimal_point(spec: str, flagged: bool) -> None:
    assert decimal_spec(spec) is flagged


def test_the_scan_finds_each_way_of_writing_a_decimal() -> None:
    source = ('a = format(x, ".1f")\nb = f"{x:+.2f}"\nc = tr("{loss:.1f} lost", loss=x)\n'
              'd = f"{n:+d}"\ne = format(n, "d")\nf = tr("{n} games", n=n)\n')
    assert sorted(line for line, _ in findings(ast.parse(source))) == [1, 2, 3]


def test_no_player_visible_decimal_is_written_with_a_bare_format_spec() -> None:
    bad: list[str] = []
    for folder in SCANNED:
        for path in sorted(folder.rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name in ALLOWED:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            bad += [f"{name}:{line}: {what}" for line, what in findings(tree)]
    assert not bad, "write decimals with ganesha.ui.kit.text.decimal:\n" + "\n".join(bad)
