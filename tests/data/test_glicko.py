"""Glicko-2 against the paper's worked example, and one puzzle attempt moving both ratings."""

from __future__ import annotations

import pytest

from ganesha.data.glicko import NEW_DEVIATION, Glicko, attempt, rate


def test_the_paper_s_worked_example() -> None:
    """Glickman's example: a 1500 player (RD 200, volatility 0.06) beats a 1400 (RD 30) and
    loses to a 1550 (RD 100) and a 1700 (RD 300); τ = 0.5. The paper's figures: 1464.06,
    151.52 and 0.05999 (it rounds as it goes, so the rating agrees to a few hundredths)."""
    after = rate(Glicko(1500, 200, 0.06), [(Glicko(1400, 30), 1.0), (Glicko(1550, 100), 0.0),
                                           (Glicko(1700, 300), 0.0)])
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_no_game_only_widens_the_deviation() -> None:
    before = Glicko(1600, 100, 0.06)
    after = rate(before, [])
    assert after.rating == 1600
    assert after.deviation == pytest.approx((100 ** 2 + (0.06 * 173.7178) ** 2) ** 0.5)


def test_a_solved_puzzle_moves_both_ratings_the_right_way() -> None:
    player, puzzle = Glicko(1500), Glicko(1700, 200)
    player_after, puzzle_after = attempt(player, puzzle, solved=True)
    assert player_after.rating > player.rating
    assert puzzle_after.rating < puzzle.rating
    assert player_after.deviation < NEW_DEVIATION


def test_a_missed_puzzle_moves_both_ratings_the_other_way() -> None:
    player, puzzle = Glicko(1500), Glicko(1300, 200)
    player_after, puzzle_after = attempt(player, puzzle, solved=False)
    assert player_after.rating < player.rating
    assert puzzle_after.rating > puzzle.rating


def test_an_upset_moves_a_rating_further_than_an_expected_result() -> None:
    expected, _ = attempt(Glicko(1500), Glicko(1200, 100), solved=True)
    upset, _ = attempt(Glicko(1500), Glicko(1800, 100), solved=True)
    assert upset.rating - 1500 > expected.rating - 1500 > 0
