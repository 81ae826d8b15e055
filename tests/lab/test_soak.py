"""A small soak in the fast suite: the same checked games as ``python -m ganesha.arena --soak``
(every configuration, every AI level mix, invariants after every action), only fewer of them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ganesha.engine import GameConfig, invariants, new_game
from ganesha.lab import arena, soak

pytestmark = pytest.mark.slow  # a soak over every configuration: CI runs it


def test_small_soak_over_every_configuration_and_mix(tmp_path: Path) -> None:
    out = tmp_path / "soak.json"
    # 48 configurations × 11 mixes come round every 528 games; 200 games see every configuration
    # four times and the first five mixes (random, easy, medium, hard, expert).
    code = arena.main(["--soak", "--games", "200", "--seed", "11", "--hard-iterations", "4",
                       "--json", str(out)])
    report = json.loads(out.read_text())
    assert code == 0
    assert report["errors"] == 0
    assert report["games"] == 200
    assert report["decisions"] > 10_000
    checks = report["checks"]
    assert set(checks) == set(soak.SOAK_INVARIANTS)
    assert checks["gems_per_colour"] == report["decisions"] + 200  # + the set-up of each game
    assert checks["replay_digest"] == checks["over_has_no_actions"] == 200
    assert checks["json_round_trip"] >= 200
    assert all(report["games_with_level"][level] > 0 for level in ("random", "easy", "medium",
                                                                    "hard", "expert"))


def test_every_mix_meets_every_configuration() -> None:
    tasks = soak.soak_tasks(48 * len(soak.SOAK_MIXES), 0, 1, 4)
    pairs = {(tuple(sorted(opts.items())), soak.SOAK_MIXES[(game // 48) % len(soak.SOAK_MIXES)])
             for game, opts, _, _, _ in tasks}
    assert len(pairs) == 48 * len(soak.SOAK_MIXES)
    levels_seen = {level for _, _, levels, _, _ in tasks for level in levels}
    assert levels_seen == {"random", "easy", "medium", "hard", "expert"}


def test_a_lost_gem_is_caught() -> None:
    state = new_game(GameConfig(players=3, seed=2))
    invariants.check(state, "at the start")
    state.bag[1] -= 1
    with pytest.raises(invariants.InvariantBroken, match="9 green gems instead of 10 after a bug"):
        invariants.check_gems(state, "after a bug")


def test_a_score_without_a_source_is_caught() -> None:
    state = new_game(GameConfig(players=2, seed=2))
    state.score[0] += 1
    with pytest.raises(invariants.InvariantBroken, match="sources add up to"):
        invariants.check_scores(state, "now")


def test_a_failing_game_is_counted_with_its_replay_command(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def broken(config, levels, seed, hard_iterations):
        raise invariants.InvariantBroken("planted")

    monkeypatch.setattr(soak, "soak_game", broken)
    assert arena.main(["--soak", "--games", "3", "--start", "100", "--seed", "5"]) == 1
    err = capsys.readouterr().err
    assert "planted" in err
    assert "python -m ganesha.arena --soak --seed 5 --start 100 --games 1" in err
