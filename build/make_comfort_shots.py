"""Remake the Comfort pictures of docs/guide.md (assets/screenshots/comfort-*.png), headless.

    python build/make_comfort_shots.py [OUT_DIR]

At 1024x600 (the smallest screen the layout is made for): the title with an Earlier game, the
question before a new game replaces a saved one, New game for two players and the table with
the pad's button strip. At 150 % text on 1280x800: the table (its bar in two rows), the Settings
screen and a 4-player game's results; at 150 % on 1024x600 the title with every button (two
columns). Each is drawn by the real scenes in a throw-away home folder, so the player's own
files are untouched.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["GANESHA_HOME"] = tempfile.mkdtemp(prefix="ganesha-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from ganesha.ai import make_player
from ganesha.data import i18n
from ganesha.data.look import wearing
from ganesha.data.match import Match
from ganesha.engine import GameConfig, GameState, Take, new_game
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import Scene, SceneStack
from ganesha.ui.menus.confirm import ConfirmScene
from ganesha.ui.menus.new_game import NewGameScene, Part, SeatControl
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.shell.gamepad import Gamepads
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.scene import open_table
from tests.helpers.screens_host import ScreensHost

SMALL = (1024, 600)
LARGE = (1280, 800)
PICTURE_SEED = 20240  # New game's seed in its picture (a player's is random)


def save(scene: Scene, size: tuple[int, int], path: Path, pad: bool = False) -> None:
    screen = pygame.display.set_mode(size)
    scene.update(1 / 60)
    stack = scene.stack
    if stack is not None:
        stack.draw(screen)
    else:
        scene.draw(screen)
    if pad:
        pads = Gamepads()
        pads.in_use = True  # as after a pad's button: the strip names the buttons
        pads.draw_prompts(screen)
        pads.close()
    pygame.image.save(screen, str(path))
    print(path)


def mid_game(players: int, moves: int) -> GameState:
    state = new_game(GameConfig(players=players, seed=5))
    rng = random.Random(3)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    while not (state.current_player == 0 and any(isinstance(a, Take)
                                                 for a in state.legal_actions())):
        state.apply(rng.choice(state.legal_actions()))
    return state


def table(path: Path, size: tuple[int, int], players: int, moves: int, pad: bool = False) -> None:
    state = mid_game(players, moves)
    scene = open_table(Match(state.config, ("human",) + ("easy",) * (players - 1)), state, size)
    for _ in range(5):
        scene.update(0.5)
    save(scene, size, path, pad)
    scene.close()


def menus(out: Path, size: tuple[int, int], settings: Settings, every: bool = False) -> ScreensHost:
    """A host with a saved and an earlier game; ``every``: a last game and records too (its
    screens are drawn in the look the caller wears)."""
    holds = {"saved", "recent", "last", "records"} if every else {"saved", "recent"}
    return ScreensHost(SceneStack(), size, settings, holds=holds, save_settings_file=False)


def results(path: Path, size: tuple[int, int], players: int) -> None:
    """A finished game between AIs (seeded, so the picture is the same each time)."""
    state = new_game(GameConfig(players=players, seed=24))
    player = make_player("random", 24)
    while not state.is_over:
        state.apply(player.choose(state))
    scene = ResultsScene(TableController(state, ["human"] + ["medium"] * (players - 1)), *size,
                         1.0, hints_used=1)
    scene.update(5.0)  # past the winner's moment
    save(scene, size, path)


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("assets/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    with wearing(Settings().look()):
        small_shots(out)
    with wearing(Settings(text_size=150).look()):
        large_shots(out)
    pygame.quit()
    return 0


def small_shots(out: Path) -> None:
    """The pictures at 1024x600 and 100 % text."""
    host = menus(out, SMALL, Settings())
    host.show_title()
    save(host.stack.scenes[-1], SMALL, out / "comfort-title-earlier-1024x600.png")
    question = ConfirmScene(host, SMALL, i18n.translate(
        "Abandon the saved game? It will be kept under \"Earlier game\" on the title screen, so "
        "you can still go back to it."), i18n.translate("Start the new game"),
        i18n.translate("Keep the saved game"), on_yes=lambda: None)
    host.stack.push(question)
    save(question, SMALL, out / "comfort-confirm-1024x600.png")
    host.show_title()
    # not a random seed: the same picture
    new = NewGameScene(host, host, host, SMALL, seed=PICTURE_SEED)
    host.stack.push(new)
    # two players: the fourth-seat start says why it is hidden
    new.on_change(SeatControl(Part.REMOVE, 2), True)
    save(new, SMALL, out / "comfort-new-game-2p-1024x600.png")
    host.stack.close()
    table(out / "comfort-table-pad-1024x600.png", SMALL, 2, 12, pad=True)


def large_shots(out: Path) -> None:
    """The pictures at 150 % text."""
    host = menus(out, LARGE, Settings(text_size=150))
    host.show_title()
    host.open_settings()
    save(host.stack.scenes[-1], LARGE, out / "comfort-text-150-settings.png")
    host.stack.close()
    table(out / "comfort-text-150-table.png", LARGE, 3, 40)
    results(out / "comfort-text-150-results.png", LARGE, 4)
    host = menus(out, SMALL, Settings(text_size=150), every=True)
    host.show_title()
    save(host.stack.scenes[-1], SMALL, out / "comfort-text-150-title-1024x600.png")
    host.stack.close()


if __name__ == "__main__":
    sys.exit(main())
