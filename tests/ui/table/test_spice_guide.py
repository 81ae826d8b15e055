"""The guide under the altar names each spice token's state: a token whose gem was just taken
and whose decision the game waits on is "now", not yet "used" (the dialog above asks whether to
use it while the guide called it used)."""

from __future__ import annotations

import pygame
import pytest

from ganesha.data.look import Look, wearing
from ganesha.engine import GameConfig, Phase, SkipSpice, Take, new_game
from ganesha.ui.kit import type_scale
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw.layout import GUIDE_MOST
from ganesha.ui.table.draw.spice_guide import guide_names, token_states
from ganesha.ui.table.scene import TableScene
from ganesha.ui.table.words.log import GameLog
from tests.helpers.positions import find_position


@pytest.mark.parametrize("effect", ["gamble", "swap", "trade"])
def test_the_token_deciding_now_is_not_yet_used(effect) -> None:
    state = find_position(lambda s: s.phase == Phase.SPICE and (p := s.pending_spice()) is not None
                          and p.effect == effect)
    pending = state.pending_spice()
    assert pending is not None
    said = token_states(state)
    assert said[pending.hex] == "now"
    gems = state.altar_gems()
    assert all((said[h] == "live") == (h in gems) for h in said if h != pending.hex)
    if SkipSpice() in state.legal_actions():
        state.apply(SkipSpice())
        assert token_states(state)[pending.hex] == "skipped"  # decided: passed up, not used


def test_a_token_used_is_used_and_one_passed_over_says_so() -> None:
    """What the history tells, not the empty hex: a used token is "used", one whose effect
    could do nothing "not offered"."""
    state = find_position(lambda s: s.phase == Phase.SPICE and (p := s.pending_spice()) is not None
                          and p.effect == "point")
    pending = state.pending_spice()
    assert pending is not None
    state.apply(next(a for a in state.legal_actions() if not isinstance(a, SkipSpice)))
    assert token_states(state)[pending.hex] == "used"
    passed = find_position(lambda s: bool(s.history) and isinstance(last := s.history[-1], Take)
                           and s.spice_tokens().get(last.hex) not in (None, "reslot")
                           and s.phase != Phase.SPICE)
    last = passed.history[-1]
    assert isinstance(last, Take)
    assert token_states(passed)[last.hex] == "not offered"
    assert token_states(passed, GameLog(passed).fates(passed))[last.hex] == "not offered"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_at_150_percent_in_a_small_window_every_spice_on_the_altar_is_still_named(language) -> None:
    """A spice whose help does not fit is named alone (its tooltip has the help), rather than
    left out of the guide while its token lies on the altar."""
    pygame.display.init()
    pygame.font.init()
    with wearing(Look(text_size=150, language=language)):
        state = new_game(GameConfig(players=3, seed=9, spices=True))
        assert len(state.spice_tokens()) == 3
        surface = pygame.display.set_mode((1024, 600))
        scene = TableScene(TableController(state, ["human"] * 3), (1024, 600), "1")
        scene.update(1 / 60)
        scene.draw(surface)
        icons = [r for kind, r in scene.painter.drawn if kind == "spice_icon"]
        assert len(icons) == 3
        guide = scene.layout.guide_rect
        assert guide is not None
        assert all(guide.contains(r) for r in icons)
        scene.close()


def test_the_names_are_set_in_the_largest_size_at_which_every_one_ends_in_the_panel() -> None:
    """One size for every name line: the largest that fits the narrowest width, never smaller
    than it must be (a size too small reads as another kind of line)."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))
    with wearing(Look(language="ru", text_size=150)):
        state = new_game(GameConfig(players=3, seed=9, spices=True))
        scene = TableScene(TableController(state, ["human"] * 3), (1280, 800), "1")
        lay, text, label = scene.layout, scene.painter.text, type_scale.style("label")
        tokens = sorted(state.spice_tokens().items())
        said = dict.fromkeys(state.spice_tokens(), "used")  # every line with its status
        most, least = label.px(lay.s, GUIDE_MOST), type_scale.style("caption").px(lay.s, 1.0)
        between = 0
        lines, _ = guide_names(text, lay, tokens, said, 10_000)  # the lines, room to spare
        exact = {max(text.size(line, px, label.face)[0] for line in lines)
                 for px in range(least, most + 1)}
        for width in sorted(exact | set(range(60, 400, 7))):  # and the widths they just fill
            names, px = guide_names(text, lay, tokens, said, width)
            assert least <= px <= most
            widest = max(text.size(n, px, label.face)[0] for n in names)
            assert widest <= width or px == least  # fits, unless at the floor
            if px < most:  # a size larger by one would not fit
                assert max(text.size(n, px + 1, label.face)[0] for n in names) > width
            between += least < px < most
        assert between > 0  # some widths sized the lines between the floor and the top
        scene.close()
