"""The game log panel: one summary line per turn (click it to see the turn's actions; the turn
in progress is open), the table's news between turns, newest at the bottom, the wheel scrolls.
A turn's line starts with a mark in its player's colour, pointing right while the turn is closed
and down while it is open, and the pointer resting on a turn says a click opens (or closes) it.
A turn opened by a click is scrolled into view whole: its first line always shows, and a turn
taller than the panel starts at the panel's top.
The panel follows the newest line unless the player scrolled back; then the lines being read stay
put and a "latest" control at the panel's foot (or the End key) brings the newest line back.
A scroll bar at the panel's right edge shows where the rows on show stand in the whole log once
it is longer than the panel; its track takes a click or a drag, and Page Up, Page Down and Home
scroll too.

It shows the controller's log as it is now (:class:`ganesha.ui.table.words.log.GameLog` rebuilds it
after an
undo, a Continue or a language change): whenever the entries it is given are another list or
have changed, every row is wrapped again, so nothing of an older log can stay on the panel."""

from __future__ import annotations

import pygame

from ganesha.ui.kit import type_scale
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import PLAYER_COLOURS, Palette, TextCache, mix, wrap
from ganesha.ui.table.words.log import LogEntry

_Row = tuple[str, int | None, int, int, bool]  # text, seat, indent (px), entry index, first
#: How far the log's rows grow with the player's text size: its panel's room is fixed, and at
#: 125 % a turn's summary still fits a row or two, so the panel tells four turns whole at 150 %
LOG_MOST = 1.25
#: keys that scroll the log back and forth (End, back to the newest line, is handled apart)
PAGE_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME)


