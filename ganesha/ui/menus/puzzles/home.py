"""The puzzles' Home: the player's puzzle rating, streak and tally on the left with Next puzzle
and the daily puzzle, the last attempts on the right, Back below (the screen is
:mod:`.screen`; this module lays its Home out and paints it)."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass

import pygame

from ganesha.data.i18n import translate as tr
from ganesha.data.i18n import translate_plural as trn
from ganesha.data.puzzles import Puzzle
from ganesha.store.puzzle_history import RECENT_DAYS, PuzzleHistory
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.puzzles.standing import number_of, solved_on, streak
from ganesha.ui.menus.puzzles.words import attempt_line, rating_words, streak_words, tally_words


@dataclass(frozen=True, slots=True)
class HomeView:
    """What Home shows, handed over by the puzzle screen (which draws it: the drawing helpers
    are its :class:`MenuScene`'s): the set, the kept history, today and its puzzle, whether Next
    found every puzzle solved lately, and a notice to say."""

    puzzles: tuple[Puzzle, ...]
    history: PuzzleHistory
    today: _dt.date
    daily: Puzzle | None
    none_left: bool
    notice: str | None

#: The attempts listed on Home, newest first.
LISTED = 12
ROW_H = 40
LIST_TOP = 196


def controls(screen: MenuScene, has_puzzles: bool) -> Form:
    """Next puzzle and the daily one (none when the set cannot be read), and Back."""
    most = 1.25
    buttons = []
    if has_puzzles:
        buttons += [PushButton("next", screen.grown_rect(74, 620, 250, 52, most), tr("Next puzzle"),
                               True),
                    PushButton("daily", screen.grown_rect(346, 620, 250, 52, most),
                               tr("Daily puzzle"), False)]
    buttons.append(PushButton("leave", screen.grown_rect(540, 722, 200, 52, most, False),
                              tr("Back"), not buttons))
    form = Form(buttons)
    form.focus = 0
    return form


def paint(screen: MenuScene, surface: pygame.Surface, view: HomeView) -> None:
    p = screen.palette
    screen.heading(surface, tr("Puzzles"), 60)
    if view.notice:
        screen.label(surface, view.notice, 640, 104, "small", p.bad, "center", "sans",
                     width=1160)
    screen.board(surface, screen.r(50, 120, 570, 590))
    screen.board(surface, screen.r(640, 120, 590, 590))
    _paint_standing(screen, surface, view)
    _paint_attempts(screen, surface, view)


def _paint_standing(screen: MenuScene, surface: pygame.Surface, view: HomeView) -> None:
    p = screen.palette
    history, today = view.history, view.today
    screen.label(surface, tr("Your puzzle rating"), 74, 146, "heading")
    screen.label(surface, rating_words(history.player), 74, 204, "display", p.ink, "midleft",
                 width=520)
    screen.label(surface, streak_words(streak(history.attempts, today)), 74, 262, "body",
                 p.ink_soft, "midleft", "sans", width=520)
    if history.attempts:  # "0 of 0 attempts solved" tells a newcomer nothing
        screen.label(surface, tally_words(history.attempts), 74, 296, "body", p.ink_soft,
                     "midleft", "sans", width=520)
    daily = view.daily
    if daily is not None:
        done = solved_on(history.attempts, daily.id, today)
        screen.label(surface, tr("Today's puzzle: solved") if done
                     else tr("Today's puzzle: not solved yet"), 74, 330, "body",
                     p.good if done else p.ink_soft, "midleft", "sans", width=520)
    y = 370.0
    if view.none_left:
        y = screen.paragraph(surface, trn("Every puzzle was solved in the last {n} day; the "
                                          "daily puzzle is still there to play.",
                                          "Every puzzle was solved in the last {n} days; the "
                                          "daily puzzle is still there to play.", RECENT_DAYS),
                             74, y, 520, "body", p.ink) + 12
    if view.puzzles:
        screen.paragraph(surface, tr("Each puzzle is a position from a game between strong AI "
                                     "players where one turn is clearly the best. Play the "
                                     "whole turn for the seat to move. Your first answer to a "
                                     "puzzle moves your rating and the puzzle's; a retry does "
                                     "not."), 74, y, 520, "body", height=640 - 30 - y)


def _paint_attempts(screen: MenuScene, surface: pygame.Surface, view: HomeView) -> None:
    p = screen.palette
    attempts = view.history.attempts
    screen.label(surface, tr("Your last attempts"), 664, 146, "heading")
    if not attempts:
        screen.paragraph(surface, tr("No puzzle tried yet. Each answer is listed here, newest "
                                     "first."), 664, 190, 540)
        return
    for row, attempt in enumerate(attempts[:LISTED]):
        y = LIST_TOP + row * ROW_H
        if row:
            pygame.draw.line(surface, p.panel_edge, screen.p(664, y - ROW_H / 2),
                             screen.p(1206, y - ROW_H / 2))
        number = number_of(view.puzzles, attempt.puzzle)
        screen.label(surface, attempt_line(attempt, number), 664, y, "body",
                     p.good if attempt.solved else p.ink, "midleft", "sans", width=540)


__all__ = ["LISTED", "HomeView", "controls", "paint"]
