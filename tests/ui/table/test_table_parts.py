"""The table's public seams: mouse and keyboard give the same typed intents through one input
object, the highlights come from one place, the controller drives the match (spectator mode,
results), and the factory opens a table from a Match."""

from __future__ import annotations

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.ai.worker import AIWorker, Fallback
from ganesha.data.match import Match
from ganesha.data.vocabulary import NORMAL_SPEED, speed_named
from ganesha.engine import GameConfig, GameState, Phase, Take, new_game
from ganesha.store.settings import Settings
from ganesha.ui.kit.scene import SceneStack
from ganesha.ui.table.ai_seats import fallback_notice
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw.highlights import Highlights, highlights
from ganesha.ui.table.intents import (
    SHOW_RESULTS,
    AltarGem,
    Drop,
    PickUp,
    ToSlot,
    ToTreasury,
    TreasuryGem,
)
from ganesha.ui.table.scene import TableScene, open_table
from ganesha.ui.table.words.prompts import BarRole
from tests.helpers.positions import plain_hex, two_gem_position
from tests.helpers.screens_host import ScreensHost
from tests.helpers.table import TableFactory, dialog_of


def event(kind: int, **data) -> pygame.event.Event:
    return pygame.event.Event(kind, **data)


def test_a_drag_and_the_keyboard_give_the_same_drop(table_factory: TableFactory) -> None:
    t = table_factory(spices=False, seed=4)
    state, lay, hand = t.state, t.layout, t.scene.input
    h = plain_hex(state)
    known = len(state.history)
    tile = lay.tiles[state.current_player]
    start = tuple(round(v) for v in lay.hex_centres[h])
    end = tile.treasury_rect.center
    assert hand.handle(event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)) == (True, None)
    hand.handle(event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    assert hand.lifted == AltarGem(h)
    assert not hand.idle
    consumed, by_mouse = hand.handle(event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert consumed
    assert by_mouse == Drop(AltarGem(h), ToTreasury(), end)
    assert len(state.history) == known
    assert hand.idle  # the input only says; nothing applied

    def press(key: int) -> object:
        return hand.handle(event(pygame.KEYDOWN, key=key, mod=0, unicode=""))[1]

    press(pygame.K_TAB)  # shows the ring
    while hand.focus_items()[hand.focus.index].data != AltarGem(h):
        press(pygame.K_TAB)
    assert press(pygame.K_RETURN) == PickUp(AltarGem(h))
    assert hand.selected == AltarGem(h)
    while hand.focus_items()[hand.focus.index].data != ToTreasury():
        press(pygame.K_TAB)
    by_keys = press(pygame.K_RETURN)
    assert isinstance(by_keys, Drop)
    assert by_mouse.pos is not None
    assert (by_keys.piece, by_keys.spot) == (by_mouse.piece, by_mouse.spot)
    assert by_keys.pos is None
    assert hand.idle


def test_escape_puts_the_piece_down_and_the_table_is_idle_again(
        table_factory: TableFactory) -> None:
    t = table_factory(spices=False, seed=4)
    h = plain_hex(t.state)
    t.click(t.layout.hex_centres[h])
    assert t.scene.input.selected == AltarGem(h)
    assert not t.scene.idle
    t.send(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    assert t.scene.idle
    assert t.scene.input.selected is None


def test_the_second_gem_highlights_come_from_the_rules(table_factory: TableFactory) -> None:
    state, first, _, far = two_gem_position()
    t = table_factory(state)
    t.drag(t.layout.hex_centres[first], t.layout.tiles[state.current_player].slots[1].center)
    assert state.phase == Phase.SECOND
    hl = t.scene.highlights()
    assert hl.glow == frozenset(state.second_gem_hexes())
    assert far in hl.dim
    assert not hl.glow & hl.dim
    assert hl.targets == frozenset()  # nothing in hand: no spot glows
    held = highlights(state, t.layout, t.controller, AltarGem(min(hl.glow)), None)
    assert held.targets == {ToTreasury(), ToSlot(0), ToSlot(1)}


def test_nothing_glows_while_an_ai_plays(table_factory: TableFactory) -> None:
    state = new_game(GameConfig(players=2, seed=5, first_player=1))
    t = table_factory(state, ["human", "random"])
    t.controller.ai.hold_ai = True
    assert not t.controller.human_to_act
    assert t.scene.highlights() == Highlights()


def test_a_spectator_controller_lets_nobody_act_and_no_ai_play() -> None:
    state = new_game(GameConfig(players=2, seed=2))
    c = TableController(state, ["human", "hard"], spectator=True)
    assert c.seats == ["human", "hard"]  # the tiles still say who sat where
    assert not c.human_to_act
    assert c.pickable() == set()
    assert c.drop(AltarGem(plain_hex(state)), ToTreasury()).error
    for _ in range(20):
        c.step(1.0, True, NORMAL_SPEED)
    assert c.ai.worker is None
    assert state.player_actions() == []
    c.submit(state.legal_actions()[0])  # a replay steps on by submitting
    assert len(c.log) >= 1
    assert c.undo_steps() == 0


def test_the_results_are_due_once_after_the_game_ends() -> None:
    state = new_game(GameConfig(players=2, seed=6))
    player = make_player("random", 6)
    while not state.is_over:
        state.apply(player.choose(state))
    c = TableController(state, ["human", "human"])
    assert not c.step(0.5, True, NORMAL_SPEED)  # the finished table stays a moment
    assert not c.step(0.5, False, NORMAL_SPEED)  # and waits while gems still fly
    assert c.step(0.8, True, NORMAL_SPEED)
    assert c.results_shown
    assert not c.step(5.0, True, NORMAL_SPEED)
    last = c.buttons()[-1]
    assert (last.role, last.label, last.command) == (BarRole.RESULTS, "Results", SHOW_RESULTS)


def test_open_table_from_a_match_and_from_a_saved_state() -> None:
    pygame.display.init()
    pygame.font.init()
    try:
        pygame.display.set_mode((1024, 600))
        match = Match(GameConfig(players=3, seed=8), ("human", "easy", "human"),
                      ("tiger", "cow", "monkey"))
        table = open_table(match, None, (1024, 600), speed_named("fast"))
        assert isinstance(table, TableScene)
        assert table.state.player_actions() == []
        assert table.controller.pawns == match.pawns
        assert table.speed.key == "fast"
        assert table.controller.ai.ai_seed == 8
        table.close()
        saved = new_game(match.config)
        saved.apply(Take(plain_hex(saved)))
        again = open_table(match, saved, (1024, 600), spectator=True)
        assert again.state is saved
        assert not again.controller.human_to_act
        again.close()
    finally:
        pygame.display.quit()


def test_a_refused_treasury_gem_is_said_and_the_state_stays(table_factory: TableFactory) -> None:
    from ganesha.engine.positions import build_position

    state = build_position(players=2, altar={}, treasury={0: {"red": 2}}, current=0)
    t = table_factory(state)
    cell = t.layout.tiles[0].treasury_cells[0]
    before = state.to_json()
    res = t.controller.drop(TreasuryGem("red"), ToTreasury())
    assert res.error
    assert res.action is None
    assert state.to_json() == before
    t.drag(cell.center, t.layout.tiles[0].slots[0].center)
    assert state.to_json() == before
    assert "Ganesha" in t.scene.effects.notice
    assert any(f.dest == ("treasury", 0, 0, 1) for f in t.scene.effects.animator.flights)


def test_a_replay_watches_through_a_spectator_and_keeps_the_seats() -> None:
    from ganesha.store.saves import SavedGame
    from ganesha.ui.menus.replay import ReplayScene

    state = new_game(GameConfig(players=2, seed=6))
    player = make_player("random", 6)
    for _ in range(12):
        state.apply(player.choose(state))
    pygame.display.init()
    pygame.font.init()
    try:
        pygame.display.set_mode((1280, 800))
        host = ScreensHost(SceneStack(), (1280, 800), Settings())  # the bar's buttons unused
        replay = ReplayScene(host, host, SavedGame(state, ("human", "medium")), (1280, 800))
        table = replay.table
        assert table is not None
        assert table.controller.spectator
        assert table.controller.seats == ["human", "medium"]
        replay.on_change("end", True)
        table = replay.table
        assert table is not None
        assert table.state.digest() == state.digest()
        replay.on_change("back_one", True)
        replay.on_change("next", True)
        for _ in range(30):
            replay.update(1 / 30)
        assert replay.table is not None
        assert replay.table.state.digest() == state.digest()
        assert replay.table.controller.ai.worker is None  # no AI seat ever played by itself
        replay.close()
    finally:
        pygame.display.quit()


def test_speed_keys_step_and_the_speed_button_goes_round(table_factory: TableFactory) -> None:
    t = table_factory(spices=False)
    assert t.scene.speed == NORMAL_SPEED
    t.send(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0, unicode="+")
    assert t.scene.speed.key == "fast"
    for _ in range(5):
        t.send(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0, unicode="+")
    assert t.scene.speed.instant
    assert not t.scene.effects.animator.busy
    t.click(t.layout.speed_button.center)  # from the fastest round to the slowest
    assert t.scene.speed.key == "slow"
    t.send(pygame.KEYDOWN, key=pygame.K_MINUS, mod=0, unicode="-")
    assert t.scene.speed.key == "slow"


def test_an_undone_line_leaves_the_log_view(table_factory: TableFactory) -> None:
    t = table_factory(spices=False, seed=4)
    state = t.state
    t.controller.submit(Take(plain_hex(state)))
    t.frame(2)
    line = t.controller.log[-1].text
    assert t.scene.log_view.wrapped.count(line) == 1
    t.send(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z")
    t.frame(2)
    assert line not in t.scene.log_view.wrapped
    t.controller.submit(Take(plain_hex(state)))
    t.frame(2)
    assert t.scene.log_view.wrapped.count(line) == 1


def test_a_yellow_sacrifice_asks_for_the_colour_with_the_engines_preview(
        table_factory: TableFactory) -> None:
    from ganesha.engine import Sacrifice
    from ganesha.engine.positions import build_position
    from ganesha.ui.table.intents import Dismiss

    state = build_position(players=2, altar={},
                           treasury={0: {"yellow": 1, "red": 2, "blue": 1}}, current=0)
    t = table_factory(state)
    yellow = t.layout.tiles[0].treasury_cells[4]
    t.drag(yellow.center, t.layout.centre)
    dialog = t.scene.dialog
    assert dialog is not None
    assert dialog.title == "Sacrifice yellow"
    assert not t.scene.idle
    options = [b for b in dialog.buttons if isinstance(b.intent, Sacrifice)]
    assert {b.intent.colour for b in options} >= {"red", "blue"}
    for b in options:
        slots = state.preview(b.intent).slots
        assert b.label.endswith(f"×{len(slots)} +{sum(v for _, _, v in slots)}")
    cancel = next(b for b in dialog.buttons if b.intent == Dismiss())
    t.click(cancel.rect.center)
    assert t.scene.dialog is None
    assert t.scene.idle
    assert state.player_actions() == []
    t.drag(yellow.center, t.layout.centre)
    red = next(b for b in dialog_of(t).buttons
               if isinstance(b.intent, Sacrifice) and b.intent.colour == "red")
    t.click(red.rect.center)
    assert state.history[-1] == red.intent


def test_the_worker_s_notice_is_said_once_at_the_table(table_factory: TableFactory,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """When the AI worker falls back to thinking in a thread it says so once; the table shows it
    (the player is told, the game goes on)."""
    t = table_factory(spices=False, seed=4, seats=["easy", "easy"])

    class Worker(AIWorker):
        """Thinks for ever, after falling back to a thread once."""

        def __init__(self) -> None:
            super().__init__(use_process=False)
            self.notices = [Fallback("timeout")]
            self.started = False

        @property
        def busy(self) -> bool:
            return self.started

        def start(self, state: GameState, level: str, seed: int, think_ms: int | None = None,
                  hints: int = 0) -> None:
            self.started = True

        def poll(self) -> None:
            return None

        def take_notice(self) -> Fallback | None:
            return self.notices.pop() if self.notices else None

        def close(self) -> None:
            pass

    said: list[str] = []
    t.scene.controller.ai.worker = Worker()
    monkeypatch.setattr(t.scene, "say", said.append)
    for _ in range(5):
        t.scene.update(1.0)
    assert said == [fallback_notice(Fallback("timeout"))]
    assert "no answer within the budget" in said[0]
