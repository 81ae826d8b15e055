"""Every process a review starts goes when the game goes: a game SIGKILLed while its review
runs leaves no process behind — not the review's worker processes, not multiprocessing's
resource tracker, which first removes the semaphores the pool shared. Real processes; the
game's children are found by their session in /proc."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: The game's stand-in: starts its AI worker as a table does, then a review of a game through
#: the screens' own shared run (``ganesha.ui.menus.review.runs``), and says when both run.
_GAME = """
import sys, time
from ganesha.ai.worker import AIWorker
from ganesha.engine import GameConfig, new_game
from ganesha.store.saves import SavedGame
from ganesha.ui.menus.review.runs import ReviewRuns
state = new_game(GameConfig(players=2, seed=3))
for _ in range(40):
    state.apply(state.legal_actions()[0])
if sys.argv[1] == "with-worker":
    AIWorker().start(state, "easy", 1)
run = ReviewRuns().join(SavedGame(state, ("human", "easy")), (0, 1))
print("reviewing", flush=True)
time.sleep(300)
"""

#: The app itself (a menu app in the test's home, drawing on the dummy display): a game played to
#: its end, and the player's click on the results' Review button, which opens the review screen
#: and starts the review as a player's click does.
_APP = """
import time, pygame
from ganesha.ai import make_player
from ganesha.data.match import Match
from ganesha.engine import GameConfig, new_game
from ganesha.store.settings import Settings, load_settings
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.review.screen import ReviewScene
from ganesha.ui.sound.effects import SoundBoard
from tests.helpers.menu_app import SIZE, AppOnScreen, frames, top_of
pygame.display.init()
pygame.font.init()
surface = pygame.display.set_mode(SIZE)
load_settings()
app = AppOnScreen(SIZE, Settings(animation_speed="instant"), think_ms=5,
                  sounds=SoundBoard(at_any_speed=True))
app.surface = surface
state = new_game(GameConfig(players=2, seed=3))
players = [make_player("random", 3), make_player("easy", 4)]
while not state.is_over:
    state.apply(players[state.current_player].choose(state))
app.begin(Match(state.config, ("human", "easy")))
for action in state.player_actions():
    app.table.controller.submit(action)
for _ in range(600):
    frames(app)
    if isinstance(app.stack.top, ResultsScene):
        break
button = top_of(app, ResultsScene).review_button.rect.center
for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
    app.process_event(pygame.event.Event(kind, button=1, pos=button))
frames(app)
top_of(app, ReviewScene)
print("reviewing", flush=True)
while True:
    frames(app)
    time.sleep(0.02)
"""


def session_processes(session: int) -> list[tuple[int, str]]:
    """The live processes of ``session`` (pid, command line); zombies are gone already."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        state, sid = fields[0], int(fields[3])
        if sid == session and state not in ("Z", "X"):
            found.append((int(entry.name), command.strip()))
    return found


def _left_after(game: subprocess.Popen[str], seconds: float) -> list[tuple[int, str]]:
    deadline = time.monotonic() + seconds
    while True:
        left = session_processes(game.pid)
        if not left or time.monotonic() > deadline:
            return left
        time.sleep(0.1)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc and the bond's prctl")
# every day the whole app and a game with its AI worker; the other two ways in the full run
@pytest.mark.parametrize("mode", ["app", "with-worker",
                                  pytest.param("review-only", marks=pytest.mark.slow),
                                  pytest.param("stopped", marks=pytest.mark.slow)])
def test_a_killed_game_leaves_no_review_process(mode: str, tmp_path: Path) -> None:
    env = dict(os.environ, GANESHA_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    script = _APP if mode == "app" else _GAME
    game = subprocess.Popen([sys.executable, "-c", script, mode], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    try:
        assert game.stdout is not None
        assert game.stdout.readline().strip() == "reviewing"
        if mode == "stopped":  # before their first step could bind them (Python starting)
            for pid, command in session_processes(game.pid):
                if "spawn_main" in command:
                    os.kill(pid, signal.SIGSTOP)
        time.sleep(0.5)  # the review's processes at work
        children = [p for p in session_processes(game.pid) if p[0] != game.pid]
        commands = " ".join(command for _, command in children)
        assert "resource_tracker" in commands, children
        assert "multiprocessing.spawn" in commands, children
        game.kill()
        game.wait(10)
        left = _left_after(game, 5.0)
        assert left == [], f"outlived the game by 5 s: {left}"
        # the tracker was not killed with the game: it removed the pool's semaphores and left
        assert game.stderr is not None
        assert "semaphore objects to clean up" in game.stderr.read()
    finally:
        game.kill()
        game.wait(10)
        for stream in (game.stdout, game.stderr):
            if stream is not None:
                stream.close()
        for pid, _ in session_processes(game.pid):
            os.kill(pid, signal.SIGKILL)
