"""A tall tile tells its seat's last turn (the 2-player table, whose two tiles have room).

With two players the right column held two tiles and a third of empty panel under them; the
tiles now take the whole column and the room between the Destiny slots and the Treasury says what
that seat did last: the log's summary of its turn and its actions, as many as fit — the same
words as the log (:mod:`ganesha.ui.table.words.log`, read off the history), beside the player
they are about. The pointer on the tile replays the turn as a ghost
(:mod:`ganesha.ui.table.draw.ghost_paint`); the panel says so. Only reads, like the painter.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from ganesha.engine import GameState, Phase
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import TextCache, blit_text, wrap
from ganesha.ui.table.draw.painter import Painter
from ganesha.ui.table.words.log import LogEntry


def story_entry(entries: list[LogEntry], state: GameState, seat: int) -> LogEntry | None:
    """The log entry of ``seat``'s last finished turn (not the one it is playing now)."""
    turns = [e for e in entries if e.summary.seat is not None and e.details]
    ongoing = None if state.is_over else (state.round, state.turn_player,
                                          state.phase == Phase.FINAL)
    for entry in reversed(turns):
        if entry.summary.seat != seat:
            continue
        if entry is turns[-1] and (entry.summary.round, seat, entry.final) == ongoing:
            continue  # the turn going on: the log and the table show it as it happens
        return entry
    return None


@lru_cache(maxsize=64)
def _lines(text: TextCache, words: str, size: int, width: int, face: str) -> tuple[str, ...]:
    """``words`` wrapped to ``width``, measured once (not every frame)."""
    return tuple(wrap(text, words, size, width, face))


_Part = tuple[str, str, tuple[int, int, int]]  # type role, words, ink


def story_parts(heading: _Part, entry: LogEntry | None, ink: tuple[int, int, int],
                soft: tuple[int, int, int], height: Callable[[_Part], int],
                room: int) -> list[_Part]:
    """The parts of a story that fit ``room`` (``height``: a part's height, gap included): the
    heading, the turn's summary and every line that scored are kept, the other actions follow
    while they fit, and whatever is left out is counted ("… and 2 more") — never cut silently.
    When even the kept lines do not fit, the heading goes first."""
    if entry is None:
        return [heading, ("small", tr("Nothing yet"), soft)]
    summary: _Part = ("label", entry.summary.text, ink)
    details = [("small", line.text, soft) for line in entry.details]
    keep = [line.scored for line in entry.details]

    def chosen(extra: int) -> list[_Part]:
        """The kept lines and the first ``extra`` others, in the turn's order."""
        others = set([i for i, k in enumerate(keep) if not k][:extra])
        parts = [d for i, d in enumerate(details) if keep[i] or i in others]
        left = len(details) - len(parts)
        more: list[_Part] = [("small", tr("… and {n} more", n=left), soft)] if left else []
        return [heading, summary, *parts, *more]

    def fits(parts: list[_Part]) -> bool:
        return sum(height(p) for p in parts) <= room

    best = chosen(0)
    for extra in range(1, len(details) + 1):
        if not fits(chosen(extra)):
            break
        best = chosen(extra)
    while len(best) > 1 and not fits(best):  # the kept lines alone overflow: heading first,
        best = best[1:] if best[0] is heading else best[:-1]  # then from the foot
    return best


def draw_story(surf: pygame.Surface, painter: Painter, seat: int, entry: LogEntry | None,
               replayable: bool) -> None:
    """``seat``'s last turn in its tile's story panel (nothing when the tile has none): a
    heading, the turn's summary, then its actions as :func:`story_parts` chooses them."""
    lay, p, text = painter.lay, painter.p, painter.text
    box = lay.tiles[seat].story
    if box is None:
        return

    def wrapped(part: _Part) -> tuple[int, int, str, tuple[str, ...]]:
        style = type_scale.style(part[0])
        size = style.px(lay.s)
        step = text.size("Ag", size, style.face)[1]
        return size, step, style.face, _lines(text, part[1], size, box.width, style.face)

    def height(part: _Part) -> int:
        _, step, _, lines = wrapped(part)
        return step * len(lines) + lay.px(2)

    heading = tr("Last turn · point here to see it again") if replayable else tr("Last turn")
    parts = story_parts(("caption", heading, p.ink_soft), entry, p.ink, p.ink_soft, height,
                        box.height + lay.px(2))
    y = box.top
    for part in parts:
        size, step, face, lines = wrapped(part)
        for line in lines:
            rect = blit_text(surf, text, line, size, part[2], (box.left, y), "topleft", face)
            painter.drawn.append(("label", rect))
            y += step
        painter.said.append((f"story {seat}", part[1]))
        y += lay.px(2)


__all__ = ["draw_story", "story_entry", "story_parts"]
