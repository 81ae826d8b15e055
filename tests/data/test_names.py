"""The one player-name check (ganesha/data/names.py), and its promise about the bundled fonts."""

from __future__ import annotations

import sys

import pytest

from ganesha.data import names, resources


@pytest.mark.parametrize("name", ["Asha", "Ravi 2", "Мира", "Dev\u200d", "A\ufe0f", "x" * 24,
                                  "李", "☺"])
def test_good_names(name: str) -> None:
    assert names.check_name(name) is None


@pytest.mark.parametrize("name", [
    "", "   ", "\u200b", "\ufe0f", "\u200b\ufe0f\u034f", "\ufffc", "Ra\x00vi", "\x07", "a\nb",
    "a\u2028b", "\u202eevil", "\ud800", "x" * 25, 3, None, ["Asha"],
])
def test_bad_names_get_a_reason(name: object) -> None:
    reason = names.check_name(name)
    assert isinstance(reason, str)
    assert reason


@pytest.mark.slow  # every code point in every font: CI runs it
def test_every_visible_character_is_drawn_with_width_by_every_bundled_font() -> None:
    """check_name stays pure because of this: whatever it counts as visible, the fonts draw."""
    pygame = pytest.importorskip("pygame")
    pygame.font.init()
    fonts = [resources.font(kind, size) for kind in resources.FONT_FILES for size in (12, 28)]
    empty = [(hex(code), font_index)
             for code in range(0x20, min(sys.maxunicode, 0x2FFFF) + 1)
             if names.is_visible(chr(code))
             for font_index, font in enumerate(fonts)
             if font.size(chr(code))[0] == 0]
    assert empty == []
