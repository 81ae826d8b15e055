"""The look's done-when check for the Records, confirm and replay screens: at 1280x800 and
1024x600, 2 and 4 players, English and Russian, no line of text (or, on the replay's table, gem)
is drawn over another or over a control, and nothing leaves the window. The screens report what
they drew where (``MenuScene.drawn``; the replay adds its table's ``Painter.drawn``).
"""

from __future__ import annotations

import os

import pygame
import pytest

from ganesha.data import i18n
from ganesha.store import records, saves
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.confirm import ConfirmScene
from ganesha.ui.menus.records import RecordsScene
from ganesha.ui.menus.replay import ReplayScene
from tests.test_records import finished
from tests.ui.screens_host import ScreensHost
from tests.ui.test_look import overlaps

SIZES = ((1280, 800), (1024, 600))


def seats_for(players: int) -> tuple[str, ...]:
    return ("human", *("hard", "easy", "medium")[:players - 1])


def check(drawn: list[tuple[str, pygame.Rect]], surface: pygame.Surface, name: str) -> None:
    shots = os.environ.get("GANESHA_SHOTS")
    if shots:  # GANESHA_SHOTS=dir keeps a picture of each case to look at
        pygame.image.save(surface, os.path.join(shots, f"{name}.png"))
    assert any(kind == "label" for kind, _ in drawn), name  # the screen reported
    assert not overlaps(drawn), name  # labels and gems among themselves
    controls = [rect for kind, rect in drawn if kind == "control"]
    for (kind, rect), control in ((item, c) for item in drawn for c in controls):
        if kind != "control":
            assert not rect.colliderect(control), (name, kind, tuple(rect), tuple(control))
    for kind, rect in drawn:
        assert surface.get_rect().contains(rect), (name, kind, tuple(rect))


@pytest.fixture
def host(tmp_path, monkeypatch):
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    stack = SceneStack()
    yield ScreensHost(stack, (1280, 800), Settings())
    stack.close()
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
def test_records_and_confirm_draw_nothing_over_anything(host, players, size, language):
    recs = records.empty()
    for seed in range(10):  # more than a page, every level, long names where they come
        seats = seats_for(players if seed % 2 else 2 + seed % 3)
        records.add_game(recs, saves.SavedGame(finished(seed, len(seats)), seats))
    i18n.set_language(language)
    tr = i18n.translate
    surface = pygame.display.set_mode(size)
    screens: list[tuple[str, ConfirmScene | RecordsScene]] = [
        ("records", RecordsScene(host, size, recs, tr(
            "Your records could not be read ({reason}).", reason="Expecting value: line 1"))),
        ("records-empty", RecordsScene(host, size, records.empty())),
        ("confirm", ConfirmScene(
            host, size, tr("Abandon the saved game? It will be kept under \"Earlier game\" on "
                           "the title screen, so you can still go back to it."),
            tr("Start the new game"), tr("Keep the saved game"), on_yes=lambda: None))]
    for name, scene in screens:
        scene.update(1 / 60)
        scene.draw(surface)
        check(scene.drawn, surface, f"{name}-{players}p-{size[0]}-{language}")
    older = screens[0][1]
    older.on_change("older", True)  # the second page: Newer and the page count
    older.draw(surface)
    check(older.drawn, surface, f"records-older-{players}p-{size[0]}-{language}")


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("players", "moment"), [
    (2, "start"), (2, "middle"), (2, "end"),
    (4, "start"), (4, "middle"), (4, "end")])
def test_the_replay_draws_nothing_over_anything(host, players, moment, size, language):
    state = finished(3, players)
    saved = saves.SavedGame(state, seats_for(players))
    i18n.set_language(language)
    surface = pygame.display.set_mode(size)
    replay = ReplayScene(host, saved, size)
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
