"""The look checks: what a screen reports it drew (``Painter.drawn``, ``MenuScene.drawn``,
``ResultsScene.drawn``) must not overlap and must stay inside the window. The look tests run
them at 100 % text; the text-size tests run the very same checks again at larger text.
"""

from __future__ import annotations

import os
import random
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from ganesha.data import i18n
from ganesha.data.match import Match
from ganesha.engine import GameConfig, GameState, new_game
from ganesha.store import records, saves
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.confirm import ConfirmScene
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.replay import ReplayScene
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.scene import TableScene, open_table
from tests.helpers.games import finished, finished_by_one_bot, seats_for
from tests.helpers.screens_host import ScreensHost
from tests.helpers.worn import worn

Drawn = list[tuple[str, pygame.Rect]]

# kinds of things that must never overlap one another
SOLID = {"label", "hex_number", "slot_value", "slot_letter", "track_number", "gem",
         "mandala_gem", "spice_icon"}
# a gem in a mandala slot covers that slot's value and letter: the rules' own picture
ALLOWED = {frozenset(("mandala_gem", "slot_value")), frozenset(("mandala_gem", "slot_letter"))}
#: The menu screens the look checks open, in this order.
SCREENS = ("title", "new game", "settings", "rules", "pause", "error")


# --- the table ------------------------------------------------------------------------------
def mid_game(players: int, side: str, steps: int, seed: int) -> GameState:
    state = new_game(GameConfig(players=players, seed=seed, side=side))
    rng = random.Random(seed)
    for _ in range(steps):
        actions = state.legal_actions()
        if not actions or state.is_over:
            break
        state.apply(rng.choice(actions))
    return state


def draw(state: GameState, size: tuple[int, int]) -> tuple[TableScene, pygame.Surface]:
    """The resting table for ``state`` (every seat a person), drawn on a new display."""
    surface = pygame.display.set_mode(size)
    scene = open_table(Match(state.config, ("human",) * state.config.players), state, size)
    for _ in range(3):
        scene.update(1.0)  # past every fade and glide: the resting table
    scene.draw(surface)
    return scene, surface


def overlaps(drawn: Drawn) -> list[str]:
    """Every pair of solid things (labels, numbers, gems) whose boxes overlap."""
    solid = [(kind, rect) for kind, rect in drawn if kind in SOLID]
    found = []
    for (ka, ra), (kb, rb) in combinations(solid, 2):
        if frozenset((ka, kb)) in ALLOWED:
            continue
        if ra.colliderect(rb):
            found.append(f"{ka} {tuple(ra)} / {kb} {tuple(rb)}")
    return found


def assert_table_draws_nothing_over_anything(players: int, side: str, size: tuple[int, int],
                                             language: str) -> None:
    for steps, seed in ((0, 1), (9, 2), (25, 5), (40, 3)):
        state = mid_game(players, side, steps, seed)
        scene, surface = draw(state, size)
        drawn = scene.painter.drawn
        kinds = {kind for kind, _ in drawn}
        assert {"label", "hex_number", "slot_value", "gem"} <= kinds  # it did report its drawing
        assert not overlaps(drawn), (players, side, size, language, steps, overlaps(drawn)[:5])
        window = surface.get_rect()
        for kind, rect in drawn:
            if kind in SOLID:
                assert window.contains(rect), (kind, tuple(rect), "leaves the window")


# --- the menus ------------------------------------------------------------------------------
def open_screen(host: ScreensHost, name: str) -> None:
    host.show_title()
    if name == "new game":
        host.new_game()
    elif name == "settings":
        host.open_settings()
    elif name == "rules":
        host.open_rules()
    elif name == "pause":
        host.pause()
    elif name == "error":
        host.show_error(None, True)


