"""How long the game takes to draw its title over a hostile home: one start per case.

    python build/hostile_starts.py

Each case lays a home (``GANESHA_HOME``) that once froze or crashed the start — a huge value in
a settings file, a NUL or 3 MB of text in a records date, a truncated or garbage file, a file
where a folder belongs, a home named with a non-UTF-8 byte, a second copy of the game while a
first one holds the home — then starts ``python -m ganesha`` for real and reads the moment its
first frame was drawn (``GANESHA_FIRST_FRAME_FILE``, see ganesha/ui/shell/startup_probe.py).
Prints one line per case: seconds from launch to the first frame, and the exit code. A folder
the player cannot enter needs a non-root user; the tests simulate it instead.

The title never reads the records file, so the records cases go further: each holds a whole,
finished game (so only the date is wrong), and a child process starts the app the same way,
opens Records through the title's own request and draws it, then says which screen shows, how
many games it lists and whether the file was kept aside.
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
    """A records file as the game writes it (one finished game, whole), with this date."""
    from ganesha.ai import make_player
    from ganesha.engine import GameConfig, new_game
    from ganesha.store import records, saves

    state = new_game(GameConfig(players=2, seed=5))
    bots = [make_player("random", 50), make_player("random", 51)]
    while not state.is_over:
        state.apply(bots[state.current_player].choose(state))
    kept = records.empty()
    records.add_game(kept, saves.SavedGame(state, ("human", "easy")))
    data = records.to_data(kept)
    data["games"][0]["date"] = date
    return json.dumps(data)


#: The child that opens Records: the app as ``ganesha`` builds it (its settings, the start's
#: notices), the title drawn, then Records asked for as the title's button asks, and drawn.
_OPEN_RECORDS = """
import json, sys, time
import pygame
from ganesha.store.logs import setup_logging
from ganesha.store.settings import load_settings
from ganesha.ui.shell.menu_app import MenuApp
launched = float(sys.argv[1])
setup_logging()
pygame.init()
surface = pygame.display.set_mode((1280, 800))
settings, notice = load_settings()
app = MenuApp((1280, 800), settings, [notice] if notice else [])
app.stack.draw(surface)
app.open_records()
app.update(1 / 60)
app.stack.draw(surface)
pygame.display.flip()
top = app.stack.top
print(json.dumps({"seconds": time.time() - launched, "screen": type(top).__name__,
                  "games": len(getattr(getattr(top, "records", None), "games", [])),
                  "notice": bool(getattr(top, "notice", None))}))
"""


def open_records(home: Path) -> str:
    """Records opened over ``home``: the seconds to its first frame, what it shows, the exit."""
    env = dict(os.environ, GANESHA_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", GANESHA_NO_CRASH_DIALOG="1")
    done = subprocess.run([sys.executable, "-c", _OPEN_RECORDS, repr(time.time())], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)
    try:
        seen = json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        return f"Records did not open, exit {done.returncode}"
    kept = [p.name for p in (home / "data").glob("records.json.bad-*")]
    return (f"{seen['screen']} drawn {seen['seconds']:5.2f} s, {seen['games']} game(s) listed, "
            f"{'kept aside with a notice' if kept and seen['notice'] else 'file kept'}, "
            f"exit {done.returncode}")


RECORDS_CASES: dict[str, Callable[[Path], None]] = {
    "records: a sound file": lambda h: _write(h, "data", "records.json",
                                              _records("2026-01-01 12:00")),
    "records: a NUL in a date": lambda h: _write(h, "data", "records.json",
                                                 _records("2026-01-01\x0012:00")),
    "records: a 3 MB date": lambda h: _write(h, "data", "records.json", _records("2" * 3_000_000)),
    "records: an emoji date": lambda h: _write(h, "data", "records.json",
                                               _records("2026-01-01 \U0001f600")),
}


CASES: dict[str, Callable[[Path], None]] = {
    "healthy home": lambda h: None,
    "settings: a 3.9 MB language value": lambda h: _write(h, "config", "settings.json", json.dumps(
        {"format": "ganesha-settings", "version": 1, "settings": {"language": "x" * 3_900_000}})),
    "last setup: truncated": lambda h: _write(h, "config", "last-setup.json",
                                              '{"format": "ganesha-last-setup", "vers'),
    "current game: garbage bytes": lambda h: _write(h, "data", "current-game.json",
                                                    os.urandom(5000)),
    "config is a file, not a folder": lambda h: _write(h, "", "config", "not a folder"),
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
    for name, lay in RECORDS_CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            home = Path(tmp) / "home"
            home.mkdir()
            lay(home)
            print(f"{name:40s} {open_records(home)}", flush=True)
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
