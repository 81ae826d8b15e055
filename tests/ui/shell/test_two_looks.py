"""Two apps in one process, each holding the look its settings ask for: every frame of each is
drawn in its own look (its words in its language, each role at its text size), however their
frames are interleaved; and a change a player makes by clicks on one app's Settings screen shows
in that app's next frame and in no other app's."""

from __future__ import annotations

from collections import defaultdict

from ganesha.store.settings import Settings
from ganesha.ui.kit import typeset
from ganesha.ui.kit.type_scale import ROLES
from tests.helpers.menu_app import AppOnScreen, MakeApp, frames
from tests.helpers.settings_routes import choose, press


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
        assert words(ru_sheet) and all(cyrillic(w) for w in words(ru_sheet)), words(ru_sheet)
        assert words(en_sheet) and not any(cyrillic(w) for w in words(en_sheet))
        assert sizes(en_sheet) == {role: {ROLES[role].size} for role in sizes(en_sheet)}
        assert sizes(ru_sheet) == {role: {round(px * 1.5) for px in en_px}
                                   for role, en_px in sizes(en_sheet).items()}


def test_a_language_chosen_by_clicks_reaches_that_apps_next_frame_only(
        make_app: MakeApp) -> None:
    russian = make_app(Settings(language="ru", text_size=150, animation_speed="instant"))
    plain = make_app()
    ru_title, en_title = drawn(russian), drawn(plain)
    press(plain, "settings")  # real clicks on the title's button and the Language row
    choose(plain, "language", "ru")
    settings_screen = drawn(plain)
    assert any(cyrillic(w) for w in words(settings_screen))
    assert set(words(ru_title)) & set(words(settings_screen))  # "Настройки", as on the title
    for line in settings_screen.lines:  # still at 100 %: no role grew
        assert line.px <= ROLES[line.role].size, (line.role, line.px, line.words)
    grown = {role: {round(px * 1.5) for px in en_px} for role, en_px in sizes(en_title).items()}
    assert sizes(drawn(russian)) == sizes(ru_title) == grown  # the other app keeps its 150 %
    press(plain, "done")
    title = drawn(plain)
    assert words(title, "button") == words(ru_title, "button")  # the same words ...
    assert sizes(title) == sizes(en_title)  # ... at the plain app's own size
