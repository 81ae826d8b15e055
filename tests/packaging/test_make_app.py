"""The packaging helpers that need no PyInstaller run: release zip, names, sizes (fast)."""

from __future__ import annotations

import os
import stat
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))

import make_app  # noqa: E402
import smoke  # noqa: E402


def test_version_and_platform_tag() -> None:
    import tomllib

    with open(ROOT / "pyproject.toml", "rb") as fh:
        assert make_app.project_version() == tomllib.load(fh)["project"]["version"]
    system, machine = make_app.platform_tag().split("-", 1)
    expected = {"win32": "windows", "darwin": "macos"}.get(sys.platform,
                                                           sys.platform.rstrip("0123456789"))
    assert system == expected
    assert machine
    assert " " not in machine


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks and mode bits are Unix's")
def test_zip_keeps_symlinks_and_exec_bits(tmp_path: Path) -> None:
    app = tmp_path / "Ganesha"
    (app / "_internal").mkdir(parents=True)
    exe = app / "Ganesha"
    exe.write_bytes(b"#!/bin/sh\necho hi\n")
    exe.chmod(0o755)
    lib = app / "_internal" / "libreal.so.1.2"
    lib.write_bytes(b"x" * 1000)
    os.symlink("libreal.so.1.2", app / "_internal" / "libreal.so.1")
    archive = make_app.zip_tree(app, tmp_path / "out" / "Ganesha.zip")
    if sys.platform == "darwin":  # ditto's own format; check by unpacking
        out = smoke.unpack(archive, tmp_path / "unpacked")
        assert (out / "Ganesha" / "_internal" / "libreal.so.1").is_symlink()
        return
    with zipfile.ZipFile(archive) as zf:
        infos = {i.filename: i for i in zf.infolist()}
        assert set(infos) == {"Ganesha/Ganesha", "Ganesha/_internal/libreal.so.1.2",
                              "Ganesha/_internal/libreal.so.1"}
        link = infos["Ganesha/_internal/libreal.so.1"]
        assert stat.S_ISLNK(link.external_attr >> 16)
        assert zf.read(link) == b"libreal.so.1.2"
        assert (infos["Ganesha/Ganesha"].external_attr >> 16) & 0o111
    # The whole tree counts each file once; the link adds nothing.
    assert make_app.tree_size(app) == exe.stat().st_size + 1000
    out = smoke.unpack(archive, tmp_path / "unpacked")
    assert (out / "Ganesha" / "Ganesha").is_file()
    if sys.platform.startswith("linux") and os.path.exists("/usr/bin/unzip"):
        assert (out / "Ganesha" / "_internal" / "libreal.so.1").is_symlink()
        assert os.access(out / "Ganesha" / "Ganesha", os.X_OK)


def test_executable_paths(tmp_path: Path) -> None:
    exe = make_app.executable(tmp_path)
    assert exe.parent == tmp_path / "Ganesha"
    assert exe.name in ("Ganesha", "Ganesha.exe")


def test_smoke_env_is_headless_and_isolated(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_CRASH_SELFTEST", "1")
    env = smoke.headless_env(tmp_path)
    assert env["SDL_VIDEODRIVER"] == "dummy"
    assert env["GANESHA_HOME"] == str(tmp_path)
    assert env["GANESHA_NO_CRASH_DIALOG"] == "1"
    assert "GANESHA_CRASH_SELFTEST" not in env
