"""The puzzles' sentences: the task, the verdict, the ratings, the streak and the history, and
the verdict's words beside the table (the better plan and what was played, one action a line in
the log's words, as the review tells a turn: :mod:`ganesha.ui.menus.review.words`)."""

from __future__ import annotations

from ganesha.ai.puzzle_judge import Judgement
from ganesha.ai.puzzles import Plan
from ganesha.data.glicko import Glicko
from ganesha.data.i18n import translate as tr
from ganesha.data.i18n import translate_plural as trn
from ganesha.data.puzzles import Puzzle
from ganesha.engine import GameState
from ganesha.store.puzzle_history import Attempt
from ganesha.ui.kit.text import decimal
from ganesha.ui.kit.theme import Colour
from ganesha.ui.menus.review.words import Paragraph, plan_steps
from ganesha.ui.table.hint import plan_gain


def task(puzzle: Puzzle, state: GameState) -> str:
    """The one line the table opens with: whose best turn to find."""
    return tr("Find the best turn for {name}", name=state.config.seat_names[puzzle.seat])


def rating_words(rating: Glicko) -> str:
    return tr("{rating} ± {deviation}", rating=round(rating.rating),
              deviation=round(2 * rating.deviation))


def streak_words(days: int) -> str:
    """The streak, and what it counts (days, not solves in a row); with none, how to start
    one (a "0 days" count reads as a score the player already lost)."""
    if days <= 0:
        return tr("No streak running: solve a puzzle to start one")
    return trn("Streak: {n} day in a row with a solved puzzle",
               "Streak: {n} days in a row with a solved puzzle", days)


def short_streak_words(days: int) -> str:
    """The streak where a line is short (Records)."""
    return trn("Puzzle streak: {n} day", "Puzzle streak: {n} days", days)


def verdict_parts(judgement: Judgement) -> tuple[str, str]:
    """Solved, or the points the turn lost against the best one, with their noise: the
    verdict and its detail (the plate sets them on one line, or one a line where it must)."""
    if judgement.solved:
        return tr("Solved:"), tr("this is the best turn")
    return tr("Not the best turn:"), tr("{loss} ± {se} points lost",
                                        loss=_loss(judgement),
                                        se=decimal(min(judgement.loss_se, 99.0), 1))


def rating_change(before: Glicko | None, after: Glicko) -> str:
    """How the player's rating moved (``before`` None: this answer was not rated)."""
    if before is None:
        return tr("A retry is not rated. Your puzzle rating: {rating}",
                  rating=round(after.rating))
    return tr("Your puzzle rating: {old} → {new}", old=round(before.rating),
              new=round(after.rating))


def verdict_paragraphs(state: GameState, played: Plan, judgement: Judgement, ink: Colour,
                       soft: Colour) -> list[Paragraph]:
    """The better plan first (when the turn was not the best: what the player came to learn,
    seen without scrolling on a small window), then what was played; a heading each, then one
    action a paragraph (from the puzzle's ``state``). Each heading gives the points its plan
    scores this turn, and the better one also the points it wins by the game's end (the
    plate's loss): a better plan often scores less now, and "+0" beside "4.1 points lost" alone
    would read as a contradiction."""
    told: list[Paragraph] = []
    if judgement.better is not None:
        points, _ = plan_gain(state, judgement.better)
        told.append(Paragraph(tr("Better ({points:+d} this turn, {loss} points more by the "
                                 "game's end):", points=points, loss=_loss(judgement)),
                              ink, "bold"))
        told += [Paragraph(step, ink, step=True) for step in plan_steps(state, judgement.better)]
    played_points, _ = plan_gain(state, played)
    told.append(Paragraph(tr("Played ({points:+d} this turn):", points=played_points), soft,
                          "bold"))
    told += [Paragraph(step, soft, step=True) for step in plan_steps(state, played)]
    return told


def _loss(judgement: Judgement) -> str:
    """The points lost as the plate writes them (never below zero)."""
    return decimal(max(0.0, judgement.loss), 1)


def attempt_line(attempt: Attempt, number: int | None) -> str:
    """One row of the history: when, which puzzle (its ``number``; None: no longer in the
    set), solved or not, the rating after it."""
    outcome = tr("solved") if attempt.solved else tr("not solved")
    if number is None:
        return tr("{date} · {outcome} · rating {rating}", date=attempt.date, outcome=outcome,
                  rating=round(attempt.rating))
    return tr("{date} · puzzle {number} · {outcome} · rating {rating}", date=attempt.date,
              number=number, outcome=outcome, rating=round(attempt.rating))


def puzzle_words(number: int | None, rating: Glicko) -> str:
    """The line under the task: which puzzle, and its own rating (not the player's: a line
    of its own, as Records' "Puzzle rating" is the player's)."""
    if number is None:
        return tr("This puzzle is rated {rating}", rating=round(rating.rating))
    return tr("Puzzle {number} · rated {rating}", number=number,
              rating=round(rating.rating))


def tally_words(attempts: tuple[Attempt, ...]) -> str:
    solved = sum(a.solved for a in attempts)
    return trn("{solved} of {n} attempt solved", "{solved} of {n} attempts solved",
               len(attempts), solved=solved)


__all__ = ["attempt_line", "puzzle_words", "rating_change", "rating_words", "short_streak_words",
           "streak_words", "tally_words", "task", "verdict_paragraphs", "verdict_parts"]
