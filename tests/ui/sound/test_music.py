"""The music: the committed files match their recipe (``build/make_music.py --check``), are long
enough and small enough; the player picks the piece for the screen, fades between pieces within a
second, plays the stings once, stops when muted; the app's M key and volumes are remembered."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.data import resources
from ganesha.engine import GameConfig, new_game
from ganesha.store import saves
from ganesha.store import settings as stored
from ganesha.store.settings import Settings
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.new_game import NewGameScene
from ganesha.ui.sound.music import FADE_IN, FADE_OUT, LOOPS, STINGS, MusicPlayer
from tests.helpers.menu_app import MakeApp, frames, top_of

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "build"))

import ogg_codec  # noqa: E402  (pure Python pages: reads a file's length with no decoder)

# The music is a fifth of the frozen app over a bare pygame window: kept to its Opus budget.
MAX_TOTAL = 1_050_000


def test_the_music_is_long_enough_and_small_enough() -> None:
    total = 0
    for name in (*LOOPS, *STINGS):
        data = resources.music_path(name).read_bytes()
        total += len(data)
        count, rate = ogg_codec.frames(data)
        seconds = count / rate
        if name in LOOPS:
            assert seconds >= 90, (name, seconds)
        else:
            assert 2 <= seconds <= 20, (name, seconds)
    assert total <= MAX_TOTAL, total


@pytest.mark.slow
def test_the_music_matches_its_recipe_and_loops_without_a_seam() -> None:
    """Synthesises every piece (about ten seconds): the PCM digest and the decoded files must
    match (make_music.py --check, which also holds each loop file's decoded seam), and each
    loop's last sample leads into its first as any two neighbours do."""
    np = pytest.importorskip("numpy")
    pytest.importorskip("soundfile")
    sys.path.insert(0, str(ROOT / "build"))
    import make_music

    digests = make_music.read_digests()
    for name in make_music.NAMES:  # what make_music.py --check does, one synthesis a piece
        pcm = make_music.synthesise(name)
        assert make_music.check(name, pcm, digests) is None, name
        if name in LOOPS:
            wide = pcm.astype(np.int64)
            steps = np.abs(np.diff(wide, axis=0))
            seam = np.abs(wide[0] - wide[-1])
            assert (seam <= np.percentile(steps, 99.9, axis=0)).all(), (name, seam)


# Plays each loop through pygame's own mixer from half a second before its seam, with SDL's disk
# driver as the sound card, and writes what it heard beside what the decoder makes of the file.
PLAY_ACROSS_THE_SEAM = """
import os, sys, time
import pygame
from ganesha.data import resources
sys.path.insert(0, os.path.join(os.environ["ROOT"], "build"))
from ogg_codec import comments
out = os.environ["OUT"]
for name in ("title", "day", "night"):
    path = str(resources.music_path(name))
    tags = comments(open(path, "rb").read())
    end = int(tags["LOOPSTART"]) + int(tags["LOOPLENGTH"])
    os.environ["SDL_DISKAUDIOFILE"] = os.path.join(out, name + ".heard")
    pygame.mixer.init(48000, -16, 2, 512)
    open(os.path.join(out, name + ".file"), "wb").write(pygame.mixer.Sound(path).get_raw())
    pygame.mixer.music.load(path)
    pygame.mixer.music.play(-1, start=(end - 24000) / 48000)
    time.sleep(1.0)
    pygame.mixer.music.stop()
    pygame.mixer.quit()
    print(name, tags["LOOPSTART"], end)
"""


@pytest.mark.slow
def test_the_player_goes_round_each_loop_where_its_tags_say(tmp_path: Path) -> None:
    """What a player hears across each loop's seam (pygame's SDL_mixer, SDL's disk driver in a
    child process, about five seconds): half a second of the loop's end, then the music from the
    loop tags' start with nothing cut before the seam (SDL_mixer 2.8 drops too much when a loop
    does not end on an Opus packet), and a step at the seam within 3x the music's usual step (at
    a start picked without listening it is 5-10x: a click)."""
    np = pytest.importorskip("numpy")
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "OUT": str(tmp_path), "ROOT": str(ROOT),
           "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", PLAY_ACROSS_THE_SEAM], env=env, timeout=120,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    for line in done.stdout.split("\n")[-4:-1]:
        name, start, end = line.split()[0], *map(int, line.split()[1:])
        heard, decoded = (np.fromfile(tmp_path / f"{name}.{kind}", dtype=np.int16)
                          .reshape(-1, 2).astype(float) for kind in ("heard", "file"))
        heard = heard[np.flatnonzero(np.abs(heard).sum(axis=1))[0]:]  # the device's silence
        lead = _lag(heard[9600:13600], decoded, end - 24000 + 9600)
        seam = end - (end - 24000 + lead)  # where the heard sound reaches the loop's end
        before = np.abs(heard[seam - 4800:seam] - decoded[end - 4800:end]).max()
        after = np.abs(heard[seam + 4800:seam + 9600] - decoded[start + 4800:start + 9600]).max()
        assert before < 400, (name, "the loop's end is cut", before)
        assert after < 400, (name, "the loop does not go on from LOOPSTART", after)
        step = np.abs(heard[seam] - heard[seam - 1]).max()
        usual = np.median(np.abs(np.diff(heard[seam - 2000:seam], axis=0)))
        assert step <= 3 * usual, (name, "a click at the seam", step, usual)


