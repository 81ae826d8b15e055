"""The menu screens driven by real pygame events, headless: title, new game, settings, rules and
pause, in English and Russian. Settings are written below a temporary GANESHA_HOME."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from ganesha.data.look import wearing
from ganesha.data.match import Match
from ganesha.engine import GameConfig
from ganesha.store.settings import Settings, load_settings
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.menus.new_game import NewGameScene, Option, Part, SeatControl
from ganesha.ui.menus.pause import PauseScene
from ganesha.ui.menus.rules import RulesScene
from ganesha.ui.menus.settings import SettingsScene
from ganesha.ui.menus.title import TitleScene
from tests.helpers.screens_host import ScreensHost
from tests.helpers.worn import worn

SIZE = (1280, 800)


class Menus:
    """A host on a real stack and a dummy display, with helpers that send events; each step is
    worn in the host's look, as the app wears its own."""

    def __init__(self, saved: bool = False, settings: Settings | None = None) -> None:
        self.surface = pygame.display.set_mode(SIZE)
        self.stack = SceneStack()
        self.host = ScreensHost(self.stack, SIZE, settings, holds={"saved"} if saved else ())
        self.started: list[Match] = self.host.started
        self.calls: list[str] = self.host.calls
        with wearing(self.host.look):
            self.host.show_title()
        self.frame()

    @property
    def top(self):
        return self.stack.top

    def frame(self) -> None:
        with wearing(self.host.look):
            self.stack.update(1 / 60)
            self.stack.draw(self.surface)

    def send(self, kind: int, **data) -> None:
        with wearing(self.host.look):
            self.stack.process_event(pygame.event.Event(kind, **data))
        self.frame()

    def control(self, name: Any):
        return next(c for c in self.top.form.controls if c.name == name)

    def click(self, name: Any, where: str = "center") -> None:
        pos = getattr(self.control(name).rect, where)
        if where == "midleft":
            pos = (pos[0] + 6, pos[1])
        self.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.send(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def key(self, key: int, mod: int = 0) -> None:
        self.send(pygame.KEYDOWN, key=key, mod=mod, unicode="")

    def type(self, text: str) -> None:
        self.send(pygame.TEXTINPUT, text=text)


@pytest.fixture
def menus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., Menus]]:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    made: list[Menus] = []

    def make(**kwargs: Any) -> Menus:
        m = Menus(**kwargs)
        made.append(m)
        return m

    yield make
    for m in made:
        m.stack.close()
    pygame.display.quit()


def labels(m: Menus) -> list[str | None]:
    return [getattr(c, "label", None) for c in m.top.form.controls]


# --- title ---------------------------------------------------------------------------------------
def test_title_offers_continue_only_with_a_saved_game(menus) -> None:
    fresh = menus()
    assert isinstance(fresh.top, TitleScene)
    assert labels(fresh) == ["Learn to play", "New game", "Settings", "Rules", "Quit"]
    resumed = menus(saved=True)
    assert labels(resumed)[:2] == ["Continue", "Learn to play"]
    resumed.click("continue")
    assert resumed.calls == ["continue"]


def test_learn_to_play_leads_until_a_game_was_finished(menus) -> None:
    m = menus()
    assert m.top.form.controls[0].button.primary  # the first, highlighted item for a newcomer
    m.click("lesson")
    assert m.calls == ["lesson"]
    m.host.holds.add("records")  # a game was finished: the lesson steps back
    m.host.show_title()
    assert labels(m) == ["New game", "Records", "Puzzles", "Learn to play", "Settings", "Rules",
                         "Quit"]


def test_title_buttons_and_keys(menus) -> None:
    m = menus()
    m.click("rules")
    assert isinstance(m.top, RulesScene)
    m.key(pygame.K_ESCAPE)
    assert isinstance(m.top, TitleScene)
    m.key(pygame.K_UP)  # focus stayed on Rules (clicked last); up to Settings
    m.key(pygame.K_RETURN)
    assert isinstance(m.top, SettingsScene)
    m.click("done")
    m.click("new")
    assert isinstance(m.top, NewGameScene)
    m.click(Option.BACK)
    m.click("quit")
    assert m.stack.quit_requested


