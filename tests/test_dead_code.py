"""Nothing in the package lingers unused: every function, class, method, constant and attribute
defined in ``ganesha/`` is read somewhere — by the game, a build recipe, a lab tool or a test.

A helper left behind when its last caller moved still reads as part of the design, and the next
reader keeps it alive by imitation. vulture (the ``test`` extra) lists the definitions no name in
``ganesha/``, ``tests/`` or ``build/`` refers to; the names Python or pygame use without the code
naming them (a module's ``__getattr__``, a ``Handler.handleError`` override, a ``Rect`` anchor
that is only set) are listed with their reason in ``[tool.vulture]`` of ``pyproject.toml``.
Unused names in the tests and the build scripts are left to ruff; this check is about the product.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytest.importorskip("vulture", reason="the dead-code check needs vulture (the test extra)")


def unused_in_package(report: str) -> list[str]:
    """vulture's findings that lie in ``ganesha/`` (it scans the tests and build scripts too, so
    a use there counts, but their own leftovers are not this check's business)."""
    return [line for line in report.splitlines() if line.replace("\\", "/").startswith("ganesha/")]


@pytest.mark.slow
def test_every_definition_in_the_package_is_used() -> None:
    """Remove what nothing reads (or, for a true entry point, name it in ``[tool.vulture]``)."""
    proc = subprocess.run([sys.executable, "-m", "vulture", "--config", "pyproject.toml"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode in (0, 3), proc.stderr  # 3: vulture found unused code
    unused = unused_in_package(proc.stdout)
    assert not unused, "defined in ganesha/ but used nowhere:\n" + "\n".join(unused)


def test_the_filter_keeps_the_package_findings_only() -> None:
    """The report's lines are picked by path, on any platform's separator."""
    report = ("ganesha/ui/kit/gems.py:79: unused variable 'X' (60% confidence)\n"
              "ganesha\\ai\\review.py:86: unused property 'y' (60% confidence)\n"
              "tests/store/test_log_rules.py:13: unused variable 'pytestmark' (60% confidence)\n"
              "build/make_app.py:85: unused attribute 'create_system' (60% confidence)\n")
    assert unused_in_package(report) == report.splitlines()[:2]
