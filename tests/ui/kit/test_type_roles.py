"""One type scale, applied everywhere: every line a screen draws has a role of the type scale
(ganesha/ui/kit/type_scale.py), stays inside its box (a field, a button, a row, a panel, the
window) and a role has one size on a screen. Every menu screen, at 1280x800 and 1024x600, 100,
125 and 150 % text, English and Russian; what was drawn is read off ``ganesha.ui.kit.typeset``,
where the screens and widgets note each line, and the words rendered are caught at the text
cache so a line drawn without a role fails too."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from ganesha.data import i18n
from ganesha.data.look import Look, wearing
from ganesha.data.match import Match
from ganesha.data.vocabulary import speed_named
from ganesha.engine import GameConfig, new_game
from ganesha.store import records, saves
from ganesha.store.settings import Settings
from ganesha.ui.kit import type_scale, typeset
from ganesha.ui.kit.scene import Scene, SceneStack
from ganesha.ui.kit.theme import TextCache
from ganesha.ui.menus.confirm import ConfirmScene
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.replay import ReplayScene
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.scene import TableScene, open_table
from tests.helpers.games import finished, finished_by_one_bot, seats_for
from tests.helpers.look import SCREENS, open_screen
from tests.helpers.screens_host import ScreensHost

SIZES = ((1280, 800), (1024, 600))
#: The everyday sample: the common window at 100 % in English, the small one at 150 % in Russian
#: (the tightest), and the common one at 125 % in Russian; the rest of the product is ``slow``.
DAILY = {((1280, 800), 100, "en"), ((1024, 600), 150, "ru"), ((1280, 800), 125, "ru")}
CASES = [pytest.param(size, percent, language,
                      marks=() if (size, percent, language) in DAILY else pytest.mark.slow)
         for size in SIZES for percent in (100, 125, 150) for language in ("en", "ru")]
EDGE = 2
"""A panel's border, in pixels at 1280x800: a line on a panel keeps inside it."""
PICTURED = {"mark"}
"""Roles sized by the picture they are printed on (the drum's number, the bag's count)."""


def misfits(sheet: typeset.Sheet, window: pygame.Rect, s: float) -> list[str]:
    """Lines outside their box or the window, lines across a panel's border, and roles drawn
    in more than one size."""
    found = []
    sizes: dict[str, set[int]] = {}
    for line in sheet.lines:
        sizes.setdefault(line.role, set()).add(line.px)
        if line.role not in type_scale.ROLES:
            found.append(f"{line.words!r} in no role of the scale ({line.role})")
        if not line.rect.width:
            continue  # scrolled out of sight: nothing of it shows
        box = line.box if line.box.width else window
        if not box.contains(line.rect) or not window.contains(line.rect):
            found.append(f"{line.words!r} ({line.role}) {tuple(line.rect)} leaves {tuple(box)}")
        for after, panel in sheet.panels:
            if line.seq < after:
                continue  # drawn before the panel, which covers it
            inside = panel.inflate(-2 * round(EDGE * s), -2 * round(EDGE * s))
            if panel.colliderect(line.rect) and not inside.contains(line.rect):
                found.append(f"{line.words!r} ({line.role}) {tuple(line.rect)} crosses the "
                             f"border of the panel {tuple(panel)}")
    found += [f"{role} drawn in {sorted(px)} px" for role, px in sizes.items()
              if len(px) > 1 and role not in PICTURED]
    return found


