"""A player's rating for one game, read off the calibration of the AI levels.

The game review (:mod:`ganesha.ai.review`) gives each reviewed seat its mean points lost per
turn against the best plan found. ``assets/play_ratings.json`` (written by the calibration,
``python -m ganesha.bench calibrate``) holds the same measure for each AI level, from games
between the levels reviewed seat by seat, beside that level's rating (``assets/ratings.json``).
A player's mean is placed on that curve: the rating is interpolated linearly between the two
levels whose losses bracket it (a level that loses less is stronger), and the interval is the
mean ± 1.96 standard errors mapped through the same curve (it falls monotonically, so the ends
stay ends). Past the weakest or the strongest level the curve says nothing more: the rating
stops at that level's and says so (``capped``). A game with fewer reviewed turns than the
file's ``min_turns`` is too short to rate. Nothing here reviews a game: it only reads the file,
and a missing or damaged file means no rating is shown, never a failure.
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ganesha.ai.registry import OFFERED_LEVELS
from ganesha.ai.review import Review
from ganesha.data import resources

FILE = "play_ratings.json"
#: A calibration file is a few hundred bytes; anything far larger is not one.
MOST_BYTES = 65_536
#: Ratings are shown to the nearest ten: the interval is far wider than that.
ROUND_TO = 10
Z = 1.96


@dataclass(frozen=True, slots=True)
class Point:
    """One level's calibration: its rating and its mean points lost per turn (± se, over
    ``turns`` reviewed turns)."""

    level: str
    rating: float
    loss: float
    se: float
    turns: int


@dataclass(frozen=True, slots=True)
class Calibration:
    """The levels' points, weakest first (loss strictly falling), and the fewest reviewed turns
    a rating is read from."""

    points: tuple[Point, ...]
    min_turns: int


@dataclass(frozen=True, slots=True)
class PlayRating:
    """A player's rating for one game, to the nearest ten, with its 95 % interval and the turns
    it was read from; ``capped`` is "above" when the play was better than the strongest level's
    calibration (the rating is then that level's, "or more"), "below" when worse than the
    weakest's, None otherwise."""

    rating: int
    low: int
    high: int
    turns: int
    capped: str | None


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValueError(f"not a number: {value!r}")
    return float(value)


def parse(data: Any) -> Calibration:
    """The calibration in ``data``; ValueError when anything is off (a rating read from a wrong
    curve would be worse than none)."""
    if not isinstance(data, dict) or not isinstance(data.get("levels"), list):
        raise ValueError("not a calibration")
    min_turns = data.get("min_turns")
    if isinstance(min_turns, bool) or not isinstance(min_turns, int) or min_turns < 1:
        raise ValueError("min_turns is not a positive whole number")
    points = []
    for item in data["levels"]:
        if not isinstance(item, dict) or not isinstance(item.get("level"), str):
            raise ValueError("a level without a name")
        turns = item.get("turns")
        if isinstance(turns, bool) or not isinstance(turns, int) or turns < 1:
            raise ValueError("turns is not a positive whole number")
        point = Point(item["level"], _number(item.get("rating")),
                      _number(item.get("loss_per_turn")), _number(item.get("se")), turns)
        if point.loss < 0 or point.se < 0:
            raise ValueError("a negative loss or standard error")
        points.append(point)
    points.sort(key=lambda p: p.rating)
    if len(points) < 2 or any(b.rating == a.rating or b.loss >= a.loss
                              for a, b in itertools.pairwise(points)):
        raise ValueError("the loss does not fall strictly as the rating rises")
    return Calibration(tuple(points), min_turns)


def load(path: Path) -> Calibration | None:
    """The calibration in ``path``; None when it is missing, too large or damaged."""
    try:
        with path.open("rb") as handle:
            raw = handle.read(MOST_BYTES + 1)
        if len(raw) > MOST_BYTES:
            return None
        return parse(json.loads(raw.decode("utf-8")))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None


@lru_cache(maxsize=1)
def calibration() -> Calibration | None:
    """The committed calibration (cached); None when it is missing or damaged: no rating is
    shown then."""
    try:
        path = resources.asset_path(FILE)
    except OSError:
        return None
    return load(path)


def curve(calib: Calibration, loss: float) -> tuple[float, str | None]:
    """The rating at a mean ``loss`` per turn, and whether it was held at an end."""
    points = calib.points
    if loss > points[0].loss:
        return points[0].rating, "below"
    if loss < points[-1].loss:
        return points[-1].rating, "above"
    for weaker, stronger in itertools.pairwise(points):
        if stronger.loss <= loss <= weaker.loss:
            share = (weaker.loss - loss) / (weaker.loss - stronger.loss)
            return weaker.rating + share * (stronger.rating - weaker.rating), None
    return points[-1].rating, None  # unreachable: the points bracket every loss in range


def _rounded(rating: float) -> int:
    return math.floor(rating / ROUND_TO + 0.5) * ROUND_TO


def rate_loss(mean: float, se: float, turns: int,
              calib: Calibration | None = None) -> PlayRating | None:
    """The rating of a mean loss per turn (± ``se`` over ``turns`` turns); None when there is
    no calibration, too few turns, or no mean to read."""
    calib = calib or calibration()
    if calib is None or turns < calib.min_turns or not math.isfinite(mean):
        return None
    spread = Z * se if math.isfinite(se) and se > 0 else 0.0
    rating, capped = curve(calib, mean)
    low, _ = curve(calib, mean + spread)
    high, _ = curve(calib, mean - spread)
    return PlayRating(_rounded(rating), _rounded(low), _rounded(high), turns, capped)


def rate(review: Review, seat: int, calib: Calibration | None = None) -> PlayRating | None:
    """The rating of ``seat``'s play in a reviewed game; None when it cannot be read (see
    :func:`rate_loss`)."""
    mean, se, turns = review.points_lost(seat)
    return rate_loss(mean, se, turns, calib)


def min_turns() -> int | None:
    """The fewest reviewed turns a rating needs; None without a calibration."""
    calib = calibration()
    return calib.min_turns if calib is not None else None


#: The smallest standard error a game's rating is given when games are combined: a game
#: held at an end of the curve can show an interval of nothing, which would outweigh the rest.
LEAST_SE = 25.0


@dataclass(frozen=True, slots=True)
class Combined:
    """Several games' ratings read as one: the estimate to the nearest ten, its 95 % interval
    and how many games stand behind it."""

    rating: int
    low: int
    high: int
    games: int

    @property
    def spread(self) -> int:
        """Half the interval's width: the "±" a player reads."""
        return (self.high - self.low) // 2


def combine(games: Sequence[PlayRating]) -> Combined | None:
    """One rating from several games': each game's rating weighted by the inverse of its
    variance (its standard error read off its 95 % interval), so n games of a like interval
    narrow it by √n (one game's ±300–600 becomes about ±100–200 over ten). None without
    games."""
    if not games:
        return None
    weights = [1.0 / max((g.high - g.low) / (2 * Z), LEAST_SE) ** 2 for g in games]
    total = sum(weights)
    mean = sum(w * g.rating for w, g in zip(weights, games, strict=True)) / total
    se = 1.0 / math.sqrt(total)
    return Combined(_rounded(mean), _rounded(mean - Z * se), _rounded(mean + Z * se), len(games))


def neighbours(rating: float) -> tuple[str | None, str | None]:
    """The offered AI levels just below and just above ``rating`` (None past either end): what
    a player compares their rating with. A level within half a rounding step counts as both."""
    calib = calibration()
    if calib is None:
        return None, None
    offered = [p for p in calib.points if p.level in OFFERED_LEVELS]
    below = [p.level for p in offered if p.rating <= rating + ROUND_TO / 2]
    above = [p.level for p in offered if p.rating >= rating - ROUND_TO / 2]
    return (below[-1] if below else None), (above[0] if above else None)


__all__ = ["FILE", "Calibration", "Combined", "PlayRating", "Point", "calibration", "combine",
           "curve", "load",
           "min_turns", "neighbours", "parse", "rate", "rate_loss"]
