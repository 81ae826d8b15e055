"""Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", glicko.net, 2022):
the player's puzzle rating and each puzzle's, moved after every attempt.

Why written here rather than taken from PyPI: the ``glicko2`` package (2.1.0, 2024) is a 2009
module with a mutable, untyped ``Player`` class and camelCase methods that mypy's strict flags
would have to wave through; the whole method is the few formulas below, checked against the
paper's worked example (``tests/data/test_glicko.py``). A rating is a frozen value; one attempt is
one rating period with one game, which is how puzzle sites apply it.

The steps are the paper's, numbered as there: the Glicko-2 scale (step 2), the estimated
variance ``v`` (3), the improvement ``delta`` (4), the new volatility by the Illinois algorithm
(5), the pre-period deviation (6), the new deviation and rating (7), back to the Glicko scale (8).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: The Glicko-2 scale's factor and centre (step 2).
SCALE = 173.7178
CENTRE = 1500.0
#: The system constant: how much the volatility may change (the paper suggests 0.3 to 1.2).
TAU = 0.5
#: A new rating's deviation and volatility (the paper's unrated player).
NEW_DEVIATION = 350.0
NEW_VOLATILITY = 0.06
#: The convergence tolerance of step 5.
EPSILON = 0.000001


@dataclass(frozen=True, slots=True)
class Glicko:
    """A rating on the Glicko scale, its deviation (the 95 % interval is about ± 2 of them)
    and its volatility."""

    rating: float = CENTRE
    deviation: float = NEW_DEVIATION
    volatility: float = NEW_VOLATILITY


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility, the root of the paper's ``f`` by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2)
                - (x - a) / (tau * tau))

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def rate(player: Glicko, games: Sequence[tuple[Glicko, float]], tau: float = TAU) -> Glicko:
    """``player``'s rating after one rating period of ``games`` (each opponent's rating before
    the period and the score: 1 a win, 0 a loss, 0.5 a draw). No game: only the deviation
    grows (step 6 alone), as the paper says for a player who did not compete."""
    mu = (player.rating - CENTRE) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not games:
        return Glicko(player.rating, SCALE * math.sqrt(phi * phi + sigma * sigma), sigma)
    rows = [((o.rating - CENTRE) / SCALE, o.deviation / SCALE, score) for o, score in games]
    v = 1.0 / sum(_g(phi_j) ** 2 * _expected(mu, mu_j, phi_j) * (1 - _expected(mu, mu_j, phi_j))
                  for mu_j, phi_j, _ in rows)
    improvement = sum(_g(phi_j) * (score - _expected(mu, mu_j, phi_j))
                      for mu_j, phi_j, score in rows)
    new_sigma = _volatility(phi, sigma, v, v * improvement, tau)
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * improvement
    return Glicko(SCALE * new_mu + CENTRE, SCALE * new_phi, new_sigma)


def attempt(player: Glicko, puzzle: Glicko, solved: bool) -> tuple[Glicko, Glicko]:
    """Both ratings after one attempt: solving is the player's win against the puzzle, and a
    miss the puzzle's win against the player. Each is rated against the other's rating before
    the attempt."""
    score = 1.0 if solved else 0.0
    return rate(player, [(puzzle, score)]), rate(puzzle, [(player, 1.0 - score)])
