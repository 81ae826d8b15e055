"""Freeze the app with the real spec and run it headless: the release build, checked by CI.

Slow (a PyInstaller build, then a whole demo game): marked ``slow``; ``pytest -m "not slow"``
leaves it out. Needs the ``build`` extra (PyInstaller) and is skipped without it. Everything is
built and run below ``tmp_path``; nothing touches dist/ or a home.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))

import make_app  # noqa: E402
import smoke  # noqa: E402
from bundle_options import runtime_assets  # noqa: E402

pytestmark = pytest.mark.slow
pytest.importorskip("PyInstaller", reason="the frozen app needs the build extra (PyInstaller)")


@pytest.fixture(scope="module")
def frozen(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build once for the module; the executable's path."""
    base = tmp_path_factory.mktemp("frozen")
    started = time.perf_counter()
    exe = make_app.build(base / "dist", base / "work", quiet=True)
    print(f"built in {time.perf_counter() - started:.0f} s")
    return exe


def test_demo_game_runs_to_the_end(frozen, tmp_path: Path) -> None:
    proc, args, seconds = smoke.run_game(frozen, tmp_path / "home", timeout=900,
                                         require_demo=True)
    assert proc.returncode == 0, (
        f"{frozen.name} {' '.join(args)} exited {proc.returncode} after {seconds:.0f} s\n"
        f"stdout: {proc.stdout[-2000:]}\nstderr: {proc.stderr[-4000:]}\n"
        f"{smoke.reports(tmp_path / 'home')}"
    )
    assert not list((tmp_path / "home").glob("logs/crash-*.txt"))


def test_crash_writes_report_and_exits_nonzero(frozen, tmp_path: Path) -> None:
    proc, text = smoke.run_crash_selftest(frozen, tmp_path / "home")
    assert proc.returncode == 1
    assert f"version:   {make_app.project_version()}" in text
    assert "frozen:    True" in text
    assert "RuntimeError: GANESHA_CRASH_SELFTEST" in text
    if sys.platform != "win32":  # a windowed Windows app has no stderr at all
        assert "report was saved" in proc.stderr


def test_bundle_holds_the_runtime_assets_and_nothing_else(frozen) -> None:
    internal = frozen.parent / "_internal"
    if sys.platform == "darwin":  # inside the .app the data live in Contents/Resources
        internal = frozen.parents[1] / "Resources"
    source = ROOT / "assets"
    wanted = {p.relative_to(source) for p in runtime_assets(ROOT)}
    assert wanted, "no runtime assets?"
    shipped = {p.relative_to(internal / "assets") for p in (internal / "assets").rglob("*")
               if p.is_file()}
    assert sorted(map(str, wanted - shipped)) == []
    assert sorted(map(str, shipped - wanted)) == []  # no screenshots, no .po sources


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="checks Linux library names")
def test_left_out_modules_stay_out(frozen) -> None:
    internal = frozen.parent / "_internal"
    names = {p.name.split(".")[0].split("-")[0] for p in internal.iterdir()}
    for unwanted in ("numpy", "tkinter", "_tkinter", "yaml", "libcrypto", "libssl"):
        assert unwanted not in names, f"{unwanted} got into the bundle"


def test_first_frame_probe(frozen, tmp_path: Path) -> None:
    """The frozen app reports its first drawn frame (build/measure.py relies on it)."""
    env = smoke.headless_env(tmp_path / "home")
    stamp_file = tmp_path / "first-frame.txt"
    env.update(GANESHA_FIRST_FRAME_FILE=str(stamp_file), GANESHA_FIRST_FRAME_EXIT="1")
    launched = time.time()
    proc = subprocess.run([str(frozen), *smoke.DEMO_ARGS], env=env, capture_output=True,
                          text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr[-3000:]
    first = float(stamp_file.read_text())
    assert 0 < first - launched < 30


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_crash_report_goes_to_the_platform_log_folder(frozen, tmp_path: Path) -> None:
    """Without GANESHA_HOME the bundled platformdirs picks the folder (here under a fake home)."""
    env = smoke.headless_env(tmp_path / "unused")
    del env["GANESHA_HOME"]
    env.update(HOME=str(tmp_path), XDG_STATE_HOME=str(tmp_path / "state"),
               GANESHA_CRASH_SELFTEST="1")
    proc = subprocess.run([str(frozen)], env=env, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    assert proc.returncode == 1
    assert list((tmp_path / "state" / "Ganesha" / "log").glob("crash-*.txt")), proc.stderr