def test_a_notice_is_shown_once(menus) -> None:
    m = menus()
    m.host.notices.append("Your settings file could not be read")
    m.host.show_title()
    assert m.top.notices == ["Your settings file could not be read"]
    m.host.show_title()
    assert m.top.notices == []


# --- new game ------------------------------------------------------------------------------------
def test_new_game_default_start(menus) -> None:
    m = menus(settings=Settings(spices=False))
    m.click("new")
    scene = m.top
    scene.seed = "4242"
    scene.rebuild()
    m.click(Option.START)
    (setup,) = m.started
    assert setup.seats == ("human", "medium", "medium")
    assert setup.config == GameConfig(players=3, side="day", spices=False, seed=4242,
                                      names=("Asha", "Ravi", "Meera"))
    assert setup.pawns == ("elephant", "cow", "monkey")


def test_new_game_every_choice(menus) -> None:
    m = menus()
    m.click("new")
    m.click(Option.ADD)
    assert len(m.top.seats) == 4
    m.click(SeatControl(Part.KIND, 1))             # medium -> hard
    m.click(SeatControl(Part.KIND, 2), "midleft")  # medium -> easy
    m.click(SeatControl(Part.KIND, 0), "midleft")  # human -> at my level (wraps to the last)
    m.click(SeatControl(Part.KIND, 0), "midleft")  # at my level -> expert
    m.click(SeatControl(Part.NAME, 1))
    for _ in range(4):
        m.key(pygame.K_BACKSPACE)
    m.type("Лакшми")
    m.click(SeatControl(Part.PAWN, 0))  # elephant -> cow: seat 1 gets the elephant
    m.click(Option.SIDE)
    m.click(Option.SPICES)
    m.click(Option.DRUM_BONUS)
    m.click(Option.FIRST)
    m.click(Option.FIRST)                       # random -> seat 0 -> seat 1
    m.click(Option.SEED)
    for _ in range(20):
        m.key(pygame.K_BACKSPACE)
    m.type("12ab3")                        # letters are refused
    m.click(Option.START)
    (setup,) = m.started
    c = setup.config
    assert setup.seats == ("expert", "hard", "easy", "medium")
    assert c.names == ("Asha", "Лакшми", "Meera", "Dev")
    assert setup.pawns == ("cow", "elephant", "monkey", "tiger")
    assert (c.players, c.side, c.spices, c.drum_bonus, c.fourth_seat_bonus) == (4, "night", False,
                                                                                False, True)
    assert (c.first_player, c.seed) == (1, 123)


def test_new_game_remove_and_refuse(menus) -> None:
    m = menus()
    m.click("new")
    m.click(SeatControl(Part.REMOVE, 2))
    assert [s["name"] for s in m.top.seats] == ["Asha", "Ravi"]
    assert not any(isinstance(c.name, SeatControl) and c.name.part is Part.REMOVE
               for c in m.top.form.controls)  # 2 is the minimum
    m.click(SeatControl(Part.NAME, 0))
    for _ in range(10):
        m.key(pygame.K_BACKSPACE)
    m.click(Option.START)
    assert m.started == []
    assert m.top.error == "A name cannot be empty"
    m.click(SeatControl(Part.NAME, 0))
    m.type("\ufe0f")  # a zero-width variation selector alone: refused with a reason (it crashed)
    m.click(Option.START)
    m.frame()
    assert m.started == []
    assert m.top.error == "A name needs at least one visible letter or sign"
    m.click(SeatControl(Part.NAME, 0))
    m.key(pygame.K_BACKSPACE)
    m.type("Ann")
    m.click(Option.SEED)
    for _ in range(20):
        m.key(pygame.K_BACKSPACE)
    m.click(Option.START)
    assert m.started == []
    assert "seed" in m.top.error
    m.click(Option.RESEED)
    m.click(Option.START)
    assert m.started
    assert m.started[0].config.players == 2


def test_new_game_from_the_keyboard(menus) -> None:
    m = menus()
    m.key(pygame.K_DOWN)                   # from Learn to play (focused first) to New game
    m.key(pygame.K_RETURN)
    assert isinstance(m.top, NewGameScene)
    focused = m.top.form.focused
    assert focused is not None
    assert focused.name == Option.START
    m.key(pygame.K_RETURN)
    assert len(m.started) == 1


