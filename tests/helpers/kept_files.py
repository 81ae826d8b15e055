"""Every file the game keeps, written by the game's own code, and the screen that reads each
one, opened through the menu app as a player opens it: for the store's fuzz tests.

A case names a file (its place under the home) and its schema, and opens the screen that
reads it; :func:`shown_notices` gathers what the player is told afterwards (the title's
notices, the Records screen's line, the table's notice), so a test can say that a damaged
file was kept aside and told of exactly once.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pygame

from ganesha.ai.review import review_game
from ganesha.data.look import wearing
from ganesha.engine import GameConfig, GameState, new_game
from ganesha.lesson import CONFIG as LESSON_CONFIG
from ganesha.lesson import Lesson
from ganesha.store import dirs, finish, lesson_progress, play_history, records, reviews, saves
from ganesha.store.files import write_atomic
from ganesha.store.last_setup import Seat, Setup, setup_path, store_setup
from ganesha.store.settings import Settings, load_settings, save_settings, settings_path
from ganesha.ui.kit.scene import Scene
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.sound.effects import SoundBoard
from tests.helpers.games import finished
from tests.helpers.menu_app import SIZE, AppOnScreen, frames

#: The finished game every kept file is about (a person against the easy AI).
SEATS = ("human", "easy")


def the_game() -> saves.SavedGame:
    return saves.SavedGame(finished(7), SEATS)


def _unfinished(seed: int, moves: int) -> saves.SavedGame:
    state = new_game(GameConfig(players=2, seed=seed))
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    return saves.SavedGame(state, SEATS, ("tiger", "cow"), 1)


def _review_path(state: GameState) -> Path:
    return reviews.path_for(state, (0,))


def write_every_file() -> dict[str, Path]:
    """Write each kind of file through the game's own code into the current home; where each
    one is, by case name."""
    saved = the_game()
    save_settings(Settings(window_size=(1100, 700), volume=0.4))
    store_setup(Setup((Seat("human", "Asha", "tiger"), Seat("easy", "Ravi", "cow")), first=1))
    assert finish.finish_game(saved).recorded
    review = review_game(saved.state.config, saved.state.player_actions(), [0], first=4, most=4)
    assert reviews.save(review, saved.state)
    assert play_history.add(saved, review)
    saves.save_current(_unfinished(3, 9))
    saves.put_current_aside()
    saves.save_current(_unfinished(4, 12))
    lesson = new_game(LESSON_CONFIG)
    lesson_progress.save(saves.SavedGame(lesson, ("human", "easy")), Lesson())
    data = dirs.data_dir()
    pending = data / f"{finish.PENDING_PREFIX}{records.game_id(saved)}.json"
    write_atomic(pending, saves.to_text(saved))
    return {"settings": settings_path(), "last setup": setup_path(), "records": data / records.FILE,
            "play ratings": play_history.path(), "review": _review_path(saved.state),
            "continue": saves.current_path(), "last game": saves.last_path(),
            "earlier game": data / saves.RECENT, "lesson": lesson_progress.path(),
            "pending result": pending}


@contextlib.contextmanager
def home_at(folder: Path) -> Iterator[Path]:
    """``GANESHA_HOME`` set to ``folder`` for the block (hypothesis runs many examples in one
    test, each in a home of its own)."""
    before = os.environ.get("GANESHA_HOME")
    os.environ["GANESHA_HOME"] = str(folder)
    try:
        yield folder
    finally:
        if before is None:
            del os.environ["GANESHA_HOME"]
        else:
            os.environ["GANESHA_HOME"] = before


@lru_cache(maxsize=1)
def real_files() -> tuple[Path, dict[str, Path]]:
    """A home holding one real file of each kind (made once per test process, then copied)."""
    folder = Path(tempfile.mkdtemp(prefix="ganesha-kept-"))
    atexit.register(shutil.rmtree, folder, True)
    with home_at(folder):
        return folder, write_every_file()


@contextlib.contextmanager
def fresh_home() -> Iterator[Path]:
    """A home of its own holding a copy of every real file (see :func:`real_files`)."""
    source, _ = real_files()
    with tempfile.TemporaryDirectory(prefix="ganesha-home-") as where:
        shutil.copytree(source, where, dirs_exist_ok=True)
        with home_at(Path(where)) as home:
            yield home


def real_bytes(case: str) -> bytes:
    return real_files()[1][case].read_bytes()


def path_in(home: Path, case: str) -> Path:
    source, paths = real_files()
    return home / paths[case].relative_to(source)


def new_app() -> AppOnScreen:
    """The app as the game starts it: the settings (and the start's notices) loaded first."""
    pygame.display.init()
    pygame.font.init()
    settings, notice = load_settings()
    app = AppOnScreen(SIZE, settings, [notice] if notice else [], think_ms=5,
                      sounds=SoundBoard(at_any_speed=True))
    app.surface = pygame.display.set_mode(SIZE)
    return app


def _records(app: AppOnScreen) -> None:
    app.open_records()


def _review(app: AppOnScreen) -> None:
    app.review_game(the_game())


def _lesson(app: AppOnScreen) -> None:
    app.start_lesson()


@dataclass(frozen=True)
class Case:
    """One kind of file and the screen that reads it (None: the start itself)."""

    name: str
    screen: Callable[[AppOnScreen], None] | None


CASES = (
    Case("settings", None),
    Case("last setup", None),
    Case("pending result", None),
    Case("continue", AppOnScreen.continue_game),
    Case("last game", AppOnScreen.watch_last),
    Case("earlier game", AppOnScreen.resume_recent),
    Case("records", _records),
    Case("play ratings", _records),
    Case("review", _review),
    Case("lesson", _lesson),
)
CASE = {case.name: case for case in CASES}


@dataclass
class Opened:
    """The app with a case's screen open, and the notices the player was shown on the way."""

    app: AppOnScreen
    shown: list[str]
    title: Scene | None


def _title_notices(app: AppOnScreen) -> list[str]:
    top = app.stack.top
    return list(top.notices) if isinstance(top, TitleScene) else []


def open_screen(case: Case) -> Opened:
    """The app started in the current home (its title drawn), then ``case``'s screen opened
    and drawn."""
    app = new_app()
    frames(app)
    opened = Opened(app, _title_notices(app), app.stack.top)
    if case.screen is not None:
        with wearing(app.look):  # as a click on the title would, inside the app's frame
            case.screen(app)
        frames(app, 3)
    return opened


def shown_notices(opened: Opened) -> list[str]:
    """Every notice the player was shown: at the start, on the screen (the Records screen's
    line, the table's notice), and on the title the screen leads back to; the app is closed."""
    app, shown = opened.app, list(opened.shown)
    top = app.stack.top
    if isinstance(top, RecordsScene) and top.notice:
        shown.append(top.notice)
    if app.table is not None:
        if app.table.effects.notice:
            shown.append(app.table.effects.notice)
        with wearing(app.look):
            app.leave_table()
    if isinstance(top, TitleScene) and top is not opened.title:  # the screen led back to it
        shown += top.notices
    elif not isinstance(top, TitleScene):
        app.show_title()
        frames(app)
        shown += _title_notices(app)
    app.close()
    return shown


def kept_aside(path: Path) -> list[Path]:
    """The copies of ``path`` kept aside (``name.bad-<time>``)."""
    return sorted(path.parent.glob(path.name + ".bad-*"))
