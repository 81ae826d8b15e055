"""What a player reads in the lesson, checked at the moments where it used to be false, played
with the mouse (real pygame events) at the lesson's table: a refusal after the first of two
gems asks for the second, a yellow offering with the wrong colour names the colour to pick, the
card between steps names the step its heading names, and a Cardamom the learner meets between
steps is explained on the card and its glowing choice helps the learner, not the opponent."""

from __future__ import annotations

import re

import pytest

from ganesha.engine import GameState, RemoveLast, Sacrifice, SkipSpice, Take, new_game
from ganesha.engine.positions import build_position
from ganesha.lesson import CONFIG, LEARNER, STEP_NAMES, Lesson, opponent_move, play_until
from ganesha.ui.kit.text import colour_name, spice_name
from ganesha.ui.table.ai_seats import ai_request_seed
from tests.helpers.lesson_board import LessonBoard


def board_at(boards: list[LessonBoard], state: GameState, progress: Lesson) -> LessonBoard:
    board = LessonBoard(state, progress)
    boards.append(board)
    return board


def refusal(board: LessonBoard, action: object, take_to: str = "treasury") -> str:
    """Play ``action`` with the mouse; it must be refused, the board unchanged: what was said."""
    board.scene.effects.notice = ""
    digest = board.state.digest()
    board.play(action, take_to)  # type: ignore[arg-type]
    assert board.state.digest() == digest, f"{action!r} was played"
    return board.scene.effects.notice


def test_after_the_first_gem_the_refusal_asks_for_the_second(boards) -> None:
    board = board_at(boards, *play_until("take_two", ai_request_seed))
    first = board.lesson.spotlight(board.state)
    assert isinstance(first, Take)
    other = next(a for a in board.state.legal_actions() if isinstance(a, Take) and a != first)
    at_first = refusal(board, other)
    board.play(first, take_to="slot2")  # taken; the second Destiny slot is not the lesson's
    second = board.lesson.spotlight(board.state)
    assert isinstance(second, Take)
    assert len(board.state.held_gems()) == 1  # the first gem is taken
    wrong = next(a for a in board.state.legal_actions() if isinstance(a, Take) and a != second)
    after_first = refusal(board, wrong)
    assert after_first != at_first  # not "take the glowing gem first" again
    assert colour_name(board.state.altar_gems()[second.hex]) in after_first


def test_the_yellow_offering_with_another_colour_names_the_colour_to_pick(boards) -> None:
    board = board_at(boards, *play_until("yellow_sacrifice", ai_request_seed))
    taught = board.lesson.spotlight(board.state)
    assert isinstance(taught, Sacrifice)
    assert taught.gem == "yellow"
    wrong = next(a for a in board.state.legal_actions() if isinstance(a, Sacrifice)
                 and a.gem == "yellow" and a.colour not in (taught.colour, "yellow"))
    said = refusal(board, wrong)  # the yellow gem onto Ganesha, then the other colour chosen
    assert colour_name(taught.colour) in said
    assert colour_name(wrong.colour) not in said


def waiting(step: str) -> tuple[GameState, Lesson]:
    """The learner's first decision while ``step`` is still to come (the lesson leads)."""
    state, progress = new_game(CONFIG), Lesson()
    progress.observe(state)
    while not (STEP_NAMES[progress.index] == step and not progress.active
               and state.current_player == LEARNER):
        move = progress.taught(state) if state.current_player == LEARNER else None
        state.apply(move if move is not None else opponent_move(state, ai_request_seed))
        progress.observe(state)
    return state, progress


@pytest.mark.parametrize("step", ["sacrifice", "yellow_sacrifice", "final_stage"])
def test_between_steps_the_card_names_the_step_its_heading_names(boards, step) -> None:
    board = board_at(boards, *waiting(step))
    heading, words = board.lesson.card()
    number = STEP_NAMES.index(step) + 1
    assert re.findall(r"\d+", heading)[0] == str(number)
    assert str(number) in re.findall(r"\d+", words)  # the words name the step to come


def cardamom() -> GameState:
    """The learner (seat 0) has just taken a purple gem off a Cardamom token. Red and green
    gems lie on the mandala; the opponent holds two reds, the learner two greens. Taking back
    the last green frees its 4-point slot for the learner's greens; the last red's, for the
    opponent's reds."""
    state = build_position(2, altar={4: "purple", 5: "blue", 8: "blue", 12: "red"},
                           spices={4: "remove_last"}, mandala={"red": 2, "green": 3},
                           treasury={0: {"green": 2}, 1: {"red": 2}}, round=7, seed=5)
    state.apply(Take(4))
    return state


def holds(state: GameState, seat: int, colour: str) -> int:
    mine = state.seat(seat)
    return mine.treasury.get(colour, 0) + sum(c == colour for c in mine.slots)


def test_a_cardamom_between_steps_is_explained_on_the_card(boards) -> None:
    state = cardamom()
    board = board_at(boards, state, Lesson(STEP_NAMES.index("final_stage")))
    assert state.pending_spice() is not None
    words = board.lesson.card()[1]
    assert spice_name("remove_last") in words  # the card says what acts now


def test_a_cardamom_s_glowing_choice_frees_a_slot_for_the_learner(boards) -> None:
    state = cardamom()
    board = board_at(boards, state, Lesson(STEP_NAMES.index("final_stage")))
    taught = board.lesson.spotlight(board.state)
    # taking back a green helps the learner, so the lesson does not skip it; and the slot it
    # frees goes to the learner's gems, not the opponent's
    assert isinstance(taught, RemoveLast)
    assert holds(state, LEARNER, taught.colour) > holds(state, 1, taught.colour)
    known = len(board.state.history)
    board.play(taught)
    assert len(board.state.history) > known  # the glowing choice is accepted


def test_a_cardamom_that_helps_nobody_is_skipped(boards) -> None:
    """Neither player holds red or green: taking one back gains the learner nothing, so the
    lesson's glowing choice leaves the mandala as it is."""
    state = build_position(2, altar={4: "purple", 5: "blue"}, spices={4: "remove_last"},
                           mandala={"red": 2, "green": 3}, treasury={0: {"blue": 1}}, round=7)
    state.apply(Take(4))
    board = board_at(boards, state, Lesson(STEP_NAMES.index("final_stage")))
    assert board.lesson.spotlight(board.state) == SkipSpice()
    known = len(board.state.history)
    board.play(SkipSpice())
    assert len(board.state.history) > known


def test_the_opponents_spice_is_explained_while_it_acts(boards) -> None:
    """The opponent took a gem off Cinnamon between steps: the card names it while it waits."""
    state = build_position(2, altar={4: "purple", 5: "blue"}, spices={4: "point"},
                           treasury={1: {"blue": 1}}, round=7, current=1)
    state.apply(Take(4))
    board = board_at(boards, state, Lesson(STEP_NAMES.index("final_stage")))
    assert board.state.pending_spice() is not None
    heading, words = board.lesson.card()
    assert spice_name("point") in words
    assert "11" in heading  # still between steps, before the final stage
    assert "11" in words
