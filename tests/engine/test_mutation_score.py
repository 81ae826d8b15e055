"""The mutation score cannot fall silently: CI runs the seeded sample of build/mutation.py (the
sites and targets in pyproject's ``[tool.ganesha.mutation]``) and every package's tests must
kill at least its target share of the mutants (docs/development.md, "Mutation testing")."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("coverage") is None,
                    reason="needs the dev extra (coverage picks each mutant's tests)")
def test_the_tests_kill_the_sampled_mutants(tmp_path: Path) -> None:
    result = tmp_path / "mutation.json"
    done = subprocess.run([sys.executable, str(ROOT / "build" / "mutation.py"),
                           "--json", str(result)], cwd=ROOT, capture_output=True, text=True,
                          timeout=1800)
    assert result.exists(), done.stderr[-3000:]
    for package in json.loads(result.read_text(encoding="utf-8")):
        survivors = "\n".join(f"{s['path']}:{s['line']} {s['before']} -> {s['after']}"
                              for s in package["survivors"])
        assert package["mutants"] > 0
        assert package["score"] >= package["target"], f"{package['package']}:\n{survivors}"
    assert done.returncode == 0, done.stdout[-3000:]
