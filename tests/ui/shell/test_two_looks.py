"""Two apps in one process, each holding the look its settings ask for: every frame of each is
drawn in its own look (its words in its language, each role at its text size), however their
frames are interleaved; and a change a player makes by clicks on one app's Settings screen shows
in that app's next frame and in no other app's."""

from __future__ import annotations

import time
from collections import defaultdict

import pygame

from ganesha.data import i18n
from ganesha.data.look import wearing
from ganesha.store.settings import Settings
from ganesha.ui.kit import typeset
from ganesha.ui.kit.type_scale import ROLES
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.shell.loop import RunOptions, Session
from tests.helpers.menu_app import SETUP, SIZE, AppOnScreen, MakeApp, frames, table_of, top_of
from tests.helpers.settings_routes import choose, control, press


def drawn(app: AppOnScreen) -> typeset.Sheet:
    """The lines the app's next frame draws."""
    with typeset.watching() as sheet:
        frames(app)
    return sheet


def sizes(sheet: typeset.Sheet) -> dict[str, set[int]]:
    """Each role drawn, with the pixel sizes it was drawn at."""
    found: dict[str, set[int]] = defaultdict(set)
    for line in sheet.lines:
        found[line.role].add(line.px)
    return dict(found)


def words(sheet: typeset.Sheet, role: str | None = None) -> list[str]:
    return [line.words for line in sheet.lines if role is None or line.role == role]


def cyrillic(text: str) -> bool:
    return any("а" <= ch <= "я" or ch == "ё" for ch in text.lower())


def test_two_apps_in_one_process_each_draw_in_their_own_look(make_app: MakeApp) -> None:
    russian = make_app(Settings(language="ru", text_size=150, animation_speed="instant"))
    plain = make_app()
    for _ in range(2):  # frames interleaved, as two windows would draw them
        ru_sheet, en_sheet = drawn(russian), drawn(plain)
        assert words(ru_sheet)
        assert all(cyrillic(w) for w in words(ru_sheet)), words(ru_sheet)
        assert words(en_sheet)
        assert not any(cyrillic(w) for w in words(en_sheet)), words(en_sheet)
        assert sizes(en_sheet) == {role: {ROLES[role].size} for role in sizes(en_sheet)}
        assert sizes(ru_sheet) == {role: {round(px * 1.5) for px in en_px}
                                   for role, en_px in sizes(en_sheet).items()}
    for app in (russian, plain):  # a smaller window: each app lays its screens out again
        app.resize((1024, 600))
    ru_sheet, en_sheet = drawn(russian), drawn(plain)
    assert all(cyrillic(w) for w in words(ru_sheet)), words(ru_sheet)
    assert not any(cyrillic(w) for w in words(en_sheet)), words(en_sheet)
    for role, px in sizes(en_sheet).items():
        assert min(sizes(ru_sheet)[role]) > max(px), role


def test_a_language_chosen_by_clicks_reaches_that_apps_next_frame_only(
        make_app: MakeApp) -> None:
    russian = make_app(Settings(language="ru", text_size=150, animation_speed="instant"))
    plain = make_app()
    ru_title, en_title = drawn(russian), drawn(plain)
    press(russian, "settings")  # the screen a click opens is laid out in its app's look
    assert cyrillic(control(russian, "done").label)
    ru_settings = drawn(russian)
    press(plain, "settings")  # real clicks on the title's button and the Language row
    assert not cyrillic(control(plain, "done").label)
    choose(plain, "language", "ru")
    settings_screen = drawn(plain)
    assert any(cyrillic(w) for w in words(settings_screen))
    assert set(words(ru_title)) & set(words(settings_screen))  # "Настройки", as on the title
    for line in settings_screen.lines:  # still at 100 %: no role grew
        assert line.px <= ROLES[line.role].size, (line.role, line.px, line.words)
    assert sizes(drawn(russian)) == sizes(ru_settings)  # the other app keeps its look ...
    for role, px in sizes(settings_screen).items():  # ... at 150 %
        assert min(sizes(ru_settings)[role]) > max(px), role
    press(plain, "done")
    title = drawn(plain)
    assert words(title, "button") == words(ru_title, "button")  # the same words ...
    assert sizes(title) == sizes(en_title)  # ... at the plain app's own size


def test_a_game_played_out_in_one_app_ends_on_results_in_that_apps_look(
        make_app: MakeApp) -> None:
    """The results open by themselves in a frame's update, laid out in the app's look."""
    russian = make_app(Settings(language="ru", text_size=150, animation_speed="instant"))
    plain = make_app()
    russian.start_match(SETUP)  # two random seats at the instant speed
    assert table_of(russian).layout.bar_rows == 2  # its bar laid out for the larger text
    deadline = time.perf_counter() + 20
    while not isinstance(russian.stack.top, ResultsScene):
        assert time.perf_counter() < deadline, "the AI seats did not finish"
        frames(russian)
        frames(plain)
    shown = drawn(russian)
    with wearing(russian.look):  # the same results, opened in the Russian look by hand
        again = russian.results_of(table_of(russian))
        again.update(1 / 60)
        with typeset.watching() as expected:
            again.draw(russian.surface)
    assert words(shown) == words(expected)
    assert sizes(shown) == sizes(expected)


def test_a_change_clicked_in_a_frame_of_the_loop_is_drawn_in_that_same_frame() -> None:
    """The real loop: the click on the Language row is handled in a frame's events, and the
    same frame draws the Settings screen in the new language."""
    settings = Settings(animation_speed="instant")
    session = Session(RunOptions(settings=settings, size=SIZE, max_frames=10_000), settings)
    try:
        session.frame()
        for name in ("settings", "language"):
            at = next(c for c in top_of(session.app, MenuScene).form.controls
                      if c.name == name).rect.center
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=at, button=1))
            with typeset.watching() as sheet:
                session.frame()
        assert session.app.look.language == "ru"
        assert all(line.px <= ROLES[line.role].size for line in sheet.lines)
        with wearing(session.app.look):
            heading = i18n.translate("Settings")
        assert heading != "Settings"
        assert heading in words(sheet)
    finally:
        session.close()
