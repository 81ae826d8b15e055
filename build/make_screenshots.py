"""Remake the table pictures of README.md and docs/guide.md (assets/screenshots/table*.jpg).

    python build/make_screenshots.py [OUT_DIR]      # headless

Each picture is a seeded game played a few random moves in, at 1280x800, with the first seat a
person (so the bar and the prompt show what a player sees) and the others easy AIs. The results
and the staged-turn pictures come from build/make_follow_shots.py.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from ganesha.data.look import Look, wearing
from ganesha.data.match import Match
from ganesha.engine import GameConfig, Take, new_game
from ganesha.ui.table.scene import open_table

SIZE = (1280, 800)
#: file name -> (players, side, language, random moves before the picture)
PICTURES = {
    "table.jpg": (3, "day", "en", 40),
    "table-2p.jpg": (2, "day", "en", 30),
    "table-4p.jpg": (4, "day", "en", 50),
    "table-night.jpg": (3, "night", "en", 40),
    "table-ru.jpg": (3, "day", "ru", 40),
}


def picture(path: Path, players: int, side: str, language: str, moves: int) -> None:
    state = new_game(GameConfig(players=players, side=side, seed=5))
    rng = random.Random(3)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    # stop where the person in seat 1 is to take a gem, the start of a turn
    while not (state.current_player == 0 and any(isinstance(a, Take)
                                                 for a in state.legal_actions())):
        state.apply(rng.choice(state.legal_actions()))
    screen = pygame.display.set_mode(SIZE)
    with wearing(Look(language=language)):
        table = open_table(Match(state.config, ("human",) + ("easy",) * (players - 1)), state,
                           SIZE)
        for _ in range(5):
            table.update(0.5)
        table.draw(screen)
        table.controller.close()
    pygame.image.save(screen, str(path))


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("assets/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    for name, (players, side, language, moves) in PICTURES.items():
        picture(out / name, players, side, language, moves)
        print("wrote", out / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
