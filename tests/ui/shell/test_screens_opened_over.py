"""A screen opened over another hides what is under it: inside its panel (an overlay's board, or
the whole window for a full screen) no pixel comes from the screen beneath, from the first frame
the app's own frame step shows it on. The screens beneath are drawn in a loud marker colour while
the new one opens; its panel is then held against the same screens drawn in another colour. A
dimmed shade outside an overlay's panel may show the screen beneath: it is not compared."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from ganesha.data.match import Match
from ganesha.engine import GameConfig
from ganesha.store.settings import Settings
from ganesha.ui.kit import typeset
from ganesha.ui.kit.scene import Scene
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.review.screen import ReviewScene
from ganesha.ui.shell.loop import RunOptions, Session
from tests.helpers.games import finished_by_one_bot

MAGENTA, GREEN = (255, 0, 255), (0, 255, 0)
MATCH = Match(GameConfig(players=2, seed=11, names=("Asha", "Ravi")), ("human", "random"))
FRAMES_CHECKED = 4
"""Frames after the opening held to the rule: a fade between screens lasts about twelve."""


@pytest.fixture
def session(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Session]:
    """The app in its frame loop (screens fade as they change), at 150 % text."""
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    run = Session(RunOptions(size=(1280, 800)), Settings(text_size=150,
                                                         animation_speed="instant"))
    yield run
    run.close()


def frame(session: Session, events: list[pygame.event.Event] | None = None) -> None:
    session.step(events or [])


def to_results(session: Session) -> None:
    """A finished game's table, left to open its results by itself."""
    app = session.app
    app.play(MATCH, finished_by_one_bot(2, 22))
    for _ in range(600):
        frame(session)
        if isinstance(app.stack.top, ResultsScene):
            return
    raise AssertionError("the results did not open")


def click(session: Session, rect: pygame.Rect) -> None:
    """The player's click on ``rect``, through the loop's own event handling."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        frame(session, [pygame.event.Event(kind, pos=rect.center, button=1)])


def review(session: Session) -> None:
    top = session.app.stack.top
    assert isinstance(top, ResultsScene)
    click(session, top.review_button.rect)


def table(session: Session) -> None:
    session.app.play(MATCH)
    frame(session)


def pause(session: Session) -> None:
    table(session)
    session.app.pause()


#: (what is shown first, how the next screen is opened over it)
Setup = Callable[[Session], None]
CASES: dict[str, tuple[Setup, Setup]] = {
    "settings over the title": (lambda s: s.app.show_title(), lambda s: s.app.open_settings()),
    "rules over the title": (lambda s: s.app.show_title(), lambda s: s.app.open_rules()),
    "records over the title": (lambda s: s.app.show_title(), lambda s: s.app.open_records()),
    "new game over the title": (lambda s: s.app.show_title(), lambda s: s.app.new_game()),
    "rules over the pause": (pause, lambda s: s.app.open_rules()),
    "settings over the pause": (pause, lambda s: s.app.open_settings(overlay=True)),
    "the pause over the table": (table, lambda s: s.app.pause()),
    "the review over the results": (to_results, review),
}


def paint(scenes: list[Scene], colour: tuple[int, int, int]) -> list[Scene]:
    """``scenes`` drawn as a flat ``colour`` from now on; returns them."""
    def flat(surface: pygame.Surface) -> None:
        surface.fill(colour)

    for scene in scenes:
        scene.draw = flat  # type: ignore[method-assign]
    return scenes


def own_region(top: Scene, surface: pygame.Surface) -> list[pygame.Rect]:
    """Where ``top`` shows only itself: its panels (their rounded corners aside) over the
    screens beneath, the whole window for a screen that is not an overlay."""
    if not top.overlay:
        return [surface.get_rect()]
    with typeset.watching() as sheet:
        top.draw(surface.copy())
    corner = round(16 * surface.get_height() / 800)
    return [panel.inflate(-2 * corner, -2 * corner) for _, panel in sheet.panels]


def leaks(shown: pygame.Surface, alone: pygame.Surface, regions: list[pygame.Rect]) -> int:
    """Pixels of ``regions`` (every second one, on every second row) that differ between the
    two pictures; rows that agree whole are compared as bytes, not pixel by pixel."""
    count = 0
    for region in regions:
        box = region.clip(shown.get_rect())
        first = pygame.image.tobytes(shown.subsurface(box), "RGB")
        second = pygame.image.tobytes(alone.subsurface(box), "RGB")
        row = 3 * box.width
        for start in range(0, row * box.height, 2 * row):
            a, b = first[start:start + row], second[start:start + row]
            if a != b:
                count += sum(a[x:x + 3] != b[x:x + 3] for x in range(0, row, 6))
    return count


@pytest.mark.parametrize("case", list(CASES))
def test_nothing_of_the_screen_beneath_shows_inside_the_screen_opened_over_it(
        session: Session, case: str) -> None:
    setup, open_over = CASES[case]
    setup(session)
    frame(session)
    beneath = paint(list(session.app.stack.scenes), MAGENTA)
    frame(session)  # the screen shows the marker: what a fade would start from
    open_over(session)
    top = session.app.stack.top
    assert top is not None
    assert top not in beneath, "nothing was opened"
    assert isinstance(top, ReviewScene) == (case == "the review over the results")
    for n in range(FRAMES_CHECKED):
        frame(session)
        shown = session.screen.copy()
        paint(beneath, GREEN)
        for scene in beneath:
            assert scene in session.app.stack.scenes
        alone = pygame.Surface(shown.get_size())
        alone.fill(GREEN)
        session.app.draw(alone)
        regions = own_region(top, alone)
        assert regions, f"{case}: {type(top).__name__} noted no panel"
        assert leaks(shown, alone, regions) == 0, f"{case}, frame {n + 1} after opening"
        paint(beneath, MAGENTA)
