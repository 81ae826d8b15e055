"""Drawing the ghosts and previews (:mod:`ganesha.ui.table.draw.ghosts`,
:mod:`ganesha.ui.table.previews`).

Three pictures, all translucent so they never read as pieces that are really there:

* the hint's move — a ghost of the gem at each destination of the suggested plan, with a faint
  arrow from where it comes from; where a real gem lies at the destination (a Destiny slot the
  move pushes out) the ghost is a badge on the slot's corner, so both gems can be read;
* a player's last turn replayed while the pointer rests on their tile — its gems travel again,
  beat by beat, and the loop starts over after a short rest;
* a sacrifice's preview — ghost gems on the mandala slots it would fill and "+N" beside them.

Like the painter, these only read (the layout, the beats, the note) and record what they drew in
``painter.drawn`` as ("ghost", rect), ("ghost_badge", rect), ("ghost_arrow", rect) and
("preview_points", rect), so a test can find them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ganesha.engine import COLOURS
from ganesha.ui.kit.gems import gem_surface
from ganesha.ui.table.draw.animation import ease_in_out
from ganesha.ui.table.draw.ghosts import Beat, Travel
from ganesha.ui.table.draw.layout import Point, TokenKey, square
from ganesha.ui.table.draw.painter import Painter
from ganesha.ui.table.previews import Option

HINT_ALPHA = 150  # a hint's ghost: clearly there, clearly not a real gem
LATER_ALPHA = 105  # the ghosts of the rest of the hint's turn
REPLAY_ALPHA = 170  # a replayed gem in flight
LANDED_ALPHA = 110  # a replayed gem that has arrived, until the loop starts over
REPLAY_BEAT = 0.8  # seconds per action of a replayed turn
REPLAY_REST = 1.0  # seconds the whole replayed turn stays before it starts over
BADGE_SCALE = 0.62  # a ghost over a real gem: this much of the gem's size
BADGE_REACH = 0.42  # its centre this far (in gem sizes) up and right of the real gem's
BADGE_ALPHA_GAIN = 70  # on its own disc it may be more opaque than a ghost over the cloth


def _place(painter: Painter, key: TokenKey | None) -> Point:
    return painter.lay.token_pos(key) if key is not None else painter.lay.bag


def _size(painter: Painter, key: TokenKey | None) -> int:
    return painter.lay.token_size(key) if key is not None else round(painter.lay.gem_tile * 0.5)


def _ghost(surf: pygame.Surface, painter: Painter, colour: str, at: Point, size: int,
           alpha: int) -> None:
    img = gem_surface(colour, max(8, size), alpha=alpha)
    rect = img.get_rect(center=(round(at[0]), round(at[1])))
    surf.blit(img, rect)
    painter.drawn.append(("ghost", square(at, size)))


def _arrow(layer: pygame.Surface, painter: Painter, start: Point, end: Point,
           colour: tuple[int, int, int, int]) -> None:
    """A thin line from ``start`` stopping short of ``end``, with a small head."""
    lay = painter.lay
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < lay.px(30):
        return
    ux, uy = dx / length, dy / length
    a = (start[0] + ux * lay.px(14), start[1] + uy * lay.px(14))
    b = (end[0] - ux * lay.px(20), end[1] - uy * lay.px(20))
    width = max(2, lay.px(3))
    dash, gap = lay.px(12), lay.px(7)  # dashed: a path, not a thing on the table
    run = math.dist(a, b)
    d = 0.0
    while d < run:
        e = min(run, d + dash)
        pygame.draw.line(layer, colour, (a[0] + ux * d, a[1] + uy * d),
                         (a[0] + ux * e, a[1] + uy * e), width)
        d = e + gap
    head = lay.px(10)
    left = (b[0] - ux * head - uy * head * 0.6, b[1] - uy * head + ux * head * 0.6)
    right = (b[0] - ux * head + uy * head * 0.6, b[1] - uy * head - ux * head * 0.6)
    pygame.draw.polygon(layer, colour, (b, left, right))
    box = pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(b[0] - a[0]) + 1,
                      abs(b[1] - a[1]) + 1)
    painter.drawn.append(("ghost_arrow", box))


def _badge_place(painter: Painter, key: TokenKey) -> tuple[Point, int]:
    """Where a ghost stands when a real gem lies at its destination: smaller, on the upper
    right corner of that gem, so the real gem keeps its middle and the suggestion its own
    outline (a translucent gem drawn over another only mixes their colours)."""
    x, y = _place(painter, key)
    size = _size(painter, key)
    return (x + size * BADGE_REACH, y - size * BADGE_REACH), round(size * BADGE_SCALE)


def _badge(surf: pygame.Surface, painter: Painter, colour: str, key: TokenKey,
           alpha: int) -> None:
    """A ghost as a badge: the gem on a disc of the panel's colour ringed in the accent."""
    at, size = _badge_place(painter, key)
    centre = (round(at[0]), round(at[1]))
    radius = round(size * 0.62)
    pygame.draw.circle(surf, painter.p.panel, centre, radius)
    pygame.draw.circle(surf, painter.p.accent, centre, radius, max(2, painter.lay.px(2)))
    _ghost(surf, painter, colour, at, size, min(255, alpha + BADGE_ALPHA_GAIN))
    painter.drawn.append(("ghost_badge", square(at, 2 * radius)))


