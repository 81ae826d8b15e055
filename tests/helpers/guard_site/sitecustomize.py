"""Python imports ``sitecustomize`` at start-up from the first folder on its path that has one;
each test puts this folder first on ``PYTHONPATH``, so every Python child the test starts
(a subprocess, a worker, a spawned process) loads the write guard of
``tests/helpers/write_guard.py`` with the test's writable roots before anything else runs.

It shadows any other ``sitecustomize`` while tests run (a virtual environment has none)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_SOURCE = Path(__file__).resolve().parent.parent / "write_guard.py"
_spec = importlib.util.spec_from_file_location("ganesha_child_write_guard", _SOURCE)
if _spec is not None and _spec.loader is not None:
    _module = importlib.util.module_from_spec(_spec)
    sys.modules[_spec.name] = _module
    _spec.loader.exec_module(_module)
    _module.install_from_environment()
