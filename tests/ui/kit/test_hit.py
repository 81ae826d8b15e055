"""One hit-test over layers drawn back to front (ganesha/ui/kit/hit.py): the topmost region
under the pointer gets a pointer event and no region under it does; a press is captured, so
its motion and release go where the press began; the regions the pointer is not over forget
their hover."""

from __future__ import annotations

from typing import Any

import pygame

from ganesha.ui.kit.hit import PointerRouter, Region

ORDER = ("board", "log", "dialog")  # back to front


def event(kind: int, pos: tuple[int, int], **data: Any) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, **data)


class Part:
    """A region recording what it was given and when it was left."""

    def __init__(self, name: str, rect: pygame.Rect | None, got: list[tuple[str, int]]) -> None:
        self.name, self.rect, self.got = name, rect, got
        self.left = 0

    def region(self) -> Region[str]:
        return Region(lambda pos: self.rect is None or self.rect.collidepoint(pos),
                      self.handle, self.leave)

    def handle(self, e: pygame.event.Event) -> str:
        self.got.append((self.name, e.type))
        return self.name

    def leave(self) -> None:
        self.left += 1


def parts() -> tuple[list[tuple[str, int]], dict[str, Part]]:
    got: list[tuple[str, int]] = []
    return got, {"board": Part("board", None, got),
                 "log": Part("log", pygame.Rect(0, 0, 100, 100), got),
                 "dialog": Part("dialog", pygame.Rect(50, 50, 100, 100), got)}


def regions(found: dict[str, Part]) -> dict[str, Region[str]]:
    return {name: part.region() for name, part in found.items()}


def test_the_topmost_region_under_the_pointer_takes_the_click_alone() -> None:
    got, found = parts()
    router: PointerRouter[str, str] = PointerRouter()
    for pos, top in (((60, 60), "dialog"), ((10, 10), "log"), ((300, 300), "board"),
                     ((120, 120), "dialog"), ((100, 10), "board")):
        got.clear()
        assert router.route(event(pygame.MOUSEBUTTONDOWN, pos, button=1), pos, ORDER,
                            regions(found)) == top
        assert router.route(event(pygame.MOUSEBUTTONUP, pos, button=1), pos, ORDER,
                            regions(found)) == top
        assert got == [(top, pygame.MOUSEBUTTONDOWN), (top, pygame.MOUSEBUTTONUP)]


def test_the_order_decides_not_the_regions_listing() -> None:
    _, found = parts()
    router: PointerRouter[str, str] = PointerRouter()
    assert router.target((60, 60), ("board", "dialog", "log"), regions(found)) == "log"
    assert router.target((60, 60), ORDER, regions(found)) == "dialog"
    assert router.target((60, 60), ORDER, {"board": found["board"].region()}) == "board"
    assert router.target((60, 60), ORDER, {}) is None
    assert router.route(event(pygame.MOUSEBUTTONDOWN, (60, 60), button=1), (60, 60), ORDER,
                        {}) is None


def test_a_press_is_captured_until_its_release() -> None:
    got, found = parts()
    router: PointerRouter[str, str] = PointerRouter()
    router.route(event(pygame.MOUSEBUTTONDOWN, (10, 10), button=1), (10, 10), ORDER,
                 regions(found))
    router.route(event(pygame.MOUSEMOTION, (300, 300), rel=(0, 0), buttons=(1, 0, 0)),
                 (300, 300), ORDER, regions(found))
    router.route(event(pygame.MOUSEBUTTONUP, (60, 60), button=1), (60, 60), ORDER,
                 regions(found))
    assert got == [("log", pygame.MOUSEBUTTONDOWN), ("log", pygame.MOUSEMOTION),
                   ("log", pygame.MOUSEBUTTONUP)]
    got.clear()  # released: the next motion goes where the pointer is
    router.route(event(pygame.MOUSEMOTION, (60, 60), rel=(0, 0), buttons=(0, 0, 0)),
                 (60, 60), ORDER, regions(found))
    assert got == [("dialog", pygame.MOUSEMOTION)]
    assert router.captured is None


def test_another_button_neither_captures_nor_releases() -> None:
    got, found = parts()
    router: PointerRouter[str, str] = PointerRouter()
    router.route(event(pygame.MOUSEBUTTONDOWN, (10, 10), button=1), (10, 10), ORDER,
                 regions(found))
    router.route(event(pygame.MOUSEBUTTONUP, (300, 300), button=3), (300, 300), ORDER,
                 regions(found))
    assert router.captured == "log"  # the right button let go: the left press still holds
    router.route(event(pygame.MOUSEBUTTONDOWN, (300, 300), button=3), (300, 300), ORDER,
                 regions(found))
    assert router.captured == "log"
    assert got[-1] == ("board", pygame.MOUSEBUTTONDOWN)


def test_a_capture_whose_region_is_gone_falls_back_to_the_pointer() -> None:
    got, found = parts()
    router: PointerRouter[str, str] = PointerRouter()
    router.route(event(pygame.MOUSEBUTTONDOWN, (60, 60), button=1), (60, 60), ORDER,
                 regions(found))
    del found["dialog"]  # the box closed while the button was down
    router.route(event(pygame.MOUSEBUTTONUP, (60, 60), button=1), (60, 60), ORDER,
                 regions(found))
    assert got[-1] == ("log", pygame.MOUSEBUTTONUP)


def test_a_motion_leaves_every_region_but_the_one_under_the_pointer() -> None:
    _, found = parts()
    router: PointerRouter[str, str] = PointerRouter()
    router.route(event(pygame.MOUSEMOTION, (60, 60), rel=(0, 0), buttons=(0, 0, 0)),
                 (60, 60), ORDER, regions(found))
    assert (found["board"].left, found["log"].left, found["dialog"].left) == (1, 1, 0)
    router.route(event(pygame.MOUSEBUTTONDOWN, (60, 60), button=1), (60, 60), ORDER,
                 regions(found))  # a press is no motion: nobody is left by it
    assert (found["board"].left, found["log"].left, found["dialog"].left) == (1, 1, 0)
