"""The look check for the Records, confirm and replay screens: at 1280x800 and
1024x600, 2 and 4 players, English and Russian, no line of text (or, on the replay's table, gem)
is drawn over another or over a control, and nothing leaves the window. The screens report what
they drew where (``MenuScene.drawn``; the replay adds its table's ``Painter.drawn``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from tests.helpers.look import (
    assert_records_and_confirm_draw_nothing_over_anything,
    assert_replay_draws_nothing_over_anything,
)
from tests.helpers.screens_host import ScreensHost

SIZES = ((1280, 800), (1024, 600))


@pytest.fixture
def host(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ScreensHost]:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    stack = SceneStack()
    yield ScreensHost(stack, (1280, 800), Settings())
    stack.close()


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
def test_records_and_confirm_draw_nothing_over_anything(host, players, size, language) -> None:
    assert_records_and_confirm_draw_nothing_over_anything(host, players, size, language)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("players", "moment"), [
    (2, "start"), (2, "middle"), (2, "end"),
    (4, "start"), (4, "middle"), (4, "end")])
def test_the_replay_draws_nothing_over_anything(host, players, moment, size, language) -> None:
    assert_replay_draws_nothing_over_anything(host, players, moment, size, language)
