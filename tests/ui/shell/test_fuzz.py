"""UI fuzz: the real table scene (and the results on top of it) under thousands of random events.

Each seed builds a mixed table (human and AI seats), then sends events in the shapes a player and
a window manager produce: clicks and drags that start on a piece or anywhere and end anywhere
(also outside the window), wheel turns, key presses, window resizes (``VIDEORESIZE``,
``WINDOWRESIZED``, tiny and huge), focus loss and minimising, and now and then ``QUIT`` —
mid-drag, mid-animation or while an AI is thinking. After a quit the game is resumed from its
save text, as Continue does. About a third of the events are *sensible* moves (a pickable piece
dragged to a place that glows, a bar button, a dialog option), so human decisions really happen
and games reach the results screen. Frames run between events with random frame times.

Checked: no exception escapes, and every time a table closes, and every 100 events, the game is
legal (``replay(config, state.player_actions())`` gives ``state.digest()``) with every gem
accounted for.

    GANESHA_FUZZ_EVENTS=20000 GANESHA_FUZZ_SEEDS=1-8 pytest tests/ui/shell/test_fuzz.py  # long
    GANESHA_FUZZ_SEEDS=5 pytest tests/ui/shell/test_fuzz.py                             # one seed
    GANESHA_FUZZ_APP_EVENTS=10000 GANESHA_FUZZ_APP_SEEDS=1-6 \
        pytest tests/ui/shell/test_fuzz.py -k app

``test_whole_app_survives_random_events`` does the same to the whole game as a player starts it
(:class:`~ganesha.ui.shell.menu_app.MenuApp`: title, New game, Settings, Rules, pause, table,
results), restarting the app after every quit so the autosave and Continue are part of the run.

Even seeds use an in-process stand-in for the AI worker that answers after a seeded number of
frames, so their event sequence replays exactly from the seed; odd seeds use the real worker
process (the genuine "quit while the AI thinks"), whose answers arrive in real time, so a replay
of an odd seed may take a slightly different path.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import time
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from ganesha.ai import make_player
from ganesha.ai.levels import MediumPlayer
from ganesha.ai.search import SearchPlayer
from ganesha.engine import COLOURS, GameConfig, GameState, invariants, new_game, replay
from ganesha.store import lesson_progress as lesson_save
from ganesha.store import saves
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.table import ai_seats as ai_seats_module
from ganesha.ui.table import hint as hint_module
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.intents import AltarGem, TakenGem, ToGanesha, ToMandala, ToSlot, ToTreasury
from ganesha.ui.table.scene import TableScene

pytestmark = pytest.mark.slow  # fuzzing the table and the app: CI runs it

EVENTS = int(os.environ.get("GANESHA_FUZZ_EVENTS", "1500"))  # per seed


def _seeds(variable: str = "GANESHA_FUZZ_SEEDS", default: str = "1-4") -> list[int]:
    text = os.environ.get(variable, default)
    result: list[int] = []
    for part in text.split(","):
        if "-" in part:
            low, high = part.split("-")
            result.extend(range(int(low), int(high) + 1))
        elif part.strip():
            result.append(int(part))
    return result


#: (config options, seats, AI think_ms): every table has at least one human seat.
TABLES: tuple[tuple[dict[str, Any], list[str], int | None], ...] = (
    ({"players": 2}, ["human", "random"], None),
    ({"players": 3, "side": "night"}, ["human", "human", "easy"], None),
    ({"players": 4, "drum_bonus": False}, ["hard", "human", "medium", "human"], 40),
    ({"players": 2, "side": "night", "fourth_seat_bonus": False}, ["human", "human"], None),
    ({"players": 3, "spices": False}, ["medium", "human", "hard"], 120),
    ({"players": 4, "side": "night"}, ["human", "human", "human", "easy"], None),
)

KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_PLUS, pygame.K_MINUS,
        pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_KP_MINUS, pygame.K_TAB, pygame.K_BACKSPACE,
        pygame.K_a, pygame.K_h, pygame.K_u, pygame.K_z, pygame.K_1, pygame.K_F1, pygame.K_F11,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_DELETE)
SIZES = ((1280, 800), (1920, 1080), (800, 600), (640, 400), (320, 200), (200, 150), (100, 80),
         (3840, 2160), (1280, 300), (300, 1000), (1, 1))
WINDOW_EVENTS = ("WINDOWFOCUSLOST", "WINDOWFOCUSGAINED", "WINDOWLEAVE", "WINDOWENTER",
                 "WINDOWMINIMIZED", "WINDOWRESTORED", "WINDOWHIDDEN", "WINDOWSHOWN",
                 "WINDOWEXPOSED", "WINDOWMAXIMIZED")


class VirtualClock:
    """Stands in for the ``time`` module of the table and controller: the table's pause between
    AI moves then passes with the frames' ``dt`` (fast, and the same on every run)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def perf_counter(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


