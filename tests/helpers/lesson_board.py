"""The lesson's real table on a (dummy) display, played with the mouse: every move of the learner
is a drag or a click made of real ``pygame`` events fed to the scene stack, exactly as a player's
hand makes it; the gentle opponent's moves are the lesson's own (:func:`opponent_move`), applied
at once so a test never waits for the AI's worker."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from ganesha.data.vocabulary import speed_named
from ganesha.engine import (
    COLOURS,
    Action,
    EndTurn,
    FinalPlace,
    GameState,
    Place,
    Sacrifice,
    StopTaking,
    Swap,
    Take,
)
from ganesha.lesson import LEARNER, Lesson, opponent_move
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.shell.lesson_start import lesson_table
from ganesha.ui.table.ai_seats import ai_request_seed
from ganesha.ui.table.draw.highlights import held_ring, treasury_ring
from ganesha.ui.table.draw.layout import altar_gem_point
from ganesha.ui.table.intents import (
    AltarGem,
    Choose,
    Drop,
    Intent,
    Press,
    Spot,
    TakenGem,
    ToGanesha,
    ToMandala,
    ToTreasury,
    TreasuryGem,
)
from ganesha.ui.table.lesson_card import LessonTable
from ganesha.ui.table.moves import spot_of
from ganesha.ui.table.scene import TableScene

Point = tuple[float, float]
INSTANT = speed_named("instant")


class LessonBoard:
    """A lesson's table in its own scene stack (``table`` given: one already open, e.g. a
    resumed lesson), with the mouse of a player who follows the card."""

    def __init__(self, state: GameState | None = None, progress: Lesson | None = None,
                 size: tuple[int, int] = (1280, 800), table: TableScene | None = None) -> None:
        shown = pygame.display.get_surface()
        self.surface = shown if shown is not None and shown.get_size() == size \
            else pygame.display.set_mode(size)
        if table is None:
            assert state is not None
            assert progress is not None
            table = lesson_table(state, progress, size, INSTANT, None, False, lambda where: None)
        self.scene = table
        self.scene.hold_ai = True  # the opponent plays through :meth:`opponent`
        self.stack = SceneStack()
        self.stack.push(self.scene)
        self.frame(2)

    @property
    def state(self) -> GameState:
        return self.scene.state

    @property
    def lesson(self) -> LessonTable:
        lesson = self.scene.lesson
        assert lesson is not None
        return lesson

    @property
    def progress(self) -> Lesson:
        return self.lesson.progress

    def frame(self, n: int = 1) -> None:
        for _ in range(n):
            self.stack.update(1 / 60)
            self.stack.draw(self.surface)

    def send(self, kind: int, **data: Any) -> None:
        self.stack.process_event(pygame.event.Event(kind, **data))
        self.frame()

    def drag(self, start: Point, end: Point, steps: int = 6) -> None:
        a = (round(start[0]), round(start[1]))
        b = (round(end[0]), round(end[1]))
        self.send(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
        self.frame(3)
        self.send(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
        for k in range(1, steps + 1):
            pos = (round(a[0] + (b[0] - a[0]) * k / steps), round(a[1] + (b[1] - a[1]) * k / steps))
            self.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        self.send(pygame.MOUSEBUTTONUP, pos=b, button=1)

    def click(self, pos: Point) -> None:
        p = (round(pos[0]), round(pos[1]))
        self.send(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
        self.frame(3)  # the pointer rests a moment before the press, as a hand's does
        self.send(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
        self.send(pygame.MOUSEBUTTONUP, pos=p, button=1)

    def ctrl_z(self) -> None:
        self.send(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a")

    def opponent(self) -> None:
        """The gentle opponent plays until the learner decides again (or the game ends)."""
        while not self.state.is_over and self.state.current_player != LEARNER:
            self.scene.controller.submit(opponent_move(self.state, ai_request_seed))
            self.frame()
        self.frame(2)

    # --- where things are ---------------------------------------------------------------------
    def treasury_point(self, colour: str = COLOURS[0]) -> Point:
        return treasury_ring(self.state, self.scene.layout, colour)

    def slot_point(self, index: int) -> Point:
        return self.scene.layout.tiles[self.state.turn_player].slots[index].center

    def target_point(self, target: str) -> Point:
        """A Destiny slot, or the Treasury (a cell away from the slots)."""
        if target.startswith("slot"):
            return self.slot_point(int(target[-1]) - 1)
        return self.treasury_point()

    def mandala_point(self) -> Point:
        lay = self.scene.layout
        return lay.centre[0], lay.centre[1] - (lay.r_medallion + lay.r_outer) / 2

    def bar_button(self, action: Action) -> Point:
        found = [b for b in self.scene.input.buttons if b.intent == action and b.enabled]
        assert found, f"no button for {action!r}"
        return found[0].rect.center

    def dialog_button(self, action: Action) -> Point | None:
        dialog = self.scene.dialog
        found = [b for b in dialog.buttons if b.intent == action] if dialog else []
        return found[0].rect.center if found else None

    # --- a player's hand ------------------------------------------------------------------------
    def play(self, action: Action, take_to: str = "treasury") -> None:
        """Make ``action`` with the mouse: a drag, then the dialog's option if one opens, or a
        click on the bar or in the dialog. ``take_to`` is where a taken gem is dropped."""
        lay = self.scene.layout
        known = len(self.state.history)
        match action:
            case Take(hex=h) | Swap(hex=h) if self.dialog_button(action) is None:
                self.drag(altar_gem_point(lay, h), self.target_point(take_to))
            case Place(gem=g, target=t):
                self.drag(held_ring(self.state, lay, g), self.target_point(t))
            case Sacrifice(gem=str() as g):
                self.drag(self.treasury_point(g), lay.centre)
            case FinalPlace(gem=g):
                self.drag(self.treasury_point(g), self.mandala_point())
            case Sacrifice(gem=None) | EndTurn() | StopTaking():
                self.click(self.bar_button(action))
            case _:
                option = self.dialog_button(action)
                assert option is not None, f"no dialog option for {action!r}"
                self.click(option)
        option = self.dialog_button(action) if len(self.state.history) == known else None
        if option is not None:
            self.click(option)  # the offering's colour, chosen in its dialog
        self.frame(2)

    def intend(self, action: Action, take_to: Spot | None = None) -> str:
        """Make ``action`` as the table's input would hand it on: the drop, press or choice
        intents a player's hand makes (the offering's colour chosen in its box after the
        drop; a taken gem dropped on ``take_to``, the Treasury unless given), applied to the
        scene; returns what the table said (a refusal, or "")."""
        self.scene.effects.notice = ""
        known = len(self.state.history)
        for intent in intents_for(action, take_to or ToTreasury()):
            if len(self.state.history) != known:
                break  # the drop alone played it (an offering with one colour to unlock)
            self.scene.apply(intent)
        self.scene.update(1 / 60)  # a refused button or choice is said on the next frame
        said = self.scene.effects.notice
        self.scene.controller.cancel_choice()
        return said

    def close(self) -> None:
        self.stack.close()


def intents_for(action: Action, take_to: Spot) -> list[Intent]:
    """What a player does at the table for ``action``: drags (a taken gem onto ``take_to``,
    where the table then places it), then a dialog choice if asked."""
    match action:
        case Take(hex=h) | Swap(hex=h):
            return [Drop(AltarGem(h), take_to)]
        case Place(gem=g, target=t):
            return [Drop(TakenGem(g), spot_of(t))]
        case Sacrifice(gem=None) | EndTurn() | StopTaking():
            return [Press(action)]
        case Sacrifice(gem=str() as g):
            return [Drop(TreasuryGem(g), ToGanesha()), Choose(action)]
        case FinalPlace(gem=g):
            return [Drop(TreasuryGem(g), ToMandala())]
    return [Choose(action)]  # a spice's option, a Ginger answer



@pytest.fixture
def boards() -> Iterator[list[LessonBoard]]:
    """The lesson boards a test opens (appended to the list), each closed at its end."""
    pygame.display.init()
    pygame.font.init()
    made: list[LessonBoard] = []
    yield made
    for board in made:
        board.close()
    pygame.display.quit()


__all__ = ["INSTANT", "LessonBoard", "intents_for"]
