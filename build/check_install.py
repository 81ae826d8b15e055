"""Install the game as a player would, then play a headless demo: ``python build/check_install.py``.

A source checkout hides packaging mistakes (a file missing from the wheel is still found next to
the code), so this check leaves the checkout entirely:

1. ``python -m build`` makes the sdist, then the wheel *from the sdist* (so a file the sdist
   forgets is missing from the wheel too), into a temporary folder;
2. each of them (``--only wheel``/``sdist`` for one) is installed into a fresh virtual environment
   in its own temporary folder (``pip install``; pygame-ce and platformdirs come from PyPI);
3. from a temporary working folder, with no ``PYTHONPATH`` and ``GANESHA_HOME`` in a temporary
   folder, the installed ``ganesha --demo --seed 1 --speed max --timeout 300`` plays a whole
   AI-only game with SDL's dummy drivers; it must exit 0, print the result, leave no crash
   report, and the game must have read its files from inside the environment.

4. the build left the checkout as it was (no ``build/lib``, no ``*.egg-info``: the backend builds
   out of tree), and the sdist is complete: unpacked, with the ``test`` extra installed into its
   environment, the everyday ``pytest`` passes there (``--only wheel`` skips this step).

Needs the ``build`` extra (``pip install ".[build]"``) and PyPI. Exit code 0 when every install
played its game. tests/packaging/test_install.py runs the wheel case.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEMO = ["--demo", "--seed", "1", "--speed", "max", "--timeout", "300"]
#: The whole demo (about 3 s here) plus a slow machine's start-up; past it the check fails.
PLAY_TIMEOUT_S = 600
#: Printed by the installed game: where its assets are (must be inside the environment).
WHERE = "from ganesha.data import resources; print(resources.assets_dir())"


def build_dists(out: Path) -> dict[str, Path]:
    """The sdist and the wheel built from it, in ``out``: {"sdist": path, "wheel": path}."""
    out.mkdir(parents=True, exist_ok=True)
    # Run from ``out``: in the checkout, its own build/ folder could pass for the build tool.
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
                   check=True, capture_output=True, text=True, cwd=out)
    return {"sdist": next(out.glob("ganesha-*.tar.gz")), "wheel": next(out.glob("ganesha-*.whl"))}


def venv_bin(venv: Path, name: str) -> Path:
    """A program of the environment (``Scripts\\name.exe`` on Windows)."""
    if sys.platform == "win32":
        return venv / "Scripts" / f"{name}.exe"
    return venv / "bin" / name


def clean_env(home: Path) -> dict[str, str]:
    """Headless, with nothing pointing back into the checkout and no real home touched."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "GANESHA_CRASH_SELFTEST",
                        "GANESHA_FIRST_FRAME_FILE", "GANESHA_FIRST_FRAME_EXIT", "GANESHA_LOG")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GANESHA_HOME=str(home),
               GANESHA_NO_CRASH_DIALOG="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def install(dist: Path, base: Path) -> Path:
    """A fresh virtual environment in ``base`` with ``dist`` installed; the environment."""
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv_bin(venv, "python")), "-m", "pip", "install", "--quiet",
                    "--disable-pip-version-check", str(dist)],
                   check=True, capture_output=True, text=True, env=clean_env(base / "home"))
    return venv


