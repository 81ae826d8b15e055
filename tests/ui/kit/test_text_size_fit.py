"""At 150 % text the screens still fit: at 1280x800 and 1024x600 nothing leaves
the window and nothing overlaps. The look tests' own checks, run again at the largest text size.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ganesha.data.look import Look, wearing
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from tests.helpers.look import (
    assert_menu_screens_draw_nothing_over_anything,
    assert_records_and_confirm_draw_nothing_over_anything,
    assert_replay_draws_nothing_over_anything,
    assert_results_draw_nothing_over_anything,
    assert_table_draws_nothing_over_anything,
)
from tests.helpers.screens_host import ScreensHost
from tests.helpers.worn import worn


@pytest.fixture
def at_150_percent() -> Iterator[None]:
    with worn(text_size=150):
        yield


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_at_150_percent_the_menus_fit(at_150_percent, size, language, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert_menu_screens_draw_nothing_over_anything(size, language, tmp_path, monkeypatch)


#: The everyday sample of the larger texts: 150 % in the small window in Russian, 125 % in the
#: large one in English; the rest of the product runs with the slow checks.
LARGER_TEXT_DAILY = {(150, (1024, 600), "ru"), (125, (1280, 800), "en")}


@pytest.mark.parametrize(("percent", "size", "language"), [
    pytest.param(percent, size, language, id=f"{percent}-{size[0]}x{size[1]}-{language}",
                 marks=() if (percent, size, language) in LARGER_TEXT_DAILY else pytest.mark.slow)
    for percent in (125, 150) for size in ((1280, 800), (1024, 600)) for language in ("en", "ru")])
def test_at_larger_text_the_table_draws_nothing_over_anything(percent, size,
                                                             language) -> None:
    """The board's marks grow as far as their room allows (hex numbers, slot values, the tiles'
    headers); the look test's four positions for 2-4 players, day and night."""
    with wearing(Look(text_size=percent, language=language)):
        for players, side in ((2, "day"), (3, "night"), (4, "day"), (4, "night")):
            assert_table_draws_nothing_over_anything(players, side, size, language)


@pytest.fixture
def host_150(home: Path) -> Iterator[ScreensHost]:
    stack = SceneStack()
    yield ScreensHost(stack, (1024, 600), Settings(text_size=150), save_settings_file=False)
    stack.close()


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("players", [2, 4])
def test_at_150_percent_results_records_and_confirm_fit(at_150_percent, host_150, players, size,
                                                        language) -> None:
    assert_results_draw_nothing_over_anything(players, size, language)
    assert_records_and_confirm_draw_nothing_over_anything(host_150, players, size, language)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("moment", ["start", "end"])
def test_at_150_percent_the_replay_fits_1024x600(at_150_percent, host_150, moment,
                                                 language) -> None:
    assert_replay_draws_nothing_over_anything(host_150, 4, moment, (1024, 600), language)
