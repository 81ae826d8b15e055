"""The arena doubles as the engine's soak test: 1000 random games over every configuration."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ganesha import arena


@pytest.mark.slow  # a thousand games: CI runs it
def test_thousand_random_games_over_every_configuration(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    code = arena.main(["--games", "1000", "--mix", "--seats", "random", "--seed", "3",
                       "--json", str(out)])
    report = json.loads(out.read_text())
    assert code == 0 and report["errors"] == 0
    assert report["configurations"] == 48 and report["games"] == 1000
    assert report["seats"][0]["games"] > 2000  # every seat of every game


def test_seats_rotate_between_games() -> None:
    report = arena.run(arena.parse_args(["--players", "2", "--games", "40",
                                         "--seats", "random,random", "--seed", "2"]))
    assert [row["games"] for row in report["seats"]] == [40, 40]
    assert sum(row["wins"] for row in report["seats"]) == 40


def test_wilson_interval() -> None:
    low, high = arena.wilson_interval(130, 200)
    assert 0.58 < low < 0.59 and 0.71 < high < 0.72
