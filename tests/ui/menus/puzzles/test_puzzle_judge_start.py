"""The judge's worker process starts only when a puzzle opens: a look at Home and back starts
none; a puzzle opened starts one, and leaving the screen stops it (no process outlives the
screen)."""

from __future__ import annotations

import multiprocessing
import time

import pygame
import pytest

from ganesha.data import puzzles
from ganesha.ui.menus.title import TitleScene
from tests.helpers.menu_app import AppOnScreen, MakeApp, key
from tests.helpers.puzzle_play import PuzzleHand


def judged_in_a_process(make_app: MakeApp) -> tuple[AppOnScreen, PuzzleHand]:
    """The app as the game runs it: the puzzles judged in a worker process."""
    app = make_app()
    app.judge_in_process = True
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    return app, hand


def children() -> set[int]:
    return {child.pid for child in multiprocessing.active_children() if child.pid is not None}


def gone(pids: set[int], limit: float = 20.0) -> bool:
    """Every process of ``pids`` has ended within ``limit`` seconds."""
    deadline = time.perf_counter() + limit
    while pids & children():
        if time.perf_counter() > deadline:
            return False
        time.sleep(0.05)
    return True


def test_a_look_at_home_starts_no_judge(make_app: MakeApp) -> None:
    app, hand = judged_in_a_process(make_app)
    before = children()
    screen = hand.open_from_title()
    hand.frames(20)
    assert screen.view == "home"
    assert children() == before  # no process started
    assert screen.judging is not None
    assert not screen.judging.started  # nor a thread in its place
    key(app, pygame.K_ESCAPE)
    hand.frames(2)
    assert isinstance(hand.top, TitleScene)
    assert children() == before


@pytest.mark.slow
def test_a_puzzle_starts_the_judge_and_leaving_stops_it(make_app: MakeApp) -> None:
    app, hand = judged_in_a_process(make_app)
    before = children()
    screen = hand.open_from_title()
    hand.open_puzzle(puzzles.shipped()[0])
    assert screen.judging is not None
    assert screen.judging.started
    started = children() - before
    assert len(started) == 1  # one worker process, for the whole visit
    key(app, pygame.K_ESCAPE)  # to Home: the worker stays for the next puzzle
    hand.frames(2)
    assert screen.view == "home"
    assert started <= children()
    hand.open_puzzle(puzzles.shipped()[1])  # the next puzzle is judged by the same worker
    assert children() - before == started
    key(app, pygame.K_ESCAPE)
    hand.frames(2)
    key(app, pygame.K_ESCAPE)  # off the screen
    hand.frames(2)
    assert isinstance(hand.top, TitleScene)
    assert gone(started)
