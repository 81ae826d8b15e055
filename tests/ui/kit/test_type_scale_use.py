"""Every visible text size comes from the type scale (ganesha/ui/kit/type_scale.py).

An AST scan of ganesha/ui: the scene helpers that draw a line or a paragraph (``label``,
``paragraph``, the table's ``_label``/``_role``) must be given a role by name, and no call that
renders, measures or sizes text (``blit_text``, ``TextCache.render``/``size``, ``fit``, ``wrap``,
a widget's font size...) may be given a pixel literal (``px(17)``, ``17``). A size worked out
from a role (``type_scale.style("small").px(s)``) or shrunk from one passes; a new literal fails
here with its file and line."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ganesha.ui.kit.type_scale import ROLES

#: A scan of the code's shape, not of the game's behaviour: run with the slow checks (CI, on
#: every push), beside ruff, mypy and lint-imports, and left out of the everyday run.
pytestmark = pytest.mark.slow

UI = Path(__file__).resolve().parents[3] / "ganesha" / "ui"

ROLE_HELPERS = {"label": 4, "paragraph": 5, "_label": 2, "_role": 2, "text_line": 2, "_cell": 2}
"""Helper name -> index of its role argument (counted without ``self``)."""

SIZED = {"blit_text": (3,), "render": (1,), "size": (1,), "fit": (2,), "wrap": (2,),
         "_fitting_lines": (2, 3), "PushButton": (4,), "Choice": (4,), "Slider": (3,),
         "TextField": (5,), "_text": (2,), "pop": (3,), "resize": (1,)}
"""Calls that take a text size -> positions of their size arguments."""

SIZE_KEYWORDS = {"font_size", "size", "title_size", "body_size"}

SIZE_NAMES = {"font", "px", "btn_font", "title_size", "body_size"}
"""Local names the scenes keep a text size in before handing it on (``font = ...``)."""


def _name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _literal_size(node: ast.expr) -> bool:
    """Whether ``node`` is a pixel literal or passes one through ``px``/``mpx``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float) \
            and not isinstance(node.value, bool):
        return node.value >= 6
    for sub in ast.walk(node):
        if isinstance(sub, ast.BinOp) and isinstance(sub.op, ast.Mult) and any(
                isinstance(side, ast.Constant) and isinstance(side.value, int | float)
                and side.value >= 6 for side in (sub.left, sub.right)):
            return True  # round(19 * scale): a size of its own, scaled by hand
        if isinstance(sub, ast.Call) and _name(sub) in {"px", "mpx"} and sub.args \
                and any(isinstance(n, ast.Constant) for n in ast.walk(sub.args[0])):
            return True
    return False


def _passed_on(tree: ast.AST) -> set[int]:
    """Calls inside a role helper that hand on that helper's own ``role`` parameter: the
    helper's callers are checked instead (the ranking's ``_cell`` passes its role to
    ``text_line``)."""
    passed = set()
    for func in ast.walk(tree):
        if isinstance(func, ast.FunctionDef) and func.name in ROLE_HELPERS \
                and any(a.arg == "role" for a in func.args.args):
            for call in ast.walk(func):
                if isinstance(call, ast.Call) and any(
                        isinstance(a, ast.Name) and a.id == "role"
                        for a in [*call.args, *(k.value for k in call.keywords)]):
                    passed.add(id(call))
    return passed


def offences(source: str, where: str) -> list[str]:
    found = []
    tree = ast.parse(source)
    passed = _passed_on(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and _literal_size(node.value) and any(
                (t.id if isinstance(t, ast.Name) else getattr(t, "attr", "")) in SIZE_NAMES
                for t in node.targets):
            found.append(f"{where}:{node.lineno} a text size kept from a pixel literal")
        if isinstance(node, ast.Compare) and any(_literal_size(c) for c in node.comparators) \
                and isinstance(node.left, ast.Name) and node.left.id in SIZE_NAMES:
            found.append(f"{where}:{node.lineno} a text size bounded by a pixel literal")
        if not isinstance(node, ast.Call):
            continue
        name = _name(node)
        keywords = {k.arg: k.value for k in node.keywords if k.arg}
        if name in ROLE_HELPERS and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "self":
            at = ROLE_HELPERS[name]
            role = node.args[at] if len(node.args) > at else keywords.get("role")
            if role is not None and id(node) not in passed and not (isinstance(role, ast.Constant)
                                         and role.value in ROLES):
                found.append(f"{where}:{node.lineno} {name}() without a role by name")
            continue
        sizes = [node.args[i] for i in SIZED.get(name, ()) if i < len(node.args)]
        sizes += [v for k, v in keywords.items() if k in SIZE_KEYWORDS]
        if any(_literal_size(size) for size in sizes):
            found.append(f"{where}:{node.lineno} {name}() with a pixel literal")
    return found


def test_the_scan_catches_literal_sizes() -> None:
    bad = ("self.label(s, 'w', 1, 2, 19)\nblit_text(t, c, 'w', lay.px(17), ink, pos)\n"
           "Choice('n', r, cs, v, self.px(18))\nButton(r, 'w', None, font_size=20)\n"
           "font = lay.px(20)\nwhile font > lay.px(14):\n    font -= 1\n"
           "self.title_size = max(10, round(26 * scale))\n")
    good = ("self.label(s, 'w', 1, 2, 'heading')\n"
            "blit_text(t, c, 'w', type_scale.style('small').px(s), ink, pos)\n"
            "size = style.px(s)\nblit_text(t, c, 'w', size - 1, ink, pos)\n")
    assert len(offences(bad, "bad")) == 7
    assert offences(good, "good") == []


def test_every_text_size_in_the_ui_comes_from_the_type_scale() -> None:
    found = []
    for path in sorted(UI.rglob("*.py")):
        found += offences(path.read_text(encoding="utf-8"), str(path.relative_to(UI)))
    assert found == [], "\n".join(found)
