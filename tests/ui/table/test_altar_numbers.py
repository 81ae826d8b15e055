"""The number printed on an altar hex stays readable with a spice token on the altar: no token,
with the badge on its rim, covers any hex's number (a token at the lower right of its hex had
covered the number of the hex below right at 1024x600). Checked on the real table's drawing at
both window sizes and at 100, 125 and 150 % text: for the tokens the deal put on the altar,
and for a token on every hex the table uses."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ganesha.data.match import Match
from ganesha.engine import GameConfig, new_game
from ganesha.ui.kit.gems import spice_surface
from ganesha.ui.table.draw.layout import ALTAR_TOKEN, altar_token_rect
from ganesha.ui.table.scene import TableScene, open_table
from tests.helpers.worn import worn


@pytest.fixture(scope="module")
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    yield
    pygame.display.quit()


def _drawn_table(size: tuple[int, int], seed: int) -> TableScene:
    state = new_game(GameConfig(players=4, seed=seed))
    surface = pygame.display.set_mode(size)
    table = open_table(Match(state.config, ("human",) * 4), state, size)
    table.update(1.0)
    table.draw(surface)
    return table


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_no_spice_token_covers_a_hex_number(display: None, size: tuple[int, int],
                                            percent: int) -> None:
    with worn(text_size=percent):
        for seed in (1, 2, 3):
            table = _drawn_table(size, seed)
            lay, state = table.layout, table.state
            numbers = [r for kind, r in table.painter.background_drawn if kind == "hex_number"]
            assert len(numbers) == len(state.used_hexes)
            tokens = [r for kind, r in table.painter.drawn if kind == "spice_token"]
            assert len(tokens) == len(state.spice_tokens()) > 0
            # a token as drawn on any hex the table uses, its badge a two-digit line number
            icon = spice_surface("point", lay.px(ALTAR_TOKEN), "12", lay.font_px("caption"))
            for token, h in zip(tokens, state.spice_tokens(), strict=True):  # noted with its
                # badge, which reaches past the token's square
                square = altar_token_rect(lay, h)
                assert token.contains(square)
                assert token.right > square.right
            for h in state.used_hexes:
                at = altar_token_rect(lay, h)
                tokens.append(icon.get_bounding_rect().move(at.topleft))
            for token in tokens:
                assert token.collidelist(numbers) == -1, (tuple(token), seed)
            table.close()
