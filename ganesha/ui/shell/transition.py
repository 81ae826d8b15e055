"""A gentle change of screen: the last frame of the old screen fades out over the new one.

When the scene on top of the stack changes (a menu opens, a game starts, the results come), the
surface still holds the old screen's last frame; :class:`CrossFade` keeps a copy of it before the
new screen draws and lays it over the new one, fading, for :data:`SECONDS` (under a quarter of a
second). Nothing fades with reduced motion on, nor in scripted runs (their pictures must show the
screen itself), nor after a resize (the old picture no longer fits).

A screen opened over the one shown (Rules over the pause, Settings over the title, the review over
the results) appears at once: the old frame laid over it would show the screen beneath through
its panel, "Resume" behind the rules' paragraphs. Closing it fades as any change does: what
fades out is the closed screen, over the one it stood on.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ganesha.ui.kit import motion

SECONDS = 0.2


class CrossFade:
    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.top: object = None
        self.old: pygame.Surface | None = None
        self.left = 0.0

    def before_draw(self, top: object, screen: pygame.Surface,
                    beneath: Sequence[object] = ()) -> None:
        """Call before the stack draws: a new top keeps the old frame to fade from, unless it
        was opened over the old top (``beneath``: the scenes under the new top)."""
        if top is self.top:
            return
        first = self.top is None
        opened_over = any(scene is self.top for scene in beneath)
        self.top = top
        if first or opened_over or not self.enabled or motion.reduced():
            self.old = None
            return
        self.old = screen.copy()
        self.left = SECONDS

    def after_draw(self, screen: pygame.Surface, dt: float) -> None:
        """Call after the stack drew: the old frame over the new, a little fainter each frame."""
        if self.old is None:
            return
        if self.old.get_size() != screen.get_size() or motion.reduced():
            self.old = None
            return
        self.old.set_alpha(round(255 * max(0.0, self.left / SECONDS)))
        screen.blit(self.old, (0, 0))
        self.left -= dt
        if self.left <= 0:
            self.old = None

    @property
    def fading(self) -> bool:
        return self.old is not None


__all__ = ["SECONDS", "CrossFade"]
