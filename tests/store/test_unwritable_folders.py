"""Each combination of a settings folder and a games folder that cannot be entered or is
read-only: the start's notice says exactly what will and will not be kept, and what happens is
what it says (a game finished at the table, the settings changed). Real permissions, in a child
process that runs as an ordinary user (root writes anywhere)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534
MODES = {"ok": 0o700, "unenterable": 0o000, "read-only": 0o500}

#: The child: the start (notices), a settings change, a game played to its end at the table.
_CHILD = """
import json, os, sys
import pygame
from dataclasses import replace
from ganesha.data.match import Match
from ganesha.store import records, saves
from ganesha.store.settings import load_settings, settings_path, store_settings
from ganesha.ui.shell.menu_app import MenuApp
from tests.helpers.games import finished
state = finished(7)
pygame.display.init()
surface = pygame.display.set_mode((1280, 800))
if os.geteuid() == 0:  # everything imported first: root's Python may be out of the user's reach
    os.setgid(%(nobody)d)
    os.setuid(%(nobody)d)
loaded, notice = load_settings()
store_settings(replace(loaded, sound=False))
app = MenuApp((1280, 800), replace(loaded, animation_speed="instant"), [notice] if notice else [])
app.play(Match(state.config, ("human", "human"), ()), state)
for _ in range(30):
    app.update(1 / 60)
    app.draw(surface)
app.close()
def there(path):
    try:
        return path.exists()
    except OSError:
        return False
print(json.dumps({"notice": notice, "settings": there(settings_path()),
                  "records": records.has_records(), "last": saves.has_last()}))
"""


@pytest.fixture
def shared_home() -> Iterator[Path]:
    """A home an ordinary user owns (the child drops root's rights to that user)."""
    top = Path(tempfile.mkdtemp(prefix="ganesha-home-"))
    top.chmod(0o755)
    home = top / "home"
    home.mkdir()
    if os.geteuid() == 0:
        os.chown(home, NOBODY, NOBODY)
    yield home
    for folder in (home / "config", home / "data"):
        if folder.exists():
            folder.chmod(0o700)
    shutil.rmtree(top, ignore_errors=True)


def _lay(home: Path, folder: str, mode: str) -> None:
    path = home / folder
    path.mkdir()
    if os.geteuid() == 0:
        os.chown(path, NOBODY, NOBODY)
    path.chmod(MODES[mode])


@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
@pytest.mark.parametrize("config", sorted(MODES))
@pytest.mark.parametrize("data", sorted(MODES))
def test_the_notice_says_what_is_kept_and_it_is(shared_home: Path, config: str,
                                                data: str) -> None:
    _lay(shared_home, "config", config)
    _lay(shared_home, "data", data)
    env = dict(os.environ, GANESHA_HOME=str(shared_home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", GANESHA_NO_CRASH_DIALOG="1", HOME=str(shared_home),
               PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run([sys.executable, "-c", _CHILD % {"nobody": NOBODY}], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    settings_kept, games_kept = config == "ok", data == "ok"
    assert seen["settings"] == settings_kept
    assert seen["records"] == games_kept
    assert seen["last"] == games_kept
    notice = seen["notice"] or ""
    if settings_kept and games_kept:
        assert notice == ""
    elif settings_kept:
        assert notice.startswith("Games and records cannot be saved")
        assert "Settings are kept" in notice
    elif games_kept:
        assert notice.startswith("Settings cannot be saved")
        assert "your games and records are kept" in notice
    else:
        assert notice.startswith("Settings, games and records cannot be saved")
        assert "nothing will be kept" in notice
