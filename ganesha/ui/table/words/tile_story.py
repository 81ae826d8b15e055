"""A tall tile tells its seat's last turn (the 2-player table, whose two tiles have room).

With two players the right column held two tiles and a third of empty panel under them; the
tiles now take the whole column and the room between the Destiny slots and the Treasury says what
that seat did last: the log's summary of its turn and its actions, as many as fit — the same
words as the log (:mod:`ganesha.ui.table.words.log`, read off the history), beside the player
they are about. The pointer on the tile replays the turn as a ghost
(:mod:`ganesha.ui.table.draw.ghost_paint`); the panel says so. Only reads, like the painter.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ganesha.engine import GameState
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import TextCache, blit_text, wrap
from ganesha.ui.table.draw.painter import Painter
from ganesha.ui.table.words.log import LogEntry


def story_entry(entries: list[LogEntry], state: GameState, seat: int) -> LogEntry | None:
    """The log entry of ``seat``'s last finished turn (not the one it is playing now)."""
    turns = [e for e in entries if e.summary.seat is not None and e.details]
    ongoing = None if state.is_over else (state.round, state.turn_player)
    for entry in reversed(turns):
        if entry.summary.seat != seat:
            continue
        if entry is turns[-1] and (entry.summary.round, seat) == ongoing:
            continue  # the turn going on: the log and the table show it as it happens
        return entry
    return None


@lru_cache(maxsize=64)
def _lines(text: TextCache, words: str, size: int, width: int, face: str) -> tuple[str, ...]:
    """``words`` wrapped to ``width``, measured once (not every frame)."""
    return tuple(wrap(text, words, size, width, face))


def draw_story(surf: pygame.Surface, painter: Painter, seat: int, entry: LogEntry | None,
               replayable: bool) -> None:
    """``seat``'s last turn in its tile's story panel (nothing when the tile has none): a
    heading, the turn's summary, then its actions while they fit whole."""
    lay, p, text = painter.lay, painter.p, painter.text
    box = lay.tiles[seat].story
    if box is None:
        return
    heading = tr("Last turn · point here to see it again") if replayable else tr("Last turn")
    parts: list[tuple[str, str, tuple[int, int, int]]] = [("caption", heading, p.ink_soft)]
    if entry is None:
        parts.append(("small", tr("Nothing yet"), p.ink_soft))
    else:
        parts.append(("label", entry.summary.text, p.ink))
        parts.extend(("small", line.text, p.ink_soft) for line in entry.details)
    y = box.top
    for role, words, colour in parts:
        style = type_scale.style(role)
        size = style.px(lay.s)
        step = text.size("Ag", size, style.face)[1]
        lines = _lines(text, words, size, box.width, style.face)
        if y + step * len(lines) > box.bottom:
            break  # what does not fit whole is left out (the log below keeps every line)
        for line in lines:
            rect = blit_text(surf, text, line, size, colour, (box.left, y), "topleft", style.face)
            painter.drawn.append(("label", rect))
            y += step
        painter.said.append((f"story {seat}", words))
        y += lay.px(2)


__all__ = ["draw_story", "story_entry"]
