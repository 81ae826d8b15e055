"""Game review: turns split right, a passed offering is called a mistake, and a review with
fixed sample counts gives the same verdicts every time."""

from __future__ import annotations

import json
import math
import multiprocessing
import time
from pathlib import Path

import pytest

from ganesha.ai import make_player
from ganesha.ai.heuristics import ends_turn
from ganesha.ai.review import (
    FIRST_SAMPLES,
    LABELS,
    MOST_SAMPLES,
    REVIEW_ROUNDS,
    THRESHOLDS,
    Review,
    Turn,
    TurnReview,
    held_out_loss,
    judged_part,
    label_for,
    review_game,
    review_turn,
    split_turns,
)
from ganesha.ai.review_job import ReviewJob
from ganesha.ai.search import EXPERT_ROUNDS
from ganesha.engine import (
    Action,
    EndTurn,
    Gamble,
    GameConfig,
    GameState,
    Place,
    Sacrifice,
    Take,
    Trade,
    new_game,
    replay,
)
from ganesha.lab import review_cli


def played_game(seed: int, levels: tuple[str, str] = ("medium", "medium"),
                spices: bool = True) -> tuple[GameConfig, list[Action]]:
    config = GameConfig(players=2, seed=seed, spices=spices)
    state = new_game(config)
    players = [make_player(level, seed + i) for i, level in enumerate(levels)]
    while not state.is_over:
        state.apply(players[state.current_player].choose(state))
    return config, state.player_actions()


def test_turns_cover_every_decision_of_their_seat() -> None:
    config, actions = played_game(3)
    turns = split_turns(config, actions)
    state = new_game(config)
    by_turn = {t.start: t for t in turns}
    current: Turn | None = None
    taken: list[Action] = []
    for index, action in enumerate(actions):
        if index in by_turn:
            assert current is None or taken == list(current.actions)
            current, taken = by_turn[index], []
            assert state.current_player == current.seat
        assert current is not None
        if state.current_player == current.seat:
            taken.append(action)
        state.apply(action)
    assert taken == list(turns[-1].actions)
    assert all(ends_turn(t.actions[-1]) for t in turns)
    assert {t.seat for t in turns} == {0, 1}


def _passed_offering() -> tuple[GameConfig, list[Action], Turn]:
    """A real position where the seat to act could offer for +9 or more, and ended its turn
    instead (medium plays the game up to there). Putting an offering off is often nearly free
    in this game (the gems wait in the Treasury); this one costs about 2.6 points by the
    reviewer's own count (the search sees it can be made next turn, at some risk)."""
    config = GameConfig(players=2, seed=10, spices=False)
    state: GameState = new_game(config)
    players = [make_player("medium", 10), make_player("medium", 11)]
    turn_start, seat, mine = 0, state.current_player, []
    while True:
        legal = state.legal_actions()
        offers = [a for a in legal if isinstance(a, Sacrifice)]
        if offers and EndTurn() in legal and \
                max(state.preview(a).points[state.current_player] for a in offers) >= 9:
            break
        action = players[state.current_player].choose(state)
        if state.current_player == seat:
            mine.append(action)
        state.apply(action)
        if ends_turn(action):
            turn_start, seat, mine = len(state.player_actions()), state.current_player, []
    actions = [*state.player_actions(), EndTurn()]
    turn = Turn(0, seat, state.round, turn_start, (*mine, EndTurn()))
    return config, actions, turn


def test_passing_a_big_offering_is_worse_than_best_and_the_offering_is_named() -> None:
    config, actions, turn = _passed_offering()
    verdict = review_turn(config, actions, turn, seed=11, first=48, most=192)
    assert verdict.label not in ("best", "good"), verdict
    assert verdict.loss > 2 * verdict.loss_se
    assert any(isinstance(a, Sacrifice) for a in verdict.best)


def test_a_review_with_fixed_samples_gives_the_same_labels_twice() -> None:
    config, actions = played_game(5, ("easy", "medium"))
    first = review_game(config, actions[:40], [0], seed=4, first=16, most=32)
    again = review_game(config, actions[:40], [0], seed=4, first=16, most=32)
    assert [t.label for t in first.turns] == [t.label for t in again.turns]
    assert [t.loss for t in first.turns] == [t.loss for t in again.turns]
    assert first.turns
    assert all(t.label in LABELS for t in first.turns)
    assert 0.0 <= first.accuracy(0) <= 100.0


def test_cancel_stops_after_the_turn_in_hand() -> None:
    config, actions = played_game(6)
    calls: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        calls.append((done, total))
        return done < 2

    review = review_game(config, actions, [1], seed=2, first=8, most=8, progress=progress)
    assert len(review.turns) == 2
    assert calls[-1][0] == 2
    assert calls[-1][1] > 2


