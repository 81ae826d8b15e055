"""Learn to play, one step at a time, through the real table and the mouse: at each of the twelve
steps the learner makes the step's own suggested moves with drags and clicks (real pygame events),
every one is accepted and the card moves on. Nothing glows that the lesson would refuse, and once
a step's own move is made the rest of its turn is the player's, as the card then says."""

from __future__ import annotations

import pygame
import pytest

from ganesha.engine import FinalPlace, Phase, Place, Redraw, Sacrifice, Swap, Take
from ganesha.lesson import LEARNER, STEP_NAMES, STEPS, play_until
from ganesha.lesson.words import STEP_DONE, TREASURY_OFFER, WAITING
from ganesha.ui.kit.text import tr
from ganesha.ui.table.ai_seats import ai_request_seed
from ganesha.ui.table.draw.highlights import held_ring, treasury_ring
from tests.helpers.lesson_board import LessonBoard

#: moves enough for any one step (the round's end takes a whole round)
MOVES_PER_STEP = 40



def board_at(boards: list[LessonBoard], step: str,
             size: tuple[int, int] = (1280, 800)) -> LessonBoard:
    state, progress = play_until(step, ai_request_seed)
    board = LessonBoard(state, progress, size)
    boards.append(board)
    return board


def refused_glows(board: LessonBoard) -> list[str]:
    """Every glowing piece the lesson would refuse to move now: a glowing altar gem no accepted
    move takes, a ringed Treasury or taken gem no accepted move uses."""
    state, lay, lesson = board.state, board.scene.layout, board.lesson
    accepted = [a for a in state.legal_actions() if lesson.gate(state, a) is None]
    hl = board.scene.highlights()
    wrong = [f"altar hex {h}" for h in hl.glow
             if not any(isinstance(a, (Take, Swap)) and a.hex == h for a in accepted)]
    seat = state.turn_player
    for colour, count in state.seat(seat).treasury.items():
        if count and treasury_ring(state, lay, colour) in hl.rings and not any(
                isinstance(a, (Sacrifice, FinalPlace, Redraw)) and a.gem == colour
                for a in accepted):
            wrong.append(f"Treasury {colour}")
    offers = {a.colour if isinstance(a, Sacrifice) else a.gem for a in accepted
              if isinstance(a, (Sacrifice, FinalPlace))}
    wrong += [f"mandala {colour}" for colour in hl.next_slots - offers]
    for colour in state.held_gems():
        if held_ring(state, lay, colour) in hl.rings and not any(
                isinstance(a, Place) and a.gem == colour for a in accepted):
            wrong.append(f"taken {colour}")
    return wrong


def play_the_step(board: LessonBoard) -> list[str]:
    """Follow the card (the glowing move) with the mouse until the lesson moves on; every move
    is accepted (the game changes, nothing is refused) and nothing glows that it would refuse.
    Returns the cards shown on the way."""
    start = board.progress.index
    notices = board.scene.controller.notices
    cards: list[str] = []
    for _ in range(MOVES_PER_STEP):
        if board.progress.index != start or board.state.is_over:
            return cards
        if board.state.current_player != LEARNER:
            board.opponent()
            continue
        cards.append(board.lesson.card()[1])
        assert refused_glows(board) == [], (STEP_NAMES[start], board.state.phase)
        taught = board.lesson.spotlight(board.state)
        assert taught is not None
        known, said = len(board.state.history), len(notices)
        # the first step's card asks for the gem on the first Destiny slot: dropped right there
        board.play(taught, take_to="slot1" if STEP_NAMES[start] == "take_one" else "treasury")
        assert notices[said:] == [], (taught, notices[said:])
        assert len(board.state.history) > known, f"{taught!r} was not played"
    raise AssertionError(f"step {STEP_NAMES[start]} did not end within {MOVES_PER_STEP} moves")


@pytest.mark.parametrize("step", STEP_NAMES[:-1])
def test_each_steps_own_moves_are_accepted_and_the_card_moves_on(boards, step) -> None:
    board = board_at(boards, step)
    assert board.progress.active
    first = board.lesson.card()
    assert first[1] == tr(STEPS[STEP_NAMES.index(step)].text)
    cards = play_the_step(board)
    assert cards[0] == first[1]
    assert board.progress.index > STEP_NAMES.index(step)  # on to the next step
    assert board.lesson.card() != first  # the card moved on with it


