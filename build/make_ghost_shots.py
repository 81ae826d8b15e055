"""The pictures of previews and ghosts in docs/guide.md:
``python build/make_ghost_shots.py [OUT_DIR]`` (default ``assets/screenshots``), headless, at
1280×800, through the real table scene and real events.

- ``ghosts-hint.jpg``: the hard AI's hint (searched in a thread, as the H key asks) with the
  ghost of each gem of its turn at its destination.
- ``ghosts-replay.jpg``: the pointer on the AI's tile replays its last turn (a gem in flight).
- ``ghosts-preview.jpg``: a yellow Treasury gem held over Ganesha: the slots it would fill in
  each colour, "+N" beside them, and the line of what it unlocks.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from ganesha.ai.worker import AIWorker
from ganesha.engine import COLOURS, GameConfig, GameState, Phase, Sacrifice, Take, new_game
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.hint import HintAdvisor
from ganesha.ui.table.scene import TableScene

SIZE = (1280, 800)
DT = 1 / 60


class Shot:
    """A table on the dummy display, fed real events."""

    def __init__(self, state: GameState, seats: list[str]) -> None:
        self.surface = pygame.display.set_mode(SIZE)
        self.scene = TableScene(TableController(state, seats), SIZE, "1")
        self.stack = SceneStack()
        self.stack.push(self.scene)

    def frame(self, n: int = 1) -> None:
        for _ in range(n):
            self.stack.update(DT)
            self.stack.draw(self.surface)

    def send(self, kind: int, **data: object) -> None:
        self.stack.process_event(pygame.event.Event(kind, **data))
        self.frame()

    def save(self, path: Path) -> None:
        pygame.image.save(self.surface, str(path))
        self.stack.close()


def played(seed: int, moves: int) -> GameState:
    """A 2-player game ``moves`` random moves in, stopped where seat 0 is to take a gem."""
    state = new_game(GameConfig(players=2, seed=seed))
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    while not (state.current_player == 0 and any(isinstance(a, Take)
                                                 for a in state.legal_actions())):
        state.apply(rng.choice(state.legal_actions()))
    return state


def hint_and_replay(out: Path) -> None:
    shot = Shot(played(5, 24), ["human", "easy"])
    shot.scene.hint = HintAdvisor(lambda: AIWorker(use_process=False), think_ms=600, seed=5)
    shot.send(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    deadline = time.perf_counter() + 30
    while shot.scene.hint.thinking and time.perf_counter() < deadline:
        shot.frame()
        time.sleep(0.01)
    shot.frame(30)
    pygame.image.save(shot.surface, str(out / "ghosts-hint.jpg"))
    tile = shot.scene.layout.tiles[1]
    shot.send(pygame.MOUSEMOTION, pos=tile.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    shot.frame(round(0.45 / DT))  # the first beat: its gem halfway
    shot.save(out / "ghosts-replay.jpg")


def yellow_for_two(state: GameState) -> bool:
    return state.phase == Phase.SACRIFICE and not state.clove and state.round >= 4 and sum(
        isinstance(a, Sacrifice) and a.gem == "yellow" for a in state.legal_actions()) >= 2


def preview(out: Path) -> None:
    for seed in range(300):
        state = new_game(GameConfig(players=2, seed=seed))
        rng = random.Random(seed)
        while not state.is_over and not yellow_for_two(state):
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            break
    shot = Shot(state, ["human", "human"])
    lay = shot.scene.layout
    cell = lay.tiles[state.current_player].treasury_cells[COLOURS.index("yellow")]
    start = cell.move(-lay.px(8), 0).center
    shot.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for k in range(1, 9):
        pos = (round(start[0] + (lay.centre[0] + 12 - start[0]) * k / 8),
               round(start[1] + (lay.centre[1] + 8 - start[1]) * k / 8))
        shot.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    shot.frame(20)
    shot.save(out / "ghosts-preview.jpg")


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("assets/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    hint_and_replay(out)
    preview(out)
    for name in ("ghosts-hint.jpg", "ghosts-replay.jpg", "ghosts-preview.jpg"):
        print(out / name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
