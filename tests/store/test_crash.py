"""The user folders and the crash guard, always below a temporary GANESHA_HOME."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from ganesha.store import crash
from ganesha.store import dirs as userdirs
from ganesha.ui.shell import startup_probe

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("GANESHA_NO_CRASH_DIALOG", "1")
    crash.clear_context()
    yield tmp_path / "home"
    crash.clear_context()


# --- userdirs ---------------------------------------------------------------------------------


def test_override_puts_everything_below_home(home: Path) -> None:
    assert userdirs.config_dir() == home / "config"
    assert userdirs.data_dir() == home / "data"
    assert userdirs.log_dir() == home / "logs"
    for path in (home / "config", home / "data", home / "logs"):
        assert path.is_dir()


def test_create_false_does_not_create(home: Path) -> None:
    assert userdirs.log_dir(create=False) == home / "logs"
    assert not home.exists()


def test_without_override_uses_platformdirs(monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    monkeypatch.delenv("GANESHA_HOME")
    # Point the platform's own variables at tmp so even this check touches no real home.
    monkeypatch.setenv("HOME", str(tmp_path))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    paths = [userdirs.config_dir(create=False), userdirs.data_dir(create=False),
             userdirs.log_dir(create=False)]
    assert all("Ganesha" in p.parts for p in paths)
    assert len(set(paths[:1] + paths[2:])) == 2  # logs never mixed into config
    if sys.platform.startswith("linux"):
        assert paths[0] == tmp_path / "xdg_config_home" / "Ganesha"
        assert paths[2] == tmp_path / "xdg_state_home" / "Ganesha" / "log"


def test_blank_override_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", "  ")
    assert userdirs.home_override() is None


# --- crash guard ------------------------------------------------------------------------------


def _boom():
    raise ValueError("the bag is bottomless")


def test_guard_writes_report_and_returns_nonzero(home: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    crash.set_context(seed=42, actions=lambda: ["take 3", "take 7"], players=3)
    code = crash.guard(_boom)
    assert code == crash.EXIT_CRASH != 0
    reports = list((home / "logs").glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert "Ganesha crash report" in text
    assert f"version:   {crash.app_version()}" in text
    assert "platform:" in text
    assert "python:" in text
    assert "ValueError: the bag is bottomless" in text
    assert "Traceback" in text
    assert "_boom" in text
    assert "seed: 42" in text
    assert "'take 7'" in text
    assert "players: 3" in text
    err = capsys.readouterr().err
    assert "unexpected error" in err
    assert str(reports[0]) in err


def test_version_comes_from_pyproject() -> None:
    import tomllib

    with open(ROOT / "pyproject.toml", "rb") as fh:
        expected = tomllib.load(fh)["project"]["version"]
    assert crash.app_version() == expected


def test_call_context_and_failing_context(home: Path) -> None:
    def broken():
        raise RuntimeError("state gone")

    crash.set_context(actions=broken)
    text = crash.format_report(KeyError("x"), {"seed": 7})
    assert "seed: 7" in text
    assert "<could not read: RuntimeError: state gone>" in text


def test_guard_passes_normal_exits(home: Path) -> None:
    assert crash.guard(lambda: 0) == 0
    assert crash.guard(lambda: None) == 0
    assert crash.guard(lambda: 3) == 3
    assert crash.guard(lambda: sys.exit(2)) == 2
    assert crash.guard(lambda: sys.exit()) == 0

    def interrupted():
        raise KeyboardInterrupt

    assert crash.guard(interrupted) == 130
    assert not (home / "logs").exists()  # nothing unexpected, nothing written


def test_guard_passes_arguments() -> None:
    assert crash.guard(lambda a, b=0: a + b, 2, b=3) == 5


def test_unwritable_log_folder_falls_back_to_stderr(home: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    home.mkdir(parents=True)
    (home / "logs").write_text("a file where the folder should be")
    assert crash.guard(_boom) == crash.EXIT_CRASH
    err = capsys.readouterr().err
    assert "ValueError: the bag is bottomless" in err  # the whole report went to stderr


def test_thread_exception_is_reported_without_ending_the_game(home: Path) -> None:
    def run():
        thread = threading.Thread(target=_boom, name="ai-worker")
        thread.start()
        thread.join()
        return 0

    assert crash.guard(run) == 0
    text = next((home / "logs").glob("crash-*.txt")).read_text(encoding="utf-8")
    assert "thread: ai-worker" in text
    assert "bottomless" in text


def test_headless_never_opens_a_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GANESHA_NO_CRASH_DIALOG")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert crash.show_message("hello") is False


def test_crash_in_a_fresh_process(home: Path, tmp_path: Path) -> None:
    """End to end: a real interpreter, an uncaught error, a report file and exit code 1."""
    script = tmp_path / "crashing.py"
    script.write_text(
        "import sys\n"
        "from ganesha.store import crash\n"
        "def main():\n"
        "    crash.set_context(seed=5)\n"
        "    raise ZeroDivisionError('drum')\n"
        "sys.exit(crash.guard(main))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy")
    proc = subprocess.run([sys.executable, str(script)], env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 1
    assert "report was saved" in proc.stderr
    text = next((home / "logs").glob("crash-*.txt")).read_text(encoding="utf-8")
    assert "ZeroDivisionError: drum" in text
    assert "seed: 5" in text


# --- startup probe ----------------------------------------------------------------------------


def test_startup_probe_writes_first_frame_only(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "frame.txt"
    monkeypatch.setenv(startup_probe.FILE_ENV, str(target))
    monkeypatch.delenv(startup_probe.EXIT_ENV, raising=False)
    monkeypatch.setattr(startup_probe, "_done", False)
    startup_probe.first_frame()
    first = float(target.read_text())
    target.unlink()
    startup_probe.first_frame()
    assert not target.exists()
    assert first > 1e9


def test_startup_probe_silent_without_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(startup_probe.FILE_ENV, raising=False)
    monkeypatch.setattr(startup_probe, "_done", False)
    monkeypatch.chdir(tmp_path)
    startup_probe.first_frame()
    assert list(tmp_path.iterdir()) == []  # without the variable, nothing is written
    target = tmp_path / "frame.txt"
    monkeypatch.setenv(startup_probe.FILE_ENV, str(target))
    startup_probe.first_frame()
    assert not target.exists()  # only the first frame of a process counts, and it has passed


def test_display_hook_records_the_first_flip(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    target = tmp_path / "frame.txt"
    monkeypatch.setattr(startup_probe, "_done", False)
    monkeypatch.delenv(startup_probe.FILE_ENV, raising=False)
    assert startup_probe.install_display_hook() is False
    monkeypatch.setenv(startup_probe.FILE_ENV, str(target))
    monkeypatch.delenv(startup_probe.EXIT_ENV, raising=False)
    monkeypatch.setattr(pygame.display, "flip", pygame.display.flip)  # restored afterwards
    monkeypatch.setattr(pygame.display, "update", pygame.display.update)
    assert startup_probe.install_display_hook() is True
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 48))
        assert not target.exists()
        pygame.display.flip()
        assert float(target.read_text()) > 1e9
    finally:
        pygame.display.quit()
