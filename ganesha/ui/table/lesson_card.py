"""The lesson at the table: the step card, the Skip step button, the spotlight and the gate.

The table itself knows nothing of lessons: :class:`LessonTable` plugs into its public seams —
the controller's ``gate`` (a refused move says why and leaves the state untouched), the scene's
``lesson`` (the spotlight goes through :func:`~ganesha.ui.table.draw.highlights.with_hint`, the
card is drawn
after the table, the Skip button joins the bar's buttons) and the controller's listeners (every
new position moves the lesson on and is saved in the lesson's own file, never Continue's).

:mod:`ganesha.ui.shell.lesson_start` builds that table, fresh or resumed from ``lesson.json``.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ganesha.engine import Action, FinalPlace, GameState, Place, Redraw, Sacrifice, Swap, Take
from ganesha.lesson import LEARNER, SEATS, STEPS, Lesson
from ganesha.lesson.words import Said
from ganesha.store import lesson_progress as lesson_save
from ganesha.store import saves
from ganesha.ui.kit.shapes import panel
from ganesha.ui.kit.text import colour_name, spice_help, spice_name, tr
from ganesha.ui.kit.theme import Palette, TextCache, blit_text, wrap
from ganesha.ui.kit.widgets.button import Button, full_width
from ganesha.ui.table.draw.highlights import Highlights, with_hint
from ganesha.ui.table.draw.layout import Layout
from ganesha.ui.table.intents import SKIP_STEP


class LessonTable:
    """One lesson in progress at one table; ``autosave`` False keeps it off the disk (tests)."""

    # design units the card takes under the two tiles (which then keep their rows' height)
    CARD_ROOM = 266

    def __init__(self, progress: Lesson, state: GameState, autosave: bool = True) -> None:
        self.progress = progress
        self.state = state
        self.autosave = autosave
        self.save_failed = False
        self.skip_button: Button | None = None
        progress.observe(state)

    # --- what the table asks ------------------------------------------------------------------
    def gate(self, state: GameState, action: Action) -> str | None:
        """The controller's gate: None, or the kind sentences (translated) saying why not."""
        refusal = self.progress.gate(state, action)
        return said(refusal) if refusal else None

    def spotlight(self, state: GameState) -> Action | None:
        """The taught move, shown with the hint's marks (its piece and its place glow)."""
        return self.progress.taught(state)

    def marks(self, hl: Highlights, state: GameState, lay: Layout) -> Highlights:
        """The table's glow under the lesson: the taught move's marks, and while the lesson
        accepts only that move nothing else glows (a button's move clears the pieces' glow,
        so a glowing Treasury never invites an offering the lesson would refuse)."""
        taught = self.spotlight(state)
        marked = with_hint(hl, state, lay, taught)
        if taught is None or hl.lifted is not None or hl.selected_at is not None \
                or not self.progress.strict(state) or _has_piece(taught):
            return marked
        slots = marked.next_slots if isinstance(taught, Sacrifice) else frozenset()
        return replace(marked, glow=frozenset(), rings=(), outline=False, next_slots=slots)

    @property
    def can_skip(self) -> bool:
        step = self.progress.step
        return step is not None and step.name != "results"

    def skip(self) -> None:
        self.progress.skip(self.state)
        self.store()

    def card(self) -> tuple[str, str]:
        """(the card's heading, its words), translated. Between steps the heading names the
        step to come, as the words do, rather than calling it the step under way."""
        progress = self.progress
        between = not progress.active and progress.step is not None
        n, total = progress.number, len(STEPS)
        heading = tr("Lesson · before step {n} of {total}", n=n, total=total) if between \
            else tr("Lesson · step {n} of {total}", n=n, total=total)
        return heading, said(progress.card(self.state))

    # --- moving on ----------------------------------------------------------------------------
    def on_action(self, action: Action, context: dict) -> None:
        """A controller listener: before the learner's move the lesson remembers itself (for
        Undo); after every action it moves on and is saved."""
        if context.get("after"):
            self.progress.observe(self.state)
            self.store()
        elif self.state.current_player == LEARNER:
            self.progress.remember(self.state)

    def undone(self) -> None:
        """The learner took a move back: the lesson goes back with it, and is saved."""
        self.progress.recall(self.state)
        self.store()

    def store(self) -> None:
        """Save the lesson (its game and step) in its own file; a finished one is removed and
        remembered as finished."""
        if not self.autosave:
            return
        try:
            if self.progress.finished:
                lesson_save.clear()
                lesson_save.mark_finished()
            else:
                lesson_save.save(saves.SavedGame(self.state, SEATS), self.progress)
        except OSError:
            self.save_failed = True  # the lesson goes on; it will start afresh next time

    def finish(self) -> None:
        """The player left the lesson's results: the lesson is done."""
        self.progress.finished = True
        self.store()

    # --- drawing --------------------------------------------------------------------------------
    def card_rect(self, lay: Layout) -> pygame.Rect:
        """Under the two players' tiles, where nothing else is drawn in a 2-player game."""
        top = lay.tiles[-1].rect.bottom + lay.px(10)
        left = lay.tiles[-1].rect.left
        return pygame.Rect(left, top, lay.tiles[-1].rect.width, lay.p(0, 788)[1] - top)

    def layout_button(self, lay: Layout, font_px: int, text: TextCache) -> Button | None:
        """The Skip step button at the card's foot (None once nothing is left to skip)."""
        if not self.can_skip:
            self.skip_button = None
            return None
        box = self.card_rect(lay)
        # as tall as a line of its words and as wide as them (within the card): a longer
        # translation at 150 % text keeps the full size rather than shrinking onto two lines
        rect = pygame.Rect(0, 0, lay.px(140), max(lay.px(40), round(font_px * 1.45)))
        button = Button(rect, tr("Skip step"), SKIP_STEP, font_size=font_px)
        rect.width = min(full_width(button, text, rect.width), box.width - lay.px(24))
        rect.bottomright = (box.right - lay.px(12), box.bottom - lay.px(12))
        button.rect = rect
        self.skip_button = button
        return self.skip_button

    def draw(self, surface: pygame.Surface, lay: Layout, p: Palette, text: TextCache) -> None:
        box = self.card_rect(lay)
        panel(surface, box, p, lay.s)
        heading, words = self.card()
        x = box.left + lay.px(16)
        y = blit_text(surface, text, heading, lay.font_px("label"), p.accent,
                      (x, box.top + lay.px(12)), "topleft", "bold").bottom + lay.px(6)
        bottom = self.skip_button.rect.top if self.skip_button else box.bottom - lay.px(8)
        # larger text (or Russian at 1024x600) steps down to the caption size before any of
        # the step's words would hide behind the Skip step button
        size, floor = lay.font_px("small"), min(lay.font_px("small"), lay.font_px("caption", 1.0))
        lines = wrap(text, words, size, box.width - lay.px(32))
        while size > floor and y + len(lines) * (text.size("Ag", size)[1] + lay.px(2)) > bottom:
            size -= 1
            lines = wrap(text, words, size, box.width - lay.px(32))
        for line in lines:
            rect = blit_text(surface, text, line, size, p.ink, (x, y))
            y = rect.bottom + lay.px(2)
            if y > bottom:
                break
        if self.skip_button is not None:
            self.skip_button.draw(surface, p, text)


def said(sentences: tuple[Said, ...]) -> str:
    """The lesson's sentences in the player's language, each data word they name translated
    (a gem colour, a spice's name and what it does, a step's title)."""
    return " ".join(_one(sentence) for sentence in sentences)


def _one(sentence: Said) -> str:
    values: dict[str, object] = {}
    if sentence.colour is not None:
        values["colour"] = colour_name(sentence.colour)
    if sentence.spice is not None:
        does = spice_help(sentence.spice)
        # mid-sentence after a colon, the help line's capital would read as a new sentence
        values.update(spice=spice_name(sentence.spice), does=does[:1].lower() + does[1:])
    if sentence.step is not None:
        values["n"] = sentence.step
    if sentence.title is not None:
        values["title"] = tr(sentence.title)
    return tr(sentence.template, **values)


def _has_piece(action: Action) -> bool:
    """The move is made with a piece (its marks show only that piece), not a bar button or a
    dialog's option."""
    if isinstance(action, Sacrifice):
        return action.gem is not None
    return isinstance(action, (Take, Swap, Place, FinalPlace, Redraw))


__all__ = ["LessonTable", "said"]
