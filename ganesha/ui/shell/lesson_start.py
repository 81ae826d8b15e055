"""Opening the lesson's table: a new lesson, or the one left unfinished (``lesson.json``).

Kept out of :mod:`ganesha.ui.shell.menu_app` (the app only calls :func:`open_lesson_table`) so the
app
stays small, and out of :mod:`ganesha.ui.table.lesson_card` so the table scene can know the lesson
without the lesson knowing the scene.
"""

from __future__ import annotations

from collections.abc import Callable

from ganesha.data.match import Match
from ganesha.data.vocabulary import Speed
from ganesha.engine import GameState, new_game
from ganesha.lesson import AI_SEED, CONFIG, SEATS, Lesson
from ganesha.store import crash
from ganesha.store import lesson_progress as lesson_save
from ganesha.ui.menus.results import results_of
from ganesha.ui.table.lesson_card import LessonTable
from ganesha.ui.table.scene import TableScene, open_table


def open_lesson_table(size: tuple[int, int], speed: Speed, think_ms: int | None,
                      autosave: bool, leave: Callable[[str], None]) -> TableScene:
    """The lesson's table, resumed at its step when a lesson was left unfinished (a bad file is
    kept aside and the lesson starts afresh, saying so). ``leave`` is where the
    results' buttons lead; leaving the results finishes the lesson. ``autosave`` False keeps
    the lesson off the disk."""
    loaded, notice = lesson_save.load() if autosave else (None, None)
    if loaded is not None:
        saved, progress = loaded
        state = saved.state
    else:
        state, progress = new_game(CONFIG), Lesson()
    # a crash report names the lesson's game, not whichever game was played before it
    crash.set_game_context(seed=CONFIG.seed, seats=list(SEATS), game=state.to_json,
                           save_file=lesson_save.path() if loaded is not None else None)
    table = lesson_table(state, progress, size, speed, think_ms, autosave, leave)
    if loaded is not None:
        table.controller.recall_undo()  # what Undo could take back before leaving, it still can
    lesson = table.lesson
    assert lesson is not None
    lesson.store()  # saved at once, so leaving before the first move still resumes here
    if notice:
        table.say(notice)  # the damaged lesson file was kept aside
    return table


def lesson_table(state: GameState, progress: Lesson, size: tuple[int, int], speed: Speed,
                 think_ms: int | None, autosave: bool, leave: Callable[[str], None]
                 ) -> TableScene:
    """A table for the lesson's ``state`` at ``progress``: the gate, the steady opponent, the
    card and the listener that moves the lesson on and saves it."""
    table = open_table(Match(CONFIG, SEATS), state, size, speed, think_ms, ai_seed=AI_SEED)
    lesson = LessonTable(progress, state, autosave)
    controller = table.controller
    controller.ai.steady_ai = True  # the opponent plays the same after a resume
    controller.gate = lesson.gate
    controller.listeners.append(lesson.on_action)
    table.lesson = lesson
    table.resize(size)  # the tiles make room for the lesson's card

    def finish(where: str) -> None:
        lesson.finish()
        leave(where)

    table.leave = finish
    table.results = results_of
    return table


__all__ = ["lesson_table", "open_lesson_table"]
