"""``python -m ganesha.bench layout``: how readable the table is, measured from what it drew.

For each window size, text size, language, player count and board side (day or night: its
palette) it opens a real table on a game in progress, draws frames until the motion settles, and
reads off what was actually put on the screen:

* ``mandala_px`` — the mandala's outer diameter;
* ``log_lines`` — how many log rows the panel shows at once;
* ``log_entries`` — how many entries of the game's log (a turn with its open actions, or a
  piece of news) the panel shows whole, as a player reads it: the real game's log as drawn,
  not a count of rows; ``log_gap_px`` the rows' room left empty above the first one shown;
* ``min_cap_px`` — the smallest cap height of any text drawn (the height of a capital "H" in the
  font and size of each label blitted), and ``min_cap_text`` the label it belongs to;
* ``min_score_cap_px`` — the same over the numbers that score (slot values, the score track,
  the tiles' scores, the drum, score pops: every label that is a number, hex numbers and
  the Destiny slots' 1 and 2 aside: they name places, they do not score);
* ``min_contrast`` — the lowest WCAG contrast ratio between a label's ink and the average colour
  of the ground it was drawn on (sampled just before the blit);
* ``clashes`` — lines of words (labels, the altar's and mandala's numbers, Treasury counts) whose
  box meets a piece's or a mark's (gems, the rings on pieces that may be picked up, the drum
  and the room around it, spice icons, the Destiny slots' frames), as the painter reports
  what it drew (``Painter.drawn``), and ``clash_text`` the first of them.

How: while measuring, ``pygame.font.Font`` and ``pygame.Surface`` are replaced by subclasses that
remember which surfaces hold text and sample the ground under each text blit; the game's own code
runs unchanged. Text blitted onto a copy or a transformed surface is not seen (rare on the table:
tooltips and flying score pops are drawn straight onto the frame). One JSON object a line.
"""

from __future__ import annotations

import json
import os
import re
import weakref
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

SIZES: tuple[tuple[int, int], ...] = ((1280, 800), (1024, 600))
TEXT_SCALES: tuple[int, ...] = (100, 150)
LANGUAGES: tuple[str, ...] = ("en", "ru")
SIDES: tuple[str, ...] = ("day", "night")
#: Labels that are numbers (a sign, digits, an optional ×): the numbers that score.
NUMBER = re.compile(r"^[+\-−]?\d+[×x]?$")
#: What the painter reports drawing (``Painter.drawn``): lines of words, and pieces and marks.
WORDS = frozenset({"label", "hex_number", "slot_value", "slot_letter", "track_number",
                   "slot_index"})
MARKS = frozenset({"gem", "mandala_gem", "ring", "drum", "spice_icon", "spice_token",
                   "slot_frame"})
#: A gem in a mandala slot covers that slot's value and letter (the rules' own picture); a
#: Destiny slot's number sits on its frame, in the corner its gem's shape leaves (their boxes
#: may share a corner pixel).
COVERS = frozenset({("slot_value", "mandala_gem"), ("slot_letter", "mandala_gem"),
                    ("slot_index", "gem"), ("slot_index", "slot_frame")})


@dataclass(frozen=True, slots=True)
class Label:
    """One text blit: the words, the cap height of its font, its ink and ground, and where."""

    text: str
    cap_px: int
    ink: tuple[int, int, int]
    ground: tuple[int, int, int]
    rect: tuple[int, int, int, int]

    @property
    def contrast(self) -> float:
        return contrast_ratio(self.ink, self.ground)


@dataclass
class Figures:
    """The figures of one configuration, as printed."""

    size: str
    text_scale: int
    language: str
    players: int
    side: str
    mandala_px: int
    log_lines: int
    log_entries: int
    log_gap_px: int
    min_cap_px: int
    min_cap_text: str
    min_score_cap_px: int
    min_score_text: str
    min_contrast: float
    min_contrast_text: str
    clashes: int
    clash_text: str
    labels: int
    notes: list[str] = field(default_factory=list)


def clashes(drawn: Sequence[tuple[str, Any]], drum_gap: int) -> list[str]:
    """Every line of words whose box meets a piece's or a mark's, or comes closer to the drum
    than ``drum_gap`` pixels (a badge touching a score reads as one blot)."""
    return [f"{kind} {tuple(words)} / {mark} {tuple(box)}"
            for kind, words in drawn if kind in WORDS
            for mark, box in drawn if mark in MARKS and (kind, mark) not in COVERS
            and words.colliderect(box.inflate(2 * drum_gap, 2 * drum_gap) if mark == "drum"
                                  else box)]


