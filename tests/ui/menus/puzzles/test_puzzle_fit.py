"""The puzzles read whole in 1024x600 and 1280x800 windows, at 100 % and 150 % text, in English
and Russian: Home draws nothing over anything, the task stays on its panel over the log, and a
failed answer's verdict stands on its plate with Retry, Next and Back in the window, its words
(what was played and the better plan) reachable to the last line."""

from __future__ import annotations

import itertools

import pygame
import pytest

from ganesha.ai.puzzles import alternatives
from ganesha.data import puzzles
from ganesha.store.settings import Settings
from tests.helpers.look import clashes
from tests.helpers.menu_app import MakeApp
from tests.helpers.puzzle_play import PuzzleHand

WINDOWS = [(size, percent, language) for size in ((1280, 800), (1024, 600))
           for percent in (100, 150) for language in ("en", "ru")]
LONG_TURN = "s1-g29-t13"  # five moves: the longest words a verdict tells


@pytest.mark.parametrize(("size", "percent", "language"), WINDOWS)
def test_home_the_task_and_the_verdict_read_whole(make_app: MakeApp, size: tuple[int, int],
                                                  percent: int, language: str) -> None:
    app = make_app(Settings(language=language, text_size=percent, animation_speed="instant"))
    app.surface = pygame.display.set_mode(size)
    app.resize(size)
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    screen = hand.open_from_title()
    hand.frames(2)
    window = app.surface.get_rect()
    assert not clashes(screen.drawn)
    assert all(window.contains(rect) for _, rect in screen.drawn)

    puzzle = next(p for p in puzzles.shipped() if p.id == LONG_TURN)
    hand.open_puzzle(puzzle)
    log = hand.table.layout.log_rect
    assert screen.said
    assert all(log.contains(rect) for _, rect, _ in screen.said)
    assert all(log.contains(c.rect) for c in screen.form.controls)
    assert all(rect.collidelist([c.rect for c in screen.form.controls]) == -1
               for _, rect, _ in screen.said)

    hand.play(alternatives(puzzle.position(), puzzle.plans, puzzle.seed)[0])
    hand.wait_for_verdict()
    hand.frames(1)
    lay = hand.table.layout
    plate = lay.prompt_rect.inflate(round(20 * lay.s), round(8 * lay.s)).union(lay.buttons_rect)
    buttons = [c.rect for c in screen.form.controls]
    assert [c.name for c in screen.form.controls] == ["retry", "next", "leave"]
    assert all(plate.contains(rect) for rect in buttons)
    assert all(a.right <= b.left for a, b in itertools.pairwise(buttons))
    verdict = [rect for role, rect, _ in screen.said if role == "verdict"]
    assert verdict
    assert all(lay.prompt_rect.inflate(8, 8).contains(rect) for rect in verdict)
    words = screen.words
    seen: set[int] = set()
    for _ in range(40):  # scrolled down to the last line, every line is shown whole
        seen |= set(words.shown)
        assert all(words.view.contains(rect) for _, rect in words.drawn if _ == "line")
        if words.scroll >= words.most:
            break
        hand.post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="")
    assert seen == set(range(len(words.lines)))