def play(venv: Path, base: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    """The installed command's demo game, run from a folder outside the checkout."""
    cwd = base / "elsewhere"
    cwd.mkdir(exist_ok=True)
    started = time.perf_counter()
    proc = subprocess.run([str(venv_bin(venv, "ganesha")), *DEMO], cwd=cwd,
                          env=clean_env(base / "home"), capture_output=True, text=True,
                          timeout=PLAY_TIMEOUT_S, stdin=subprocess.DEVNULL)
    return proc, time.perf_counter() - started


def problems(venv: Path, base: Path, proc: subprocess.CompletedProcess[str]) -> list[str]:
    """What is wrong with an install and its demo game (empty when all is well)."""
    found = []
    if proc.returncode != 0:
        found.append(f"ganesha {' '.join(DEMO)} exited {proc.returncode}\n"
                     f"stdout: {proc.stdout[-2000:]}\nstderr: {proc.stderr[-4000:]}")
    elif "Game over after" not in proc.stdout:
        found.append(f"the demo printed no result: {proc.stdout[-2000:]}")
    reports = sorted((base / "home" / "logs").glob("crash-*.txt"))
    found += [f"crash report {p}:\n{p.read_text(encoding='utf-8')}" for p in reports]
    where = subprocess.run([str(venv_bin(venv, "python")), "-c", WHERE], cwd=base / "elsewhere",
                           env=clean_env(base / "home"), capture_output=True, text=True)
    assets = Path(where.stdout.strip() or ".").resolve()
    if where.returncode != 0 or not assets.is_relative_to(venv.resolve()):
        found.append(f"the installed game reads its assets from {assets} "
                     f"(not inside {venv}): {where.stderr[-2000:]}")
    if not venv_bin(venv, "ganesha-gui").exists():
        found.append("no ganesha-gui command was installed")
    return found


def check(dist: Path) -> list[str]:
    """Install ``dist`` in a fresh environment and play; the problems found."""
    with tempfile.TemporaryDirectory(prefix="ganesha-install-") as tmp:
        base = Path(tmp)
        try:
            venv = install(dist, base)
        except subprocess.CalledProcessError as exc:
            return [f"pip install {dist.name} failed: {exc.stderr[-4000:]}"]
        proc, seconds = play(venv, base)
        found = problems(venv, base, proc)
        status = "FAILED" if found else "ok"
        print(f"check_install: {dist.name}: {status}, demo game in {seconds:.1f} s", flush=True)
        return found


def leftovers() -> set[str]:
    """Files in the checkout that git does not keep (ignored ones too), the virtualenv and
    caches aside: what a build could leave behind."""
    proc = subprocess.run(["git", "status", "--porcelain", "--ignored", "--untracked-files=all"],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    skip = (".venv/", "venv/", ".pytest_cache/", ".mypy_cache/", ".ruff_cache/", ".hypothesis/",
            ".import_linter_cache/")
    return {line[3:] for line in proc.stdout.splitlines()
            if line[:2] in ("??", "!!") and not line[3:].startswith(skip)
            and "__pycache__" not in line}


def sdist_tests_pass(sdist: Path) -> list[str]:
    """Unpack the sdist, install it with its ``test`` extra into a fresh environment and run the
    everyday tests from the unpacked folder: an sdist missing a test, a helper or a build recipe
    fails here."""
    with tempfile.TemporaryDirectory(prefix="ganesha-sdist-") as tmp:
        base = Path(tmp)
        with tarfile.open(sdist) as archive:
            archive.extractall(base, filter="data")
        tree = next(p for p in base.iterdir() if p.is_dir())
        venv = base / "venv"
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        env = clean_env(base / "home")
        pip = subprocess.run([str(venv_bin(venv, "python")), "-m", "pip", "install", "--quiet",
                              "--disable-pip-version-check", f"{tree}[test]"],
                             capture_output=True, text=True, env=env, check=False)
        if pip.returncode != 0:
            return [f"pip install {sdist.name}[test] failed: {pip.stderr[-4000:]}"]
        started = time.perf_counter()
        proc = subprocess.run([str(venv_bin(venv, "python")), "-m", "pytest", "-q", "-x",
                               "-n", "auto", "-p", "no:cacheprovider"], cwd=tree, env=env,
                              capture_output=True, text=True, stdin=subprocess.DEVNULL,
                              check=False)
        last = proc.stdout.strip().splitlines()[-1:] or ["(no output)"]
        print(f"check_install: tests of the unpacked {sdist.name}: {last[0]} "
              f"({time.perf_counter() - started:.0f} s)", flush=True)
        if proc.returncode != 0:
            return [f"the unpacked sdist's tests failed:\n{proc.stdout[-6000:]}"
                    f"{proc.stderr[-2000:]}"]
        return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("wheel", "sdist"), help="check one kind of install")
    args = parser.parse_args(argv)
    before = leftovers()
    with tempfile.TemporaryDirectory(prefix="ganesha-dists-") as tmp:
        try:
            dists = build_dists(Path(tmp))
        except subprocess.CalledProcessError as exc:
            print(f"check_install: python -m build failed:\n{exc.stdout[-3000:]}"
                  f"{exc.stderr[-3000:]}", file=sys.stderr)
            return 1
        left = sorted(leftovers() - before)
        found = [f"the build left files in the checkout: {left[:10]}"] if left else []
        found += [problem for kind, dist in dists.items() if args.only in (None, kind)
                  for problem in check(dist)]
        if args.only in (None, "sdist"):
            found += sdist_tests_pass(dists["sdist"])
    for problem in found:
        print(f"check_install: {problem}", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
