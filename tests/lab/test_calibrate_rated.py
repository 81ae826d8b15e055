"""``python -m ganesha.bench calibrate-rated`` on a handful of games: it plays each target
against the opponents named, both seats of every deal, fits the rating and writes a file the
game reads back, the games behind each point and the pilot mark in it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ganesha.data import rated_calibration as rc
from ganesha.data.ratings import ratings
from ganesha.lab.bench import main
from ganesha.lab.rated import bout_words, nearest, rises


def point(target: int, rating: float) -> rc.Point:
    return rc.Point(target=target, rating=rating, low=None, high=None, games=2,
                    bouts=[rc.Bout("easy", 1000.0, 1, 2)])


def test_the_run_fails_unless_the_ratings_rise_strictly() -> None:
    assert rises([point(1200, 1150), point(1600, 1580), point(2000, 2110)])
    assert not rises([point(1200, 1150), point(1600, 1580), point(2000, 1580)])
    assert not rises([point(1200, 1650), point(1600, 1580)])


def test_a_small_run_writes_a_calibration_the_game_reads(tmp_path: Path) -> None:
    out = tmp_path / "rated.json"
    code = main(["calibrate-rated", "--targets", "900,1300", "--games", "4", "--against",
                 "easy,medium", "--pilot", "--write", "--out", str(out)])
    calib = rc.parse(out.read_bytes())
    assert calib.pilot
    assert [p.target for p in calib.points] == [900, 1300]
    for point in calib.points:
        assert point.games == 8
        assert [(b.against, b.games) for b in point.bouts] == [("easy", 4), ("medium", 4)]
        assert all(0 <= b.wins <= 4 for b in point.bouts)
    rising = calib.points[0].rating < calib.points[1].rating
    assert code == (0 if rising else 1)  # the run says whether the dial's ratings rise
    again = tmp_path / "again.json"
    main(["calibrate-rated", "--targets", "900,1300", "--games", "4", "--against",
          "easy,medium", "--pilot", "--write", "--out", str(again)])
    assert again.read_text(encoding="utf-8") == out.read_text(encoding="utf-8")  # reproduces


def test_each_target_meets_as_many_nearest_levels_as_asked(tmp_path: Path) -> None:
    """``--nearest 1``: one ladder level a target, the nearest (medium for 1200, hard for
    2000); the file's command says so, so the run reproduces."""
    out = tmp_path / "rated.json"
    main(["calibrate-rated", "--targets", "1200", "--games", "2", "--nearest", "1", "--pilot",
          "--write", "--out", str(out)])
    calib = rc.parse(out.read_bytes())
    assert [[b.against for b in p.bouts] for p in calib.points] == [["medium"]]
    assert "--nearest 1" in json.loads(out.read_bytes())["command"]
    assert nearest(2000, ratings(), 1) == ["hard"]
    assert nearest(1200, ratings(), 2) == ["medium", "easy"]


def test_each_match_is_given_with_its_wilson_interval_and_the_ratings_it_spans() -> None:
    # 35 of 100: Wilson 95 % is 26.4 %–44.7 %; against 1230 those rates stand for
    # 1230 + 400·log10(p / (1 − p)): 1052 and 1193.
    words = bout_words(rc.Bout("medium", 1230.0, 35, 100))
    assert words == ("35/100 vs medium (35%, Wilson 95 % 26%–45%: 1052–1193 against its 1230)")
    nil = bout_words(rc.Bout("hard", 2271.0, 0, 10))
    assert nil.startswith("0/10 vs hard (0%, Wilson 95 % 0%–28%: open–2105 against its 2271)")


def test_the_committed_calibration_is_shown_without_playing(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["calibrate-rated", "--show"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "--nearest 1" in lines[0]
    calib = rc.calibration()
    assert calib is not None
    assert [line.split(":")[1] for line in lines[1:]] == [str(p.target) for p in calib.points]
    assert all("Wilson 95 %" in line for line in lines[1:])
