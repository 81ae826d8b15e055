"""How long the game takes to draw its title over a hostile home: one start per case.

    python build/hostile_starts.py

Each case lays a home (``GANESHA_HOME``) that once froze or crashed the start — a huge value in
a settings file, a NUL or 3 MB of text in a records date, a truncated or garbage file, a file
where a folder belongs, a home named with a non-UTF-8 byte, a second copy of the game while a
first one holds the home — then starts ``python -m ganesha`` for real and reads the moment its
first frame was drawn (``GANESHA_FIRST_FRAME_FILE``, see ganesha/ui/shell/startup_probe.py).
Prints one line per case: seconds from launch to the first frame, and the exit code. A folder
the player cannot enter needs a non-root user; the tests simulate it instead.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def start(home: Path) -> tuple[float, int]:
    """Seconds from launch to the first drawn frame, and the exit code."""
    frame = home / ".first-frame"
    env = dict(os.environ, GANESHA_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", GANESHA_FIRST_FRAME_FILE=str(frame),
               GANESHA_FIRST_FRAME_EXIT="1", GANESHA_NO_CRASH_DIALOG="1")
    launched = time.time()
    done = subprocess.run([sys.executable, "-m", "ganesha"], cwd=ROOT, env=env,
                          capture_output=True, timeout=60)
    seconds = float(frame.read_text()) - launched if frame.exists() else float("nan")
    return seconds, done.returncode


def _write(home: Path, folder: str, name: str, text: str | bytes) -> None:
    (home / folder).mkdir(parents=True, exist_ok=True)
    path = home / folder / name
    path.write_bytes(text) if isinstance(text, bytes) else path.write_text(text)


def _records(date: str) -> str:
    return json.dumps({"format": "ganesha-records", "version": 1, "streak": 0, "tallies": [],
                       "games": [{"id": "x", "date": date, "config": {},
                                  "seats": ["human", "easy"], "names": ["A", "B"],
                                  "scores": [1, 2], "winner": 1, "actions": []}]})


CASES: dict[str, Callable[[Path], None]] = {
    "healthy home": lambda h: None,
    "settings: a 3.9 MB language value": lambda h: _write(h, "config", "settings.json", json.dumps(
        {"format": "ganesha-settings", "version": 1, "settings": {"language": "x" * 3_900_000}})),
    "records: a NUL in a date": lambda h: _write(h, "data", "records.json",
                                                 _records("2026-01-01\x0012:00")),
    "records: a 3 MB date": lambda h: _write(h, "data", "records.json", _records("2" * 3_000_000)),
    "last setup: truncated": lambda h: _write(h, "config", "last-setup.json",
                                              '{"format": "ganesha-last-setup", "vers'),
    "current game: garbage bytes": lambda h: _write(h, "data", "current-game.json",
                                                    os.urandom(5000)),
    "config is a file, not a folder": lambda h: (h / "config").write_text("not a folder"),
}


def main() -> int:
    slowest = 0.0
    for name, lay in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            home = Path(tmp) / "home"
            home.mkdir()
            lay(home)
            seconds, code = start(home)
        slowest = max(slowest, seconds)
        print(f"{name:40s} first frame {seconds:5.2f} s, exit {code}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:  # a home whose name is not UTF-8
        home = Path(os.fsdecode(os.fsencode(tmp) + b"/caf\xe9"))
        home.mkdir()
        seconds, code = start(home)
        slowest = max(slowest, seconds)
        print(f"{'home named in Latin-1':40s} first frame {seconds:5.2f} s, exit {code}")
    with tempfile.TemporaryDirectory() as tmp:  # a second copy while a first holds the home
        env = dict(os.environ, GANESHA_HOME=tmp, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        first = subprocess.Popen([sys.executable, "-m", "ganesha"], cwd=ROOT, env=env)
        time.sleep(3)
        seconds, code = start(Path(tmp))
        first.kill()
        first.wait()
        slowest = max(slowest, seconds)
        print(f"{'a second copy while the first runs':40s} first frame {seconds:5.2f} s, "
              f"exit {code}")
    print(f"slowest: {slowest:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
