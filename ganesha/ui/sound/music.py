"""The music: one stream (``pygame.mixer.music``), a loop per place and a sting per moment.

The pieces are made by ``build/make_music.py`` (``assets/music/*.opus``, Ogg Opus): ``title`` plays
on the title and the menus, ``day`` or ``night`` at the table by the game's mandala side, and two
short stings mark the moments — ``final`` when the final stage begins, ``results`` when the results
are shown (the title's loop follows it). A change of piece is a fade-out of :data:`FADE_OUT` then a
fade-in of :data:`FADE_IN` (under a second each): one stream cannot overlap two pieces.

:class:`MusicPlayer` decides; a backend plays. Without an audio device (or with
``SDL_AUDIODRIVER=dummy``) the music is off: nothing is loaded, but :attr:`MusicPlayer.cues` still
lists what would have started, for the tests. Muted, or at volume 0, the stream is stopped (not
merely silent), and the wanted loop starts again, faded in, when the sound comes back.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Protocol

import pygame

from ganesha.data import resources
from ganesha.ui.kit.widgets.text_field import TextField
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.sound import mixer

if TYPE_CHECKING:
    from ganesha.ui.kit.scene import Scene
    from ganesha.ui.table.scene import TableScene

LOOPS = ("title", "day", "night")
STINGS = ("final", "results")
FADE_OUT = 0.6  # seconds
FADE_IN = 0.8
#: Volume steps a second during a fade: smooth to the ear, and the loop may sleep between.
FADE_STEPS = 30
#: Seconds between looks at whether a sting has ended (the loop comes back after it).
STING_POLL = 0.25


def is_mute_key(event: pygame.event.Event, top: object) -> bool:
    """M (without Ctrl, Alt or Cmd) mutes or unmutes everything, on any screen — except while
    a text field has the focus, where it is a letter of a name."""
    if event.type != pygame.KEYDOWN or event.key != pygame.K_m \
            or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return False
    form = getattr(top, "form", None)
    return not isinstance(getattr(form, "focused", None), TextField)


class Backend(Protocol):
    """What the player needs of a music stream."""

    def start(self, name: str, loop: bool) -> None: ...
    def set_volume(self, volume: float) -> None: ...
    def stop(self) -> None: ...
    def busy(self) -> bool: ...


class MixerMusic:
    """``pygame.mixer.music``, failing quietly (a missing or bad file only means no music)."""

    def start(self, name: str, loop: bool) -> None:
        try:
            pygame.mixer.music.load(str(resources.music_path(name)))
            pygame.mixer.music.set_volume(0.0)
            pygame.mixer.music.play(-1 if loop else 0)
        except Exception:
            self.stop()

    def set_volume(self, volume: float) -> None:
        with contextlib.suppress(Exception):
            pygame.mixer.music.set_volume(volume)

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            pygame.mixer.music.stop()
            pygame.mixer.music.unload()

    def busy(self) -> bool:
        try:
            return bool(pygame.mixer.music.get_busy())
        except Exception:
            return False


class MusicPlayer:
    """Plays what :meth:`want` and :meth:`sting` ask for, one frame at a time (:meth:`update`).
    ``backend`` None opens the mixer when first needed and stays silent if there is none."""

    def __init__(self, enabled: bool = True, volume: float = 0.5,
                 backend: Backend | None = None) -> None:
        self.enabled = enabled
        self.volume = min(1.0, max(0.0, float(volume)))
        self.backend = backend
        self.available: bool | None = None if backend is None else True
        self.cues: list[str] = []  # the pieces started, newest last (tests read it)
        self.wanted: str | None = None  # the loop for where the player is
        self.pending: str | None = None  # a sting waiting for the stream
        self.playing: str | None = None
        self.level = 0.0  # the fade: 0 silent .. 1 full
        self._heard = -1.0
        self._table: TableScene | None = None
        self._final = False
        self._results: Scene | None = None

    def apply(self, settings) -> None:
        """All sound on/off and the music's volume from the settings."""
        self.enabled = bool(settings.sound)
        self.volume = min(1.0, max(0.0, float(settings.music_volume)))

    def want(self, name: str) -> None:
        """The loop that belongs where the player is (asked every frame; cheap)."""
        if name not in LOOPS:
            raise ValueError(f"no music loop like {name!r}; choose from {', '.join(LOOPS)}")
        self.wanted = name

    def sting(self, name: str) -> None:
        """A moment's short cue, once; the wanted loop comes back after it."""
        if name not in STINGS:
            raise ValueError(f"no music sting like {name!r}; choose from {', '.join(STINGS)}")
        self.pending = name

    @property
    def audible(self) -> bool:
        return self.enabled and self.volume > 0

    def _stream(self) -> Backend | None:
        if self.available is None:
            self.available = mixer.start()
            if self.available:
                self.backend = MixerMusic()
        return self.backend if self.available else None

    def update(self, dt: float) -> None:
        """Fade towards what is wanted; start it once the old piece has faded out."""
        if not self.audible:
            if self.playing is not None:
                self._stop()
            self.pending = None  # a moment missed while muted is not replayed later
            return
        stream = self._stream()
        if self.playing in STINGS and (stream is None or not stream.busy()) \
                and self.pending is None:
            self.playing = None  # the sting is over: the loop fades in
        target = self.pending or (self.playing if self.playing in STINGS else self.wanted)
        if target != self.playing and self.playing is not None:
            self.level -= dt / FADE_OUT
            if self.level <= 0:
                self._stop()
        if self.playing is None and target is not None:
            self.pending = None if target == self.pending else self.pending
            self.playing, self.level = target, 0.0
            self.cues.append(target)
            del self.cues[:-100]
            if stream is not None:
                stream.start(target, target in LOOPS)
        elif self.playing == target and self.level < 1:
            self.level = min(1.0, self.level + dt / FADE_IN)
        heard = self.volume * max(0.0, self.level)
        if stream is not None and heard != self._heard:
            stream.set_volume(heard)
        self._heard = heard

    def due(self) -> float | None:
        """When :meth:`update` is next needed, so the loop may sleep in between: a fade is
        stepped :data:`FADE_STEPS` times a second, a sting's end is looked for every
        :data:`STING_POLL` seconds; a loop playing at its level needs nothing."""
        if not self.audible:
            return None if self.playing is None and self.pending is None else 0.0
        target = self.pending or (self.playing if self.playing in STINGS else self.wanted)
        if target != self.playing or (self.playing is not None and self.level < 1):
            return 1.0 / FADE_STEPS
        return STING_POLL if self.playing in STINGS else None

    def _stop(self) -> None:
        stream = self.backend if self.available else None
        if stream is not None:
            stream.stop()
        self.playing, self.level, self._heard = None, 0.0, -1.0

    def follow(self, table: TableScene | None, top: Scene | None) -> None:
        """Ask for the music of the screen shown: the title's loop away from a table and over
        the results, the mandala side's at a table; the final stage's sting when it begins at
        this table, the results' sting when their screen opens."""
        if table is not self._table:
            self._table = table
            self._final = table is not None and table.state.final_stage
        if table is not None and table.state.final_stage and not self._final:
            self._final = True
            if not table.state.is_over:
                self.sting("final")
        results = top if isinstance(top, ResultsScene) else None
        if results is not None and results is not self._results:
            self.sting("results")  # once: not again on coming back from the review over them
            self._results = results
        if table is None or results is not None:
            self.want("title")
        else:
            self.want("night" if table.state.config.side == "night" else "day")

    def close(self) -> None:
        if self.playing is not None:
            self._stop()


__all__ = ["FADE_IN", "FADE_OUT", "FADE_STEPS", "LOOPS", "STINGS", "STING_POLL", "Backend",
           "MixerMusic", "MusicPlayer",
           "is_mute_key"]