class SteppedWorker:
    """A stand-in for :class:`~ganesha.ai.worker.AIWorker` that answers after a seeded number of
    polls, in process: the table cannot tell the difference, and the run replays exactly."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._answer: Any = None
        self._wait = 0
        self._busy = False

    @property
    def busy(self) -> bool:
        return self._busy

    def start(self, state: GameState, level: str, seed: int, think_ms: int | None = None,
              hints: int = 0) -> None:
        player = (SearchPlayer(seed, think_ms=None, max_iterations=8) if level == "hard"
                  else make_player(level, seed))
        if hints:  # only the levels that explain their choices are asked for hints
            assert isinstance(player, SearchPlayer | MediumPlayer)
            self._answer = player.explain(state.clone(), top=hints)
        else:
            self._answer = player.choose(state.clone())
        self._wait = self.rng.choice((0, 1, 3, 10, 40))
        self._busy = True

    def take_notice(self) -> str | None:
        return None  # never falls back to a thread: nothing to say

    def poll(self) -> Any:
        if not self._busy:
            return None
        if self._wait > 0:
            self._wait -= 1
            return None
        self._busy = False
        return self._answer

    def cancel(self) -> None:
        self._busy = False

    def close(self) -> None:
        self.cancel()


def check_legal(state: GameState, where: str) -> None:
    """The fuzz's verdict on a game: its history replays to the same position, no gem lost."""
    again = replay(state.config, state.player_actions())
    assert again.digest() == state.digest(), f"replay differs from the table's game {where}"
    invariants.check_gems(state, where)


