"""How strong the rated level's dial really is: the committed calibration, read, and the fit that
writes it.

``assets/rated_calibration.json`` is written by ``python -m ganesha.bench calibrate-rated``
(:mod:`ganesha.lab.rated`): at each target rating the rated player (:mod:`ganesha.ai.rated`)
played paired 2-player matches against fixed levels of the ladder, and its rating was fitted on
the ladder's scale (:func:`fit_rating`: the maximum-likelihood Elo rating against opponents
whose ratings are held at the ladder's, with a 95 % profile-likelihood interval). The file
records how many games stand behind each point and whether it is a pilot.

The New game screen reads it through :func:`setting_for`: the dial setting whose measured
strength matches a player's rating (the identity when the file is missing or damaged, which the
screen never fails over).
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated

import msgspec

from ganesha.data import resources

FILE = "rated_calibration.json"
FORMAT = "ganesha-rated-calibration"
#: Half the log-likelihood drop that bounds a 95 % interval (χ² with one degree of freedom).
DROP_95 = 1.92
#: The search range of a fitted rating: far outside anything the ladder holds.
FIT_RANGE = (-1000.0, 5000.0)

Rating = Annotated[float, msgspec.Meta(ge=-10_000.0, le=10_000.0)]
Games = Annotated[int, msgspec.Meta(ge=1, le=1_000_000)]
Wins = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]


class Bout(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One match of a point: the rated player won ``wins`` of ``games`` against ``against``,
    whose ladder rating was ``against_rating``."""

    against: Annotated[str, msgspec.Meta(max_length=32)]
    against_rating: Rating
    wins: Wins
    games: Games

    def __post_init__(self) -> None:
        if self.wins > self.games:
            raise ValueError("more wins than games")


class Point(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One dial setting (``target``) and the rating it was measured at, with its interval
    (None: unbounded on that side, as after a perfect score)."""

    target: Annotated[int, msgspec.Meta(ge=0, le=5000)]
    rating: Rating
    low: Rating | None
    high: Rating | None
    games: Games
    bouts: Annotated[list[Bout], msgspec.Meta(min_length=1, max_length=8)]


class CalibrationFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The whole file: the points in rising target order, and how they were made."""

    format: Annotated[str, msgspec.Meta(pattern=f"^{FORMAT}$")]
    about: Annotated[str, msgspec.Meta(max_length=2000)]
    pilot: bool
    command: Annotated[str, msgspec.Meta(max_length=2000)]
    date: Annotated[str, msgspec.Meta(max_length=32)]
    commit: Annotated[str, msgspec.Meta(max_length=64)]
    points: Annotated[list[Point], msgspec.Meta(min_length=1, max_length=64)]

    def __post_init__(self) -> None:
        for a, b in itertools.pairwise(self.points):
            if b.target <= a.target:
                raise ValueError("the targets do not rise")


def expected(rating: float, against: float) -> float:
    """The Elo expectation of a win for ``rating`` against ``against``."""
    return 1.0 / (1.0 + math.pow(10.0, (against - rating) / 400.0))


def log_likelihood(rating: float, bouts: Sequence[tuple[float, float, int]]) -> float:
    """The log-likelihood of ``rating`` given (opponent rating, wins, games) bouts."""
    total = 0.0
    for against, wins, games in bouts:
        p = min(max(expected(rating, against), 1e-300), 1 - 1e-16)
        total += wins * math.log(p) + (games - wins) * math.log(1.0 - p)
    return total


def _argmax(bouts: Sequence[tuple[float, float, int]]) -> float:
    """The likelihood's maximum (it is concave in the rating): a bisection on its slope."""
    low, high = FIT_RANGE
    for _ in range(80):
        mid = (low + high) / 2
        if log_likelihood(mid + 0.01, bouts) > log_likelihood(mid - 0.01, bouts):
            low = mid
        else:
            high = mid
    return (low + high) / 2


def _bound(bouts: Sequence[tuple[float, float, int]], best: float, edge: float) -> float | None:
    """Where the likelihood has dropped by :data:`DROP_95` from ``best`` on ``edge``'s side;
    None when it never does within the fit's range (the side is unbounded)."""
    floor = log_likelihood(best, bouts) - DROP_95
    if log_likelihood(edge, bouts) > floor:
        return None
    inside, outside = best, edge
    for _ in range(80):
        mid = (inside + outside) / 2
        if log_likelihood(mid, bouts) > floor:
            inside = mid
        else:
            outside = mid
    return (inside + outside) / 2


def fit_rating(bouts: Sequence[tuple[float, int, int]]) -> tuple[float, float | None,
                                                                  float | None]:
    """The rating (and its 95 % interval) of a player who won ``wins`` of ``games`` against
    each opponent of a known rating: ``bouts`` of (opponent rating, wins, games). The estimate
    pulls a perfect or nil score in by half a game (as the ladder does), so it stays finite;
    the interval is read from the raw counts, so such a side is unbounded (None)."""
    pulled = [(r, min(max(float(w), 0.5), g - 0.5), g) for r, w, g in bouts]
    raw = [(r, float(w), g) for r, w, g in bouts]
    rating = _argmax(pulled)
    best = _argmax(raw)
    return rating, _bound(raw, best, FIT_RANGE[0]), _bound(raw, best, FIT_RANGE[1])


@dataclass(frozen=True, slots=True)
class Calibration:
    """The measured points, and whether they come from a pilot run."""

    points: tuple[Point, ...]
    pilot: bool
    games: int


def parse(text: str | bytes) -> Calibration:
    """The calibration in ``text``; ValueError (msgspec's errors are ValueErrors) if anything is
    off."""
    data = msgspec.json.decode(text, type=CalibrationFile, strict=True)
    return Calibration(tuple(data.points), data.pilot, sum(p.games for p in data.points))


@lru_cache(maxsize=1)
def calibration() -> Calibration | None:
    """The committed calibration (cached); None when it is missing or damaged."""
    try:
        return parse(resources.asset_path(FILE).read_bytes())
    except (OSError, ValueError):
        return None


def setting_for(rating: float, calib: Calibration | None = None) -> float:
    """The dial setting expected to play at ``rating``: the calibration's targets against their
    measured ratings, read backwards (linear between points, shifted by the nearest point's
    offset past the ends). Without a usable curve — no file, or measured ratings that do not
    rise with the target — the setting is the rating itself."""
    calib = calib if calib is not None else calibration()
    points = list(calib.points) if calib is not None else []
    if not points or any(b.rating <= a.rating for a, b in itertools.pairwise(points)):
        return float(rating)
    if rating <= points[0].rating:
        return rating + points[0].target - points[0].rating
    if rating >= points[-1].rating:
        return rating + points[-1].target - points[-1].rating
    for a, b in itertools.pairwise(points):
        if a.rating <= rating <= b.rating:
            share = (rating - a.rating) / (b.rating - a.rating)
            return a.target + share * (b.target - a.target)
    return float(rating)  # unreachable: the points bracket every rating in range


def to_json(data: CalibrationFile) -> str:
    """The file's text, one field a line (committed: a diff shows what moved)."""
    return json.dumps(msgspec.to_builtins(data), indent=1, ensure_ascii=False) + "\n"


__all__ = ["FILE", "FORMAT", "Bout", "Calibration", "CalibrationFile", "Point", "calibration",
           "expected", "fit_rating", "log_likelihood", "parse", "setting_for", "to_json"]