def test_the_last_step_reads_the_results(boards) -> None:
    board = board_at(boards, "final_stage")
    play_the_step(board)
    board.frame(3)
    assert board.state.is_over
    assert STEP_NAMES[board.progress.index] == "results"
    assert board.lesson.card()[1] == tr(STEPS[-1].text)
    assert not board.lesson.can_skip  # nothing is left to skip
    assert board.lesson.spotlight(board.state) is None


def test_after_the_spice_the_glowing_treasury_may_be_offered(boards) -> None:
    """Take the glowing gem and use its token, then offer a Treasury gem as the table invites:
    the offering is played, not refused with the spice step's sentence."""
    board = board_at(boards, "spice")
    notices = board.scene.controller.notices
    while board.state.phase != Phase.SACRIFICE:
        taught = board.lesson.spotlight(board.state)
        assert taught is not None
        board.play(taught)
    assert board.progress.achieved(board.state)
    assert board.lesson.card()[1] == tr(STEP_DONE)
    offering = next(a for a in board.state.legal_actions()
                    if isinstance(a, Sacrifice) and a.gem is not None)
    assert offering.gem is not None
    assert treasury_ring(board.state, board.scene.layout, offering.gem) \
        in board.scene.highlights().rings  # the Treasury glows
    known, said = len(board.state.history), len(notices)
    board.play(offering)
    assert notices[said:] == []
    assert len(board.state.history) > known


def test_with_the_gems_in_the_treasury_the_card_offers_what_the_table_offers(boards) -> None:
    board = board_at(boards, "slots_or_treasury")
    while board.state.phase == Phase.PLACE:
        taught = board.lesson.spotlight(board.state)
        assert taught is not None
        board.play(taught)
    legal = board.state.legal_actions()
    assert any(isinstance(a, Sacrifice) and a.gem is not None for a in legal)
    assert board.lesson.card()[1] == tr(TREASURY_OFFER)  # not "on a later turn"
    offering = next(a for a in legal if isinstance(a, Sacrifice) and a.gem is not None)
    known = len(board.state.history)
    board.play(offering)
    assert len(board.state.history) > known  # what the card says may be done now, is accepted


def test_between_steps_only_the_lessons_move_glows(boards) -> None:
    """Waiting for the offering step, End turn is the lesson's move: the Treasury does not
    glow, and a drag from it is refused with the waiting card's reason."""
    board = board_at(boards, "slots_or_treasury")
    play_the_step(board)
    board.opponent()
    assert not board.progress.active
    assert board.progress.card(board.state)[0].template == WAITING
    while board.state.current_player == LEARNER and board.state.phase != Phase.SACRIFICE:
        assert refused_glows(board) == []
        taught = board.lesson.spotlight(board.state)
        assert taught is not None
        board.play(taught)
    assert refused_glows(board) == []


def test_undo_takes_the_step_back_with_the_move(boards) -> None:
    """The second gem taken starts the Treasury step (a gem dropped on the Treasury while
    taken may be placed there at once); Ctrl+Z back to before the second gem brings back the
    card asking for the two gems, with the same gem glowing."""
    board = board_at(boards, "take_two")
    card = board.lesson.card()
    first = board.lesson.spotlight(board.state)
    assert first is not None
    board.play(first)
    second = board.lesson.spotlight(board.state)
    assert second is not None
    board.play(second)
    assert STEP_NAMES[board.progress.index] == "slots_or_treasury"
    for _ in range(3):
        if board.state.phase != Phase.SECOND:
            board.ctrl_z()
    assert board.state.phase == Phase.SECOND
    assert STEP_NAMES[board.progress.index] == "take_two"
    assert board.lesson.card() == card
    assert board.lesson.spotlight(board.state) == second
    board.ctrl_z()
    assert board.lesson.spotlight(board.state) == first
    assert board.lesson.card() == card


def test_a_quick_click_on_the_taught_button_is_not_lost(boards) -> None:
    """The pointer arrives on Place yellow and presses at once: the preview of its points,
    shown as it arrives, must not rebuild the bar under the press."""
    board = board_at(boards, "place_yellow")
    taught = board.lesson.spotlight(board.state)
    assert isinstance(taught, Sacrifice)
    assert taught.gem is None
    pos = board.bar_button(taught)
    known = len(board.state.history)
    board.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    board.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    board.send(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    assert len(board.state.history) > known