def luminance(colour: Sequence[int]) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG contrast ratio (1 to 21) of two colours."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


class _Recorder:
    """What the patched classes report to: text surfaces made, text blits seen."""

    def __init__(self) -> None:
        self.texts: weakref.WeakKeyDictionary[Any, tuple[str, int, tuple[int, int, int]]] = \
            weakref.WeakKeyDictionary()
        self.labels: list[Label] = []
        self.caps: dict[tuple[str, int], int] = {}


def _install(recorder: _Recorder) -> Any:
    """Swap in the recording font and surface classes; returns a function that undoes it."""
    import pygame

    plain_font, plain_surface = pygame.font.Font, pygame.Surface
    setattr(pygame.font, "Font", _font_class(recorder, plain_font))  # noqa: B010 (mypy: a type)
    setattr(pygame, "Surface", _surface_class(recorder, plain_surface))  # noqa: B010

    def undo() -> None:
        setattr(pygame.font, "Font", plain_font)  # noqa: B010
        setattr(pygame, "Surface", plain_surface)  # noqa: B010
    return undo


def _font_class(recorder: _Recorder, plain_font: Any) -> Any:
    """A font that notes each text surface it renders, with its cap height and ink."""
    import pygame

    class RecordingFont(plain_font):
        def __init__(self, path: Any = None, size: int = 20) -> None:
            super().__init__(path, size)
            self._key = (str(path), int(size))

        def cap_px(self) -> int:
            cap = recorder.caps.get(self._key)
            if cap is None:
                glyph = plain_font.render(self, "H", False, (255, 255, 255))
                bounds = pygame.mask.from_surface(glyph).get_bounding_rects()
                cap = max((r.height for r in bounds), default=0)
                recorder.caps[self._key] = cap
            return cap

        def render(self, text: Any, antialias: Any, color: Any, bgcolor: Any = None,
                   wraplength: int = 0) -> Any:
            surface = plain_font.render(self, text, antialias, color, bgcolor, wraplength)
            if isinstance(text, str) and text.strip():
                ink = tuple(pygame.Color(color))[:3]
                recorder.texts[surface] = (text, self.cap_px(), ink)  # type: ignore[assignment]
            return surface
    return RecordingFont


def _surface_class(recorder: _Recorder, plain_surface: Any) -> Any:
    """A surface that samples the ground under each noted text surface blitted onto it (and
    whose converted copies do the same)."""
    import pygame

    def _like(result: Any) -> Any:
        """A recording surface holding ``result``'s pixels and format."""
        out = RecordingSurface(result.get_size(), result.get_flags(), result)
        plain_surface.blit(out, result, (0, 0), special_flags=pygame.BLEND_RGBA_MAX
                           if result.get_flags() & pygame.SRCALPHA else 0)
        return out

    class RecordingSurface(plain_surface):
        def blit(self, source: Any, dest: Any = (0, 0), area: Any = None,
                 special_flags: int = 0) -> Any:
            seen = recorder.texts.get(source)
            if seen is not None:
                rect = source.get_rect(topleft=_topleft(dest))
                clipped = rect.clip(self.get_rect())
                ground = tuple(pygame.transform.average_color(self, clipped))[:3] \
                    if clipped.width and clipped.height else (0, 0, 0)
                text, cap, ink = seen
                recorder.labels.append(Label(text, cap, ink, ground,  # type: ignore[arg-type]
                                             (rect.x, rect.y, rect.w, rect.h)))
            return plain_surface.blit(self, source, dest, area, special_flags)

        def convert(self, *args: Any) -> Any:
            return _like(plain_surface.convert(self, *args))

        def convert_alpha(self, *args: Any) -> Any:
            return _like(plain_surface.convert_alpha(self, *args))

        def copy(self) -> Any:
            return _like(plain_surface.copy(self))
    return RecordingSurface


def _topleft(dest: Any) -> tuple[int, int]:
    if hasattr(dest, "topleft"):
        return (int(dest.topleft[0]), int(dest.topleft[1]))
    return (int(dest[0]), int(dest[1]))


def _game(players: int, seed: int, side: str = "day") -> Any:
    """A game well into its middle: every panel has something to show."""
    from ganesha.ai import make_player
    from ganesha.engine import GameConfig, new_game

    state = new_game(GameConfig(players=players, seed=seed, spices=True, side=side))
    bots = [make_player("medium", seed + seat) for seat in range(players)]
    while not state.is_over and state.round < 6:
        state.apply(bots[state.current_player].choose(state))
    return state


