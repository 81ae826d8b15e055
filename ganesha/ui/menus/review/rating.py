"""The results' line about the people's play: their rating for the game, on request.

A rating takes the game's review (:mod:`ganesha.ai.review`: every turn of the people's seats
valued by simulation), which takes a while, so the results do not start it by themselves: a
"Rate my play" button does, and the review runs in worker processes beside the frame loop
(:mod:`.runs`, shared with the review screen should the player open it meanwhile). While
it runs the line shows the turns done with a bar and a Cancel; once done, the rating in words
(:mod:`.rating_words`). Leaving the results cancels it (unless the review screen still waits for
it); a finished review is kept, with the ratings, so the review screen and the next visit find it
at once, and a game whose review was already kept shows its rating straight away.

Only games with a person at the table are rated, never the lesson's, and only with a calibration
at hand (``assets/play_ratings.json``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ganesha.ai.review import FIRST_SAMPLES, MOST_SAMPLES, Review
from ganesha.data import play_ratings
from ganesha.data.i18n import translate as tr
from ganesha.data.vocabulary import HUMAN
from ganesha.store import play_history, reviews
from ganesha.store.saves import SavedGame
from ganesha.ui.kit.shapes import fit
from ganesha.ui.kit.theme import Palette, TextCache
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.menus.review.rating_words import figure, seat_line
from ganesha.ui.menus.review.runs import ReviewRun, ReviewRuns

#: Draws one line of the strip in body text (words, centre x, centre y): the
#: screen's own text call, so the line is noted with its role like every other.
Writer = Callable[[str, float, float], pygame.Rect]


class RatingStrip:
    """The rating line of one game's results (``saved`` None: nothing to rate)."""

    def __init__(self, saved: SavedGame | None, runs: ReviewRuns,
                 budget: tuple[int, int] = (FIRST_SAMPLES, MOST_SAMPLES)) -> None:
        self.saved, self.budget = saved, budget
        self.runs = runs  # the reviews under way, shared with the review screen
        self.seats: tuple[int, ...] = ()
        if saved is not None and play_ratings.calibration() is not None:
            self.seats = tuple(i for i, kind in enumerate(saved.seats) if kind == HUMAN)
        self.review: Review | None = None
        # what a damaged kept review or ratings file (set aside) leaves to tell the player
        self.notices: list[str] = []
        if self.seats and saved is not None:
            self.review, notice = reviews.load_noticed(saved.state, self.seats)
            if self.review is not None:
                notice = notice or play_history.add_noticed(saved, self.review)[1]
            self.notices += [notice] if notice else []
        self.run: ReviewRun | None = None
        self.button: Button | None = None
        self.bar = pygame.Rect(0, 0, 0, 0)

    @property
    def offered(self) -> bool:
        """A person played and a rating can be read: the strip shows."""
        return bool(self.seats)

    # --- the review -------------------------------------------------------------------------
    def start(self) -> None:
        if self.saved is not None and self.run is None and self.review is None:
            self.run = self.runs.join(self.saved, self.seats, self.budget)

    def cancel(self) -> None:
        """Stop waiting (the review stops unless the review screen still waits for it)."""
        if self.run is not None:
            self.runs.leave(self.run)
            self.run = None

    def poll(self) -> None:
        """Collect the review's progress (never blocks); the review once it is done."""
        if self.run is not None:
            review = self.run.poll()
            if review is not None:
                if self.run.notice:
                    self.notices.append(self.run.notice)
                self.review, self.run = review, None
            elif self.run.job is None:  # cancelled under us: offer it again
                self.run = None

    @property
    def running(self) -> bool:
        return self.run is not None

    # --- words ------------------------------------------------------------------------------
    def words(self) -> str:
        """The finished line: one person's rating in a sentence, or each person's in short."""
        review, saved = self.review, self.saved
        if review is None or saved is None:
            return ""
        if len(self.seats) == 1:
            return seat_line(review, self.seats[0], None) or ""
        names = saved.state.config.seat_names
        parts = []
        for seat in self.seats:
            rated = play_ratings.rate(review, seat)
            parts.append(tr("{name}: {figure}", name=names[seat],
                            figure=figure(rated) if rated else tr("too short to rate")))
        return " · ".join(parts)

    def progress_words(self) -> str:
        run = self.run
        done, total = (run.progress.done, run.progress.total) if run else (0, 0)
        return tr("Rating your play: turn {done} of {total}", done=min(done + 1, total),
                  total=total)

    # --- on screen --------------------------------------------------------------------------
    def lay_out(self, centre: tuple[int, int], height: int, px: int, text: TextCache) -> None:
        """The button of the moment ("Rate my play", or Cancel right of the progress) at its
        place; the same button stays while its job does, so a click across frames completes."""
        if not self.offered or self.review is not None:
            self.button = None
            return
        intent = "cancel" if self.running else "rate"
        label = tr("Cancel") if self.running else (
            tr("Rate my play") if len(self.seats) == 1 else tr("Rate our play"))
        rect = pygame.Rect(0, 0, text.size(label, px, "bold")[0] + height, height)
        if self.running:
            rect.midright = (centre[0] + self._progress_width(text, px, height) // 2, centre[1])
        else:
            rect.center = centre
        if self.button is None or self.button.intent != intent or self.button.label != label \
                or self.button.font_size != px:
            self.button = Button(rect, label, intent, font_size=px, role="label")
        self.button.rect = rect

    def _progress_width(self, text: TextCache, px: int, height: int) -> int:
        """The whole row while the review runs: words, bar and Cancel, with their gaps."""
        words = text.size(self.progress_words(), px)[0]
        cancel = text.size(tr("Cancel"), px, "bold")[0] + height
        return words + height * 5 + cancel + 2 * height // 2

    def process_event(self, event: pygame.event.Event) -> bool:
        if self.button is None:
            return False
        intent = self.button.process_event(event)
        if intent == "rate":
            self.start()
        elif intent == "cancel":
            self.cancel()
        return intent is not None

    def draw(self, surface: pygame.Surface, palette: Palette, text: TextCache, write: Writer,
             centre: tuple[int, int], width: int, px: int) -> list[pygame.Rect]:
        """The strip centred at ``centre`` within ``width`` pixels; the rects it drew."""
        drawn: list[pygame.Rect] = []
        if not self.offered:
            return drawn
        if self.review is not None:
            line = fit(text, self.words(), px, width)
            return [write(line, centre[0], centre[1])]
        if self.running and self.button is not None:
            height = self.button.rect.height
            words = self.progress_words()
            left = centre[0] - self._progress_width(text, px, height) // 2
            rect = write(words, left + text.size(words, px)[0] / 2, centre[1])
            self.bar = pygame.Rect(rect.right + height // 2, 0, height * 5, height // 3)
            self.bar.centery = centre[1]
            pygame.draw.rect(surface, palette.panel_shadow, self.bar, border_radius=self.bar.h)
            run = self.run
            share = run.progress.fraction if run is not None else 0.0
            filled = self.bar.copy()
            filled.width = max(filled.height, round(self.bar.width * share))
            pygame.draw.rect(surface, palette.accent, filled, border_radius=filled.h)
            drawn += [rect, self.bar]
        if self.button is not None:
            self.button.draw(surface, palette, text)
            drawn.append(self.button.rect)
        return drawn


__all__ = ["RatingStrip"]