# --- settings ------------------------------------------------------------------------------------
def test_settings_round_trip_and_language_switch(menus) -> None:
    m = menus()
    changes: list[Settings] = m.host.applied
    m.click("settings")
    m.click("language")
    assert m.host.look.language == "ru"
    assert m.control("done").label == "Готово"
    m.click("sound")
    m.key(pygame.K_TAB)                    # focus moves on to the volume slider
    m.key(pygame.K_LEFT)
    m.click("fullscreen")
    m.click("animation_speed")
    m.click("colour_blind")
    m.click("spices")
    saved, notice = load_settings()
    assert notice is None
    assert saved == Settings(spices=False, language="ru", colour_blind=True,
                             animation_speed="fast", sound=False, volume=0.6, fullscreen=True)
    assert changes[-1] == saved
    m.click("done")
    assert isinstance(m.top, TitleScene)
    assert labels(m)[1] == "Новая игра"


def test_volume_slider_by_mouse(menus) -> None:
    m = menus()
    m.click("settings")
    slider = m.control("volume")
    bar = slider._bar()
    m.send(pygame.MOUSEBUTTONDOWN, pos=(bar.left, bar.centery), button=1)
    m.send(pygame.MOUSEMOTION, pos=(bar.left + bar.width // 2, bar.centery), rel=(1, 0),
           buttons=(1, 0, 0))
    m.send(pygame.MOUSEBUTTONUP, pos=(bar.left + bar.width // 2, bar.centery), button=1)
    assert m.host.settings.volume == pytest.approx(0.5, abs=0.02)


# --- rules and pause ------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_rules_scroll_and_close(menus, lang) -> None:
    with worn(language=lang):
        m = menus(settings=Settings(language=lang))
        m.click("rules")
        rules = m.top
        assert rules.content_height > rules.view_height  # the whole text is longer than the panel
        m.send(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)
        assert rules.scroll == 180
        m.key(pygame.K_END)
        assert rules.scroll == pytest.approx(rules.content_height - rules.view_height)
        m.click("close")
        assert isinstance(m.top, TitleScene)


def test_pause_overlay(menus) -> None:
    m = menus()
    m.host.pause()
    m.frame()
    assert isinstance(m.top, PauseScene)
    assert m.top.overlay
    m.click("settings")
    assert isinstance(m.top, SettingsScene)
    assert m.top.overlay
    m.key(pygame.K_ESCAPE)
    m.click("rules")
    assert isinstance(m.top, RulesScene)
    m.key(pygame.K_ESCAPE)
    m.click("resume")
    assert isinstance(m.top, TitleScene)
    m.host.pause()
    m.click("save_quit")
    assert m.calls == ["save_quit"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_screen_draws_in_both_languages_and_sizes(menus, lang) -> None:
    with worn(language=lang):
        m = menus(saved=True)
        screens = ((m.host.new_game, NewGameScene), (m.host.open_settings, SettingsScene),
                   (m.host.open_rules, RulesScene), (m.host.pause, PauseScene))
        for open_screen, kind in screens:
            open_screen()
            for size in ((1280, 800), (900, 560)):
                m.stack.resize(size)
                m.surface.fill((0, 0, 0))
                m.frame()
                assert isinstance(m.top, kind)  # still open: drawing did not fail or close it
                pixels = pygame.image.tobytes(m.surface, "RGB")
                colours = {pixels[i:i + 3] for i in range(0, len(pixels), 3 * 101)}
                assert len(colours) > 20  # a screen was painted (board, text), not a blank fill
            m.stack.resize(SIZE)
            m.stack.pop()


def test_settings_that_cannot_be_saved_say_so_on_the_settings_screen(
        menus, monkeypatch: pytest.MonkeyPatch) -> None:
    """A change on a read-only home: the notice is shown where the change was made, at once."""
    import ganesha.ui.menus.navigation as menus_module

    monkeypatch.setattr(menus_module, "store_settings", lambda settings: "cannot be saved here")
    m = menus()
    m.click("settings")
    assert isinstance(m.top, SettingsScene)
    assert m.top.notice is None
    m.top.on_change("colour_blind", True)
    assert m.top.notice == "cannot be saved here"
    assert m.host.settings.colour_blind
    m.frame()  # and it draws