@pytest.fixture
def rendered(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words every text cache turns into pixels (measuring heights with "Ag" aside)."""
    words: list[str] = []
    real = TextCache.render

    def render(self: TextCache, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        if text.strip() and text != "Ag":
            words.append(text)
        return real(self, text, *args, **kwargs)

    monkeypatch.setattr(TextCache, "render", render)
    return words


def unroled(sheet: typeset.Sheet, words: list[str]) -> list[str]:
    noted = {line.words for line in sheet.lines}
    return sorted({w for w in words if w not in noted})


def screens(host: ScreensHost, size: tuple[int, int]) -> Iterator[tuple[str, Scene]]:
    for name in SCREENS:
        open_screen(host, name)
        assert host.stack.top is not None
        yield name, host.stack.top
    recs = records.empty()
    for seed in range(10):  # more than a page, every level, long names where they come
        seats = seats_for(4 if seed % 2 else 2 + seed % 3)
        records.add_game(recs, saves.SavedGame(finished(seed, len(seats)), seats))
    yield "records", RecordsScene(host, host, host, size, recs)
    tr = i18n.translate
    yield "confirm", ConfirmScene(host, size, tr(
        "Abandon the saved game? It will be kept under \"Earlier game\" on the title screen, so "
        "you can still go back to it."), tr("Start the new game"), tr("Keep the saved game"),
        on_yes=lambda: None)


def drawn(scene: Scene, surface: pygame.Surface, words: list[str]) -> typeset.Sheet:
    """The lines of one resting frame (the first frame settles the screen's sizes)."""
    scene.update(1 / 60)
    scene.draw(surface)
    words.clear()
    with typeset.watching() as sheet:
        scene.draw(surface)
    return sheet


@pytest.mark.parametrize(("size", "percent", "language"), CASES)
def test_every_menu_line_has_a_role_fits_its_box_and_a_role_has_one_size(
        size: tuple[int, int], percent: int, language: str, rendered: list[str],
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    settings = Settings(language=language, text_size=percent)
    with wearing(settings.look()):
        surface = pygame.display.set_mode(size)
        host = ScreensHost(SceneStack(), size, settings,
                           holds={"saved", "recent", "last", "records"}, save_settings_file=False)
        found: list[str] = []
        try:
            for name, scene in screens(host, size):
                assert isinstance(scene, MenuScene)
                sheet = drawn(scene, surface, rendered)
                assert sheet.lines, f"{name} noted no line"
                found += [f"{name}: {m}" for m in misfits(sheet, surface.get_rect(), scene.s)]
                found += [f"{name}: {w!r} drawn without a role" for w in unroled(sheet, rendered)]
        finally:
            host.stack.close()
    assert not found, "\n".join(found)


def test_the_check_sees_a_line_leave_its_box_and_a_role_in_two_sizes() -> None:
    with typeset.watching() as sheet:
        typeset.note_panel(pygame.Rect(5, 25, 100, 100))
        typeset.note("body", 16, pygame.Rect(0, 0, 50, 20), pygame.Rect(0, 0, 40, 20), "long")
        typeset.note("body", 15, pygame.Rect(0, 30, 10, 20), None, "short")
        typeset.note_panel(pygame.Rect(0, 28, 5, 5))  # drawn over "short": covers, not holds it
    found = misfits(sheet, pygame.Rect(0, 0, 1280, 800), 1.0)
    assert len(found) == 3, found


@pytest.mark.parametrize(("size", "percent", "language"), CASES)
def test_the_results_lines_have_roles_fit_their_panels_and_a_role_has_one_size(
        size: tuple[int, int], percent: int, language: str, rendered: list[str]) -> None:
    with wearing(Look(text_size=percent, language=language)):
        surface = pygame.display.set_mode(size)
        found: list[str] = []
        for players in (2, 4):
            state = finished_by_one_bot(players, 20 + players)
            scene = ResultsScene(TableController(state, ["human"] + ["medium"] * (players - 1)),
                                 *size, 1.0, hints_used=2)
            scene.update(5.0)  # past the winner's moment: the resting screen
            sheet = drawn(scene, surface, rendered)
            found += [f"{players}p: {m}" for m in misfits(sheet, surface.get_rect(), scene.s)]
            found += [f"{players}p: {w!r} drawn without a role" for w in unroled(sheet, rendered)]
        assert not found, "\n".join(found)


@pytest.mark.parametrize(("size", "percent", "language"), CASES)
def test_the_replay_lines_have_roles_fit_their_boxes_and_a_role_has_one_size(
        size: tuple[int, int], percent: int, language: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The replay's bar and the table it shows (its spice panel) at the middle of a game."""
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    settings = Settings(language=language, text_size=percent)
    with wearing(settings.look()):
        surface = pygame.display.set_mode(size)
        host = ScreensHost(SceneStack(), size, settings, save_settings_file=False)
        replay = ReplayScene(host, host, saves.SavedGame(finished(3, 4), seats_for(4)), size)
        try:
            replay.goto(len(replay.actions) // 2)
            replay.rebuild()
            sheet = drawn(replay, surface, [])
            found = misfits(sheet, surface.get_rect(), replay.s)
        finally:
            replay.close()
            host.stack.close()
    assert {line.role for line in sheet.lines} >= {"button", "body", "label"}
    assert not found, "\n".join(found)


def table_misfits(scene: TableScene, surface: pygame.Surface,
                  backdrop: typeset.Sheet) -> list[str]:
    """One frame of the table: its bar, its panels' titles (painted once, with the backdrop),
    the spice panel and the dialog, each noted line in its box; a role in one size on the
    table and, apart, in the dialog (a panel of its own, over the table)."""
    with typeset.watching() as sheet:
        scene.draw(surface)
    dialog = scene.dialog.rect if scene.dialog is not None else pygame.Rect(0, 0, 0, 0)
    # the backdrop is painted under everything of the frame: its panels hold every line
    table = typeset.Sheet(list(backdrop.lines), [(-1, p) for _, p in backdrop.panels])
    over = typeset.Sheet()
    for line in sheet.lines:
        (over if dialog.colliderect(line.box) and line.box.width else table).lines.append(line)
    over.panels = [(n, p) for n, p in sheet.panels if p == dialog]
    table.panels += [(n, p) for n, p in sheet.panels if p != dialog]
    window = surface.get_rect()
    return misfits(table, window, scene.layout.s) + misfits(over, window, scene.layout.s)


@pytest.mark.parametrize(("size", "percent", "language"), CASES)
def test_the_table_bar_panel_titles_spices_and_dialogs_keep_one_size_in_their_boxes(
        size: tuple[int, int], percent: int, language: str) -> None:
    """A hot-seat game played at random through every kind of turn and dialog."""
    with wearing(Look(text_size=percent, language=language)):
        surface = pygame.display.set_mode(size)
        rng = random.Random(3)
        state = new_game(GameConfig(players=4, seed=5))
        with typeset.watching() as backdrop:
            scene = open_table(Match(state.config, ("human",) * 4), state, size)
        scene.set_speed(speed_named("max"))
        kinds = set()
        found: list[str] = []
        try:
            assert {line.role for line in backdrop.lines} == {"panel_title"}
            for _ in range(70):
                if state.is_over:
                    break
                scene.update(1.0)
                found += table_misfits(scene, surface, backdrop)
                kinds.add(scene.dialog is not None)
                scene.submit(rng.choice(state.legal_actions()))
        finally:
            scene.close()
        assert kinds == {True, False}, "the game showed no dialog to measure"
        assert not found, "\n".join(sorted(set(found))[:12])
