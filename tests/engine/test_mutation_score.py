"""The mutation gate cannot pass by luck: CI runs every mutant recorded in
build/mutation_sites.toml (build/mutation.py, the packages and tests in pyproject's
``[tool.ganesha.mutation]``) and each must be killed by a test or listed as equivalent with its
reason (docs/development.md, "Mutation testing"). The list is named by content, so an edit
elsewhere never reshuffles it; tests/test_mutation_sites.py holds it to the code as it is now."""

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
def test_the_tests_kill_every_recorded_mutant(tmp_path: Path) -> None:
    result = tmp_path / "mutation.json"
    done = subprocess.run([sys.executable, str(ROOT / "build" / "mutation.py"),
                           "--json", str(result)], cwd=ROOT, capture_output=True, text=True,
                          timeout=1800)
    assert result.exists(), done.stderr[-3000:]
    for package in json.loads(result.read_text(encoding="utf-8")):
        assert package["mutants"] > 0
        assert package["stale"] == [], package["package"]
        survivors = "\n".join(f"{s['path']}:{s['line']} {s['before']} -> {s['after']}"
                              for s in package["survivors"])
        assert not survivors, f"{package['package']}:\n{survivors}"
    assert done.returncode == 0, done.stdout[-3000:]
