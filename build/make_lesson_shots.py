"""Remake the lesson picture of docs/guide.md (assets/screenshots/lesson.jpg), headless, or look
at every card of the lesson.

    python build/make_lesson_shots.py [OUT_DIR] [STEP ...] [--size WxH] [--done | --between |
                                      --spice] [--text PCT]

The lesson's own game is played from its fixed seed, the learner following every taught move,
up to the first decision of each STEP (default: the sacrifice step; ``all``: every step); the
table is drawn there with the step card, the Skip step button and the spotlight. ``--done``
draws instead the first moment after the step's own move (the card that says what the rest of
the turn is), ``--between`` the learner's first decision while STEP is still to come (the card
between steps), ``--spice`` the first spice decision of the learner's while STEP is the step at
hand (the card that explains the spice), where a step has such a moment. A Russian picture of
the same moment is saved beside each (``-ru``), for checking that the card fits; ``--size`` and
``--text`` set the window and the text size (default 1280x800 at 100 %).
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

from ganesha.data.look import Look, wearing
from ganesha.data.vocabulary import NORMAL_SPEED
from ganesha.engine import GameState, new_game
from ganesha.lesson import CONFIG, LEARNER, STEP_NAMES, Lesson, opponent_move, play_until
from ganesha.ui.shell.lesson_start import lesson_table
from ganesha.ui.table.ai_seats import ai_request_seed


def moment(step: str, kind: str) -> tuple[GameState, Lesson] | None:
    """The step's first decision, or the first one of ``kind`` (see the module's docstring);
    None when the step has no such moment."""
    if kind == "first":
        return play_until(step, ai_request_seed)
    state, progress = new_game(CONFIG), Lesson()
    progress.observe(state)
    while not state.is_over and STEP_NAMES.index(step) >= progress.index:
        if state.current_player == LEARNER and STEP_NAMES[progress.index] == step and (
                (kind == "between" and not progress.active)
                or (kind == "done" and progress.achieved(state))
                or (kind == "spice" and state.pending_spice() is not None)):
            return state, progress
        move = progress.taught(state) if state.current_player == LEARNER else None
        state.apply(move if move is not None else opponent_move(state, ai_request_seed))
        progress.observe(state)
    return None


def picture(path: Path, found: tuple[GameState, Lesson], size: tuple[int, int],
            look: Look) -> None:
    state, progress = found
    screen = pygame.display.set_mode(size)
    with wearing(look):
        table = lesson_table(state.snapshot(), Lesson.from_data(progress.to_data()), size,
                             NORMAL_SPEED, None, False, lambda where: None)
        for _ in range(5):
            table.update(0.5)
        table.draw(screen)
        table.close()
    pygame.image.save(screen, str(path))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", default="assets/screenshots")
    parser.add_argument("steps", nargs="*")
    parser.add_argument("--size", default="1280x800")
    kinds = parser.add_mutually_exclusive_group()
    for kind in ("done", "between", "spice"):
        kinds.add_argument(f"--{kind}", dest="kind", action="store_const", const=kind)
    parser.add_argument("--text", type=int, default=100)
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    assert len(size) == 2, "--size is WIDTHxHEIGHT"
    steps = list(STEP_NAMES) if args.steps == ["all"] else args.steps or ["sacrifice"]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    kind = args.kind or "first"
    plain = steps == ["sacrifice"] and kind == "first" and args.size == "1280x800"
    for step in steps:
        found = moment(step, kind)
        if found is None:
            continue
        tail = "" if kind == "first" else f"-{kind}"
        suffix = "" if plain else f"-{step}{tail}-{args.size}"
        for language, tail in (("en", ""), ("ru", "-ru")):
            picture(out / f"lesson{suffix}{tail}.jpg", found, (size[0], size[1]),
                    Look(language=language, text_size=args.text))
        print(f"wrote lesson{suffix}.jpg and lesson{suffix}-ru.jpg")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
