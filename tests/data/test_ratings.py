"""The AI levels' ratings: every offered level has one, fitted honestly from the ladder."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from ganesha.ai import OFFERED_LEVELS
from ganesha.data import ratings
from ganesha.data.arguments import BadValue
from ganesha.data.ratings import Match, elo_gap, fit, in_words
from ganesha.lab import arena, ladder


def test_every_offered_level_has_a_measured_rating() -> None:
    rated = ratings.ratings()
    for level in OFFERED_LEVELS:
        assert level in rated, f"{level} has no rating in assets/ratings.json"
        assert math.isfinite(rated[level].rating)
    for level in OFFERED_LEVELS:
        if level != ratings.ANCHOR[0]:
            match = rated[level].against
            assert match is not None
            assert match.stronger == level
            assert match.games >= 100


def test_the_ladder_puts_each_level_above_the_one_it_beats() -> None:
    matches = [Match("b", "a", 150, 200, "d", "c", "x"), Match("c", "b", 200, 200, "d", "c", "x")]
    fitted = _fit_anchored(matches)  # "a" stands in for easy, the real file's anchor
    assert fitted["b"].rating - fitted["a"].rating == pytest.approx(elo_gap(0.75, 200))
    assert elo_gap(0.75, 200) == pytest.approx(190.8, abs=0.1)
    assert fitted["b"].low < fitted["b"].rating < fitted["b"].high
    # a perfect score: a finite estimate, a lower bound, no upper bound
    assert math.isfinite(fitted["c"].rating)
    assert fitted["c"].high == math.inf
    assert fitted["c"].low > fitted["b"].rating


def _fit_anchored(matches: list[Match]) -> dict[str, ratings.Rating]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ratings, "ANCHOR", ("a", 1000.0))
        return fit(("a", "b", "c"), matches)


def test_a_win_rate_in_plain_words() -> None:
    assert in_words(0.755) == (3, 4)
    assert in_words(0.79) == (4, 5)
    assert in_words(1.0) == (99, 100)
    assert in_words(0.5) == (1, 2)


def test_the_ladder_plays_a_rung_and_rewrites_the_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    committed = ladder.FILE.read_bytes()
    target = tmp_path / "ratings.json"
    target.write_bytes(committed)
    monkeypatch.setattr(ladder, "FILE", target)
    real = Path(ladder.__file__).resolve().parents[2] / "assets" / "ratings.json"
    args = arena.parse_args(["--ladder", "--pairs", "easy:random", "--games", "4"])
    assert ladder.run_ladder(args, arena.run) == 0
    data = json.loads(target.read_text(encoding="utf-8"))
    rung = next(m for m in data["matches"] if m["stronger"] == "easy")
    assert rung["games"] == 4
    assert "--seats easy,random" in rung["command"]
    # the other rungs are kept as they were
    assert sum(m["games"] for m in data["matches"] if m["stronger"] != "easy") >= 600
    assert real.read_bytes() == committed  # the committed file is untouched
    with pytest.raises(BadValue):  # refused as --pairs is parsed: one line, exit 2
        ladder.pairs("hard:random")
