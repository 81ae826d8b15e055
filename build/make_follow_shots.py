"""The pictures of following a game (docs/guide.md): ``python build/make_follow_shots.py [OUT_DIR]``
(default ``assets/screenshots``), headless.

- ``staged_turn.png``: a strip of frames from one AI turn at speed 1, one per action, each taken
  in the middle of that action's beat (its gem in flight), through the real table scene and the
  same staged path the table loop uses (``submit(action, {"staged": True})``).
- ``results.png``: the results screen of a finished 3-player game at 1280×800.
- ``records.png``: the Records screen after ten seeded games (2-4 players, each AI level, one
  game without a person at the screen, which is not counted), drawn by the real scene from
  records made in memory, so the player's own records file is untouched.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import datetime
import tempfile

import pygame

from ganesha.ai import make_player
from ganesha.engine import GameConfig, new_game
from ganesha.store import records as game_records
from ganesha.store.saves import SavedGame
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.table.ai_seats import BEAT
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.scene import TableScene
from tests.helpers.screens_host import ScreensHost

SIZE = (1280, 800)
DT = 1 / 60
FRAME_W = 400  # each frame of the strip, scaled


def staged_strip(out: Path) -> None:
    state = new_game(GameConfig(players=3, seed=21, spices=True, first_player=0))
    controller = TableController(state, ["medium", "human", "human"])
    controller.ai.hold_ai = True  # this script plays the AI seat itself, on the staged path
    surface = pygame.display.set_mode(SIZE)
    stack = SceneStack()
    stack.push(TableScene(controller, SIZE, "1"))
    player = make_player("medium", 21)
    frames: list[pygame.Surface] = []
    while state.current_player == 0 and not state.is_over:
        controller.submit(player.choose(state.clone()), {"staged": True})
        shot: pygame.Surface | None = None
        for k in range(round(BEAT / DT)):
            stack.update(DT)
            stack.draw(surface)
            if shot is None and k >= round(0.3 / DT):  # mid-beat: the gem is in the air
                shot = surface.copy()
        frames.append(shot or surface.copy())
    height = round(SIZE[1] * FRAME_W / SIZE[0])
    strip = pygame.Surface((FRAME_W * len(frames) + 8 * (len(frames) - 1), height))
    strip.fill((250, 244, 230))
    for i, frame in enumerate(frames):
        strip.blit(pygame.transform.smoothscale(frame, (FRAME_W, height)), (i * (FRAME_W + 8), 0))
    pygame.image.save(strip, str(out / "staged_turn.png"))
    print(f"staged_turn.png: {len(frames)} frames, one per action of Asha's turn")


def results(out: Path) -> None:
    state = new_game(GameConfig(players=3, seed=5, spices=True))
    player = make_player("easy", 5)
    while not state.is_over:
        state.apply(player.choose(state))
    controller = TableController(state, ["human", "medium", "hard"])
    scene = ResultsScene(controller, SIZE[0], SIZE[1], 1.0)
    scene.elapsed = 5.0  # after the winner's moment
    surface = pygame.Surface(SIZE)
    scene.draw(surface)
    pygame.image.save(surface, str(out / "results.png"))
    print("results.png: a finished 3-player game")


RECORDED = (  # (seats, seed) of the games on the Records screen, oldest first
    (("human", "easy"), 1), (("human", "medium", "hard"), 2), (("human", "hard"), 3),
    (("human", "medium"), 4), (("human", "easy", "easy", "medium"), 5), (("human", "hard"), 6),
    (("medium", "hard"), 7), (("human", "medium"), 8), (("human", "easy", "hard"), 9),
    (("human", "hard", "hard", "hard"), 10),
)


def records(out: Path) -> None:
    """Records made in memory with the records module's own counting (``add_game``), so the
    picture shows what real finished games give, the one without a person left out."""
    made = game_records.empty()
    start = datetime.datetime(2026, 11, 20, 19, 30)
    for k, (seats, seed) in enumerate(RECORDED):
        state = new_game(GameConfig(players=len(seats), seed=seed, spices=True))
        player = make_player("random", seed)
        while not state.is_over:
            state.apply(player.choose(state))
        when = start + datetime.timedelta(hours=7 * k)
        game_records.add_game(made, SavedGame(state, seats), when)
    surface = pygame.Surface(SIZE)
    host = ScreensHost(SceneStack(), SIZE, Settings(), save_settings_file=False)
    scene = RecordsScene(host, host, host, SIZE, made)
    scene.update(DT)
    scene.draw(surface)
    pygame.image.save(surface, str(out / "records.png"))
    print(f"records.png: {len(made.games)} games counted")


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("assets/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    staged_strip(out)
    results(out)
    with tempfile.TemporaryDirectory() as home:  # nothing of the player's is read or written
        os.environ["GANESHA_HOME"] = home
        records(out)
    pygame.quit()


if __name__ == "__main__":
    main()
