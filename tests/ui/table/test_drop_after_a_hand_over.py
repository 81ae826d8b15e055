"""After a hot-seat hand-over and its replay, a gem let go on another seat's tile shows only
itself gliding home: no ghost or flight of a gem that did not move.

Three people share the screen (in Russian, as the table was seen); each plays a turn, the
hand-overs are confirmed and their catch-ups played to the end. The person to act asks for a
hint, then drags an altar gem over another seat's tile, lingers there and lets go on its Destiny
slot: the drop is refused. For the next five seconds the only gem in the air is that one, going
back to its hex, and the only ghosts are the hint's — a seat's last turn is replayed when the
pointer comes to rest on its tile with an empty hand, never because a drag ended there.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ganesha.ai.levels import RandomPlayer
from ganesha.data.look import Look, wearing
from ganesha.engine import GameConfig, Take, new_game
from ganesha.ui.table.draw.layout import piece_key, token_keys
from ganesha.ui.table.draw.view import is_hand_over
from ganesha.ui.table.hint import HintAdvisor
from ganesha.ui.table.intents import AltarGem, HandOver
from tests.helpers.hints import FixedHints
from tests.helpers.table import AppTable

DT = 1 / 60
SIZE = (1280, 800)


class Screen(AppTable):
    """A hot-seat table of three people opened the app's way, fed real events."""

    def __init__(self, seed: int) -> None:
        super().__init__(new_game(GameConfig(players=3, seed=seed, spices=True, first_player=0)),
                         ("human",) * 3, SIZE)

    def take_the_screen(self) -> None:
        """Confirm the hand-over dialog and watch the catch-up to its end."""
        dialog = self.scene.dialog
        assert dialog is not None
        assert is_hand_over(dialog)
        pos = next(b.rect.center for b in dialog.buttons if isinstance(b.intent, HandOver))
        self.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.send(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        for _ in range(60 * 60):
            if self.scene.controller.hot_seat.catchup is None:
                break
            self.frame()
        assert self.scene.controller.hot_seat.catchup is None
        self.frame(30)


@pytest.fixture
def russian_hot_seat() -> Iterator[Screen]:
    pygame.display.init()
    pygame.font.init()
    with wearing(Look(language="ru")):
        screen = Screen(seed=8)
        yield screen
        screen.stack.close()


def played_round(screen: Screen) -> None:
    """Each of the three plays a turn; every hand-over is taken, its catch-up watched."""
    c = screen.scene.controller
    for seat in range(3):
        if screen.scene.dialog is not None:
            screen.take_the_screen()
        player = RandomPlayer(seat)
        while c.state.current_player == seat:
            assert c.human_to_act
            c.submit(player.choose(c.state))
            screen.frame()
        while not c.human_to_act or screen.scene.dialog is None:  # the take-back moment
            screen.frame()
    screen.take_the_screen()


def test_a_refused_drop_on_another_tile_moves_only_its_own_gem(
        russian_hot_seat: Screen) -> None:
    screen = russian_hot_seat
    scene, c = screen.scene, screen.scene.controller
    played_round(screen)
    state = c.state
    assert c.human_to_act
    assert state.current_player == 0
    other = 1
    assert scene.highlights().replays.get(other), "seat 1 has a last turn to replay"
    takes = [a for a in state.legal_actions() if isinstance(a, Take)]
    scene.hint = HintAdvisor(lambda: FixedHints((takes[0],)))
    screen.send(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")
    screen.frame(3)
    hint_ghosts = {r.center for kind, r in scene.painter.drawn if kind == "ghost"}
    assert hint_ghosts, "the hint's ghost shows"
    gem = AltarGem(takes[-1].hex)
    home, colour = piece_key(state, gem), state.altar_gems()[gem.hex]
    before = token_keys(state)
    lay = scene.layout
    start = lay.token_pos(home)
    end = lay.tiles[other].slots[1].center
    screen.send(pygame.MOUSEBUTTONDOWN, pos=(round(start[0]), round(start[1])), button=1)
    for k in range(1, 11):
        pos = (round(start[0] + (end[0] - start[0]) * k / 10),
               round(start[1] + (end[1] - start[1]) * k / 10))
        screen.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    screen.frame(90)  # lingering over the other seat's slot with the gem in hand
    screen.send(pygame.MOUSEBUTTONUP, pos=end, button=1)
    assert token_keys(state) == before  # refused: nothing moved
    flown = False
    for _ in range(5 * 60):
        for flight in scene.effects.animator.flights:
            assert (flight.dest, flight.colour) == (home, colour), \
                f"a {flight.colour} gem flies to {flight.dest}: it did not move"
            flown = True
        ghosts = {r.center for kind, r in scene.painter.drawn if kind == "ghost"}
        assert ghosts <= hint_ghosts, f"ghosts of gems that did not move: {ghosts - hint_ghosts}"
        screen.frame()
    assert flown, "the refused gem glides home"