class LogView:
    """Wraps the log's entries into rows that fit the panel and draws the newest of them."""

    def __init__(self, rect: pygame.Rect, font_size: int) -> None:
        self.rect = pygame.Rect(rect)
        self.font_size = font_size
        self.scroll = 0  # rows scrolled up from the newest
        self.opened: set[int] = set()  # turns opened by a click (entry indices)
        self.closed: set[int] = set()  # the turn in progress, closed by a click
        self._seen: tuple[int, ...] = ()  # what the rows were made from (see _signature)
        self._rows: list[_Row] = []
        self._area = pygame.Rect(0, 0, 0, 0)
        self._first_row = 0  # the row drawn at the top of the area
        self._top_y = 0
        self._drawn = 0  # how many rows were drawn from _first_row
        self._last_turn = -1  # the newest turn's entry: open unless closed by a click (100 %)
        self._toggled = False  # a turn was opened or closed since the rows were made
        self._reveal: int | None = None  # a turn just opened: to scroll into view whole
        self._turns: set[int] = set()  # the entries that open (a turn: it has actions)
        self._open: set[int] = set()  # the entries whose actions are on show
        self.marks: list[tuple[int, bool]] = []
        """The turns whose mark the last frame drew: (entry, open) from the top down."""
        self.latest_rect: pygame.Rect | None = None  # the "latest" control, while scrolled back
        self.bar_rect: pygame.Rect | None = None  # the scroll bar's track, while rows are hidden
        self.thumb_rect: pygame.Rect | None = None
        self._dragging = False

    def resize(self, rect: pygame.Rect, font_size: int) -> None:
        self.rect = pygame.Rect(rect)
        self.font_size = font_size
        self._seen = ()

    @property
    def line_h(self) -> int:
        return round(self.font_size * 1.25)

    @property
    def capacity(self) -> int:
        """Log rows the panel shows at once, as last drawn (the readability figure of
        ``python -m ganesha.bench layout``)."""
        return max(0, self._area.height // self.line_h) if self._area.height > 0 else 0

    @property
    def entries_shown(self) -> int:
        """Entries (a turn with its open actions, or a piece of news) drawn whole last frame:
        what a player reads in the panel at once (the figure of ``python -m ganesha.bench
        layout`` beside the rows)."""
        drawn = self._rows[self._first_row:self._first_row + self._drawn]
        whole = {row[3] for row in drawn}
        return sum(1 for index in whole
                   if sum(row[3] == index for row in drawn)
                   == sum(row[3] == index for row in self._rows))

    @property
    def gap_above(self) -> int:
        """Pixels of the panel's rows left empty above the first row drawn last frame."""
        return max(0, self._top_y - self._area.top) if self._drawn else self._area.height

    @property
    def latest_shown(self) -> bool:
        """The "latest" control was drawn last frame (the log is scrolled back)."""
        return self.latest_rect is not None

    def to_latest(self) -> None:
        """Back to the newest line, followed again as the game goes on (the control, End)."""
        self.scroll = 0
        self.latest_rect = None

    @property
    def bar_width(self) -> int:
        return max(6, self.font_size // 2)

    def _most_scroll(self) -> int:
        return max(0, len(self._rows) - self.capacity)

    def scroll_to(self, rows_up: int) -> None:
        """Scroll to ``rows_up`` rows above the newest, kept within the log."""
        self.scroll = max(0, min(rows_up, self._most_scroll()))
        if not self.scroll:
            self.latest_rect = None

    def _scroll_to_bar(self, y: int) -> None:
        """The scroll whose thumb is centred at height ``y`` of the track."""
        track = self.bar_rect
        if track is None or track.height <= 0:
            return
        share = min(1.0, max(0.0, (track.bottom - y) / track.height))
        self.scroll_to(round(share * len(self._rows) - self.capacity / 2))

    def _page_key(self, key: int) -> bool:
        page = max(1, self.capacity - 1)
        before = self.scroll
        if key == pygame.K_PAGEUP:
            self.scroll_to(self.scroll + page)
        elif key == pygame.K_PAGEDOWN:
            self.scroll_to(self.scroll - page)
        else:  # Home: the oldest rows
            self.scroll_to(self._most_scroll())
        return self.scroll != before

    def _bar_event(self, event: pygame.event.Event) -> bool:
        """A click or drag on the scroll bar's track."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.bar_rect is not None \
                and self.bar_rect.inflate(self.bar_width, 0).collidepoint(event.pos):
            self._dragging = True
            self._scroll_to_bar(event.pos[1])
            return True
        if event.type == pygame.MOUSEMOTION and self._dragging:
            self._scroll_to_bar(event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging:
            self._dragging = False
            return True
        return False

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_END and self.scroll:
            self.to_latest()
            return True
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            return self._page_key(event.key)
        if self._bar_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.latest_rect is not None and self.latest_rect.collidepoint(event.pos):
            self.to_latest()
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(getattr(event, "pos", None) or pygame.mouse.get_pos()):
                top = max(0, len(self._rows) - 3)
                self.scroll = max(0, min(self.scroll + event.y * 2, top))
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self._area.collidepoint(event.pos):
            index = self.row_at(event.pos)
            if index is not None:
                self.toggle(self._rows[index][3])
            return True
        return False

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row drawn last frame at ``pos`` (its index in :attr:`rows`), if any."""
        if not self._area.collidepoint(pos):
            return None
        index = self._first_row + (pos[1] - self._top_y) // self.line_h
        return index if self._first_row <= index < self._first_row + self._drawn else None

    def tip(self, pos: tuple[int, int]) -> str | None:
        """What the pointer resting at ``pos`` learns: that a click opens (or closes) the turn
        under it; None off the rows and on news, which has nothing to open."""
        index = self.row_at(pos)
        entry = self._rows[index][3] if index is not None else None
        if entry is None or entry not in self._turns:
            return None
        return tr("Click to close this turn") if entry in self._open \
            else tr("Click to open this turn")

    @staticmethod
    def _opens_newest() -> bool:
        """The turn in progress shows its actions by itself at the usual text size; at a larger
        one the panel holds fewer rows, and it opens on a click like any other turn, so the
        panel still tells several turns whole (each in its summary)."""
        return type_scale.text_factor() <= 1

    def toggle(self, entry: int) -> None:
        """Open a closed turn or close an open one (news has nothing to open)."""
        if entry in self.opened or entry in self.closed:
            self.opened.discard(entry)
            self.closed.discard(entry)
        elif entry == self._last_turn and self._opens_newest():
            self.closed.add(entry)
        else:
            self.opened.add(entry)
            self._reveal = entry
        self._toggled = True

    @property
    def wrapped(self) -> list[str]:
        """The rows as shown when scrolled to the newest (oldest first)."""
        return [row[0] for row in self._rows]

    @property
    def starts(self) -> list[bool]:
        """Whether each row is the first of its line (the others are its continuation)."""
        return [row[4] for row in self._rows]

    @property
    def rows(self) -> list[tuple[str, int]]:
        """Each row's words and how far in it starts (pixels past the text's left edge)."""
        return [(row[0], row[2]) for row in self._rows]

    @property
    def row_entries(self) -> list[int]:
        """The entry (index in the log) each row belongs to."""
        return [row[3] for row in self._rows]

    @property
    def first_shown(self) -> int:
        """The index in :attr:`rows` of the row drawn at the panel's top last frame."""
        return self._first_row

    def _signature(self, entries: list[LogEntry]) -> tuple[int, ...]:
        return (id(entries), len(entries), *(id(e.summary) for e in entries[-1:]),
                *(len(e.details) for e in entries[-1:]))

    def _sync(self, entries: list[LogEntry], text: TextCache) -> None:
        seen = self._signature(entries)
        if seen == self._seen and not self._toggled:
            return
        toggled, self._toggled = self._toggled, False
        grew = len(self._rows)
        turns = [i for i, e in enumerate(entries) if e.details]
        self._last_turn = turns[-1] if turns else -1
        self.opened = {i for i in self.opened if i < len(entries)}
        self.closed = {i for i in self.closed if i == self._last_turn}
        width = self.rect.width - 34 - self.bar_width - 4  # clear of the scroll bar
        indent = max(8, self.font_size)
        rows: list[_Row] = []
        self._turns = set(turns)
        self._open = set()
        for index, entry in enumerate(entries):
            self._add(rows, text, entry.summary.text, entry.summary.seat, 0, index, width)
            open_ = index in self.opened or (index == self._last_turn and self._opens_newest()
                                             and index not in self.closed)
            if open_ and entry.details:
                self._open.add(index)
                for line in entry.details:
                    self._add(rows, text, line.text, line.seat, indent, index, width - indent)
        if not toggled and (self._seen[:2] == () or self._seen[0] != seen[0]
                            or len(entries) < self._seen[1]):
            self.scroll = 0  # another log (rebuilt, taken back): show its newest lines
        elif self.scroll and not toggled:
            self.scroll = max(0, self.scroll + len(rows) - grew)  # keep the lines being read
        self._rows, self._seen = rows, seen

    def _add(self, rows: list[_Row], text: TextCache, words: str, seat: int | None, indent: int,
             index: int, width: int) -> None:
        """Rows of one line; its continuation rows sit one em further in, so they are wrapped
        one em narrower than its first row and no row runs past the panel."""
        hang = self.font_size
        for k, part in enumerate(wrap(text, words, self.font_size, width - hang, first=width)):
            rows.append((part, seat, indent + (hang if k else 0), index, k == 0))

    def _top_row(self, start: int, end: int) -> int:
        """The first row to draw: a line's first row, so the panel never opens on the tail of a
        wrapped line (a row or two at the foot stays empty instead); a single line taller than
        the whole panel is still drawn from ``start``."""
        first = next((i for i in range(start, end) if self._rows[i][4]), None)
        return start if first is None else first

    @property
    def shown(self) -> list[str]:
        """The rows drawn last, top to bottom."""
        return [row[0] for row in self._rows[self._first_row:self._first_row + self._drawn]]

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache,
             entries: list[LogEntry], top: int) -> None:
        self._sync(entries, text)
        line_h = self.line_h
        area = pygame.Rect(self.rect.left + 10, top, self.rect.width - 20,
                           self.rect.bottom - top - 4)
        visible = max(1, area.height // line_h)
        if self._reveal is not None:
            self._bring_into_view(self._reveal, visible)
            self._reveal = None
        end = len(self._rows) - self.scroll
        start = self._top_row(max(0, end - visible), end)
        # from the panel's top: a wrapped line that did not fit leaves its room at the foot,
        # under the newest row, never as empty rows above the ones shown
        y = area.top
        self._area, self._first_row, self._top_y = area, start, y
        self._drawn = end - start
        clip = surface.get_clip()
        surface.set_clip(area)
        self.marks = []
        for index in range(start, end):
            part, seat, indent, _, first = self._rows[index]
            colour = palette.ink if seat is not None and not indent else palette.ink_soft
            entry = self._rows[index][3]
            if first and not indent and entry in self._turns:
                self.marks.append((entry, entry in self._open))
                disclosure(surface, PLAYER_COLOURS[seat] if seat is not None
                           else palette.ink_soft, (area.left + 4, y + line_h // 2), line_h,
                           entry in self._open)
            elif seat is not None and first and not indent:
                pygame.draw.circle(surface, PLAYER_COLOURS[seat], (area.left + 4, y + line_h // 2),
                                   max(2, line_h // 6))
            img = text.render(part, self.font_size, colour)
            surface.blit(img, (area.left + 12 + indent, y))
            y += line_h
        surface.set_clip(clip)
        self._draw_bar(surface, palette, area, visible)
        self.latest_rect = self._draw_latest(surface, palette, text, area) if self.scroll \
            else None

    def _bring_into_view(self, entry: int, visible: int) -> None:
        """Scroll as little as shows every row of ``entry`` (just opened); one taller than the
        panel shows from its first row down."""
        mine = [i for i, row in enumerate(self._rows) if row[3] == entry]
        if not mine:
            return
        first, last = mine[0], mine[-1] + 1
        bottom = len(self._rows) - self.scroll  # the rows on show end here (exclusive)
        if last - first >= visible or first < bottom - visible:
            bottom = first + visible
        elif last > bottom:
            bottom = last
        self.scroll = max(0, min(len(self._rows) - bottom, len(self._rows) - visible))

    def _draw_bar(self, surface: pygame.Surface, palette: Palette, area: pygame.Rect,
                  visible: int) -> None:
        """The scroll bar at the panel's right edge, while the log is longer than the panel:
        the thumb's length is the share of rows on show, its place theirs in the log."""
        total = len(self._rows)
        if total <= visible:
            self.bar_rect = self.thumb_rect = None
            return
        w = self.bar_width
        track = pygame.Rect(area.right - w, area.top, w, area.height)
        thumb_h = max(w * 2, round(track.height * visible / total))
        bottom_share = self.scroll / total
        thumb = pygame.Rect(track.left, 0, w, thumb_h)
        thumb.bottom = round(track.bottom - bottom_share * track.height)
        thumb.clamp_ip(track)
        pygame.draw.rect(surface, mix(palette.panel, palette.panel_shadow, 0.3), track,
                         border_radius=w // 2)
        pygame.draw.rect(surface, palette.panel_edge, thumb, border_radius=w // 2)
        self.bar_rect, self.thumb_rect = track, thumb

    def _draw_latest(self, surface: pygame.Surface, palette: Palette, text: TextCache,
                     area: pygame.Rect) -> pygame.Rect:
        """The "latest" control over the panel's bottom right corner, while scrolled back."""
        img = text.render("↓ " + tr("latest"), self.font_size, palette.ink)
        pad = max(4, self.font_size // 3)
        box = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + pad)
        box.bottomright = (area.right - pad, area.bottom - pad // 2)
        pygame.draw.rect(surface, palette.panel, box, border_radius=box.height // 2)
        pygame.draw.rect(surface, palette.accent, box, width=max(1, pad // 3),
                         border_radius=box.height // 2)
        surface.blit(img, img.get_rect(center=box.center))
        return box


def disclosure(surface: pygame.Surface, colour: tuple[int, int, int], centre: tuple[int, int],
               line_h: int, opened: bool) -> None:
    """The mark before a turn's line: a small triangle pointing right (closed: a click opens
    it) or down (open), drawn, not typed, so every font and language shows it alike."""
    half = max(3, line_h // 4)
    x, y = centre
    points = [(x - half * 0.6, y - half), (x + half * 0.9, y), (x - half * 0.6, y + half)] \
        if not opened else [(x - half, y - half * 0.6), (x + half, y - half * 0.6),
                            (x, y + half * 0.9)]
    pygame.draw.polygon(surface, colour, points)
