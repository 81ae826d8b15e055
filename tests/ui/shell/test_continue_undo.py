"""Continue keeps Undo: what a person could take back when they left a game (Esc, Save and quit,
or closing the window) they can still take back after Continue — their own decisions of the
turn under way, never past a bag draw. Played with the mouse and Ctrl+Z through the real app."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.data.match import Match
from ganesha.engine import Drawn, Gamble, GameConfig, GameState, Place, new_game
from ganesha.ui.kit.text import tr
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.pause import PauseScene
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.intents import Drop, TakenGem, ToTreasury
from tests.helpers.app_main import run_main
from tests.helpers.menu_app import (
    AppOnScreen,
    MakeApp,
    current_save,
    frames,
    key,
    table_of,
    top_of,
)
from tests.helpers.positions import find_position, plain_hex

Point = tuple[float, float]


def mouse(app: AppOnScreen, kind: int, pos: Point) -> None:
    """One mouse event as the window sends it, then a frame."""
    at = (round(pos[0]), round(pos[1]))
    data = {"button": 1} if kind != pygame.MOUSEMOTION else {"rel": (0, 0),
                                                             "buttons": (1, 0, 0)}
    app.process_event(pygame.event.Event(kind, pos=at, **data))
    frames(app)


def drag(app: AppOnScreen, start: Point, end: Point) -> None:
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    for k in range(1, 7):
        mouse(app, pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k / 6,
                                        start[1] + (end[1] - start[1]) * k / 6))
    mouse(app, pygame.MOUSEBUTTONUP, end)
    frames(app, 3)


def ctrl_z(app: AppOnScreen) -> None:
    app.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="\x1a"))
    frames(app, 2)


def undo_enabled(app: AppOnScreen) -> bool:
    """Whether the bar's Undo button can be pressed (it is grey otherwise)."""
    table = table_of(app)
    return any(b.enabled for b in table.buttons if b.label.startswith(tr("Undo")))


def press(app: AppOnScreen, name: str) -> None:
    """Click the control called ``name`` on the top screen, as a player would."""
    control = next(c for c in top_of(app, MenuScene).form.controls if c.name == name)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.process_event(pygame.event.Event(kind, pos=control.rect.center, button=1))
    frames(app)


def save_and_quit(app: AppOnScreen) -> None:
    """Esc, then Save and quit on the pause: the title."""
    key(app, pygame.K_ESCAPE)
    frames(app)
    top_of(app, PauseScene)
    press(app, "save_quit")
    assert app.table is None
    top_of(app, TitleScene)


def save_quit_and_continue(app: AppOnScreen) -> None:
    """Esc, Save and quit on the pause, then Continue on the title."""
    save_and_quit(app)
    press(app, "continue")
    frames(app, 3)


def take_a_gem(app: AppOnScreen) -> tuple[str, int]:
    """The person to act drags a plain gem into their Treasury; the position before it and how
    many decisions Undo then offers."""
    table = table_of(app)
    start = table.state.to_json()
    seat = table.state.current_player
    h = plain_hex(table.state)
    drag(app, table.layout.hex_centres[h], table.layout.tiles[seat].treasury_rect.center)
    assert table.state.to_json() != start
    assert undo_enabled(app)
    return start, table.controller.undo_steps()


def test_a_gem_taken_before_save_and_quit_is_taken_back_after_continue(
        make_app: MakeApp) -> None:
    app = make_app()
    config = GameConfig(players=2, seed=11, spices=False, first_player=0)
    app.play(Match(config, ("human", "random"), ()))
    frames(app, 3)
    table = table_of(app)
    start, steps = take_a_gem(app)
    assert steps == 2  # the take and the placement in the Treasury

    save_quit_and_continue(app)
    again = table_of(app)
    assert again is not table
    assert again.controller.undo_steps() == steps
    assert undo_enabled(app)
    ctrl_z(app)
    assert again.controller.undo_steps() == steps - 1
    ctrl_z(app)
    assert again.state.to_json() == start  # the gem is back on the altar
    assert not undo_enabled(app)
    frames(app, 2)
    assert current_save().state.to_json() == start  # and the take-back is saved


def test_the_earlier_game_brought_back_keeps_its_undo(make_app: MakeApp) -> None:
    """A gem taken, Save and quit, a new game started over it (the first kept as the Earlier
    game), then Earlier game on the title: the gem can still be taken back."""
    app = make_app()
    config = GameConfig(players=2, seed=12, spices=False, first_player=0)
    app.play(Match(config, ("human", "random"), ()))
    frames(app, 3)
    start, steps = take_a_gem(app)
    save_and_quit(app)
    app.start(Match(GameConfig(players=2, seed=99), ("human", "easy"), ()))
    frames(app)
    press(app, "yes")  # start the new game, the saved one kept as the Earlier game
    save_and_quit(app)
    press(app, "recent")
    frames(app, 3)
    table = table_of(app)
    assert table.state.config.seed == 12
    assert table.controller.undo_steps() == steps
    for _ in range(steps):
        ctrl_z(app)
    assert table.state.to_json() == start