def _lag(heard: Any, decoded: Any, at: int) -> int:
    """How many samples the heard sound runs behind the decoded file (the mixer's buffer)."""
    import numpy as np

    errors = [np.abs(heard - decoded[at + lag:at + lag + len(heard)]).max()
              for lag in range(-1024, 1024)]
    return int(np.argmin(errors)) - 1024


def test_the_digest_check_tells_rounding_from_a_change() -> None:
    """A last-bit difference (another numpy's sine) passes as rounding; a changed second or a
    different length does not."""
    np = pytest.importorskip("numpy")
    pytest.importorskip("soundfile")
    sys.path.insert(0, str(ROOT / "build"))
    import make_music

    rng = np.random.default_rng(1)
    pcm = (rng.standard_normal((48000 * 3, 2)) * 3000).astype(np.int16)
    committed = make_music.fingerprint(pcm)
    assert make_music.same_music(pcm, committed) is None
    flipped = pcm.copy()
    flipped[1000, 0] += 1
    assert make_music.same_music(flipped, committed) == "rounding"
    louder = pcm.copy()
    louder[50000:52000] //= 2
    assert "differs" in str(make_music.same_music(louder, committed))
    assert "frames" in str(make_music.same_music(pcm[:-1], committed))
    assert make_music.same_music(pcm, None) == "no committed digest"


class FakeStream:
    def __init__(self) -> None:
        self.started: list[tuple[str, bool]] = []
        self.volume = 0.0
        self.playing = False

    def start(self, name: str, loop: bool) -> None:
        self.started.append((name, loop))
        self.playing = True

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def stop(self) -> None:
        self.playing = False

    def busy(self) -> bool:
        return self.playing


def run(player: MusicPlayer, seconds: float) -> None:
    for _ in range(round(seconds * 60)):
        player.update(1 / 60)


def test_pieces_fade_into_each_other_within_a_second() -> None:
    stream = FakeStream()
    player = MusicPlayer(volume=0.5, backend=stream)
    player.want("title")
    run(player, FADE_IN + 0.1)
    assert stream.started == [("title", True)]
    assert stream.volume == pytest.approx(0.5)
    player.want("night")
    run(player, FADE_OUT / 2)
    assert 0 < stream.volume < 0.5
    assert stream.started[-1][0] == "title"  # fading out
    run(player, FADE_OUT / 2 + 0.05)
    assert stream.started[-1] == ("night", True)
    assert stream.volume < 0.1  # fading in
    run(player, FADE_IN)
    assert stream.volume == pytest.approx(0.5)
    assert FADE_OUT <= 1
    assert FADE_IN <= 1