class Fuzzer:
    last_seat: int  # the seat to move before the decision being counted

    def __init__(self, seed: int, events: int, patch: pytest.MonkeyPatch) -> None:
        """``patch`` swaps the table's clock (and, for even seeds, its AI worker) for the run."""
        self.patch = patch
        self.seed = seed
        self.events = events
        self.rng = random.Random(seed)
        self.real_worker = seed % 2 == 1
        options, self.seats, self.think_ms = TABLES[seed % len(TABLES)]
        self.options = options
        self.screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
        self.queue: list[tuple[str, pygame.event.Event]] = []
        self.recent: list[str] = []
        self.stats = {"events": 0, "frames": 0, "resizes": 0, "human_decisions": 0,
                      "ai_decisions": 0, "games_finished": 0, "quits": 0,
                      "quits_mid_animation": 0, "quits_mid_thought": 0}
        self.game_number = 0
        self.clock = VirtualClock()
        patch.setattr(ai_seats_module, "time", self.clock)
        self.open(new_game(GameConfig(seed=seed, **options)))

    # --- tables ----------------------------------------------------------------------------------
    def stepped_workers(self) -> None:
        """Even seeds: the table's (and the hint's) AI worker answers in process, seeded."""
        if not self.real_worker:
            rng = self.rng
            self.patch.setattr(ai_seats_module, "AIWorker",
                               lambda use_process=True: SteppedWorker(rng))
            self.patch.setattr(hint_module, "AIWorker", ai_seats_module.AIWorker)

    def open(self, state: GameState) -> None:
        self.stepped_workers()
        self.controller = TableController(state, self.seats, ai_seed=self.seed,
                                          think_ms=self.think_ms)
        self.controller.listeners.append(self._count_decision)
        self.stack = SceneStack()
        speed = self.rng.choice(("0.5", "1", "2", "4", "max"))
        self.table = TableScene(self.controller, self.screen.get_size(), speed)
        self.stack.push(self.table)
        self.queue.clear()

    def _count_decision(self, action: Any, context: dict) -> None:
        if context.get("after"):
            human = self.controller.is_human(self.last_seat)
            self.stats["human_decisions" if human else "ai_decisions"] += 1
        else:
            self.last_seat = self.controller.state.current_player

    @property
    def state(self) -> GameState:
        return self.controller.state

    def close(self) -> None:
        self.stack.close()

    def quit_and_continue(self) -> None:
        """The window closed (perhaps mid-animation or mid-thought): close everything, then
        resume from the save text exactly as Continue does."""
        busy = self.table.effects.animator.busy
        thinking = self.ai_thinking()
        self.recent.append(f"quit (animating={busy}, ai thinking={thinking})")
        self.stats["quits"] += 1
        self.stats["quits_mid_animation"] += busy
        self.stats["quits_mid_thought"] += thinking
        state = self.state
        check_legal(state, "after quitting")
        text = saves.to_text(saves.SavedGame(state, tuple(self.seats)))
        self.close()
        if state.is_over:
            self.stats["games_finished"] += 1
            self.game_number += 1
            fresh = GameConfig(seed=self.seed * 1000 + self.game_number, **self.options)
            self.open(new_game(fresh))
        else:
            loaded = saves.from_data(json.loads(text))
            assert loaded.state.digest() == state.digest()
            self.open(loaded.state)

    # --- events ----------------------------------------------------------------------------------
    def random_point(self) -> tuple[int, int]:
        w, h = self.screen.get_size()
        rng = self.rng
        if rng.random() < 0.1:
            return (rng.randint(-200, w + 200), rng.randint(-200, h + 200))
        return (rng.randint(0, max(0, w - 1)), rng.randint(0, max(0, h - 1)))

    def piece_point(self) -> tuple[int, int]:
        """Somewhere a piece or a place is: a hex, a tile's cell, a slot, Ganesha, a button."""
        lay, rng = self.table.layout, self.rng
        choices: list[Any] = list(lay.hex_centres)
        for tile in lay.tiles:
            choices += [r.center for r in tile.treasury_cells] + [r.center for r in tile.slots]
            choices += [*tile.held, tile.treasury_rect.center]
        choices += [lay.centre, lay.speed_button.center, lay.log_rect.center]
        choices += [pos for row in lay.slot_pos for pos in row]
        choices += [b.rect.center for b in self.table.buttons]
        if self.table.dialog is not None:
            choices += [b.rect.center for b in self.table.dialog.buttons]
        x, y = rng.choice(choices)
        jitter = rng.choice((0, 0, 3, 12))
        return (round(x) + rng.randint(-jitter, jitter), round(y) + rng.randint(-jitter, jitter))

    def push(self, label: str, kind: int, **data: Any) -> None:
        self.queue.append((label, pygame.event.Event(kind, **data)))

    def plan_drag(self, start: tuple[int, int], end: tuple[int, int], label: str) -> None:
        steps = self.rng.choice((1, 2, 5, 12))
        self.push(f"{label}: down {start}", pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        for k in range(1, steps + 1):
            pos = (round(start[0] + (end[0] - start[0]) * k / steps),
                   round(start[1] + (end[1] - start[1]) * k / steps))
            self.push(f"{label}: move {pos}", pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                      buttons=(1, 0, 0))
        self.push(f"{label}: up {end}", pygame.MOUSEBUTTONUP, pos=end, button=1)

    def plan_click(self, pos: tuple[int, int], label: str, button: int = 1) -> None:
        self.push(f"{label}: down {pos}", pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.push(f"{label}: up {pos}", pygame.MOUSEBUTTONUP, pos=pos, button=button)

    def plan_sensible(self) -> bool:
        """A move a player would make: drag a pickable piece to a glowing place, press a bar
        button or a dialog option. False when no human may act now."""
        table, c, lay, rng = self.table, self.controller, self.table.layout, self.rng
        if table.dialog is not None and table.dialog.buttons and rng.random() < 0.8:
            button = rng.choice(table.dialog.buttons)
            self.plan_click(button.rect.center, "dialog option")
            return True
        if not c.human_to_act:
            return False
        if table.buttons and rng.random() < 0.25:
            self.plan_click(rng.choice(table.buttons).rect.center, "bar button")
            return True
        pickable = sorted(c.pickable(), key=repr)
        if not pickable:
            return False
        source = rng.choice(pickable)
        seat = self.state.turn_player
        tile = lay.tiles[seat]
        if isinstance(source, AltarGem):
            start = lay.hex_centres[source.hex]
        elif isinstance(source, TakenGem):
            held = self.state.held_gems()
            start = tile.held[min(1, held.index(source.colour))] if source.colour in held \
                else tile.held[0]
        else:
            start = tile.treasury_cells[COLOURS.index(source.colour)].center
        targets = sorted(c.targets_for(source), key=repr)
        places: dict[Any, Any] = {
            ToTreasury(): tile.treasury_rect.center, ToGanesha(): lay.centre,
            ToMandala(): lay.slot_pos[0][0], ToSlot(0): tile.slots[0].center,
            ToSlot(1): tile.slots[1].center}
        end = places.get(rng.choice(targets)) if targets else self.piece_point()
        start = (round(start[0]), round(start[1]))
        end = (round(end[0]), round(end[1])) if end else self.random_point()
        if rng.random() < 0.7:
            self.plan_drag(start, end, f"drag {source}")
        else:  # click the piece, then the place
            self.plan_click(start, f"select {source}")
            self.plan_click(end, "place")
        return True

    def check(self, where: str) -> None:
        check_legal(self.state, where)

    def ai_thinking(self) -> bool:
        worker = self.controller.ai.worker if self.controller is not None else None
        return worker is not None and worker.busy

    def plan_random(self) -> None:
        rng = self.rng
        flying = self.table is not None and self.table.effects.animator.busy
        if (self.ai_thinking() and rng.random() < 0.02) or (flying and rng.random() < 0.005):
            self.push("quit", pygame.QUIT)  # the window closes while the AI thinks or gems fly
            return
        roll = rng.random()
        if roll < 0.30:
            if not self.plan_sensible():
                self.plan_click(self.piece_point(), "click piece")
        elif roll < 0.45:
            self.plan_click(self.random_point() if rng.random() < 0.5 else self.piece_point(),
                            "click", button=rng.choice((1, 1, 1, 2, 3)))
        elif roll < 0.58:
            self.plan_drag(self.piece_point(), self.random_point(), "drag anywhere")
        elif roll < 0.62:
            pos = self.random_point()
            kind = rng.choice((pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN))
            if kind == pygame.MOUSEMOTION:
                self.push(f"stray move {pos}", kind, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
            else:
                self.push(f"stray button {pos}", kind, pos=pos, button=rng.choice((1, 2, 3, 4, 5)))
        elif roll < 0.67:
            y = rng.choice((-3, -1, 1, 2, 10))
            self.push(f"wheel {y}", pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                      precise_x=0.0, precise_y=float(y), touch=False)
        elif roll < 0.80:
            key = rng.choice(KEYS)
            mod = rng.choice((0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL))
            self.push(f"key {pygame.key.name(key)}", pygame.KEYDOWN, key=key, mod=mod,
                      unicode="", scancode=0)
            self.push(f"key up {pygame.key.name(key)}", pygame.KEYUP, key=key, mod=mod,
                      unicode="", scancode=0)
        elif roll < 0.87:
            size = rng.choice(SIZES) if rng.random() < 0.6 else (rng.randint(1, 2600),
                                                                 rng.randint(1, 1600))
            if rng.random() < 0.5:
                self.push(f"resize {size}", pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
            else:
                self.push(f"window resized {size}", pygame.WINDOWRESIZED, x=size[0], y=size[1])
                self.push(f"resize {size}", pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        elif roll < 0.96:
            name = rng.choice(WINDOW_EVENTS)
            self.push(name.lower(), getattr(pygame, name))
            if rng.random() < 0.3:
                self.push("activeevent", pygame.ACTIVEEVENT, gain=rng.choice((0, 1)), state=2)
        elif roll < 0.993:
            self.push("frames", pygame.USEREVENT)  # a pause: only frames run
        else:
            self.push("quit", pygame.QUIT)

    def dispatch(self, label: str, event: pygame.event.Event) -> None:
        """What :func:`ganesha.ui.shell.loop.run` does with one event."""
        self.recent = [*self.recent, label][-25:]
        if event.type == pygame.QUIT:
            self.stack.quit(0)
        elif event.type == pygame.VIDEORESIZE:
            self.stats["resizes"] += 1
            self.screen = pygame.display.set_mode(event.size, pygame.RESIZABLE)
            self.stack.resize(self.screen.get_size())
        elif event.type != pygame.USEREVENT:
            self.stack.process_event(event)

    def frames(self) -> None:
        rng = self.rng
        count = rng.choice((0, 1, 1, 1, 2, 4)) if rng.random() < 0.97 else 30
        for _ in range(count):
            dt = rng.choice((0.0, 1 / 120, 1 / 60, 1 / 60, 1 / 30, 0.1))
            self.clock.now += dt
            self.update(dt)
            self.stats["frames"] += 1
            if self.real_worker and self.ai_thinking():
                time.sleep(0.002)  # let the worker process get on with it

    def update(self, dt: float) -> None:
        self.stack.update(dt)
        self.stack.draw(self.screen)

    def run(self) -> dict[str, int]:
        for n in range(self.events):
            if not self.queue:
                self.plan_random()
            label, event = self.queue.pop(0)
            self.dispatch(label, event)
            self.stats["events"] += 1
            # more noise may arrive in the middle of a drag
            if self.queue and self.rng.random() < 0.05:
                self.plan_random()
                self.queue.insert(0, self.queue.pop())
            if self.stack.quit_requested or not self.stack.scenes:
                self.quit_and_continue()
            else:
                self.frames()
            if n % 100 == 99:
                self.check(f"after event {n + 1}")
        self.quit_and_continue()  # wherever the run stopped (mid-drag, -animation, -thought)
        self.close()
        return self.stats


TEXTS = ("Ravi", "Мира", "😀🐘", "x" * 300, "\u202eevil", "a\u0301", "", " ", "\t", "名前")


class AppFuzzer(Fuzzer):
    """The whole game as a player starts it (:class:`~ganesha.ui.shell.menu_app.MenuApp`): the
    title, New game, Settings, Rules, the pause overlay, the table and the results, with the
    autosave written to a private ``GANESHA_HOME``. A ``QUIT`` closes the app (the game is saved)
    and starts it again, so Continue is exercised too; typing goes into the name fields."""

    def open(self, state: GameState) -> None:
        self.start_app()  # the app starts at its title, whatever the state

    def start_app(self) -> None:
        from ganesha.store.settings import ANIMATION_SPEEDS, Settings
        from ganesha.ui.shell.menu_app import MenuApp

        self.stepped_workers()
        speed = self.rng.choice(ANIMATION_SPEEDS)
        self.app = MenuApp(self.screen.get_size(), Settings(animation_speed=speed, sound=False),
                           think_ms=30)
        self.stack = self.app.stack
        self.queue.clear()
        self.scenes_seen: set[str] = getattr(self, "scenes_seen", set())

    @property
    def table(self) -> TableScene | None:  # type: ignore[override]
        return self.app.table

    @property
    def controller(self) -> TableController | None:  # type: ignore[override]
        return self.app.table.controller if self.app.table is not None else None

    @property
    def state(self) -> GameState | None:  # type: ignore[override]
        return self.app.table.state if self.app.table is not None else None

    def check(self, where: str) -> None:
        if self.state is not None:
            check_legal(self.state, where)

    def quit_and_continue(self) -> None:
        state = self.state
        self.recent.append(f"quit the app (table={state is not None}, "
                           f"ai thinking={self.ai_thinking()})")
        self.stats["quits"] += 1
        self.stats["quits_mid_thought"] += self.ai_thinking()
        if self.table is not None:
            self.stats["quits_mid_animation"] += self.table.effects.animator.busy
        self.check("when the app closes")
        in_lesson = self.table is not None and self.table.lesson is not None
        self.app.close()
        if in_lesson:  # Learn to play keeps its game in its own file
            loaded, notice = lesson_save.load()
            saved = loaded[0] if loaded is not None else None
        else:
            saved, notice = saves.load_current()
        assert notice is None, notice
        if state is not None and not state.is_over:
            assert saved is not None
            assert saved.state.digest() == state.digest()
        self.start_app()  # at the title again

    def close(self) -> None:
        self.app.close()

    def dispatch(self, label: str, event: pygame.event.Event) -> None:
        """What the one loop (:func:`ganesha.ui.shell.loop.run`) does with one event."""
        self.recent = [*self.recent, label][-25:]
        if event.type == pygame.QUIT:
            self.app.request_quit()
        elif event.type == pygame.VIDEORESIZE:
            self.stats["resizes"] += 1
            self.screen = pygame.display.set_mode(event.size, pygame.RESIZABLE)
            self.app.resize(self.screen.get_size())
        elif event.type != pygame.USEREVENT:
            self.app.process_event(event)

    def update(self, dt: float) -> None:
        self.app.update(dt)
        self.app.draw(self.screen)
        top = self.stack.top
        if top is not None:
            self.scenes_seen.add(type(top).__name__)
        controller = self.controller
        if controller is not None and self._count_decision not in controller.listeners:
            controller.listeners.append(self._count_decision)

    def piece_point(self) -> tuple[int, int]:
        top = self.stack.top
        if top is self.table and top is not None:
            return super().piece_point()
        rects = [c.rect for c in getattr(getattr(top, "form", None), "controls", [])]
        rects += [b.rect for b in (getattr(top, "quit_button", None),
                                   getattr(top, "back_button", None)) if b is not None]
        if not rects:
            return self.random_point()
        rect = self.rng.choice(rects)
        return (self.rng.randint(rect.left, max(rect.left, rect.right - 1)),
                self.rng.randint(rect.top, max(rect.top, rect.bottom - 1)))

    def plan_sensible(self) -> bool:
        top = self.stack.top
        if top is self.table and top is not None:
            return super().plan_sensible()
        if self.rng.random() < 0.15:
            text = self.rng.choice(TEXTS)
            self.push(f"type {text[:12]!r}", pygame.TEXTINPUT, text=text)
            return True
        self.plan_click(self.piece_point(), f"control of {type(top).__name__}")
        return True


@pytest.fixture
def display() -> Iterator[pytest.MonkeyPatch]:
    """The dummy display, and a patch for the fuzzer (undone, the display closed, afterwards)."""
    pygame.display.init()
    pygame.font.init()
    with pytest.MonkeyPatch.context() as patch:
        yield patch
    pygame.display.quit()


def _fail_with_replay(fuzzer, exc: Exception, headline: str, replay: str,
                      extra: str = "") -> None:
    """Fail with everything needed to reproduce: the seed's replay command, the last events and
    the traceback (the fuzzer is closed first; a second failure there is not the one to report)."""
    with contextlib.suppress(Exception):
        fuzzer.close()
    recent = "\n    ".join(fuzzer.recent[-15:])
    pytest.fail(f"{headline}\n  replay: {replay}\n  last events:\n    {recent}\n{extra}"
                f"{''.join(traceback.format_exception(exc))}", pytrace=False)


@pytest.mark.parametrize("seed", _seeds())
def test_table_survives_random_events(seed: int, display: pytest.MonkeyPatch) -> None:
    fuzzer = Fuzzer(seed, EVENTS, display)
    try:
        stats = fuzzer.run()
    except Exception as exc:
        _fail_with_replay(
            fuzzer, exc,
            f"UI fuzz failed: seed {seed}, event {fuzzer.stats['events']} of {EVENTS}, "
            f"table {fuzzer.options} {fuzzer.seats}",
            f"GANESHA_FUZZ_SEEDS={seed} GANESHA_FUZZ_EVENTS={EVENTS} "
            f"python -m pytest tests/ui/shell/test_fuzz.py",
            f"  actions so far: {len(fuzzer.state.player_actions())}\n")
    print(f"fuzz seed {seed}: {stats}")
    assert stats["events"] == EVENTS


APP_EVENTS = int(os.environ.get("GANESHA_FUZZ_APP_EVENTS", "1000"))


@pytest.mark.parametrize("seed", _seeds("GANESHA_FUZZ_APP_SEEDS", "1-2"))
def test_whole_app_survives_random_events(seed: int, display: pytest.MonkeyPatch, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    fuzzer = AppFuzzer(seed, APP_EVENTS, display)
    try:
        stats = fuzzer.run()
    except Exception as exc:
        _fail_with_replay(
            fuzzer, exc,
            f"app fuzz failed: seed {seed}, event {fuzzer.stats['events']} of {APP_EVENTS}",
            f"GANESHA_FUZZ_APP_SEEDS={seed} GANESHA_FUZZ_APP_EVENTS={APP_EVENTS} "
            f"python -m pytest tests/ui/shell/test_fuzz.py -k whole_app")
    print(f"app fuzz seed {seed}: {stats}, scenes {sorted(fuzzer.scenes_seen)}")
    assert stats["events"] == APP_EVENTS
