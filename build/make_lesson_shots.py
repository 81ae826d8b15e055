"""Remake the lesson picture of docs/guide.md (assets/screenshots/lesson.jpg), headless, or look
at every card of the lesson.

    python build/make_lesson_shots.py [OUT_DIR] [STEP ...] [--size WxH] [--done] [--text PCT]

The lesson's own game is played from its fixed seed, the learner following every taught move,
up to the first decision of each STEP (default: the sacrifice step; ``all``: every step); the
table is drawn there with the step card, the Skip step button and the spotlight. ``--done``
draws instead the first moment after the step's own move (the card that says what the rest of
the turn is), where a step has one. A Russian picture of the same moment is saved beside each
(``-ru``), for checking that the card fits; ``--size`` and ``--text`` set the window and the
text size (default 1280x800 at 100 %).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from ganesha.data import i18n
from ganesha.data.vocabulary import NORMAL_SPEED
from ganesha.engine import GameState
from ganesha.lesson import LEARNER, STEP_NAMES, Lesson, opponent_move, play_until
from ganesha.ui.kit import type_scale
from ganesha.ui.shell.lesson_start import lesson_table
from ganesha.ui.table.ai_seats import ai_request_seed


def moment(step: str, done: bool) -> tuple[GameState, Lesson] | None:
    """The step's first decision, or (``done``) the first one after its own move was made
    (None when the step has no such moment: its move ends the turn)."""
    state, progress = play_until(step, ai_request_seed)
    while done and not progress.achieved(state):
        if state.is_over or STEP_NAMES[progress.index] != step:
            return None
        move = progress.taught(state) if state.current_player == LEARNER else None
        state.apply(move if move is not None else opponent_move(state, ai_request_seed))
        progress.observe(state)
    return state, progress


def picture(path: Path, found: tuple[GameState, Lesson], size: tuple[int, int],
            language: str) -> None:
    i18n.set_language(language)
    state, progress = found
    screen = pygame.display.set_mode(size)
    table = lesson_table(state.snapshot(), Lesson.from_data(progress.to_data()), size,
                         NORMAL_SPEED, None, False, lambda where: None)
    for _ in range(5):
        table.update(0.5)
    table.draw(screen)
    pygame.image.save(screen, str(path))
    table.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", default="assets/screenshots")
    parser.add_argument("steps", nargs="*")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--done", action="store_true")
    parser.add_argument("--text", type=int, default=100)
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    assert len(size) == 2, "--size is WIDTHxHEIGHT"
    steps = list(STEP_NAMES) if args.steps == ["all"] else args.steps or ["sacrifice"]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    type_scale.set_text_size(args.text)
    plain = steps == ["sacrifice"] and not args.done and args.size == "1280x800"
    for step in steps:
        found = moment(step, args.done)
        if found is None:
            continue
        suffix = "" if plain else f"-{step}{'-done' if args.done else ''}-{args.size}"
        for language, tail in (("en", ""), ("ru", "-ru")):
            picture(out / f"lesson{suffix}{tail}.jpg", found, (size[0], size[1]), language)
        print(f"wrote lesson{suffix}.jpg and lesson{suffix}-ru.jpg")
    i18n.set_language("en")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
