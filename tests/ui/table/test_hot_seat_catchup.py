"""Hot seat: after the hand-over dialog is confirmed, the incoming person sees the other people's
actions since their own last turn played again as beats (the staging of an AI turn) on a copy of
the game; the real game is never rewound, nobody acts until it ends, a click skips it, a person's
own moves are never played back to them, and a table with one person has no hand-over."""

from __future__ import annotations

import itertools

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.engine import Action, AnswerTrade, GameConfig, GameState, Phase, Trade, new_game
from ganesha.ui.kit.text import tr
from ganesha.ui.table.draw.layout import token_keys
from ganesha.ui.table.draw.view import is_hand_over
from ganesha.ui.table.hot_seat import deciders
from ganesha.ui.table.intents import HandOver
from tests.helpers.positions import find_position
from tests.helpers.table import AppTable

DT = 1 / 60


class HotSeat(AppTable):
    """A table opened the app's way (open_table) for the given seats, on the dummy display."""

    def __init__(self, seats: tuple[str, ...], seed: int = 5,
                 state: GameState | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        super().__init__(state or new_game(GameConfig(players=len(seats), seed=seed,
                                                      spices=True, first_player=0)), seats)

    def play_turn(self, seed: int) -> list[Action]:
        """The person to act plays their whole turn (as their drops and buttons would)."""
        seat, played = self.state.current_player, []
        player = make_player("random", seed)
        while self.state.current_player == seat and not self.state.is_over:
            assert self.controller.human_to_act
            action = player.choose(self.state.clone())
            self.controller.submit(action)
            played.append(action)
            self.frame()
        return played

    def confirm(self) -> None:
        dialog = self.scene.dialog
        assert dialog is not None
        assert isinstance(dialog.buttons[0].intent, HandOver)
        pos = dialog.buttons[0].rect.center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.stack.process_event(pygame.event.Event(kind, pos=pos, button=1))
        self.frame()

    def close(self) -> None:
        self.stack.close()


def _watch(t: HotSeat, limit: float = 30.0) -> tuple[list[tuple[float, Action, bool]], GameState]:
    """Confirm the hand-over and run frames until the catch-up ends: (table time, action, gem
    seen in flight) per beat, and the game as it was all along."""
    state_digest = t.state.digest()
    beats: list[tuple[float, Action, bool]] = []
    moved: list[bool] = []
    clock = 0.0

    def listen(action: Action, context: dict) -> None:
        if not context.get("after"):
            assert context.get("replay")
            moved.append(False)
            before.update(tokens=token_keys(t.controller.shown))
            return
        beats.append((clock, action, token_keys(t.controller.shown) != before["tokens"]))

    before: dict = {}
    t.controller.listeners.insert(0, listen)
    t.confirm()
    assert t.controller.hot_seat.catchup is not None
    assert t.controller.shown is not t.state
    assert t.scene.effects.state is t.controller.shown
    flown: dict[int, bool] = {}
    while t.controller.hot_seat.catchup is not None and clock < limit:
        assert not t.controller.human_to_act
        assert not t.controller.pickable()
        assert t.state.digest() == state_digest  # the real game is never rewound
        t.frame()
        clock += DT
        if beats:
            flown[len(beats) - 1] = flown.get(len(beats) - 1, False) \
                or bool(t.scene.effects.animator.in_motion())
    t.controller.listeners.remove(listen)
    return [(time, a, moves and flown.get(i, False)) if moves else (time, a, True)
            for i, (time, a, moves) in enumerate(beats)], t.state


def test_after_the_hand_over_the_missed_moves_play_again_as_beats() -> None:
    t = HotSeat(("human", "human"))
    try:
        played = t.play_turn(1)  # Asha's turn; Ravi was not watching
        assert t.controller.hot_seat.catchup is None  # her own moves are never staged back to her
        assert t.controller.hand_over_due()
        assert t.scene.dialog is not None
        assert t.controller.pickable()
        assert t.controller.human_to_act  # the dialog is modal
        beats, _ = _watch(t)
        assert [a for _, a, _ in beats] == played
        assert all(flew for _, _, flew in beats), "a beat moved a gem that was never drawn flying"
        gaps = [b[0] - a[0] for a, b in itertools.pairwise(beats)]
        assert gaps
        assert min(gaps) >= 0.6
        t.frame()
        assert t.controller.human_to_act
        assert t.scene.effects.state is t.state
        assert t.scene.dialog is None  # confirmed once
        # Ravi plays; Asha is handed the screen and sees his moves, never her own
        ravi = t.play_turn(2)
        assert t.scene.dialog is not None
        beats, state = _watch(t)
        assert [a for _, a, _ in beats] == ravi
        found = deciders(state) or []
        assert {who for _, who in found[-len(beats):]} == {1}  # all Ravi's, none of hers
    finally:
        t.close()


def test_a_click_skips_the_catch_up_to_the_present() -> None:
    t = HotSeat(("human", "human"))
    try:
        t.play_turn(3)
        t.confirm()
        t.frame(50)
        assert t.controller.hot_seat.catchup is not None
        t.stack.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
        t.frame()
        assert t.controller.hot_seat.catchup is None
        assert t.controller.human_to_act
        assert t.scene.effects.state is t.state
        assert not t.scene.effects.animator.flights
    finally:
        t.close()


def test_one_person_against_the_ai_has_no_hand_over() -> None:
    t = HotSeat(("human", "easy"))
    try:
        t.play_turn(4)
        assert not t.controller.hot_seat.hand_over
        assert not t.controller.hand_over_due()
    finally:
        t.close()


def test_in_hot_seat_each_side_of_ginger_sees_the_other_move() -> None:
    state = find_position(lambda s: any(isinstance(a, Trade) for a in s.legal_actions()))
    t = HotSeat(("human", "human"), state=state)
    try:
        giver = state.current_player
        trade = next(a for a in state.legal_actions() if isinstance(a, Trade))
        t.controller.hot_seat.acknowledged = len(state.history)  # the giver already has the screen
        t.controller.submit(trade)
        t.frame()
        assert state.phase == Phase.ANSWER
        assert t.scene.dialog is not None  # "Pass to …"
        beats, _ = _watch(t)
        assert trade in [a for _, a, _ in beats]
        assert all(flew for _, _, flew in beats)
        t.frame()
        answer = next(a for a in state.legal_actions() if isinstance(a, AnswerTrade))
        t.controller.choose(answer)  # the receiver answers in the dialog
        t.frame()
        assert t.controller.hand_over_due()
        assert t.state.current_player == giver
        beats, _ = _watch(t)  # the giver takes the screen back and sees the answer
        assert [a for _, a, _ in beats] == [answer]
        assert beats[0][2]
        names = state.config.seat_names
        notice = t.scene.effects.notice
        assert names[giver] in notice
        assert names[trade.seat] in notice
        assert answer.gem in notice
    finally:
        t.close()


def test_the_catch_up_tells_the_round_when_it_replays_it_not_before() -> None:
    """The round's banner raised while the hand-over dialog waited belongs to the present: the
    catch-up starts from the earlier round, so the banner waits for the replay to get there."""
    t = HotSeat(("human", "human"))
    try:
        t.play_turn(1)
        t.confirm()
        t.stack.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
        t.frame()  # Asha's own catch-up skipped; Ravi's turn ends the round
        t.play_turn(2)
        assert t.state.round == 2
        assert t.scene.effects.banner  # told under the dialog
        t.confirm()
        told: list[tuple[str, int]] = []
        for _ in range(60 * 30):
            if t.controller.hot_seat.catchup is None:
                break
            effects = t.scene.effects
            if effects.banner:
                told.append((effects.banner, t.controller.shown.round))
            t.frame()
        assert t.controller.hot_seat.catchup is None
        assert told
        assert all(words == tr("Round {n}", n=shown) for words, shown in told)
    finally:
        t.close()


def test_the_hand_over_draws_a_curtain_over_the_present_table() -> None:
    """Under "Pass to …" the table is already the present; the catch-up then starts from the
    earlier picture. A curtain hides the present so the table does not jump back in view."""
    t = HotSeat(("human", "human"))
    try:
        lay = t.scene.layout
        veil = t.scene.palette.background_bottom
        spot = (round(lay.centre[0]), round(lay.centre[1] + lay.r_outer * 0.8))  # the mandala

        def distance() -> int:
            pixel = t.surface.get_at(spot)
            return sum(abs(a - b) for a, b in zip(pixel[:3], veil, strict=True))

        open_table_distance = distance()
        t.play_turn(1)
        assert t.scene.dialog is not None
        assert is_hand_over(t.scene.dialog)
        t.frame(30)  # faded in
        assert not t.scene.dialog.rect.collidepoint(spot)
        assert distance() < 40 < open_table_distance
        t.confirm()
        t.frame()
        assert t.scene.dialog is None
        assert distance() > 40  # the catch-up plays in plain view
    finally:
        t.close()


def test_the_catch_up_says_a_passed_spice_again_as_the_live_table_did(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Taking a gem over a spice that cannot do anything now ("… is not offered") is news at
    the live table; the incoming person's replay of that move says the same line."""
    from ganesha.engine import Take
    from ganesha.ui.table.words.log import passed_over

    def passed(state: GameState) -> tuple[Take, str] | None:
        for action in state.legal_actions():
            if isinstance(action, Take) and action.hex in state.spice_tokens():
                probe = state.clone()
                probe.apply(action)
                why = passed_over(state.spice_tokens()[action.hex], probe)
                if why:
                    return action, why
        return None

    seed = next(s for s in range(200) if passed(new_game(GameConfig(
        players=2, seed=s, spices=True, first_player=0))))
    t = HotSeat(("human", "human"), seed=seed)
    said: list[tuple[str, str]] = []
    real = t.scene.effects.say

    def say(words: str, tone: str = "bad") -> None:
        said.append((words, tone))
        real(words, tone)

    monkeypatch.setattr(t.scene.effects, "say", say)
    try:
        found = passed(t.state)
        assert found is not None
        take, why = found
        t.controller.submit(take)
        t.frame()
        assert said == [(why, "news")]  # the live table
        said.clear()
        t.play_turn(3)
        _watch(t)
        assert (why, "news") in said  # and the replay for the one who was not watching
    finally:
        t.close()
