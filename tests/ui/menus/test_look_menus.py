"""The look check for the menus: every menu screen at 1280x800 and 1024x600, in
English and Russian, draws no line of text over another or over a control, and nothing outside
the window. The screens report what their helpers drew where (``MenuScene.drawn``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.look import assert_menu_screens_draw_nothing_over_anything


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_menu_screens_draw_nothing_over_anything(size: tuple[int, int], language: str,
                                                 tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    assert_menu_screens_draw_nothing_over_anything(size, language, tmp_path, monkeypatch)
