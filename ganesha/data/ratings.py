"""How strong each AI level is, from measurement: the committed ratings file, read.

``assets/ratings.json`` is written by the arena's ladder (``python -m ganesha.arena --ladder``):
the matches between neighbouring levels (2 players, every deal played from both seats), and
Elo-style ratings fitted from them — easy anchored at 1000, each level placed above the one
below it by the Elo difference of their measured win rate, with the interval carried from the
Wilson interval of each match. The New game screen shows a level's rating and, in plain words,
how often it beat the level below it. Nothing here plays a game: it only reads the file.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ganesha.data import resources

FILE = "ratings.json"
#: The level whose rating is fixed, and the rating it is fixed at.
ANCHOR = ("easy", 1000.0)


@dataclass(frozen=True, slots=True)
class Match:
    """One measured match: ``stronger`` won ``wins`` of ``games`` against ``weaker``."""

    stronger: str
    weaker: str
    wins: int
    games: int
    date: str
    commit: str
    command: str

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else math.nan


@dataclass(frozen=True, slots=True)
class Rating:
    """A level's rating with its 95% interval, and the match it won against the level below it
    (None at the foot of the ladder)."""

    level: str
    rating: float
    low: float
    high: float
    against: Match | None


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a win rate."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def elo_gap(rate: float, games: int) -> float:
    """The Elo difference that predicts ``rate``; a perfect or nil score is pulled in by half a
    game (the Haldane correction), so 200 wins of 200 give a large but finite gap."""
    low, high = 0.5 / (games + 1), 1 - 0.5 / (games + 1)
    p = min(max(rate, low), high)
    return 400 * math.log10(p / (1 - p))


def bound_gap(rate: float, games: int) -> float:
    """An interval end as an Elo gap: unbounded where the interval reaches a certain win or
    loss (a perfect score says how much stronger at least, never at most)."""
    if rate >= 1.0:
        return math.inf
    if rate <= 0.0:
        return -math.inf
    return elo_gap(rate, games)


def fit(order: tuple[str, ...], matches: list[Match]) -> dict[str, Rating]:
    """Ratings of the levels in ``order`` (weakest first) from the neighbouring matches: each
    level stands the Elo gap of its match above the one below; intervals add up along the
    chain from the anchor (conservative, since each match's interval is counted whole)."""
    by_pair = {(m.stronger, m.weaker): m for m in matches}
    anchor_level, anchor_rating = ANCHOR
    at = order.index(anchor_level)
    below_anchor = by_pair.get((anchor_level, order[at - 1])) if at > 0 else None
    ratings = {anchor_level: Rating(anchor_level, anchor_rating, anchor_rating, anchor_rating,
                                    below_anchor)}
    for i in range(at + 1, len(order)):  # upwards from the anchor
        match = by_pair[(order[i], order[i - 1])]
        below = ratings[order[i - 1]]
        low, high = wilson(match.wins, match.games)
        ratings[order[i]] = Rating(order[i], below.rating + elo_gap(match.win_rate, match.games),
                                   below.low + bound_gap(low, match.games),
                                   below.high + bound_gap(high, match.games), match)
    for i in range(at - 1, -1, -1):  # and downwards
        match = by_pair[(order[i + 1], order[i])]
        above = ratings[order[i + 1]]
        low, high = wilson(match.wins, match.games)
        ratings[order[i]] = Rating(order[i], above.rating - elo_gap(match.win_rate, match.games),
                                   above.low - bound_gap(high, match.games),
                                   above.high - bound_gap(low, match.games), None)
    return ratings


def parse(data: dict[str, Any]) -> tuple[tuple[str, ...], list[Match]]:
    """The ladder's order and matches from the file's data; ValueError if anything is off."""
    order = tuple(str(level) for level in data["order"])
    matches = [Match(str(m["stronger"]), str(m["weaker"]), int(m["wins"]), int(m["games"]),
                     str(m["date"]), str(m["commit"]), str(m["command"]))
               for m in data["matches"]]
    for match in matches:
        if not 0 <= match.wins <= match.games or match.games <= 0:
            raise ValueError(f"impossible result {match}")
    return order, matches


@lru_cache(maxsize=1)
def ratings() -> dict[str, Rating]:
    """The committed ratings, by level; empty when the file is missing or damaged (the screen
    then shows no rating rather than failing)."""
    try:
        text = resources.asset_path(FILE).read_text(encoding="utf-8")
        order, matches = parse(json.loads(text))
        return fit(order, matches)
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def in_words(rate: float) -> tuple[int, int]:
    """A win rate as the plainest "about N games in M": (N, M), from a short list of fractions
    a player reads at a glance (1 in 2, 2 in 3, 3 in 4, 4 in 5, 9 in 10, 19 in 20, 99 in 100)."""
    choices = ((1, 2), (3, 5), (2, 3), (3, 4), (4, 5), (9, 10), (19, 20), (99, 100))
    return min(choices, key=lambda f: abs(f[0] / f[1] - rate))
