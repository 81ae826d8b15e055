"""Every test runs in a sandbox (tests/conftest.py): its own home, and a write guard that fails
it for any change outside its temporary folders — in its own process, in pytest-xdist's
workers, and in the Python children it starts."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import platformdirs
import pytest

from ganesha.store import dirs
from tests.helpers import write_guard

ROOT = Path(__file__).resolve().parents[1]


def test_every_test_has_its_own_home_without_asking(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    assert dirs.data_dir(create=False).is_relative_to(tmp_path)
    assert Path.home().is_relative_to(tmp_path)
    monkeypatch.delenv(dirs.HOME_ENV)  # the platform's own places are below it too
    for where in (platformdirs.user_data_path("Ganesha"), platformdirs.user_config_path("G"),
                  platformdirs.user_log_path("Ganesha"), platformdirs.user_cache_path("G")):
        assert where.is_relative_to(tmp_path), where


CHANGES: dict[str, Callable[[Path], object]] = {
    "write": lambda p: p.write_text("x", encoding="utf-8"),
    "append": lambda p: open(p, "a").close(),
    "os.open": lambda p: os.close(os.open(p, os.O_WRONLY | os.O_CREAT)),
    "mkdir": lambda p: p.mkdir(),
    "rename in": lambda p: (p.parent / "inside" / "a").rename(p),
    "remove": lambda p: p.unlink(),
    "rmtree": lambda p: shutil.rmtree(p),
    "copy": lambda p: shutil.copyfile(p.parent / "inside" / "a", p),
    "symlink": lambda p: p.symlink_to(p.parent / "inside" / "a"),
}


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_a_change_outside_the_roots_is_refused_and_noted(tmp_path: Path, change: str) -> None:
    (tmp_path / "inside").mkdir()
    (tmp_path / "inside" / "a").write_text("a", encoding="utf-8")
    outside = tmp_path / "outside"
    if change in ("remove",):
        outside.write_text("kept", encoding="utf-8")
    if change == "rmtree":
        outside.mkdir()
    guard = write_guard.install()
    roots = guard.roots
    guard.roots = (str(tmp_path / "inside"),)
    try:
        with pytest.raises(write_guard.OutsideWrite):
            CHANGES[change](outside)
        noted, guard.refused[:] = list(guard.refused), []  # noted: this test does not fail
        (tmp_path / "inside" / "b").write_text("b", encoding="utf-8")  # inside: allowed
    finally:
        guard.roots = roots
    assert noted
    assert all(str(outside) in line for line in noted)
    assert outside.exists() == (change in ("remove", "rmtree"))
    os.remove(os.environ[write_guard.LOG_ENV])


def test_the_tools_own_folders_stay_writable() -> None:
    guard = write_guard.Guard()
    guard.start([])
    for allowed in (ROOT / "__pycache__" / "x.pyc", ROOT / ".hypothesis" / "examples",
                    ROOT / ".pytest_cache" / "v", ROOT / ".coverage.host.1", Path(os.devnull)):
        assert guard.allows(str(allowed)), allowed
    for refused in (ROOT / "pyproject.toml", ROOT / "tests" / "x.py", Path.home()):
        assert not guard.allows(str(refused)), refused


def test_a_root_is_a_folder_not_a_prefix_of_names(tmp_path: Path) -> None:
    guard = write_guard.Guard()
    guard.start([tmp_path / "inside"])
    assert guard.allows(str(tmp_path / "inside" / "a"))
    assert not guard.allows(str(tmp_path / "inside-not" / "a"))
    assert not guard.allows(str(tmp_path / "insider"))


def test_a_link_inside_may_be_renamed_or_removed_wherever_it_points(tmp_path: Path) -> None:
    """Renaming or removing a link changes the link, not what it points to (writing through
    it would be refused)."""
    inside = tmp_path / "inside"
    inside.mkdir()
    (inside / "link").symlink_to(ROOT / "pyproject.toml")
    guard = write_guard.install()
    roots = guard.roots
    guard.roots = (str(inside),)
    try:
        (inside / "link").rename(inside / "moved")
        (inside / "moved").unlink()
    finally:
        guard.roots = roots
    assert not (inside / "moved").exists()
    assert (ROOT / "pyproject.toml").exists()


def test_a_python_child_is_guarded_and_reported(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """A subprocess inherits the guard through PYTHONPATH's sitecustomize and reports into the
    test's log, which the test then reads (here the log is read and emptied by hand)."""
    monkeypatch.setenv(write_guard.ROOTS_ENV, str(tmp_path / "inside"))
    outside = tmp_path / "outside.txt"
    done = subprocess.run([sys.executable, "-c", f"open({str(outside)!r}, 'w')"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "OutsideWrite" in done.stderr
    assert not outside.exists()
    log = Path(os.environ[write_guard.LOG_ENV])
    assert str(outside) in log.read_text(encoding="utf-8")
    log.unlink()


INNER = '''
import subprocess
import sys

from tests.conftest import private_home  # noqa: F401  (the sandbox under test)
from tests.helpers import write_guard


def test_writes_outside(tmp_path):
    write_guard.install().roots = (str(tmp_path / "inside"),)
    try:
        (tmp_path / "outside.txt").write_text("x")
    except Exception:
        pass  # swallowed, as a careless program would


def test_starts_a_child_that_writes_outside(tmp_path, monkeypatch):
    monkeypatch.setenv(write_guard.ROOTS_ENV, str(tmp_path / "inside"))
    subprocess.run([sys.executable, "-c", f"open({str(tmp_path / 'child.txt')!r}, 'w')"],
                   capture_output=True)  # its failure unheeded


def test_writes_inside(tmp_path):
    (tmp_path / "inside.txt").write_text("x")
'''


@pytest.mark.slow
def test_a_test_that_writes_outside_fails_under_xdist(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "test_inner.py").write_text(textwrap.dedent(INNER), encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    for name in (write_guard.ROOTS_ENV, write_guard.LOG_ENV):
        monkeypatch.delenv(name)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "xdist",
         "-n", "2", "--basetemp", str(tmp_path / "inner-temp"), "test_inner.py"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300)
    # all pass their call; the two that wrote outside (or whose child did) error when they end
    assert "3 passed, 2 errors" in done.stdout, done.stdout[-3000:]
    assert "ERROR test_inner.py::test_writes_outside" in done.stdout
    assert "ERROR test_inner.py::test_starts_a_child_that_writes_outside" in done.stdout
    assert "outside.txt" in done.stdout
    assert "child.txt" in done.stdout
