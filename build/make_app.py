"""Build the standalone Ganesha app with PyInstaller: ``python build/make_app.py``.

Result (windowed, onedir): ``dist/Ganesha/`` with the ``Ganesha`` executable (``Ganesha.exe`` on
Windows), and on macOS also ``dist/Ganesha.app``. ``dist/`` and PyInstaller's work folder
``build/work/`` are git-ignored.

Options: ``--zip`` also writes ``dist/Ganesha-<version>-<os>-<arch>.zip`` (the release artifact;
on macOS it holds ``Ganesha.app``, zipped with ``ditto`` so its symlinks and signature survive),
``--distpath``/``--workpath`` build elsewhere (the packaging test uses temporary folders),
``--clean`` empties PyInstaller's cache first.

Needs ``pip install -e ".[build]"`` (pygame-ce, platformdirs, PyInstaller) and, on Linux,
binutils.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import stat
import subprocess
import sys
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "ganesha.spec"
NAME = "Ganesha"


def project_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)["project"]["version"]


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform,
                                                         sys.platform.rstrip("0123456789"))
    machine = platform.machine().lower().replace("amd64", "x86_64").replace("aarch64", "arm64")
    return f"{system}-{machine}"


def executable(dist: Path) -> Path:
    """The executable to run for a build in ``dist`` (inside the .app on macOS)."""
    if sys.platform == "darwin" and (dist / f"{NAME}.app").is_dir():
        return dist / f"{NAME}.app" / "Contents" / "MacOS" / NAME
    return dist / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def tree_size(path: Path) -> int:
    """Bytes in the regular files below ``path`` (symlinks count as links, not their targets)."""
    total = 0
    for root, dirs, files in os.walk(path):
        for name in files + [d for d in dirs if os.path.islink(os.path.join(root, d))]:
            st = os.lstat(os.path.join(root, name))
            total += st.st_size if stat.S_ISREG(st.st_mode) else 0
    return total


def zip_tree(source: Path, target: Path) -> Path:
    """Zip the folder ``source`` (kept as the top entry) into ``target``.

    Symlinks are stored as links and the Unix permission bits are kept, so ``unzip`` restores a
    runnable bundle. On macOS, ``ditto`` does this the Apple way (resource forks, signatures).
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    target.unlink(missing_ok=True)
    if sys.platform == "darwin" and shutil.which("ditto"):
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(source),
                        str(target)], check=True)
        return target
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for root, dirs, files in os.walk(source):
            dirs.sort()
            for name in sorted(files) + [d for d in dirs if os.path.islink(os.path.join(root, d))]:
                path = Path(root, name)
                arcname = str(path.relative_to(source.parent)).replace(os.sep, "/")
                if path.is_symlink():
                    stamp = time.localtime(path.lstat().st_mtime)[:6]
                    info = zipfile.ZipInfo(arcname, date_time=stamp)
                    info.create_system = 3  # Unix, so unzip reads the mode bits
                    info.external_attr = (stat.S_IFLNK | 0o777) << 16
                    zf.writestr(info, os.readlink(path))
                else:
                    zf.write(path, arcname)
    return target


def build(distpath: Path, workpath: Path, clean: bool = False, quiet: bool = False) -> Path:
    """Run PyInstaller on the spec; the executable's path."""
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(distpath),
           "--workpath", str(workpath), "--log-level", "WARN", str(SPEC)]
    if clean:
        cmd.insert(3, "--clean")
    started = time.perf_counter()
    # PyInstaller's Linux build needs objdump (binutils); say so plainly instead of a traceback.
    if sys.platform.startswith("linux") and not shutil.which("objdump"):
        raise SystemExit("make_app: objdump not found; install binutils (apt-get install binutils)")
    out = subprocess.run(cmd, cwd=ROOT, capture_output=quiet, text=True)
    if out.returncode != 0:
        if quiet:
            sys.stderr.write(out.stdout[-4000:] + out.stderr[-8000:])
        raise SystemExit(f"make_app: PyInstaller failed (exit {out.returncode})")
    exe = executable(distpath)
    if not exe.exists():
        raise SystemExit(f"make_app: build finished but {exe} is missing")
    if not quiet:
        print(f"built {exe} in {time.perf_counter() - started:.0f} s, "
              f"{tree_size(distpath / NAME) / 1e6:.1f} MB")
    return exe


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--distpath", type=Path, default=ROOT / "dist")
    parser.add_argument("--workpath", type=Path, default=ROOT / "build" / "work")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--zip", action="store_true", help="also write the release zip")
    args = parser.parse_args(argv)
    distpath, workpath = args.distpath.absolute(), args.workpath.absolute()
    build(distpath, workpath, clean=args.clean)
    if args.zip:
        bundle = distpath / (f"{NAME}.app" if sys.platform == "darwin" else NAME)
        archive = zip_tree(bundle, distpath / f"{NAME}-{project_version()}-{platform_tag()}.zip")
        print(f"zipped {archive} ({archive.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
