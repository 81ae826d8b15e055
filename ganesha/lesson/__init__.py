"""Learn to play: the guided first game (pure: no pygame, no files).

:mod:`.steps` holds the script as data (the fixed game, each step's card, title, situation,
taught move, end and the move that frees the rest of its turn) and the guide that picks the
lesson's move between steps, reading the position through :mod:`.position`; :mod:`.missing` says
what a refusal names as still missing, from the position; :mod:`.words` holds the sentences no
single step owns; :mod:`.progress` tracks a player's way through it (with what
Undo takes back). The table (``ganesha.ui.table.lesson_card``) asks the
:class:`Lesson` what to spotlight and whether a move is accepted.
"""

from ganesha.lesson.progress import Lesson, opponent_move, play_until
from ganesha.lesson.steps import (
           AI_SEED,
           CONFIG,
           LEARNER,
           OPPONENT,
           SEATS,
           SPICE_USES,
           STEP_NAMES,
           STEPS,
           Mark,
           Step,
           guide,
           turns_ended,
)

__all__ = ["AI_SEED", "CONFIG", "LEARNER", "OPPONENT", "SEATS", "SPICE_USES", "STEPS",
           "STEP_NAMES", "Lesson", "Mark", "Step", "guide", "opponent_move", "play_until",
           "turns_ended"]
