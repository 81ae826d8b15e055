"""One hit-test for pointer events over layers drawn back to front.

A screen whose parts overlap (the table: a choice box over the log, the bar under the mandala)
offers each pointer event to the topmost part under the pointer, and to no other: the shape of
pygame_gui and of web toolkits, where asking the parts in code order once let a log hidden
under a box take the box's clicks. A press is *captured*: the part that got the button-down
gets the motion and the release that follow (a drag, a scroll bar, a button pressed and let go
elsewhere), wherever the pointer goes meanwhile. Every other part is told the pointer left it,
so nothing under the top one stays lit as if hovered.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

import pygame

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)  # what names a layer
Point = tuple[int, int]

#: The pointer events (a wheel's turn goes to the part under the pointer too).
POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                  pygame.MOUSEWHEEL)


def _nowhere() -> None:
    return None


@dataclass(frozen=True)
class Region(Generic[T]):
    """A part that takes pointer events: whether it lies under a point, what it makes of an
    event given to it, and what it forgets when the pointer is over another part."""

    contains: Callable[[Point], bool]
    handle: Callable[[pygame.event.Event], T]
    leave: Callable[[], None] = _nowhere


class PointerRouter(Generic[K, T]):
    """Routes pointer events over regions named by their layer, top first."""

    def __init__(self) -> None:
        self.captured: K | None = None  # the layer pressed, until the button is let go

    def target(self, pos: Point, order: Sequence[K], regions: Mapping[K, Region[T]]) -> K | None:
        """The topmost layer under ``pos``: ``order`` is back to front (the draw order)."""
        return next((layer for layer in reversed(order)
                     if layer in regions and regions[layer].contains(pos)), None)

    def route(self, event: pygame.event.Event, pos: Point, order: Sequence[K],
              regions: Mapping[K, Region[T]]) -> T | None:
        """Give ``event`` (at ``pos``) to one region: the captured one while a press lasts,
        else the topmost under the pointer; None when no region takes it."""
        pressing = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        held = self.captured if self.captured in regions else None
        if held is not None and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP) \
                and not pressing:
            layer: K | None = held
        else:
            layer = self.target(pos, order, regions)
        if pressing:
            self.captured = layer
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.captured = None
        if event.type == pygame.MOUSEMOTION:
            for other, region in regions.items():
                if other != layer:
                    region.leave()
        return regions[layer].handle(event) if layer is not None else None


__all__ = ["POINTER_EVENTS", "PointerRouter", "Region"]
