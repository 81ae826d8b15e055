"""Whole seeded random games are move for move what they were before the engine's speed work.

``data/game_digests.txt`` holds the first 96 lines (two games of each of the 48 configurations)
of ``python -m tests.helpers.game_digests --games 2000`` as printed by the engine *before* the
adjacency masks and batched altar refills; the full 2 000 were compared by hand (see the module).
A deliberate rules change that alters games regenerates the file with the same command.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.game_digests import game_digest

LINES = (Path(__file__).parent / "data" / "game_digests.txt").read_text().splitlines()


@pytest.mark.parametrize("line", LINES, ids=[line.split()[0] for line in LINES])
def test_game_is_identical(line: str) -> None:
    assert game_digest(int(line.split()[0])) == line
