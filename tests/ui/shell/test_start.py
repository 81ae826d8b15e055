"""How the game starts: a plain ``ganesha`` opens the title screen (with the saved settings), any
game option goes straight to the table as before."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ganesha.app import build_parser, wants_menus
from ganesha.store.settings import Settings, save_settings


@pytest.mark.parametrize(("argv", "menus"), [
    ([], True), (["--size", "1024x640"], True), (["--think-ms", "100"], True),
    (["--demo"], False), (["--seats", "human,ai"], False), (["--players", "2"], False),
    (["--side", "day"], False), (["--seed", "4"], False), (["--speed", "max"], False),
    (["--no-spices"], False), (["--screenshots", "x"], False), (["--timeout", "9"], False),
])
def test_which_start_opens_the_menus(argv, menus) -> None:
    assert wants_menus(build_parser().parse_args(argv)) is menus


def test_plain_ganesha_draws_the_title_screen(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    save_settings(Settings(language="ru"))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "GANESHA_FIRST_FRAME_FILE": str(tmp_path / "frame"), "GANESHA_FIRST_FRAME_EXIT": "1"}
    proc = subprocess.run([sys.executable, "-m", "ganesha"], env=env, capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "frame").exists()
    assert not (tmp_path / "data" / "current-game.json").exists()  # no game was started
