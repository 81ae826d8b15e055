"""Remake the lesson picture of docs/guide.md (assets/screenshots/lesson.jpg), headless.

    python build/make_lesson_shots.py [OUT_DIR] [STEP ...]

The lesson's own game is played from its fixed seed, the learner following every taught move,
up to the first decision of each STEP (default: the sacrifice step); the table is drawn there
at 1280x800 with the step card, the Skip step button and the spotlight. A Russian picture of the
same moment is saved beside it as lesson-ru.jpg, for checking that the card fits.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from ganesha.data import i18n
from ganesha.data.vocabulary import NORMAL_SPEED
from ganesha.lesson import play_until
from ganesha.ui.shell.lesson_start import lesson_table
from ganesha.ui.table.ai_seats import ai_request_seed

SIZE = (1280, 800)


def picture(path: Path, step: str, language: str) -> None:
    i18n.set_language(language)
    state, progress = play_until(step, ai_request_seed)
    screen = pygame.display.set_mode(SIZE)
    table = lesson_table(state, progress, SIZE, NORMAL_SPEED, None, False, lambda where: None)
    for _ in range(5):
        table.update(0.5)
    table.draw(screen)
    pygame.image.save(screen, str(path))
    table.close()


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("assets/screenshots")
    steps = sys.argv[2:] or ["sacrifice"]
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    for step in steps:
        suffix = "" if steps == ["sacrifice"] else f"-{step}"
        picture(out / f"lesson{suffix}.jpg", step, "en")
        picture(out / f"lesson{suffix}-ru.jpg", step, "ru")
        print(f"wrote lesson{suffix}.jpg and lesson{suffix}-ru.jpg")
    i18n.set_language("en")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