def test_the_review_command_prints_every_turn_of_a_saved_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config, actions = played_game(8, ("easy", "medium"))
    state = replay(config, actions[:30])
    before = state.to_json()
    save = tmp_path / "game.json"
    save.write_text(before, encoding="utf-8")
    assert review_cli.main([str(save), "--seats", "1", "--samples", "8", "--most", "8",
                            "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    turns = split_turns(config, actions[:30])
    assert [t["turn"] for t in data["turns"]] == [t.number for t in turns if t.seat == 1]
    assert all(t["label"] in LABELS and t["played"] for t in data["turns"])
    assert save.read_text(encoding="utf-8") == before  # a review never changes the game


def test_the_review_command_refuses_a_damaged_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "game.json"
    save.write_text('{"game": {"config": 3}}', encoding="utf-8")
    assert review_cli.main([str(save)]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_a_background_review_matches_the_direct_one_and_can_be_cancelled() -> None:
    config, actions = played_game(5, ("easy", "medium"))
    actions = actions[:24]
    direct = review_game(config, actions, [0], seed=4, first=8, most=8)
    job = ReviewJob(config, actions, (0,), seed=4, first=8, most=8, processes=1)
    deadline = time.monotonic() + 120
    while not job.finished and time.monotonic() < deadline:  # guards a hang, times nothing
        progress = job.poll()
        assert 0 <= progress.done <= progress.total == len(direct.turns)
        time.sleep(0.05)
    assert job.result() == direct
    stopped = ReviewJob(config, actions, (0,), seed=4, first=8, most=8, processes=1)
    stopped.cancel()
    assert stopped.result() is None
    assert not stopped.finished


def test_the_rules_help_states_the_review_thresholds() -> None:
    from ganesha.ui.menus.rules import RULES

    text = next(body for (kind, body), (_, head) in zip(RULES[1:], RULES, strict=False)
                if kind == "p" and head == "Game review")
    for name, below in THRESHOLDS:
        assert f"{name} (under {below:g}" in text.replace(" points lost", "")
    assert f"blunder ({THRESHOLDS[-1][1]:g} or more)" in text
    numbers = {2: "two", 3: "three", 4: "four"}
    assert f"the expert's search play on from each plan many times, " \
        f"{numbers[REVIEW_ROUNDS]} rounds ahead" in text
    assert REVIEW_ROUNDS == EXPERT_ROUNDS


def test_a_held_out_loss_is_nothing_for_the_best_plan_and_positive_for_a_worse_one() -> None:
    """The best plan is chosen on one half of the samples and measured on the other: a played
    plan that is the best loses nothing (chosen on either half, it is measured against itself),
    one that is worse on every sample loses what it is worse by, and one that merely ties a
    lucky plan loses about nothing instead of the lucky plan's luck."""
    played = [1.0, 3.0, 2.0, 4.0]
    assert held_out_loss([played, [x - 1 for x in played]]) == 0.0
    assert held_out_loss([played, [x + 2 for x in played]]) == 2.0
    lucky = [2.0, 3.0, 3.0, 4.0]  # better on the even samples only: 0.5 better on average
    assert held_out_loss([played, lucky]) == 0.0


def test_the_judged_part_of_a_turn_stops_at_its_first_draw_or_hand_over() -> None:
    take, place = Take(hex=3), Place(gem="red", target="treasury")
    assert judged_part((take, place, EndTurn())) == (take, place, EndTurn())
    assert judged_part((take, Gamble(), place, EndTurn())) == (take, Gamble())
    hand = Trade(seat=1)
    assert judged_part((take, hand, place)) == (take, hand)


def test_labels_follow_the_noise_and_the_thresholds_at_their_edges() -> None:
    assert label_for(0.0, 0.0) == "best"
    assert label_for(0.2, 0.1) == "best"  # within twice the standard error
    assert label_for(0.25, 0.1) == "good"
    assert label_for(-1.0, 0.1) == "best"
    edges = [0.0] + [below for _, below in THRESHOLDS]
    for (name, below), worse in zip(THRESHOLDS, LABELS[2:], strict=True):
        assert label_for(below - 0.01, 0.001) == name
        assert label_for(below, 0.001) == worse  # "under 1.5": 1.5 itself is the next label
    assert label_for(max(edges) + 10, 0.1) == "blunder"


def test_the_default_budget_doubles_from_its_first_samples_up_to_its_cap() -> None:
    config, actions = played_game(5, ("easy", "medium"))
    turn = split_turns(config, actions)[4]
    verdict = review_turn(config, actions, turn, seed=3)
    allowed = {FIRST_SAMPLES << k for k in range(8) if FIRST_SAMPLES << k <= MOST_SAMPLES}
    assert verdict.samples in allowed
    assert (FIRST_SAMPLES, MOST_SAMPLES) == (128, 2048)


def test_one_reviewed_turn_has_a_mean_but_no_spread() -> None:
    config, actions = played_game(5, ("easy", "medium"))
    turn = split_turns(config, actions)[0]
    verdict = TurnReview(turn, 0.0, 0.1, (), 0.0, 0.1, 1.25, 0.1, "good", 8)
    review = Review(config, (turn.seat,), (verdict,))
    assert review.points_lost(turn.seat) == (1.25, math.inf, 1)
    mean, se, turns = review.points_lost(1 - turn.seat)
    assert math.isnan(mean)
    assert (se, turns) == (math.inf, 0)


def test_a_cancelled_review_ends_its_processes_mid_turn() -> None:
    """Cancelling frees the cores at once: the process valuing a turn is ended, not left to
    finish that turn (which takes seconds at this budget) for nobody."""
    config, actions = played_game(5, ("easy", "medium"))
    before = set(multiprocessing.active_children())
    job = ReviewJob(config, actions, (0,), seed=4, first=4096, most=4096, processes=1)
    deadline = time.monotonic() + 60
    while not set(multiprocessing.active_children()) - before:  # guards a hang, times nothing
        assert time.monotonic() < deadline
        time.sleep(0.05)
    time.sleep(0.3)  # the worker is started and into its first turn (seconds long)
    job.cancel()
    started = set(multiprocessing.active_children()) - before
    assert not started, "a cancelled review left its processes running"
    assert job.result() is None