def test_a_sting_plays_once_then_the_loop_comes_back() -> None:
    stream = FakeStream()
    player = MusicPlayer(backend=stream)
    player.want("day")
    run(player, 1)
    player.sting("final")
    run(player, 1)
    assert stream.started[-1] == ("final", False)
    run(player, 1)
    assert stream.started[-1] == ("final", False)  # still ringing: the loop waits
    stream.playing = False  # the sting ended
    run(player, 0.1)
    assert stream.started[-1] == ("day", True)
    assert [name for name, _ in stream.started] == ["day", "final", "day"]


def test_muted_or_silent_the_stream_stops_and_comes_back() -> None:
    stream = FakeStream()
    player = MusicPlayer(backend=stream)
    player.want("title")
    run(player, 0.5)
    player.apply(Settings(sound=False))
    run(player, 0.1)
    assert not stream.playing
    player.apply(Settings(sound=True, music_volume=0.0))
    run(player, 0.1)
    assert not stream.playing
    assert len(stream.started) == 1
    player.apply(Settings(sound=True, music_volume=0.8))
    run(player, 1)
    assert stream.playing
    assert stream.started[-1] == ("title", True)
    assert stream.volume == pytest.approx(0.8)


def test_no_audio_device_means_no_music_but_the_cues_are_known(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    player = MusicPlayer()
    player.want("title")
    run(player, 0.2)
    assert player.available is False
    assert player.cues == ["title"]


def test_the_app_plays_the_piece_of_each_screen(make_app: MakeApp) -> None:
    """From the title into a night game one turn before the final stage, through it to the
    results: the title's loop, the night's, the final stage's sting, the night's again, the
    results' sting and the title's loop under the results."""
    state = new_game(GameConfig(players=2, seed=4, side="night"))
    player = make_player("random", 4)
    while not (state.round == state.rounds and state.turn_player != state.first_player):
        state.apply(player.choose(state.clone()))  # to the last turn before the final stage
    assert not state.final_stage
    saves.save_current(saves.SavedGame(state, ("random", "random")))
    app = make_app(Settings(animation_speed="faster"))
    frames(app, 3)
    assert app.music.cues == ["title"]
    app.continue_game()
    deadline = time.perf_counter() + 60
    while "results" not in app.music.cues or app.music.cues[-1] != "title":
        assert time.perf_counter() < deadline, app.music.cues
        app.update(1 / 30)
    assert app.music.cues == ["title", "night", "final", "night", "results", "title"]


def test_the_m_key_mutes_everything_and_is_remembered(make_app: MakeApp) -> None:
    app = make_app(Settings())
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m")
    app.process_event(key)
    assert app.settings.sound is False
    assert not app.sounds.enabled
    assert not app.music.enabled
    assert stored.load_settings()[0].sound is False
    app.open_settings()  # an open Settings screen shows the change
    app.process_event(key)
    assert app.settings.sound is True
    assert app.music.enabled
    row = next(c for c in top_of(app, MenuScene).form.controls if c.name == "sound")
    assert row.value is True
    assert top_of(app, MenuScene).form.focused.name == "spices"
    app.close_screen(app.stack.top)
    app.new_game()  # its name fields take an M as a letter
    screen = app.stack.top
    assert isinstance(screen, NewGameScene)
    field = next(c for c in screen.form.controls if type(c).__name__ == "TextField")
    screen.form.focus = screen.form.controls.index(field)
    app.process_event(key)
    assert app.settings.sound is True


def test_volumes_and_reduced_motion_are_remembered(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    chosen = Settings(volume=0.3, music_volume=0.9, reduced_motion=True)
    stored.save_settings(chosen, path)
    assert stored.load_settings(path) == (chosen, None)
    path.write_text('{"format": "ganesha-settings", "version": 1, "settings": '
                    '{"sound": true, "volume": 0.4}}')  # a file from before the music
    loaded, notice = stored.load_settings(path)
    assert notice is None
    assert loaded.volume == 0.4
    assert loaded.music_volume == Settings().music_volume
    with pytest.raises(ValueError):
        Settings(music_volume=1.5).validated()
