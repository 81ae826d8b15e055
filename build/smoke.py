"""Smoke-test a built app headless: ``python build/smoke.py [DIST]`` (default ``dist/``).

1. The game: ``Ganesha --demo --seed 1 --speed max`` with ``SDL_VIDEODRIVER=dummy`` plays a whole
   AI-only game and must exit 0.
2. The crash guard: ``GANESHA_CRASH_SELFTEST=1`` must exit non-zero and leave a crash report,
   naming the version, in the log folder.

Both run with ``GANESHA_HOME`` in a temporary folder, so no real home is touched. On a failure
the crash reports found there are printed: a windowed app on Windows has no stderr to read.

``--from-zip ZIP`` unpacks a release zip (``make_app.py --zip``) first, with the platform's own
tool (``unzip``, ``ditto``), and tests what players will download.

Until the table scene lands, an app whose ``--help`` does not offer ``--demo`` is run without
arguments (the text demo game); ``--require-demo`` (used by the release workflow) makes that an
error instead.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_app import ROOT, executable, project_version

DEMO_ARGS = ["--demo", "--seed", "1", "--speed", "max"]


def headless_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GANESHA_HOME=str(home),
               GANESHA_NO_CRASH_DIALOG="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    for var in ("GANESHA_CRASH_SELFTEST", "GANESHA_FIRST_FRAME_FILE", "GANESHA_FIRST_FRAME_EXIT"):
        env.pop(var, None)
    return env


def offers_demo(exe: Path, env: dict[str, str]) -> bool:
    """Whether the app's ``--help`` lists ``--demo`` (assumed on Windows: no stdout there)."""
    if sys.platform == "win32":
        return True
    out = subprocess.run([str(exe), "--help"], env=env, capture_output=True, text=True, timeout=120)
    return "--demo" in out.stdout


def reports(home: Path) -> str:
    found = sorted((home / "logs").glob("crash-*.txt")) if (home / "logs").is_dir() else []
    return "\n".join(f"--- {p}\n{p.read_text(encoding='utf-8', errors='replace')}" for p in found)


def run_game(exe: Path, home: Path, timeout: float = 600, require_demo: bool = False):
    """Play the demo game; (completed process, args used, seconds)."""
    env = headless_env(home)
    if offers_demo(exe, env):
        args = DEMO_ARGS
    elif require_demo:
        raise SystemExit(f"smoke: {exe} --help does not offer --demo")
    else:
        args = []
    started = time.perf_counter()
    proc = subprocess.run([str(exe), *args], env=env, capture_output=True, text=True,
                          timeout=timeout, stdin=subprocess.DEVNULL)
    return proc, args, time.perf_counter() - started


def run_crash_selftest(exe: Path, home: Path, timeout: float = 120):
    """Crash on purpose; (completed process, report text)."""
    env = headless_env(home)
    env["GANESHA_CRASH_SELFTEST"] = "1"
    proc = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)
    return proc, reports(home)


def unpack(archive: Path, into: Path) -> Path:
    """Unpack a release zip as a player would; the folder holding ``Ganesha/`` or the .app."""
    into.mkdir(parents=True, exist_ok=True)
    if sys.platform == "darwin" and shutil.which("ditto"):
        subprocess.run(["ditto", "-x", "-k", str(archive), str(into)], check=True)
    elif sys.platform != "win32" and shutil.which("unzip"):
        subprocess.run(["unzip", "-q", str(archive), "-d", str(into)], check=True)
    else:
        import zipfile

        with zipfile.ZipFile(archive) as zf:
            zf.extractall(into)
    return into


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dist", nargs="?", type=Path, default=ROOT / "dist")
    parser.add_argument("--from-zip", type=Path, help="unpack this release zip and test it")
    parser.add_argument("--require-demo", action="store_true")
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args(argv)
    failures = 0
    with tempfile.TemporaryDirectory(prefix="ganesha-smoke-") as tmp:
        dist = args.dist.absolute()
        if args.from_zip:
            dist = unpack(args.from_zip.absolute(), Path(tmp) / "unpacked")
        exe = executable(dist)
        if not exe.exists():
            print(f"smoke: no app at {exe}; build it with python build/make_app.py",
                  file=sys.stderr)
            return 2
        home = Path(tmp) / "game"
        proc, used, seconds = run_game(exe, home, args.timeout, args.require_demo)
        shown = " ".join([exe.name, *used])
        if proc.returncode == 0:
            print(f"smoke: {shown} -> exit 0 in {seconds:.1f} s")
        else:
            failures += 1
            print(f"smoke: FAILED {shown} -> exit {proc.returncode} in {seconds:.1f} s\n"
                  f"stdout (tail):\n{proc.stdout[-3000:]}\nstderr (tail):\n{proc.stderr[-3000:]}\n"
                  f"{reports(home)}", file=sys.stderr)
        home = Path(tmp) / "crash"
        proc, text = run_crash_selftest(exe, home)
        version = project_version()
        reported = f"version:   {version}" in text and "GANESHA_CRASH_SELFTEST" in text
        if proc.returncode != 0 and reported:
            print(f"smoke: crash self-test -> exit {proc.returncode}, report written "
                  f"(version {version})")
        else:
            failures += 1
            print(f"smoke: FAILED crash self-test -> exit {proc.returncode}\n"
                  f"{proc.stderr[-3000:]}\nreports:\n{text or '(none)'}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