def spice_position() -> GameState:
    """A seeded game whose player to act has just taken a gem from a Red Pepper hex and may
    gamble: paying a point and drawing from the bag."""
    return find_position(lambda s: Gamble() in s.legal_actions()
                         and s.turn_player == s.current_player)


def test_undo_after_continue_stops_at_a_bag_draw(make_app: MakeApp) -> None:
    state = spice_position()
    seat = state.current_player
    seats = ["random", "random"]
    seats[seat] = "human"
    app = make_app()
    app.play(Match(state.config, tuple(seats), ()), state)
    frames(app, 3)
    table = table_of(app)
    assert table.controller.undo_steps() == 1  # the take from the Red Pepper hex
    dialog = table.dialog
    assert dialog is not None
    gamble = next(b for b in dialog.buttons if b.intent == Gamble())
    mouse(app, pygame.MOUSEBUTTONDOWN, gamble.rect.center)
    mouse(app, pygame.MOUSEBUTTONUP, gamble.rect.center)
    at_draw = table.state.to_json()
    assert any(isinstance(a, Drawn) for a in table.state.history[-2:])  # the bag was drawn
    assert table.controller.undo_steps() == 0
    held = next(a for a in table.state.legal_actions() if isinstance(a, Place)
                and a.target == "treasury")
    table.apply(Drop(TakenGem(held.gem), ToTreasury()))  # the gem in hand kept
    frames(app, 2)
    assert table.controller.undo_steps() == 1

    save_quit_and_continue(app)
    again = table_of(app)
    assert again.controller.undo_steps() == 1  # the placement, not the take before the draw
    assert again.state.to_json() != at_draw
    ctrl_z(app)
    assert again.state.to_json() == at_draw  # the placement taken back
    assert not undo_enabled(app)
    ctrl_z(app)  # refused: the bag was drawn from
    assert again.state.to_json() == at_draw
    assert again.controller.undo_steps() == 0


@pytest.fixture
def home(home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The shared private home, and no crash dialog (the real ``main`` would show one)."""
    monkeypatch.setenv("GANESHA_NO_CRASH_DIALOG", "1")
    return home


def test_closing_the_window_then_continue_keeps_undo(home: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """``ganesha --seats human,ai`` to the person's first gem, the window closed; then a plain
    ``ganesha``, Continue on the title, and Ctrl+Z takes the gem back."""
    seen: dict = {}

    def first(n: int, app: MenuApp) -> None:
        table = app.table
        if table is None or not table.controller.human_to_act:
            return
        if "steps" in seen:
            return  # the window is being closed
        if "took" in seen:
            seen["steps"] = table.controller.undo_steps()
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            return
        seen["start"] = table.state.to_json()
        h = plain_hex(table.state)
        seat = table.state.current_player
        start = table.layout.hex_centres[h]
        end = table.layout.tiles[seat].treasury_rect.center
        for kind, pos in ((pygame.MOUSEBUTTONDOWN, start), (pygame.MOUSEMOTION, end),
                          (pygame.MOUSEBUTTONUP, end)):
            data = {"button": 1} if kind != pygame.MOUSEMOTION else {"rel": (0, 0),
                                                                     "buttons": (1, 0, 0)}
            pos = (round(pos[0]), round(pos[1]))
            pygame.event.post(pygame.event.Event(kind, pos=pos, **data))
        seen["took"] = True

    code, _ = run_main(monkeypatch, ["--seats", "human,easy", "--seed", "5", "--speed", "instant",
                                     "--size", "1280x800"], first)
    assert code == 0
    assert seen["steps"] == 2

    def second(n: int, app: MenuApp) -> None:
        top = app.stack.top
        if isinstance(top, TitleScene):
            top.on_change("continue", None)
            return
        table = app.table
        if table is None or top is not table or "end" in seen:
            return
        if "resumed" not in seen:
            seen["resumed"] = table.controller.undo_steps()
        if table.controller.undo_steps():
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                                 mod=pygame.KMOD_LCTRL, unicode="\x1a"))
            return
        seen["end"] = table.state.to_json()
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    code, _ = run_main(monkeypatch, [], second)
    assert code == 0
    assert seen["resumed"] == 2
    assert seen["end"] == seen["start"]


def test_a_rebuilt_undo_matches_the_one_the_game_was_played_with() -> None:
    """Every position of a whole game, saved and opened again, offers the same Undo as the
    table it was played at (a person and an AI seat; a hot seat of three)."""
    for seats in (["human", "random"], ["human", "human", "human"]):
        played = TableController(new_game(GameConfig(players=len(seats), seed=7)), seats)
        bots = [make_player("random", seed=s) for s in range(len(seats))]
        checked = 0
        while not played.state.is_over:
            state = played.state
            played.submit(bots[state.current_player].choose(state))
            if played.decisions % 3:
                continue
            opened = TableController(GameState.from_json(played.state.to_json()), seats)
            opened.recall_undo()
            assert opened.undo_steps() == played.undo_steps()
            checked += played.undo_steps() > 0
            opened.close()
        played.close()
        assert checked > 5