def _end(painter: Painter, t: Travel) -> Point:
    """Where a travel's ghost is drawn (its arrow points there)."""
    if t.dst is None:
        return painter.lay.bag
    return _badge_place(painter, t.dst)[0] if t.covers else _place(painter, t.dst)


def draw_plan_ghosts(surf: pygame.Surface, painter: Painter, beats: Sequence[Beat]) -> None:
    """The hint's plan: every travel's arrow, then a ghost gem at every destination (a badge
    where a real gem lies there); the move to make now is drawn stronger than the rest of its
    turn, so the eye starts there."""
    if not beats:
        return
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for i, beat in reversed(list(enumerate(beats))):
        ink = (*painter.p.accent, 170 if i == 0 else 90)
        for t in beat:
            if t.dst is not None:  # not the sacrificed gem's way to the far bag: Ganesha glows
                _arrow(layer, painter, _place(painter, t.src), _end(painter, t), ink)
    surf.blit(layer, (0, 0))
    for i, beat in reversed(list(enumerate(beats))):
        for t in beat:
            alpha = HINT_ALPHA if i == 0 else LATER_ALPHA
            if t.dst is not None and t.covers:
                _badge(surf, painter, t.colour, t.dst, alpha)
            elif t.dst is not None:
                _ghost(surf, painter, t.colour, _place(painter, t.dst), _size(painter, t.dst),
                       alpha)


def replay_length(beats: Sequence[Beat]) -> float:
    """Seconds of one loop of a replayed turn."""
    return len(beats) * REPLAY_BEAT + REPLAY_REST


def _in_flight(painter: Painter, t: Travel, progress: float) -> tuple[Point, int]:
    start, end = _place(painter, t.src), _place(painter, t.dst)
    k = ease_in_out(progress)
    lift = math.sin(math.pi * k) * min(painter.lay.px(50), math.dist(start, end) * 0.12)
    size = round(_size(painter, t.src) + (_size(painter, t.dst) - _size(painter, t.src)) * k)
    return (start[0] + (end[0] - start[0]) * k, start[1] + (end[1] - start[1]) * k - lift), size


def draw_replay(surf: pygame.Surface, painter: Painter, beats: Sequence[Beat],
                age: float) -> None:
    """A seat's last turn, ``age`` seconds after the pointer came to rest on its tile: the
    current beat's gems in flight, the earlier beats' gems resting where they went."""
    if not beats:
        return
    t = age % replay_length(beats)
    current = int(t // REPLAY_BEAT)
    shown = beats[: current + 1]
    for i, beat in enumerate(shown):
        for travel in beat:
            if i < current:
                moved_on = any(later.src == travel.dst and later.colour == travel.colour
                               for b in shown[i + 1:] for later in b)
                if travel.dst is not None and not moved_on:  # rests where it ended up
                    _ghost(surf, painter, travel.colour, _place(painter, travel.dst),
                           _size(painter, travel.dst), LANDED_ALPHA)
                continue
            progress = (t - i * REPLAY_BEAT) / REPLAY_BEAT
            at, size = _in_flight(painter, travel, progress)
            fade = 1.0 - ease_in_out(progress) if travel.dst is None else 1.0  # into the bag
            _ghost(surf, painter, travel.colour, at, size, round(REPLAY_ALPHA * fade))


def draw_preview(surf: pygame.Surface, painter: Painter, options: Sequence[Option]) -> None:
    """A sacrifice's preview: for each option a ghost gem on every slot it would fill and its
    "+N" just outside the last one."""
    lay = painter.lay
    for colour, slots, points in ((o.colour, o.slots, o.points) for o in options):
        row = lay.slot_pos[COLOURS.index(colour)]
        for i in slots:
            if i < len(row):
                _ghost(surf, painter, colour, row[i], lay.gem_mandala, HINT_ALPHA + 40)
        if not slots or slots[-1] >= len(row):
            continue
        x, y = row[slots[-1]]
        dx, dy = x - lay.centre[0], y - lay.centre[1]
        d = math.hypot(dx, dy) or 1.0
        reach = lay.slot_radius + lay.px(18)
        at = (x + dx / d * reach, y + dy / d * reach)
        p = painter.p
        img = painter.text.render(f"{points:+d}", lay.font_px("label"), p.ink, "bold")
        badge = img.get_rect(center=(round(at[0]), round(at[1]))).inflate(lay.px(12), lay.px(4))
        pygame.draw.rect(surf, p.panel, badge, border_radius=badge.height // 2)
        pygame.draw.rect(surf, p.accent, badge, max(1, lay.px(2)), border_radius=badge.height // 2)
        surf.blit(img, img.get_rect(center=badge.center))
        painter.drawn.append(("preview_points", badge))


__all__ = ["REPLAY_BEAT", "draw_plan_ghosts", "draw_preview", "draw_replay", "replay_length"]
