"""Reduced motion stills every looping animation — the table's breathing targets and rings, the
"thinking" dots, the title's turning mandala and breathing crown, a text field's blinking cursor —
and the fade between screens; with it off they move (so each check can fail)."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from ganesha.data.look import wearing
from ganesha.store.settings import Settings
from ganesha.ui.kit import motion
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.new_game import NewGameScene
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.shell import transition
from ganesha.ui.shell.transition import CrossFade
from ganesha.ui.table.draw.view import breath
from tests.helpers.positions import plain_hex
from tests.helpers.screens_host import ScreensHost
from tests.helpers.table import TableFactory
from tests.helpers.worn import worn


def pictures(draw, clocks=(0.3, 1.1)) -> list[bytes]:
    shots = []
    for clock in clocks:
        surface = pygame.Surface((1280, 800))
        draw(surface, clock)
        shots.append(pygame.image.tobytes(surface, "RGB"))
    return shots


def test_the_setting_is_part_of_the_look_every_screen_is_worn_in() -> None:
    with wearing(Settings(reduced_motion=True).look()):
        assert motion.reduced()
        with wearing(Settings().look()):
            assert not motion.reduced()
        assert motion.reduced()
    assert not motion.reduced()


@pytest.mark.parametrize("reduced", [False, True])
def test_the_tables_glow_breathes_only_without_reduced_motion(
        table_factory: TableFactory, reduced) -> None:
    t = table_factory(spices=False)
    t.click(t.layout.hex_centres[plain_hex(t.state)])  # a gem selected: its targets glow
    with worn(reduced_motion=reduced):

        def draw(surface, clock):
            t.scene.clock = clock
            t.scene.draw(surface)

        first, second = pictures(draw)
        assert (first == second) == reduced
        assert (breath(0.3, False) == breath(1.1, False)) == reduced


def test_the_thinking_dots_stand_still(table_factory: TableFactory) -> None:
    t = table_factory(spices=False)
    painter, state = t.scene.painter, t.state

    def draw(surface, clock):
        painter.draw_tile(surface, state, state.current_player, Counter(), True, 2.0, None,
                          float(state.scores[state.current_player]), clock)

    moving = pictures(draw, (0.1, 0.45))
    with worn(reduced_motion=True):
        still = pictures(draw, (0.1, 0.45))
        assert moving[0] != moving[1]
        assert still[0] == still[1]


@pytest.mark.parametrize("reduced", [False, True])
def test_the_title_turns_only_without_reduced_motion(reduced) -> None:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))
    stack = SceneStack()
    settings = Settings(reduced_motion=reduced)
    host = ScreensHost(stack, (1280, 800), settings, save_settings_file=False)
    with wearing(settings.look()):  # as the app wears it
        host.show_title()
        title = stack.top
        assert isinstance(title, TitleScene)

        def draw(surface, clock):
            title.clock = clock
            title.draw(surface)

        first, second = pictures(draw, (1.0, 9.0))
    assert (first == second) == reduced
    stack.close()


def test_a_text_fields_cursor_stops_blinking(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))
    stack = SceneStack()
    host = ScreensHost(stack, (1280, 800), Settings(), save_settings_file=False)
    host.show_title()
    host.new_game()
    screen = stack.top
    assert isinstance(screen, NewGameScene)
    field = next(c for c in screen.form.controls if type(c).__name__ == "TextField")
    screen.form.focus = screen.form.controls.index(field)
    ticks = [0]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: ticks[0])

    def draw(surface, clock):
        ticks[0] = round(clock * 1000)
        screen.draw(surface)

    moving = pictures(draw, (0.1, 0.6))
    with worn(reduced_motion=True):
        still = pictures(draw, (0.1, 0.6))
        assert moving[0] != moving[1]
        assert still[0] == still[1]
        stack.close()


@pytest.mark.parametrize("reduced", [False, True])
def test_screens_change_with_a_short_fade_unless_motion_is_reduced(reduced) -> None:
    with worn(reduced_motion=reduced):
        fade = CrossFade()
        screen = pygame.Surface((64, 64))
        screen.fill((200, 0, 0))
        fade.before_draw("title", screen)  # the first screen: nothing to fade from
        fade.after_draw(screen, 1 / 60)
        assert not fade.fading
        fade.before_draw("settings", screen)  # the old (red) frame is kept
        screen.fill((0, 0, 200))  # the new screen draws
        fade.after_draw(screen, 1 / 60)
        assert fade.fading != reduced
        assert (screen.get_at((5, 5))[:3] == (0, 0, 200)) == reduced
        for _ in range(round(transition.SECONDS * 60) + 1):
            screen.fill((0, 0, 200))
            fade.after_draw(screen, 1 / 60)
        assert not fade.fading
        assert screen.get_at((5, 5))[:3] == (0, 0, 200)
        assert transition.SECONDS < 0.25
