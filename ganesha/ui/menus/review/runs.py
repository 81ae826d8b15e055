"""A game's review running in the background, shared by every screen that waits for it.

The results can rate the player's play (which takes the game's review) and the review screen
shows the review itself; opened one over the other, they wait for the *same* review rather than
each starting its own pool of processes. The runs under way are a :class:`ReviewRuns` the app
holds and hands to both screens (no module keeps them). A screen :meth:`~ReviewRuns.join`\\ s
the run of a game and its seats (starting it if none runs), polls it each frame (never blocking)
and :meth:`~ReviewRuns.leave`\\ s it when it is closed or cancelled: the run is cancelled when
the last screen leaves, so a review nobody waits for never keeps the cores busy. The first poll
that sees it finished keeps the review (:mod:`ganesha.store.reviews`) and the people's ratings
(:mod:`ganesha.store.play_history`), so every screen, and the next visit, finds it at once.
"""

from __future__ import annotations

from ganesha.ai.review import FIRST_SAMPLES, MOST_SAMPLES, Review
from ganesha.ai.review_job import Progress, ReviewJob
from ganesha.store import play_history, reviews
from ganesha.store.saves import SavedGame


class ReviewRun:
    """One review in the worker processes, with the screens that wait for it."""

    def __init__(self, saved: SavedGame, seats: tuple[int, ...], budget: tuple[int, int],
                 under_way: dict[str, ReviewRun]) -> None:
        self.saved, self.seats = saved, seats
        self.under_way = under_way  # its registry's runs, which it leaves once done
        self.key = reviews.key(saved.state, seats)
        self.job: ReviewJob | None = ReviewJob(saved.state.config, saved.state.player_actions(),
                                               seats, first=budget[0], most=budget[1])
        self.review: Review | None = None
        # a damaged file met while keeping the review's ratings (set aside): for the screen
        # that waits, to tell the player once
        self.notice: str | None = None
        self.progress = Progress(0, len(self.job.turns), None)
        self.users = 0

    def poll(self) -> Review | None:
        """The finished review (kept, its ratings too, on the poll that finds it done), or None
        while it is still made (``progress`` says how far)."""
        if self.review is None and self.job is not None:
            self.progress = self.job.poll()
            result = self.job.result()
            if result is not None:
                self.review, self.job = result, None
                self.under_way.pop(self.key, None)
                reviews.save(result, self.saved.state)
                self.notice = play_history.add_noticed(self.saved, result)[1]
        return self.review

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None
        self.under_way.pop(self.key, None)


class ReviewRuns:
    """The reviews under way, one per game and seats, shared by the screens handed this."""

    def __init__(self) -> None:
        self.under_way: dict[str, ReviewRun] = {}

    def join(self, saved: SavedGame, seats: tuple[int, ...],
             budget: tuple[int, int] = (FIRST_SAMPLES, MOST_SAMPLES)) -> ReviewRun:
        """The run of ``saved``'s review of ``seats``: the one already under way, or a new
        one."""
        key = reviews.key(saved.state, seats)
        run = self.under_way.get(key)
        if run is None:
            run = self.under_way[key] = ReviewRun(saved, seats, budget, self.under_way)
        run.users += 1
        return run

    @staticmethod
    def leave(run: ReviewRun) -> None:
        """A screen stops waiting for ``run``; the last one to leave cancels it."""
        run.users = max(0, run.users - 1)
        if run.users == 0:
            run.cancel()

    def running(self) -> int:
        """How many reviews are under way (the tests check that a screen left leaves none)."""
        return len(self.under_way)


__all__ = ["ReviewRun", "ReviewRuns"]
