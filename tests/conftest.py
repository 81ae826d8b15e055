"""Shared test setup: headless SDL, a Hypothesis profile that keeps CI on 2 cores quick, and
for every test a private home and a guard that fails it if it writes anywhere else.

Every test runs with ``GANESHA_HOME``, ``HOME`` and the ``XDG_*`` folders below its own
``tmp_path`` (so the game's files, and anything a library keeps in a home folder, land there),
and under the write guard of ``tests/helpers/write_guard.py``: a change to the file system
outside the test's temporary folders fails the test, in this process and in the Python
processes it starts (docs/development.md, "Tests write only into their own folders")."""

from __future__ import annotations

import gc
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from ganesha.store import logs
from tests.helpers import write_guard

#: Put first on PYTHONPATH: its sitecustomize guards the Python children a test starts.
GUARD_SITE = Path(write_guard.__file__).resolve().parent / "guard_site"

# a test's CPU budget in the everyday run; the lesson boards fixture
pytest_plugins = ("tests.helpers.duration_guard", "tests.helpers.lesson_board")

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("thorough", max_examples=1000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def pytest_collection_finish(session: pytest.Session) -> None:
    """The suite's own objects (its modules, its thousands of test items and parameters) live
    to the end: kept out of the cycle collector, its automatic passes walk only what each test
    makes (a tenth of the UI tests' time went to walking them). The game's own
    :func:`~ganesha.ui.shell.collector.settle` unfreezes everything again where it runs."""
    gc.collect()
    gc.freeze()


@pytest.fixture
def home(private_home: Path) -> Path:
    """The test's own ``GANESHA_HOME`` (settings, saves, records, logs: every test has one, see
    :func:`private_home`), named by a test that reads or writes the player's files."""
    return private_home


def _private_environment(tmp_path: Path) -> dict[str, str]:
    """A home below ``tmp_path``: the game's own folder, and the platform's per-user folders
    for platformdirs and any library that keeps something in a home (the folders are not
    created: the game makes its own on the first write)."""
    user = tmp_path / "user"
    return {
        "GANESHA_HOME": str(tmp_path), "HOME": str(user), "USERPROFILE": str(user),
        "XDG_CONFIG_HOME": str(user / ".config"), "XDG_DATA_HOME": str(user / ".local/share"),
        "XDG_STATE_HOME": str(user / ".local/state"), "XDG_CACHE_HOME": str(user / ".cache"),
        "APPDATA": str(user / "AppData/Roaming"), "LOCALAPPDATA": str(user / "AppData/Local"),
    }


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, tmp_path_factory: pytest.TempPathFactory,
                 monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test's own home, and the write guard around it: whatever the test, its fixtures
    or its Python children change outside the temporary folders is refused and fails it."""
    for name, value in _private_environment(tmp_path).items():
        monkeypatch.setenv(name, value)
    base = tmp_path_factory.getbasetemp()
    roots = [tmp_path, base, Path(tempfile.gettempdir())]
    log = base / f"{tmp_path.name}.refused-writes"
    monkeypatch.setenv(write_guard.ROOTS_ENV, os.pathsep.join(map(str, roots)))
    monkeypatch.setenv(write_guard.LOG_ENV, str(log))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        [str(GUARD_SITE), *filter(None, [os.environ.get("PYTHONPATH")])]))
    guard = write_guard.install()
    guard.refused.clear()
    guard.start(roots)
    try:
        yield tmp_path
    finally:
        logs.stop_file_log()  # the game's log file was this test's; the next test has its own
        guard.stop()
    # the log has this process's refusals too, and its children's
    refused = log.read_text(encoding="utf-8").splitlines() if log.exists() else guard.refused
    if refused:
        pytest.fail("the test changed files outside its temporary folders:\n"
                    + "\n".join(refused), pytrace=False)
