"""A whole AI-only game through the real scene loop, as the ``ganesha`` command runs it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

pytestmark = pytest.mark.slow  # a whole AI game through the real loop: CI runs it

REPO = Path(__file__).resolve().parents[3]


def test_demo_plays_a_whole_game_and_saves_screenshots(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    shots = tmp_path / "shots"
    result = subprocess.run(
        [sys.executable, "-m", "ganesha", "--demo", "--seed", "5", "--speed", "max",
         "--players", "3", "--side", "night", "--screenshots", str(shots), "--timeout", "150"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=200,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Game over after 9 rounds (seed 5):" in result.stdout
    assert " wins. Scores: " in result.stdout
    pictures = sorted(p.name for p in shots.glob("*.png"))
    assert "results.png" in pictures
    turns = [p for p in pictures if p.startswith("turn-")]
    assert len(turns) >= 9 * 3  # at least one per turn of the 9 rounds
    image = pygame.image.load(str(shots / "results.png"))
    assert image.get_size() == (1280, 800)


def test_bad_arguments_exit_non_zero() -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    result = subprocess.run([sys.executable, "-m", "ganesha", "--players", "5"], cwd=REPO, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
