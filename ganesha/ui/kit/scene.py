"""The scene stack: the top scene gets every event first; overlays draw over what is below, and
take every pointer event over them (a key they do not use goes on down).

Each scene follows pygame_gui's loop shape, ``process_event → update → draw``. Scenes ask the
stack to push, pop or replace them instead of running loops of their own, so one main loop (in
:mod:`ganesha.ui.shell.loop`) serves every screen, including headless tests.

A scene also says when it next needs a frame (:meth:`Scene.frame_due`), so the loop can sleep
while nothing moves: an app left open on a laptop should cost next to nothing. Input always
brings a frame; the answer is only about what changes by itself.
"""

from __future__ import annotations

import pygame

from ganesha.ui.kit.hit import POINTER_EVENTS

#: :meth:`Scene.frame_due`'s answer for "draw me every frame": something is moving now.
NOW = 0.0


class Scene:
    """Base class: override what the scene needs."""

    overlay = False  # True: the scene below is drawn first (pause, help)

    def __init__(self) -> None:
        self.stack: SceneStack | None = None

    def process_event(self, event: pygame.event.Event) -> bool:
        """Handle one event; True if consumed."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def resize(self, size: tuple[int, int]) -> None:
        pass

    def frame_due(self) -> float | None:
        """Seconds until this scene changes by itself (a timer, the next step of a slow
        motion); :data:`NOW` while it moves; None when only input can change it. A scene that
        does not say is drawn every frame, as all were before the loop learned to rest."""
        return NOW

    def close(self) -> None:
        """Release threads or workers the scene started."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.quit_requested = False
        self.exit_code = 0

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        scene.stack = self
        self.scenes.append(scene)

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.close()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.pop()
        self.push(scene)

    def quit(self, code: int = 0) -> None:
        self.quit_requested = True
        self.exit_code = code

    def process_event(self, event: pygame.event.Event) -> None:
        """The top scene first; an overlay lets a key it does not use through to the scene
        under it, but never a pointer event: it is drawn over the whole window, so a click, a
        wheel turn or a move of the pointer over it is its own (a wheel turned over the pause
        scrolled the table's log under it)."""
        for scene in reversed(self.scenes):
            if scene.process_event(event) or not scene.overlay or event.type in POINTER_EVENTS:
                break

    def update(self, dt: float) -> None:
        if self.scenes:
            self.scenes[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        for scene in self.scenes[max(0, start):]:
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resize(size)

    def frame_due(self) -> float | None:
        """The top scene's answer: only the top is updated, so only it moves by itself."""
        return self.scenes[-1].frame_due() if self.scenes else None

    def close(self) -> None:
        while self.scenes:
            self.pop()
