"""The rated level's calibration: the fit against opponents of known rating, the committed file
(schema, its targets, its games), a damaged file falling back to the dial as it reads, and the
calibration curve read backwards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ganesha.data import rated_calibration as rc
from ganesha.data import resources
from ganesha.data.ratings import ratings
from ganesha.lab.rated import nearest

ROOT = Path(__file__).resolve().parents[2]


def test_an_even_score_against_one_opponent_is_its_rating() -> None:
    rating, low, high = rc.fit_rating([(1500.0, 50, 100)])
    assert rating == pytest.approx(1500, abs=0.5)
    assert low is not None
    assert high is not None
    assert 1500 - 90 < low < 1500 - 50
    assert 1500 + 50 < high < 1500 + 90


def test_the_fit_reads_the_elo_gap_of_each_opponent_together() -> None:
    # 76% against 1000 and 24% against 1400 both say 1200
    rating, low, high = rc.fit_rating([(1000.0, 76, 100), (1400.0, 24, 100)])
    assert rating == pytest.approx(1200, abs=3)
    assert low is not None
    assert high is not None
    assert low < 1200 < high
    one, one_low, one_high = rc.fit_rating([(1000.0, 76, 100)])
    assert one == pytest.approx(1200, abs=3)
    assert one_low is not None
    assert one_high is not None
    assert high - low < one_high - one_low  # two matches know more than one


def test_a_perfect_score_has_a_finite_estimate_and_no_upper_bound() -> None:
    rating, low, high = rc.fit_rating([(1230.0, 20, 20)])
    assert high is None
    assert low is not None
    assert 1230 < low < rating < 2500


def test_the_committed_file_is_the_calibration_at_each_target() -> None:
    text = (ROOT / "assets" / rc.FILE).read_bytes()
    calib = rc.parse(text)
    assert [p.target for p in calib.points] == [1200, 1600, 2000]
    assert calib.games == sum(b.games for p in calib.points for b in p.bouts)
    data = json.loads(text)
    assert data["pilot"] is calib.pilot
    assert "calibrate-rated" in data["command"]
    assert all(a.rating < b.rating for a, b in zip(calib.points, calib.points[1:], strict=False))
    for point in calib.points:
        fitted, _, _ = rc.fit_rating([(b.against_rating, b.wins, b.games) for b in point.bouts])
        assert point.rating == pytest.approx(fitted, abs=0.1)  # the file says what it measured


@pytest.mark.parametrize("damage", [b"", b"{", b'{"format": "something else"}',
                                    b'{"format": "ganesha-rated-calibration"}'])
def test_a_damaged_file_leaves_the_dial_reading_as_it_says(
        damage: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / rc.FILE).write_bytes(damage)
    monkeypatch.setattr(resources, "asset_path", lambda name: tmp_path / name)
    rc.calibration.cache_clear()
    try:
        assert rc.calibration() is None
        assert rc.setting_for(1740) == 1740
    finally:
        rc.calibration.cache_clear()


def test_targets_that_do_not_rise_are_refused() -> None:
    data = json.loads((ROOT / "assets" / rc.FILE).read_text(encoding="utf-8"))
    data["points"] = data["points"][::-1]
    with pytest.raises(ValueError):
        rc.parse(json.dumps(data))


def point(target: int, rating: float) -> rc.Point:
    return rc.Point(target=target, rating=rating, low=None, high=None, games=1,
                    bouts=[rc.Bout("easy", 1000.0, 1, 1)])


def test_the_setting_for_a_rating_reads_the_curve_backwards() -> None:
    calib = rc.Calibration((point(1200, 1300), point(1600, 1650), point(2000, 2100)), True, 3)
    assert rc.setting_for(1650, calib) == pytest.approx(1600)
    assert rc.setting_for(1875, calib) == pytest.approx(1800)
    assert rc.setting_for(1000, calib) == pytest.approx(900)   # below: the first offset
    assert rc.setting_for(2200, calib) == pytest.approx(2100)  # above: the last offset
    tangled = rc.Calibration((point(1200, 1300), point(1600, 1250)), True, 2)
    assert rc.setting_for(1500, tangled) == 1500  # a curve that does not rise is not read


def test_each_target_is_measured_against_the_ladder_levels_nearest_it() -> None:
    ladder = ratings()
    assert nearest(1200, ladder) == ["medium", "easy"]
    assert nearest(2000, ladder)[0] == "hard"
