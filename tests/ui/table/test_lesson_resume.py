"""Leaving the lesson and coming back, at every step: the lesson's file brings back the same
board, the same card and the same Undo — what could be taken back before leaving can be taken
back after coming back (with Ctrl+Z, as a player would), and the step goes back with the move."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from ganesha.engine import Action, new_game
from ganesha.lesson import CONFIG, LEARNER, SEATS, STEP_NAMES, Lesson
from ganesha.store import lesson_progress as lesson_save
from ganesha.store import saves
from ganesha.ui.shell.lesson_start import lesson_table, open_lesson_table
from tests.helpers.lesson_board import INSTANT, LessonBoard


@pytest.fixture
def screen(home: Path) -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))
    yield
    pygame.display.quit()


def seen(board: LessonBoard) -> tuple[object, ...]:
    """What the player sees and may do: the board, the card, the lesson and Undo's reach."""
    return (board.state.digest(), board.state.to_json(), board.lesson.card(),
            board.progress.to_data(), board.scene.controller.undo_steps())


def leave_and_come_back(board: LessonBoard) -> LessonBoard:
    """Save the lesson as the table does after every move, then Learn to play again."""
    lesson_save.save(saves.SavedGame(board.state, SEATS), board.progress)
    table = open_lesson_table((1280, 800), INSTANT, None, True, lambda where: None)
    return LessonBoard(table=table)


def check_resume(board: LessonBoard) -> int:
    """Resume ``board``'s lesson beside it, then take back every move Undo may on both: they
    stay alike. Returns how many moves were taken back."""
    again = leave_and_come_back(board)
    try:
        assert seen(again) == seen(board)
        taken = 0
        while board.scene.controller.undo_steps():
            board.ctrl_z()
            again.ctrl_z()
            taken += 1
            assert seen(again) == seen(board)
        assert again.scene.controller.undo_steps() == 0
        return taken
    finally:
        again.close()


def taught_move(board: LessonBoard) -> Action:
    taught = board.lesson.spotlight(board.state)
    assert taught is not None
    return taught


#: The everyday sample of steps left and resumed: a single take, the sacrifice and a spice (the
#: lesson is played only until they are done); the full run leaves and resumes at every step.
DAILY_STEPS = frozenset({"take_one", "sacrifice", "spice"})
#: The steps whose first move leaves the turn going: it can be taken back after the resume.
UNDONE_AFTER_RESUME = {"take_one", "take_two", "slots_or_treasury", "spice", "spice_again",
                       "ginger"}


def play_leaving_at(steps: frozenset[str]) -> dict[str, int]:
    """The whole lesson played live (its Undo built move by move, as a player's is); at each of
    ``steps``' first decision, and again after its first move, it is left and resumed. Returns
    how many moves were taken back after each resume."""
    state = new_game(CONFIG)
    board = LessonBoard(table=lesson_table(state, Lesson(), (1280, 800), INSTANT, None, False,
                                           lambda where: None))
    checked: dict[str, int] = {}
    try:
        while not board.state.is_over and not steps <= set(checked):
            if board.state.current_player != LEARNER:
                board.opponent()
                continue
            name = STEP_NAMES[board.progress.index]
            if board.progress.active and name in steps and name not in checked:
                # every move Undo may take back is taken back, and the lesson is played on
                check_resume(board)
                board.play(taught_move(board))
                checked[name] = check_resume(board) if not board.state.is_over else 0
                continue
            board.play(taught_move(board))
        if "results" in steps:
            board.frame(2)
            checked["results"] = check_resume(board)
    finally:
        board.close()
    return checked


def test_a_sample_of_steps_resumes_with_its_board_card_and_undo(screen) -> None:
    checked = play_leaving_at(DAILY_STEPS)
    assert set(checked) == DAILY_STEPS
    undone = {name for name, taken in checked.items() if taken}
    assert undone >= UNDONE_AFTER_RESUME & DAILY_STEPS


@pytest.mark.slow
def test_every_step_resumes_with_its_board_card_and_undo(screen) -> None:
    checked = play_leaving_at(frozenset(STEP_NAMES))
    assert list(checked) == list(STEP_NAMES)  # every step was left and resumed
    undone = {name for name, taken in checked.items() if taken}
    assert undone >= UNDONE_AFTER_RESUME
