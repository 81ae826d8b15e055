"""The review's calibration (``python -m ganesha.bench calibrate``): every deal of every pair of
neighbouring levels played from both seats, every turn's loss booked to the level that played
it, and the table's order read right."""

from __future__ import annotations

import dataclasses
import io
import json
import math
import re
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from ganesha.ai import make_player
from ganesha.ai.review import Turn, TurnReview, split_turns
from ganesha.data import play_ratings, resources
from ganesha.data.ratings import ratings
from ganesha.engine import Action, GameConfig, GameState, new_game
from ganesha.lab import calibrate

ROOT = Path(__file__).resolve().parents[2]


def test_every_deal_is_played_from_both_seats_by_neighbouring_levels() -> None:
    tasks = calibrate.schedule(4, seed=9)
    assert len(tasks) == 4 * len(calibrate.PAIRS)
    for rung, (low, high) in enumerate(calibrate.PAIRS):
        mine = tasks[4 * rung:4 * rung + 4]
        assert [levels for levels, _ in mine] == [(low, high), (high, low)] * 2
        deals = [deal for _, deal in mine]
        assert deals[0] == deals[1] != deals[2] == deals[3]
    assert len({deal for _, deal in tasks}) == 2 * len(calibrate.PAIRS)


def test_each_turn_is_booked_to_the_level_that_played_it(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    clock = iter([10.0, 52.0])  # the review of the one game took 42 s
    monkeypatch.setattr(calibrate, "time", SimpleNamespace(perf_counter=lambda: next(clock)))
    config = GameConfig(players=2, seed=4)
    state = new_game(config)
    players = [make_player("random", 1), make_player("easy", 2)]
    while state.round < 3:
        state.apply(players[state.current_player].choose(state))
    game = calibrate.Played(("random", "easy"), state.to_json())
    losses = calibrate.by_level(calibrate.reviewed([game], seed=1, jobs=1, first=4, most=4))
    turns = split_turns(config, state.player_actions())
    assert len(losses["random"]) == sum(t.seat == 0 for t in turns) > 0
    assert len(losses["easy"]) == sum(t.seat == 1 for t in turns) > 0
    assert losses["medium"] == losses["hard"] == losses["expert"] == []
    # the cost docs/ai.md quotes: CPU-seconds a game (one game, one process: all 42 of them)
    assert "of 1 games in 42 s (42 CPU-s a game, both seats)" in capsys.readouterr().out


def test_the_table_is_ordered_only_when_every_stronger_level_loses_less() -> None:
    ordered = {"random": [3.0, 2.0], "easy": [2.0, 1.0], "medium": [1.0, 1.0],
               "hard": [0.5, 0.3], "expert": [0.2, 0.1]}
    assert calibrate.report(calibrate.summary(ordered))
    swapped = dict(ordered, hard=[0.1, 0.1])
    assert not calibrate.report(calibrate.summary(swapped))
    rows = calibrate.summary({"random": [1.0]})
    assert rows[0]["turns"] == 1
    assert rows[0]["se"] == math.inf
    assert math.isnan(rows[1]["loss_per_turn"])


def test_the_kept_scale_carries_each_levels_loss_and_its_rating(tmp_path: Path) -> None:
    rows = calibrate.summary({"random": [3.0, 2.0], "easy": [2.0, 1.0], "medium": [1.0, 0.8],
                              "hard": [0.5, 0.3], "expert": [0.2, 0.1]})
    out = tmp_path / "play_ratings.json"
    calibrate.write(rows, out, "python -m ganesha.bench calibrate --write")
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["command"] == "python -m ganesha.bench calibrate --write"
    assert [row["level"] for row in data["levels"]] == list(calibrate.LEVELS)
    assert [row["loss_per_turn"] for row in data["levels"]] == [2.5, 1.5, 0.9, 0.4, 0.15]
    assert [row["rating"] for row in data["levels"]] == [
        round(ratings()[level].rating) for level in calibrate.LEVELS]
    assert data["min_turns"] == calibrate.MIN_TURNS


def test_kept_games_are_read_back_not_played_again(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    state = new_game(GameConfig(players=2, seed=1))
    tasks = calibrate.schedule(2, seed=3)
    kept = tmp_path / "games.json"
    kept.write_text(json.dumps({"games": [
        {"levels": list(levels), "deal": deal, "game": state.to_json()}
        for levels, deal in reversed(tasks)]}), encoding="utf-8")

    def no_pool(*_: object, **__: object) -> None:
        raise AssertionError("a kept game was played again")

    monkeypatch.setattr(calibrate, "ProcessPoolExecutor", no_pool)
    games = calibrate.played_games(kept, 2, 3, jobs=1)
    assert [g.levels for g in games] == [levels for levels, _ in tasks]


def test_the_expert_check_counts_a_shown_plan_the_expert_ranks_in_its_top_three() -> None:
    state = new_game(GameConfig(players=2, seed=6))
    players = [make_player("medium", 1), make_player("medium", 2)]
    while state.round < 2:
        state.apply(players[state.current_player].choose(state))
    game = state.clone()
    turn = next(t for t in split_turns(game.config, game.player_actions()) if t.round == 1)
    position = calibrate.replay_to(game, turn.start).resample(0)
    top = calibrate.expert_top((position, 300, 0))
    others = [a for a in position.legal_actions() if a not in top]
    assert top
    assert others
    assert all(action in position.legal_actions() for action in top)  # first actions, to play

    def verdict(first: Action, levels: tuple[str, ...] = ("hard", "expert")
                ) -> calibrate.Verdict:
        return calibrate.Verdict("hard", levels, game, TurnReview(
            turn, 0.0, 0.1, (first,), 1.0, 0.1, 1.0, 0.1, "good", 8))

    assert calibrate.expert_check([verdict(top[0])], 5, 300, jobs=1) == 1.0
    assert calibrate.expert_check([verdict(others[0]), verdict(top[-1])], 5, 300,
                                  jobs=1) == 0.5
    best = calibrate.Verdict("expert", ("hard", "expert"), game, TurnReview(
        turn, 0.0, 0.1, (others[0],), 0.0, 0.1, 0.0, 0.1, "best", 8))
    elsewhere = verdict(others[0], ("medium", "hard"))  # another pair's game: not checked
    assert calibrate.expert_check([best, elsewhere, verdict(top[0])], 5, 300, jobs=1) == 1.0


def test_without_a_games_file_every_game_is_played(monkeypatch: pytest.MonkeyPatch) -> None:
    class Pool:
        """Stands in for the worker processes: each game "played" as the empty game."""

        def __init__(self, jobs: int, **bond: object) -> None:
            assert jobs == 1

        def __enter__(self) -> Pool:
            return self

        def __exit__(self, *_: object) -> None:
            return None

        def map(self, _: object, tasks: list[tuple[tuple[str, ...], int]]
                ) -> list[calibrate.Played]:
            return [calibrate.Played(levels, f"deal {deal}") for levels, deal in tasks]

    monkeypatch.setattr(calibrate, "ProcessPoolExecutor", Pool)
    games = calibrate.played_games(None, 2, 3, jobs=1)
    tasks = calibrate.schedule(2, seed=3)
    assert [(g.levels, g.game) for g in games] == [(lv, f"deal {d}") for lv, d in tasks]


@pytest.mark.parametrize("kind", ["game", "verdict"])
def test_a_game_or_verdict_cannot_be_changed_once_made(kind: str) -> None:
    """The games are read back from the kept file and the verdicts booked to their levels
    over hours of reviewing: neither can be changed once made, and thousands of them carry
    no per-instance dict."""
    game = new_game(GameConfig(players=2, seed=1))
    value = calibrate.Played(("random", "easy"), game.to_json()) if kind == "game" else \
        calibrate.Verdict("easy", ("random", "easy"), game, TurnReview(
            Turn(0, 0, 1, 0, ()), 0.0, 0.1, (), 0.0, 0.1, 0.0, 0.1, "best", 8))
    assert not hasattr(value, "__dict__")
    with pytest.raises(dataclasses.FrozenInstanceError):
        value.levels = ("expert", "expert")  # type: ignore[misc]


def test_two_levels_losing_the_same_are_not_ordered() -> None:
    tied = {"random": [3.0, 2.0], "easy": [2.0, 1.0], "medium": [1.0, 0.8],
            "hard": [0.5, 0.3], "expert": [0.5, 0.3]}
    assert not calibrate.report(calibrate.summary(tied))


def test_a_calibration_game_is_a_whole_two_player_game_of_its_levels() -> None:
    played = calibrate.play_one((("random", "easy"), 5))
    state = GameState.from_json(played.game)
    assert played.levels == ("random", "easy")
    assert state.config.players == 2
    assert state.config.seed == 5
    assert state.is_over


def test_writing_the_kept_scale_from_its_own_figures_leaves_the_file_as_it_is(
        tmp_path: Path) -> None:
    """A calibration run again on the same games rewrites ``assets/play_ratings.json`` with
    only its date changed: the same layout, the same ratings, and the same fewest turns a
    player's game is rated from (docs/ai.md: 8), so the change a new measurement makes to the
    shipped file is the measurement and nothing else."""
    shipped = resources.asset_path(play_ratings.FILE).read_text(encoding="utf-8")
    data = json.loads(shipped)
    rows = [{"level": item["level"], "loss_per_turn": item["loss_per_turn"], "se": item["se"],
             "turns": item["turns"]} for item in data["levels"]]
    out = tmp_path / play_ratings.FILE
    calibrate.write(rows, out, data["command"], data["commit"])
    written = out.read_text(encoding="utf-8")
    today = json.loads(written)["date"]
    assert written == shipped.replace(f'"date": "{data["date"]}"', f'"date": "{today}"')
    calib = play_ratings.load(out)
    assert calib is not None
    assert calib.min_turns == 8


def test_the_kept_figures_are_the_printed_ones(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """The table the calibration prints and the file it keeps carry each level's loss and
    standard error to the same three decimals: what was read off the screen is what ships."""
    rows = calibrate.summary({"random": [3.1234, 2.9], "easy": [2.05, 1.0],
                              "medium": [1.0, 0.8], "hard": [0.5, 0.31], "expert": [0.2, 0.1]})
    calibrate.report(rows)
    printed = capsys.readouterr().out.splitlines()
    out = tmp_path / play_ratings.FILE
    calibrate.write(rows, out, "python -m ganesha.bench calibrate --write")
    for item in json.loads(out.read_text(encoding="utf-8"))["levels"]:
        line = next(text for text in printed if text.split()[:1] == [item["level"]])
        assert [float(text) for text in line.split()[1:3]] == [item["loss_per_turn"],
                                                                item["se"]]
    gaps = [text for text in printed if " − " in text]
    assert len(gaps) == len(rows) - 1
    assert all(text.endswith(" se)") for text in gaps), gaps  # each gap in standard errors


def test_the_expert_check_s_line_reaches_a_piped_log_at_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A calibration runs for hours with its output piped to a log: the expert check's line is
    in the log as soon as the check is done, not when the run ends."""
    pipe = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(pipe, encoding="utf-8"))
    share = calibrate.expert_check([], count=5, iterations=10, jobs=1)
    assert math.isnan(share)
    assert b"0/0 turns" in pipe.getvalue()


def test_the_deals_are_the_numbers_a_kept_games_file_names_its_games_by() -> None:
    """A games file kept by an earlier calibration (``--games-file``) names each game by its
    levels and deal; the schedule must number the deals as it did (checked with numbers
    written here by hand, never with its own formula), or a longer calibration on the same
    seed would play every kept game again."""
    assert calibrate.schedule(4, seed=50)[:6] == [
        (("random", "easy"), 50_000_150), (("easy", "random"), 50_000_150),
        (("random", "easy"), 50_000_151), (("easy", "random"), 50_000_151),
        (("easy", "medium"), 50_001_150), (("medium", "easy"), 50_001_150)]


def test_outside_a_checkout_the_commit_is_left_empty(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The kept scale names the commit it measured; run where there is no git checkout (an
    installed copy), it names none rather than failing after hours of measuring."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    assert calibrate.commit_now() == ""


def test_the_expert_check_runs_with_the_simulations_its_measured_figure_used() -> None:
    """docs/ai.md gives the expert check's result (38 of 40 turns) with a fixed number of
    simulations a position; the check run without --expert-iterations uses that number."""
    text = " ".join((ROOT / "docs" / "ai.md").read_text(encoding="utf-8").split())
    stated = re.search(r"each position with a fixed ([\d ]+) simulations", text)
    assert stated is not None
    assert int(stated.group(1).replace(" ", "")) == calibrate.EXPERT_CHECK_ITERATIONS
