"""The whole app played with the mouse alone: from the title screen through New game, a game
against the AI, its results and review, and back; and Learn to play's twelve steps. Every
gesture is real pygame mouse events (motion, press, release) posted to the event queue and
handed to the app as its loop hands them; positions are read from what is drawn (the menus'
controls, the table's layout, its bar and boxes). What the hand meant and what the table said
is recorded, so a test can hold the game to the moves made and the table to its word."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame

from ganesha.ai import make_player
from ganesha.data.look import wearing
from ganesha.engine import (
    Action,
    Drawn,
    EndTurn,
    FinalPlace,
    GameState,
    Place,
    Sacrifice,
    SpicesPlaced,
    StopTaking,
    Swap,
    Take,
)
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import Scene
from ganesha.ui.kit.widgets.choice import Choice
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.new_game import Option, Part, SeatControl
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.review.screen import ReviewScene
from ganesha.ui.table.draw.highlights import held_ring, treasury_ring
from ganesha.ui.table.draw.layout import altar_gem_point
from ganesha.ui.table.scene import TableScene
from tests.helpers.menu_app import AppOnScreen

Point = tuple[float, float]


@dataclass
class Played:
    """What the hand did and what the app answered."""

    meant: list[Action] = field(default_factory=list)  # the person's moves, in order
    refusals: list[str] = field(default_factory=list)  # the table's refusals of them
    missed: list[str] = field(default_factory=list)  # gestures that reached nothing
    screens: list[str] = field(default_factory=list)  # the screens passed through


class Hand:
    """A player's mouse on a :class:`MenuApp` drawn on ``surface``."""

    def __init__(self, app: AppOnScreen, surface: pygame.Surface, ai_level: str = "easy") -> None:
        self.app = app
        self.surface = surface
        self.played = Played()
        self.advisor = make_player(ai_level, 7)
        self._said: Any = None

    # --- the loop ---------------------------------------------------------------------------
    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.update(1 / 60)
            self.app.draw(self.surface)
            self._watch_table()

    def post(self, kind: int, **data: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, data))
        for event in pygame.event.get():
            self.app.process_event(event)
        self.frames()

    def click(self, pos: Point) -> None:
        p = (round(pos[0]), round(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
        self.frames(2)
        self.post(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=p, button=1)
        self.frames(2)

    def drag(self, start: Point, end: Point, steps: int = 6) -> None:
        a = (round(start[0]), round(start[1]))
        b = (round(end[0]), round(end[1]))
        self.post(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
        self.frames(2)
        self.post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
        for k in range(1, steps + 1):
            pos = (round(a[0] + (b[0] - a[0]) * k / steps),
                   round(a[1] + (b[1] - a[1]) * k / steps))
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        self.post(pygame.MOUSEBUTTONUP, pos=b, button=1)
        self.frames(2)

    @property
    def top(self) -> Scene | None:
        return self.app.stack.top

    def _watch_table(self) -> None:
        """Every sentence the table says in its notice line while the person acts is kept
        (a refusal of a drop, a press or a choice)."""
        table = self.app.table
        if table is None or self.top is not table:
            return
        notice = table.effects.notice
        if notice and notice != self._said and table.effects.notice_tone == "bad":
            self.played.refusals.append(notice)
        self._said = notice

    # --- menus ------------------------------------------------------------------------------
    def press_control(self, name: object) -> None:
        """Click the centre of the top menu screen's control ``name``."""
        screen = self.top
        assert isinstance(screen, MenuScene), screen
        control = next((c for c in screen.form.controls if c.name == name), None)
        assert control is not None, f"no control {name!r} on {type(screen).__name__}"
        self.inside_window(control.rect, repr(name))
        self.click(control.rect.center)

    def step_choice(self, name: object, value: object, most: int = 8) -> None:
        """Click the right half of a ‹ value › choice until it shows ``value``."""
        screen = self.top
        assert isinstance(screen, MenuScene)
        for _ in range(most):
            control = next(c for c in screen.form.controls if c.name == name)
            assert isinstance(control, Choice)
            if control.value == value:
                return
            options = [v for v, _ in control.options]
            expected = options[(options.index(control.value) + 1) % len(options)]
            self.click((control.rect.right - control.rect.height // 2, control.rect.centery))
            shown = next(c for c in screen.form.controls if c.name == name)
            if getattr(shown, "value", None) != expected:  # the right arrow steps forward
                self.played.missed.append(f"{name!r}: the right arrow showed {shown!r}")
        raise AssertionError(f"{name!r} never showed {value!r}")

    def inside_window(self, rect: pygame.Rect, what: str) -> None:
        if not self.surface.get_rect().contains(rect):
            self.played.missed.append(f"{what} at {tuple(rect)} is outside the window")

    def new_game_against(self, level: str) -> None:
        """Title → New game → two seats (the person, then ``level``) → Start game."""
        self.press_control("new")
        self.played.screens.append(type(self.top).__name__)
        screen = self.top
        assert isinstance(screen, MenuScene)
        if any(c.name == SeatControl(Part.REMOVE, 2) for c in screen.form.controls):
            self.press_control(SeatControl(Part.REMOVE, 2))  # the third seat goes
        seats = {c.name.seat for c in screen.form.controls if isinstance(c.name, SeatControl)}
        assert seats == {0, 1}, f"the seats after a click on ×: {sorted(seats)}"
        self.step_choice(SeatControl(Part.KIND, 0), "human")
        self.step_choice(SeatControl(Part.KIND, 1), level)
        self.press_control(Option.START)
        assert self.app.table is not None, "Start game opened no table"

    # --- the table --------------------------------------------------------------------------
    @property
    def table(self) -> TableScene:
        table = self.app.table
        assert table is not None, "no table is open"
        return table

    def wait_for_the_person(self, limit: float = 120.0) -> bool:
        """Frames until the person is to act at a calm table (True) or the game is over."""
        deadline = time.perf_counter() + limit
        table = self.table
        while not table.state.is_over:
            if table.controller.human_to_act and table.calm and table.dialog_age >= 1.0:
                return True
            assert time.perf_counter() < deadline, "the AI seats did not play"
            self.frames()
        return False

    def choose(self, state: GameState) -> Action:
        """A sensible legal move: the lesson's taught move (what glows), else the advisor's (a
        copy decides; the game is never touched)."""
        lesson = self.table.lesson
        taught = lesson.spotlight(state) if lesson is not None else None
        action = taught if taught is not None else self.advisor.choose(state.snapshot())
        assert action in state.legal_actions()
        return action

    def perform(self, action: Action, then: Action | None = None) -> None:
        """Make ``action`` with the mouse, as :func:`gestures` says; the drop of a taken gem
        goes where ``then`` (the move after it) places it."""
        table = self.table
        lay, state = table.layout, table.state
        match action:
            case Take(hex=h) | Swap(hex=h) if self.box_button(action) is None:
                self.drag(altar_gem_point(lay, h), self.drop_point(then))
            case Place(gem=g, target=t):
                self.drag(held_ring(state, lay, g), self.target_point(t))
            case Sacrifice(gem=str() as g):
                self.drag(treasury_ring(state, lay, g), lay.centre)
            case FinalPlace(gem=g):
                self.drag(treasury_ring(state, lay, g),
                          (lay.centre[0], lay.centre[1] - (lay.r_medallion + lay.r_outer) / 2))
            case Sacrifice(gem=None) | EndTurn() | StopTaking():
                self.click(self.bar_button(action))
            case _:
                self.click(self.box_point(action))
        if self.box_button(action) is not None:
            self.click(self.box_point(action))  # the offering's colour, asked in its box
        self.frames(2)

    def drop_point(self, then: Action | None) -> Point:
        if isinstance(then, Place):
            return self.target_point(then.target)
        return self.target_point("treasury")

    def target_point(self, target: str) -> Point:
        table = self.table
        if target.startswith("slot"):
            tile = table.layout.tiles[table.state.turn_player]
            return tile.slots[int(target[-1]) - 1].center
        return treasury_ring(table.state, table.layout, "blue")

    def bar_button(self, action: Action) -> Point:
        found = [b for b in self.table.input.buttons if b.intent == action and b.enabled]
        if not found:
            self.played.missed.append(f"no live bar button for {action!r}")
            return (0, 0)
        self.inside_window(found[0].rect, f"bar button {action!r}")
        return found[0].rect.center

    def box_button(self, action: Action) -> Any:
        dialog = self.table.dialog
        return next((b for b in dialog.buttons if b.intent == action), None) if dialog else None

    def box_point(self, action: Action) -> Point:
        button = self.box_button(action)
        if button is None:
            self.played.missed.append(f"no box button for {action!r}")
            return (0, 0)
        self.inside_window(button.rect, f"box button {action!r}")
        return button.rect.center

    def one_decision(self) -> None:
        """The person's next move, chosen (the lesson's taught move in a lesson, else the
        advisor's) and made by mouse; it must reach the game, and a taken gem be placed
        where it was dropped."""
        state = self.table.state
        action = self.choose(state)
        then = None
        if isinstance(action, Take):
            after = state.snapshot()
            after.apply(action)
            if after.current_player == state.current_player and not after.is_over:
                then = self.choose(after)
        seat = state.current_player
        acted: list[tuple[int, Action]] = []

        def heard(move: Action, context: dict) -> None:
            if not context.get("after"):
                acted.append((self.table.state.current_player, move))

        listeners = self.table.controller.listeners
        listeners.append(heard)
        try:
            self.perform(action, then)
        finally:
            listeners.remove(heard)
        made = [move for who, move in acted if who == seat]
        if not made or made[0] != action:
            self.played.missed.append(f"{action!r} did not reach the game (made {made!r})")
            return
        self.played.meant.append(action)
        if len(made) > 1 and not isinstance(action, Take):  # a placement queued by a drop
            if not all(isinstance(p, Place) for p in made[1:]):
                self.played.missed.append(f"{action!r} made more: {made!r}")
            self.played.meant.extend(made[1:])
        if isinstance(action, Take) and len(made) > 1:
            # the gems of the hex dropped on a Destiny slot or the Treasury are placed at once:
            # one where it was dropped, any other in the Treasury
            dropped = then.target if isinstance(then, Place) else "treasury"
            places = made[1:]
            if not all(isinstance(p, Place) and p.target in (dropped, "treasury")
                       for p in places) or dropped not in [p.target for p in places
                                                           if isinstance(p, Place)]:
                self.played.missed.append(f"{action!r} dropped on {dropped}: made {made!r}")
            self.played.meant.extend(places)

    def play_game(self, max_decisions: int = 400, rounds: int | None = None) -> None:
        """The person's moves until the game is over (or ``rounds`` rounds are played)."""
        for _ in range(max_decisions):
            if self.played.missed or not self.wait_for_the_person():
                return  # a gesture that reached nothing ends the game here: the test says so
            if rounds is not None and self.table.state.round > rounds:
                return
            self.one_decision()
        raise AssertionError("the game did not end")

    def learn_to_play(self, max_decisions: int = 400) -> list[int]:
        """Title → Learn to play, every step by mouse to the lesson's results, then the title;
        returns the lesson's step number before each of the learner's moves."""
        self.press_control("lesson")
        lesson = self.table.lesson
        assert lesson is not None, "Learn to play opened no lesson"
        steps: list[int] = []
        for _ in range(max_decisions):
            if self.played.missed:
                raise AssertionError(f"the mouse could not: {self.played.missed}")
            if not self.wait_for_the_person():
                break
            steps.append(lesson.progress.index)
            self.one_decision()
        steps.append(lesson.progress.index)
        results = self.wait_for(ResultsScene)
        self.frames(120)
        self.press_button(results.quit_button)
        return steps

    # --- after the game ---------------------------------------------------------------------
    def wait_for(self, kind: type[Scene], limit: int = 600) -> Any:
        for _ in range(limit):
            if isinstance(self.top, kind):
                self.played.screens.append(kind.__name__)
                return self.top
            self.frames()
        raise AssertionError(f"no {kind.__name__}; on top: {type(self.top).__name__}")

    def press_button(self, button: Any) -> None:
        self.inside_window(button.rect, repr(button.intent))
        self.click(button.rect.center)

    def results_review_title(self, read_review: bool = False) -> None:
        """Results → Review (``read_review``: waited for, its turns stepped through, its
        summary again) → back to the results → Main menu (the title)."""
        results = self.wait_for(ResultsScene)
        self.frames(120)  # the results' heading and rows have come in
        self.press_button(results.review_button)
        review = self.wait_for(ReviewScene)
        self.frames(10)
        if read_review:
            self.read(review)
        self.press_control("leave")
        results = self.wait_for(ResultsScene)
        self.press_button(results.quit_button)

    def read(self, review: ReviewScene, limit: float = 300.0) -> None:
        """Wait for the review, step through its first turns and come back to its summary."""
        deadline = time.perf_counter() + limit
        while review.job is not None:
            assert time.perf_counter() < deadline, "the review did not finish"
            self.frames(5)
        self.frames(10)
        self.press_control("turns")
        for expected in (1, 2):
            self.press_control("next")
            if review.index != expected:
                self.played.missed.append(f"review's › showed turn {review.index}, not {expected}")
        self.press_control("summary")
        if review.view != "summary":
            self.played.missed.append("review's Summary did not show the summary")


def _chance(item: object) -> bool:
    """A bag's draw or the spices' placing: the game's chance, not a move anyone made."""
    return isinstance(item, (Drawn, SpicesPlaced))

@contextmanager
def app_at(size: tuple[int, int], language: str, percent: int,
           think_ms: int | None) -> Iterator[Hand]:
    """A new app (instant animations, nothing saved) in a ``size`` window, ``language``, text
    at ``percent``, worn around the block (the test reads the screens in the app's look)."""
    surface = pygame.display.set_mode(size)
    app = AppOnScreen(size, Settings(language=language, text_size=percent,
                                 animation_speed="instant"), think_ms=think_ms, autosave=False)
    try:
        with wearing(app.look):
            yield Hand(app, surface)
    finally:
        app.close()


__all__ = ["Hand", "Played", "app_at"]
