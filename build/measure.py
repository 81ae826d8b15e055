"""Measure the frozen app beside a hello-world pygame-ce window frozen the same way.

    python build/measure.py [--runs 7] [--json FILE]      # under xvfb-run -a for a real X11 window

Builds, in a temporary folder and with the same Python and PyInstaller (windowed, onedir):

- **Ganesha**, from build/ganesha.spec;
- **hello-world, same options**: a 1280x800 pygame-ce window that fills itself and flips once,
  with the spec's excludes and stripping (build/bundle_options.py);
- **hello-world, plain**: the same script with PyInstaller's defaults
  (``pyinstaller --onedir --windowed hello.py``), i.e. what an unconsidered build ships.

and reports for each: the bundle size (bytes of the files in the onedir folder), the zipped size
(the release zip of build/make_app.py), and the start to the first drawn frame: the time from
launching the executable to the moment the app wrote ``time.time()`` right after its first
``pygame.display.flip()`` (``GANESHA_FIRST_FRAME_FILE``, see ganesha/ui/shell/startup_probe.py; with
``GANESHA_FIRST_FRAME_EXIT=1`` each run ends there). Each of ``--runs`` rounds launches every
app cold (its bundle's files just dropped from the OS page cache with posix_fadvise, so they are
read from disk; the system's own libraries stay cached) and then warm; median and best are
given. The video driver is the session's (``SDL_VIDEODRIVER``, else the system's; ``dummy`` on a
Linux without a display): run it under ``xvfb-run -a`` on a headless Linux for a real X11 window.

Ganesha is started as a player starts it (no arguments: the table, you against AI seats). The
frozen entry script hooks ``pygame.display.flip`` while ``GANESHA_FIRST_FRAME_FILE`` is set
(``startup_probe.install_display_hook``), so no change to the app is needed for this.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_app
from bundle_options import EXCLUDES, STRIP

HELLO = '''\
import os, time
import pygame

pygame.init()
screen = pygame.display.set_mode((1280, 800))
pygame.display.set_caption("hello")
screen.fill((30, 24, 70))
pygame.draw.circle(screen, (230, 180, 60), (640, 400), 200)
pygame.display.flip()
path = os.environ.get("GANESHA_FIRST_FRAME_FILE")
if path:
    with open(path + ".tmp", "w") as fh:
        fh.write(f"{time.time():.6f}\\n")
    os.replace(path + ".tmp", path)
    if os.environ.get("GANESHA_FIRST_FRAME_EXIT"):
        os._exit(0)
clock = pygame.time.Clock()
while not any(e.type == pygame.QUIT for e in pygame.event.get()):
    clock.tick(30)
pygame.quit()
'''


def build_hello(base: Path, same_options: bool) -> Path:
    name = "hello_same" if same_options else "hello_plain"
    base.mkdir(parents=True, exist_ok=True)
    src = base / f"{name}.py"
    src.write_text(HELLO, encoding="utf-8")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--onedir", "--windowed",
           "--name", name, "--distpath", str(base / "dist"), "--workpath", str(base / "work"),
           "--specpath", str(base), "--log-level", "WARN", str(src)]
    if same_options:
        cmd += [arg for mod in EXCLUDES for arg in ("--exclude-module", mod)]
        if STRIP:
            cmd.append("--strip")
    subprocess.run(cmd, check=True, capture_output=True, text=True)
    if sys.platform == "darwin":
        return base / "dist" / f"{name}.app" / "Contents" / "MacOS" / name
    return base / "dist" / name / (f"{name}.exe" if sys.platform == "win32" else name)


def first_frame_seconds(exe: Path, stamp: Path, timeout: float) -> float | None:
    env = dict(os.environ, GANESHA_FIRST_FRAME_FILE=str(stamp), GANESHA_FIRST_FRAME_EXIT="1",
               PYGAME_HIDE_SUPPORT_PROMPT="1",
               SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"))
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) and \
            sys.platform.startswith("linux"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    env["GANESHA_HOME"] = str(stamp.parent / "home")
    stamp.unlink(missing_ok=True)
    launched = time.time()
    proc = subprocess.Popen([str(exe)], env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while time.time() - launched < timeout:
            if stamp.exists():
                return float(stamp.read_text()) - launched
            if proc.poll() is not None:
                return float(stamp.read_text()) - launched if stamp.exists() else None
            time.sleep(0.002)
        return None
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


def evict(bundle: Path) -> bool:
    """Drop this bundle's files (only them) from the OS page cache, so the next launch reads
    them from disk: a cold start. False where the OS offers no way (posix_fadvise)."""
    advise = getattr(os, "posix_fadvise", None)
    if advise is None:
        return False
    os.sync()  # dirty pages cannot be dropped
    for root, _, files in os.walk(bundle):
        for name in files:
            path = os.path.join(root, name)
            if os.path.islink(path):
                continue
            fd = os.open(path, os.O_RDONLY)
            try:
                advise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)
    return True


def _stats(values: list[float | None]) -> tuple[float | None, float | None]:
    got = [v for v in values if v is not None]
    return (statistics.median(got), min(got)) if got else (None, None)


def measure(apps: list[tuple[str, Path, Path]], work: Path, runs: int) -> list[dict]:
    """Sizes, then ``runs`` rounds of launches. Each round launches every app cold (its bundle
    just evicted from the page cache) and then warm, interleaved (A, B, C, A, B, C, ...) so that
    whatever else the machine is doing weighs on every app alike."""
    cold: dict[str, list[float | None]] = {label: [] for label, _, _ in apps}
    warm: dict[str, list[float | None]] = {label: [] for label, _, _ in apps}
    can_evict = True
    for _ in range(runs):
        for label, exe, bundle in apps:
            can_evict = evict(bundle) and can_evict
            cold[label].append(first_frame_seconds(exe, work / "stamp.txt", timeout=30))
            warm[label].append(first_frame_seconds(exe, work / "stamp.txt", timeout=30))
    rows = []
    for label, _exe, bundle in apps:
        archive = make_app.zip_tree(bundle, work / "zips" / f"{label}.zip")
        cold_median, cold_best = _stats(cold[label])
        warm_median, warm_best = _stats(warm[label])
        rows.append({
            "app": label,
            "bundle_bytes": make_app.tree_size(bundle),
            "zip_bytes": archive.stat().st_size,
            "cold_evicted": can_evict,
            "cold_median_s": cold_median,
            "cold_best_s": cold_best,
            "warm_median_s": warm_median,
            "warm_best_s": warm_best,
            "cold_s": cold[label],
            "warm_s": warm[label],
            "runs": runs,
        })
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7,
                        help="rounds of launches (each: every app cold, then warm)")
    parser.add_argument("--json", type=Path, help="also write the figures as JSON")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="ganesha-measure-") as tmp:
        base = Path(tmp)
        started = time.perf_counter()
        exe = make_app.build(base / "dist", base / "work", quiet=True)
        bundle = exe.parents[2] if sys.platform == "darwin" else exe.parent
        apps = [("Ganesha", exe, bundle)]
        for same in (True, False):
            hello = build_hello(base / ("h1" if same else "h2"), same)
            hbundle = hello.parents[2] if sys.platform == "darwin" else hello.parent
            label = "hello-world (same options)" if same else "hello-world (plain defaults)"
            apps.append((label, hello, hbundle))
        rows = measure(apps, base, args.runs)
        build_seconds = time.perf_counter() - started

    def mb(n: int) -> str:
        return f"{n / 1e6:.1f} MB"

    def sec(t: float | None) -> str:
        return "n/a (no first-frame hook)" if t is None else f"{t:.2f} s"

    driver = os.environ.get("SDL_VIDEODRIVER") or "system default"
    if not os.environ.get("SDL_VIDEODRIVER") and sys.platform.startswith("linux"):
        driver = ("wayland" if os.environ.get("WAYLAND_DISPLAY") else
                  "x11" if os.environ.get("DISPLAY") else "dummy (no display)")
    print(f"{platform.system()} {platform.machine()}, Python {platform.python_version()}, "
          f"PyInstaller {_pyinstaller_version()}, video driver {driver}, "
          f"{os.cpu_count()} cores; builds and runs took {build_seconds:.0f} s\n")
    cold_label = "cold" if rows[0]["cold_evicted"] else "first of each round (no eviction here)"
    print(f"| app | bundle | zipped | first frame, {cold_label}: median (best) | "
          f"first frame, warm: median (best) |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for r in rows:
        print(f"| {r['app']} | {mb(r['bundle_bytes'])} | {mb(r['zip_bytes'])} | "
              f"{sec(r['cold_median_s'])} ({sec(r['cold_best_s'])}) | "
              f"{sec(r['warm_median_s'])} ({sec(r['warm_best_s'])}) |")
    game, same, plain = rows
    # Three decimals: the size bar is 1.10x, and 1.095 printed as "1.10" reads as failing it.
    print(f"\nGanesha / hello-world (same options): bundle "
          f"{game['bundle_bytes'] / same['bundle_bytes']:.3f}x, zipped "
          f"{game['zip_bytes'] / same['zip_bytes']:.3f}x")
    print(f"Ganesha / hello-world (plain defaults): bundle "
          f"{game['bundle_bytes'] / plain['bundle_bytes']:.3f}x, zipped "
          f"{game['zip_bytes'] / plain['zip_bytes']:.3f}x")
    for key in ("cold_median_s", "warm_median_s"):
        if game[key] is not None and same[key] and plain[key]:
            print(f"first frame {key.split('_')[0]} (median): Ganesha / hello-world "
                  f"{game[key] / same[key]:.2f}x (same options), "
                  f"{game[key] / plain[key]:.2f}x (plain defaults)")
    if args.json:
        args.json.write_text(json.dumps({"driver": driver, "rows": rows}, indent=2) + "\n")
    return 0


def _pyinstaller_version() -> str:
    try:
        import PyInstaller

        return PyInstaller.__version__
    except ImportError:
        return "?"


if __name__ == "__main__":
    sys.exit(main())