def measure(size: tuple[int, int], text_scale: int, language: str, players: int = 2,
            seed: int = 5, side: str = "day") -> Figures:
    """The figures of one table, drawn for real (a dummy display is enough); ``side`` is the
    board's side, whose palette (day or night) the contrast is read in."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from ganesha.data import resources
    from ganesha.data.look import Look, wearing
    from ganesha.data.vocabulary import HUMAN, speed_named
    from ganesha.ui.table.controller import TableController
    from ganesha.ui.table.scene import TableScene

    pygame.init()
    pygame.display.set_mode(size)
    recorder = _Recorder()
    undo = _install(recorder)
    resources.font.cache_clear()
    try:
        with wearing(Look(language=language, text_size=text_scale)):
            state = _game(players, seed, side)
            # the person is the seat to move: no AI acts while the frames are drawn, so the log
            # measured is the game's as it stands
            seats = [HUMAN if seat == state.current_player else "medium" for seat in range(players)]
            scene = TableScene(TableController(state, seats), size, speed_named("max"))
            backdrop = list(recorder.labels)  # painted once per window size, shown every frame
            canvas = pygame.Surface(size)
            for _ in range(3):  # let the table settle; the last frame is the one measured
                recorder.labels.clear()
                scene.update(1.0)
                canvas.fill((0, 0, 0))
                scene.draw(canvas)
            labels = backdrop + list(recorder.labels)
            log_lines = scene.log_view.capacity
            log = (log_lines, scene.log_view.entries_shown, scene.log_view.gap_above)
            mandala = round(2 * scene.layout.r_outer)
            hex_rects = _hex_number_rects(scene)
            clashed = clashes(scene.painter.drawn, scene.layout.px(3))
            scene.close()
    finally:
        undo()
        resources.font.cache_clear()
    figures = _figures((size, text_scale, language, players, side), mandala, log, labels,
                       hex_rects)
    figures.clashes, figures.clash_text = len(clashed), clashed[0] if clashed else ""
    return figures


def _hex_number_rects(scene: Any) -> set[tuple[int, int, int, int]]:
    drawn = getattr(scene.painter, "background_drawn", ())
    return {tuple(rect) for what, rect in drawn if what in ("hex_number", "slot_index")}


def _figures(config: tuple[tuple[int, int], int, str, int, str], mandala: int,
             log: tuple[int, int, int], labels: list[Label],
             hex_rects: set[tuple[int, int, int, int]]) -> Figures:
    """The figures of one table from what it drew: ``log`` is the panel's (rows, whole
    entries, empty pixels above them)."""
    size, text_scale, language, players, side = config
    unique = {(lab.text, lab.cap_px, lab.ink, lab.ground, lab.rect): lab for lab in labels}
    seen = list(unique.values())
    notes: list[str] = []
    if not seen:
        notes.append("no text was seen")
    smallest = min(seen, key=lambda lab: lab.cap_px, default=None)
    scoring = [lab for lab in seen if NUMBER.match(lab.text.strip())
               and lab.rect not in hex_rects]
    score_small = min(scoring, key=lambda lab: lab.cap_px, default=None)
    faint = min(seen, key=lambda lab: lab.contrast, default=None)
    return Figures(
        size=f"{size[0]}x{size[1]}", text_scale=text_scale, language=language, players=players,
        side=side, mandala_px=mandala, log_lines=log[0], log_entries=log[1], log_gap_px=log[2],
        min_cap_px=smallest.cap_px if smallest else 0,
        min_cap_text=smallest.text if smallest else "",
        min_score_cap_px=score_small.cap_px if score_small else 0,
        min_score_text=score_small.text if score_small else "",
        min_contrast=round(faint.contrast, 2) if faint else 0.0,
        min_contrast_text=faint.text if faint else "", clashes=0, clash_text="",
        labels=len(seen), notes=notes)


def all_figures(players: Sequence[int] = (2, 4),
                sides: Sequence[str] = SIDES) -> Iterator[Figures]:
    for size in SIZES:
        for scale in TEXT_SCALES:
            for language in LANGUAGES:
                for count in players:
                    for side in sides:
                        yield measure(size, scale, language, count, side=side)


def print_figures(players: Sequence[int] = (2, 4)) -> None:
    for figures in all_figures(players):
        print(json.dumps(asdict(figures), ensure_ascii=False), flush=True)
