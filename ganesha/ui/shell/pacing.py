"""How the one loop keeps time: a frame at the display's rate while something moves, and sleep
while nothing does — until input comes (the queue is looked at every :data:`LOOK_EVERY` seconds)
or the next thing falls due.

An app left open on the title or at a table waiting for a person used a third of a core drawing
the same picture sixty times a second. Now the loop asks before each frame what is due
(:meth:`ganesha.ui.kit.scene.Scene.frame_due` of the screen on top, the music's fade, the
change-of-screen fade): "now" keeps the old pace, a number of seconds is a timer (the title's
slow motion, a notice's end, the hover help's delay), None waits for input alone. Input is
answered at once: the wait returns with the event and the frame that handles it follows.

Each wait lasts at most :data:`LONGEST_SLEEP`; waking from it with nothing due does nothing but
ask again (a safety net: an answer that changed without a frame is seen within that time).
Scripted runs (demo, screenshots, frame limits) never sleep: their frame counts mean frames.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

#: Frames a second while something moves.
RUNNING_FPS = 60
#: The longest single wait before the loop asks again what is due (a safety net, not a frame).
LONGEST_SLEEP = 1.0
#: The longest step of time a frame hands the scenes while things move: a hitch (the window
#: dragged, the machine busy) must not make the motion jump.
LONGEST_STEP = 0.1
#: How often a sleeping loop looks at the event queue: half a frame, so input is answered
#: within a frame of its coming.
LOOK_EVERY = 0.008


def wait_for_event(timeout_ms: int) -> pygame.event.Event:
    """The next event, or ``NOEVENT`` after ``timeout_ms``: what ``pygame.event.wait`` does,
    at a fraction of its cost. pygame-ce's own wait looks at the queue every millisecond (a
    thousand wake-ups a second, 3–4 % of a core for a window doing nothing); this one looks
    every :data:`LOOK_EVERY` seconds and sleeps in between."""
    end = time.perf_counter() + timeout_ms / 1000
    while True:
        event = pygame.event.poll()
        left = end - time.perf_counter()
        if event.type != pygame.NOEVENT or left <= 0:
            return event
        time.sleep(min(LOOK_EVERY, left))

Due = Callable[[], "float | None"]


class Pacer:
    """Decides when the next frame is drawn and how much time it steps. ``now``, ``wait``,
    ``poll`` and ``tick`` are the clock, :func:`wait_for_event`, ``pygame.event.get`` and a
    ``pygame.time.Clock``'s tick (tests give fakes)."""

    def __init__(self, rest: bool = True, now: Callable[[], float] = time.perf_counter,
                 wait: Callable[[int], pygame.event.Event] = wait_for_event,
                 poll: Callable[[], list[pygame.event.Event]] = pygame.event.get,
                 tick: Callable[[int], int] | None = None) -> None:
        self.rest = rest
        self.now, self.wait, self.poll = now, wait, poll
        self.tick = tick if tick is not None else pygame.time.Clock().tick
        self.last: float | None = None  # when the last frame began
        self.limit = LONGEST_STEP  # the step the next frame may take at most
        self.waits = 0  # how often the loop slept (the bench and the tests read it)

    def events(self, due: Due, fast: bool = False) -> list[pygame.event.Event]:
        """Wait until a frame is due (``due`` as the screens answer it, asked after the last
        frame); the events the frame handles. ``fast``: a scripted instant table, unthrottled."""
        if not self.rest or fast:
            self.tick(0 if fast else RUNNING_FPS)
            return self._begin(self.poll(), LONGEST_STEP)
        while True:
            after = due()
            if after is not None and after <= 0:
                self.tick(RUNNING_FPS)  # the old pace, and its frame-rate cap
                return self._begin(self.poll(), LONGEST_STEP)
            start = self.last if self.last is not None else self.now()
            left = LONGEST_SLEEP if after is None else min(LONGEST_SLEEP,
                                                             start + after - self.now())
            # resting with nothing due, a frame steps one frame's time; a timer, up to it
            limit = 1 / RUNNING_FPS if after is None else max(LONGEST_STEP, after)
            if left > 0:
                self.waits += 1
                event = self.wait(max(1, round(left * 1000)))
                if event.type != pygame.NOEVENT:
                    return self._begin([event, *self.poll()], limit)
            if after is not None and self.now() >= start + after - 0.001:
                return self._begin(self.poll(), limit)

    def _begin(self, events: list[pygame.event.Event], limit: float) -> list[pygame.event.Event]:
        self.limit = limit
        return events

    def step(self, fast: bool = False) -> float:
        """Seconds the frame now beginning hands the scenes: the time since the last frame,
        up to what the wait allowed (one frame's time after a rest that only input ended)."""
        now = self.now()
        last, self.last = self.last, now
        if fast:
            return 1 / RUNNING_FPS
        return min(self.limit, now - last) if last is not None else 1 / RUNNING_FPS


__all__ = ["LONGEST_SLEEP", "LONGEST_STEP", "LOOK_EVERY", "RUNNING_FPS", "Pacer", "wait_for_event"]
