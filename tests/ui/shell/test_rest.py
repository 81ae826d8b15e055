"""At rest the app rests: the loop draws nothing and sleeps on the event queue while no screen
moves, answers an input at the next frame, and draws slow living motion at its own modest rate.

The loop runs for real (a headless window, the real app and screens) with a fake clock, event
queue and frame-rate cap handed to its :class:`~ganesha.ui.shell.pacing.Pacer`, so the tests
count frames, ticks and waits, never wall-clock time (speed figures belong to
``python -m ganesha.bench rest``)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from ganesha.data.look import wearing
from ganesha.data.match import Match
from ganesha.engine import GameConfig
from ganesha.store.settings import Settings
from ganesha.ui.kit import motion
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.shell.loop import RunOptions, Session
from ganesha.ui.shell.pacing import LONGEST_SLEEP, RUNNING_FPS, Pacer
from ganesha.ui.shell.window import direct_framebuffer
from ganesha.ui.sound.music import FADE_STEPS, MusicPlayer
from ganesha.ui.table.at_rest import next_peak
from ganesha.ui.table.draw.view import breath


class Stretch(Exception):
    """The fake clock reached the end of the stretch a test watches."""


class FakeTime:
    """The loop's clock, event wait, event queue and frame-rate cap: time passes only when the
    loop waits or ticks; ``arrivals`` maps the number of a wait to the event it returns."""

    def __init__(self) -> None:
        self.t = 0.0
        self.until = float("inf")
        self.waits: list[int] = []
        self.ticks: list[int] = []
        self.arrivals: dict[int, pygame.event.Event] = {}

    def now(self) -> float:
        return self.t

    def wait(self, ms: int) -> pygame.event.Event:
        if self.t >= self.until:
            raise Stretch
        self.waits.append(ms)
        event = self.arrivals.pop(len(self.waits), None)
        if event is not None:
            self.t += ms / 2000  # it comes halfway through the wait
            return event
        self.t += ms / 1000
        return pygame.event.Event(pygame.NOEVENT)

    def poll(self) -> list[pygame.event.Event]:
        return []

    def tick(self, fps: int) -> int:
        if self.t >= self.until:
            raise Stretch
        self.ticks.append(fps)
        self.t += 1 / fps if fps else 0.0
        return 0


class Watched:
    """A real session whose pacer runs on :class:`FakeTime`, with its frames counted."""

    def __init__(self, settings: Settings) -> None:
        self.time = FakeTime()
        self.session = Session(RunOptions(settings=settings, size=(1280, 800)), settings)
        fake = self.time
        self.session.pacer = Pacer(rest=True, now=fake.now, wait=fake.wait, poll=fake.poll,
                                   tick=fake.tick)
        self.frames = 0
        present = self.session.shown.present

        def counted() -> None:
            self.frames += 1
            present()

        self.session.shown.present = counted  # type: ignore[method-assign]

    def settle(self, most: int = 2000) -> None:
        """Frames until nothing is due any more (the opening fades and music are over)."""
        for _ in range(most):
            if self.session.due() is None:
                return
            self.session.frame()
        raise AssertionError(f"still due after {most} frames: {self.session.due()}")

    def watch(self, seconds: float) -> None:
        """Run the loop for ``seconds`` of fake time from now, frame after frame."""
        self.time.until = self.time.t + seconds
        self.frames = 0
        self.time.waits.clear()
        self.time.ticks.clear()
        try:
            while True:
                self.session.frame()
        except Stretch:
            pass


@pytest.fixture
def watched(home: Path) -> Iterator[list[Watched]]:
    opened: list[Watched] = []
    yield opened
    for one in opened:
        one.session.close()


def open_watched(opened: list[Watched], reduced: bool) -> Watched:
    one = Watched(Settings(reduced_motion=reduced, sound=False))
    opened.append(one)
    return one


def test_a_still_title_draws_nothing_and_only_sleeps(watched: list[Watched]) -> None:
    app = open_watched(watched, reduced=True)
    assert isinstance(app.session.app.stack.top, TitleScene)
    app.settle()
    app.watch(60.0)
    assert app.frames == 0  # a minute without input: not one frame drawn
    assert app.time.ticks == []  # nor a frame-rate tick (the busy path)
    # only long sleeps: each wait a full LONGEST_SLEEP, about one a second
    assert all(ms == LONGEST_SLEEP * 1000 for ms in app.time.waits)
    assert 55 <= len(app.time.waits) <= 61


def test_an_input_while_asleep_is_answered_at_the_next_frame(watched: list[Watched]) -> None:
    app = open_watched(watched, reduced=True)
    app.settle()
    title = app.session.app.stack.top
    assert isinstance(title, TitleScene)
    focus = title.form.focus
    app.time.arrivals[5] = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                              unicode="", scancode=0)
    app.watch(10.0)
    assert title.form.focus != focus  # the key moved the focus ...
    assert app.frames == 1  # ... in the one frame drawn, the one right after the key came
    assert app.time.ticks == []


def test_reduced_motion_stills_the_title_and_its_motion_runs_at_a_modest_rate(
        watched: list[Watched]) -> None:
    living = open_watched(watched, reduced=False)
    title = living.session.app.stack.top
    assert isinstance(title, TitleScene)
    assert title.frame_due() == pytest.approx(1 / motion.LIVING_FPS)
    for _ in range(30):  # the opening's frames
        living.session.frame()
    living.watch(10.0)
    assert abs(living.frames - 10 * motion.LIVING_FPS) <= 2  # not the display's sixty
    assert living.time.ticks == []
    clock = title.clock
    app = living.session.app
    app.update_settings(replace(app.settings, reduced_motion=True))  # as the Settings switch does
    with wearing(app.look):
        assert title.frame_due() is None
    living.settle()
    living.watch(10.0)
    assert living.frames == 0
    assert title.clock == pytest.approx(clock, abs=0.2)  # its clock stood still too


def test_a_table_waiting_for_a_person_settles_then_wakes_on_input(
        watched: list[Watched]) -> None:
    app = open_watched(watched, reduced=False)
    app.session.app.start_match(Match(GameConfig(players=2, seed=5), ("human", "human")))
    table = app.session.app.table
    assert table is not None
    for _ in range(30):
        app.session.frame()
    assert table.frame_due() == 0.0  # the legal targets breathe a while
    app.watch(motion.AMBIENT_SECONDS + 2.0)
    assert app.frames > 60  # every frame while they did
    app.watch(30.0)
    assert app.frames == 0  # then the table rests ...
    assert app.time.ticks == []
    assert breath(table.clock, instant=False) == pytest.approx(1.0)  # ... at its brightest
    assert table.clock == next_peak(table.clock)
    app.time.arrivals[1] = pygame.event.Event(  # half a second into the next sleep
        pygame.MOUSEMOTION, pos=(700, 330), rel=(1, 0), buttons=(0, 0, 0))
    app.watch(2.0)
    assert app.frames >= RUNNING_FPS  # input: it breathes again, every frame


def test_the_music_asks_for_frames_only_while_it_fades() -> None:
    player = MusicPlayer(enabled=True, volume=0.5)
    player.available = False  # no mixer: the fades still run, silently
    assert player.due() is None
    player.want("title")
    assert player.due() == pytest.approx(1 / FADE_STEPS)
    for _ in range(120):
        player.update(1 / 60)
    assert player.level == 1.0
    assert player.due() is None
    player.want("day")
    assert player.due() == pytest.approx(1 / FADE_STEPS)


def test_a_frame_after_a_rest_steps_the_time_the_screen_allowed() -> None:
    fake = FakeTime()
    pacer = Pacer(rest=True, now=fake.now, wait=fake.wait, poll=fake.poll, tick=fake.tick)
    pacer.events(lambda: 0.0)
    assert pacer.step() == 1 / RUNNING_FPS  # the first frame
    fake.t += 0.02
    pacer.events(lambda: 0.5)  # a timer half a second on: slept until it, then one frame
    assert fake.t == pytest.approx(1 / 60 + 0.5, abs=0.002)
    assert pacer.step() == pytest.approx(0.5, abs=0.01)
    fake.arrivals[len(fake.waits) + 3] = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    events = pacer.events(lambda: None)  # resting: three waits, the key came in the third
    assert [e.type for e in events] == [pygame.KEYDOWN]
    assert fake.t > 2.5
    assert pacer.step() == 1 / RUNNING_FPS  # a long rest ended by input steps one frame


def test_a_pointer_resting_on_a_tile_with_nothing_to_replay_lets_the_table_rest(
        watched: list[Watched]) -> None:
    app = open_watched(watched, reduced=True)
    app.session.app.start_match(Match(GameConfig(players=2, seed=5), ("human", "human")))
    table = app.session.app.table
    assert table is not None
    tile = table.layout.tiles[0].rect.center  # the first seat's tile: "Nothing yet"
    app.time.arrivals[1] = pygame.event.Event(pygame.MOUSEMOTION, pos=tile, rel=(1, 0),
                                              buttons=(0, 0, 0))
    app.watch(motion.AMBIENT_SECONDS + 2.0)
    assert table.input.tile_under == 0  # the pointer is on the tile ...
    app.watch(30.0)
    assert app.frames == 0  # ... and no frame is drawn for a replay that has no moves


def test_under_x11_the_window_is_shown_without_opengl_unless_the_player_chose(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    direct_framebuffer("windows")
    assert "SDL_FRAMEBUFFER_ACCELERATION" not in os.environ  # elsewhere SDL's own choice
    direct_framebuffer("x11")
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"  # pixels straight to the server
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "opengl")
    direct_framebuffer("x11")
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "opengl"  # the player's own wins
