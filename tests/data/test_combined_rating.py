"""A player's recent games read as one rating: each game weighted by the inverse of its
variance, so ten games' interval is far narrower than one game's (today one game's is ±300–600
points), and a precise game counts for more than a vague one."""

from __future__ import annotations

import random

from ganesha.data.play_ratings import PlayRating, combine, rate_loss

#: A typical reviewed game of one seat: 30 turns, a standard error of 0.15 points a turn.
TURNS, SE = 30, 0.15


def game(mean: float) -> PlayRating:
    rated = rate_loss(mean, SE, TURNS)
    assert rated is not None
    return rated


def test_ten_games_give_a_far_narrower_interval_than_one() -> None:
    rng = random.Random(1)
    one = game(0.40)
    one_spread = (one.high - one.low) / 2
    assert 300 <= one_spread <= 600  # what a single game says today
    ten = combine([game(0.40 + rng.gauss(0, SE)) for _ in range(10)])
    assert ten is not None
    assert ten.games == 10
    assert ten.spread < one_spread / 3  # measured: ±585 for one game, ±155 for ten
    assert ten.low < ten.rating < ten.high


def test_a_precise_game_outweighs_a_vague_one() -> None:
    precise = PlayRating(1500, 1450, 1550, 40, None)
    vague = PlayRating(2100, 1500, 2700, 10, None)
    both = combine([precise, vague])
    assert both is not None
    assert 1500 <= both.rating < 1550
    assert both.spread <= 50


def test_equal_games_keep_their_rating_and_narrow_by_the_root_of_their_count() -> None:
    four = combine([PlayRating(1600, 1400, 1800, 20, None)] * 4)
    assert four is not None
    assert four.rating == 1600
    assert four.spread == 100  # ±200 / √4


def test_no_games_no_rating() -> None:
    assert combine([]) is None


def test_an_interval_of_nothing_does_not_outweigh_the_rest() -> None:
    """A game held at an end of the curve can show low == high: it gets the least standard
    error instead of an infinite weight."""
    pinned = PlayRating(2470, 2470, 2470, 20, "above")
    other = PlayRating(1500, 1300, 1700, 20, None)
    both = combine([pinned, other])
    assert both is not None
    assert 2000 < both.rating < 2470
