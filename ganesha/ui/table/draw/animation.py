"""Motion on the table: gems gliding between places, points popping up, values easing.

The animator never knows a rule. After every engine action the scene hands it the gem map before
and after (:func:`ganesha.ui.table.draw.layout.token_keys`); each gem that vanished from one place
and
appeared at another of the same colour flies there, gems that appear from nowhere come out of the
bag and gems that vanish go into it. Everything eases in and out, so nothing jumps.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

import pygame

from ganesha.ui.kit.gems import gem_surface
from ganesha.ui.kit.theme import TextCache
from ganesha.ui.table.draw.layout import Layout, Point, TokenKey, key_order, moved


def ease_in_out(t: float) -> float:
    """Cubic ease-in-out on 0..1."""
    t = min(1.0, max(0.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


#: How much larger a gem grows mid-flight (pixels), as if lifted towards the player.
FLIGHT_BUMP = 6


def in_flight(colour: str, size: int, peak: int) -> pygame.Surface:
    """A flying gem at ``size``: its art rasterised once at the flight's ``peak`` size and
    scaled down. Each in-between size rasterised from the SVG (with its blurred shadow) cost
    2-10 ms, a new one every frame for every gem in the air: about 140 in a game."""
    if size >= peak:
        return gem_surface(colour, size)
    art = gem_surface(colour, peak)
    width = max(1, round(art.get_width() * size / peak))
    return pygame.transform.smoothscale(art, (width, width))


@dataclass
class Flight:
    """One gem moving from ``start`` to ``end``; its destination stays hidden until it lands."""

    colour: str
    start: Point
    end: Point
    size0: int
    size1: int
    delay: float
    duration: float
    dest: TokenKey | None
    fade: bool = False
    wait_hidden: bool = False  # not drawn before it starts (still in the bag, or not yet there)
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def position(self) -> tuple[Point, int, float]:
        t = ease_in_out((self.elapsed - self.delay) / self.duration) if self.duration else 1.0
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t
        lift = math.sin(math.pi * t) * min(60.0, math.dist(self.start, self.end) * 0.12)
        size = round(self.size0 + (self.size1 - self.size0) * t
                     + math.sin(math.pi * t) * FLIGHT_BUMP)
        alpha = 1.0 - t if self.fade else 1.0
        return (x, y - lift), size, alpha


@dataclass
class Pop:
    """A number or word rising and fading (points scored, a refusal)."""

    text: str
    pos: Point
    colour: tuple[int, int, int]
    size: int
    delay: float = 0.0
    duration: float = 1.2
    elapsed: float = 0.0
    anchor: str = "center"  # which point of the words stands at ``pos``
    ceiling: float | None = None  # the words' top never rises above this y (a mark above them)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where words of ``size`` stand now: risen from ``pos``, held below the ceiling."""
        t = (self.elapsed - self.delay) / self.duration
        box = pygame.Rect((0, 0), size)
        setattr(box, self.anchor, (round(self.pos[0]), round(self.pos[1] - 40 * ease_out(t))))
        if self.ceiling is not None and box.top < self.ceiling:
            box.top = math.ceil(self.ceiling)
        return box


class Tween:
    """A number shown on screen that glides to its new value (pawns on the track, the drum)."""

    def __init__(self, value: float, duration: float = 0.6) -> None:
        self.start = self.end = self.value = float(value)
        self.duration = duration
        self.elapsed = duration

    def set(self, target: float, speed: float) -> None:
        if target != self.end:
            self.start, self.end, self.elapsed = self.value, float(target), 0.0
            if speed <= 0:
                self.start = self.value = self.end
                self.elapsed = self.duration

    def update(self, dt: float) -> None:
        if self.elapsed < self.duration:
            self.elapsed += dt
            t = ease_in_out(self.elapsed / self.duration)
            self.value = self.start + (self.end - self.start) * t
        else:
            self.value = self.end

    @property
    def moving(self) -> bool:
        return self.elapsed < self.duration

    def finish(self, target: float) -> None:
        """Stand at ``target`` now, with no glide left."""
        self.start = self.end = self.value = float(target)
        self.elapsed = self.duration


