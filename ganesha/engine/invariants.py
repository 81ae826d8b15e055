"""The engine's invariants, checked in one place: by the arena's soak after every action, by the
property tests and by the scenario tests' helpers.

- Gem conservation: each colour's gems in the bag, on the altar, in hand, in Destiny slots, in
  Treasuries and on the mandala add up to 8 / 10 / 12 (2 / 3 / 4 players), and no area holds a
  negative count.
- Scores: every score equals the sum of its ``points_by_source`` entries (the results screen's
  breakdown), and no score is below 0.

Why one module: the arena, the soak test, the property test and the UI fuzz each had their own
copy of these loops, and a copy that drifts checks less than it claims.
"""

from __future__ import annotations

from collections.abc import Iterable

from ganesha.engine.boards import COLOURS, GEMS_PER_COLOUR
from ganesha.engine.core import Record


class InvariantBroken(AssertionError):
    """An invariant does not hold; the message says which, and when (the caller's ``when``)."""


def gem_problems(s: Record) -> list[str]:
    """What is wrong with the gem counts (empty when every colour adds up and no area is
    negative)."""
    areas = {
        "bag": list(s.bag),
        "altar": _count(c for c in s.altar if c >= 0),
        "held": _count(s.held),
        "slots": _count(c for row in s.slots for c in row if c >= 0),
        "treasury": [sum(row[c] for row in s.treasury) for c in range(5)],
        "mandala": list(s.mandala),
    }
    problems = []
    negative = [(area, c, row[c]) for area, row in areas.items() for c in range(5) if row[c] < 0]
    for seat, row in enumerate(s.treasury):  # a negative Treasury could hide behind a positive
        negative += [(f"seat {seat}'s treasury", c, n) for c, n in enumerate(row) if n < 0]
    problems += [f"{n} {COLOURS[c]} gems in {area}" for area, c, n in negative]
    total = GEMS_PER_COLOUR[s.players]
    for c in range(5):
        n = sum(row[c] for row in areas.values())
        if n != total:
            problems.append(f"{n} {COLOURS[c]} gems instead of {total}")
    return problems


def score_problems(s: Record) -> list[str]:
    """What is wrong with the scores (empty when each is >= 0 and equals its sources' sum)."""
    problems = []
    for seat, score in enumerate(s.score):
        by_source = sum(s.points_by_source[seat].values())
        if score < 0 or score != by_source:
            problems.append(f"seat {seat} scores {score} (sources add up to {by_source})")
    return problems


def check_gems(s: Record, when: str = "") -> None:
    """Raise :class:`InvariantBroken` if gems are not conserved; ``when`` ends the message."""
    _raise_first(gem_problems(s), when)


def check_scores(s: Record, when: str = "") -> None:
    """Raise :class:`InvariantBroken` if a score is negative or disagrees with its sources."""
    _raise_first(score_problems(s), when)


def check(s: Record, when: str = "") -> None:
    """Every invariant of this module."""
    _raise_first(gem_problems(s) + score_problems(s), when)


def _raise_first(problems: list[str], when: str) -> None:
    if problems:
        raise InvariantBroken(f"{problems[0]} {when}".rstrip())


def _count(colours: Iterable[int]) -> list[int]:
    counts = [0] * 5
    for c in colours:
        counts[c] += 1
    return counts
