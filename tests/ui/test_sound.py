"""Sound effects: generated files match their recipe, and the sound board is silent but safe
without an audio device, honours mute and volume, never stacks one effect on itself, and the
right effects follow each action."""

from __future__ import annotations

import sys
import wave
from pathlib import Path
from typing import ClassVar

import pygame
import pytest

from ganesha.data import resources
from ganesha.engine import GameConfig, new_game
from ganesha.store.settings import Settings
from ganesha.ui.shell import sound
from ganesha.ui.shell.sound import EFFECTS, MIN_GAP, SoundBoard
from ganesha.ui.shell.table_sounds import Before, effects_for

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))

import make_sounds  # noqa: E402


def test_every_effect_is_a_short_wav_made_by_the_recipe() -> None:
    built = make_sounds.build_all()
    assert set(built) == set(EFFECTS)
    for name in EFFECTS:
        path = resources.asset_path("sounds", f"{name}.wav")
        assert path.read_bytes() == built[name], f"run python build/make_sounds.py ({name})"
        with wave.open(str(path)) as w:
            seconds = w.getnframes() / w.getframerate()
        assert 0.05 < seconds <= 2.0


def test_dummy_audio_driver_is_silent_but_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    board = SoundBoard()
    assert board.play("take") is False
    assert board.available is False
    assert board.played == ["take"]
    assert board.play("take") is False  # within the gap
    assert board.played == ["take"]


def test_mixer_failure_is_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "alsa")

    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    board = SoundBoard()
    assert board.play("score") is False
    assert board.available is False


class FakeSound:
    made: ClassVar[list[FakeSound]] = []

    def __init__(self, path: str) -> None:
        self.path = path
        self.volume: float | None = None
        self.plays = 0
        FakeSound.made.append(self)

    def set_volume(self, v: float) -> None:
        self.volume = v

    def play(self) -> None:
        self.plays += 1


def test_volume_and_mute_reach_the_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    FakeSound.made.clear()
    monkeypatch.setattr(sound.pygame.mixer, "Sound", FakeSound)
    board = SoundBoard(volume=0.4, clock=iter(range(100)).__next__)  # a second between plays
    board.available = True
    assert board.play("drum") is True
    assert FakeSound.made[0].path.endswith("drum.wav")
    assert FakeSound.made[0].volume == 0.4
    board.apply(Settings(sound=True, volume=0.9))
    board.play("drum")
    assert len(FakeSound.made) == 1
    assert FakeSound.made[0].plays == 2  # loaded once
    assert FakeSound.made[0].volume == 0.9
    board.apply(Settings(sound=False))
    assert board.play("drum") is False
    assert FakeSound.made[0].plays == 2
    board.apply(Settings(sound=True, volume=0.0))
    assert board.play("drum") is False
    with pytest.raises(ValueError):
        board.play("trumpet")


def test_effects_follow_the_game() -> None:
    state = new_game(GameConfig(players=2, seed=3, spices=False))
    heard: list[str] = []
    while not state.is_over:
        action = state.legal_actions()[0]
        before = Before.of(state)
        state.apply(action)
        heard += effects_for(action, before, state, lambda seat: True)
    assert heard.count("game_end") == 1
    assert heard[-1] != "drum"
    assert "game_end" in heard[-2:]
    assert heard.count("drum") == state.rounds - 1
    assert heard.count("altar_reset") >= 1
    assert {"take", "place", "score", "your_turn"} <= set(heard)


def test_the_same_effect_is_never_stacked() -> None:
    """Within MIN_GAP of itself an effect is dropped (at 4x two chimes would add into one loud
    blip); another effect, or the same one later, plays."""
    now = [0.0]
    board = SoundBoard(clock=lambda: now[0])
    assert board.play("score") is False  # dummy driver: listed, not heard
    now[0] += MIN_GAP / 3
    board.play("score")
    board.play("take")
    now[0] += MIN_GAP
    board.play("score")
    assert board.played == ["score", "take", "score"]