class Animator:
    """All motion in flight; ``busy`` tells the AI pacing to wait until the table is calm."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.pops: list[Pop] = []
        self.speed = 1.0  # 0 = no animation at all (--speed max)

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def hidden(self) -> Counter:
        """Destination keys of gems still in the air (drawn by the flight, not the board)."""
        return Counter(f.dest for f in self.flights if f.dest is not None)

    def clear(self) -> None:
        self.flights.clear()
        self.pops.clear()

    def in_motion(self) -> list[Flight]:
        """The flights that have set off and not yet landed (what a frame shows moving)."""
        return [f for f in self.flights if f.delay <= f.elapsed < f.delay + f.duration]

    def update(self, dt: float) -> None:
        for f in self.flights:
            f.elapsed += dt
        for p in self.pops:
            p.elapsed += dt
        if self.flights:
            self.flights = [f for f in self.flights if not f.done]
        if self.pops:
            self.pops = [p for p in self.pops if not p.done]

    def fly(self, colour: str, start: Point, end: Point, size0: int, size1: int,
            dest: TokenKey | None, delay: float = 0.0, duration: float = 0.45,
            fade: bool = False, wait_hidden: bool = False) -> None:
        if self.speed <= 0:
            return
        self.flights.append(Flight(colour, start, end, size0, size1, delay / self.speed,
                                   duration / self.speed, dest, fade, wait_hidden))

    def pop(self, text: str, pos: Point, colour: tuple[int, int, int], size: int,
            delay: float = 0.0, anchor: str = "center", ceiling: float | None = None) -> None:
        if self.speed <= 0:
            return
        self.pops.append(Pop(text, pos, colour, size, delay / self.speed,
                             1.3 / max(0.5, self.speed), anchor=anchor, ceiling=ceiling))

    def pop_rects(self, text: TextCache) -> list[pygame.Rect]:
        """Where each pop that has set off is drawn now."""
        return [p.rect(text.render(p.text, p.size, p.colour, "serif").get_size())
                for p in self.pops if p.elapsed >= p.delay]

    def diff(self, before: dict[TokenKey, str], after: dict[TokenKey, str], layout: Layout,
             hints: dict[TokenKey, Point] | None = None) -> None:
        """Fly every gem whose place changed between two gem maps."""
        if self.speed <= 0:
            return
        hints = hints or {}
        removed, added = moved(before, after)
        mandala_order = 0
        altar_order = 0
        for colour in set(removed) | set(added):
            src = sorted(removed.get(colour, []), key=key_order)
            dst = sorted(added.get(colour, []), key=key_order)
            # Gems going to the mandala come from the Treasury: pair those first.
            for i in range(max(len(src), len(dst))):
                s_key = src[i] if i < len(src) else None
                d_key = dst[i] if i < len(dst) else None
                start = hints.get(s_key) if s_key is not None else None
                if start is None:
                    start = layout.token_pos(s_key) if s_key is not None else layout.bag
                end = layout.token_pos(d_key) if d_key is not None else layout.bag
                size0 = layout.token_size(s_key) if s_key else round(layout.gem_tile * 0.5)
                size1 = layout.token_size(d_key) if d_key else round(layout.gem_tile * 0.5)
                delay = 0.0
                if d_key is not None and d_key[0] == "mandala":
                    delay = 0.22 * mandala_order
                    mandala_order += 1
                elif d_key is not None and d_key[0] == "hex" and s_key is None:
                    delay = 0.5 + 0.05 * altar_order
                    altar_order += 1
                self.fly(colour, start, end, size0, size1, d_key, delay,
                         0.55 if d_key and d_key[0] == "mandala" else 0.42, fade=d_key is None,
                         wait_hidden=s_key is None)

    def draw(self, surface: pygame.Surface, text: TextCache) -> None:
        for f in sorted(self.flights, key=lambda f: f.elapsed > f.delay):
            if f.elapsed < f.delay and f.wait_hidden:
                continue  # gems from the bag (new altar gems) appear only when they set off
            pos, size, alpha = f.position() if f.elapsed >= f.delay else (f.start, f.size0, 1.0)
            img = in_flight(f.colour, max(6, size), max(f.size0, f.size1) + FLIGHT_BUMP)
            if alpha < 1.0:
                img = img.copy()
                img.set_alpha(round(255 * alpha))
            surface.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))
        for p in self.pops:
            if p.elapsed < p.delay:
                continue
            t = (p.elapsed - p.delay) / p.duration
            img = text.render(p.text, p.size, p.colour, "serif")
            box = p.rect(img.get_size())
            if t > 0.6:
                img = img.copy()
                img.set_alpha(round(255 * (1 - (t - 0.6) / 0.4)))
            surface.blit(img, box)
