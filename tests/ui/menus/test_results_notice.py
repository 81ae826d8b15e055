"""What finishing a game could not keep is said on the results screen, which opens by itself
over the table (and kept in the log): a disk too full for the records at the end of a game."""

from __future__ import annotations

import errno
import logging
import time
from pathlib import Path

import pygame
import pytest

from ganesha.data.match import Match
from ganesha.store import records
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.table.controller import TableController
from tests.helpers.games import finished, finished_by_one_bot
from tests.helpers.menu_app import MakeApp, frames
from tests.helpers.worn import worn

FULL = "The result could not be added to your records yet"


def _no_room(path: Path, text: str) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_at_the_end_is_said_on_the_results(make_app: MakeApp,
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(records, "write_atomic", _no_room)
    app = make_app()
    state = finished(7)
    app.play(Match(state.config, ("human", "medium"), ()), state)
    deadline = time.perf_counter() + 20
    with caplog.at_level(logging.WARNING, logger="ganesha"):
        while not isinstance(app.stack.top, ResultsScene):
            assert time.perf_counter() < deadline, "the results did not open"
            frames(app)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    assert len(results.notices) == 1
    assert results.notices[0].startswith(FULL)
    assert any(FULL in r.getMessage() for r in caplog.records)
    frames(app)
    labels = [rect for kind, rect in results.drawn if kind == "label"]
    controls = [rect for kind, rect in results.drawn if kind == "control"]
    assert not any(a.colliderect(b) for a in labels for b in controls)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("percent", [100, 150])
def test_a_long_notice_keeps_to_its_room(size: tuple[int, int], percent: int) -> None:
    pygame.font.init()
    with worn(text_size=percent):
        scene = ResultsScene(TableController(finished_by_one_bot(4, 12),
                                             ["human", "easy", "easy", "easy"]), *size, 1.0,
                             hints_used=2)
        scene.say("The result could not be added to your records yet (No space left on "
                  "device); it will be when the disk has room. The game is kept under Last "
                  "game.")
        surface = pygame.Surface(size)
        scene.draw(surface)
        drawn = [rect for kind, rect in scene.drawn if kind in ("label", "control", "gem", "pawn")]
        overlaps = [(a, b) for i, a in enumerate(drawn) for b in drawn[i + 1:] if a.colliderect(b)]
        assert not overlaps
        assert all(surface.get_rect().contains(rect) for rect in drawn)