def assert_menu_screens_draw_nothing_over_anything(size: tuple[int, int], language: str,
                                                   tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    surface = pygame.display.set_mode(size)
    stack = SceneStack()
    with worn(language=language):
        host = ScreensHost(stack, size, Settings(language=language))
        try:
            screens_draw_apart(host, surface, size, language)
        finally:
            stack.close()


def screens_draw_apart(host: ScreensHost, surface: pygame.Surface, size: tuple[int, int],
                       language: str) -> None:
    """Each of :data:`SCREENS` opened on ``host``, drawn: nothing over anything, all inside."""
    stack = host.stack
    for name in SCREENS:
        open_screen(host, name)
        stack.update(1 / 60)
        stack.draw(surface)
        top = stack.top
        assert isinstance(top, MenuScene)
        drawn = top.drawn
        assert any(kind == "label" for kind, _ in drawn), name  # the screen reported
        for (ka, ra), (kb, rb) in combinations(drawn, 2):
            if ka == kb == "control":
                continue  # the controls' own layout is the form's business
            assert not ra.colliderect(rb), (name, size, language, ka, tuple(ra), kb, tuple(rb))
        for kind, rect in drawn:
            assert surface.get_rect().contains(rect), (name, kind, tuple(rect))


# --- the results ----------------------------------------------------------------------------
def clashes(drawn: Drawn) -> list[str]:
    """Every pair of drawn things whose boxes overlap (buttons among themselves excepted: their
    row is the buttons' own layout)."""
    found = []
    for (ka, ra), (kb, rb) in combinations(drawn, 2):
        if ka == kb == "control":
            continue
        if ra.colliderect(rb):
            found.append(f"{ka} {tuple(ra)} / {kb} {tuple(rb)}")
    return found


def keep_shot(surface: pygame.Surface, name: str) -> None:
    """GANESHA_SHOTS=dir keeps a picture of each case to look at."""
    shots = os.environ.get("GANESHA_SHOTS")
    if shots:
        pygame.image.save(surface, os.path.join(shots, f"{name}.png"))


def assert_results_draw_nothing_over_anything(players: int, size: tuple[int, int],
                                              language: str) -> None:
    state = finished_by_one_bot(players, 20 + players)
    controller = TableController(state, ["human"] + ["medium"] * (players - 1))
    surface = pygame.display.set_mode(size)
    with worn(language=language):
        scene = ResultsScene(controller, *size, 1.0, hints_used=2)
        scene.update(5.0)  # past the winner's moment: the resting screen
        scene.draw(surface)
    keep_shot(surface, f"results-{players}p-{size[0]}-{language}")
    kinds = {kind for kind, _ in scene.drawn}
    assert {"label", "gem", "pawn", "control"} <= kinds
    assert not clashes(scene.drawn)
    screen = surface.get_rect()
    for kind, rect in scene.drawn:
        assert screen.contains(rect), (kind, tuple(rect))
        for box in (scene.panel_rect, scene.chart_rect):  # what is on a panel stays on it
            assert not box.colliderect(rect) or box.contains(rect), (kind, tuple(rect))


# --- Records, confirm and the replay --------------------------------------------------------
def check(drawn: Drawn, surface: pygame.Surface, name: str) -> None:
    keep_shot(surface, name)
    assert any(kind == "label" for kind, _ in drawn), name  # the screen reported
    assert not overlaps(drawn), name  # labels and gems among themselves
    controls = [rect for kind, rect in drawn if kind == "control"]
    for (kind, rect), control in ((item, c) for item in drawn for c in controls):
        if kind != "control":
            assert not rect.colliderect(control), (name, kind, tuple(rect), tuple(control))
    for kind, rect in drawn:
        assert surface.get_rect().contains(rect), (name, kind, tuple(rect))


def assert_records_and_confirm_draw_nothing_over_anything(host: ScreensHost, players: int,
                                                          size: tuple[int, int],
                                                          language: str) -> None:
    recs = records.empty()
    for seed in range(10):  # more than a page, every level, long names where they come
        seats = seats_for(players if seed % 2 else 2 + seed % 3)
        records.add_game(recs, saves.SavedGame(finished(seed, len(seats)), seats))
    with worn(language=language):
        tr = i18n.translate
        surface = pygame.display.set_mode(size)
        older = RecordsScene(host, host, host, size, recs, tr(
            "Your records could not be read ({reason}).", reason="Expecting value: line 1"))
        screens: list[tuple[str, ConfirmScene | RecordsScene]] = [
            ("records", older),
            ("records-empty", RecordsScene(host, host, host, size, records.empty())),
            ("confirm", ConfirmScene(
                host, size, tr("Abandon the saved game? It will be kept under \"Earlier game\" on "
                               "the title screen, so you can still go back to it."),
                tr("Start the new game"), tr("Keep the saved game"), on_yes=lambda: None))]
        for name, scene in screens:
            scene.update(1 / 60)
            scene.draw(surface)
            check(scene.drawn, surface, f"{name}-{players}p-{size[0]}-{language}")
        older.on_change("older", True)  # the second page: Newer and the page count
        older.draw(surface)
        check(older.drawn, surface, f"records-older-{players}p-{size[0]}-{language}")


def assert_replay_draws_nothing_over_anything(host: ScreensHost, players: int, moment: str,
                                              size: tuple[int, int], language: str) -> None:
    state = finished(3, players)
    saved = saves.SavedGame(state, seats_for(players))
    with worn(language=language):
        surface = pygame.display.set_mode(size)
        replay = ReplayScene(host, host, saved, size)
        try:
            n = len(replay.actions)
            replay.goto({"start": 0, "middle": n // 2, "end": n}[moment])
            replay.rebuild()
            for _ in range(3):
                replay.update(1.0)  # the resting table
            replay.draw(surface)
            assert any(kind == "gem" for kind, _ in replay.drawn)  # the table reported
            check(replay.drawn, surface, f"replay-{moment}-{players}p-{size[0]}-{language}")
        finally:
            replay.close()
