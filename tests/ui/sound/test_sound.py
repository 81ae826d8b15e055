"""Sound effects: generated files match their recipe, and the sound board is silent but safe
without an audio device, honours mute and volume, never stacks one effect on itself, and the
right effects follow each action."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import pygame
import pytest

from ganesha.data import resources
from ganesha.engine import GameConfig, new_game
from ganesha.store.settings import Settings
from ganesha.ui.sound import effects as sound
from ganesha.ui.sound.effects import EFFECTS, MIN_GAP, SoundBoard
from ganesha.ui.sound.table_sounds import Before, effects_for

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "build"))

import make_sounds  # noqa: E402
from ogg_codec import frames  # noqa: E402


def test_every_effect_is_a_short_ogg_made_by_the_recipe() -> None:
    """The recipe's PCM is the committed one, and each committed file is exactly as long (pure
    Python: this runs wherever the tests do; the decoding check below needs the build extra)."""
    built = make_sounds.build_all()
    digests = make_sounds.read_digests()
    assert set(built) == set(EFFECTS) == set(digests)
    for name in EFFECTS:
        assert make_sounds.digest(built[name]) == digests[name], \
            f"run python build/make_sounds.py ({name})"
        data = resources.asset_path("sounds", f"{name}.ogg").read_bytes()
        assert frames(data) == (len(built[name]), make_sounds.RATE), name
        assert 0.05 < len(built[name]) / make_sounds.RATE <= 2.0


@pytest.mark.slow  # decodes all 23 files (about 3 s); CI runs it with the build extra
def test_every_effect_file_decodes_to_its_recipe(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """make_sounds.py --check passes on the committed files and fails on a swapped one."""
    pytest.importorskip("numpy")
    pytest.importorskip("soundfile")
    assert make_sounds.main(["--check"]) == 0
    for name in EFFECTS:
        (tmp_path / f"{name}.ogg").write_bytes(resources.asset_path("sounds", f"{name}.ogg")
                                               .read_bytes())
    (tmp_path / "pepper_kept.ogg").write_bytes((tmp_path / "pepper_returned.ogg").read_bytes())
    monkeypatch.setattr(make_sounds, "OUT", tmp_path)
    built = make_sounds.build_all()
    problem = make_sounds.check("pepper_kept", built["pepper_kept"], make_sounds.read_digests())
    assert "dB from the recipe" in str(problem)
    assert make_sounds.main(["--check"]) == 1


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
    assert FakeSound.made[0].path.endswith("drum.ogg")
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


PLAY_EVERY_FILE = """
import pygame, sys
from ganesha.data import resources
from ganesha.ui.sound.music import LOOPS, STINGS
from ganesha.ui.sound.effects import EFFECTS
pygame.mixer.init(48000, -16, 2, 1024)
for name in EFFECTS:
    path = resources.asset_path("sounds", name + ".ogg")
    assert pygame.mixer.Sound(str(path)).get_length() > 0.05
for name in (*LOOPS, *STINGS):
    pygame.mixer.music.load(str(resources.music_path(name)))
    pygame.mixer.music.play()
    assert pygame.mixer.music.get_busy(), name
    pygame.mixer.music.stop()
print("played", len(EFFECTS), len(LOOPS) + len(STINGS))
"""


def test_the_installed_mixer_reads_every_effect_and_piece(tmp_path: Path) -> None:
    """pygame's own SDL_mixer decodes the effects (Vorbis) and the music (Opus): a mixer built
    without either codec fails here, not silently on a player's machine. SDL's disk driver stands
    in for a sound card, in a child process so this one's mixer stays closed."""
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(tmp_path / "out"),
           "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", PLAY_EVERY_FILE], env=env, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert f"played {len(EFFECTS)} 5" in done.stdout


def test_the_effects_are_decoded_before_the_first_play(monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening a table decodes every effect off the frame loop: the first take, score or drum
    of the game then costs the frame nothing."""
    FakeSound.made.clear()
    monkeypatch.setattr(sound.pygame.mixer, "Sound", FakeSound)
    board = SoundBoard()
    board.available = True
    thread = board.preload()
    assert thread is not None
    thread.join(timeout=10)
    assert sorted(Path(s.path).stem for s in FakeSound.made) == sorted(EFFECTS)
    assert board.play("drum") is True
    assert len(FakeSound.made) == len(EFFECTS)  # nothing decoded at the play
    assert board.preload() is None  # all there already


def test_a_silent_board_decodes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    FakeSound.made.clear()
    monkeypatch.setattr(sound.pygame.mixer, "Sound", FakeSound)
    muted = SoundBoard(enabled=False)
    muted.available = True
    assert muted.preload() is None
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert SoundBoard().preload() is None
    assert FakeSound.made == []


def test_the_disk_driver_with_a_file_is_a_sound_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """``disk`` alone means no sound (tests, CI); with ``SDL_DISKAUDIOFILE`` named it is played
    into (the frame benchmark's stand-in for a sound card)."""
    from ganesha.ui.sound import mixer

    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.delenv("SDL_DISKAUDIOFILE", raising=False)
    assert mixer.headless()
    monkeypatch.setenv("SDL_DISKAUDIOFILE", "/tmp/ganesha-audio.raw")
    assert not mixer.headless()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert mixer.headless()
