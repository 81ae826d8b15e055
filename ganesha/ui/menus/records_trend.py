"""Records' rating trend: each player's rating over their last rated games, at a glance.

Under the totals, one row per name (the most recently rated first, as many as there is room
for): the name, a small line of the last ten ratings (oldest on the left, each game a dot), the
newest rating, and an arrow with how far it moved from the average of the games before it. The
ratings are the ones the store keeps game by game (:mod:`ganesha.store.play_history`); a game is
rated when its review is made, from the results, Last game or a game of these records.
"""

from __future__ import annotations

import statistics
from typing import TYPE_CHECKING

import pygame

from ganesha.data.i18n import translate as tr
from ganesha.data.i18n import translate_plural as trn
from ganesha.store import play_history
from ganesha.store.play_history import RatedGame
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.shapes import fit

if TYPE_CHECKING:
    from ganesha.ui.menus.menu_base import MenuScene

#: Games a row shows, and the least spread of its line (a wiggle of 30 points is not a climb).
LAST = 10
LEAST_SPAN = 300
#: A move smaller than this reads as steady: the ratings' own intervals are far wider.
STEADY = 50
ROW = 34.0  # design height of a name's row


def change(games: list[RatedGame]) -> int | None:
    """The newest rating against the average of the ones before it (None with one game)."""
    if len(games) < 2:
        return None
    return round(games[-1].rating.rating - statistics.fmean(
        g.rating.rating for g in games[:-1]))


def arrow(moved: int | None) -> str:
    """The move in a glyph and a number: "↗ +120", "↘ −80", "→ +10"; empty for one game."""
    if moved is None:
        return ""
    glyph = "↗" if moved >= STEADY else "↘" if moved <= -STEADY else "→"
    return f"{glyph} {'+' if moved >= 0 else '−'}{abs(moved)}"


def rows_room(history: list[RatedGame]) -> float:
    """The design height the trend takes at the foot of the totals (none without a rated
    game)."""
    names = play_history.names(history)
    return 0.0 if not names else 44 + ROW * min(2, len(names))


def paint_trend(scene: MenuScene, surface: pygame.Surface, history: list[RatedGame],
                top: float) -> None:
    """The trend from design y ``top`` down: its heading, then a row per name."""
    names = play_history.names(history)[:2]
    if not names:
        return
    p = scene.palette
    shown = max(len(play_history.trend(history, name, LAST)) for name in names)
    pygame.draw.line(surface, p.panel_edge, scene.p(74, top), scene.p(596, top))
    scene.label(surface, trn("Rating, last {n} rated game", "Rating, last {n} rated games",
                             shown), 74, top + 16, "label")
    rows = [play_history.trend(history, name, LAST) for name in names]
    words = [arrow(change(games)) or tr("first rated game") for games in rows]
    spark_right, rating_right, words_left = _columns(scene, rows, words)
    y = top + 44 + ROW / 2
    for name, games, moved in zip(names, rows, words, strict=True):
        shown_name = fit(scene.text, name, scene.role_px("small"), scene.px(120))  # no shrink:
        scene.label(surface, shown_name, 74, y, "small", p.ink)  # "small" keeps one size
        _spark(scene, surface, games,
               scene.r(204, y - ROW / 2 + 6, spark_right - 204, ROW - 12))
        scene.label(surface, str(games[-1].rating.rating), rating_right, y, "label", p.ink,
                    "midright")
        scene.label(surface, moved, words_left, y, "small", p.ink_soft)
        y += ROW


def _columns(scene: MenuScene, rows: list[list[RatedGame]],
             words: list[str]) -> tuple[float, float, float]:
    """Design x of the line of ratings' right end, the ratings' right edge and the moves'
    left edge: the moves ("first rated game", "↗ +120") end at the board's edge whole, the
    ratings stand before them and the line takes the room left (the words take precedence:
    a line narrower by a few dots still reads, "first rated …" does not)."""
    def wide(text: str, role: str) -> float:
        return scene.text.size(text, scene.role_px(role), type_scale.style(role).face)[0] / scene.s

    words_left = 596 - max(wide(w, "small") for w in words)
    rating_right = words_left - 12
    rating_left = rating_right - max(wide(str(g[-1].rating.rating), "label") for g in rows)
    return max(264.0, rating_left - 12), rating_right, words_left


def _spark(scene: MenuScene, surface: pygame.Surface, games: list[RatedGame],
           box: pygame.Rect) -> None:
    """The ratings as a line with a dot per game, scaled to their spread (at least
    :data:`LEAST_SPAN`), oldest on the left."""
    p = scene.palette
    values = [g.rating.rating for g in games]
    middle = (max(values) + min(values)) / 2
    span = max(LEAST_SPAN, max(values) - min(values))
    step = box.width / max(1, LAST - 1)
    points = [(box.left + step * (i + LAST - len(values)),
               box.centery - (v - middle) / span * box.height) for i, v in enumerate(values)]
    pygame.draw.line(surface, p.panel_edge, (box.left, box.bottom), (box.right, box.bottom), 1)
    if len(points) > 1:
        pygame.draw.lines(surface, p.ink_soft, False, points, max(1, scene.px(2)))
    for x, y in points:
        pygame.draw.circle(surface, p.accent, (round(x), round(y)), max(2, scene.px(3)))
    scene.drawn.append(("picture", box))


__all__ = ["arrow", "change", "paint_trend", "rows_room"]
